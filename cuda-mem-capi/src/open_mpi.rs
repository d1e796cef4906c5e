//! Open MPI's `check_addr` contract, as one call.

use crate::classify::*;
use crate::handle::{cuda_mem_handle, live};
use crate::status::*;
use std::ffi::c_void;

/// Open MPI's `MCA_ACCELERATOR_FLAGS_UNIFIED_MEMORY`: set in `*flags` for
/// managed memory.
pub const CUDA_MEM_OMPI_FLAGS_UNIFIED_MEMORY: u64 = 1;

/// Open MPI's `accelerator_cuda_check_addr(addr, dev_id, flags)` as one
/// call: 0 for host memory, 1 for device memory, negative (a
/// [`cuda_mem_status`]) on error. `*dev_id` is -1
/// (`MCA_ACCELERATOR_NO_DEVICE_ID`) unless the answer is 1, when it is the
/// device; Open MPI writes -1 first thing too. `*flags` is 0, or
/// [`CUDA_MEM_OMPI_FLAGS_UNIFIED_MEMORY`] for managed memory.
///
/// Host memory is pageable, pinned and registered memory, and VMM memory
/// on a host NUMA node that no device may read and write. Device memory is
/// `cuMemAlloc`, managed, pool and device VMM memory, and host-NUMA VMM
/// memory that a device may read and write (`cuMemGetAccess`): that one
/// answers 1 with the first such device, as Open MPI's `check_vmm` does,
/// so that Open MPI copies it with that device's engines rather than
/// reading it with the CPU. For device memory the calling thread gets a
/// usable context when it has none, as Open MPI's does. A null `addr`,
/// `dev_id` or `flags` is an error (Open MPI answers
/// `OPAL_ERR_BAD_PARAM`).
///
/// # Safety
/// `h` as for every handle; `dev_id` and `flags` valid for writes. `addr`
/// is only an address: it is never read through.
#[no_mangle]
pub unsafe extern "C" fn cuda_mem_ompi_check_addr(
    h: *const cuda_mem_handle,
    addr: *const c_void,
    dev_id: *mut i32,
    flags: *mut u64,
) -> i32 {
    guarded(|| {
        // SAFETY: the caller's contract.
        let cuda = match unsafe { live(h) } {
            Ok(c) => c,
            Err(s) => return s,
        };
        if dev_id.is_null() || flags.is_null() {
            return fail(CUDA_MEM_ERROR_NULL_ARGUMENT, "null dev_id or flags");
        }
        // SAFETY: non-null, valid for writes by the caller's contract.
        unsafe {
            dev_id.write(-1);
            flags.write(0);
        }
        let info = match cuda.classify(addr) {
            Ok(i) => i,
            Err(e) => return status_of(&e),
        };
        let c = info_of(&info);
        let device = match (c.kind, c.location) {
            (CUDA_MEM_KIND_PAGEABLE | CUDA_MEM_KIND_PINNED_HOST, _) => return 0,
            // Open MPI's `check_vmm`: host-NUMA VMM memory is device memory
            // of a device granted read-write access to it.
            (CUDA_MEM_KIND_VMM, CUDA_MEM_LOCATION_HOST_NUMA) => {
                match device_with_access(cuda, c.address) {
                    Some(d) => d,
                    None => return 0,
                }
            }
            _ => c.device,
        };
        if c.kind == CUDA_MEM_KIND_MANAGED {
            // SAFETY: as above.
            unsafe { flags.write(CUDA_MEM_OMPI_FLAGS_UNIFIED_MEMORY) };
        }
        if let Err(e) = cuda.ensure_context(&info) {
            return status_of(&e);
        }
        // SAFETY: as above.
        unsafe { dev_id.write(device) };
        1
    })
}

/// The first device granted read-write access to the VMM memory at
/// `address` (`cuMemGetAccess`), as Open MPI asks.
fn device_with_access(cuda: &cuda_mem_rs::Cuda, address: u64) -> Option<i32> {
    use cuda_mem_rs::cuda_mem_sys::{CUmemAccess_flags, CUmemLocation, CUmemLocationType};
    (0..cuda.devices().len() as i32).find(|&id| {
        let location = CUmemLocation {
            type_: CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
            id,
        };
        let mut flags = 0u64;
        // SAFETY: a valid out-pointer and location; the address is only
        // looked up.
        let r = unsafe { cuda.driver().cuMemGetAccess(&mut flags, &location, address) };
        r.is_ok() && flags == u64::from(CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READWRITE.0)
    })
}
