//! Classification as the C communication libraries do it, rebuilt from
//! their published call order on the raw bindings. Each returns what that
//! library would answer, so the report can show it beside the time.

use cuda_mem_sys::CUpointer_attribute as P;
use cuda_mem_sys::*;
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

/// One batched query of up to 16 attributes (a list chosen at run time).
#[inline]
pub fn batched_list(d: &Driver, attrs: &[P], ptr: u64) -> [u64; 16] {
    let mut v = [0u64; 16];
    let mut outs = [null_mut::<c_void>(); 16];
    for (o, s) in outs.iter_mut().zip(v.iter_mut()) {
        *o = (s as *mut u64).cast();
    }
    let mut a = [P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE; 16];
    let n = attrs.len().min(16);
    a[..n].copy_from_slice(&attrs[..n]);
    // SAFETY: n attributes and n 8-byte outputs.
    let _ = unsafe { d.cuPointerGetAttributes(n as u32, a.as_mut_ptr(), outs.as_mut_ptr(), ptr) };
    v
}

/// The raw call with classify's list through arrays of exactly its length,
/// as lean as a caller whose list is fixed at compile time (`batched`, the
/// form every baseline uses): the floor. Answers the memory type.
pub fn floor(d: &Driver, attrs: &[P], ptr: u64) -> u64 {
    fn exact<const N: usize>(d: &Driver, attrs: &[P], ptr: u64) -> u64 {
        let list: [P; N] = attrs.try_into().expect("N attributes");
        batched(d, &list, ptr)[0]
    }
    match attrs.len() {
        3 => exact::<3>(d, attrs, ptr),
        4 => exact::<4>(d, attrs, ptr),
        5 => exact::<5>(d, attrs, ptr),
        _ => batched_list(d, attrs, ptr)[0],
    }
}

/// The list classify asked for before the registry: BUFFER_ID and
/// DEVICE_ORDINAL included whatever the device count.
pub const PREVIOUS_QUERY: [P; 6] = [
    P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
    P::CU_POINTER_ATTRIBUTE_CONTEXT,
    P::CU_POINTER_ATTRIBUTE_IS_MANAGED,
    P::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
    P::CU_POINTER_ATTRIBUTE_BUFFER_ID,
    P::CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE,
];

/// Which Open MPI `accelerator_cuda_check_addr` to follow.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpenMpi {
    /// main from #13773 (a312180b4, March 2026: the fast path for
    /// cudaMalloc memory with a context) until #14382: host memory pays
    /// both probes before its `0 == mem_type` test.
    FastPath,
    /// main today: #13773 and #14382 (the `0 == mem_type` return hoisted
    /// above the probes), both merged.
    Main,
    /// main with open PR #14331 as proposed: `check_mpool` returns when the
    /// pool handle is NULL, and the fast path's `return 1` is removed (its
    /// first commit), so cudaMalloc memory takes the probes and the
    /// device-id lookup again.
    Pr14331,
}

/// What `accelerator_cuda_check_vmm` and `accelerator_cuda_check_mpool`
/// keep in function-level statics after their first call.
#[derive(Debug, Clone, Copy)]
pub struct OpenMpiStatics {
    /// `cuDeviceGetCount`.
    pub device_count: i32,
    /// `cuDeviceGetAttribute(MEMORY_POOLS_SUPPORTED, 0)`: "assume
    /// uniformity of devices".
    pub mpool_supported: bool,
}

impl OpenMpiStatics {
    /// Reads what the first call would.
    pub fn read(d: &Driver) -> OpenMpiStatics {
        let (mut n, mut pools) = (0, 0);
        // SAFETY: valid out-pointers.
        unsafe {
            let _ = d.cuDeviceGetCount(&mut n);
            let _ = d.cuDeviceGetAttribute(
                &mut pools,
                CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED,
                0,
            );
        }
        OpenMpiStatics {
            device_count: n,
            mpool_supported: n > 0 && pools != 0,
        }
    }
}

/// opal/mca/accelerator/cuda/accelerator_cuda.c,
/// `accelerator_cuda_check_vmm`: `Some((mem_type, dev_id))` when the
/// pointer is VMM memory.
fn ompi_check_vmm(d: &Driver, dbuf: u64, s: &OpenMpiStatics) -> Option<(u32, i32)> {
    let mut alloc_handle = 0;
    // SAFETY: valid out-pointer; any address is accepted.
    if unsafe { d.cuMemRetainAllocationHandle(&mut alloc_handle, dbuf as usize as *mut c_void) }
        .is_err()
    {
        return None;
    }
    let mut prop = CUmemAllocationProp::default();
    // SAFETY: valid out-pointer and a retained handle, released once on
    // every path below.
    if unsafe { d.cuMemGetAllocationPropertiesFromHandle(&mut prop, alloc_handle) }.is_err() {
        // SAFETY: as above.
        let _ = unsafe { d.cuMemRelease(alloc_handle) };
        return None;
    }
    let release = || {
        // SAFETY: as above.
        let _ = unsafe { d.cuMemRelease(alloc_handle) };
    };
    if prop.location.type_ == CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE {
        release();
        return Some((DEVICE, prop.location.id));
    }
    if prop.location.type_ == CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST_NUMA {
        // "check if device has access"
        for i in 0..s.device_count {
            let location = CUmemLocation {
                type_: CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
                id: i,
            };
            let mut flags = 0;
            // SAFETY: valid out-pointer and location.
            let r = unsafe { d.cuMemGetAccess(&mut flags, &location, dbuf) };
            if r.is_ok() && flags == CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READWRITE.0 as u64
            {
                release();
                return Some((DEVICE, i));
            }
        }
    }
    // "host must have access as device access possibility is exhausted"
    release();
    Some((HOST, -1))
}

/// accelerator_cuda.c, `accelerator_cuda_check_mpool`:
/// `Some((mem_type, dev_id))` when the pointer is pool memory some device
/// can access. `null_check` is #14331's test of the handle.
fn ompi_check_mpool(
    d: &Driver,
    dbuf: u64,
    s: &OpenMpiStatics,
    null_check: bool,
) -> Option<(u32, i32)> {
    if !s.mpool_supported {
        return None;
    }
    let mut mpool: CUmemoryPool = null_mut();
    // SAFETY: a CUmemoryPool-sized output.
    let r = unsafe {
        d.cuPointerGetAttribute(
            (&mut mpool as *mut CUmemoryPool).cast(),
            P::CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE,
            dbuf,
        )
    };
    if r.is_err() || (null_check && mpool.is_null()) {
        return None;
    }
    // "check if device has access": on main also for a NULL handle, each
    // call then taking the driver's error path.
    for i in 0..s.device_count {
        let mut location = CUmemLocation {
            type_: CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
            id: i,
        };
        let mut flags = CUmemAccess_flags(0);
        // SAFETY: valid out-pointer and location; the handle is the
        // driver's answer (possibly NULL, which it refuses).
        let r = unsafe { d.cuMemPoolGetAccess(&mut flags, mpool, &mut location) };
        if r.is_ok() && flags == CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READWRITE {
            return Some((DEVICE, i));
        }
    }
    None
}

/// accelerator_cuda.c, `accelerator_cuda_get_device_id`: push the
/// memory's context, ask its device, find its ordinal, pop.
fn ompi_get_device_id(d: &Driver, mem_ctx: CUcontext, device_count: i32) -> i32 {
    let mut dev_id = -1;
    let mut ptr_dev = 0;
    let mut popped = null_mut();
    // SAFETY: a live context pushed and popped on this thread; valid
    // out-pointers.
    unsafe {
        let _ = d.cuCtxPushCurrent_v2(mem_ctx);
        let _ = d.cuCtxGetDevice(&mut ptr_dev);
        for i in 0..device_count {
            let mut dev = 0;
            let _ = d.cuDeviceGet(&mut dev, i);
            if dev == ptr_dev {
                dev_id = i;
                break;
            }
        }
        let _ = d.cuCtxPopCurrent_v2(&mut popped);
    }
    dev_id
}

/// Open MPI's `accelerator_cuda_check_addr` (opal/mca/accelerator/cuda/
/// accelerator_cuda.c, with OPAL_CUDA_GET_ATTRIBUTES and
/// OPAL_CUDA_VMM_SUPPORT, CUDA_VERSION > 7000 so without the
/// cuMemGetAddressRange workaround), in the variant's call order. Answers
/// "host" or "device" (managed memory is device memory with a flag).
pub fn open_mpi(d: &Driver, ptr: u64, s: &OpenMpiStatics, variant: OpenMpi) -> &'static str {
    let dbuf = ptr;
    let v = batched(
        d,
        &[
            P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
            P::CU_POINTER_ATTRIBUTE_CONTEXT,
            P::CU_POINTER_ATTRIBUTE_IS_MANAGED,
        ],
        dbuf,
    );
    let (mut mem_type, mem_ctx) = (low(v[0]), v[1] as usize as CUcontext);
    // (a failed query answers "host"; `batched` leaves zeros then)
    // #13773: "return early after cuPointerGetAttributes" for cudaMalloc
    // memory; #14331 removes the return.
    if variant != OpenMpi::Pr14331 && mem_type == DEVICE && !mem_ctx.is_null() {
        return "device";
    }
    // #14382: the `0 == mem_type` test, above the probes.
    if variant != OpenMpi::FastPath && mem_type == 0 {
        return "host";
    }
    let vmm = ompi_check_vmm(d, dbuf, s);
    let mpool = ompi_check_mpool(d, dbuf, s, variant == OpenMpi::Pr14331);
    let dev_id;
    if mem_type == HOST {
        match (vmm, mpool) {
            (Some((DEVICE, id)), _) | (_, Some((DEVICE, id))) => {
                mem_type = DEVICE;
                dev_id = id;
            }
            // "Host memory, nothing to do here"
            _ => return "host",
        }
    } else if mem_type == 0 {
        return "host";
    } else {
        dev_id = match (vmm, mpool) {
            (Some((_, id)), _) | (None, Some((_, id))) => id,
            _ => ompi_get_device_id(d, mem_ctx, s.device_count),
        };
    }
    debug_assert_eq!(mem_type, DEVICE);
    let mut ctx = null_mut();
    // SAFETY: valid out-pointer.
    let r = unsafe { d.cuCtxGetCurrent(&mut ctx) };
    if ctx.is_null() && r.is_ok() {
        let mut set = mem_ctx;
        if vmm.is_some() || mpool.is_some() {
            // accelerator_cuda_get_primary_context: retain (never released)
            // when the primary context is active.
            let (mut flags, mut active) = (0, 0);
            // SAFETY: valid out-pointers; an existing device.
            unsafe {
                if d.cuDevicePrimaryCtxGetState(dev_id, &mut flags, &mut active)
                    .is_err()
                    || active == 0
                {
                    return "error";
                }
                let _ = d.cuDevicePrimaryCtxRetain(&mut set, dev_id);
            }
        }
        // SAFETY: a live context (the memory's, or a retained primary one).
        let _ = unsafe { d.cuCtxSetCurrent(set) };
    }
    "device"
}

/// UCX's slow path (src/uct/cuda/cuda_copy/cuda_copy_md.c,
/// `uct_cuda_copy_md_detect_memory_type` after a memtype-cache miss).
/// Answers "host", "device" or "managed" (pinned host memory is host).
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
