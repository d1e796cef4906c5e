//! The pools CUDA 13 adds, as the driver answers them: a managed pool
//! (`CU_MEM_ALLOCATION_TYPE_MANAGED`), a pool on the host
//! (`CU_MEM_LOCATION_TYPE_HOST`) and one on a host NUMA node; which of them
//! may be made exportable; and who may access each.

use super::*;

fn pool_of(
    d: &Driver,
    managed: bool,
    t: CUmemLocationType,
    handles: CUmemAllocationHandleType,
) -> (CUresult, CUmemoryPool) {
    let props = CUmemPoolProps {
        // CU_MEM_ALLOCATION_TYPE_MANAGED is 2 (the 12.9 header lacks it).
        allocType: CUmemAllocationType(if managed { 2 } else { 1 }),
        handleTypes: handles,
        location: CUmemLocation { type_: t, id: 0 },
        ..Default::default()
    };
    let mut pool = null_mut();
    let r = raw!(d, cuMemPoolCreate(&mut pool, &props));
    (r, pool)
}

/// The access `location` has to `pool`, as `cuMemPoolGetAccess` answers.
fn access(d: &Driver, pool: CUmemoryPool, t: CUmemLocationType) -> u32 {
    let mut loc = CUmemLocation { type_: t, id: 0 };
    let mut f = CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_NONE;
    ok!(d, cuMemPoolGetAccess(&mut f, pool, &mut loc));
    f.0
}

#[test]
pub(crate) fn the_pools_of_cuda_13_answer_and_refuse_as_the_driver_does() {
    use CUmemLocationType as T;
    let e = env();
    let d = &e.d;
    ok!(d, cuCtxSetCurrent(e.ctx));
    let mut stream = null_mut();
    ok!(d, cuStreamCreate(&mut stream, 1));
    let none = CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_NONE;
    let fd = CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    // Neither a managed pool nor one on the host may be made exportable.
    assert_eq!(
        pool_of(d, true, T::CU_MEM_LOCATION_TYPE_DEVICE, fd).0,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        "managed, POSIX_FD"
    );
    assert_eq!(
        pool_of(d, false, T::CU_MEM_LOCATION_TYPE_HOST, fd).0,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        "host, POSIX_FD"
    );
    // (name, managed, location, MEMORY_TYPE, IS_MANAGED, HOST_POINTER set,
    // RANGE_START_ADDR the allocation's, device 0's access, the host's).
    // H100, driver 580: a managed pool answers no access for a device (its
    // memory is every device's all the same, as managed memory is; the
    // host's is not asked), a host pool none until granted; a pool on the
    // host answers RANGE_START_ADDR 0.
    let kinds = [
        (
            "managed pool",
            true,
            T::CU_MEM_LOCATION_TYPE_DEVICE,
            2,
            1,
            true,
            true,
            0,
            None,
        ),
        (
            "host pool",
            false,
            T::CU_MEM_LOCATION_TYPE_HOST,
            1,
            0,
            true,
            false,
            0,
            Some(3),
        ),
        (
            "host NUMA pool",
            false,
            T::CU_MEM_LOCATION_TYPE_HOST_NUMA,
            1,
            0,
            true,
            true,
            0,
            Some(3),
        ),
    ];
    for (n, managed, at, mem_type, is_managed, host_ptr, range, dev_access, host_access) in kinds {
        let (r, pool) = pool_of(d, managed, at, none);
        assert_eq!(r, CUresult::CUDA_SUCCESS, "{n}: cuMemPoolCreate");
        let mut p = 0;
        ok!(d, cuMemAllocFromPoolAsync(&mut p, LEN, pool, stream));
        ok!(d, cuStreamSynchronize(stream));
        for with_ctx in [true, false] {
            let tag = if with_ctx {
                "context current"
            } else {
                "no current context"
            };
            ok!(
                d,
                cuCtxSetCurrent(if with_ctx { e.ctx } else { null_mut() })
            );
            let v = attrs(d, p + 4096);
            assert_eq!(low(v[1]), mem_type, "{n} MEMORY_TYPE ({tag})");
            assert_eq!(v[0], 0, "{n} CONTEXT ({tag})");
            assert_eq!(low(v[5]), is_managed, "{n} IS_MANAGED ({tag})");
            assert_eq!(v[13], pool as u64, "{n} MEMPOOL_HANDLE ({tag})");
            assert_eq!(low(v[6]), 0, "{n} DEVICE_ORDINAL ({tag})");
            assert_eq!(v[3] != 0, host_ptr, "{n} HOST_POINTER ({tag})");
            assert_eq!(low(v[7]), 0, "{n} IS_LEGACY_CUDA_IPC_CAPABLE ({tag})");
            assert_eq!(low(v[11]), 0, "{n} ALLOWED_HANDLE_TYPES ({tag})");
            let start = if range { p } else { 0 };
            assert_eq!((v[8], v[9]), (start, LEN as u64), "{n} RANGE ({tag})");
        }
        ok!(d, cuCtxSetCurrent(e.ctx));
        assert_eq!(
            access(d, pool, T::CU_MEM_LOCATION_TYPE_DEVICE),
            dev_access,
            "{n}: device 0's access"
        );
        if let Some(host_access) = host_access {
            assert_eq!(
                access(d, pool, T::CU_MEM_LOCATION_TYPE_HOST_NUMA),
                host_access,
                "{n}: the host's access"
            );
        }
        ok!(d, cuMemFreeAsync(p, stream));
        ok!(d, cuStreamSynchronize(stream));
        ok!(d, cuMemPoolDestroy(pool));
    }
}
