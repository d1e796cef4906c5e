//! Working beside [cudarc](https://docs.rs/cudarc) in one process (feature
//! `cudarc`).
//!
//! cudarc and this crate load the same driver library (`dlopen` hands both
//! the same handle), so a cudarc `CudaContext::new(n)` and a
//! [`PrimaryContextGuard::retain`](crate::PrimaryContextGuard::retain) of
//! device `n` hold the same primary context, and memory one allocates the
//! other can classify, copy and free around. What this module adds:
//!
//! - [`Cuda::classify`](crate::Cuda::classify) takes a `&CudaSlice<T>`, and
//!   the `(CUdeviceptr, SyncOnDrop)` pair cudarc hands out for any slice or
//!   view (`device_ptr`, `device_ptr_mut`, `view_ptr`). cudarc's memory is
//!   foreign to this crate's registry: one driver call, as for any memory
//!   another library allocated. It answers
//!   [`StreamOrdered`](crate::MemoryKind::StreamOrdered) for what cudarc
//!   allocates with `cuMemAllocAsync` (devices with memory pools) and
//!   [`Device`](crate::MemoryKind::Device) for `cuMemAlloc` (the others).
//! - [`CudarcBytes`] and [`CudarcBytesMut`] view a cudarc slice or view as
//!   [`Bytes`]/[`BytesMut`] for [`Stream::copy`](crate::Stream::copy), which
//!   moves bytes between it and memory of every kind, after the work cudarc
//!   queued on the slice's stream is done.
//! - cudarc's own host copies (`memcpy_htod`, `memcpy_dtoh`) take pinned
//!   and registered memory as the `&[u8]`/`&mut [u8]` they offer
//!   ([`PinnedHostBuffer::as_slice`](crate::PinnedHostBuffer::as_slice),
//!   [`HostRegistration::as_slice`](crate::HostRegistration::as_slice)).
//!   cudarc's device copies take only cudarc's own types (they name a
//!   cudarc stream): device-side memory of this crate moves through
//!   [`Stream::copy`](crate::Stream::copy).
//!
//! cudarc needs a CUDA version feature of its own (`cuda-12080`,
//! `cuda-13000`, ...); the crate that depends on cudarc picks it. When none
//! is picked, cudarc asks `nvcc` and otherwise takes its newest version.
//!
//! ```no_run
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use cuda_mem::cudarc::CudarcBytes;
//! use cuda_mem::Memory;
//! use cuda_mem::{Cuda, DeviceBuffer, MemoryKind, PrimaryContextGuard, Stream};
//!
//! let cuda = Cuda::load()?;
//! let ctx = cudarc::driver::CudaContext::new(0)?;
//! let slice = ctx.default_stream().clone_htod(&[1u8, 2, 3, 4])?;
//! let info = cuda.classify(&slice)?;
//! assert!(matches!(info.kind(), MemoryKind::StreamOrdered | MemoryKind::Device));
//!
//! let guard = PrimaryContextGuard::retain(&cuda, 0)?;
//! assert_eq!(guard.context() as usize, ctx.cu_ctx() as usize);
//! let mut ours = DeviceBuffer::new(&guard, 4)?;
//! Stream::new(&guard)?.copy(ours.bytes_mut(), slice.bytes()?)?;
//! # Ok(()) }
//! ```

use crate::answer::Address;
use crate::error::{Error, Result};
use crate::memory::view::{Bytes, BytesMut};
use ::cudarc::driver::{
    CudaSlice, CudaStream, CudaView, CudaViewMut, DevicePtr, DevicePtrMut, DeviceSlice,
    DriverError, SyncOnDrop,
};

/// The address of a slice, asked of cudarc on the slice's own stream.
///
/// cudarc hands out an address together with a guard that records a read
/// when dropped; nothing reads through this address, so the guard is
/// forgotten (it owns nothing). In cudarc's multi-stream mode cudarc first
/// makes the stream wait for the slice's last write (asynchronous).
fn address_on<T>(s: &impl DevicePtr<T>, stream: &CudaStream) -> u64 {
    let (ptr, record) = s.device_ptr(stream);
    std::mem::forget(record);
    ptr
}

/// cudarc's slices and views (`&CudaSlice<T>`, `&CudaView<T>`,
/// `&CudaViewMut<T>`) are addresses.
macro_rules! cudarc_address {
    ($($t:ty),* $(,)?) => {$(
        impl<T> Address for &$t {
            fn address(&self) -> u64 {
                address_on(*self, DeviceSlice::stream(*self))
            }
        }
    )*};
}
cudarc_address!(CudaSlice<T>, CudaView<'_, T>, CudaViewMut<'_, T>);

/// What `device_ptr`, `device_ptr_mut` and `view_ptr` return: the address,
/// and the guard that records cudarc's use when the pair is dropped.
impl Address for (u64, SyncOnDrop<'_>) {
    fn address(&self) -> u64 {
        self.0
    }
}

impl Address for &(u64, SyncOnDrop<'_>) {
    fn address(&self) -> u64 {
        self.0
    }
}

/// cudarc's error as this crate's: the same driver status.
fn driver_error(call: &'static str, e: DriverError) -> Error {
    Error::Driver {
        call,
        code: cuda_mem_sys::CUresult(e.0 as u32),
    }
}

/// A cudarc slice or view as bytes for [`Stream::copy`](crate::Stream::copy).
///
/// Each call first orders the slice's cudarc stream after the slice's last
/// write (made on any cudarc stream) and waits for that stream
/// (`cuStreamSynchronize`), since this crate's streams are not ordered
/// after cudarc's; the view then borrows the slice, so cudarc cannot queue
/// more on it meanwhile.
pub trait CudarcBytes {
    /// The bytes, for reading.
    fn bytes(&self) -> Result<Bytes<'_>>;
}

/// A cudarc slice or mutable view as bytes to write, as [`CudarcBytes`],
/// after cudarc's pending reads of it too.
pub trait CudarcBytesMut {
    /// The bytes, for writing.
    fn bytes_mut(&mut self) -> Result<BytesMut<'_>>;
}

/// The slice's address for reading, once every write cudarc ordered before
/// it is done: the address is asked first (in cudarc's multi-stream mode
/// that queues on the slice's stream a wait for its last write, which may
/// have been made on another stream), then the slice's stream is waited
/// for.
fn settled<T, S: DevicePtr<T>>(s: &S) -> Result<u64> {
    let stream = DeviceSlice::stream(s);
    let address = address_on(s, stream);
    stream
        .synchronize()
        .map_err(|e| driver_error("cuStreamSynchronize", e))?;
    Ok(address)
}

/// The slice's address for writing, once every read and write cudarc
/// ordered before it is done: as [`settled`], with the intent to write
/// (cudarc then also waits for the slice's pending reads).
fn settled_mut<T, S: DevicePtrMut<T>>(s: &mut S) -> Result<u64> {
    let stream = DeviceSlice::stream(s).clone();
    let (address, record) = s.device_ptr_mut(&stream);
    // The write is this crate's, made and waited for while the slice is
    // borrowed: nothing for cudarc to record.
    std::mem::forget(record);
    stream
        .synchronize()
        .map_err(|e| driver_error("cuStreamSynchronize", e))?;
    Ok(address)
}

macro_rules! cudarc_bytes {
    ($($t:ty),* $(,)?) => {$(
        impl<T> CudarcBytes for $t {
            fn bytes(&self) -> Result<Bytes<'_>> {
                let address = settled(self)?;
                // SAFETY: `num_bytes` bytes of a cudarc allocation, borrowed
                // (so neither freed nor written through cudarc's safe API)
                // for the view's life; its stream's work on them is done.
                unsafe { Bytes::from_raw(address, self.num_bytes()) }
            }
        }
    )*};
}
cudarc_bytes!(CudaSlice<T>, CudaView<'_, T>, CudaViewMut<'_, T>);

macro_rules! cudarc_bytes_mut {
    ($($t:ty),* $(,)?) => {$(
        impl<T> CudarcBytesMut for $t {
            fn bytes_mut(&mut self) -> Result<BytesMut<'_>> {
                let address = settled_mut(self)?;
                // SAFETY: as for `bytes`, uniquely borrowed; cudarc's reads
                // of it are done too.
                unsafe { BytesMut::from_raw(address, self.num_bytes()) }
            }
        }
    )*};
}
cudarc_bytes_mut!(CudaSlice<T>, CudaViewMut<'_, T>);
