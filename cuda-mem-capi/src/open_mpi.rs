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
/// [`CUDA_MEM_OMPI_FLAGS_UNIFIED_MEMORY`] for managed memory (a managed
/// pool's included).
///
/// Host memory is pageable, pinned and registered memory, and VMM or pool
/// memory on the host or a host NUMA node that no device may read and
/// write. Device memory is `cuMemAlloc`, managed, pool and device VMM
/// memory, and host-located VMM or pool memory that a device may read and
/// write (`cuMemGetAccess`, `cuMemPoolGetAccess`, asked only for such
/// memory): that one answers 1 with the first such device, as Open MPI's
/// `check_vmm` and `check_mpool` do, so that Open MPI copies it with that
/// device's engines rather than reading it with the CPU. For device memory the calling thread gets a
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
        if c.permits & CUDA_MEM_PERMITS_MANAGED != 0 {
            // Set before the host check, as Open MPI does.
            // SAFETY: as above.
            unsafe { flags.write(CUDA_MEM_OMPI_FLAGS_UNIFIED_MEMORY) };
        }
        let device = match (c.kind, c.location) {
            (CUDA_MEM_KIND_PAGEABLE | CUDA_MEM_KIND_PINNED_HOST, _) => return 0,
            // Open MPI's `check_vmm` and `check_mpool`: host-located VMM
            // and pool memory is device memory of the first device granted
            // read-write access to it, else host memory.
            (_, CUDA_MEM_LOCATION_HOST | CUDA_MEM_LOCATION_HOST_NUMA) => {
                match first_granted_device(cuda, addr) {
                    Ok(Some(d)) => d,
                    Ok(None) => return 0,
                    Err(e) => return status_of(&e),
                }
            }
            _ => c.device,
        };
        if let Err(e) = cuda.ensure_context(&info) {
            return status_of(&e);
        }
        // SAFETY: as above.
        unsafe { dev_id.write(device) };
        1
    })
}

/// The first device granted read-write access to the host-located memory
/// at `addr`, as Open MPI asks (`cuMemGetAccess`, `cuMemPoolGetAccess`):
/// the detailed query's answer.
fn first_granted_device(
    cuda: &cuda_mem_rs::Cuda,
    addr: *const c_void,
) -> Result<Option<i32>, cuda_mem_rs::Error> {
    let granted = cuda.classify_detailed(addr)?.granted_devices;
    Ok((granted != 0).then(|| granted.trailing_zeros() as i32))
}
