//! A pool and its allocations shared with another process: the pool as a
//! POSIX file descriptor, each allocation as the driver's export data in a
//! checked message ([`PoolExport`]).

use super::{check_mapped, exported_fd, with_fd};
use crate::caps::HandleTypes;
use crate::error::Result;
use crate::handle::Cuda;
use crate::memory::pool::{MemPool, PoolBuffer};
use crate::memory::stream::Stream;
use crate::memory::{nonzero, MemLocation};
use cuda_mem_sys::out;
use std::os::fd::{BorrowedFd, OwnedFd};

super::wire::exported!(
    /// What names one pool allocation for another process: the driver's
    /// export data and the length. [`PoolExport::to_bytes`] and
    /// [`PoolExport::from_bytes`] carry it over any channel.
    PoolExport,
    super::wire::Kind::PoolPointer
);

impl MemPool {
    /// A file descriptor another process imports the pool with
    /// ([`MemPool::import_fd`]); the pool must have been made with
    /// [`HandleTypes::POSIX_FD`] ([`Error::NotExportable`](crate::error::Error::NotExportable) otherwise).
    pub fn export_fd(&self) -> Result<OwnedFd> {
        self.handle_types().require_posix_fd()?;
        let (d, raw) = (self.cuda().shared.driver()?, self.as_raw());
        let fd = exported_fd(|fd| {
            // SAFETY: an int-sized output for this handle type; the pool is
            // alive.
            unsafe { d.cuMemPoolExportToShareableHandle(fd, raw, HandleTypes::POSIX_FD.raw(), 0) }
        })?;
        self.mark_exported();
        Ok(fd)
    }

    /// The pool another process exported as `fd` (which the caller keeps;
    /// descriptor 0 too, which the driver would read as a null handle, so it
    /// is passed as a duplicate), placed at `location` (as the exporter
    /// says). Destroyed with its last
    /// clone; its pointers are imported with [`MemPool::import_pointer`].
    pub fn import_fd(cuda: &Cuda, fd: BorrowedFd<'_>, location: MemLocation) -> Result<MemPool> {
        let d = cuda.shared.driver()?;
        let raw = with_fd(fd, |handle| {
            // SAFETY: a valid out-pointer; the descriptor is borrowed for
            // the call and passed by value, as the driver takes it.
            Ok(out(|p| unsafe {
                d.cuMemPoolImportFromShareableHandle(p, handle, HandleTypes::POSIX_FD.raw(), 0)
            })?)
        })?;
        Ok(MemPool::imported(cuda, raw, location))
    }

    /// Maps an allocation another process exported ([`PoolBuffer::export`])
    /// from this imported pool. The buffer is freed in `stream`'s order on
    /// drop, which must happen before the exporter frees it.
    ///
    /// The length the export claims must be the driver's: the mapping must
    /// start at the address the driver returns and be exactly that long
    /// (one detailed query), or it is freed again and the export refused
    /// with [`Error::InvalidMessage`](crate::error::Error::InvalidMessage).
    pub fn import_pointer(&self, export: &PoolExport, stream: &Stream) -> Result<PoolBuffer> {
        nonzero(export.len)?;
        let d = self.cuda().shared.driver()?;
        let mut data = cuda_mem_sys::CUmemPoolPtrExportData {
            reserved: export.raw,
        };
        // SAFETY: a valid out-pointer and export data; the pool is alive.
        let ptr = out(|p| unsafe { d.cuMemPoolImportPointer(p, self.as_raw(), &mut data) })?;
        if let Err(e) = check_mapped(self.cuda(), ptr, export.len) {
            // SAFETY: imported just now and not yet shared with anything.
            if let Err(f) = unsafe { d.cuMemFreeAsync(ptr, stream.as_raw()) } {
                log::warn!("freeing a refused pool import: {f}");
            }
            return Err(e);
        }
        Ok(PoolBuffer::new(self, stream, ptr, export.len))
    }
}

impl PoolBuffer {
    /// What another process needs to map this allocation from the pool it
    /// imported ([`MemPool::import_pointer`]); the pool must have been made
    /// with [`HandleTypes::POSIX_FD`] ([`Error::NotExportable`](crate::error::Error::NotExportable) otherwise).
    ///
    /// The driver exports a pool's pointers only once the pool itself has
    /// been exported (`cuMemPoolExportPointer` answers INVALID_VALUE before
    /// that); if [`MemPool::export_fd`] has not been called yet, this
    /// exports the pool once and closes the descriptor, so the order of
    /// the two calls does not matter.
    pub fn export(&self) -> Result<PoolExport> {
        self.pool().handle_types().require_posix_fd()?;
        if !self.pool().was_exported() {
            drop(self.pool().export_fd()?);
        }
        let d = self.pool().cuda().shared.driver()?;
        // SAFETY: a valid out-pointer; the allocation is alive.
        let data = out(|e| unsafe { d.cuMemPoolExportPointer(e, self.device_ptr()) })?;
        Ok(PoolExport {
            raw: data.reserved,
            len: self.len(),
        })
    }
}
