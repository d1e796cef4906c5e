//! Devices: count, handles, names, memory and attributes.

use super::put;
use crate::state;
use cuda_mem_sys::*;
use std::ffi::{c_char, c_int};

export! {
    /// Number of configured devices.
    fn cuDeviceGetCount(count: *mut c_int) {
        let n = state::with(|s| Ok(s.cfg.devices.len() as c_int))?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(count, n) }
    }

    /// Device handles are ordinals.
    fn cuDeviceGet(device: *mut CUdevice, ordinal: c_int) {
        let d = state::with(|s| s.device(ordinal))?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(device, d as CUdevice) }
    }

    /// The configured name, truncated to `len` bytes with its NUL.
    fn cuDeviceGetName(name: *mut c_char, len: c_int, dev: CUdevice) {
        let n = state::with(|s| Ok(s.cfg.devices[s.device(dev)?].name.clone()))?;
        if name.is_null() || len <= 0 {
            return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
        }
        let bytes = n.as_bytes();
        let k = bytes.len().min(len as usize - 1);
        // SAFETY: the caller's buffer holds `len` bytes; k + 1 <= len.
        unsafe {
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), name.cast::<u8>(), k);
            *name.add(k) = 0;
        }
        Ok(())
    }

    /// The configured memory size.
    fn cuDeviceTotalMem_v2(bytes: *mut usize, dev: CUdevice) {
        let m = state::with(|s| Ok(s.cfg.devices[s.device(dev)?].memory))?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(bytes, m) }
    }

    /// Free and total bytes of the current context's device: the
    /// configured memory less what live allocations on it take.
    fn cuMemGetInfo_v2(free: *mut usize, total: *mut usize) {
        let (f, t) = state::with(|s| {
            let dev = super::context::current_device(s)?;
            let t = s.cfg.devices[dev].memory;
            Ok((t.saturating_sub(s.device_bytes(dev)), t))
        })?;
        // SAFETY: out-pointers from the caller.
        unsafe {
            put(free, f)?;
            put(total, t)
        }
    }

    /// Attributes from the configuration; those it does not model read 0.
    fn cuDeviceGetAttribute(value: *mut c_int, attrib: CUdevice_attribute, dev: CUdevice) {
        use CUdevice_attribute as A;
        let v = state::with(|s| {
            let d = &s.cfg.devices[s.device(dev)?];
            let v = match attrib {
                A::CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED => d.pools as c_int,
                A::CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED => d.vmm as c_int,
                A::CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING => d.unified as c_int,
                A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR => d.cc.0,
                A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR => d.cc.1,
                A::CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED => d.gdr_vmm as c_int,
                A::CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES => if d.pools { 0x9 } else { 0 },
                A::CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID => d.numa,
                A::CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED => d.vmm as c_int,
                A::CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED
                | A::CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY
                | A::CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS
                | A::CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY => 1,
                A::CU_DEVICE_ATTRIBUTE_PCI_BUS_ID => 0x18 + dev,
                A::CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID | A::CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID => 0,
                A::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT => 132,
                A::CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS => d.pageable as c_int,
                // HOST_NUMA_MEMORY_POOLS_SUPPORTED, HOST_MEMORY_POOLS_SUPPORTED
                // (CUDA 12.6 and 13.0 headers; 12.9's lacks the second).
                A(142) | A(144) => (d.pools && d.host_pools) as c_int,
                a if a.0 < A::CU_DEVICE_ATTRIBUTE_MAX.0 => 0,
                _ => return Err(CUresult::CUDA_ERROR_INVALID_VALUE),
            };
            Ok(v)
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(value, v) }
    }
}
