//! Sharing memory with another process, every way the driver offers, and
//! the one checked message format they travel in (`wire.rs`): legacy IPC
//! handles of `cuMemAlloc` memory (`legacy.rs`), a pool and its
//! allocations (`pool.rs`), and VMM memory (`vmm.rs`) as POSIX file
//! descriptors. `memory/` holds the RAII owners; every export and import,
//! and the checks of what a peer sends, are here.

mod legacy;
mod pool;
mod vmm;
pub(crate) mod wire;

pub use legacy::{IpcBuffer, IpcHandle};
pub use pool::PoolExport;

use crate::error::{Error, Result};
use std::ffi::{c_int, c_void};
use std::os::fd::{AsRawFd, BorrowedFd, FromRawFd, OwnedFd};

/// The POSIX descriptor an export call writes through its `int` output,
/// owned by the caller.
pub(crate) fn exported_fd(
    export: impl FnOnce(*mut c_void) -> std::result::Result<(), cuda_mem_sys::DriverError>,
) -> Result<OwnedFd> {
    let mut fd: c_int = -1;
    export((&mut fd as *mut c_int).cast())?;
    // SAFETY: the call succeeded, so the driver made this descriptor, and
    // nothing else owns it.
    Ok(unsafe { OwnedFd::from_raw_fd(fd) })
}

/// Runs `import` with `fd` as the driver takes a descriptor: a
/// pointer-sized value, in which descriptor 0 reads as a null handle (the
/// H200's driver refuses it with CUDA_ERROR_INVALID_VALUE). So descriptor 0
/// is passed as a duplicate numbered 3 or above, closed after the call;
/// every other descriptor as it is.
pub(crate) fn with_fd<T>(
    fd: BorrowedFd<'_>,
    import: impl FnOnce(*mut c_void) -> Result<T>,
) -> Result<T> {
    let duplicate;
    let raw = if fd.as_raw_fd() == 0 {
        duplicate = fd
            .try_clone_to_owned()
            .map_err(|e| Error::InvalidArgument(format!("duplicating descriptor 0: {e}")))?;
        duplicate.as_raw_fd()
    } else {
        fd.as_raw_fd()
    };
    import(raw as usize as *mut c_void)
}

/// A peer's message, once mapped: refuses a mapping of `len` bytes at
/// `ptr` that the driver does not report as exactly one allocation of
/// `len` bytes starting there.
pub(crate) fn check_mapped(cuda: &crate::handle::Cuda, ptr: u64, len: usize) -> Result<()> {
    match crate::classify::detail::detailed(cuda, ptr)?.range {
        Some((base, size)) if base == ptr && size == len => Ok(()),
        Some((base, size)) => Err(wire::refuse(format!(
            "it claims {len} bytes at {ptr:#x}; the driver maps {size} bytes at {base:#x}"
        ))),
        None => Err(wire::refuse(format!(
            "the driver reports no allocation at the mapped address {ptr:#x}"
        ))),
    }
}
