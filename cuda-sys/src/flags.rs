//! Flag sets that `cuda.h` spells as `#define`s rather than enums.

use crate::*;
use std::ffi::c_uint;

bitflags::bitflags! {
    /// Flags of `cuMemHostAlloc` (`CU_MEMHOSTALLOC_*`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    pub struct HostAllocFlags: c_uint {
        /// Pinned for every context, not only the current one.
        const PORTABLE = CU_MEMHOSTALLOC_PORTABLE;
        /// Mapped into the device address space.
        const DEVICEMAP = CU_MEMHOSTALLOC_DEVICEMAP;
        /// Write-combined: fast for the device to read, slow for the CPU.
        const WRITECOMBINED = CU_MEMHOSTALLOC_WRITECOMBINED;
    }
}

bitflags::bitflags! {
    /// Flags of `cuMemHostRegister` (`CU_MEMHOSTREGISTER_*`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    pub struct HostRegisterFlags: c_uint {
        /// Pinned for every context, not only the current one.
        const PORTABLE = CU_MEMHOSTREGISTER_PORTABLE;
        /// Mapped into the device address space.
        const DEVICEMAP = CU_MEMHOSTREGISTER_DEVICEMAP;
        /// The range is I/O memory (for example a PCIe BAR).
        const IOMEMORY = CU_MEMHOSTREGISTER_IOMEMORY;
        /// The range is read-only for the device.
        const READ_ONLY = CU_MEMHOSTREGISTER_READ_ONLY;
    }
}
