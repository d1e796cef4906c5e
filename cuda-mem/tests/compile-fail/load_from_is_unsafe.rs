// Any library with the driver's symbol names is trusted: loading one by
// path is an explicit unsafe step.
use cuda_mem::*;

fn main() {
    let _ = Cuda::load_from("/tmp/libcuda.so.1");
}
