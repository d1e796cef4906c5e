//! RAII owners of driver resources. Each frees what it made on drop,
//! logging (never panicking) if the driver refuses, and keeps alive by
//! reference counting what the free needs: context-owned memory a clone of
//! its [`PrimaryContextGuard`](crate::PrimaryContextGuard), a pool buffer
//! its pool and stream, VMM memory the driver handle.

pub(crate) mod buffers;
pub(crate) mod copy;
pub(crate) mod event;
pub(crate) mod owned;
pub(crate) mod pool;
pub(crate) mod registration;
pub(crate) mod stream;
pub(crate) mod view;
pub(crate) mod vmm;

use crate::answer::Location;
use crate::error::{Error, Result};

/// Access a device is granted to pool or VMM memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Access {
    /// No access.
    None,
    /// Read only.
    Read,
    /// Read and write.
    ReadWrite,
}

impl Access {
    pub(crate) fn raw(self) -> cuda_mem_sys::CUmemAccess_flags {
        use cuda_mem_sys::CUmemAccess_flags as F;
        match self {
            Access::None => F::CU_MEM_ACCESS_FLAGS_PROT_NONE,
            Access::Read => F::CU_MEM_ACCESS_FLAGS_PROT_READ,
            Access::ReadWrite => F::CU_MEM_ACCESS_FLAGS_PROT_READWRITE,
        }
    }

    /// The descriptor granting `device` this access, after checking the
    /// ordinal.
    pub(crate) fn for_device(
        self,
        cuda: &crate::handle::Cuda,
        device: i32,
    ) -> Result<cuda_mem_sys::CUmemAccessDesc> {
        cuda.device(device)?;
        Ok(cuda_mem_sys::CUmemAccessDesc {
            location: device_location(device),
            flags: self.raw(),
        })
    }

    pub(crate) fn from_raw(f: u64) -> Access {
        match f {
            3 => Access::ReadWrite,
            1 => Access::Read,
            _ => Access::None,
        }
    }
}

/// Where pool or VMM memory is placed: a device, or a host NUMA node. Unlike
/// [`Location`], it cannot say "plain host memory", which neither accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum MemLocation {
    /// Memory of the device with this ordinal.
    Device(i32),
    /// Host memory on this NUMA node, for devices to use.
    HostNuma(i32),
    /// Host memory on no particular node (`CU_MEM_LOCATION_TYPE_HOST`):
    /// pools only (where the device has `HOST_MEMORY_POOLS_SUPPORTED`);
    /// such a pool cannot be exported.
    Host,
}

impl From<MemLocation> for Location {
    fn from(l: MemLocation) -> Location {
        match l {
            MemLocation::Device(d) => Location::Device(d),
            MemLocation::HostNuma(n) => Location::HostNuma(n),
            MemLocation::Host => Location::Host,
        }
    }
}

impl MemLocation {
    pub(crate) fn raw(self) -> cuda_mem_sys::CUmemLocation {
        use cuda_mem_sys::CUmemLocationType as T;
        let (type_, id) = match self {
            MemLocation::Device(d) => (T::CU_MEM_LOCATION_TYPE_DEVICE, d),
            MemLocation::HostNuma(n) => (T::CU_MEM_LOCATION_TYPE_HOST_NUMA, n),
            MemLocation::Host => (T::CU_MEM_LOCATION_TYPE_HOST, 0),
        };
        cuda_mem_sys::CUmemLocation { type_, id }
    }
}

pub(crate) fn device_location(device: i32) -> cuda_mem_sys::CUmemLocation {
    MemLocation::Device(device).raw()
}

/// Zero-length allocations are refused before the driver sees them.
pub(crate) fn nonzero(len: usize) -> Result<()> {
    if len == 0 {
        return Err(Error::InvalidArgument("length 0".into()));
    }
    Ok(())
}
