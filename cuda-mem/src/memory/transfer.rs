//! Moving bytes: views of memory with their lengths ([`Bytes`],
//! [`BytesMut`]), copies and sets on a [`Stream`], and [`Event`]s.
//!
//! A view borrows what owns the memory, so it cannot outlive it; its length
//! is checked once, here ([`check_range`]), when it is sliced and when it is
//! copied: no copy can read or write past either side.

use super::Stream;
use crate::error::{Error, Result};
use crate::primary::PrimaryContextGuard;
use crate::Cuda;
use cuda_sys::{out, CUevent};
use std::marker::PhantomData;
use std::ops::{Bound, RangeBounds};
use std::time::Duration;

/// Plain numbers, whose every byte pattern is a value: what a copy may
/// write into a typed slice.
pub trait Element: Copy + sealed::Sealed {}

mod sealed {
    pub trait Sealed {}
}

macro_rules! elements {
    ($($t:ty)*) => {$(
        impl sealed::Sealed for $t {}
        impl Element for $t {}
    )*};
}
elements!(u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize f32 f64);

/// `range` of a view of `len` bytes as (start, end), or
/// [`Error::OutOfBounds`]. Every bounds check of this module is this one.
pub(crate) fn check_range(len: usize, range: impl RangeBounds<usize>) -> Result<(usize, usize)> {
    let start = match range.start_bound() {
        Bound::Included(&s) => Some(s),
        Bound::Excluded(&s) => s.checked_add(1),
        Bound::Unbounded => Some(0),
    };
    let end = match range.end_bound() {
        Bound::Included(&e) => e.checked_add(1),
        Bound::Excluded(&e) => Some(e),
        Bound::Unbounded => Some(len),
    };
    match (start, end) {
        (Some(s), Some(e)) if s <= e && e <= len => Ok((s, e)),
        _ => Err(Error::OutOfBounds {
            start: start.unwrap_or(usize::MAX),
            end: end.unwrap_or(usize::MAX),
            len,
        }),
    }
}

/// Bytes the driver can read: a borrowed view of host or device memory,
/// with its length.
#[derive(Debug, Clone, Copy)]
pub struct Bytes<'a> {
    address: u64,
    len: usize,
    _memory: PhantomData<&'a [u8]>,
}

/// Bytes the driver can write: a uniquely borrowed view.
#[derive(Debug)]
pub struct BytesMut<'a> {
    address: u64,
    len: usize,
    _memory: PhantomData<&'a mut [u8]>,
}

// SAFETY: a view is an address and a length, like the `&[u8]` (`&mut [u8]`)
// it stands for, which is Send and Sync.
unsafe impl Send for Bytes<'_> {}
// SAFETY: as above.
unsafe impl Sync for Bytes<'_> {}
// SAFETY: as above.
unsafe impl Send for BytesMut<'_> {}
// SAFETY: as above.
unsafe impl Sync for BytesMut<'_> {}

/// What both views answer about themselves.
macro_rules! view {
    ($t:ident) => {
        impl $t<'_> {
            /// The first byte's address.
            pub fn address(&self) -> u64 {
                self.address
            }

            /// Length in bytes.
            pub fn len(&self) -> usize {
                self.len
            }

            /// Whether it has no bytes.
            pub fn is_empty(&self) -> bool {
                self.len == 0
            }

            /// Length in elements of `T` (whole ones).
            pub fn len_in<T>(&self) -> usize {
                self.len / std::mem::size_of::<T>().max(1)
            }
        }
    };
}
view!(Bytes);
view!(BytesMut);

/// Whether `len` bytes at `address` stay inside the address space and
/// inside what a Rust allocation may span (`isize::MAX` bytes), or
/// [`Error::OutOfBounds`]. Every view passes it when it is made; a view's
/// parts then pass it by construction.
fn check_span(address: u64, len: usize) -> Result<()> {
    let fits = len <= isize::MAX as usize && address.checked_add(len as u64).is_some();
    if !fits {
        return Err(Error::OutOfBounds {
            start: 0,
            end: len,
            len: usize::try_from(u64::MAX - address).unwrap_or(usize::MAX),
        });
    }
    Ok(())
}

impl<'a> Bytes<'a> {
    /// A view of `len` bytes at `address`; [`Error::OutOfBounds`] if the
    /// range would wrap the address space or span more than `isize::MAX`
    /// bytes.
    ///
    /// # Safety
    /// The bytes must stay allocated, and not be written by anyone else,
    /// for `'a`. [`Cuda::bytes_at`] checks the extent against the driver.
    pub unsafe fn from_raw(address: u64, len: usize) -> Result<Bytes<'a>> {
        check_span(address, len)?;
        // SAFETY: forwarded to the caller; the span was checked.
        Ok(unsafe { Bytes::new(address, len) })
    }

    /// A view whose span is known not to wrap.
    ///
    /// # Safety
    /// As [`Bytes::from_raw`], and `address + len` must not wrap.
    pub(crate) unsafe fn new(address: u64, len: usize) -> Bytes<'a> {
        Bytes {
            address,
            len,
            _memory: PhantomData,
        }
    }

    /// The bytes of a slice of plain numbers.
    pub fn of<T: Element>(s: &'a [T]) -> Bytes<'a> {
        // SAFETY: the slice's bytes, borrowed for 'a; a slice never wraps.
        unsafe { Bytes::new(s.as_ptr() as usize as u64, std::mem::size_of_val(s)) }
    }

    /// A part of the view, by byte range; [`Error::OutOfBounds`] past it.
    pub fn slice(self, range: impl RangeBounds<usize>) -> Result<Bytes<'a>> {
        let (s, e) = check_range(self.len, range)?;
        // SAFETY: inside this view (`s <= e <= len`, and the view does not
        // wrap, so neither does the sum), for the same lifetime.
        Ok(unsafe { Bytes::new(self.address + s as u64, e - s) })
    }
}

impl<'a> BytesMut<'a> {
    /// A writable view of `len` bytes at `address`; [`Error::OutOfBounds`]
    /// if the range would wrap the address space or span more than
    /// `isize::MAX` bytes.
    ///
    /// # Safety
    /// The bytes must stay allocated, and not be read or written by anyone
    /// else, for `'a`. [`Cuda::bytes_at_mut`] checks the extent against the
    /// driver.
    pub unsafe fn from_raw(address: u64, len: usize) -> Result<BytesMut<'a>> {
        check_span(address, len)?;
        // SAFETY: forwarded to the caller; the span was checked.
        Ok(unsafe { BytesMut::new(address, len) })
    }

    /// A writable view whose span is known not to wrap.
    ///
    /// # Safety
    /// As [`BytesMut::from_raw`], and `address + len` must not wrap.
    pub(crate) unsafe fn new(address: u64, len: usize) -> BytesMut<'a> {
        BytesMut {
            address,
            len,
            _memory: PhantomData,
        }
    }

    /// The bytes of a mutable slice of plain numbers.
    pub fn of<T: Element>(s: &'a mut [T]) -> BytesMut<'a> {
        let len = std::mem::size_of_val(s);
        // SAFETY: the slice's bytes, uniquely borrowed for 'a; any byte
        // pattern is a valid `T`; a slice never wraps.
        unsafe { BytesMut::new(s.as_mut_ptr() as usize as u64, len) }
    }

    /// A part of the view, by byte range; [`Error::OutOfBounds`] past it.
    pub fn slice(self, range: impl RangeBounds<usize>) -> Result<BytesMut<'a>> {
        let (s, e) = check_range(self.len, range)?;
        // SAFETY: inside this view (as in `Bytes::slice`), for the same
        // lifetime, which this call consumed.
        Ok(unsafe { BytesMut::new(self.address + s as u64, e - s) })
    }

    /// The same bytes, for writing, while this view is borrowed (to pass to
    /// one call and keep the view).
    pub fn reborrow(&mut self) -> BytesMut<'_> {
        // SAFETY: these bytes, for the unique borrow of `self`.
        unsafe { BytesMut::new(self.address, self.len) }
    }

    /// The same bytes, for reading, while this view is borrowed.
    pub fn as_bytes(&self) -> Bytes<'_> {
        // SAFETY: these bytes, for the borrow of `self`.
        unsafe { Bytes::new(self.address, self.len) }
    }
}

impl<'a, T: Element> From<&'a [T]> for Bytes<'a> {
    fn from(s: &'a [T]) -> Bytes<'a> {
        Bytes::of(s)
    }
}

impl<'a, T: Element> From<&'a Vec<T>> for Bytes<'a> {
    fn from(s: &'a Vec<T>) -> Bytes<'a> {
        Bytes::of(s)
    }
}

impl<'a, T: Element> From<&'a mut [T]> for BytesMut<'a> {
    fn from(s: &'a mut [T]) -> BytesMut<'a> {
        BytesMut::of(s)
    }
}

impl<'a, T: Element> From<&'a mut Vec<T>> for BytesMut<'a> {
    fn from(s: &'a mut Vec<T>) -> BytesMut<'a> {
        BytesMut::of(s)
    }
}

/// Memory a RAII value owns, viewed as bytes.
pub trait Memory {
    /// All of it, for reading.
    fn bytes(&self) -> Bytes<'_>;
    /// All of it, for writing.
    fn bytes_mut(&mut self) -> BytesMut<'_>;
}

/// Implements [`Memory`] for a type with `address()`-like and `len()`
/// methods.
macro_rules! memory {
    ($($t:ty => $addr:ident),* $(,)?) => {$(
        impl crate::memory::transfer::Memory for $t {
            fn bytes(&self) -> crate::memory::transfer::Bytes<'_> {
                // SAFETY: the value's own memory, alive while it is
                // borrowed; its extent is the driver's, which does not wrap.
                unsafe { crate::memory::transfer::Bytes::new(self.$addr() as usize as u64, self.len()) }
            }
            fn bytes_mut(&mut self) -> crate::memory::transfer::BytesMut<'_> {
                // SAFETY: as above, uniquely borrowed.
                unsafe { crate::memory::transfer::BytesMut::new(self.$addr() as usize as u64, self.len()) }
            }
        }
    )*};
}
pub(crate) use memory;

impl Cuda {
    /// A view of `len` bytes at `address`, checked against the driver: for
    /// memory CUDA knows, the bytes must lie in one allocation
    /// ([`Error::OutOfBounds`] otherwise; one detailed query). Memory CUDA
    /// does not know (pageable) cannot be checked.
    ///
    /// # Safety
    /// As [`Bytes::from_raw`]: the bytes stay allocated, and are not
    /// written by anyone else, for `'a`.
    pub unsafe fn bytes_at<'a>(&self, address: u64, len: usize) -> Result<Bytes<'a>> {
        self.check_extent(address, len)?;
        // SAFETY: forwarded to the caller.
        unsafe { Bytes::from_raw(address, len) }
    }

    /// As [`Cuda::bytes_at`], for writing.
    ///
    /// # Safety
    /// As [`BytesMut::from_raw`].
    pub unsafe fn bytes_at_mut<'a>(&self, address: u64, len: usize) -> Result<BytesMut<'a>> {
        self.check_extent(address, len)?;
        // SAFETY: forwarded to the caller.
        unsafe { BytesMut::from_raw(address, len) }
    }

    fn check_extent(&self, address: u64, len: usize) -> Result<()> {
        let d = self.classify_detailed(address)?;
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
        let d = &self.context().cuda().shared.driver;
        // SAFETY: both are alive (borrowed).
        Ok(unsafe { d.cuStreamWaitEvent(self.as_raw(), event.raw, 0) }?)
    }
}

/// A point in a stream's work: recorded on a stream, waited for, and timed
/// against another. Destroyed on drop; keeps its context alive.
pub struct Event {
    ctx: PrimaryContextGuard,
    raw: CUevent,
    timing: bool,
}

// SAFETY: events may be recorded, waited for and destroyed from any thread;
// the handle is an opaque identifier and the guard is Send.
unsafe impl Send for Event {}
// SAFETY: `&Event` only passes the handle to thread-safe driver calls.
unsafe impl Sync for Event {}

impl std::fmt::Debug for Event {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Event")
            .field("device", &self.ctx.device())
            .field("timing", &self.timing)
            .finish()
    }
}

impl Event {
    /// An event of `ctx`; `timing` makes it usable with
    /// [`Event::elapsed_since`] (at some cost to recording).
    pub fn new(ctx: &PrimaryContextGuard, timing: bool) -> Result<Event> {
        let flags = if timing {
            cuda_sys::CUevent_flags::CU_EVENT_DEFAULT.0
        } else {
            cuda_sys::CUevent_flags::CU_EVENT_DISABLE_TIMING.0
        };
        let raw = ctx.with_current(|d| {
            // SAFETY: a valid out-pointer; a context is current.
            Ok(out(|e| unsafe { d.cuEventCreate(e, flags) })?)
        })?;
        Ok(Event {
            ctx: ctx.clone(),
            raw,
            timing,
        })
    }

    /// Records the event at the current end of `stream`'s work.
    pub fn record(&self, stream: &Stream) -> Result<()> {
        let raw = self.raw;
        self.ctx.with_current(|d| {
            // SAFETY: both are alive (borrowed).
            Ok(unsafe { d.cuEventRecord(raw, stream.as_raw()) }?)
        })
    }

    /// Waits until the work before the recording is done.
    pub fn synchronize(&self) -> Result<()> {
        let d = &self.ctx.cuda().shared.driver;
        // SAFETY: the event is alive.
        Ok(unsafe { d.cuEventSynchronize(self.raw) }?)
    }

    /// Whether the work before the recording is done (true for an event
    /// never recorded).
    pub fn is_complete(&self) -> Result<bool> {
        let d = &self.ctx.cuda().shared.driver;
        // SAFETY: the event is alive.
        match unsafe { d.cuEventQuery(self.raw) } {
            Ok(()) => Ok(true),
            Err(e) if e.code() == Some(cuda_sys::CUresult::CUDA_ERROR_NOT_READY) => Ok(false),
            Err(e) => Err(e.into()),
        }
    }

    /// Time from `earlier`'s recording to this one's; both must have been
    /// made with timing and recorded, and be complete.
    pub fn elapsed_since(&self, earlier: &Event) -> Result<Duration> {
        if !self.timing || !earlier.timing {
            return Err(Error::InvalidArgument(
                "elapsed time needs two events made with timing".into(),
            ));
        }
        let d = &self.ctx.cuda().shared.driver;
        // SAFETY: a valid out-pointer; both events are alive.
        let ms = out(|m| unsafe { d.cuEventElapsedTime_v2(m, earlier.raw, self.raw) })?;
        Ok(Duration::from_secs_f64(f64::from(ms.max(0.0)) / 1e3))
    }
}

impl Drop for Event {
    fn drop(&mut self) {
        let raw = self.raw;
        self.ctx.release_with_current("an event", |d| {
            // SAFETY: created by this value, destroyed once.
            Ok(unsafe { d.cuEventDestroy_v2(raw) }?)
        });
    }
}
