//! Classification: what kind of memory a pointer is, on which device, and
//! a usable context for the calling thread.

use crate::handle::{cuda_mem_handle, live, live_quiet, put};
use crate::status::*;
use cuda_mem_rs::{ContextBinding, Cuda, MemoryKind, Permits, PointerInfo, RawPointerInfo};
use std::ffi::c_void;

/// A kind of memory: one of the `CUDA_MEM_KIND_` values.
pub type cuda_mem_kind = u32;
/// Host memory the driver does not know (`malloc`, the stack, statics).
pub const CUDA_MEM_KIND_PAGEABLE: cuda_mem_kind = 0;
/// Page-locked host memory (`cuMemHostAlloc`, `cuMemHostRegister`).
pub const CUDA_MEM_KIND_PINNED_HOST: cuda_mem_kind = 1;
/// `cuMemAlloc` device memory.
pub const CUDA_MEM_KIND_DEVICE: cuda_mem_kind = 2;
/// `cuMemAllocManaged` memory.
pub const CUDA_MEM_KIND_MANAGED: cuda_mem_kind = 3;
/// Stream-ordered memory of a pool (`cuMemAllocAsync`,
/// `cuMemAllocFromPoolAsync`), on a device or the host; a managed pool's
/// too (its `permits` say [`CUDA_MEM_PERMITS_MANAGED`]).
pub const CUDA_MEM_KIND_STREAM_ORDERED: cuda_mem_kind = 4;
/// Virtual-memory-management memory (`cuMemCreate` + `cuMemMap`), and
/// graph memory, which the driver answers the same way.
pub const CUDA_MEM_KIND_VMM: cuda_mem_kind = 5;

/// Where memory lives: one of the `CUDA_MEM_LOCATION_` values.
pub type cuda_mem_location = u16;
/// Host memory the CPU can use directly (pageable, pinned, registered, and
/// a host-located pool's).
pub const CUDA_MEM_LOCATION_HOST: cuda_mem_location = 0;
/// Memory of the device `location_id`.
pub const CUDA_MEM_LOCATION_DEVICE: cuda_mem_location = 1;
/// VMM memory of the host NUMA node `location_id`, mapped for devices: the
/// CPU may use it only where the owner granted the host access.
pub const CUDA_MEM_LOCATION_HOST_NUMA: cuda_mem_location = 2;

/// What a caller may do with the bytes: `CUDA_MEM_PERMITS_` bits, from the
/// classification table and the devices' capabilities (no driver call of
/// their own). The table is `cuda_mem::Permits`' (the crate's docs).
pub type cuda_mem_permits = u16;
/// The CPU may load and store the bytes.
pub const CUDA_MEM_PERMITS_CPU: cuda_mem_permits = 1 << 0;
/// The owner device (`device`) may.
pub const CUDA_MEM_PERMITS_OWNER_DEVICE: cuda_mem_permits = 1 << 1;
/// Every device may.
pub const CUDA_MEM_PERMITS_ANY_DEVICE: cuda_mem_permits = 1 << 2;
/// Devices the owner granted access may (and the CPU, for host-NUMA VMM
/// memory where granted): [`cuda_mem_classify_detailed`] asks the driver.
pub const CUDA_MEM_PERMITS_BY_GRANT: cuda_mem_permits = 1 << 3;
/// Managed: pages migrate on demand (Open MPI's unified-memory flag, UCX's
/// `UCS_MEMORY_TYPE_CUDA_MANAGED`).
pub const CUDA_MEM_PERMITS_MANAGED: cuda_mem_permits = 1 << 4;
/// Shared with another process by a legacy IPC handle.
pub const CUDA_MEM_PERMITS_LEGACY_IPC: cuda_mem_permits = 1 << 5;
/// Shared by exporting its pool and the pointer, where the pool has handle
/// types.
pub const CUDA_MEM_PERMITS_POOL_EXPORT: cuda_mem_permits = 1 << 6;
/// Shared by exporting its VMM handle as a file descriptor, where it has
/// handle types.
pub const CUDA_MEM_PERMITS_VMM_HANDLE: cuda_mem_permits = 1 << 7;

/// What a pointer is.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct cuda_mem_pointer_info {
    /// The address classified.
    pub address: u64,
    /// Its kind.
    pub kind: cuda_mem_kind,
    /// The device that owns it, or -1 (pageable memory).
    pub device: i32,
    /// Where it lives.
    pub location: cuda_mem_location,
    /// What a caller may do with it: `CUDA_MEM_PERMITS_` bits.
    pub permits: cuda_mem_permits,
    /// The device or NUMA node of `location`, or -1 for the host.
    pub location_id: i32,
    /// The context that owns it (`CUcontext`), or null (pageable, pool and
    /// VMM memory have none).
    pub context: *mut c_void,
    /// Its pool (`CUmemoryPool`) for stream-ordered memory, else null.
    pub pool: *mut c_void,
}

// The codes are `RawPointerInfo`'s, so that an answer crosses into C as the
// words cuda-mem holds, with nothing decoded.
const _: () = {
    assert!(CUDA_MEM_KIND_PAGEABLE == MemoryKind::Pageable as u32);
    assert!(CUDA_MEM_KIND_PINNED_HOST == MemoryKind::PinnedHost as u32);
    assert!(CUDA_MEM_KIND_DEVICE == MemoryKind::Device as u32);
    assert!(CUDA_MEM_KIND_MANAGED == MemoryKind::Managed as u32);
    assert!(CUDA_MEM_KIND_STREAM_ORDERED == MemoryKind::StreamOrdered as u32);
    assert!(CUDA_MEM_KIND_VMM == MemoryKind::Vmm as u32);
    assert!(CUDA_MEM_LOCATION_HOST == RawPointerInfo::AT_HOST);
    assert!(CUDA_MEM_LOCATION_DEVICE == RawPointerInfo::AT_DEVICE);
    assert!(CUDA_MEM_LOCATION_HOST_NUMA == RawPointerInfo::AT_HOST_NUMA);
    assert!(CUDA_MEM_PERMITS_CPU == Permits::CPU.bits());
    assert!(CUDA_MEM_PERMITS_OWNER_DEVICE == Permits::OWNER_DEVICE.bits());
    assert!(CUDA_MEM_PERMITS_ANY_DEVICE == Permits::ANY_DEVICE.bits());
    assert!(CUDA_MEM_PERMITS_BY_GRANT == Permits::BY_GRANT.bits());
    assert!(CUDA_MEM_PERMITS_MANAGED == Permits::MANAGED.bits());
    assert!(CUDA_MEM_PERMITS_LEGACY_IPC == Permits::LEGACY_IPC.bits());
    assert!(CUDA_MEM_PERMITS_POOL_EXPORT == Permits::POOL_EXPORT.bits());
    assert!(CUDA_MEM_PERMITS_VMM_HANDLE == Permits::VMM_HANDLE.bits());
};

#[inline(always)]
pub(crate) fn info_of(i: &PointerInfo) -> cuda_mem_pointer_info {
    let r = i.to_raw();
    cuda_mem_pointer_info {
        address: r.address,
        kind: r.kind,
        device: r.device,
        location: r.location,
        permits: r.permits,
        location_id: r.location_id,
        context: r.context.cast(),
        pool: r.pool.cast(),
    }
}

/// Writes `i` through `out`, field by field. A whole-struct copy lets the
/// compiler move the context and the pool with one 16-byte load of the
/// answer that the classification has just stored as two 8-byte words;
/// such a load waits until the stores are written back (store forwarding
/// fails) on every call; `capi_vs_rust`'s C − Rust column guards it.
///
/// # Safety
/// `out` is valid for a write of the struct.
#[inline(always)]
unsafe fn write_info(out: *mut cuda_mem_pointer_info, i: &PointerInfo) {
    let v = info_of(i);
    // SAFETY: valid for a write by the caller's contract; each field is
    // written once, in place (volatile: not merged into wider moves).
    unsafe {
        std::ptr::addr_of_mut!((*out).address).write_volatile(v.address);
        std::ptr::addr_of_mut!((*out).kind).write_volatile(v.kind);
        std::ptr::addr_of_mut!((*out).device).write_volatile(v.device);
        std::ptr::addr_of_mut!((*out).location).write_volatile(v.location);
        std::ptr::addr_of_mut!((*out).permits).write_volatile(v.permits);
        std::ptr::addr_of_mut!((*out).location_id).write_volatile(v.location_id);
        std::ptr::addr_of_mut!((*out).context).write_volatile(v.context);
        std::ptr::addr_of_mut!((*out).pool).write_volatile(v.pool);
    }
}

/// Classifies `ptr` with one driver call at most (none for memory the
/// library owns, nor, in observed mode, for memory answered before):
/// `cuda::classify`. A null `ptr` is [`CUDA_MEM_ERROR_NULL_POINTER`].
///
/// # Safety
/// `h` as for every handle; `out` valid for a write. `ptr` is only an
/// address: it is never read through.
#[no_mangle]
pub unsafe extern "C" fn cuda_mem_classify(
    h: *const cuda_mem_handle,
    ptr: *const c_void,
    out: *mut cuda_mem_pointer_info,
) -> cuda_mem_status {
    // A kept answer, with no call and no stack frame: loads, compares and
    // the stores of the answer (nothing here can panic: the table's index
    // is masked, not checked). Anything else, errors included, is one tail
    // call to `classify_rest`.
    // SAFETY: the caller's contract: null or one of this library's
    // handles.
    if let Some(cuda) = unsafe { live_quiet(h) } {
        if !out.is_null() {
            if let Some(i) = cuda.classify_kept(ptr) {
                // SAFETY: non-null, and valid for a write by the caller's
                // contract.
                unsafe { write_info(out, &i) };
                return CUDA_MEM_OK;
            }
        }
    }
    // SAFETY: forwarded from the caller.
    unsafe { classify_rest(h, ptr, out) }
}

/// [`cuda_mem_classify`] past its kept answers: `cuda::classify` as any
/// caller makes it, the handle and the output checked as by every entry
/// point.
///
/// # Safety
/// As [`cuda_mem_classify`].
#[inline(never)]
unsafe extern "C" fn classify_rest(
    h: *const cuda_mem_handle,
    ptr: *const c_void,
    out: *mut cuda_mem_pointer_info,
) -> cuda_mem_status {
    // SAFETY: forwarded from the caller.
    unsafe { classify_with(h, out, |cuda| cuda.classify(ptr)) }
}

/// As [`cuda_mem_classify`], always asking the driver (one call).
///
/// # Safety
/// As [`cuda_mem_classify`].
#[no_mangle]
pub unsafe extern "C" fn cuda_mem_classify_by_driver(
    h: *const cuda_mem_handle,
    ptr: *const c_void,
    out: *mut cuda_mem_pointer_info,
) -> cuda_mem_status {
    // SAFETY: forwarded from the caller.
    unsafe { classify_with(h, out, |cuda| cuda.classify_by_driver(ptr)) }
}

/// A classification's body: the handle checked, `classify` asked, its
/// answer written (inlined into each entry point, so that each stays one
/// call from C).
///
/// # Safety
/// As [`cuda_mem_classify`].
#[inline(always)]
unsafe fn classify_with(
    h: *const cuda_mem_handle,
    out: *mut cuda_mem_pointer_info,
    classify: impl FnOnce(&Cuda) -> cuda_mem_rs::Result<PointerInfo>,
) -> cuda_mem_status {
    guarded(|| {
        // SAFETY: the caller's contract.
        let cuda = match unsafe { live(h) } {
            Ok(c) => c,
            Err(s) => return s,
        };
        // Refused before the classification: it may call the driver and
        // keep an answer, which a refused call must not.
        if out.is_null() {
            return fail(CUDA_MEM_ERROR_NULL_ARGUMENT, "null out-pointer");
        }
        match classify(cuda) {
            Ok(i) => {
                // SAFETY: non-null, and valid for a write by the caller's
                // contract.
                unsafe { write_info(out, &i) };
                CUDA_MEM_OK
            }
            Err(e) => status_of(&e),
        }
    })
}

/// What [`cuda_mem_classify_detailed`] adds to the classification.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct cuda_mem_pointer_details {
    /// The classification.
    pub info: cuda_mem_pointer_info,
    /// The allocation's first byte and size (0 and 0 for pageable memory).
    pub base: u64,
    /// See `base`.
    pub size: u64,
    /// The driver's buffer id (0 for pageable memory).
    pub buffer_id: u64,
    /// GPUDirect RDMA can reach it.
    pub gpu_direct_rdma: bool,
    /// It can be shared by a legacy IPC handle.
    pub legacy_ipc: bool,
    /// The driver maps it.
    pub mapped: bool,
    /// Handle types it can be exported as (`CUmemAllocationHandleType`
    /// bits).
    pub allowed_handle_types: u32,
    /// The CPU may load and store it: the table's answer, or for host-NUMA
    /// VMM memory the driver's (whether the owner granted the host access).
    pub cpu_access: bool,
    /// The devices that may read and write it, bit `d` for ordinal `d`:
    /// the driver's answer where `info.permits` has
    /// [`CUDA_MEM_PERMITS_BY_GRANT`].
    pub granted_devices: u64,
    /// Devices may only read it (a read-only host registration).
    pub read_only: bool,
}

/// The classification and the allocation's base, size, buffer id,
/// GPUDirect RDMA capability and handle types, with one driver call of its
/// own: `cuda::classify_detailed`.
///
/// # Safety
/// As [`cuda_mem_classify`].
#[no_mangle]
pub unsafe extern "C" fn cuda_mem_classify_detailed(
    h: *const cuda_mem_handle,
    ptr: *const c_void,
    out: *mut cuda_mem_pointer_details,
) -> cuda_mem_status {
    guarded(|| {
        // SAFETY: the caller's contract.
        let cuda = match unsafe { live(h) } {
            Ok(c) => c,
            Err(s) => return s,
        };
        if out.is_null() {
            return fail(CUDA_MEM_ERROR_NULL_ARGUMENT, "null out-pointer");
        }
        match cuda.classify_detailed(ptr) {
            Ok(d) => {
                let (base, size) = d.range.map_or((0, 0), |(b, s)| (b, s as u64));
                let details = cuda_mem_pointer_details {
                    info: info_of(&d.info),
                    base,
                    size,
                    buffer_id: d.buffer_id,
                    gpu_direct_rdma: d.gpu_direct_rdma,
                    legacy_ipc: d.legacy_ipc,
                    mapped: d.mapped,
                    allowed_handle_types: d.allowed_handle_types.bits(),
                    cpu_access: d.cpu_access,
                    granted_devices: d.granted_devices,
                    read_only: d.read_only,
                };
                // SAFETY: the caller's contract.
                unsafe { put(out, details) }
            }
            Err(e) => status_of(&e),
        }
    })
}

/// What [`cuda_mem_ensure_context`] did: one of the `CUDA_MEM_BINDING_`
/// values.
pub type cuda_mem_binding = u32;
/// The thread had a current context; it was left alone.
pub const CUDA_MEM_BINDING_ALREADY_CURRENT: cuda_mem_binding = 0;
/// The owner device's primary context was made current; the thread holds
/// one reference to it until it exits.
pub const CUDA_MEM_BINDING_BOUND: cuda_mem_binding = 1;
/// Pageable memory needs no context.
pub const CUDA_MEM_BINDING_NOT_NEEDED: cuda_mem_binding = 2;

/// Classifies `ptr` and gives the calling thread a context that can use it
/// (the owner device's primary context, when the thread has none):
/// `cuda::ensure_context`.
///
/// # Safety
/// As [`cuda_mem_classify`]; `out` valid for a write of the binding.
#[no_mangle]
pub unsafe extern "C" fn cuda_mem_ensure_context(
    h: *const cuda_mem_handle,
    ptr: *const c_void,
    out: *mut cuda_mem_binding,
) -> cuda_mem_status {
    guarded(|| {
        // SAFETY: the caller's contract.
        let cuda = match unsafe { live(h) } {
            Ok(c) => c,
            Err(s) => return s,
        };
        // Refused before a context is bound to the thread.
        if out.is_null() {
            return fail(CUDA_MEM_ERROR_NULL_ARGUMENT, "null out-pointer");
        }
        let binding = cuda
            .classify(ptr)
            .and_then(|info| cuda.ensure_context(&info));
        let b = match binding {
            Ok(ContextBinding::AlreadyCurrent(_)) => CUDA_MEM_BINDING_ALREADY_CURRENT,
            Ok(ContextBinding::Bound { .. }) => CUDA_MEM_BINDING_BOUND,
            Ok(_) => CUDA_MEM_BINDING_NOT_NEEDED,
            Err(e) => return status_of(&e),
        };
        // SAFETY: the caller's contract.
        unsafe { put(out, b) }
    })
}
