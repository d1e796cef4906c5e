//! Virtual memory management: create, reserve, map and grant access as one
//! value.

use super::{device_location, Access, HandleTypes};
use crate::classify::Location;
use crate::error::{Error, Result};
use crate::Cuda;
use cuda_sys::{CUdeviceptr, CUmemGenericAllocationHandle};

/// What has been made so far; dropping it undoes exactly that, in reverse
/// order (unmap, free the range, release the memory). A failure half-way
/// through [`VmmAllocation::new`] drops it, so nothing leaks.
struct Parts<'a> {
    cuda: &'a Cuda,
    size: usize,
    handle: Option<CUmemGenericAllocationHandle>,
    reserved: Option<CUdeviceptr>,
    mapped: bool,
}

impl Drop for Parts<'_> {
    fn drop(&mut self) {
        let shared = &self.cuda.shared;
        let d = &shared.driver;
        if let (true, Some(ptr)) = (self.mapped, self.reserved) {
            // SAFETY: `ptr..ptr+size` was mapped by this value.
            if let Err(e) = shared.check("cuMemUnmap", unsafe { d.cuMemUnmap(ptr, self.size) }) {
                log::warn!("unmapping VMM memory: {e}");
            }
        }
        if let Some(ptr) = self.reserved {
            // SAFETY: reserved by this value with this size.
            if let Err(e) = shared.check("cuMemAddressFree", unsafe {
                d.cuMemAddressFree(ptr, self.size)
            }) {
                log::warn!("freeing a VMM address range: {e}");
            }
        }
        if let Some(h) = self.handle {
            // SAFETY: created by this value, released once.
            if let Err(e) = shared.check("cuMemRelease", unsafe { d.cuMemRelease(h) }) {
                log::warn!("releasing VMM memory: {e}");
            }
        }
    }
}

/// VMM memory: physical memory (`cuMemCreate`) mapped into a reserved range
/// with read-write access for its device (or, for a host NUMA location, for
/// every device that supports VMM).
pub struct VmmAllocation<'a> {
    parts: Parts<'a>,
    ptr: CUdeviceptr,
    location: Location,
}

// SAFETY: addresses and a handle, all usable from any thread.
unsafe impl Send for VmmAllocation<'_> {}
// SAFETY: `&self` methods are thread-safe driver calls or reads.
unsafe impl Sync for VmmAllocation<'_> {}

impl std::fmt::Debug for VmmAllocation<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("VmmAllocation")
            .field("address", &format_args!("{:#x}", self.ptr))
            .field("size", &self.parts.size)
            .field("location", &self.location)
            .finish()
    }
}

impl<'a> VmmAllocation<'a> {
    /// At least `len` bytes at `location` (`Location::Device(d)` or
    /// `Location::HostNuma(node)`), rounded up to the allocation granularity.
    pub fn new(cuda: &'a Cuda, len: usize, location: Location) -> Result<Self> {
        Self::with_handle_types(cuda, len, location, HandleTypes::empty())
    }

    /// As [`VmmAllocation::new`], exportable as `handle_types`.
    pub fn with_handle_types(
        cuda: &'a Cuda,
        len: usize,
        location: Location,
        handle_types: HandleTypes,
    ) -> Result<Self> {
        if len == 0 {
            return Err(Error::InvalidArgument("length 0".into()));
        }
        let (loc, access_devices): (_, Vec<i32>) = match location {
            Location::Device(d) => {
                if !cuda.device(d)?.caps.vmm {
                    return Err(Error::Unsupported {
                        capability: "VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED",
                        device: d,
                    });
                }
                (device_location(d), vec![d])
            }
            Location::HostNuma(n) => {
                let devs: Vec<i32> = cuda
                    .devices()
                    .iter()
                    .filter(|d| d.caps.vmm)
                    .map(|d| d.ordinal)
                    .collect();
                if devs.is_empty() {
                    return Err(Error::Unsupported {
                        capability: "VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED",
                        device: -1,
                    });
                }
                let l = cuda_sys::CUmemLocation {
                    type_: cuda_sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST_NUMA,
                    id: n,
                };
                (l, devs)
            }
            Location::Host => {
                return Err(Error::InvalidArgument(
                    "VMM memory lives on a device or a host NUMA node".into(),
                ))
            }
        };
        let prop = cuda_sys::CUmemAllocationProp {
            type_: cuda_sys::CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED,
            requestedHandleTypes: handle_types.raw(),
            location: loc,
            ..Default::default()
        };
        let shared = &cuda.shared;
        let d = &shared.driver;
        let mut gran = 0usize;
        let opt = cuda_sys::CUmemAllocationGranularity_flags::CU_MEM_ALLOC_GRANULARITY_MINIMUM;
        // SAFETY: valid out-pointer and properties.
        shared.check("cuMemGetAllocationGranularity", unsafe {
            d.cuMemGetAllocationGranularity(&mut gran, &prop, opt)
        })?;
        let gran = gran.max(1);
        let size = len
            .checked_next_multiple_of(gran)
            .ok_or_else(|| Error::InvalidArgument(format!("length {len} too large")))?;

        let mut parts = Parts {
            cuda,
            size,
            handle: None,
            reserved: None,
            mapped: false,
        };
        let mut h = 0;
        // SAFETY: valid out-pointer and properties; size is a granularity multiple.
        shared.check("cuMemCreate", unsafe {
            d.cuMemCreate(&mut h, size, &prop, 0)
        })?;
        parts.handle = Some(h);
        let mut ptr = 0;
        // SAFETY: valid out-pointer.
        shared.check("cuMemAddressReserve", unsafe {
            d.cuMemAddressReserve(&mut ptr, size, gran, 0, 0)
        })?;
        parts.reserved = Some(ptr);
        // SAFETY: the range is reserved and the handle holds `size` bytes.
        shared.check("cuMemMap", unsafe { d.cuMemMap(ptr, size, 0, h, 0) })?;
        parts.mapped = true;
        let descs: Vec<_> = access_devices
            .iter()
            .map(|&dev| cuda_sys::CUmemAccessDesc {
                location: device_location(dev),
                flags: Access::ReadWrite.raw(),
            })
            .collect();
        // SAFETY: the range is mapped; `descs.len()` descriptors.
        shared.check("cuMemSetAccess", unsafe {
            d.cuMemSetAccess(ptr, size, descs.as_ptr(), descs.len())
        })?;
        Ok(VmmAllocation {
            parts,
            ptr,
            location,
        })
    }

    /// Grants `device` access to the whole mapping.
    pub fn set_access(&self, device: i32, access: Access) -> Result<()> {
        let cuda = self.parts.cuda;
        cuda.device(device)?;
        let desc = cuda_sys::CUmemAccessDesc {
            location: device_location(device),
            flags: access.raw(),
        };
        // SAFETY: the range is mapped; one descriptor.
        let r = unsafe {
            cuda.shared
                .driver
                .cuMemSetAccess(self.ptr, self.parts.size, &desc, 1)
        };
        cuda.shared.check("cuMemSetAccess", r)
    }

    /// The mapped address.
    pub fn device_ptr(&self) -> CUdeviceptr {
        self.ptr
    }

    /// Mapped size in bytes (the request rounded up to the granularity).
    pub fn len(&self) -> usize {
        self.parts.size
    }

    /// Always false: zero-length allocations are refused.
    pub fn is_empty(&self) -> bool {
        self.parts.size == 0
    }

    /// Where the physical memory lives.
    pub fn location(&self) -> Location {
        self.location
    }
}
