//! The simulator's contract: what the driver answers, checked through the
//! raw bindings against whichever driver is loaded. CI runs it against the
//! simulator; the gpu-bundle runs it against the real driver
//! (CUDA_MEM_TEST_REAL_DRIVER=1). A difference is a bug in the simulator.

use cuda_mem_sys::cupti;
use cuda_mem_sys::CUpointer_attribute as P;
use cuda_mem_sys::*;
use cuda_sim::TestDriver;
use std::ffi::c_void;
use std::ptr::null_mut;

pub(crate) const LEN: usize = 4 << 20;

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

pub(crate) struct Env {
    _t: TestDriver,
    d: Driver,
    ctx: CUcontext,
}

pub(crate) fn env() -> Env {
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

pub(crate) const ATTRS: [P; 14] = [
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
pub(crate) const FILL: u64 = 0xABAB_ABAB_ABAB_ABAB;

/// All attributes of `ptr`, each slot pre-filled with 0xAB bytes.
pub(crate) fn attrs(d: &Driver, ptr: u64) -> [u64; 14] {
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
pub(crate) fn low(v: u64) -> u64 {
    if v >> 32 == 0xABAB_ABAB {
        v & 0xFFFF_FFFF
    } else {
        v
    }
}
pub(crate) fn vmm_prop(t: CUmemLocationType, id: i32) -> CUmemAllocationProp {
    CUmemAllocationProp {
        type_: CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED,
        requestedHandleTypes: CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR,
        location: CUmemLocation { type_: t, id },
        ..Default::default()
    }
}

pub(crate) fn vmm_map(
    d: &Driver,
    t: CUmemLocationType,
    id: i32,
) -> (u64, CUmemGenericAllocationHandle) {
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

pub(crate) fn vmm_unmap(d: &Driver, (p, h): (u64, CUmemGenericAllocationHandle)) {
    ok!(d, cuMemUnmap(p, LEN));
    ok!(d, cuMemRelease(h));
    ok!(d, cuMemAddressFree(p, LEN));
}

mod callbacks;
mod contexts;
mod facts;
mod memory;
mod pools;
mod subscribers;
