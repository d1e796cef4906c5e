//! Virtual memory management: create, reserve, map and grant access as one
//! value.

use super::{device_location, nonzero, Access, MemLocation};
use crate::caps::HandleTypes;
use crate::error::{Error, Result};
use crate::handle::Cuda;
use crate::memory::owned::Owned;
use cuda_mem_sys::{out, CUdeviceptr, CUmemGenericAllocationHandle};

/// What has been made so far; dropping it undoes exactly that, in reverse
/// order (unmap, free the range, release the memory). A failure half-way
/// through [`VmmAllocation::new`] drops it, so nothing leaks.
struct Parts {
    cuda: Cuda,
    size: usize,
    handle: Option<CUmemGenericAllocationHandle>,
    reserved: Option<CUdeviceptr>,
    mapped: bool,
}

impl Drop for Parts {
    fn drop(&mut self) {
        let Ok(d) = self.cuda.shared.driver() else {
            return;
        };
        if let (true, Some(ptr)) = (self.mapped, self.reserved) {
            // SAFETY: `ptr..ptr+size` was mapped by this value.
            if let Err(e) = unsafe { d.cuMemUnmap(ptr, self.size) } {
                log::warn!("unmapping VMM memory: {e}");
            }
        }
        if let Some(ptr) = self.reserved {
            // SAFETY: reserved by this value with this size.
            if let Err(e) = unsafe { d.cuMemAddressFree(ptr, self.size) } {
                log::warn!("freeing a VMM address range: {e}");
            }
        }
        if let Some(h) = self.handle {
            // SAFETY: created by this value, released once.
            if let Err(e) = unsafe { d.cuMemRelease(h) } {
                log::warn!("releasing VMM memory: {e}");
            }
        }
    }
}

// Shared with another process (`export_fd`, `import_fd`): `ipc/vmm.rs`.
/// VMM memory: physical memory (`cuMemCreate`) mapped into a reserved range
/// with read-write access for its device (or, for a host NUMA location, for
/// every device that supports VMM). Keeps the driver handle alive; needs no
/// context.
pub struct VmmAllocation {
    owned: Owned,
    parts: Parts,
    ptr: CUdeviceptr,
    location: MemLocation,
    handle_types: HandleTypes,
}

impl std::fmt::Debug for VmmAllocation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("VmmAllocation")
            .field("address", &format_args!("{:#x}", self.ptr))
            .field("size", &self.parts.size)
            .field("location", &self.location)
            .finish()
    }
}

/// The devices granted access: the memory's device, or every VMM-capable
/// device for host NUMA memory.
fn access_devices(cuda: &Cuda, location: MemLocation) -> Result<Vec<i32>> {
    match location {
        MemLocation::Device(d) => {
            if !cuda.device(d)?.caps.vmm {
                return Err(no_vmm(d));
            }
            Ok(vec![d])
        }
        MemLocation::HostNuma(_) | MemLocation::Host => {
            let devs: Vec<i32> = cuda
                .devices()
                .iter()
                .filter(|d| d.caps.vmm)
                .map(|d| d.ordinal)
                .collect();
            if devs.is_empty() {
                return Err(no_vmm(-1));
            }
            Ok(devs)
        }
    }
}

/// The minimum granularity for these properties.
fn granularity(cuda: &Cuda, prop: &cuda_mem_sys::CUmemAllocationProp) -> Result<usize> {
    let d = cuda.shared.driver()?;
    let opt = cuda_mem_sys::CUmemAllocationGranularity_flags::CU_MEM_ALLOC_GRANULARITY_MINIMUM;
    // SAFETY: a valid out-pointer and properties.
    Ok(out(|g| unsafe { d.cuMemGetAllocationGranularity(g, prop, opt) })?.max(1))
}

fn no_vmm(device: i32) -> Error {
    Error::Unsupported {
        capability: "VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED",
        device,
    }
}

impl Drop for VmmAllocation {
    fn drop(&mut self) {
        // Before `parts` unmaps the range.
        self.owned.retire();
    }
}

impl VmmAllocation {
    /// At least `len` bytes at `location`, rounded up to the allocation
    /// granularity.
    pub fn new(cuda: &Cuda, len: usize, location: MemLocation) -> Result<Self> {
        Self::with_handle_types(cuda, len, location, HandleTypes::empty())
    }

    /// As [`VmmAllocation::new`], exportable as `handle_types`.
    pub fn with_handle_types(
        cuda: &Cuda,
        len: usize,
        location: MemLocation,
        handle_types: HandleTypes,
    ) -> Result<Self> {
        nonzero(len)?;
        let access_devices = access_devices(cuda, location)?;
        if handle_types.contains(HandleTypes::POSIX_FD)
            && !access_devices
                .iter()
                .all(|&d| cuda.devices()[d as usize].caps.posix_fd_handles)
        {
            return Err(Error::Unsupported {
                capability: "HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED",
                device: access_devices[0],
            });
        }
        let prop = cuda_mem_sys::CUmemAllocationProp {
            type_: cuda_mem_sys::CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED,
            requestedHandleTypes: handle_types.raw(),
            location: location.raw(),
            ..Default::default()
        };
        let d = cuda.shared.driver()?;
        let gran = granularity(cuda, &prop)?;
        let size = len
            .checked_next_multiple_of(gran)
            .ok_or_else(|| Error::InvalidArgument(format!("length {len} too large")))?;
        let mut parts = Parts {
            cuda: cuda.clone(),
            size,
            handle: None,
            reserved: None,
            mapped: false,
        };
        // SAFETY: a valid out-pointer and properties; size is a granularity
        // multiple.
        parts.handle = Some(out(|h| unsafe { d.cuMemCreate(h, size, &prop, 0) })?);
        Self::map(parts, gran, location, handle_types, &access_devices)
    }

    /// Reserves a range for `parts`' handle, maps it and grants the devices
    /// read-write access.
    fn map(
        mut parts: Parts,
        gran: usize,
        location: MemLocation,
        handle_types: HandleTypes,
        access_devices: &[i32],
    ) -> Result<Self> {
        let cuda = parts.cuda.clone();
        let d = cuda.shared.driver()?;
        let size = parts.size;
        // SAFETY: a valid out-pointer.
        let ptr = out(|p| unsafe { d.cuMemAddressReserve(p, size, gran, 0, 0) })?;
        parts.reserved = Some(ptr);
        // SAFETY: the range is reserved and the handle holds `size` bytes.
        unsafe { d.cuMemMap(ptr, size, 0, parts.handle.unwrap_or_default(), 0) }?;
        parts.mapped = true;
        let descs: Vec<_> = access_devices
            .iter()
            .map(|&dev| cuda_mem_sys::CUmemAccessDesc {
                location: device_location(dev),
                flags: Access::ReadWrite.raw(),
            })
            .collect();
        // SAFETY: the range is mapped; `descs.len()` descriptors.
        unsafe { d.cuMemSetAccess(ptr, size, descs.as_ptr(), descs.len()) }?;
        Ok(VmmAllocation {
            owned: Owned::new(&cuda, ptr, size),
            parts,
            ptr,
            location,
            handle_types,
        })
    }

    /// Maps `len` bytes of the physical allocation `handle`, imported from
    /// another process (`ipc/vmm.rs`), with read-write access for the
    /// device it lives on (every VMM-capable device for host NUMA memory).
    /// The handle is released on drop, and when mapping fails.
    pub(crate) fn map_imported(
        cuda: &Cuda,
        handle: CUmemGenericAllocationHandle,
        len: usize,
    ) -> Result<Self> {
        let parts = Parts {
            cuda: cuda.clone(),
            size: len,
            handle: Some(handle),
            reserved: None,
            mapped: false,
        };
        let d = cuda.shared.driver()?;
        // SAFETY: a valid out-pointer; the handle is alive.
        let prop = out(|p| unsafe { d.cuMemGetAllocationPropertiesFromHandle(p, handle) })?;
        use cuda_mem_sys::CUmemLocationType as T;
        let location = match prop.location.type_ {
            T::CU_MEM_LOCATION_TYPE_DEVICE => MemLocation::Device(prop.location.id),
            T::CU_MEM_LOCATION_TYPE_HOST => MemLocation::Host,
            _ => MemLocation::HostNuma(prop.location.id),
        };
        let access_devices = access_devices(cuda, location)?;
        let gran = granularity(cuda, &prop)?;
        if len % gran != 0 {
            return Err(Error::InvalidArgument(format!(
                "length {len} is not a multiple of the granularity {gran}"
            )));
        }
        Self::map(
            parts,
            gran,
            location,
            HandleTypes::POSIX_FD,
            &access_devices,
        )
    }

    /// The physical allocation, for its export (`ipc/vmm.rs`), and the
    /// handle types it was made with.
    pub(crate) fn physical(&self) -> (CUmemGenericAllocationHandle, HandleTypes) {
        (self.parts.handle.unwrap_or_default(), self.handle_types)
    }

    /// The driver handle the memory was made or imported through.
    pub(crate) fn cuda(&self) -> &Cuda {
        &self.parts.cuda
    }

    /// Grants `device` access to the whole mapping.
    pub fn set_access(&self, device: i32, access: Access) -> Result<()> {
        let cuda = &self.parts.cuda;
        let desc = access.for_device(cuda, device)?;
        let d = cuda.shared.driver()?;
        // SAFETY: the range is mapped; one descriptor.
        Ok(unsafe { d.cuMemSetAccess(self.ptr, self.parts.size, &desc, 1) }?)
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
    pub fn location(&self) -> MemLocation {
        self.location
    }
}

crate::memory::view::memory!(VmmAllocation => device_ptr);
