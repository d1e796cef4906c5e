// Pools and VMM memory live on a device or a host NUMA node; the location
// type they take has no "plain host" to get wrong.
use cuda_mem::*;

fn main() {
    let cuda = Cuda::load().unwrap();
    let _ = VmmAllocation::new(&cuda, 1 << 21, Location::Host);
}
