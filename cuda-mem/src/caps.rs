//! What each device can do, read once at load, and whether the devices agree.

use crate::error::{Error, Result};
use cuda_mem_sys::{out, CUdevice_attribute as A, CUmemAllocationHandleType, CUresult, Driver};
use std::fmt;

/// Capabilities of one device, read with `cuDeviceGetAttribute` at load.
/// Reading a field is a load from memory, never a driver call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct DeviceCaps {
    /// Stream-ordered allocation (`MEMORY_POOLS_SUPPORTED`).
    pub memory_pools: bool,
    /// Virtual memory management (`VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED`).
    pub vmm: bool,
    /// One address space for host and devices (`UNIFIED_ADDRESSING`).
    pub unified_addressing: bool,
    /// Compute capability (major, minor).
    pub compute_capability: (i32, i32),
    /// GPUDirect RDMA on VMM memory (`GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED`).
    pub gpu_direct_rdma_with_vmm: bool,
    /// Handle types pools can export (`MEMPOOL_SUPPORTED_HANDLE_TYPES`).
    pub mempool_handle_types: CUmemAllocationHandleType,
    /// VMM memory can be exported as a POSIX file descriptor
    /// (`HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED`).
    pub posix_fd_handles: bool,
    /// The host NUMA node nearest the device (`HOST_NUMA_ID`), if known.
    pub host_numa_id: Option<i32>,
    /// The device reads pageable host memory directly (`PAGEABLE_MEMORY_ACCESS`).
    pub pageable_memory_access: bool,
    /// `cuMemAllocManaged` works (`MANAGED_MEMORY`).
    pub managed_memory: bool,
    /// `cuMemHostRegister` works (`HOST_REGISTER_SUPPORTED`).
    pub host_register: bool,
    /// Pools on the host with no particular node
    /// (`HOST_MEMORY_POOLS_SUPPORTED`, CUDA 13).
    pub host_memory_pools: bool,
    /// Pools on a host NUMA node (`HOST_NUMA_MEMORY_POOLS_SUPPORTED`).
    pub host_numa_memory_pools: bool,
    /// Bytes of device memory.
    pub total_memory: usize,
}

/// One visible device.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Device {
    /// Ordinal (`0..count`), also the `CUdevice` handle.
    pub ordinal: i32,
    /// `cuDeviceGetName`.
    pub name: String,
    /// Capabilities.
    pub caps: DeviceCaps,
}

/// The attributes compared across devices, with a reader for each.
/// Reads one compared attribute as text.
type Reader = fn(&DeviceCaps) -> String;

const COMPARED: &[(&str, Reader)] = &[
    ("MEMORY_POOLS_SUPPORTED", |c| c.memory_pools.to_string()),
    ("VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED", |c| c.vmm.to_string()),
    ("UNIFIED_ADDRESSING", |c| c.unified_addressing.to_string()),
    ("COMPUTE_CAPABILITY", |c| {
        format!("{}.{}", c.compute_capability.0, c.compute_capability.1)
    }),
    ("GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED", |c| {
        c.gpu_direct_rdma_with_vmm.to_string()
    }),
    ("MEMPOOL_SUPPORTED_HANDLE_TYPES", |c| {
        format!("{:#x}", c.mempool_handle_types.0)
    }),
    ("HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED", |c| {
        c.posix_fd_handles.to_string()
    }),
    ("MANAGED_MEMORY", |c| c.managed_memory.to_string()),
];

/// One attribute on which devices disagree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    /// The attribute's name.
    pub attribute: &'static str,
    /// Each device's value.
    pub values: Vec<(i32, String)>,
}

/// How the visible devices compare.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[non_exhaustive]
pub struct Topology {
    /// Number of visible devices.
    pub device_count: usize,
    /// Attributes on which they differ (empty when homogeneous).
    pub differences: Vec<Difference>,
    /// Whether any device supports memory pools (the classification query
    /// asks for MEMPOOL_HANDLE only then).
    pub any_pools: bool,
}

impl Topology {
    pub(crate) fn of(devices: &[Device]) -> Topology {
        let differences = COMPARED
            .iter()
            .filter_map(|(attribute, read)| {
                let values: Vec<(i32, String)> =
                    devices.iter().map(|d| (d.ordinal, read(&d.caps))).collect();
                let first = values.first()?.1.clone();
                values
                    .iter()
                    .any(|(_, v)| *v != first)
                    .then_some(Difference { attribute, values })
            })
            .collect();
        Topology {
            device_count: devices.len(),
            differences,
            any_pools: devices.iter().any(|d| d.caps.memory_pools),
        }
    }

    /// True when every device has the same capabilities (also for 0 or 1).
    pub fn is_homogeneous(&self) -> bool {
        self.differences.is_empty()
    }

    /// True when no device is visible.
    pub fn is_empty(&self) -> bool {
        self.device_count == 0
    }
}

impl fmt::Display for Topology {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.device_count == 0 {
            return write!(f, "no CUDA device: every pointer is pageable host memory");
        }
        if self.is_homogeneous() {
            return write!(f, "{} device(s), homogeneous", self.device_count);
        }
        write!(f, "{} devices differ in ", self.device_count)?;
        for (i, d) in self.differences.iter().enumerate() {
            if i > 0 {
                write!(f, "; ")?;
            }
            let vals: Vec<String> = d
                .values
                .iter()
                .map(|(o, v)| format!("device {o}={v}"))
                .collect();
            write!(f, "{} ({})", d.attribute, vals.join(", "))?;
        }
        Ok(())
    }
}

/// One attribute. A driver older than the attribute answers
/// CUDA_ERROR_INVALID_VALUE for it, which reads as "not supported"; every
/// other failure, a missing `cuDeviceGetAttribute` included, is an error.
fn attr(driver: &Driver, dev: i32, a: A) -> Result<i32> {
    // SAFETY: a valid out-pointer; `dev` is a device handle.
    match out(|v| unsafe { driver.cuDeviceGetAttribute(v, a, dev) }) {
        Err(e) if e.code() == Some(CUresult::CUDA_ERROR_INVALID_VALUE) => {
            log::debug!("device {dev}: attribute {} unknown to this driver", a.0);
            Ok(0)
        }
        r => Ok(r?),
    }
}

/// Reads one device's name and capabilities.
pub(crate) fn read_device(driver: &Driver, ordinal: i32) -> Result<Device> {
    let mut name = [0 as std::ffi::c_char; 256];
    // SAFETY: the buffer holds 256 bytes, as passed.
    unsafe { driver.cuDeviceGetName(name.as_mut_ptr(), name.len() as i32, ordinal) }?;
    // The driver NUL-terminates within the buffer; the last byte is kept 0
    // so a driver that does not still leaves a terminated string.
    name[255] = 0;
    // SAFETY: NUL-terminated within the buffer (above).
    let name = unsafe { std::ffi::CStr::from_ptr(name.as_ptr()) }
        .to_string_lossy()
        .into_owned();
    // SAFETY: a valid out-pointer.
    let total = out(|t| unsafe { driver.cuDeviceTotalMem_v2(t, ordinal) })?;
    let numa = attr(driver, ordinal, A::CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID)?;
    let caps = DeviceCaps {
        memory_pools: attr(
            driver,
            ordinal,
            A::CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED,
        )? != 0,
        vmm: attr(
            driver,
            ordinal,
            A::CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED,
        )? != 0,
        unified_addressing: attr(driver, ordinal, A::CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING)? != 0,
        compute_capability: (
            attr(
                driver,
                ordinal,
                A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
            )?,
            attr(
                driver,
                ordinal,
                A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
            )?,
        ),
        gpu_direct_rdma_with_vmm: attr(
            driver,
            ordinal,
            A::CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED,
        )? != 0,
        mempool_handle_types: CUmemAllocationHandleType(attr(
            driver,
            ordinal,
            A::CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES,
        )? as _),
        posix_fd_handles: attr(
            driver,
            ordinal,
            A::CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED,
        )? != 0,
        host_numa_id: (numa >= 0).then_some(numa),
        pageable_memory_access: attr(
            driver,
            ordinal,
            A::CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS,
        )? != 0,
        managed_memory: attr(driver, ordinal, A::CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY)? != 0,
        host_register: attr(
            driver,
            ordinal,
            A::CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED,
        )? != 0,
        // HOST_MEMORY_POOLS_SUPPORTED, HOST_NUMA_MEMORY_POOLS_SUPPORTED: by
        // number, as the 12.9 header lacks the first.
        host_memory_pools: attr(driver, ordinal, A(144))? != 0,
        host_numa_memory_pools: attr(driver, ordinal, A(142))? != 0,
        total_memory: total,
    };
    Ok(Device {
        ordinal,
        name,
        caps,
    })
}

bitflags::bitflags! {
    /// Handle types a pool's or VMM allocation's memory can be exported as.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    pub struct HandleTypes: u32 {
        /// A POSIX file descriptor.
        const POSIX_FD = cuda_mem_sys::CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR.0;
        /// A fabric handle (multi-node NVLink).
        const FABRIC = cuda_mem_sys::CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_FABRIC.0;
    }
}

impl HandleTypes {
    pub(crate) fn raw(self) -> cuda_mem_sys::CUmemAllocationHandleType {
        cuda_mem_sys::CUmemAllocationHandleType(self.bits() as _)
    }

    /// Whether memory made with these types exports as a POSIX
    /// descriptor; [`Error::NotExportable`] if not.
    pub(crate) fn require_posix_fd(self) -> Result<()> {
        if !self.contains(HandleTypes::POSIX_FD) {
            return Err(Error::NotExportable {
                handle_type: "POSIX_FD",
            });
        }
        Ok(())
    }
}
