//! Behaviour that needs a configured driver: several devices, zero devices,
//! missing symbols, injected failures, driver-call counts. Always runs on the
//! simulator (also in the gpu-bundle), whatever driver the machine has.

use cuda_mem_testing::{load_sim, try_load_sim, vmm_map};

use cuda_mem::*;
use cuda_sim::SimLibrary;

fn sim(config: &str) -> (SimLibrary, Cuda) {
    let s = SimLibrary::new(config).unwrap();
    let c = load_sim(&s);
    (s, c)
}

#[test]
fn classification_makes_one_driver_call_and_none_for_owned_memory() {
    let (s, cuda) = sim("");
    // A second load of the same driver has a registry of its own: what the
    // first owns is foreign to it.
    let other = load_sim(&s);
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let dev = DeviceBuffer::new(&ctx, 1 << 20).unwrap();
    let vmm = VmmAllocation::new(&cuda, 1 << 20, MemLocation::Device(0)).unwrap();
    let heap: Vec<u8> = (0..16).collect();
    assert_eq!(cuda.owned_ranges(), 2);
    let count = |c: &Cuda, addr: u64, f: fn(&Cuda, u64) -> MemoryKind| {
        let (total, batched) = (s.total_calls(), s.calls("cuPointerGetAttributes"));
        f(c, addr);
        (
            s.total_calls() - total,
            s.calls("cuPointerGetAttributes") - batched,
        )
    };
    let classify: fn(&Cuda, u64) -> MemoryKind = |c, a| c.classify(a).unwrap().kind();
    let by_driver: fn(&Cuda, u64) -> MemoryKind = |c, a| c.classify_by_driver(a).unwrap().kind();
    let detailed: fn(&Cuda, u64) -> MemoryKind = |c, a| c.classify_detailed(a).unwrap().info.kind();
    // The detailed query asks the access of VMM memory too, one call per
    // device, where the owner's grants decide it.
    for (addr, access_calls) in [(dev.device_ptr() + 7, 0), (vmm.device_ptr(), 1)] {
        assert_eq!(count(&cuda, addr, classify), (0, 0), "owned memory");
        assert_eq!(count(&other, addr, classify), (1, 1), "foreign memory");
        assert_eq!(count(&cuda, addr, by_driver), (1, 1));
        assert_eq!(count(&cuda, addr, detailed), (1 + access_calls, 1));
    }
    // Every kind, and both ends of a range large enough for the registry's
    // coarse granules, answered without the driver.
    let every = cuda_mem_testing::EveryKind::new(&cuda, 0, 4096).unwrap();
    let big = DeviceBuffer::new(&ctx, 256 << 20).unwrap();
    let owned = every
        .expected()
        .into_iter()
        .filter(|e| e.kind != MemoryKind::Pageable);
    for addr in owned
        .flat_map(|e| [e.address, e.address + e.len as u64 - 1])
        .chain([big.device_ptr(), big.device_ptr() + (256 << 20) - 1])
    {
        assert_eq!(count(&cuda, addr, classify), (0, 0), "owned {addr:#x}");
    }
    drop((every, big));
    let addr = heap.as_ptr() as u64;
    for f in [classify, by_driver, detailed] {
        assert_eq!(count(&cuda, addr, f), (1, 1), "pageable memory");
    }
    for never in [
        "cuPointerGetAttribute",
        "cuMemRetainAllocationHandle",
        "cuMemGetAddressRange_v2",
        "cuDeviceGetAttribute",
    ] {
        let before = s.calls(never);
        other.classify(dev.device_ptr()).unwrap();
        cuda.classify_detailed(dev.device_ptr()).unwrap();
        assert_eq!(s.calls(never), before, "{never}");
    }
    drop((dev, vmm));
    assert_eq!(cuda.owned_ranges(), 0);
}

#[test]
fn zero_devices_means_pageable_without_any_driver_call() {
    let (s, cuda) = sim("devices=0");
    assert!(cuda.devices().is_empty());
    assert!(cuda.topology().is_empty());
    assert!(cuda.topology().to_string().contains("no CUDA device"));
    let before = s.total_calls();
    for a in [1u64, 0x1000, 0xdead_0000] {
        assert_eq!(cuda.classify(a).unwrap().kind(), MemoryKind::Pageable);
    }
    assert_eq!(cuda.classify(0u64), Err(Error::NullPointer));
    assert_eq!(s.total_calls(), before);
    assert!(matches!(
        PrimaryContextGuard::retain(&cuda, 0),
        Err(Error::NoSuchDevice {
            ordinal: 0,
            count: 0
        })
    ));
}

#[test]
fn owner_device_is_right_on_every_device_also_after_peer_access() {
    for n in [2, 5, 8] {
        let (_s, cuda) = sim(&format!("devices={n}"));
        for d in 0..n {
            let ctx = PrimaryContextGuard::retain(&cuda, d).unwrap();
            let stream = Stream::new(&ctx).unwrap();
            let dev = DeviceBuffer::new(&ctx, 4096).unwrap();
            let managed = ManagedBuffer::new(&ctx, 4096).unwrap();
            let pool = MemPool::new(&cuda, PoolProps::device(d)).unwrap();
            let pb = pool.alloc_async(4096, &stream).unwrap();
            let vmm = VmmAllocation::new(&cuda, 4096, MemLocation::Device(d)).unwrap();
            // Grant every other device access, first device first: Open MPI
            // would now report device 0 (the first with access) as the owner.
            for peer in (0..n).filter(|p| *p != d) {
                pool.set_access(peer, Access::ReadWrite).unwrap();
                vmm.set_access(peer, Access::ReadWrite).unwrap();
            }
            assert_eq!(pool.access((d + 1) % n).unwrap(), Access::ReadWrite);
            for (what, addr) in [
                ("device", dev.device_ptr()),
                ("managed", managed.device_ptr()),
                ("pool", pb.device_ptr()),
                ("vmm", vmm.device_ptr()),
            ] {
                let i = cuda.classify(addr).unwrap();
                assert_eq!(i.device(), Some(d), "{what} on device {d} of {n}");
                assert_eq!(
                    i.location(),
                    Location::Device(d),
                    "{what} on device {d} of {n}"
                );
            }
        }
    }
}

#[test]
fn without_pool_support_the_query_leaves_mempool_out() {
    let (_s, cuda) = sim("devices=2; device.*.pools=0");
    let attrs = cuda.classification_attributes();
    // MEMORY_TYPE, CONTEXT, IS_MANAGED, DEVICE_ORDINAL (two devices).
    assert_eq!(attrs.len(), 4);
    assert!(
        !attrs.contains(&cuda_mem_sys::CUpointer_attribute::CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE)
    );
    let vmm = VmmAllocation::new(&cuda, 1, MemLocation::Device(1)).unwrap();
    assert_eq!(
        cuda.classify(vmm.device_ptr()).unwrap().kind(),
        MemoryKind::Vmm
    );
    let d = cuda.classify_detailed(vmm.device_ptr()).unwrap();
    assert_eq!(d.info.kind(), MemoryKind::Vmm);
    assert_eq!(d.range, Some((vmm.device_ptr(), vmm.len())));
    assert_eq!(
        MemPool::default_for(&cuda, 0).unwrap_err(),
        Error::Unsupported {
            capability: "MEMORY_POOLS_SUPPORTED",
            device: 0
        }
    );
}

#[test]
fn an_old_driver_without_pool_functions_still_classifies() {
    let (_s, cuda) = sim("driver_version=11020; omit=cuMemPoolCreate,cuDeviceGetDefaultMemPool,cuMemAllocFromPoolAsync");
    assert_eq!(
        MemPool::new(&cuda, PoolProps::device(0)).unwrap_err(),
        Error::MissingSymbol {
            function: "cuMemPoolCreate",
            driver_version: 11020
        }
    );
    assert!(matches!(
        MemPool::default_for(&cuda, 0),
        Err(Error::MissingSymbol {
            function: "cuDeviceGetDefaultMemPool",
            ..
        })
    ));
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let dev = DeviceBuffer::new(&ctx, 64).unwrap();
    assert_eq!(
        cuda.classify(dev.device_ptr()).unwrap().kind(),
        MemoryKind::Device
    );
    assert!(Error::MissingSymbol {
        function: "cuMemPoolCreate",
        driver_version: 11020
    }
    .to_string()
    .contains("11020"));
}

#[test]
fn loading_failures_are_typed() {
    // SAFETY: nothing exists at that path, so nothing is loaded.
    let e = unsafe { Cuda::load_from("/nonexistent/libcuda.so.1") }.unwrap_err();
    match &e {
        Error::DriverNotFound { tried } => assert_eq!(tried[0].0, "/nonexistent/libcuda.so.1"),
        other => panic!("{other}"),
    }
    let s = SimLibrary::new("fail.init=999").unwrap();
    match try_load_sim(&s).unwrap_err() {
        Error::Driver {
            call: "cuInit",
            code,
            ..
        } => assert_eq!(code.0, 999),
        other => panic!("{other}"),
    }
    let s = SimLibrary::new("").unwrap();
    // A malformed configuration set after the copy was made: cuInit refuses.
    let bad = std::ffi::CString::new("devices=many").unwrap();
    // SAFETY: the simulator's own export, called before cuInit.
    unsafe {
        let lib = libloading::Library::new(s.path()).unwrap();
        let f = lib
            .get::<unsafe extern "C" fn(*const std::ffi::c_char) -> cuda_mem_sys::CUresult>(
                b"cuda_sim_configure\0",
            )
            .unwrap();
        f(bad.as_ptr()).result().unwrap();
    }
    match try_load_sim(&s).unwrap_err() {
        Error::Driver {
            call: "cuInit",
            code,
        } => assert_eq!(code, cuda_mem_sys::CUresult::CUDA_ERROR_INVALID_VALUE),
        other => panic!("{other}"),
    }
}

#[test]
fn vmm_and_pool_construction_failing_at_each_step_leaks_nothing() {
    for step in [
        "cuMemCreate",
        "cuMemAddressReserve",
        "cuMemMap",
        "cuMemSetAccess",
    ] {
        let (s, cuda) = sim(&format!("fail.{step}=1"));
        let before = s.stats();
        let e = VmmAllocation::new(&cuda, 3 << 20, MemLocation::Device(0)).unwrap_err();
        assert!(
            e.code() == Some(cuda_mem_sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY),
            "{step}: {e}"
        );
        assert_eq!(s.stats(), before, "{step} leaked");
        let ok = VmmAllocation::new(&cuda, 3 << 20, MemLocation::Device(0)).unwrap();
        assert_eq!(ok.len(), 4 << 20, "rounded to the 2 MiB granularity");
        drop(ok);
        assert_eq!(s.stats(), before, "teardown after {step}");
    }
    let (s, cuda) = sim("fail.cuMemPoolCreate=1");
    let before = s.stats();
    assert!(MemPool::new(&cuda, PoolProps::device(0)).is_err());
    assert_eq!(s.stats(), before);
    let pool = MemPool::new(&cuda, PoolProps::device(0)).unwrap();
    assert_eq!(s.stats().pools, 1);
    drop(pool);
    assert_eq!(s.stats(), before);
}

#[test]
fn a_failing_release_in_drop_is_logged_not_a_panic() {
    let (s, cuda) =
        sim("fail.cuMemFree_v2=1; fail.cuMemRelease=1; fail.cuDevicePrimaryCtxRelease_v2=1");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    drop(DeviceBuffer::new(&ctx, 64).unwrap());
    assert_eq!(s.stats().device, 1, "the injected failure left the buffer");
    drop(VmmAllocation::new(&cuda, 64, MemLocation::Device(0)).unwrap());
    drop(ctx);
    assert_eq!(
        s.primary_refcount(0),
        1,
        "the injected failure kept the reference"
    );
}

#[test]
fn releasing_the_last_primary_reference_frees_its_memory_but_not_pool_or_vmm() {
    let (s, cuda) = sim("");
    let vmm = VmmAllocation::new(&cuda, 1, MemLocation::Device(0)).unwrap();
    {
        let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
        let b = DeviceBuffer::new(&ctx, 64).unwrap();
        assert_eq!(s.primary_refcount(0), 1);
        // Leaked on purpose, with the context reference it keeps.
        std::mem::forget(b);
    }
    assert_eq!(
        s.primary_refcount(0),
        1,
        "the forgotten buffer keeps its context"
    );
    // Give the forgotten buffer's reference back by hand.
    // SAFETY: the reference the forgotten guard clone held.
    unsafe { cuda.driver().cuDevicePrimaryCtxRelease_v2(0) }.unwrap();
    assert_eq!(s.primary_refcount(0), 0);
    assert_eq!(
        s.stats().device,
        0,
        "cuMemAlloc memory died with its context"
    );
    assert_eq!(
        cuda.classify(vmm.device_ptr()).unwrap().kind(),
        MemoryKind::Vmm
    );
}

#[test]
fn sixteen_threads_get_the_single_threaded_answers() {
    let (_s, cuda) = sim("devices=2");
    let ctx = PrimaryContextGuard::retain(&cuda, 1).unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let dev = DeviceBuffer::new(&ctx, 1 << 20).unwrap();
    let pool = MemPool::default_for(&cuda, 1).unwrap();
    let pb = pool.alloc_async(1 << 20, &stream).unwrap();
    let vmm = VmmAllocation::new(&cuda, 1 << 20, MemLocation::Device(1)).unwrap();
    let heap: Vec<u8> = (0..64).collect();
    let addrs = [
        dev.device_ptr(),
        pb.device_ptr() + 17,
        vmm.device_ptr() + 4096,
        heap.as_ptr() as u64,
    ];
    let expected: Vec<_> = addrs.iter().map(|a| cuda.classify(*a).unwrap()).collect();
    std::thread::scope(|s| {
        for _ in 0..16 {
            s.spawn(|| {
                for _ in 0..2000 {
                    for (a, e) in addrs.iter().zip(&expected) {
                        assert_eq!(cuda.classify(*a).unwrap(), *e);
                    }
                }
            });
        }
    });
}

#[test]
fn dropping_an_outer_pushed_context_first_does_not_pop_the_inner_one() {
    let (_s, cuda) = sim("devices=2");
    let g0 = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let g1 = PrimaryContextGuard::retain(&cuda, 1).unwrap();
    std::thread::scope(|s| {
        s.spawn(|| {
            let outer = g0.make_current().unwrap();
            let inner = g1.make_current().unwrap();
            drop(outer);
            assert_eq!(
                cuda.current_context().unwrap(),
                Some(g1.context()),
                "the outer scope popped the inner one's context"
            );
            drop(inner);
            // The outer context, never popped, is current again.
            assert_eq!(cuda.current_context().unwrap(), Some(g0.context()));
        });
    });
}

#[test]
fn descriptor_zero_is_refused_by_the_driver_and_imported_by_cuda_mem() {
    let (_s, cuda) = sim("");
    let d = cuda.driver();
    let t = HandleTypes::POSIX_FD;
    let fd_type = cuda_mem_sys::CUmemAllocationHandleType(t.bits() as _);
    // SAFETY: a valid out-pointer; the handle is a (null) descriptor value.
    let raw = cuda_mem_sys::out(|p| unsafe {
        d.cuMemPoolImportFromShareableHandle(p, std::ptr::null_mut(), fd_type, 0)
    });
    assert_eq!(
        raw.unwrap_err().code(),
        Some(cuda_mem_sys::CUresult::CUDA_ERROR_INVALID_VALUE)
    );
    let pool = MemPool::new(&cuda, PoolProps::device(0).handle_types(t)).unwrap();
    let fd = pool.export_fd().unwrap();
    // Descriptor 0 of this process becomes the pool's, for the import.
    // SAFETY: plain descriptor calls; 0 is put back as it was.
    let saved = unsafe { libc::dup(0) };
    assert!(saved >= 0);
    let pool_fd = std::os::fd::AsRawFd::as_raw_fd(&fd);
    // SAFETY: as above.
    let zero = unsafe { libc::dup2(pool_fd, 0) };
    assert_eq!(zero, 0);
    // SAFETY: descriptor 0 is open for the call.
    let zero = unsafe { std::os::fd::BorrowedFd::borrow_raw(zero) };
    let imported = MemPool::import_fd(&cuda, zero, MemLocation::Device(0));
    // SAFETY: restores descriptor 0 and closes the copy.
    unsafe {
        libc::dup2(saved, 0);
        libc::close(saved);
    }
    let imported = imported.unwrap();
    // An imported pool only maps the exporter's allocations.
    let stream = Stream::new(&PrimaryContextGuard::retain(&cuda, 0).unwrap()).unwrap();
    assert!(imported.alloc_async(4096, &stream).is_err());
}

thread_local! {
    static KEPT: std::cell::RefCell<Option<DeviceBuffer>> = const { std::cell::RefCell::new(None) };
}

#[test]
fn a_buffer_dropped_by_a_thread_local_destructor_is_freed() {
    let (s, cuda) = sim("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let before = s.stats().device;
    let c = ctx.clone();
    std::thread::spawn(move || {
        let b = DeviceBuffer::new(&c, 1 << 20).unwrap();
        KEPT.with(|k| *k.borrow_mut() = Some(b));
    })
    .join()
    .unwrap();
    assert_eq!(s.stats().device, before, "freed at thread exit");
}

#[test]
fn foreign_memory_costs_one_call_direct_and_none_observed_once_seen() {
    let (s, cuda) = sim("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let _current = ctx.make_current().unwrap();
    let d = cuda.driver();
    // SAFETY: a valid out-pointer; a context is current.
    let p = cuda_mem_sys::out(|p| unsafe { d.cuMemAlloc_v2(p, 1 << 20) }).unwrap();
    let heap = [0u8; 64];
    let calls = |a: u64| {
        let before = s.calls("cuPointerGetAttributes");
        let info = cuda.classify(a).unwrap();
        (info.kind(), s.calls("cuPointerGetAttributes") - before)
    };
    assert_eq!(cuda.foreign_mode(), ForeignMode::Direct);
    assert_eq!(calls(p), (MemoryKind::Device, 1));
    assert_eq!(calls(p), (MemoryKind::Device, 1), "nothing cached");
    assert_eq!(calls(heap.as_ptr() as u64), (MemoryKind::Pageable, 1));
    let observer = cuda.observe_frees();
    assert!(observer.is_observing());
    assert!(cuda.foreign_mode().is_observed(), "{}", cuda.foreign_mode());
    // An address's answer is kept at its second sight: the first only
    // marks it, so memory seen once costs the cache nothing.
    let twice = |a: u64, k: MemoryKind| assert_eq!([calls(a), calls(a)], [(k, 1), (k, 1)]);
    twice(p, MemoryKind::Device);
    assert_eq!(calls(p), (MemoryKind::Device, 0), "no driver call");
    twice(p + 8, MemoryKind::Device);
    assert_eq!(calls(p + 8), (MemoryKind::Device, 0), "no driver call");
    // Pageable memory: kept until a call that may make memory driver-known
    // returns, wherever it made it.
    let h = heap.as_ptr() as u64;
    twice(h, MemoryKind::Pageable);
    assert_eq!(calls(h), (MemoryKind::Pageable, 0), "pageable memory kept");
    // SAFETY: a valid out-pointer; a context is current.
    let q = cuda_mem_sys::out(|p| unsafe { d.cuMemAlloc_v2(p, 4096) }).unwrap();
    let again = "an allocation elsewhere ends every pageable answer";
    assert_eq!(calls(h), (MemoryKind::Pageable, 1), "{again}");
    assert_eq!(calls(h), (MemoryKind::Pageable, 0), "kept again");
    // SAFETY: allocated above, freed once.
    unsafe { d.cuMemFree_v2(q) }.unwrap();
    assert_eq!(calls(h), (MemoryKind::Pageable, 0), "a free makes nothing");
    // A context's retain may make the context's own memory.
    drop(PrimaryContextGuard::retain(&cuda, 0).unwrap());
    assert_eq!(calls(h), (MemoryKind::Pageable, 1), "a context retained");
    assert_eq!(calls(h), (MemoryKind::Pageable, 0), "kept again");
    // A pageable buffer registered, then unregistered.
    let mut buf = vec![0u8; 1 << 16];
    let b = buf.as_ptr() as u64 + 100;
    twice(b, MemoryKind::Pageable);
    assert_eq!(calls(b), (MemoryKind::Pageable, 0), "pageable memory kept");
    // SAFETY: the vector's bytes, registered and unregistered once.
    unsafe { d.cuMemHostRegister_v2(buf.as_mut_ptr().cast(), buf.len(), 0) }.unwrap();
    // The registration ends the pageable answer; the address was seen
    // before, so its new answer is kept at once.
    assert_eq!(calls(b), (MemoryKind::PinnedHost, 1), "registered");
    assert_eq!(calls(b), (MemoryKind::PinnedHost, 0), "no driver call");
    // SAFETY: registered above.
    unsafe { d.cuMemHostUnregister(buf.as_mut_ptr().cast()) }.unwrap();
    assert_eq!(calls(b), (MemoryKind::Pageable, 1), "unregistered");
    // VMM memory mapped while observing: one call at each of the first
    // two sights, and no
    // handle taken (retaining the handle of memory its owner may be
    // unmapping crashed the H200's driver); none after; one again once
    // unmapped.
    let size = 2 << 20;
    let device = cuda_mem_sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE;
    let (v, h) = vmm_map(d, size, device);
    let retains = s.calls("cuMemRetainAllocationHandle");
    twice(v + 64, MemoryKind::Vmm);
    assert_eq!(calls(v + 64), (MemoryKind::Vmm, 0), "no driver call");
    assert_eq!(
        s.calls("cuMemRetainAllocationHandle"),
        retains,
        "a handle taken"
    );
    // SAFETY: mapped above, unmapped and released once.
    unsafe {
        d.cuMemUnmap(v, size).unwrap();
        d.cuMemRelease(h).unwrap();
        d.cuMemAddressFree(v, size).unwrap();
    }
    assert_eq!(calls(v + 64), (MemoryKind::Pageable, 1));
    // Stream-ordered memory allocated while observing is kept from its
    // second sight at an address inside the allocation, until its free is
    // called; outside it costs the call every time.
    let stream = Stream::new(&ctx).unwrap();
    let before = s.calls("cuPointerGetAttributes");
    // SAFETY: a valid out-pointer and stream; a context is current.
    let q = cuda_mem_sys::out(|q| unsafe { d.cuMemAllocAsync(q, 4096, stream.as_raw()) }).unwrap();
    stream.synchronize().unwrap();
    assert_eq!(
        s.calls("cuPointerGetAttributes"),
        before,
        "an allocation asks the driver nothing"
    );
    twice(q, MemoryKind::StreamOrdered);
    assert_eq!(
        calls(q),
        (MemoryKind::StreamOrdered, 0),
        "kept at its allocation's address"
    );
    twice(q + 4095, MemoryKind::StreamOrdered);
    assert_eq!(
        calls(q + 4095),
        (MemoryKind::StreamOrdered, 0),
        "kept at its last byte"
    );
    // SAFETY: allocated above on this stream, freed once.
    unsafe { d.cuMemFreeAsync(q, stream.as_raw()) }.unwrap();
    // The driver's answer until the stream has run the free: pool memory on
    // a GPU, already none on the simulator, which frees at the call.
    let freeing = cuda.classify_by_driver(q).unwrap().kind();
    assert_eq!(calls(q), (freeing, 1), "asked after the free's call");
    assert_eq!(calls(q + 4095).1, 1, "inside it too");
    // Pool memory is not kept again on a miss; a pageable answer is.
    let kept = freeing == MemoryKind::Pageable;
    assert_eq!(calls(q), (freeing, 1), "its second sight since the free");
    assert_eq!(calls(q), (freeing, u64::from(!kept)), "not kept again");
    stream.synchronize().unwrap();
    // A free observed: the answer goes, and the driver is asked again.
    // SAFETY: allocated above, freed once.
    unsafe { d.cuMemFree_v2(p) }.unwrap();
    assert_eq!(calls(p + 8), (MemoryKind::Pageable, 1));
    drop(observer);
    assert_eq!(cuda.foreign_mode(), ForeignMode::Direct);
}

#[test]
fn observed_mode_without_cupti_falls_back_and_says_why() {
    let (_s, cuda) = sim("omit=cuptiSubscribe");
    let observer = cuda.observe_frees();
    assert!(!observer.is_observing());
    let mode = cuda.foreign_mode();
    assert!(
        matches!(
            mode,
            ForeignMode::Fallback(ObserveError::CuptiNotFound { .. })
        ),
        "{mode}"
    );
    let (_s, cuda) = sim("cupti=taken");
    drop(cuda.observe_frees());
    assert_eq!(
        cuda.foreign_mode(),
        ForeignMode::Fallback(ObserveError::SubscriberTaken {
            by: Some("a profiler (simulated)".into())
        })
    );
}

/// Stream-ordered memory of a pool on a host NUMA node or on the host is
/// host memory the CPU may use, owned by the device whose ordinal the
/// driver names, not device memory and not VMM memory; a device may use it
/// where the pool grants it access, which the detailed query asks.
#[test]
fn host_located_pool_memory_is_host_memory_of_its_device() {
    let (_s, cuda) = sim("devices=2;device.1.numa=1");
    let ctx = PrimaryContextGuard::retain(&cuda, 1).unwrap();
    let stream = Stream::new(&ctx).unwrap();
    for at in [MemLocation::HostNuma(1), MemLocation::Host] {
        let pool = MemPool::new(&cuda, PoolProps::new(at)).unwrap();
        let b = pool.alloc_async(1 << 20, &stream).unwrap();
        let info = cuda.classify(b.device_ptr() + 5).unwrap();
        assert_eq!(info.kind(), MemoryKind::StreamOrdered, "{at:?}");
        assert_eq!(info.device(), Some(1), "{at:?}");
        assert_eq!(info.location(), Location::Host, "{at:?}");
        assert!(info.cpu_access(), "{at:?}");
        assert_eq!(info.device_access(), DeviceAccess::Granted, "{at:?}");
        assert_eq!(info.sharing(), Sharing::PoolExport, "{at:?}");
        let details = |info: PointerInfo| cuda.classify_detailed(info.address()).unwrap();
        assert_eq!(
            details(info).granted_devices,
            0,
            "{at:?}: no device granted yet"
        );
        pool.set_access(0, Access::ReadWrite).unwrap();
        assert_eq!(details(info).granted_devices, 1, "{at:?}: device 0 granted");
    }
}
