use cuda_mem::*;

fn main() {
    let cuda = Cuda::load().unwrap();
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let buf;
    {
        let pool = MemPool::new(&cuda, 0, PoolProps::device(0)).unwrap();
        buf = pool.alloc_async(64, &stream).unwrap();
    }
    drop(buf);
}
