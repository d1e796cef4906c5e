use cuda_mem::*;

fn main() {
    let cuda = Cuda::load().unwrap();
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let current = ctx.make_current().unwrap();
    std::thread::scope(|s| {
        s.spawn(move || drop(current));
    });
}
