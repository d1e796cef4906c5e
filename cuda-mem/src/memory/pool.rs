//! Stream-ordered allocation from memory pools.

use super::{device_location, Access, Stream};
use crate::classify::Location;
use crate::error::{Error, Result};
use crate::Cuda;
use cuda_sys::{CUdeviceptr, CUmemoryPool};

bitflags::bitflags! {
    /// Handle types a pool's or VMM allocation's memory can be exported as.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    pub struct HandleTypes: u32 {
        /// A POSIX file descriptor.
        const POSIX_FD = cuda_sys::CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR.0;
        /// A fabric handle (multi-node NVLink).
        const FABRIC = cuda_sys::CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_FABRIC.0;
    }
}

impl HandleTypes {
    pub(crate) fn raw(self) -> cuda_sys::CUmemAllocationHandleType {
        cuda_sys::CUmemAllocationHandleType(self.bits() as _)
    }
}

/// Properties of a created pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolProps {
    /// Where the memory lives: `Location::Device(d)` or
    /// `Location::HostNuma(node)` (`Location::Host` is refused).
    pub location: Location,
    /// Handle types the memory can be exported as.
    pub handle_types: HandleTypes,
    /// Bytes the pool keeps cached instead of returning them to the system.
    pub release_threshold: Option<u64>,
}

impl PoolProps {
    /// A pool on `device` with no export handles.
    pub fn device(device: i32) -> PoolProps {
        PoolProps {
            location: Location::Device(device),
            handle_types: HandleTypes::empty(),
            release_threshold: None,
        }
    }
}

/// A memory pool: one created from [`PoolProps`] (destroyed on drop), or a
/// device's default pool (borrowed, never destroyed).
pub struct MemPool<'a> {
    cuda: &'a Cuda,
    raw: CUmemoryPool,
    device: i32,
    owned: bool,
}

// SAFETY: pools may be used and destroyed from any thread; the handle is an
// opaque identifier.
unsafe impl Send for MemPool<'_> {}
// SAFETY: `&self` methods are thread-safe driver calls.
unsafe impl Sync for MemPool<'_> {}

impl std::fmt::Debug for MemPool<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MemPool")
            .field("raw", &self.raw)
            .field("device", &self.device)
            .field("owned", &self.owned)
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

impl<'a> MemPool<'a> {
    /// Creates a pool. `device` is the device whose pool support is required
    /// (the owner for a device location).
    pub fn new(cuda: &'a Cuda, device: i32, props: PoolProps) -> Result<Self> {
        require_pools(cuda, device)?;
        let location = match props.location {
            Location::Device(d) => {
                require_pools(cuda, d)?;
                device_location(d)
            }
            Location::HostNuma(n) => cuda_sys::CUmemLocation {
                type_: cuda_sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST_NUMA,
                id: n,
            },
            Location::Host => {
                return Err(Error::InvalidArgument(
                    "a pool lives on a device or a host NUMA node".into(),
                ))
            }
        };
        let p = cuda_sys::CUmemPoolProps {
            allocType: cuda_sys::CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED,
            handleTypes: props.handle_types.raw(),
            location,
            ..Default::default()
        };
        let shared = &cuda.shared;
        let mut raw = std::ptr::null_mut();
        // SAFETY: valid out-pointer and properties.
        shared.check("cuMemPoolCreate", unsafe {
            shared.driver.cuMemPoolCreate(&mut raw, &p)
        })?;
        let pool = MemPool {
            cuda,
            raw,
            device,
            owned: true,
        };
        if let Some(t) = props.release_threshold {
            let mut v = t;
            let attr = cuda_sys::CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD;
            // SAFETY: a cuuint64_t for this attribute; the pool is alive.
            let r = unsafe {
                shared
                    .driver
                    .cuMemPoolSetAttribute(raw, attr, (&mut v as *mut u64).cast())
            };
            shared.check("cuMemPoolSetAttribute", r)?; // `pool` drops (destroys) on error
        }
        Ok(pool)
    }

    /// The device's default pool.
    pub fn default_for(cuda: &'a Cuda, device: i32) -> Result<Self> {
        require_pools(cuda, device)?;
        let shared = &cuda.shared;
        let mut raw = std::ptr::null_mut();
        // SAFETY: valid out-pointer; the ordinal was checked.
        let r = unsafe { shared.driver.cuDeviceGetDefaultMemPool(&mut raw, device) };
        shared.check("cuDeviceGetDefaultMemPool", r)?;
        Ok(MemPool {
            cuda,
            raw,
            device,
            owned: false,
        })
    }

    /// Allocates `len` bytes in stream order on `stream`; freed on drop in
    /// the same stream. The buffer borrows both pool and stream.
    pub fn alloc_async<'p>(&'p self, len: usize, stream: &'p Stream<'_>) -> Result<PoolBuffer<'p>> {
        if len == 0 {
            return Err(Error::InvalidArgument("length 0".into()));
        }
        let shared = &self.cuda.shared;
        let mut ptr = 0;
        // SAFETY: valid out-pointer; pool and stream are alive.
        let r = unsafe {
            shared
                .driver
                .cuMemAllocFromPoolAsync(&mut ptr, len, self.raw, stream.as_raw())
        };
        shared.check("cuMemAllocFromPoolAsync", r)?;
        Ok(PoolBuffer {
            cuda: self.cuda,
            stream: stream.as_raw(),
            ptr,
            len,
            _borrow: std::marker::PhantomData,
        })
    }

    /// Grants `device` access to the pool's memory.
    pub fn set_access(&self, device: i32, access: Access) -> Result<()> {
        self.cuda.device(device)?;
        let desc = cuda_sys::CUmemAccessDesc {
            location: device_location(device),
            flags: access.raw(),
        };
        let shared = &self.cuda.shared;
        // SAFETY: one descriptor; the pool is alive.
        shared.check("cuMemPoolSetAccess", unsafe {
            shared.driver.cuMemPoolSetAccess(self.raw, &desc, 1)
        })
    }

    /// The access `device` has to the pool's memory.
    pub fn access(&self, device: i32) -> Result<Access> {
        self.cuda.device(device)?;
        let mut loc = device_location(device);
        let mut flags = cuda_sys::CUmemAccess_flags(0);
        let shared = &self.cuda.shared;
        // SAFETY: valid out-pointer and location; the pool is alive.
        shared.check("cuMemPoolGetAccess", unsafe {
            shared
                .driver
                .cuMemPoolGetAccess(&mut flags, self.raw, &mut loc)
        })?;
        Ok(Access::from_raw(flags.0 as u64))
    }

    /// The raw handle (what classification reports as the pool).
    pub fn as_raw(&self) -> CUmemoryPool {
        self.raw
    }

    /// Whether this value destroys the pool on drop (false for a default pool).
    pub fn is_owned(&self) -> bool {
        self.owned
    }
}

impl Drop for MemPool<'_> {
    fn drop(&mut self) {
        if !self.owned {
            return;
        }
        let shared = &self.cuda.shared;
        // SAFETY: created by cuMemPoolCreate, destroyed once; no PoolBuffer
        // borrows it any more.
        if let Err(e) = shared.check("cuMemPoolDestroy", unsafe {
            shared.driver.cuMemPoolDestroy(self.raw)
        }) {
            log::warn!("destroying a memory pool: {e}");
        }
    }
}

/// Stream-ordered memory from a [`MemPool`]; freed on drop in the stream it
/// was allocated on.
pub struct PoolBuffer<'p> {
    cuda: &'p Cuda,
    stream: cuda_sys::CUstream,
    ptr: CUdeviceptr,
    len: usize,
    _borrow: std::marker::PhantomData<(&'p MemPool<'p>, &'p Stream<'p>)>,
}

// SAFETY: an address and a stream handle, both usable from any thread.
unsafe impl Send for PoolBuffer<'_> {}
// SAFETY: `&self` methods only read the address and length.
unsafe impl Sync for PoolBuffer<'_> {}

impl std::fmt::Debug for PoolBuffer<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PoolBuffer")
            .field("address", &format_args!("{:#x}", self.ptr))
            .field("len", &self.len)
            .finish()
    }
}

impl PoolBuffer<'_> {
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
}

impl Drop for PoolBuffer<'_> {
    fn drop(&mut self) {
        let shared = &self.cuda.shared;
        // SAFETY: allocated from the pool on this stream, freed once; both
        // are alive (borrowed for 'p).
        if let Err(e) = shared.check("cuMemFreeAsync", unsafe {
            shared.driver.cuMemFreeAsync(self.ptr, self.stream)
        }) {
            log::warn!("freeing stream-ordered memory: {e}");
        }
    }
}
