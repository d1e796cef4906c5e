//! A crate outside the cuda-mem workspace, built from the packaged crates:
//! a communication layer keeps cuda-mem values in a long-lived struct, hands
//! it to a progress thread, and moves a user's bytes through it.
use cuda_mem::{
    Bytes, ContextBinding, Cuda, DeviceBuffer, Event, MemPool, Memory, MemoryKind,
    PrimaryContextGuard, RawPointerInfo, Stream,
};

/// What a communicator keeps for its lifetime.
struct Comm {
    cuda: Cuda,
    stream: Stream,
    staging: DeviceBuffer,
    done: Event,
}

fn main() -> Result<(), cuda_mem::Error> {
    let cuda = Cuda::load()?;
    let heap = vec![0u8; 64];
    assert_eq!(cuda.classify(heap.as_ptr())?.kind(), MemoryKind::Pageable);
    let ctx = PrimaryContextGuard::retain(&cuda, 0)?;
    let comm = Comm {
        cuda: cuda.clone(),
        stream: Stream::new(&ctx)?,
        staging: DeviceBuffer::new(&ctx, 4096)?,
        done: Event::new(&ctx, false)?,
    };
    drop(ctx);
    // The user's buffer: stream-ordered memory, which has no context.
    let user_stream = Stream::new(comm.staging.context())?;
    let mut user = MemPool::default_for(&cuda, 0)?.alloc_async(4096, &user_stream)?;
    user_stream.set(user.bytes_mut(), 42)?;
    let (ptr, len) = (user.device_ptr(), user.len());

    // The progress thread owns the communicator.
    let (mut comm, raw) = std::thread::spawn(move || -> Result<_, cuda_mem::Error> {
        let mut comm = comm;
        let info = comm.cuda.classify(ptr)?;
        assert_eq!(info.kind(), MemoryKind::StreamOrdered);
        let bound = comm.cuda.ensure_context(&info)?;
        assert!(matches!(bound, ContextBinding::Bound { .. }));
        // SAFETY: the user keeps the buffer alive and unwritten meanwhile.
        let src: Bytes<'_> = unsafe { comm.cuda.bytes_at(ptr, len)? };
        comm.stream.copy(comm.staging.bytes_mut(), src)?;
        comm.done.record(&comm.stream)?;
        comm.done.synchronize()?;
        // The answer in C's codes, as a layer below would take it.
        Ok((comm, info.to_raw()))
    })
    .join()
    .expect("progress thread")?;
    assert_eq!(
        (raw.address, raw.kind, raw.location, raw.location_id),
        (ptr, MemoryKind::StreamOrdered as u32, RawPointerInfo::AT_DEVICE, 0)
    );
    let mut out = vec![0u8; 4096];
    comm.stream.copy(&mut out[..], comm.staging.bytes())?;
    assert!(out.iter().all(|&b| b == 42));
    let staged = cuda.classify(comm.staging.device_ptr() + 7)?;
    assert_eq!(staged.kind(), MemoryKind::Device);
    // Owned memory classified before is kept: its answer with no driver call.
    assert_eq!(cuda.classify_kept(comm.staging.device_ptr() + 7), Some(staged));
    // The answer in the C library's words.
    assert_eq!(staged.to_raw().address, comm.staging.device_ptr() + 7);
    drop((user, comm));
    println!(
        "downstream: cuda-mem works (bindings for CUDA {}, pregenerated: {}, driver {})",
        cuda_mem::cuda_mem_sys::HEADER_VERSION,
        cuda_mem::cuda_mem_sys::PREGENERATED,
        cuda.driver_version()
    );
    Ok(())
}
