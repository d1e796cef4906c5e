//! RAII owners of driver resources. Each frees what it made on drop,
//! logging (never panicking) if the driver refuses.

mod buffers;
mod pool;
mod stream;
mod vmm;

pub use buffers::{DeviceBuffer, HostRegistration, ManagedBuffer, PinnedHostBuffer};
pub use pool::{HandleTypes, MemPool, PoolBuffer, PoolProps};
pub use stream::Stream;
pub use vmm::VmmAllocation;

use crate::context::PrimaryContextGuard;
use crate::error::Result;

/// Access a device is granted to pool or VMM memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Access {
    /// No access.
    None,
    /// Read only.
    Read,
    /// Read and write.
    ReadWrite,
}

impl Access {
    pub(crate) fn raw(self) -> cuda_sys::CUmemAccess_flags {
        use cuda_sys::CUmemAccess_flags as F;
        match self {
            Access::None => F::CU_MEM_ACCESS_FLAGS_PROT_NONE,
            Access::Read => F::CU_MEM_ACCESS_FLAGS_PROT_READ,
            Access::ReadWrite => F::CU_MEM_ACCESS_FLAGS_PROT_READWRITE,
        }
    }

    pub(crate) fn from_raw(f: u64) -> Access {
        match f {
            3 => Access::ReadWrite,
            1 => Access::Read,
            _ => Access::None,
        }
    }
}

pub(crate) fn device_location(device: i32) -> cuda_sys::CUmemLocation {
    cuda_sys::CUmemLocation {
        type_: cuda_sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
        id: device,
    }
}

impl PrimaryContextGuard<'_> {
    /// Runs `f` with this context current, restoring the previous one.
    pub(crate) fn with_current<T>(&self, f: impl FnOnce() -> Result<T>) -> Result<T> {
        let _current = self.make_current()?;
        f()
    }

    /// As `with_current`, for teardown: failures are logged.
    pub(crate) fn release_with_current(&self, what: &str, f: impl FnOnce() -> Result<()>) {
        if let Err(e) = self.with_current(f) {
            log::warn!("freeing {what}: {e}");
        }
    }
}
