//! Classification of every memory kind, with and without a current context.
//! Runs on the simulator, and on the real driver with
//! CUDA_MEM_TEST_REAL_DRIVER=1 (the gpu-bundle does that).

use cuda_mem::cuda_mem_sys::flags::HostAllocFlags;
use cuda_mem::*;
use cuda_mem_testing::*;
use cuda_mem_testing::{EveryKind, Expected};

fn check(cuda: &Cuda, e: &Expected, from: &str) {
    for offset in [0, 1, e.len as u64 / 2, e.len as u64 - 1] {
        let info = cuda
            .classify(e.address + offset)
            .unwrap_or_else(|err| panic!("{} ({from}): {err}", e.name));
        assert_eq!(info.kind(), e.kind, "{} +{offset} ({from})", e.name);
        assert_eq!(info.location(), e.location, "{} +{offset} ({from})", e.name);
        assert_eq!(info.device(), e.device, "{} device ({from})", e.name);
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
        // Owned memory is answered by the registry: it must say what the
        // driver says.
        assert_eq!(
            info,
            cuda.classify_by_driver(e.address + offset).unwrap(),
            "{} +{offset} ({from}): registry and driver",
            e.name
        );
        assert_eq!(info.permits(), e.permits, "{} permits ({from})", e.name);
        let d = cuda.classify_detailed(e.address + offset).unwrap();
        if e.kind == MemoryKind::Pageable {
            assert_eq!(d.buffer_id, 0);
        } else {
            assert_ne!(d.buffer_id, 0, "{} buffer id ({from})", e.name);
        }
        // What the driver says of access where the owner's grants decide,
        // and the table's answer elsewhere.
        assert_eq!(d.cpu_access, info.cpu_access(), "{} CPU ({from})", e.name);
        let owner = e.device.map_or(0, |d| 1u64 << d);
        let reaches_owner = e
            .permits
            .intersects(Permits::OWNER_DEVICE | Permits::ANY_DEVICE)
            || e.kind == MemoryKind::Vmm;
        if reaches_owner {
            assert_ne!(
                d.granted_devices & owner,
                0,
                "{} owner's access ({from})",
                e.name
            );
        }
    }
}

#[test]
fn every_kind_classifies_right_with_and_without_a_current_context() {
    let (_d, cuda) = load("");
    let all = EveryKind::new(&cuda, 0, LEN).unwrap();
    let mut expects = all.expected();
    let stack = [3u8; 4096];
    expects.push(Expected {
        name: "pageable stack",
        address: stack.as_ptr() as u64,
        len: stack.len(),
        ..expects[0]
    });
    assert_eq!(
        expects.len(),
        14,
        "the GPU machine (driver 580) and the simulator have every kind, the pools \
         CUDA 13 adds (managed, host, host NUMA) included"
    );
    {
        let _current = all.ctx.make_current().unwrap();
        for x in &expects {
            check(&cuda, x, "context current");
        }
        let (own_pool, from_own) = all.own_pool.as_ref().unwrap();
        assert_eq!(
            cuda.classify(from_own.device_ptr()).unwrap().pool(),
            Some(own_pool.as_raw())
        );
        assert_eq!(
            cuda.classify(all.device_buffer.device_ptr())
                .unwrap()
                .context(),
            Some(all.ctx.context())
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
    let cuda_memory: Vec<_> = expects
        .iter()
        .filter(|x| x.kind != MemoryKind::Pageable)
        .collect();
    let mut ids: Vec<u64> = cuda_memory
        .iter()
        .map(|x| cuda.classify_detailed(x.address).unwrap().buffer_id)
        .collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), cuda_memory.len());

    // Freed memory stops classifying as GPU memory.
    let freed: Vec<(&str, u64, MemoryKind)> = cuda_memory
        .iter()
        .filter(|x| x.location != Location::Host)
        .map(|x| (x.name, x.address, x.kind))
        .collect();
    let stream = all.stream.clone();
    drop(all);
    stream.synchronize().unwrap();
    for (name, addr, was) in freed {
        match cuda.classify(addr) {
            Ok(i) => assert_ne!(i.kind(), was, "freed {name} still classifies as {was:?}"),
            Err(e) => assert!(matches!(e, Error::Driver { .. }), "freed {name}: {e}"),
        }
    }
}

#[test]
fn slices_classify_their_first_byte() {
    let (_d, cuda) = load("");
    let all = EveryKind::new(&cuda, 0, LEN).unwrap();
    assert_eq!(
        cuda.classify(all.pinned.as_slice()).unwrap().kind(),
        MemoryKind::PinnedHost
    );
    assert_eq!(
        cuda.classify(&all.heap[..]).unwrap().kind(),
        MemoryKind::Pageable
    );
}

/// What the types are for: a long-lived structure owning a context, memory
/// of every context-owned kind, a stream, a pool with its buffer and VMM
/// memory, moved to another thread and dropped there, in any order.
struct Communicator {
    ctx: PrimaryContextGuard,
    device: DeviceBuffer,
    pinned: PinnedHostBuffer,
    managed: ManagedBuffer,
    stream: Stream,
    pool: MemPool,
    pool_buffer: PoolBuffer,
    vmm: VmmAllocation,
    registered: HostRegistration<'static>,
}

fn assert_send_sync_static<T: Send + Sync + 'static>() {}

#[test]
fn owned_values_live_in_one_struct_and_move_to_another_thread() {
    assert_send_sync_static::<Communicator>();
    assert_send_sync_static::<Cuda>();
    let (d, cuda) = load("");
    let comm = {
        // Everything is built from handles that go out of scope here.
        let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
        let stream = Stream::new(&ctx).unwrap();
        let pool = MemPool::default_for(&cuda, 0).unwrap();
        let pool_buffer = pool.alloc_async(LEN, &stream).unwrap();
        Communicator {
            device: DeviceBuffer::new(&ctx, LEN).unwrap(),
            pinned: PinnedHostBuffer::new(&ctx, LEN, Default::default()).unwrap(),
            managed: ManagedBuffer::new(&ctx, LEN).unwrap(),
            vmm: VmmAllocation::new(&cuda, LEN, MemLocation::Device(0)).unwrap(),
            registered: HostRegistration::from_vec(&ctx, vec![1; LEN], Default::default()).unwrap(),
            ctx,
            stream,
            pool,
            pool_buffer,
        }
    };
    let probe = cuda.clone();
    let kinds = std::thread::spawn(move || {
        let kinds: Vec<MemoryKind> = [
            comm.device.device_ptr(),
            comm.pinned.as_ptr() as u64,
            comm.managed.device_ptr(),
            comm.pool_buffer.device_ptr(),
            comm.vmm.device_ptr(),
            comm.registered.as_ptr() as u64,
        ]
        .iter()
        .map(|p| probe.classify(*p).unwrap().kind())
        .collect();
        assert_eq!(comm.ctx.device(), 0);
        assert_eq!(comm.pool.as_raw(), comm.pool_buffer.pool().as_raw());
        comm.stream.synchronize().unwrap();
        // Drop the context and the pool first: the buffers keep them.
        let Communicator {
            ctx,
            pool,
            stream,
            device,
            pinned,
            managed,
            pool_buffer,
            vmm,
            registered,
        } = comm;
        drop((ctx, pool, stream));
        assert_eq!(
            probe.classify(device.device_ptr()).unwrap().kind(),
            MemoryKind::Device
        );
        drop((device, pinned, managed, pool_buffer, vmm, registered));
        kinds
    })
    .join()
    .unwrap();
    use MemoryKind::*;
    assert_eq!(
        kinds,
        [Device, PinnedHost, Managed, StreamOrdered, Vmm, PinnedHost]
    );
    if let Some(s) = d.sim() {
        let stats = s.stats();
        assert_eq!(stats.allocations, 0, "{stats:?}");
        assert_eq!(
            stats.pools + stats.vmm_handles + stats.reservations,
            0,
            "{stats:?}"
        );
        assert_eq!(s.primary_refcount(0), 0);
    }
}

#[test]
fn a_registration_offers_the_slice_back_and_an_owned_one_the_vector() {
    let (_d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let mut mine = vec![0u8; 4096];
    {
        let mut r = HostRegistration::new(&ctx, &mut mine, Default::default()).unwrap();
        r.as_mut_slice()[7] = 42;
        assert_eq!(r.as_slice()[7], 42);
        assert_eq!(
            cuda.classify(r.as_ptr()).unwrap().kind(),
            MemoryKind::PinnedHost
        );
    }
    assert_eq!(mine[7], 42);
    assert_eq!(
        cuda.classify(mine.as_ptr()).unwrap().kind(),
        MemoryKind::Pageable
    );
    let r = HostRegistration::from_vec(&ctx, mine, Default::default()).unwrap();
    let p = r.as_ptr();
    let back = r.into_vec().unwrap();
    assert_eq!(back.as_ptr(), p);
    assert_eq!(
        cuda.classify(back.as_ptr()).unwrap().kind(),
        MemoryKind::Pageable
    );
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
            unsafe { cuda.driver().cuCtxSetCurrent(std::ptr::null_mut()) }.unwrap();
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
fn a_long_lived_thread_gives_its_context_references_back() {
    let (d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let pool = MemPool::default_for(&cuda, 0).unwrap();
    let buf = pool.alloc_async(4096, &stream).unwrap();
    let info = cuda.classify(buf.device_ptr()).unwrap();
    let refs = |d: &cuda_sim::TestDriver| d.sim().map(|s| s.primary_refcount(0));
    let before = refs(&d);
    std::thread::scope(|s| {
        s.spawn(|| {
            assert!(matches!(
                cuda.ensure_context(&info).unwrap(),
                ContextBinding::Bound { retained: true, .. }
            ));
            assert_eq!(refs(&d), before.map(|r| r + 1));
            assert_eq!(cuda.release_thread_contexts().unwrap(), 1);
            assert_eq!(cuda.thread_bindings(), 0);
            assert_eq!(refs(&d), before);
            // The released context is no longer current on this thread.
            assert_eq!(cuda.current_context().unwrap(), None);
            assert_eq!(cuda.release_thread_contexts().unwrap(), 0);
            // The thread can bind again, and exits holding that reference.
            assert!(matches!(
                cuda.ensure_context(&info).unwrap(),
                ContextBinding::Bound { retained: true, .. }
            ));
        })
        .join()
        .unwrap();
    });
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
    // MEMORY_TYPE, CONTEXT, IS_MANAGED; MEMPOOL_HANDLE with pools;
    // DEVICE_ORDINAL with more than one device.
    let expected = 3 + dev.caps.memory_pools as usize + (cuda.devices().len() > 1) as usize;
    assert_eq!(attrs.len(), expected);
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
    let vmm = VmmAllocation::new(&cuda, LEN, MemLocation::Device(0)).unwrap();
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

#[test]
fn the_detailed_query_answers_extent_and_capabilities_per_kind() {
    let (_d, cuda) = load("");
    let all = EveryKind::new(&cuda, 0, LEN).unwrap();
    for e in all.expected() {
        for offset in [0, e.len as u64 / 2] {
            let d = cuda.classify_detailed(e.address + offset).unwrap();
            assert_eq!(
                d.info,
                cuda.classify(e.address + offset).unwrap(),
                "{}",
                e.name
            );
            if e.kind == MemoryKind::Pageable {
                assert_eq!(d.range, None, "{}", e.name);
                assert!(
                    !d.mapped && !d.gpu_direct_rdma && !d.legacy_ipc,
                    "{}",
                    e.name
                );
                continue;
            }
            // A pool on the host has no extent the driver names (its
            // RANGE_START_ADDR is 0 on driver 580).
            let range = (e.key != "host_pool").then_some((e.address, e.len));
            assert_eq!(d.range, range, "{} +{offset}", e.name);
            assert!(d.mapped, "{}", e.name);
            let device = e.kind == MemoryKind::Device;
            assert_eq!(d.gpu_direct_rdma, device, "{} GPUDirect RDMA", e.name);
            assert_eq!(d.legacy_ipc, device, "{} legacy IPC", e.name);
            let exportable = e.key == "own_pool"
                && cuda.devices()[0].caps.mempool_handle_types.0 & HandleTypes::POSIX_FD.bits()
                    != 0;
            assert_eq!(
                d.allowed_handle_types.contains(HandleTypes::POSIX_FD),
                exportable,
                "{} handle types {:?}",
                e.name,
                d.allowed_handle_types
            );
        }
    }
    assert_eq!(cuda.classify_detailed(0u64), Err(Error::NullPointer));
}
