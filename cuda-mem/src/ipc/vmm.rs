//! VMM memory shared with another process: its physical allocation as a
//! POSIX file descriptor, mapped again by the importer.

use super::{exported_fd, with_fd};
use crate::caps::HandleTypes;
use crate::error::Result;
use crate::handle::Cuda;
use crate::memory::nonzero;
use crate::memory::vmm::VmmAllocation;
use cuda_mem_sys::out;
use std::os::fd::{BorrowedFd, OwnedFd};

impl VmmAllocation {
    /// A file descriptor another process maps this memory with
    /// ([`VmmAllocation::import_fd`]); the allocation must have been made
    /// with [`HandleTypes::POSIX_FD`] ([`Error::NotExportable`] otherwise).
    ///
    /// [`Error::NotExportable`]: crate::error::Error::NotExportable
    pub fn export_fd(&self) -> Result<OwnedFd> {
        let (handle, types) = self.physical();
        types.require_posix_fd()?;
        let d = self.cuda().shared.driver()?;
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
        let handle = with_fd(fd, |os| {
            // SAFETY: a valid out-pointer; the descriptor is borrowed for
            // the call and passed by value, as the driver takes it.
            Ok(out(|h| unsafe {
                d.cuMemImportFromShareableHandle(h, os, HandleTypes::POSIX_FD.raw())
            })?)
        })?;
        VmmAllocation::map_imported(cuda, handle, len)
    }
}
