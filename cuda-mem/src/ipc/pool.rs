//! A pool and its allocations shared with another process: the pool as a
//! POSIX file descriptor, each allocation as the driver's export data in a
//! checked message ([`PoolExport`]).

use super::{check_mapped, exported_fd, with_fd};
use crate::caps::HandleTypes;
use crate::error::Result;
use crate::handle::Cuda;
use crate::memory::owned::Owned;
use crate::memory::pool::{Inner, MemPool, PoolBuffer};
use crate::memory::stream::Stream;
use crate::memory::{nonzero, MemLocation};
use cuda_mem_sys::out;
use std::os::fd::{BorrowedFd, OwnedFd};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

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
        self.inner.handle_types.require_posix_fd()?;
        let (d, raw) = (self.inner.cuda.shared.driver()?, self.inner.raw);
        let fd = exported_fd(|fd| {
            // SAFETY: an int-sized output for this handle type; the pool is
            // alive.
            unsafe { d.cuMemPoolExportToShareableHandle(fd, raw, HandleTypes::POSIX_FD.raw(), 0) }
        })?;
        self.inner.exported.store(true, Ordering::Release);
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
        Ok(MemPool {
            inner: Arc::new(Inner {
                cuda: cuda.clone(),
                raw,
                location,
                handle_types: HandleTypes::POSIX_FD,
                owned: true,
                exported: AtomicBool::new(false),
            }),
        })
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
        let d = self.inner.cuda.shared.driver()?;
        let mut data = cuda_mem_sys::CUmemPoolPtrExportData {
            reserved: export.raw,
        };
        // SAFETY: a valid out-pointer and export data; the pool is alive.
        let ptr = out(|p| unsafe { d.cuMemPoolImportPointer(p, self.inner.raw, &mut data) })?;
        if let Err(e) = check_mapped(&self.inner.cuda, ptr, export.len) {
            // SAFETY: imported just now and not yet shared with anything.
            if let Err(f) = unsafe { d.cuMemFreeAsync(ptr, stream.as_raw()) } {
                log::warn!("freeing a refused pool import: {f}");
            }
            return Err(e);
        }
        Ok(PoolBuffer {
            owned: Owned::new(&self.inner.cuda, ptr, export.len),
            pool: self.clone(),
            stream: stream.clone(),
            ptr,
            len: export.len,
        })
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
        self.pool.inner.handle_types.require_posix_fd()?;
        if !self.pool.inner.exported.load(Ordering::Acquire) {
            drop(self.pool.export_fd()?);
        }
        let d = self.pool.inner.cuda.shared.driver()?;
        // SAFETY: a valid out-pointer; the allocation is alive.
        let data = out(|e| unsafe { d.cuMemPoolExportPointer(e, self.ptr) })?;
        Ok(PoolExport {
            raw: data.reserved,
            len: self.len,
        })
    }
}
