//! Stream-ordered allocation from memory pools.

use super::stream::Stream;
use super::{device_location, nonzero, Access, MemLocation};
use crate::caps::HandleTypes;
use crate::error::{Error, Result};
use crate::handle::Cuda;
use crate::memory::owned::Owned;
use cuda_mem_sys::{out, CUdeviceptr, CUmemoryPool};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// Properties of a created pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct PoolProps {
    /// Where the memory lives.
    pub location: MemLocation,
    /// Handle types the memory can be exported as.
    pub handle_types: HandleTypes,
    /// Bytes the pool keeps cached instead of returning them to the system.
    pub release_threshold: Option<u64>,
    /// Managed memory (`CU_MEM_ALLOCATION_TYPE_MANAGED`, CUDA 13): the CPU
    /// and every device may touch it, its pages migrating on demand, and
    /// `location` is where it prefers to live. Such a pool cannot be
    /// exported (the driver refuses it handle types).
    pub managed: bool,
}

impl PoolProps {
    /// A pool at `location` with no export handles and the driver's
    /// release threshold.
    pub fn new(location: MemLocation) -> PoolProps {
        PoolProps {
            location,
            handle_types: HandleTypes::empty(),
            release_threshold: None,
            managed: false,
        }
    }

    /// A managed pool preferring `location` (CUDA 13).
    pub fn managed(location: MemLocation) -> PoolProps {
        PoolProps {
            managed: true,
            ..PoolProps::new(location)
        }
    }

    /// A pool on `device`.
    pub fn device(device: i32) -> PoolProps {
        PoolProps::new(MemLocation::Device(device))
    }

    /// With these export handle types.
    pub fn handle_types(mut self, h: HandleTypes) -> PoolProps {
        self.handle_types = h;
        self
    }

    /// With this release threshold.
    pub fn release_threshold(mut self, bytes: u64) -> PoolProps {
        self.release_threshold = Some(bytes);
        self
    }
}

struct Inner {
    cuda: Cuda,
    raw: CUmemoryPool,
    location: MemLocation,
    handle_types: HandleTypes,
    owned: bool,
    /// Whether the pool has been exported: the driver exports a pool's
    /// pointers only after the pool itself (`ipc/pool.rs`).
    exported: AtomicBool,
}

// SAFETY: pools may be used and destroyed from any thread; the handle is an
// opaque identifier.
unsafe impl Send for Inner {}
// SAFETY: `&Inner` only passes the handle to thread-safe driver calls.
unsafe impl Sync for Inner {}

impl Drop for Inner {
    fn drop(&mut self) {
        if !self.owned {
            return;
        }
        let Ok(d) = self.cuda.shared.driver() else {
            return;
        };
        // SAFETY: created by cuMemPoolCreate, destroyed once, by the last
        // clone; no PoolBuffer is left (each keeps a clone).
        if let Err(e) = unsafe { d.cuMemPoolDestroy(self.raw) } {
            log::warn!("destroying a memory pool: {e}");
        }
    }
}

// Shared with another process (`export_fd`, `import_fd`, `import_pointer`):
// `ipc/pool.rs`.
/// A memory pool: one created from [`PoolProps`] (destroyed when the last
/// clone, and the last [`PoolBuffer`] from it, is dropped), or a device's
/// default pool (never destroyed).
#[derive(Clone)]
pub struct MemPool {
    inner: Arc<Inner>,
}

impl std::fmt::Debug for MemPool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MemPool")
            .field("raw", &self.inner.raw)
            .field("location", &self.inner.location)
            .field("owned", &self.inner.owned)
            .finish()
    }
}

fn require_pools(cuda: &Cuda, device: i32) -> Result<()> {
    if !cuda.device(device)?.caps.memory_pools {
        return Err(Error::Unsupported {
            capability: "MEMORY_POOLS_SUPPORTED",
            device,
        });
    }
    Ok(())
}

impl MemPool {
    /// Creates a pool. A device location needs that device's pool support;
    /// a host or host NUMA location needs some device with it.
    ///
    /// Handle types the device cannot export (its
    /// `MEMPOOL_SUPPORTED_HANDLE_TYPES`, read at load) are refused with
    /// [`Error::Unsupported`]; handle types for a pool that cannot be
    /// exported (managed, or on the host with no node) with
    /// [`Error::PoolNotExportable`], before the driver is asked.
    pub fn new(cuda: &Cuda, props: PoolProps) -> Result<Self> {
        if !props.handle_types.is_empty() && (props.managed || props.location == MemLocation::Host)
        {
            return Err(Error::PoolNotExportable {
                pool: if props.managed { "managed" } else { "host" },
            });
        }
        let device = match props.location {
            MemLocation::Device(d) => {
                require_pools(cuda, d)?;
                d
            }
            MemLocation::HostNuma(_) | MemLocation::Host => cuda
                .devices()
                .iter()
                .find(|d| d.caps.memory_pools)
                .map(|d| d.ordinal)
                .ok_or(Error::Unsupported {
                    capability: "MEMORY_POOLS_SUPPORTED",
                    device: -1,
                })?,
        };
        let exportable =
            HandleTypes::from_bits_retain(cuda.device(device)?.caps.mempool_handle_types.0 as u32);
        if !exportable.contains(props.handle_types) {
            return Err(Error::Unsupported {
                capability: "MEMPOOL_SUPPORTED_HANDLE_TYPES",
                device,
            });
        }
        use cuda_mem_sys::CUmemAllocationType as T;
        let p = cuda_mem_sys::CUmemPoolProps {
            allocType: if props.managed {
                // CU_MEM_ALLOCATION_TYPE_MANAGED (CUDA 13; the 12.9 header
                // does not name it).
                T(2)
            } else {
                T::CU_MEM_ALLOCATION_TYPE_PINNED
            },
            handleTypes: props.handle_types.raw(),
            location: props.location.raw(),
            ..Default::default()
        };
        let d = cuda.shared.driver()?;
        // SAFETY: a valid out-pointer and properties.
        let raw = out(|r| unsafe { d.cuMemPoolCreate(r, &p) })?;
        let pool = MemPool {
            inner: Arc::new(Inner {
                cuda: cuda.clone(),
                raw,
                location: props.location,
                handle_types: props.handle_types,
                owned: true,
                exported: AtomicBool::new(false),
            }),
        };
        if let Some(t) = props.release_threshold {
            let mut v = t;
            let attr = cuda_mem_sys::CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD;
            // SAFETY: a cuuint64_t for this attribute; the pool is alive.
            // On error `pool` drops, which destroys it.
            unsafe { d.cuMemPoolSetAttribute(raw, attr, (&mut v as *mut u64).cast()) }?;
        }
        Ok(pool)
    }

    /// The device's default pool.
    pub fn default_for(cuda: &Cuda, device: i32) -> Result<Self> {
        require_pools(cuda, device)?;
        let d = cuda.shared.driver()?;
        // SAFETY: a valid out-pointer; the ordinal was checked.
        let raw = out(|r| unsafe { d.cuDeviceGetDefaultMemPool(r, device) })?;
        Ok(MemPool {
            inner: Arc::new(Inner {
                cuda: cuda.clone(),
                raw,
                location: MemLocation::Device(device),
                handle_types: HandleTypes::empty(),
                owned: false,
                exported: AtomicBool::new(false),
            }),
        })
    }

    /// Allocates `len` bytes in stream order on `stream`, freed on drop in
    /// the same stream. The buffer keeps the pool and the stream alive.
    pub fn alloc_async(&self, len: usize, stream: &Stream) -> Result<PoolBuffer> {
        nonzero(len)?;
        let d = self.inner.cuda.shared.driver()?;
        let (pool, s) = (self.inner.raw, stream.as_raw());
        // SAFETY: a valid out-pointer; pool and stream are alive.
        let ptr = out(|p| unsafe { d.cuMemAllocFromPoolAsync(p, len, pool, s) })?;
        Ok(PoolBuffer::new(self, stream, ptr, len))
    }

    /// The pool another process exported, imported as `raw` (destroyed
    /// with its last clone).
    pub(crate) fn imported(cuda: &Cuda, raw: CUmemoryPool, location: MemLocation) -> MemPool {
        MemPool {
            inner: Arc::new(Inner {
                cuda: cuda.clone(),
                raw,
                location,
                handle_types: HandleTypes::POSIX_FD,
                owned: true,
                exported: AtomicBool::new(false),
            }),
        }
    }

    /// The driver handle the pool was made or imported through.
    pub(crate) fn cuda(&self) -> &Cuda {
        &self.inner.cuda
    }

    /// Whether the pool itself has been exported ([`MemPool::mark_exported`]).
    pub(crate) fn was_exported(&self) -> bool {
        self.inner.exported.load(Ordering::Acquire)
    }

    /// Records that the pool itself has been exported: from then on the
    /// driver exports its pointers.
    pub(crate) fn mark_exported(&self) {
        self.inner.exported.store(true, Ordering::Release);
    }

    /// Grants `device` access to the pool's memory.
    pub fn set_access(&self, device: i32, access: Access) -> Result<()> {
        let cuda = &self.inner.cuda;
        let desc = access.for_device(cuda, device)?;
        let d = cuda.shared.driver()?;
        // SAFETY: one descriptor; the pool is alive.
        Ok(unsafe { d.cuMemPoolSetAccess(self.inner.raw, &desc, 1) }?)
    }

    /// The access `device` has to the pool's memory.
    pub fn access(&self, device: i32) -> Result<Access> {
        let cuda = &self.inner.cuda;
        cuda.device(device)?;
        let mut loc = device_location(device);
        let d = cuda.shared.driver()?;
        let mut flags = cuda_mem_sys::CUmemAccess_flags(0);
        // SAFETY: a valid out-pointer and location; the pool is alive.
        unsafe { d.cuMemPoolGetAccess(&mut flags, self.inner.raw, &mut loc) }?;
        Ok(Access::from_raw(flags.0 as u64))
    }

    /// The raw handle (what classification reports as the pool).
    pub fn as_raw(&self) -> CUmemoryPool {
        self.inner.raw
    }

    /// Where the pool's memory lives.
    pub fn location(&self) -> MemLocation {
        self.inner.location
    }

    /// Whether the pool is destroyed with its last clone (false for a
    /// default pool).
    pub fn is_owned(&self) -> bool {
        self.inner.owned
    }

    /// The handle types the pool was made exportable as.
    pub fn handle_types(&self) -> HandleTypes {
        self.inner.handle_types
    }
}

// Its export for another process (`export`): `ipc/pool.rs`.
/// Stream-ordered memory from a [`MemPool`]; freed on drop in the stream it
/// was allocated on. Keeps both alive.
pub struct PoolBuffer {
    owned: Owned,
    pool: MemPool,
    stream: Stream,
    ptr: CUdeviceptr,
    len: usize,
}

impl std::fmt::Debug for PoolBuffer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PoolBuffer")
            .field("address", &format_args!("{:#x}", self.ptr))
            .field("len", &self.len)
            .finish()
    }
}

impl PoolBuffer {
    /// `len` bytes at `ptr` from `pool`, ordered on `stream`: registered
    /// as owned memory, freed on drop.
    pub(crate) fn new(pool: &MemPool, stream: &Stream, ptr: CUdeviceptr, len: usize) -> PoolBuffer {
        PoolBuffer {
            owned: Owned::new(pool.cuda(), ptr, len),
            pool: pool.clone(),
            stream: stream.clone(),
            ptr,
            len,
        }
    }

    /// The device address.
    pub fn device_ptr(&self) -> CUdeviceptr {
        self.ptr
    }

    /// Length in bytes.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Always false: zero-length allocations are refused.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The pool it came from.
    pub fn pool(&self) -> &MemPool {
        &self.pool
    }

    /// The stream it is ordered on (and freed on).
    pub fn stream(&self) -> &Stream {
        &self.stream
    }
}

impl Drop for PoolBuffer {
    fn drop(&mut self) {
        self.owned.retire();
        let Ok(d) = self.pool.inner.cuda.shared.driver() else {
            return;
        };
        // SAFETY: allocated from the pool on this stream, freed once; both
        // are alive (this value holds clones).
        if let Err(e) = unsafe { d.cuMemFreeAsync(self.ptr, self.stream.as_raw()) } {
            log::warn!("freeing stream-ordered memory: {e}");
        }
    }
}

crate::memory::view::memory!(PoolBuffer => device_ptr);
