use cuda_mem::*;

fn main() {
    let cuda = Cuda::load().unwrap();
    let buf;
    {
        let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
        buf = DeviceBuffer::new(&ctx, 64).unwrap();
    }
    drop(buf);
}
