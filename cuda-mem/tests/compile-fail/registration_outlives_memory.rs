use cuda_mem::cuda_mem_sys::flags::HostRegisterFlags;
use cuda_mem::*;

fn main() {
    let cuda = Cuda::load().unwrap();
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let mut memory = vec![0u8; 4096];
    let reg = HostRegistration::new(&ctx, &mut memory, HostRegisterFlags::empty()).unwrap();
    drop(memory);
    drop(reg);
}
