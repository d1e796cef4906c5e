//! VMM memory shared with another process: its physical allocation as a
//! POSIX file descriptor, mapped again by the importer.

use super::{exported_fd, with_fd};
use crate::caps::HandleTypes;
use crate::error::{Error, Result};
use crate::handle::Cuda;
use crate::memory::vmm::{access_devices, granularity, Parts, VmmAllocation};
use crate::memory::{nonzero, MemLocation};
use cuda_mem_sys::out;
use std::os::fd::{BorrowedFd, OwnedFd};

impl VmmAllocation {
    /// A file descriptor another process maps this memory with
    /// ([`VmmAllocation::import_fd`]); the allocation must have been made
    /// with [`HandleTypes::POSIX_FD`] ([`Error::NotExportable`] otherwise).
    pub fn export_fd(&self) -> Result<OwnedFd> {
        self.handle_types.require_posix_fd()?;
        let d = self.parts.cuda.shared.driver()?;
        let handle = self.parts.handle.unwrap_or_default();
        exported_fd(|fd| {
            // SAFETY: an int-sized output for this handle type; the handle
            // is alive.
            unsafe { d.cuMemExportToShareableHandle(fd, handle, HandleTypes::POSIX_FD.raw(), 0) }
        })
    }

    /// Maps the `len` bytes of VMM memory another process exported as `fd`
    /// (which the caller keeps; descriptor 0 too, passed to the driver as a
    /// duplicate since it would read 0 as a null handle), with read-write access for the device it
    /// lives on (every VMM-capable device for host NUMA memory). Unmapped
    /// and released on drop.
    pub fn import_fd(cuda: &Cuda, fd: BorrowedFd<'_>, len: usize) -> Result<Self> {
        nonzero(len)?;
        let d = cuda.shared.driver()?;
        let mut parts = Parts {
            cuda: cuda.clone(),
            size: len,
            handle: None,
            reserved: None,
            mapped: false,
        };
        parts.handle = Some(with_fd(fd, |os| {
            // SAFETY: a valid out-pointer; the descriptor is borrowed for
            // the call and passed by value, as the driver takes it.
            Ok(out(|h| unsafe {
                d.cuMemImportFromShareableHandle(h, os, HandleTypes::POSIX_FD.raw())
            })?)
        })?);
        // SAFETY: a valid out-pointer; the handle is alive.
        let prop = out(|p| unsafe {
            d.cuMemGetAllocationPropertiesFromHandle(p, parts.handle.unwrap_or_default())
        })?;
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
}
