//! Hostile sizes, thread exit, destroyed contexts and fork: each answered
//! with an error or the right binding, never an abort or a hang. Runs on the
//! simulator, and on the real driver with CUDA_MEM_TEST_REAL_DRIVER=1.

mod common;
use common::*;
use cuda_mem::*;

#[test]
fn sizes_no_driver_can_allocate_are_errors() {
    let (_d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let oom = Some(cuda_mem_sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY);
    for len in [usize::MAX, usize::MAX - 4095, 1 << 50] {
        assert_eq!(
            DeviceBuffer::new(&ctx, len).unwrap_err().code(),
            oom,
            "{len:#x}"
        );
        assert!(ManagedBuffer::new(&ctx, len).is_err(), "{len:#x}");
        assert!(
            PinnedHostBuffer::new(&ctx, len, Default::default()).is_err(),
            "{len:#x}"
        );
    }
    let stream = Stream::new(&ctx).unwrap();
    let pool = MemPool::default_for(&cuda, 0).unwrap();
    assert!(pool.alloc_async(usize::MAX, &stream).is_err());
    assert!(matches!(
        VmmAllocation::new(&cuda, usize::MAX, MemLocation::Device(0)),
        Err(Error::InvalidArgument(_))
    ));
    // Nothing half-made stays behind: an ordinary allocation still works.
    drop(DeviceBuffer::new(&ctx, 1 << 20).unwrap());
}

struct BindAtExit(
    Cuda,
    PointerInfo,
    std::sync::mpsc::Sender<Result<ContextBinding>>,
);

impl Drop for BindAtExit {
    fn drop(&mut self) {
        let _ = self.2.send(self.0.ensure_context(&self.1));
    }
}

thread_local! {
    static AT_EXIT: std::cell::RefCell<Option<BindAtExit>> = const { std::cell::RefCell::new(None) };
}

#[test]
fn ensure_context_from_a_thread_local_destructor_is_an_answer_not_an_abort() {
    let (_d, cuda) = load("");
    let vmm = VmmAllocation::new(&cuda, 1 << 20, MemLocation::Device(0)).unwrap();
    let info = cuda.classify(vmm.device_ptr()).unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    let c = cuda.clone();
    std::thread::spawn(move || {
        // Registered before the context slots, so destroyed after them.
        AT_EXIT.with(|a| *a.borrow_mut() = Some(BindAtExit(c.clone(), info, tx)));
        assert!(matches!(
            c.ensure_context(&info).unwrap(),
            ContextBinding::Bound { .. }
        ));
    })
    .join()
    .expect("the thread exited without a panic");
    match rx.recv().unwrap() {
        // The slots were gone: the thread cannot hold a reference any more.
        Err(Error::ThreadExiting) => {}
        // The slots' release unset the context: nothing destroyed is current.
        Ok(ContextBinding::Bound { .. }) | Ok(ContextBinding::AlreadyCurrent(_)) => {}
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_destroyed_current_context_is_not_accepted_as_current() {
    let (d, cuda) = load("");
    let vmm = VmmAllocation::new(&cuda, 1 << 20, MemLocation::Device(0)).unwrap();
    let info = cuda.classify(vmm.device_ptr()).unwrap();
    let refs = d.sim().map(|s| s.primary_refcount(0));
    std::thread::scope(|s| {
        s.spawn(|| {
            let guard = PrimaryContextGuard::retain(&cuda, 0).unwrap();
            let ctx = guard.context();
            // A pushed scope forgotten, then its guard dropped: the last
            // reference goes while the context is current.
            std::mem::forget(guard.make_current().unwrap());
            drop(guard);
            assert_eq!(cuda.current_context().unwrap(), Some(ctx));
            assert_eq!(
                cuda.ensure_context(&info).unwrap(),
                ContextBinding::Bound {
                    device: 0,
                    retained: true
                },
                "a destroyed context was taken for a usable one"
            );
            // The binding is usable: work in it succeeds.
            let g = PrimaryContextGuard::retain(&cuda, 0).unwrap();
            drop(DeviceBuffer::new(&g, 4096).unwrap());
            assert_eq!(cuda.release_thread_contexts().unwrap(), 1);
        });
    });
    assert_eq!(d.sim().map(|s| s.primary_refcount(0)), refs);
}

#[test]
fn a_hundred_thousand_alloc_free_cycles_reuse_the_memory() {
    let (_d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let cycles = if common::real_driver() {
        10_000
    } else {
        100_000
    };
    let _current = ctx.make_current().unwrap();
    for i in 0..cycles {
        DeviceBuffer::new(&ctx, 1 << 20).unwrap_or_else(|e| panic!("cycle {i}: {e}"));
    }
}

#[test]
fn most_of_the_reported_memory_can_be_allocated_at_once() {
    let (_d, cuda) = load("");
    let total = cuda.devices()[0].caps.total_memory;
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let big = total / 10 * 6; // 80 GiB of the H200's 140
    let b = DeviceBuffer::new(&ctx, big).unwrap();
    assert_eq!(b.len(), big);
    assert!(
        DeviceBuffer::new(&ctx, total).is_err(),
        "more than the device has"
    );
}

/// Every public constructor and view that takes a size, with sizes no
/// machine can serve: each answers an error, none panics or aborts, and an
/// ordinary allocation works after. (Managed memory is asked only for sizes
/// past any address space: a real driver may reserve a managed range
/// larger than the card lazily.)
#[test]
fn every_constructor_that_takes_a_size_refuses_hostile_sizes() {
    use cuda_mem_sys::flags::{HostAllocFlags, HostRegisterFlags};
    let (_d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let pool = MemPool::default_for(&cuda, 0).unwrap();
    let exportable = VmmAllocation::with_handle_types(
        &cuda,
        2 << 20,
        MemLocation::Device(0),
        HandleTypes::POSIX_FD,
    )
    .unwrap();
    let fd = exportable.export_fd().unwrap();
    let heap = [0u8; 64];
    let small = DeviceBuffer::new(&ctx, 4096).unwrap();
    let past_address_space = [usize::MAX, usize::MAX - 4095, 1 << 50];
    let hostile = [usize::MAX, usize::MAX - 4095, 1 << 50, 1 << 46];
    let mut refused = 0;
    let mut check = |what: &str, len: usize, r: Result<()>| {
        assert!(r.is_err(), "{what}({len:#x}) succeeded");
        refused += 1;
    };
    for len in hostile {
        check(
            "DeviceBuffer::new",
            len,
            DeviceBuffer::new(&ctx, len).map(drop),
        );
        check(
            "PinnedHostBuffer::new",
            len,
            PinnedHostBuffer::new(&ctx, len, HostAllocFlags::empty()).map(drop),
        );
        let zeroed = HostRegistration::zeroed(&ctx, len, HostRegisterFlags::empty());
        assert!(
            matches!(zeroed, Err(Error::OutOfHostMemory { bytes }) if bytes == len),
            "HostRegistration::zeroed({len:#x}): {zeroed:?}"
        );
        check(
            "MemPool::alloc_async",
            len,
            pool.alloc_async(len, &stream).map(drop),
        );
        check(
            "VmmAllocation::new",
            len,
            VmmAllocation::new(&cuda, len, MemLocation::Device(0)).map(drop),
        );
        check(
            "VmmAllocation::with_handle_types",
            len,
            VmmAllocation::with_handle_types(
                &cuda,
                len,
                MemLocation::Device(0),
                HandleTypes::POSIX_FD,
            )
            .map(drop),
        );
        check(
            "VmmAllocation::import_fd",
            len,
            VmmAllocation::import_fd(&cuda, std::os::fd::AsFd::as_fd(&fd), len).map(drop),
        );
        // Device memory's extent is the driver's: a longer view is refused.
        // SAFETY: the views are refused, never made.
        check("Cuda::bytes_at", len, unsafe {
            cuda.bytes_at(small.device_ptr(), len).map(drop)
        });
        // SAFETY: as above.
        check("Cuda::bytes_at_mut", len, unsafe {
            cuda.bytes_at_mut(small.device_ptr(), len).map(drop)
        });
    }
    // The caller vouches for a raw view's bytes, and for pageable memory's
    // (the driver knows no extent of it): only a view that wraps the
    // address space is refused.
    for len in [usize::MAX, usize::MAX - 4095] {
        // SAFETY: as above.
        check("Cuda::bytes_at (pageable)", len, unsafe {
            cuda.bytes_at(heap.as_ptr() as u64, len).map(drop)
        });
        // SAFETY: as above.
        check("Bytes::from_raw", len, unsafe {
            Bytes::from_raw(heap.as_ptr() as u64, len).map(drop)
        });
        // SAFETY: as above.
        check("BytesMut::from_raw", len, unsafe {
            BytesMut::from_raw(heap.as_ptr() as u64, len).map(drop)
        });
    }
    for len in past_address_space {
        check(
            "ManagedBuffer::new",
            len,
            ManagedBuffer::new(&ctx, len).map(drop),
        );
    }
    println!("{refused} hostile sizes refused with an error");
    // Nothing half-made stays behind: ordinary allocations still work.
    drop(DeviceBuffer::new(&ctx, 1 << 20).unwrap());
    drop(HostRegistration::zeroed(&ctx, 1 << 20, HostRegisterFlags::empty()).unwrap());
}

/// What a `main` returning `Result<(), Error>` prints when there is no
/// driver (`Debug`): each library tried once, and what to do.
#[test]
fn a_missing_driver_says_what_was_tried_and_what_to_do() {
    // SAFETY: no library is at this path, so nothing is run.
    let e = unsafe { Cuda::load_from("/nonexistent/libcuda.so.1") }.unwrap_err();
    let printed = format!("Error: {e:?}");
    assert!(matches!(e, Error::DriverNotFound { .. }), "{printed}");
    assert_eq!(
        printed.matches("/nonexistent/libcuda.so.1").count(),
        1,
        "{printed}"
    );
    assert!(printed.contains("set CUDA_DRIVER_LIBRARY"), "{printed}");
    assert!(printed.contains("libcuda_sim.so"), "{printed}");
}
