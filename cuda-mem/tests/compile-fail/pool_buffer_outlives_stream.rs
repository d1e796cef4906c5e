use cuda_mem::*;

fn main() {
    let cuda = Cuda::load().unwrap();
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let pool = MemPool::default_for(&cuda, 0).unwrap();
    let buf;
    {
        let stream = Stream::new(&ctx).unwrap();
        buf = pool.alloc_async(64, &stream).unwrap();
    }
    drop(buf);
}
