//! Classification as the C communication libraries do it, rebuilt from
//! their published call order on the raw bindings. Each returns what that
//! library would answer, so the report can show it beside the time.

use cuda_sys::CUpointer_attribute as P;
use cuda_sys::*;
use std::ffi::c_void;
use std::ptr::null_mut;

const HOST: u32 = CUmemorytype::CU_MEMORYTYPE_HOST.0;
const DEVICE: u32 = CUmemorytype::CU_MEMORYTYPE_DEVICE.0;

/// One batched query of `attrs` into 8-byte slots; returns the slots.
#[inline]
pub fn batched<const N: usize>(d: &Driver, attrs: &[P; N], ptr: u64) -> [u64; N] {
    let mut v = [0u64; N];
    let mut outs = [null_mut::<c_void>(); N];
    for (o, s) in outs.iter_mut().zip(v.iter_mut()) {
        *o = (s as *mut u64).cast();
    }
    let mut a = *attrs;
    // SAFETY: N attributes and N 8-byte outputs.
    let _ = unsafe { d.cuPointerGetAttributes(N as u32, a.as_mut_ptr(), outs.as_mut_ptr(), ptr) };
    v
}

fn low(v: u64) -> u32 {
    v as u32
}

/// `cuMemRetainAllocationHandle`; on success (VMM memory only) the
/// allocation's properties, and the handle released again.
fn retain_vmm(d: &Driver, ptr: u64) -> Option<CUmemAllocationProp> {
    let mut h = 0;
    // SAFETY: valid out-pointer; any address is accepted.
    let r = unsafe { d.cuMemRetainAllocationHandle(&mut h, ptr as usize as *mut c_void) };
    if r.is_err() {
        return None;
    }
    let mut prop = CUmemAllocationProp::default();
    // SAFETY: valid out-pointer, retained handle, released once.
    unsafe {
        let _ = d.cuMemGetAllocationPropertiesFromHandle(&mut prop, h);
        let _ = d.cuMemRelease(h);
    }
    Some(prop)
}

/// Per-call capability check, then the batched query.
#[inline]
pub fn percall_capability(d: &Driver, attrs: &[P; 6], ptr: u64) -> [u64; 6] {
    let mut pools = 0;
    // SAFETY: valid out-pointer, device 0.
    let _ = unsafe {
        d.cuDeviceGetAttribute(
            &mut pools,
            CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED,
            0,
        )
    };
    if pools != 0 {
        batched(d, attrs, ptr)
    } else {
        let five = [attrs[0], attrs[1], attrs[2], attrs[3], attrs[4]];
        let r = batched(d, &five, ptr);
        [r[0], r[1], r[2], r[3], r[4], 0]
    }
}

/// Open MPI's CUDA check (opal/mca/accelerator/cuda), with or without its
/// early return for MEMORY_TYPE 0. Answers "host" or "device" (managed
/// memory is folded into device).
pub fn open_mpi(d: &Driver, ptr: u64, devices: i32, early_return: bool) -> &'static str {
    let v = batched(
        d,
        &[
            P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
            P::CU_POINTER_ATTRIBUTE_CONTEXT,
            P::CU_POINTER_ATTRIBUTE_IS_MANAGED,
        ],
        ptr,
    );
    let (mt, ctx) = (low(v[0]), v[1] as usize as CUcontext);
    if early_return && mt == 0 {
        return "host";
    }
    if mt == DEVICE && !ctx.is_null() {
        let mut cur = null_mut();
        // SAFETY: valid out-pointer.
        let _ = unsafe { d.cuCtxGetCurrent(&mut cur) };
        if cur.is_null() {
            // SAFETY: the pointer's own (live) context.
            let _ = unsafe { d.cuCtxSetCurrent(ctx) };
        }
        return "device";
    }
    let vmm = retain_vmm(d, ptr).is_some();
    let mut pool: CUmemoryPool = null_mut();
    let mut is_pool = false;
    // SAFETY: a CUmemoryPool-sized output.
    let r = unsafe {
        d.cuPointerGetAttribute(
            (&mut pool as *mut CUmemoryPool).cast(),
            P::CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE,
            ptr,
        )
    };
    if r.is_ok() && !pool.is_null() {
        for dev in 0..devices {
            let mut loc = CUmemLocation {
                type_: CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
                id: dev,
            };
            let mut f = CUmemAccess_flags(0);
            // SAFETY: valid out-pointer and location; live pool.
            let _ = unsafe { d.cuMemPoolGetAccess(&mut f, pool, &mut loc) };
            if f == CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READWRITE {
                is_pool = true;
                break;
            }
        }
    }
    if (mt == HOST && !vmm && !is_pool) || mt == 0 {
        return "host";
    }
    let mut cur = null_mut();
    // SAFETY: valid out-pointer.
    let _ = unsafe { d.cuCtxGetCurrent(&mut cur) };
    "device"
}

/// UCX's slow path (uct_cuda_base_detect_memory_type after a memtype-cache
/// miss). Answers "host", "device" or "managed" (pinned host memory is host).
pub fn ucx(d: &Driver, ptr: u64) -> &'static str {
    let mut vmm_dev = None;
    if let Some(prop) = retain_vmm(d, ptr) {
        vmm_dev = Some(
            if prop.location.type_ == CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE {
                prop.location.id
            } else {
                0
            },
        );
    }
    let (mut managed, mut ordinal, mut ctx) = (false, 0, null_mut());
    if vmm_dev.is_none() {
        let v = batched(
            d,
            &[
                P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
                P::CU_POINTER_ATTRIBUTE_IS_MANAGED,
                P::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
                P::CU_POINTER_ATTRIBUTE_CONTEXT,
            ],
            ptr,
        );
        if low(v[0]) != DEVICE {
            return "host";
        }
        managed = low(v[1]) != 0;
        ordinal = low(v[2]) as i32;
        ctx = v[3] as usize as CUcontext;
    } else if let Some(dv) = vmm_dev {
        ordinal = dv;
    }
    for a in [
        CUdevice_attribute::CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID,
        CUdevice_attribute::CU_DEVICE_ATTRIBUTE_PCI_BUS_ID,
        CUdevice_attribute::CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID,
    ] {
        let mut x = 0;
        // SAFETY: valid out-pointer.
        let _ = unsafe { d.cuDeviceGetAttribute(&mut x, a, ordinal) };
    }
    let mut retained = false;
    if ctx.is_null() {
        // SAFETY: valid out-pointer; the device exists.
        // Only a reference the retain took is released below.
        retained = unsafe { d.cuDevicePrimaryCtxRetain(&mut ctx, ordinal) }.is_ok();
    }
    let (mut base, mut size) = (0, 0);
    let mut popped = null_mut();
    let mut dev = 0;
    // SAFETY: a live context pushed and popped on this thread; valid
    // out-pointers; the reference retained here is released here.
    unsafe {
        let _ = d.cuCtxPushCurrent_v2(ctx);
        let _ = d.cuMemGetAddressRange_v2(&mut base, &mut size, ptr);
        let _ = d.cuCtxPopCurrent_v2(&mut popped);
        if retained {
            let _ = d.cuDevicePrimaryCtxRelease_v2(ordinal);
        }
        let _ = d.cuCtxGetDevice(&mut dev);
    }
    if managed {
        "managed"
    } else {
        "device"
    }
}
