// A pushed context borrows its guard: the reference that keeps the context
// alive cannot be dropped while the context is current through it.
use cuda_mem::*;

fn main() {
    let cuda = Cuda::load().unwrap();
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let current = ctx.make_current().unwrap();
    drop(ctx);
    drop(current);
}
