//! cuda-mem beside cudarc: classify what cudarc allocated, share its
//! primary context, and move bytes both ways.
//!
//! ```sh
//! cargo run -p cuda-mem --features cudarc --example with_cudarc
//! ```
//! On a machine without a GPU, point both libraries at the simulator:
//! `CUDA_DRIVER_LIBRARY=target/debug/libcuda_sim.so` (cudarc then finds the
//! library already loaded under the driver's name).

use cuda_mem::cudarc::{CudarcBytes, CudarcBytesMut};
use cuda_mem::{Cuda, DeviceBuffer, Memory, PrimaryContextGuard, Stream};
use cudarc::driver::{CudaContext, CudaSlice};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // cuda-mem first: it opens the driver (CUDA_DRIVER_LIBRARY, else
    // libcuda.so.1); cudarc's dlopen then gets the same library.
    let cuda = Cuda::load()?;
    let ctx = CudaContext::new(0)?;
    let rc = ctx.default_stream();
    println!("device 0: {}", ctx.name()?);

    // What cudarc allocated, classified with one driver call.
    let slice: CudaSlice<u8> = rc.clone_htod(&[7u8; 1 << 20])?;
    let info = cuda.classify(&slice)?;
    println!(
        "cudarc slice at {:#x}: {:?} on {:?}, context {:?}, pool {:?}",
        info.address(),
        info.kind(),
        info.location(),
        info.context(),
        info.pool()
    );

    // One primary context per device, whoever retains it.
    let guard = PrimaryContextGuard::retain(&cuda, 0)?;
    println!(
        "cudarc's context {:?} is cuda-mem's primary context: {}",
        ctx.cu_ctx(),
        guard.context() == ctx.cu_ctx().cast()
    );

    // cudarc -> cuda-mem and back, through Stream::copy.
    let stream = Stream::new(&guard)?;
    let mut ours = DeviceBuffer::new(&guard, slice.len())?;
    stream.copy(ours.bytes_mut(), slice.bytes()?)?;
    let mut back: CudaSlice<u8> = rc.alloc_zeros(slice.len())?;
    stream.copy(back.bytes_mut()?, ours.bytes())?;
    let host = rc.clone_dtoh(&back)?;
    println!(
        "1 MiB cudarc -> cuda-mem DeviceBuffer -> cudarc: {}",
        if host.iter().all(|&b| b == 7) {
            "every byte arrived"
        } else {
            "BYTES DIFFER"
        }
    );
    Ok(())
}
