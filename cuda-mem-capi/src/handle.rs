//! The loaded driver as an opaque handle: load, release, versions and
//! devices.

use crate::slots::{Slots, HANDLE_TABLE, SLOTS};
use crate::status::*;
use cuda_mem_rs::Cuda;
use std::ffi::{c_char, CStr};

/// The loaded driver with every device's capabilities (a `Cuda`). Opaque:
/// its value names a slot of this library's table and is never an address
/// (`slots.rs`). Made by [`cuda_mem_load`], freed by [`cuda_mem_release`].
pub struct cuda_mem_handle {
    _opaque: [u8; 0],
}

/// Every live handle's `Cuda`.
static HANDLES: Slots<Cuda> = Slots::new(HANDLE_TABLE);

/// The live handle behind `h`, or the status that refuses it.
///
/// # Safety
/// No other thread releases `h` while the reference lives.
#[inline(always)]
pub(crate) unsafe fn live<'a>(h: *const cuda_mem_handle) -> Result<&'a Cuda, cuda_mem_status> {
    // SAFETY: forwarded from the caller.
    match unsafe { live_quiet(h) } {
        Some(cuda) => Ok(cuda),
        None if h.is_null() => Err(fail(CUDA_MEM_ERROR_INVALID_HANDLE, "null cuda_mem_handle")),
        None => Err(fail(
            CUDA_MEM_ERROR_INVALID_HANDLE,
            "not a live cuda_mem_handle (released, or never made by cuda_mem_load)",
        )),
    }
}

/// The live handle behind `h`, or `None`, with no last error set (a fast
/// path leaves the refusal to [`live`]). Any value of `h` is safe to pass:
/// it is parsed, never dereferenced.
///
/// # Safety
/// As [`live`].
#[inline(always)]
pub(crate) unsafe fn live_quiet<'a>(h: *const cuda_mem_handle) -> Option<&'a Cuda> {
    // SAFETY: forwarded from the caller; the table is a static.
    unsafe { HANDLES.get(h as usize as u64) }
}

/// Writes `v` through `out`, or refuses a null one.
///
/// # Safety
/// `out` is null or valid for a write of `T`.
#[inline(always)]
pub(crate) unsafe fn put<T>(out: *mut T, v: T) -> cuda_mem_status {
    if out.is_null() {
        return fail(CUDA_MEM_ERROR_NULL_ARGUMENT, "null out-pointer");
    }
    // SAFETY: non-null, and valid for a write by the caller's contract.
    unsafe { out.write(v) };
    CUDA_MEM_OK
}

/// Loads the driver: the library at `driver_path`, or (null) the one named
/// by `CUDA_DRIVER_LIBRARY`, else `libcuda.so.1`, else `libcuda.so`; calls
/// `cuInit`; reads every device's capabilities. A machine without a GPU
/// loads with zero devices.
///
/// # Safety
/// `out` is valid for a write; `driver_path` is null or a NUL-terminated
/// path to a CUDA driver (or a library with its C ABI: the caller vouches
/// for it, as for any library it loads).
#[no_mangle]
pub unsafe extern "C" fn cuda_mem_load(
    driver_path: *const c_char,
    out: *mut *mut cuda_mem_handle,
) -> cuda_mem_status {
    guarded(|| {
        if out.is_null() {
            return fail(CUDA_MEM_ERROR_NULL_ARGUMENT, "null out-pointer");
        }
        let loaded = if driver_path.is_null() {
            Cuda::load()
        } else {
            // SAFETY: a NUL-terminated string by the caller's contract.
            let path = unsafe { CStr::from_ptr(driver_path) };
            let Ok(path) = path.to_str() else {
                return fail(
                    CUDA_MEM_ERROR_INVALID_ARGUMENT,
                    "the driver path is not UTF-8",
                );
            };
            // SAFETY: the caller vouches that the library is a CUDA driver.
            unsafe { Cuda::load_from(path) }
        };
        match loaded {
            Ok(cuda) => match HANDLES.insert(cuda) {
                Ok(name) => {
                    let h = name as usize as *mut _;
                    // SAFETY: checked non-null above.
                    unsafe { put(out, h) }
                }
                Err(_) => fail(
                    CUDA_MEM_ERROR_OTHER,
                    format!(
                        "{SLOTS} cuda_mem_handles are live: release one (one handle serves \
                         every thread of a process)"
                    ),
                ),
            },
            Err(e) => status_of(&e),
        }
    })
}

/// Frees a handle (null is ignored). A handle released before, by this
/// thread or another, is refused with [`CUDA_MEM_ERROR_INVALID_HANDLE`]
/// and frees nothing, even where a newer handle was made since; of threads
/// releasing one handle at once, one succeeds. Memory and observers made
/// through it keep what they need.
///
/// # Safety
/// No other thread uses `h` during or after this call.
#[no_mangle]
pub unsafe extern "C" fn cuda_mem_release(h: *mut cuda_mem_handle) -> cuda_mem_status {
    guarded(|| {
        if h.is_null() {
            return CUDA_MEM_OK;
        }
        match HANDLES.remove(h as usize as u64) {
            Some(cuda) => {
                drop(cuda);
                CUDA_MEM_OK
            }
            None => fail(
                CUDA_MEM_ERROR_INVALID_HANDLE,
                "not a live cuda_mem_handle (released already, or never made by cuda_mem_load)",
            ),
        }
    })
}

/// This library's version (the crate's, `MAJOR.MINOR.PATCH`), never null.
#[no_mangle]
pub extern "C" fn cuda_mem_version() -> *const c_char {
    concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast()
}

/// The CUDA header version the driver bindings were made from (for
/// example 13000 for CUDA 13.0).
#[no_mangle]
pub extern "C" fn cuda_mem_bindings_version() -> u32 {
    cuda_mem_rs::cuda_mem_sys::HEADER_VERSION
}

/// `cuDriverGetVersion` of the loaded driver.
///
/// # Safety
/// `h` as for every handle; `out` valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuda_mem_get_driver_version(
    h: *const cuda_mem_handle,
    out: *mut i32,
) -> cuda_mem_status {
    guarded(|| {
        // SAFETY: the caller's contract.
        match unsafe { live(h) } {
            // SAFETY: the caller's contract.
            Ok(cuda) => unsafe { put(out, cuda.driver_version()) },
            Err(s) => s,
        }
    })
}

/// The number of visible devices (0 on a machine without a GPU).
///
/// # Safety
/// `h` as for every handle; `out` valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuda_mem_get_device_count(
    h: *const cuda_mem_handle,
    out: *mut i32,
) -> cuda_mem_status {
    guarded(|| {
        // SAFETY: the caller's contract.
        match unsafe { live(h) } {
            // SAFETY: the caller's contract.
            Ok(cuda) => unsafe { put(out, cuda.devices().len() as i32) },
            Err(s) => s,
        }
    })
}

/// One device's name and capabilities.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct cuda_mem_device_caps {
    /// The ordinal.
    pub ordinal: i32,
    /// `cuDeviceGetName`, NUL-terminated (cut to 255 bytes).
    pub name: [c_char; 256],
    /// Compute capability.
    pub cc_major: i32,
    /// Compute capability.
    pub cc_minor: i32,
    /// Bytes of device memory.
    pub total_memory: u64,
    /// Stream-ordered allocation (memory pools).
    pub memory_pools: bool,
    /// Virtual memory management.
    pub vmm: bool,
    /// One address space for host and devices.
    pub unified_addressing: bool,
    /// GPUDirect RDMA on VMM memory.
    pub gpu_direct_rdma_with_vmm: bool,
    /// VMM memory exportable as a POSIX file descriptor.
    pub posix_fd_handles: bool,
    /// The device reads pageable host memory directly.
    pub pageable_memory_access: bool,
    /// `cuMemAllocManaged` works.
    pub managed_memory: bool,
    /// `cuMemHostRegister` works.
    pub host_register: bool,
    /// The host NUMA node nearest the device, or -1 when not known.
    pub host_numa_id: i32,
    /// Handle types pools can export (`CUmemAllocationHandleType` bits).
    pub mempool_handle_types: u32,
}

/// Device `ordinal`'s name and capabilities.
///
/// # Safety
/// `h` as for every handle; `out` valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuda_mem_get_device_caps(
    h: *const cuda_mem_handle,
    ordinal: i32,
    out: *mut cuda_mem_device_caps,
) -> cuda_mem_status {
    guarded(|| {
        // SAFETY: the caller's contract.
        let cuda = match unsafe { live(h) } {
            Ok(c) => c,
            Err(s) => return s,
        };
        let d = match cuda.device(ordinal) {
            Ok(d) => d,
            Err(e) => return status_of(&e),
        };
        let c = &d.caps;
        let mut name = [0 as c_char; 256];
        for (to, &b) in name.iter_mut().zip(d.name.as_bytes().iter().take(255)) {
            *to = b as c_char;
        }
        let caps = cuda_mem_device_caps {
            ordinal,
            name,
            cc_major: c.compute_capability.0,
            cc_minor: c.compute_capability.1,
            total_memory: c.total_memory as u64,
            memory_pools: c.memory_pools,
            vmm: c.vmm,
            unified_addressing: c.unified_addressing,
            gpu_direct_rdma_with_vmm: c.gpu_direct_rdma_with_vmm,
            posix_fd_handles: c.posix_fd_handles,
            pageable_memory_access: c.pageable_memory_access,
            managed_memory: c.managed_memory,
            host_register: c.host_register,
            host_numa_id: c.host_numa_id.unwrap_or(-1),
            mempool_handle_types: c.mempool_handle_types.0,
        };
        // SAFETY: the caller's contract.
        unsafe { put(out, caps) }
    })
}
