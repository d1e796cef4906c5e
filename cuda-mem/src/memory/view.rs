//! Views of memory with their lengths ([`Bytes`], [`BytesMut`]) and the
//! [`Memory`] trait of the values that own memory.
//!
//! A view borrows what owns the memory, so it cannot outlive it; its length
//! is checked once, here ([`check_range`]), when it is sliced and when it is
//! copied: no copy can read or write past either side.

use crate::error::{Error, Result};
use std::marker::PhantomData;
use std::ops::{Bound, RangeBounds};

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
    pub(super) address: u64,
    pub(super) len: usize,
    _memory: PhantomData<&'a [u8]>,
}

/// Bytes the driver can write: a uniquely borrowed view.
#[derive(Debug)]
pub struct BytesMut<'a> {
    pub(super) address: u64,
    pub(super) len: usize,
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
    /// for `'a`. [`Cuda::bytes_at`](crate::Cuda::bytes_at) checks the extent against the driver.
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
    /// else, for `'a`. [`Cuda::bytes_at_mut`](crate::Cuda::bytes_at_mut) checks the extent against the
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
        impl crate::memory::view::Memory for $t {
            fn bytes(&self) -> crate::memory::view::Bytes<'_> {
                // SAFETY: the value's own memory, alive while it is
                // borrowed; its extent is the driver's, which does not wrap.
                unsafe { crate::memory::view::Bytes::new(self.$addr() as usize as u64, self.len()) }
            }
            fn bytes_mut(&mut self) -> crate::memory::view::BytesMut<'_> {
                // SAFETY: as above, uniquely borrowed.
                unsafe { crate::memory::view::BytesMut::new(self.$addr() as usize as u64, self.len()) }
            }
        }
    )*};
}
pub(crate) use memory;
