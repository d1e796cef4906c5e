//! Safe access to the CUDA driver, built around one question every
//! GPU-aware communication library asks: *what kind of memory is this
//! pointer, on which device, and can this thread use it?*
//!
//! # Contents
//! - Loading, devices: [`Cuda`], [`Device`], [`DeviceCaps`], [`Topology`].
//! - Classification: [`Cuda::classify`], [`PointerInfo`], [`MemoryKind`],
//!   [`Location`], what the memory permits ([`Permits`], [`DeviceAccess`],
//!   [`Sharing`]), [`Address`], [`PointerDetails`], [`RawPointerInfo`] (the
//!   answer in C's integer codes); observed mode:
//!   [`Cuda::observe_frees`], [`FreeObserver`], [`ForeignMode`].
//! - Contexts: [`Cuda::ensure_context`], [`ContextBinding`],
//!   [`PrimaryContextGuard`], [`CurrentContext`].
//! - Memory: [`DeviceBuffer`], [`PinnedHostBuffer`], [`HostRegistration`],
//!   [`ManagedBuffer`], [`MemPool`], [`PoolBuffer`], [`VmmAllocation`],
//!   [`Stream`], [`Event`].
//! - Moving bytes: [`Bytes`], [`BytesMut`], [`Memory`], [`Element`].
//! - Another process: [`IpcHandle`], [`IpcBuffer`], [`PoolExport`],
//!   [`MemPool::export_fd`], [`VmmAllocation::export_fd`].
//! - Errors: [`Error`], [`ObserveError`].
//!
//! Where each part lives in the source, and the invariants each keeps:
//! `ARCHITECTURE.md` in the repository.
//!
//! # Example
//! ```
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! # let sim = cuda_sim::TestDriver::new("");
//! # std::env::set_var("CUDA_DRIVER_LIBRARY", sim.library());
//! use cuda_mem::{Cuda, MemoryKind, PrimaryContextGuard, DeviceBuffer, MemPool, Stream};
//!
//! let cuda = Cuda::load()?;
//! let heap = vec![0u8; 64];
//! assert_eq!(cuda.classify(heap.as_ptr())?.kind(), MemoryKind::Pageable);
//!
//! let ctx = PrimaryContextGuard::retain(&cuda, 0)?;
//! let buf = DeviceBuffer::new(&ctx, 1 << 20)?;
//! let info = cuda.classify(buf.device_ptr() + 100)?; // interior pointer
//! assert_eq!(info.kind(), MemoryKind::Device);
//! assert_eq!(info.device(), Some(0));
//!
//! let stream = Stream::new(&ctx)?;
//! let pool = MemPool::default_for(&cuda, 0)?;
//! let p = pool.alloc_async(4096, &stream)?;
//! let info = cuda.classify(p.device_ptr())?;
//! assert_eq!(info.kind(), MemoryKind::StreamOrdered);
//! assert!(info.context().is_none()); // pool memory has no context
//!
//! // Nothing borrows: the buffers can move to another thread, and outlive
//! // the handles they were made from.
//! drop((ctx, stream, pool));
//! std::thread::spawn(move || drop((buf, p))).join().unwrap();
//!
//! // A raw call composes with the safe layer through `?`.
//! let d = cuda.driver();
//! // SAFETY: a valid out-pointer.
//! let count = cuda_mem::cuda_mem_sys::out(|n| unsafe { d.cuDeviceGetCount(n) })?;
//! assert_eq!(count, 1);
//! # Ok(())
//! # }
//! ```
//!
//! # Layers
//! ```text
//! cuda.h --bindgen--> cuda-mem-sys (types + run-time function table, dlopen;
//!                        |      bindings committed for builds without cuda.h)
//!                        |
//!                        v
//!                     cuda-mem (this crate: safe API)
//!                        |            \
//!                  your code      cuda-mem-bench (criterion)
//! ```
//! [`Cuda::load`] opens the driver (`CUDA_DRIVER_LIBRARY`, else
//! `libcuda.so.1`), calls `cuInit`, and reads every device's capabilities
//! once into [`DeviceCaps`]. Everything after that is built on those cached
//! values: reading a capability is a load from memory, never a driver call.
//! [`Cuda::driver`] gives the raw `cuda_mem_sys::Driver` for anything this crate
//! does not wrap.
//!
//! # Classification: no driver call for owned memory, one for the rest
//! Memory that a RAII value of this crate owns is answered by a registry of
//! owned ranges: each value's range is inserted when it is created (with
//! the driver's own answer for it) and removed in its `Drop` before the
//! driver frees it, so the registry never answers for freed memory, and
//! reading it takes no lock (how: `ARCHITECTURE.md`, "The classify path").
//! [`Cuda::classify`] documents exactly which addresses it answers.
//!
//! Any other address is foreign (see [`ForeignMode`]) and costs exactly one
//! `cuPointerGetAttributes` call (none when no device is visible; none in
//! observed mode, [`Cuda::observe_frees`], for an address answered before:
//! CUPTI callbacks on every free keep that cache exact, and it is asked
//! before the registry, since a hit is right for any address), decided by
//! this table:
//!
//! | MEMORY_TYPE | CONTEXT | IS_MANAGED | MEMPOOL | [`MemoryKind`] | [`Location`] | [`Permits`] |
//! |---|---|---|---|---|---|---|
//! | 0 | - | - | - | Pageable | Host | CPU (and ANY_DEVICE where devices read pageable memory) |
//! | HOST | set | 0 | NULL | PinnedHost | Host | CPU, ANY_DEVICE |
//! | DEVICE | set | 1 | NULL | Managed | Device(ordinal) | CPU, ANY_DEVICE, MANAGED |
//! | DEVICE | set | 0 | NULL | Device | Device(ordinal) | OWNER_DEVICE, LEGACY_IPC |
//! | DEVICE | NULL | 1 | set | StreamOrdered (a managed pool, CUDA 13) | Device(ordinal) | CPU, ANY_DEVICE, MANAGED |
//! | DEVICE | NULL | 0 | set | StreamOrdered | Device(ordinal) | OWNER_DEVICE, BY_GRANT, POOL_EXPORT |
//! | HOST | NULL | 0 | set | StreamOrdered (a pool on the host or a host NUMA node) | Host | CPU, BY_GRANT, POOL_EXPORT |
//! | DEVICE | NULL | 0 | NULL | Vmm | Device(ordinal) | OWNER_DEVICE, BY_GRANT, VMM_HANDLE |
//! | HOST | NULL | 0 | NULL | Vmm | HostNuma(node) | BY_GRANT, VMM_HANDLE |
//!
//! A managed pool's memory is `StreamOrdered`, not `Managed`: the kind says
//! how it is allocated and freed (in stream order, by its pool, with no
//! context), and every caller that handles pool memory (observed mode's
//! keep rule, [`Cuda::ensure_context`], a pool export) handles it right;
//! [`PointerInfo::is_managed`] and [`Permits`] say what a caller may do
//! with the bytes (Open MPI's unified-memory flag, UCX's managed type).
//! [`PointerInfo::cpu_access`], [`PointerInfo::device_access`] and
//! [`PointerInfo::sharing`] read the same bits.
//!
//! The driver's cost grows with every attribute asked for, so the query
//! asks for no attribute the decode can know otherwise: MEMPOOL_HANDLE only
//! when some device supports pools, DEVICE_ORDINAL only when more than one
//! device is visible (with one, it is 0). [`Cuda::classify_detailed`] adds,
//! with one call of its own, what a registration cache asks: the
//! allocation's base and size, its buffer id, GPUDirect RDMA and legacy IPC
//! capability, exportable handle types ([`PointerDetails`]), and, where the
//! owner's grants decide ([`Permits::BY_GRANT`]), which devices and whether
//! the CPU may use the memory (one access query per device more).
//! [`Cuda::classify_by_driver`] skips the registry. Devices that differ in
//! capabilities get one warning (through `log`) at load and the same query
//! for all.
//!
//! # Contexts
//! Pool and VMM memory has no context. [`Cuda::ensure_context`] gives a
//! thread without a current context the owner device's primary context,
//! holding one reference per thread and device, released at thread exit or
//! by [`Cuda::release_thread_contexts`]. [`PrimaryContextGuard`] is the
//! explicit RAII form.
//!
//! # Ownership
//! Every RAII value is `'static`, `Send` and `Sync`, and keeps alive by
//! reference counting what it needs to be freed correctly, as `Arc` would:
//! [`DeviceBuffer`], [`PinnedHostBuffer`], [`ManagedBuffer`] and [`Stream`]
//! a clone of the [`PrimaryContextGuard`] whose context owns them; a
//! [`PoolBuffer`] its [`MemPool`] and the [`Stream`] it is freed on; a
//! [`VmmAllocation`] and a pool the driver handle ([`Cuda`] is a counted
//! handle too). So they can live in a registration cache, a per-communicator
//! struct or a progress thread, and be dropped in any order. Two values
//! borrow, because the borrow is the point: a [`HostRegistration::new`] of a
//! caller's slice (which it offers back while registered;
//! [`HostRegistration::from_vec`] owns its memory instead), and the
//! [`CurrentContext`] of a pushed context, which belongs to its thread.
//!
//! # Moving and sharing memory
//! [`Bytes`] and [`BytesMut`] are borrowed views with a length: of a host
//! slice, of an owned value ([`Memory::bytes`]), or of any address checked
//! against the driver ([`Cuda::bytes_at`]). [`Stream::copy`] and
//! [`Stream::set`] work on them in stream order and wait; the `_async` forms
//! return at once and are `unsafe`, since the memory must outlive the work.
//! [`Event`]s order streams and time them. Memory is shared with another
//! process by a legacy IPC handle ([`DeviceBuffer::ipc_handle`],
//! [`IpcBuffer`]), or by POSIX file descriptors for pools
//! ([`MemPool::export_fd`], [`PoolBuffer::export`],
//! [`MemPool::import_pointer`]) and VMM memory
//! ([`VmmAllocation::export_fd`], [`VmmAllocation::import_fd`]).
//!
//! A peer's bytes are hostile input. [`IpcHandle::to_bytes`] and
//! [`PoolExport::to_bytes`] write a checkable message (a magic, a version,
//! the kind, the length, the driver's handle and a checksum;
//! [`IPC_MESSAGE_LEN`] bytes); `from_bytes` refuses any other bytes before
//! the driver sees them, and the import refuses a length the driver's
//! mapping does not have ([`Error::InvalidMessage`]), so no view or registry
//! entry can reach past what the driver mapped. Every view's address and
//! length are formed with checked arithmetic and never wrap. A message
//! written on purpose by a hostile peer is not refused: its driver bytes
//! reach the driver, which may crash on them (the wire format's docs say
//! exactly what is checked); share memory only with trusted processes.
//!
//! A communication library's receive path: a pointer from a user,
//! classified, made usable on this thread, copied from:
//! ```
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! # let sim = cuda_sim::TestDriver::new("");
//! # std::env::set_var("CUDA_DRIVER_LIBRARY", sim.library());
//! use cuda_mem::{Bytes, ContextBinding, Cuda, MemPool, Memory, MemoryKind};
//! use cuda_mem::{PrimaryContextGuard, Stream};
//!
//! let cuda = Cuda::load()?;
//! // The user's buffer: stream-ordered memory, which has no context.
//! let ctx = PrimaryContextGuard::retain(&cuda, 0)?;
//! let stream = Stream::new(&ctx)?;
//! let mut user = MemPool::default_for(&cuda, 0)?.alloc_async(4096, &stream)?;
//! stream.set(user.bytes_mut(), 7)?;
//! let (ptr, len) = (user.device_ptr(), user.len());
//!
//! std::thread::spawn(move || -> Result<(), cuda_mem::Error> {
//!     let info = cuda.classify(ptr)?;
//!     assert_eq!(info.kind(), MemoryKind::StreamOrdered);
//!     // This thread has no context: bind the owner device's primary one.
//!     assert!(matches!(cuda.ensure_context(&info)?, ContextBinding::Bound { .. }));
//!     // SAFETY: the user keeps the buffer alive and unwritten meanwhile.
//!     let src: Bytes<'_> = unsafe { cuda.bytes_at(ptr, len)? };
//!     let mut out = vec![0u8; len];
//!     let ctx = PrimaryContextGuard::retain(&cuda, info.device().unwrap_or(0))?;
//!     Stream::new(&ctx)?.copy(&mut out[..], src)?;
//!     assert!(out.iter().all(|&b| b == 7));
//!     Ok(())
//! })
//! .join()
//! .unwrap()?;
//! drop(user);
//! # Ok(())
//! # }
//! ```
//!
//! # Fork
//! CUDA cannot be used across `fork`. A [`Cuda`] and everything made from
//! it belong to the process that loaded it: in a forked child they make no
//! driver call and take no lock (a parent thread may have held one at the
//! fork). Dropping an inherited value leaves its memory to the parent;
//! [`Cuda::classify`] answers owned memory from the registry as the parent
//! had it and refuses any other address with [`Error::InheritedAcrossFork`];
//! [`Cuda::is_inherited`] tells. A child that needs CUDA `exec`s and loads
//! it again.
//!
//! # Errors
//! Every raw call of [`cuda_mem_sys::Driver`] answers `Result<_, DriverError>`;
//! [`Error`] converts from it, so raw calls through [`Cuda::driver`] compose
//! with this crate through `?`.
//!
//! # Features
//! - `testing`: what a test needs to see inside a handle:
//!   `Cuda::owned_ranges` (the registry's ranges) and
//!   `Cuda::thread_bindings` (the calling thread's context references).
//! - `cudarc`: working beside cudarc 0.19 in one process (the `cudarc`
//!   module): [`Cuda::classify`] takes cudarc's slices and views,
//!   [`Stream::copy`] moves bytes between them and this crate's buffers,
//!   and both crates hold the same primary contexts.

mod answer;
mod caps;
mod classify;
mod context;
mod cuda;
#[cfg(feature = "cudarc")]
pub mod cudarc;
mod error;
mod fork;
mod handle;
mod ipc;
mod memory;
mod observed;
mod permits;
mod query;
mod registry;
mod resident;
mod sync;
mod table;

pub use answer::{Address, Location, MemoryKind, PointerInfo, RawPointerInfo};
pub use caps::HandleTypes;
pub use caps::{Device, DeviceCaps, Difference, Topology};
pub use classify::detail::PointerDetails;
pub use context::primary::{CurrentContext, PrimaryContextGuard};
pub use context::ContextBinding;
pub use cuda_mem_sys;
pub use error::{Error, ObserveError, Result};
pub use handle::Cuda;
pub use ipc::wire::{MESSAGE_LEN as IPC_MESSAGE_LEN, VERSION as IPC_MESSAGE_VERSION};
pub use ipc::{IpcBuffer, IpcHandle, PoolExport};
pub use memory::buffers::{DeviceBuffer, ManagedBuffer, PinnedHostBuffer};
pub use memory::event::Event;
pub use memory::pool::{MemPool, PoolBuffer, PoolProps};
pub use memory::registration::HostRegistration;
pub use memory::stream::Stream;
pub use memory::view::{Bytes, BytesMut, Element, Memory};
pub use memory::vmm::VmmAllocation;
pub use memory::{Access, MemLocation};
pub use observed::mode::{ForeignMode, FreeObserver};
pub use observed::policy::{Subscription, OBSERVE_ENV};
pub use observed::subscription::{CUPTI_LIBRARIES, CUPTI_LIBRARY_ENV};
pub use permits::{DeviceAccess, Permits, Sharing};

/// The README's example, compiled with the doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeExample;
