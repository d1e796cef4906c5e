use cuda_mem::*;

fn main() {
    let vmm;
    {
        let cuda = Cuda::load().unwrap();
        vmm = VmmAllocation::new(&cuda, 1 << 21, Location::Device(0)).unwrap();
    }
    drop(vmm);
}
