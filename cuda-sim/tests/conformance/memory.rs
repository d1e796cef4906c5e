//! Memory: VMM ranges, pools, allocation sizes, address reuse, host NUMA
//! ids, registrations, copies, sets and events, pool exports.

use super::*;

#[test]
pub(crate) fn vmm_range_classifies_only_while_mapped() {
    let e = env();
    let d = &e.d;
    let (p, h) = vmm_map(d, CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE, 0);
    assert_eq!(low(attrs(d, p)[1]), 2);
    ok!(d, cuMemUnmap(p, LEN));
    assert_ne!(
        low(attrs(d, p)[1]),
        2,
        "unmapped range still reports DEVICE"
    );
    ok!(d, cuMemMap(p, LEN, 0, h, 0));
    ok!(d, cuMemRelease(h)); // the mapping keeps the memory alive
    assert_eq!(low(attrs(d, p)[1]), 2, "mapping outlives cuMemRelease");
    ok!(d, cuMemUnmap(p, LEN));
    ok!(d, cuMemAddressFree(p, LEN));
}

#[test]
pub(crate) fn pool_access_and_attributes() {
    let e = env();
    let d = &e.d;
    let mut pool = null_mut();
    ok!(d, cuDeviceGetDefaultMemPool(&mut pool, 0));
    let mut loc = CUmemLocation {
        type_: CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
        id: 0,
    };
    let mut f = CUmemAccess_flags(0);
    ok!(d, cuMemPoolGetAccess(&mut f, pool, &mut loc));
    assert_eq!(
        f,
        CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READWRITE,
        "owner has read-write"
    );
    let mut thr = 7u64;
    ok!(
        d,
        cuMemPoolGetAttribute(
            pool,
            CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
            (&mut thr as *mut u64).cast()
        )
    );
    assert_eq!(thr, 0, "default release threshold");
    let mut v = 1u64 << 20;
    ok!(
        d,
        cuMemPoolSetAttribute(
            pool,
            CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
            (&mut v as *mut u64).cast()
        )
    );
    ok!(
        d,
        cuMemPoolGetAttribute(
            pool,
            CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
            (&mut thr as *mut u64).cast()
        )
    );
    assert_eq!(thr, 1 << 20);
    let mut z = 0u64;
    ok!(
        d,
        cuMemPoolSetAttribute(
            pool,
            CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
            (&mut z as *mut u64).cast()
        )
    );
    ok!(d, cuMemPoolTrimTo(pool, 0));
}

/// Edge answers measured on the H200 (`cuda-mem-bench/c/edges.c`): sizes the
/// driver refuses, and how it reuses addresses.
#[test]
pub(crate) fn allocation_sizes_the_driver_refuses_and_accepts() {
    let e = env();
    let d = &e.d;
    ok!(d, cuCtxSetCurrent(e.ctx));
    let mut p = 0;
    assert_eq!(
        raw!(d, cuMemAlloc_v2(&mut p, 0)),
        CUresult::CUDA_ERROR_INVALID_VALUE
    );
    for huge in [usize::MAX, 1 << 50, usize::MAX - 4095] {
        assert_eq!(
            raw!(d, cuMemAlloc_v2(&mut p, huge)),
            CUresult::CUDA_ERROR_OUT_OF_MEMORY,
            "cuMemAlloc({huge:#x})"
        );
    }
    let mut total = 0usize;
    ok!(d, cuDeviceTotalMem_v2(&mut total, 0));
    if total >= 100 << 30 {
        // Most of the reported memory is usable: 80 GiB on a 134 GiB device.
        ok!(d, cuMemAlloc_v2(&mut p, 80 << 30));
        ok!(d, cuMemFree_v2(p));
    }
    let mut stream = null_mut();
    ok!(d, cuStreamCreate(&mut stream, 1));
    assert_ne!(
        raw!(d, cuMemAllocAsync(&mut p, usize::MAX, stream)),
        CUresult::CUDA_SUCCESS,
        "a stream-ordered SIZE_MAX allocation"
    );
    ok!(d, cuStreamDestroy_v2(stream));
    ok!(d, cuCtxSetCurrent(null_mut()));
}

#[test]
pub(crate) fn freed_device_addresses_are_reused() {
    let e = env();
    let d = &e.d;
    ok!(d, cuCtxSetCurrent(e.ctx));
    let mut same = 0;
    let mut previous = 0;
    for _ in 0..1000 {
        let mut p = 0;
        ok!(d, cuMemAlloc_v2(&mut p, 1 << 20));
        same += usize::from(p == previous);
        previous = p;
        ok!(d, cuMemFree_v2(p));
    }
    assert!(same >= 900, "only {same} of 1000 cycles reused the address");
    ok!(d, cuCtxSetCurrent(null_mut()));
}

#[test]
pub(crate) fn host_numa_ids_that_do_not_exist_are_refused() {
    let e = env();
    let d = &e.d;
    let numa = |id| CUmemLocation {
        type_: CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST_NUMA,
        id,
    };
    let mut node = 0;
    ok!(
        d,
        cuDeviceGetAttribute(
            &mut node,
            CUdevice_attribute::CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID,
            0
        )
    );
    let mut nodes = 0;
    ok!(
        d,
        cuDeviceGetAttribute(
            &mut nodes,
            CUdevice_attribute::CU_DEVICE_ATTRIBUTE_NUMA_ID,
            0
        )
    );
    for id in [node, 99, -1, i32::MIN] {
        let prop = CUmemAllocationProp {
            type_: CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED,
            location: numa(id),
            ..Default::default()
        };
        let mut gran = 0;
        let opt = CUmemAllocationGranularity_flags::CU_MEM_ALLOC_GRANULARITY_MINIMUM;
        ok!(d, cuMemGetAllocationGranularity(&mut gran, &prop, opt));
        let mut h = 0;
        let created = raw!(d, cuMemCreate(&mut h, gran, &prop, 0));
        let pool_props = CUmemPoolProps {
            allocType: CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED,
            location: numa(id),
            ..Default::default()
        };
        let mut pool = null_mut();
        let pooled = raw!(d, cuMemPoolCreate(&mut pool, &pool_props));
        if id == node {
            assert_eq!(created, CUresult::CUDA_SUCCESS, "node {id}");
            assert_eq!(pooled, CUresult::CUDA_SUCCESS, "node {id}");
            ok!(d, cuMemRelease(h));
            ok!(d, cuMemPoolDestroy(pool));
        } else {
            assert_eq!(
                created,
                CUresult::CUDA_ERROR_INVALID_VALUE,
                "cuMemCreate on node {id}"
            );
            assert_eq!(
                pooled,
                CUresult::CUDA_ERROR_INVALID_VALUE,
                "cuMemPoolCreate on node {id}"
            );
        }
    }
}

#[test]
pub(crate) fn host_registrations_may_share_a_page_but_not_wrap_the_address_space() {
    let e = env();
    let d = &e.d;
    ok!(d, cuCtxSetCurrent(e.ctx));
    let mut mem = vec![0u8; 3 * 4096];
    let base = mem.as_mut_ptr() as usize;
    let page = base.next_multiple_of(4096);
    // [page, page+100) and [page+100, page+4096+100): both touch page one.
    let a = page as *mut c_void;
    let b = (page + 100) as *mut c_void;
    ok!(d, cuMemHostRegister_v2(a, 100, 0));
    ok!(d, cuMemHostRegister_v2(b, 4096, 0));
    ok!(d, cuMemHostUnregister(b));
    ok!(d, cuMemHostUnregister(a));
    let top = 0xffff_ffff_ffff_f000usize as *mut c_void;
    assert_eq!(
        raw!(d, cuMemHostRegister_v2(top, 0x2000, 0)),
        CUresult::CUDA_ERROR_INVALID_VALUE
    );
    drop(mem);
    ok!(d, cuCtxSetCurrent(null_mut()));
}

#[test]
pub(crate) fn copies_sets_and_events_move_real_bytes() {
    let e = env();
    let d = &e.d;
    ok!(d, cuCtxPushCurrent_v2(e.ctx));
    let n = 1 << 20;
    let mut dev = 0;
    ok!(d, cuMemAlloc_v2(&mut dev, n));
    let (vp, vh) = vmm_map(d, CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE, 0);
    let mut stream = null_mut();
    ok!(d, cuStreamCreate(&mut stream, 1));
    let mut pooled = 0;
    ok!(d, cuMemAllocAsync(&mut pooled, n, stream));
    ok!(d, cuStreamSynchronize(stream));
    let host: Vec<u8> = (0..n).map(|i| (i % 251) as u8).collect();
    for (name, p) in [("cuMemAlloc", dev), ("VMM", vp), ("pool", pooled)] {
        ok!(d, cuMemsetD8_v2(p, 0x33, n));
        let mut back = vec![0u8; n];
        ok!(d, cuMemcpyDtoH_v2(back.as_mut_ptr().cast(), p, n));
        assert!(back.iter().all(|&b| b == 0x33), "{name}: set");
        ok!(d, cuMemcpyHtoD_v2(p, host.as_ptr().cast(), n));
        ok!(d, cuMemcpyDtoD_v2(dev, p, n));
        back.fill(0);
        ok!(d, cuMemcpy(back.as_mut_ptr() as u64, dev, n));
        assert_eq!(back, host, "{name}: round trip through cuMemAlloc memory");
        ok!(d, cuMemsetD8Async(p + 10, 0x44, 5, stream));
        ok!(d, cuMemcpyAsync(back.as_mut_ptr() as u64, p, 16, stream));
        ok!(d, cuStreamSynchronize(stream));
        assert_eq!(&back[10..15], &[0x44; 5], "{name}: stream-ordered");
        assert_eq!(back[15], host[15], "{name}: the byte after the set");
    }
    // Events: elapsed time needs timing on both events.
    let (mut a, mut b, mut untimed) = (null_mut(), null_mut(), null_mut());
    ok!(d, cuEventCreate(&mut a, 0));
    ok!(d, cuEventCreate(&mut b, 0));
    let no_timing = CUevent_flags::CU_EVENT_DISABLE_TIMING.0;
    ok!(d, cuEventCreate(&mut untimed, no_timing));
    ok!(d, cuEventRecord(a, stream));
    ok!(d, cuMemsetD8Async(dev, 1, n, stream));
    ok!(d, cuEventRecord(b, stream));
    ok!(d, cuEventRecord(untimed, stream));
    ok!(d, cuStreamWaitEvent(null_mut(), untimed, 0));
    ok!(d, cuEventSynchronize(b));
    ok!(d, cuEventQuery(b));
    let mut ms = -1.0f32;
    ok!(d, cuEventElapsedTime_v2(&mut ms, a, b));
    assert!((0.0..10_000.0).contains(&ms), "{ms} ms");
    assert_eq!(
        raw!(d, cuEventElapsedTime_v2(&mut ms, a, untimed)),
        CUresult::CUDA_ERROR_INVALID_HANDLE
    );
    for ev in [a, b, untimed] {
        ok!(d, cuEventDestroy_v2(ev));
    }
    ok!(d, cuMemFreeAsync(pooled, stream));
    ok!(d, cuStreamSynchronize(stream));
    ok!(d, cuStreamDestroy_v2(stream));
    vmm_unmap(d, (vp, vh));
    ok!(d, cuMemFree_v2(dev));
    let mut popped = null_mut();
    ok!(d, cuCtxPopCurrent_v2(&mut popped));
}

/// A pool's pointers can be exported only once the pool itself has been
/// (measured on the H200, driver 580: `cuMemPoolExportPointer` answers
/// INVALID_VALUE before the pool's first `cuMemPoolExportToShareableHandle`,
/// for every size and release threshold, and succeeds after it, also once
/// the descriptor is closed and for allocations made before the export).
#[test]
pub(crate) fn a_pool_pointer_is_exported_only_after_its_pool() {
    let e = env();
    let d = &e.d;
    ok!(d, cuCtxSetCurrent(e.ctx));
    let mut stream = null_mut();
    ok!(d, cuStreamCreate(&mut stream, 1));
    let fd_type = CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    let props = CUmemPoolProps {
        allocType: CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED,
        handleTypes: fd_type,
        location: CUmemLocation {
            type_: CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
            id: 0,
        },
        ..Default::default()
    };
    let mut pool = null_mut();
    ok!(d, cuMemPoolCreate(&mut pool, &props));
    let (mut before, mut after) = (0, 0);
    ok!(
        d,
        cuMemAllocFromPoolAsync(&mut before, 1 << 20, pool, stream)
    );
    ok!(d, cuStreamSynchronize(stream));
    let mut data = CUmemPoolPtrExportData { reserved: [0; 64] };
    assert_eq!(
        raw!(d, cuMemPoolExportPointer(&mut data, before)),
        CUresult::CUDA_ERROR_INVALID_VALUE,
        "a pointer of a pool not yet exported"
    );
    let mut fd: std::ffi::c_int = -1;
    ok!(
        d,
        cuMemPoolExportToShareableHandle(
            (&mut fd as *mut std::ffi::c_int).cast(),
            pool,
            fd_type,
            0
        )
    );
    assert!(fd >= 0);
    // SAFETY: the descriptor the driver just gave this process.
    drop(unsafe { <std::os::fd::OwnedFd as std::os::fd::FromRawFd>::from_raw_fd(fd) });
    ok!(d, cuMemPoolExportPointer(&mut data, before));
    ok!(
        d,
        cuMemAllocFromPoolAsync(&mut after, 1 << 20, pool, stream)
    );
    ok!(d, cuStreamSynchronize(stream));
    ok!(d, cuMemPoolExportPointer(&mut data, after));
    ok!(d, cuMemFreeAsync(before, stream));
    ok!(d, cuMemFreeAsync(after, stream));
    ok!(d, cuStreamSynchronize(stream));
    ok!(d, cuMemPoolDestroy(pool));
    ok!(d, cuStreamDestroy_v2(stream));
}

#[test]
pub(crate) fn a_descriptor_handle_of_zero_reads_as_null() {
    let e = env();
    let fd = CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    let mut pool = null_mut();
    assert_eq!(
        raw!(
            e.d,
            cuMemPoolImportFromShareableHandle(&mut pool, null_mut(), fd, 0)
        ),
        CUresult::CUDA_ERROR_INVALID_VALUE
    );
    let mut handle = 0;
    assert_eq!(
        raw!(
            e.d,
            cuMemImportFromShareableHandle(&mut handle, null_mut(), fd)
        ),
        CUresult::CUDA_ERROR_INVALID_VALUE
    );
}
