//! The simulator's contract: what the driver answers, checked through the
//! raw bindings against whichever driver is loaded. CI runs it against the
//! simulator; the gpu-bundle runs it against the real driver
//! (CUDA_MEM_TEST_REAL_DRIVER=1). A difference is a bug in the simulator.

use cuda_sim::TestDriver;
use cuda_sys::cupti;
use cuda_sys::CUpointer_attribute as P;
use cuda_sys::*;
use std::ffi::c_void;
use std::ptr::null_mut;

const LEN: usize = 4 << 20;

macro_rules! ok {
    ($d:expr, $call:ident($($a:expr),*)) => {{
        // SAFETY: arguments follow the driver's contract (valid out-pointers
        // to locals, live handles).
        if let Err(e) = unsafe { $d.$call($($a),*) } {
            panic!("{e}");
        }
    }};
}

macro_rules! raw {
    ($d:expr, $call:ident($($a:expr),*)) => {{
        // SAFETY: as in `ok!`.
        match unsafe { $d.$call($($a),*) } {
            Ok(()) => CUresult::CUDA_SUCCESS,
            Err(e) => e.code().unwrap_or_else(|| panic!("{e}")),
        }
    }};
}

struct Env {
    _t: TestDriver,
    d: Driver,
    ctx: CUcontext,
}

fn env() -> Env {
    let t = TestDriver::new("");
    // SAFETY: a CUDA driver or the simulator.
    let d = unsafe { Driver::load_from(t.library()) }.unwrap();
    ok!(d, cuInit(0));
    let mut ctx = null_mut();
    ok!(d, cuDevicePrimaryCtxRetain(&mut ctx, 0));
    Env { _t: t, d, ctx }
}

impl Drop for Env {
    fn drop(&mut self) {
        // SAFETY: releases the reference `env` took.
        let _ = unsafe { self.d.cuDevicePrimaryCtxRelease_v2(0) };
    }
}

const ATTRS: [P; 14] = [
    P::CU_POINTER_ATTRIBUTE_CONTEXT,
    P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
    P::CU_POINTER_ATTRIBUTE_DEVICE_POINTER,
    P::CU_POINTER_ATTRIBUTE_HOST_POINTER,
    P::CU_POINTER_ATTRIBUTE_BUFFER_ID,
    P::CU_POINTER_ATTRIBUTE_IS_MANAGED,
    P::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
    P::CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE,
    P::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR,
    P::CU_POINTER_ATTRIBUTE_RANGE_SIZE,
    P::CU_POINTER_ATTRIBUTE_MAPPED,
    P::CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES,
    P::CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE,
    P::CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE,
];
const FILL: u64 = 0xABAB_ABAB_ABAB_ABAB;

/// All attributes of `ptr`, each slot pre-filled with 0xAB bytes.
fn attrs(d: &Driver, ptr: u64) -> [u64; 14] {
    let mut v = [FILL; 14];
    let mut outs: Vec<*mut c_void> = v.iter_mut().map(|x| (x as *mut u64).cast()).collect();
    let mut a = ATTRS;
    ok!(
        d,
        cuPointerGetAttributes(a.len() as u32, a.as_mut_ptr(), outs.as_mut_ptr(), ptr)
    );
    v
}

/// A 4-byte attribute leaves the slot's upper half as filled.
fn low(v: u64) -> u64 {
    if v >> 32 == 0xABAB_ABAB {
        v & 0xFFFF_FFFF
    } else {
        v
    }
}

struct Row {
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
fn facts_table_every_kind_with_and_without_a_current_context() {
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

fn vmm_prop(t: CUmemLocationType, id: i32) -> CUmemAllocationProp {
    CUmemAllocationProp {
        type_: CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED,
        requestedHandleTypes: CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR,
        location: CUmemLocation { type_: t, id },
        ..Default::default()
    }
}

fn vmm_map(d: &Driver, t: CUmemLocationType, id: i32) -> (u64, CUmemGenericAllocationHandle) {
    let prop = vmm_prop(t, id);
    let mut gran = 0;
    ok!(
        d,
        cuMemGetAllocationGranularity(
            &mut gran,
            &prop,
            CUmemAllocationGranularity_flags::CU_MEM_ALLOC_GRANULARITY_MINIMUM
        )
    );
    assert_eq!(gran, 2 << 20, "granularity");
    let (mut h, mut p) = (0, 0);
    ok!(d, cuMemCreate(&mut h, LEN, &prop, 0));
    ok!(d, cuMemAddressReserve(&mut p, LEN, 0, 0, 0));
    ok!(d, cuMemMap(p, LEN, 0, h, 0));
    let desc = CUmemAccessDesc {
        location: CUmemLocation {
            type_: CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
            id: 0,
        },
        flags: CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READWRITE,
    };
    ok!(d, cuMemSetAccess(p, LEN, &desc, 1));
    let mut f = 0;
    ok!(d, cuMemGetAccess(&mut f, &desc.location, p));
    assert_eq!(f, 3, "access after cuMemSetAccess");
    (p, h)
}

fn vmm_unmap(d: &Driver, (p, h): (u64, CUmemGenericAllocationHandle)) {
    ok!(d, cuMemUnmap(p, LEN));
    ok!(d, cuMemRelease(h));
    ok!(d, cuMemAddressFree(p, LEN));
}

#[test]
fn vmm_range_classifies_only_while_mapped() {
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
fn primary_context_life_cycle_and_per_thread_current_context() {
    let t = TestDriver::new("");
    // SAFETY: a CUDA driver or the simulator.
    let d = unsafe { Driver::load_from(t.library()) }.unwrap();
    ok!(d, cuInit(0));
    std::thread::scope(|s| {
        s.spawn(|| {
            let state = |d: &Driver| {
                let (mut f, mut a) = (0, 0);
                ok!(d, cuDevicePrimaryCtxGetState(0, &mut f, &mut a));
                a
            };
            assert_eq!(state(&d), 0, "inactive before any retain");
            let mut ctx = null_mut();
            ok!(d, cuDevicePrimaryCtxRetain(&mut ctx, 0));
            assert_eq!(state(&d), 1);
            ok!(d, cuCtxSetCurrent(ctx));
            let mut dev = -1;
            ok!(d, cuCtxGetDevice(&mut dev));
            assert_eq!(dev, 0);
            let mut p = 0;
            ok!(d, cuMemAlloc_v2(&mut p, LEN));
            // Another thread does not see this thread's current context.
            std::thread::scope(|s2| {
                s2.spawn(|| {
                    let mut c = 1 as CUcontext;
                    ok!(d, cuCtxGetCurrent(&mut c));
                    assert!(c.is_null());
                    let mut dev = 0;
                    assert_ne!(raw!(d, cuCtxGetDevice(&mut dev)), CUresult::CUDA_SUCCESS);
                });
            });
            // Push/pop nest.
            ok!(d, cuCtxPushCurrent_v2(ctx));
            let mut popped = null_mut();
            ok!(d, cuCtxPopCurrent_v2(&mut popped));
            assert_eq!(popped, ctx);
            let mut c = null_mut();
            ok!(d, cuCtxGetCurrent(&mut c));
            assert_eq!(c, ctx);
            ok!(d, cuCtxSetCurrent(null_mut()));
            // The last release makes it inactive even with cuMemAlloc memory
            // alive; that memory dies with it.
            ok!(d, cuDevicePrimaryCtxRelease_v2(0));
            assert_eq!(state(&d), 0, "inactive after the last release");
            let v = attrs(&d, p);
            assert_ne!(low(v[1]), 2, "cuMemAlloc memory outlived its context");
        });
    });
}

#[test]
fn pool_access_and_attributes() {
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

#[test]
fn device_attributes_and_driver_identity() {
    let t = TestDriver::new("");
    // SAFETY: a CUDA driver or the simulator.
    let d = unsafe { Driver::load_from(t.library()) }.unwrap();
    let mut v = 0;
    ok!(d, cuDriverGetVersion(&mut v));
    ok!(d, cuInit(0));
    let mut n = 0;
    ok!(d, cuDeviceGetCount(&mut n));
    println!("{} driver: version {v}, {n} device(s)", t.label());
    assert!(n >= 1);
    for dev in 0..n {
        let mut name = [0i8; 128];
        ok!(d, cuDeviceGetName(name.as_mut_ptr().cast(), 128, dev));
        // SAFETY: NUL-terminated by the driver.
        let name = unsafe { std::ffi::CStr::from_ptr(name.as_ptr().cast()) }.to_string_lossy();
        let a = |at| {
            let mut x = -1;
            ok!(d, cuDeviceGetAttribute(&mut x, at, dev));
            x
        };
        use CUdevice_attribute as A;
        let (pools, vmm) = (
            a(A::CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED),
            a(A::CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED),
        );
        println!("device {dev}: {name}, MEMORY_POOLS_SUPPORTED={pools}, VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED={vmm}");
        assert!(pools == 0 || pools == 1);
    }
    let mut name = std::ptr::null();
    ok!(
        d,
        cuGetErrorName(CUresult::CUDA_ERROR_INVALID_VALUE, &mut name)
    );
    // SAFETY: a static NUL-terminated string from the driver.
    let name = unsafe { std::ffi::CStr::from_ptr(name) };
    assert_eq!(name.to_str().unwrap(), "CUDA_ERROR_INVALID_VALUE");
    // A cuMemAlloc pointer's MEMORY_TYPE, through the batched call.
    let mut ctx = null_mut();
    ok!(d, cuDevicePrimaryCtxRetain(&mut ctx, 0));
    ok!(d, cuCtxPushCurrent_v2(ctx));
    let mut p = 0;
    ok!(d, cuMemAlloc_v2(&mut p, 1 << 20));
    let v = attrs(&d, p);
    println!(
        "cuMemAlloc pointer {p:#x}: MEMORY_TYPE={} (CU_MEMORYTYPE_DEVICE=2)",
        low(v[1])
    );
    assert_eq!(low(v[1]), 2);
    ok!(d, cuMemFree_v2(p));
    let mut c = null_mut();
    ok!(d, cuCtxPopCurrent_v2(&mut c));
    ok!(d, cuDevicePrimaryCtxRelease_v2(0));
}

/// Edge answers measured on the H200 (`../shared/probes/edges.c`): sizes the
/// driver refuses, and how it reuses addresses.
#[test]
fn allocation_sizes_the_driver_refuses_and_accepts() {
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
fn freed_device_addresses_are_reused() {
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
fn host_numa_ids_that_do_not_exist_are_refused() {
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
fn host_registrations_may_share_a_page_but_not_wrap_the_address_space() {
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

/// What the driver answers on a thread whose current context is a primary
/// context whose last reference was released while it was current.
#[test]
fn a_released_primary_context_left_current() {
    let t = TestDriver::new("");
    // SAFETY: a CUDA driver or the simulator.
    let d = unsafe { Driver::load_from(t.library()) }.unwrap();
    ok!(d, cuInit(0));
    std::thread::scope(|s| {
        s.spawn(|| {
            let mut ctx = null_mut();
            ok!(d, cuDevicePrimaryCtxRetain(&mut ctx, 0));
            ok!(d, cuCtxPushCurrent_v2(ctx));
            ok!(d, cuDevicePrimaryCtxRelease_v2(0));
            let (mut flags, mut active) = (0, 0);
            ok!(d, cuDevicePrimaryCtxGetState(0, &mut flags, &mut active));
            let mut cur = null_mut();
            let get_current = raw!(d, cuCtxGetCurrent(&mut cur));
            let mut dev = -1;
            let get_device = raw!(d, cuCtxGetDevice(&mut dev));
            let mut version = 0;
            let api_version = raw!(d, cuCtxGetApiVersion(ctx, &mut version));
            let mut id = 0;
            let get_id = raw!(d, cuCtxGetId(ctx, &mut id));
            let mut cflags = 0;
            let get_flags = raw!(d, cuCtxGetFlags(&mut cflags));
            let sync = raw!(d, cuCtxSynchronize());
            let mut p = 0;
            let alloc = raw!(d, cuMemAlloc_v2(&mut p, 4096));
            println!(
                "released primary left current ({}): active={active} current_is_it={} \
                 cuCtxGetCurrent={get_current} cuCtxGetDevice={get_device} \
                 cuCtxGetApiVersion={api_version} cuCtxGetId={get_id} cuCtxGetFlags={get_flags} \
                 cuCtxSynchronize={sync} cuMemAlloc={alloc}",
                t.label(),
                cur == ctx
            );
            if alloc == CUresult::CUDA_SUCCESS {
                let _ = raw!(d, cuMemFree_v2(p));
            }
            let (mut f2, mut a2) = (0, 0);
            ok!(d, cuDevicePrimaryCtxGetState(0, &mut f2, &mut a2));
            println!("after the calls: active={a2}");
            let mut popped = null_mut();
            let _ = raw!(d, cuCtxPopCurrent_v2(&mut popped));
            // Measured on the H200 (driver 580): the context stays current
            // and cuCtxGetDevice still answers, but work in it fails as
            // destroyed; cuCtxGetApiVersion tells.
            assert_eq!(
                active, 0,
                "the last release deactivates the primary context"
            );
            assert!(cur == ctx);
            assert_eq!(get_device, CUresult::CUDA_SUCCESS);
            assert_eq!(get_flags, CUresult::CUDA_SUCCESS);
            assert_eq!(api_version, CUresult::CUDA_ERROR_INVALID_CONTEXT);
            assert_eq!(get_id, CUresult::CUDA_ERROR_CONTEXT_IS_DESTROYED);
            assert_eq!(sync, CUresult::CUDA_ERROR_CONTEXT_IS_DESTROYED);
            assert_eq!(alloc, CUresult::CUDA_ERROR_CONTEXT_IS_DESTROYED);
            assert_eq!(a2, 0, "probing does not revive it");
        });
    });
}

#[test]
fn copies_sets_and_events_move_real_bytes() {
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
fn a_pool_pointer_is_exported_only_after_its_pool() {
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
fn a_descriptor_handle_of_zero_reads_as_null() {
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

/// What the CUPTI callback of `cupti_callbacks_fire_at_every_free` saw:
/// (domain, callback id, site, the first parameter).
static SEEN: std::sync::Mutex<Vec<(u32, u32, u32, u64)>> = std::sync::Mutex::new(Vec::new());

unsafe extern "C" fn record(
    _userdata: *mut c_void,
    domain: cupti::CUpti_CallbackDomain,
    cbid: cupti::CUpti_CallbackId,
    cbdata: *const c_void,
) {
    let (site, first) = if domain == cupti::CUpti_CallbackDomain::CUPTI_CB_DOMAIN_DRIVER_API {
        // SAFETY: a driver-API callback's data and its parameter struct,
        // whose first field is pointer-sized for every entry point enabled.
        unsafe {
            let d = &*cbdata.cast::<cupti::CUpti_CallbackData>();
            (
                d.callbackSite.0,
                d.functionParams.cast::<u64>().read_unaligned(),
            )
        }
    } else {
        // SAFETY: a resource callback's data.
        (
            0,
            unsafe { (*cbdata.cast::<cupti::CUpti_ResourceData>()).context } as u64,
        )
    };
    SEEN.lock().unwrap().push((domain.0, cbid, site, first));
}

/// CUPTI for the driver under test: its own exports (the simulator), else
/// `CUDA_CUPTI_LIBRARY`, else the CUDA installation's.
fn cupti_for(library: &str) -> cupti::Cupti {
    let mut names = vec![library.to_string()];
    names.extend(std::env::var("CUDA_CUPTI_LIBRARY").ok());
    names.extend(
        [
            "libcupti.so.13",
            "/usr/local/cuda/lib64/libcupti.so.13",
            "/usr/local/cuda/extras/CUPTI/lib64/libcupti.so.13",
        ]
        .map(String::from),
    );
    names
        .iter()
        // SAFETY: CUPTI, or the simulated driver exporting its API.
        .filter_map(|n| unsafe { cupti::Cupti::new(n) }.ok())
        .find(|c| c.cuptiSubscribe.is_ok())
        .unwrap_or_else(|| panic!("no CUPTI among {names:?}"))
}

#[test]
fn cupti_callbacks_fire_at_every_free() {
    use cupti::CUpti_driver_api_trace_cbid_enum as C;
    let e = env();
    let d = &e.d;
    let c = cupti_for(e._t.library());
    let mut h = null_mut();
    // SAFETY: a valid out-pointer; the callback only records.
    let r = unsafe { (c.cuptiSubscribe.as_ref().unwrap())(&mut h, Some(record), null_mut()) };
    assert_eq!(r, cupti::CUptiResult::CUPTI_SUCCESS);
    let driver = cupti::CUpti_CallbackDomain::CUPTI_CB_DOMAIN_DRIVER_API;
    let resource = cupti::CUpti_CallbackDomain::CUPTI_CB_DOMAIN_RESOURCE;
    let destroy = cupti::CUpti_CallbackIdResource::CUPTI_CBID_RESOURCE_CONTEXT_DESTROY_STARTING.0;
    let frees = [
        C::CUPTI_DRIVER_TRACE_CBID_cuMemFree_v2,
        C::CUPTI_DRIVER_TRACE_CBID_cuMemFreeHost,
        C::CUPTI_DRIVER_TRACE_CBID_cuMemFreeAsync,
        C::CUPTI_DRIVER_TRACE_CBID_cuMemUnmap,
        C::CUPTI_DRIVER_TRACE_CBID_cuMemHostUnregister,
        C::CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxRelease_v2,
    ];
    let enable = c.cuptiEnableCallback.as_ref().unwrap();
    for (domain, id) in frees
        .iter()
        .map(|f| (driver, f.0))
        .chain([(resource, destroy)])
    {
        // SAFETY: the live subscriber.
        let r = unsafe { enable(1, h, domain, id) };
        assert_eq!(r, cupti::CUptiResult::CUPTI_SUCCESS);
    }
    SEEN.lock().unwrap().clear();
    ok!(d, cuCtxSetCurrent(e.ctx));
    let mut dev = 0;
    ok!(d, cuMemAlloc_v2(&mut dev, LEN));
    ok!(d, cuMemFree_v2(dev));
    let mut host = null_mut();
    ok!(d, cuMemHostAlloc(&mut host, LEN, 0));
    ok!(d, cuMemFreeHost(host));
    let mut pool = 0;
    ok!(d, cuMemAllocAsync(&mut pool, LEN, null_mut()));
    ok!(d, cuMemFreeAsync(pool, null_mut()));
    ok!(d, cuCtxSynchronize());
    let (vmm, handle) = vmm_map(d, CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE, 0);
    vmm_unmap(d, (vmm, handle));
    let mut v = vec![0u8; LEN];
    ok!(d, cuMemHostRegister_v2(v.as_mut_ptr().cast(), LEN, 0));
    ok!(d, cuMemHostUnregister(v.as_mut_ptr().cast()));
    // The last reference: the context is destroyed (and retained again for
    // `env`'s release).
    ok!(d, cuCtxSetCurrent(null_mut()));
    ok!(d, cuDevicePrimaryCtxRelease_v2(0));
    let mut again = null_mut();
    ok!(d, cuDevicePrimaryCtxRetain(&mut again, 0));
    // SAFETY: the live subscriber, once.
    unsafe { (c.cuptiUnsubscribe.as_ref().unwrap())(h) };
    // Never closed: CUPTI hooks itself into the driver.
    std::mem::forget(c);
    let seen = SEEN.lock().unwrap().clone();
    println!("CUPTI callbacks seen ({}): {seen:x?}", e._t.label());
    let (enter, exit) = (0, 1);
    for (id, first) in [
        (C::CUPTI_DRIVER_TRACE_CBID_cuMemFree_v2, dev),
        (C::CUPTI_DRIVER_TRACE_CBID_cuMemFreeHost, host as u64),
        (C::CUPTI_DRIVER_TRACE_CBID_cuMemFreeAsync, pool),
        (C::CUPTI_DRIVER_TRACE_CBID_cuMemUnmap, vmm),
        (
            C::CUPTI_DRIVER_TRACE_CBID_cuMemHostUnregister,
            v.as_ptr() as u64,
        ),
        (C::CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxRelease_v2, 0),
    ] {
        // cuDevicePrimaryCtxRelease's first parameter is a 4-byte device.
        let width = if first == 0 {
            u32::MAX as u64
        } else {
            u64::MAX
        };
        for site in [enter, exit] {
            assert!(
                seen.iter()
                    .any(|s| (s.0, s.1, s.2, s.3 & width) == (driver.0, id.0, site, first)),
                "{id:?} site {site} with {first:#x}"
            );
        }
    }
    assert!(
        seen.iter()
            .any(|s| s.0 == resource.0 && s.1 == destroy && s.3 == e.ctx as u64),
        "the primary context's destruction"
    );
}
