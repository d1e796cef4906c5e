// `&Vec<u8>` is not an address: classifying it would classify the Vec's
// header, not its buffer.
use cuda_mem::*;

fn main() {
    let cuda = Cuda::load().unwrap();
    let v = vec![0u8; 64];
    let _ = cuda.classify(&v);
}
