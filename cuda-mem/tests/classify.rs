//! Classification of every memory kind, with and without a current context.
//! Runs on the simulator, and on the real driver with
//! CUDA_MEM_TEST_REAL_DRIVER=1 (the gpu-bundle does that).

mod common;
use common::*;
use cuda_mem::cuda_sys::flags::{HostAllocFlags, HostRegisterFlags};
use cuda_mem::*;

fn check(cuda: &Cuda, e: &Expect, from: &str) {
    for offset in [0, 1, e.len as u64 / 2, e.len as u64 - 1] {
        let info = cuda
            .classify(e.addr + offset)
            .unwrap_or_else(|err| panic!("{} ({from}): {err}", e.name));
        assert_eq!(info.kind(), e.kind, "{} +{offset} ({from})", e.name);
        assert_eq!(info.location(), e.location, "{} +{offset} ({from})", e.name);
        assert_eq!(
            info.context().is_some(),
            e.has_context,
            "{} context ({from})",
            e.name
        );
        assert_eq!(
            info.pool().is_some(),
            e.has_pool,
            "{} pool ({from})",
            e.name
        );
        if e.kind == MemoryKind::Pageable {
            assert_eq!(info.device(), None, "{} ({from})", e.name);
            assert_eq!(info.buffer_id(), 0);
        } else {
            assert_eq!(info.device(), Some(0), "{} device ({from})", e.name);
            assert_ne!(info.buffer_id(), 0, "{} buffer id ({from})", e.name);
        }
    }
}

#[test]
fn every_kind_classifies_right_with_and_without_a_current_context() {
    let (_d, cuda) = load("");
    let numa = cuda.devices()[0].caps.host_numa_id.unwrap_or(0);
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let heap = vec![7u8; LEN];
    let stack = [3u8; 4096];
    let mut registered_mem = vec![0u8; LEN];
    let pinned = PinnedHostBuffer::new(&ctx, LEN, HostAllocFlags::PORTABLE).unwrap();
    let registered =
        HostRegistration::new(&ctx, &mut registered_mem, HostRegisterFlags::PORTABLE).unwrap();
    let device = DeviceBuffer::new(&ctx, LEN).unwrap();
    let managed = ManagedBuffer::new(&ctx, LEN).unwrap();
    let default_pool = MemPool::default_for(&cuda, 0).unwrap();
    let own_pool = MemPool::new(
        &cuda,
        0,
        PoolProps {
            location: Location::Device(0),
            handle_types: HandleTypes::POSIX_FD,
            release_threshold: Some(0),
        },
    )
    .unwrap();
    let from_default = default_pool.alloc_async(LEN, &stream).unwrap();
    let from_own = own_pool.alloc_async(LEN, &stream).unwrap();
    let vmm_dev = VmmAllocation::new(&cuda, LEN, Location::Device(0)).unwrap();
    let vmm_host = VmmAllocation::new(&cuda, LEN, Location::HostNuma(numa)).unwrap();
    stream.synchronize().unwrap();

    use Location::{Host, HostNuma};
    use MemoryKind::*;
    let e = |name, addr: u64, len, kind, location, has_context, has_pool| Expect {
        name,
        addr,
        len,
        kind,
        location,
        has_context,
        has_pool,
    };
    let expects = vec![
        e(
            "heap",
            heap.as_ptr() as u64,
            LEN,
            Pageable,
            Host,
            false,
            false,
        ),
        e(
            "stack",
            stack.as_ptr() as u64,
            4096,
            Pageable,
            Host,
            false,
            false,
        ),
        e(
            "static",
            STATIC_BYTES.as_ptr() as u64,
            64,
            Pageable,
            Host,
            false,
            false,
        ),
        e(
            "pinned",
            pinned.as_ptr() as u64,
            LEN,
            PinnedHost,
            Host,
            true,
            false,
        ),
        e(
            "registered",
            registered.as_ptr() as u64,
            LEN,
            PinnedHost,
            Host,
            true,
            false,
        ),
        e(
            "device",
            device.device_ptr(),
            LEN,
            MemoryKind::Device,
            Location::Device(0),
            true,
            false,
        ),
        e(
            "managed",
            managed.device_ptr(),
            LEN,
            Managed,
            Location::Device(0),
            true,
            false,
        ),
        e(
            "default pool",
            from_default.device_ptr(),
            LEN,
            StreamOrdered,
            Location::Device(0),
            false,
            true,
        ),
        e(
            "own pool",
            from_own.device_ptr(),
            LEN,
            StreamOrdered,
            Location::Device(0),
            false,
            true,
        ),
        e(
            "vmm device",
            vmm_dev.device_ptr(),
            LEN,
            Vmm,
            Location::Device(0),
            false,
            false,
        ),
        e(
            "vmm host numa",
            vmm_host.device_ptr(),
            LEN,
            Vmm,
            HostNuma(numa),
            false,
            false,
        ),
    ];
    {
        let _current = ctx.make_current().unwrap();
        for x in &expects {
            check(&cuda, x, "context current");
        }
        assert_eq!(
            cuda.classify(from_own.device_ptr()).unwrap().pool(),
            Some(own_pool.as_raw())
        );
        assert_eq!(
            cuda.classify(device.device_ptr()).unwrap().context(),
            Some(ctx.context())
        );
    }
    std::thread::scope(|s| {
        s.spawn(|| {
            assert_eq!(cuda.current_context().unwrap(), None);
            for x in &expects {
                check(&cuda, x, "no current context");
            }
        });
    });
    // Distinct allocations have distinct buffer ids.
    let mut ids: Vec<u64> = expects[3..]
        .iter()
        .map(|x| cuda.classify(x.addr).unwrap().buffer_id())
        .collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), expects.len() - 3);

    // Freed memory stops classifying as GPU memory.
    let freed: Vec<(&str, u64, MemoryKind)> = vec![
        ("device", device.device_ptr(), MemoryKind::Device),
        ("default pool", from_default.device_ptr(), StreamOrdered),
        ("vmm device", vmm_dev.device_ptr(), Vmm),
    ];
    drop((
        device,
        from_default,
        from_own,
        vmm_dev,
        vmm_host,
        pinned,
        registered,
        managed,
    ));
    stream.synchronize().unwrap();
    for (name, addr, was) in freed {
        match cuda.classify(addr) {
            Ok(i) => assert_ne!(i.kind(), was, "freed {name} still classifies as {was:?}"),
            Err(e) => assert!(matches!(e, Error::Driver { .. }), "freed {name}: {e}"),
        }
    }
}

#[test]
fn null_is_a_clear_error_without_a_driver_call() {
    let (d, cuda) = load("");
    let before = d.sim().map(|s| s.total_calls());
    assert_eq!(cuda.classify(0u64), Err(Error::NullPointer));
    assert_eq!(
        cuda.classify(std::ptr::null::<u8>()),
        Err(Error::NullPointer)
    );
    if let Some(s) = d.sim() {
        assert_eq!(Some(s.total_calls()), before);
    }
}

#[test]
fn odd_addresses_classify_as_pageable() {
    let (_d, cuda) = load("");
    for a in [
        1u64,
        8,
        4095,
        0xdead_beef,
        0x7fff_ffff_f000,
        0xffff_8000_0000_0000,
        u64::MAX,
    ] {
        let i = cuda.classify(a).unwrap_or_else(|e| panic!("{a:#x}: {e}"));
        assert_eq!(i.kind(), MemoryKind::Pageable, "{a:#x}");
    }
}

#[test]
fn ensure_context_binds_a_context_less_thread_once_per_device() {
    let (_d, cuda) = load("");
    let pool = MemPool::default_for(&cuda, 0).unwrap();
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let buf = pool.alloc_async(1 << 20, &stream).unwrap();
    let info = cuda.classify(buf.device_ptr()).unwrap();
    std::thread::scope(|s| {
        s.spawn(|| {
            assert_eq!(cuda.current_context().unwrap(), None);
            assert_eq!(
                cuda.ensure_context(&info).unwrap(),
                ContextBinding::Bound {
                    device: 0,
                    retained: true
                }
            );
            assert_eq!(cuda.current_context().unwrap(), Some(ctx.context()));
            // Bound thread: left alone.
            assert_eq!(
                cuda.ensure_context(&info).unwrap(),
                ContextBinding::AlreadyCurrent(ctx.context())
            );
            // The user clears the context: re-bound without a second reference.
            // SAFETY: null clears this thread's current context.
            unsafe { cuda.driver().cuCtxSetCurrent(std::ptr::null_mut()) }
                .unwrap()
                .result()
                .unwrap();
            assert_eq!(
                cuda.ensure_context(&info).unwrap(),
                ContextBinding::Bound {
                    device: 0,
                    retained: false
                }
            );
            assert_eq!(cuda.thread_bindings(), 1);
            let heap = [0u8; 8];
            let pageable = cuda.classify(heap.as_ptr()).unwrap();
            assert_eq!(
                cuda.ensure_context(&pageable).unwrap(),
                ContextBinding::NotNeeded
            );
        });
    });
    assert_eq!(cuda.thread_bindings(), 0);
}

#[test]
fn guard_make_current_restores_the_previous_context() {
    let (_d, cuda) = load("");
    std::thread::scope(|s| {
        s.spawn(|| {
            let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
            assert_eq!(cuda.current_context().unwrap(), None);
            {
                let _c = ctx.make_current().unwrap();
                assert_eq!(cuda.current_context().unwrap(), Some(ctx.context()));
            }
            assert_eq!(cuda.current_context().unwrap(), None);
        });
    });
}

#[test]
fn device_list_and_capabilities() {
    let (d, cuda) = load("");
    assert!(!cuda.devices().is_empty());
    let dev = &cuda.devices()[0];
    assert_eq!(dev.ordinal, 0);
    assert!(!dev.name.is_empty());
    assert!(cuda.driver_version() >= 12000);
    assert!(cuda.topology().is_homogeneous() || cuda.devices().len() > 1);
    assert_eq!(cuda.is_simulated(), d.sim().is_some());
    assert_eq!(
        cuda.device(99).unwrap_err(),
        Error::NoSuchDevice {
            ordinal: 99,
            count: cuda.devices().len()
        }
    );
    let attrs = cuda.classification_attributes();
    assert_eq!(attrs.len(), if dev.caps.memory_pools { 6 } else { 5 });
}

#[test]
fn sixteen_threads_classifying_the_same_pointers_get_the_single_threaded_answers() {
    let (_d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let dev = DeviceBuffer::new(&ctx, LEN).unwrap();
    let pinned = PinnedHostBuffer::new(&ctx, LEN, HostAllocFlags::empty()).unwrap();
    let pool = MemPool::default_for(&cuda, 0).unwrap();
    let pb = pool.alloc_async(LEN, &stream).unwrap();
    let vmm = VmmAllocation::new(&cuda, LEN, Location::Device(0)).unwrap();
    stream.synchronize().unwrap();
    let heap: Vec<u8> = (0..64).collect();
    let addrs = [
        dev.device_ptr() + 5,
        pinned.as_ptr() as u64,
        pb.device_ptr() + 17,
        vmm.device_ptr() + 4096,
        heap.as_ptr() as u64,
    ];
    let expected: Vec<_> = addrs.iter().map(|a| cuda.classify(*a).unwrap()).collect();
    std::thread::scope(|s| {
        for t in 0..16 {
            let (cuda, addrs, expected) = (&cuda, &addrs, &expected);
            s.spawn(move || {
                for i in 0..5000 {
                    let k = (i + t) % addrs.len();
                    assert_eq!(cuda.classify(addrs[k]).unwrap(), expected[k], "thread {t}");
                }
            });
        }
    });
}
