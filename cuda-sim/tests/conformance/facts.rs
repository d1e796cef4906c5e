//! The facts table: every kind of memory, with and without a current
//! context, as each pointer attribute answers it.

use super::*;

pub(crate) struct Row {
    name: &'static str,
    ptr: u64,
    mem_type: u64,
    has_ctx: bool,
    managed: u64,
    pool: bool,
    host_ptr: bool,
    legacy_ipc: u64,
    handle_types: u64,
    vmm: bool,
}

#[test]
pub(crate) fn facts_table_every_kind_with_and_without_a_current_context() {
    let e = env();
    let d = &e.d;
    ok!(d, cuCtxSetCurrent(e.ctx));
    let mut stream = null_mut();
    ok!(d, cuStreamCreate(&mut stream, 1));
    let heap = vec![1u8; LEN];
    let mut reg = vec![0u8; LEN];
    let (mut pinned, mut dev, mut managed, mut pdef, mut pown) = (null_mut(), 0, 0, 0, 0);
    ok!(d, cuMemHostAlloc(&mut pinned, LEN, 0));
    ok!(d, cuMemHostRegister_v2(reg.as_mut_ptr().cast(), LEN, 0));
    ok!(d, cuMemAlloc_v2(&mut dev, LEN));
    ok!(d, cuMemAllocManaged(&mut managed, LEN, 1));
    ok!(d, cuMemAllocAsync(&mut pdef, LEN, stream));
    let props = CUmemPoolProps {
        allocType: CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED,
        handleTypes: CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR,
        location: CUmemLocation {
            type_: CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
            id: 0,
        },
        ..Default::default()
    };
    let mut pool = null_mut();
    ok!(d, cuMemPoolCreate(&mut pool, &props));
    ok!(d, cuMemAllocFromPoolAsync(&mut pown, LEN, pool, stream));
    ok!(d, cuStreamSynchronize(stream));
    let vmm_dev = vmm_map(d, CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE, 0);
    let vmm_host = vmm_map(d, CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST_NUMA, 0);

    let r =
        |name, ptr, mem_type, has_ctx, managed, pool, host_ptr, legacy_ipc, handle_types, vmm| {
            Row {
                name,
                ptr,
                mem_type,
                has_ctx,
                managed,
                pool,
                host_ptr,
                legacy_ipc,
                handle_types,
                vmm,
            }
        };
    let rows = [
        r(
            "pinned",
            pinned as u64,
            1,
            true,
            0,
            false,
            true,
            0,
            0,
            false,
        ),
        r(
            "registered",
            reg.as_ptr() as u64,
            1,
            true,
            0,
            false,
            true,
            0,
            0,
            false,
        ),
        r("device", dev, 2, true, 0, false, false, 1, 0, false),
        r("managed", managed, 2, true, 1, false, true, 0, 0, false),
        r("default pool", pdef, 2, false, 0, true, false, 0, 0, false),
        r("own pool", pown, 2, false, 0, true, false, 0, 1, false),
        r(
            "vmm device",
            vmm_dev.0,
            2,
            false,
            0,
            false,
            false,
            0,
            1,
            true,
        ),
        r(
            "vmm host numa",
            vmm_host.0,
            1,
            false,
            0,
            false,
            false,
            0,
            1,
            true,
        ),
    ];
    let primary = e.ctx as u64;
    let check_all = |with_ctx: bool| {
        let tag = if with_ctx {
            "context current"
        } else {
            "no current context"
        };
        // Pageable: MEMORY_TYPE 0, ordinal -2 (4 bytes), RANGE_* unwritten.
        let v = attrs(d, heap.as_ptr() as u64 + 8);
        assert_eq!(low(v[1]), 0, "heap MEMORY_TYPE ({tag})");
        assert_eq!(v[0], 0, "heap CONTEXT ({tag})");
        assert_eq!(low(v[6]), 0xffff_fffe, "heap DEVICE_ORDINAL ({tag})");
        assert_eq!(
            v[6] >> 32,
            0xABAB_ABAB,
            "DEVICE_ORDINAL is 4 bytes wide ({tag})"
        );
        assert_eq!(v[3], heap.as_ptr() as u64 + 8, "heap HOST_POINTER ({tag})");
        assert_eq!(
            (v[8], v[9]),
            (FILL, FILL),
            "heap RANGE_* left unwritten ({tag})"
        );
        assert_eq!((v[4], v[13]), (0, 0), "heap BUFFER_ID, MEMPOOL ({tag})");
        for row in &rows {
            let v = attrs(d, row.ptr + 4096);
            let n = row.name;
            assert_eq!(low(v[1]), row.mem_type, "{n} MEMORY_TYPE ({tag})");
            assert_eq!(v[0] != 0, row.has_ctx, "{n} CONTEXT ({tag})");
            if row.has_ctx {
                assert_eq!(v[0], primary, "{n} CONTEXT is the primary context ({tag})");
            }
            assert_eq!(low(v[5]), row.managed, "{n} IS_MANAGED ({tag})");
            assert_eq!(low(v[6]), 0, "{n} DEVICE_ORDINAL ({tag})");
            assert_eq!(v[13] != 0, row.pool, "{n} MEMPOOL_HANDLE ({tag})");
            assert_eq!(v[3] != 0, row.host_ptr, "{n} HOST_POINTER ({tag})");
            assert_eq!(
                v[2] != 0,
                with_ctx,
                "{n} DEVICE_POINTER set only with a current context ({tag})"
            );
            assert_eq!(
                low(v[7]),
                row.legacy_ipc,
                "{n} IS_LEGACY_CUDA_IPC_CAPABLE ({tag})"
            );
            assert_eq!(
                low(v[12]),
                row.legacy_ipc,
                "{n} IS_GPU_DIRECT_RDMA_CAPABLE ({tag})"
            );
            assert_eq!(v[8], row.ptr, "{n} RANGE_START ({tag})");
            assert_eq!(v[9], LEN as u64, "{n} RANGE_SIZE ({tag})");
            assert_eq!(low(v[10]), 1, "{n} MAPPED ({tag})");
            assert_eq!(
                low(v[11]),
                row.handle_types,
                "{n} ALLOWED_HANDLE_TYPES ({tag})"
            );
            assert_ne!(v[4], 0, "{n} BUFFER_ID ({tag})");
            // Singular CONTEXT query succeeds (NULL for pool and VMM).
            let mut c: CUcontext = 1 as CUcontext;
            ok!(
                d,
                cuPointerGetAttribute(
                    (&mut c as *mut CUcontext).cast(),
                    P::CU_POINTER_ATTRIBUTE_CONTEXT,
                    row.ptr
                )
            );
            assert_eq!(!c.is_null(), row.has_ctx, "{n} singular CONTEXT ({tag})");
            // RetainAllocationHandle: VMM only.
            let mut h = 0;
            let rr = raw!(
                d,
                cuMemRetainAllocationHandle(&mut h, row.ptr as *mut c_void)
            );
            if row.vmm {
                assert_eq!(rr, CUresult::CUDA_SUCCESS, "{n} retain ({tag})");
                let mut prop = CUmemAllocationProp::default();
                ok!(d, cuMemGetAllocationPropertiesFromHandle(&mut prop, h));
                let want = if row.mem_type == 1 { 3 } else { 1 };
                assert_eq!(prop.location.type_.0, want, "{n} location type ({tag})");
                ok!(d, cuMemRelease(h));
            } else {
                assert_eq!(rr, CUresult::CUDA_ERROR_INVALID_VALUE, "{n} retain ({tag})");
            }
        }
        // Singular queries on pageable memory fail; the batched one did not.
        let mut t = 0u32;
        let rr = raw!(
            d,
            cuPointerGetAttribute(
                (&mut t as *mut u32).cast(),
                P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
                heap.as_ptr() as u64
            )
        );
        assert_eq!(
            rr,
            CUresult::CUDA_ERROR_INVALID_VALUE,
            "singular MEMORY_TYPE on heap ({tag})"
        );
        let mut h = 0;
        let rr = raw!(
            d,
            cuMemRetainAllocationHandle(&mut h, heap.as_ptr() as *mut c_void)
        );
        assert_eq!(
            rr,
            CUresult::CUDA_ERROR_INVALID_VALUE,
            "retain on heap ({tag})"
        );
    };
    check_all(true);
    std::thread::scope(|s| {
        s.spawn(|| {
            let mut c = 1 as CUcontext;
            ok!(d, cuCtxGetCurrent(&mut c));
            assert!(c.is_null(), "a new thread has no current context");
            check_all(false);
        });
    });

    // Teardown, and freed ranges stop resolving.
    ok!(d, cuMemFree_v2(dev));
    let v = attrs(d, dev);
    assert_ne!(low(v[1]), 2, "freed cuMemAlloc memory still reports DEVICE");
    ok!(d, cuMemFreeAsync(pdef, stream));
    ok!(d, cuMemFreeAsync(pown, stream));
    ok!(d, cuStreamSynchronize(stream));
    ok!(d, cuMemPoolDestroy(pool));
    ok!(d, cuMemFree_v2(managed));
    ok!(d, cuMemFreeHost(pinned));
    ok!(d, cuMemHostUnregister(reg.as_mut_ptr().cast()));
    vmm_unmap(d, vmm_dev);
    vmm_unmap(d, vmm_host);
    ok!(d, cuStreamDestroy_v2(stream));
    ok!(d, cuCtxSetCurrent(null_mut()));
}
