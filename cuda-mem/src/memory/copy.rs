//! Copies and sets in a stream's order, and views checked against the
//! driver ([`Cuda::bytes_at`]).

use super::event::Event;
use super::stream::Stream;
use super::view::{check_range, Bytes, BytesMut};
use crate::error::{Error, Result};
use crate::handle::Cuda;

/// Refuses a view of `len` bytes at `address` that leaves the allocation
/// the driver names for it ([`Cuda::bytes_at`]).
pub(crate) fn check_extent(cuda: &Cuda, address: u64, len: usize) -> Result<()> {
    let d = crate::classify::detail::detailed(cuda, address)?;
    if let Some((base, size)) = d.range {
        // An address below the base the driver names is outside too.
        let offset = address
            .checked_sub(base)
            .and_then(|o| usize::try_from(o).ok())
            .unwrap_or(usize::MAX);
        check_range(size, offset..offset.saturating_add(len))?;
    }
    Ok(())
}

/// Both sides of a copy must be the same length.
fn same_length(dst: usize, src: usize) -> Result<usize> {
    if dst != src {
        return Err(Error::LengthMismatch { dst, src });
    }
    Ok(dst)
}

impl Stream {
    /// Copies `src` into `dst` (any kinds: host or device, owned or not)
    /// in this stream's order, and waits for it. The lengths must be equal
    /// ([`Error::LengthMismatch`]).
    pub fn copy<'d, 's>(
        &self,
        dst: impl Into<BytesMut<'d>>,
        src: impl Into<Bytes<'s>>,
    ) -> Result<()> {
        let (dst, src) = (dst.into(), src.into());
        // SAFETY: the views are borrowed until this call returns, and it
        // returns after the stream has done the copy.
        unsafe { self.copy_async(dst, src) }?;
        self.synchronize()
    }

    /// Sets every byte of `dst` to `value` in this stream's order, and waits
    /// for it. `dst` must be memory the device can write: device-side,
    /// pinned, registered or managed memory; pageable host memory only on a
    /// device with `PAGEABLE_MEMORY_ACCESS` (copies take any memory).
    pub fn set<'d>(&self, dst: impl Into<BytesMut<'d>>, value: u8) -> Result<()> {
        // SAFETY: as in `copy`.
        unsafe { self.set_async(dst.into(), value) }?;
        self.synchronize()
    }

    /// Queues a copy of `src` into `dst` on this stream and returns.
    ///
    /// # Safety
    /// Both memories must stay allocated, and `dst` must not be read or
    /// written (nor `src` written) by anyone else, until the stream has
    /// done the copy (after [`Stream::synchronize`], or an [`Event`]
    /// recorded after it completes): the views' borrows end when this call
    /// returns, the copy may not have.
    pub unsafe fn copy_async(&self, dst: BytesMut<'_>, src: Bytes<'_>) -> Result<()> {
        let n = same_length(dst.len, src.len)?;
        if n == 0 {
            return Ok(());
        }
        let raw = self.as_raw();
        self.context().with_current(|d| {
            // SAFETY: `n` bytes at each address (their views say so), kept
            // valid until the copy is done by the caller's contract.
            Ok(unsafe { d.cuMemcpyAsync(dst.address, src.address, n, raw) }?)
        })
    }

    /// Queues setting every byte of `dst` to `value` on this stream.
    ///
    /// # Safety
    /// As [`Stream::copy_async`], for `dst`.
    pub unsafe fn set_async(&self, dst: BytesMut<'_>, value: u8) -> Result<()> {
        if dst.len == 0 {
            return Ok(());
        }
        let raw = self.as_raw();
        self.context().with_current(|d| {
            // SAFETY: as in `copy_async`.
            Ok(unsafe { d.cuMemsetD8Async(dst.address, value, dst.len, raw) }?)
        })
    }

    /// Makes this stream's later work wait for `event`.
    pub fn wait_event(&self, event: &Event) -> Result<()> {
        let d = self.context().cuda().shared.driver()?;
        // SAFETY: both are alive (borrowed).
        Ok(unsafe { d.cuStreamWaitEvent(self.as_raw(), event.raw, 0) }?)
    }
}
