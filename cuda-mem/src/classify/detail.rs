//! What a registration cache asks beyond the classification, on request:
//! one `cuPointerGetAttributes` with its own, longer attribute list. The
//! default query of [`Cuda::classify`] is unchanged by it.

use crate::answer::{Location, PointerInfo};
use crate::caps::HandleTypes;
use crate::error::{Error, Result};
use crate::handle::Cuda;
use crate::permits::Permits;
use crate::query::{decode, low_u32, UNWRITTEN};
use cuda_mem_sys::CUpointer_attribute as P;

/// The answer of [`Cuda::classify_detailed`]: the classification and the
/// allocation's extent and capabilities.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct PointerDetails {
    /// What [`Cuda::classify`] answers for the address.
    pub info: PointerInfo,
    /// Base address and size of the allocation holding the address; `None`
    /// for memory CUDA does not know (the driver leaves them unwritten), and
    /// where the driver's range does not hold the address (memory of a pool
    /// on the host: its RANGE_START_ADDR is 0 on driver 580). For pool
    /// memory it is the allocation, not the pool's mapping.
    pub range: Option<(u64, usize)>,
    /// Whether GPUDirect RDMA can use the memory
    /// (`IS_GPU_DIRECT_RDMA_CAPABLE`; on the H200, cuMemAlloc memory only).
    pub gpu_direct_rdma: bool,
    /// Handle types the allocation can be exported as
    /// (`ALLOWED_HANDLE_TYPES`: pools and VMM allocations made exportable).
    pub allowed_handle_types: HandleTypes,
    /// Whether the memory is mapped for the device (`MAPPED`).
    pub mapped: bool,
    /// Whether legacy IPC (`cuIpcGetMemHandle`) can share it
    /// (`IS_LEGACY_CUDA_IPC_CAPABLE`; cuMemAlloc memory only).
    pub legacy_ipc: bool,
    /// The driver's id of the allocation (`BUFFER_ID`; 0 for memory CUDA
    /// does not know): equal ids mean the same allocation, and an address
    /// reused by a new allocation gets a new id.
    pub buffer_id: u64,
    /// Whether the CPU may load and store the bytes: the table's answer
    /// ([`PointerInfo::cpu_access`]), and for VMM memory on a host NUMA
    /// node the driver's (`cuMemGetAccess` of the node: the owner may have
    /// granted the host access).
    pub cpu_access: bool,
    /// The devices that may read and write the bytes, bit `d` for ordinal
    /// `d` (up to 63): the owner, every device, or (where the memory
    /// permits [`Permits::BY_GRANT`]) each device the driver says was
    /// granted read-write access (`cuMemGetAccess`, `cuMemPoolGetAccess`:
    /// one call per device).
    pub granted_devices: u64,
    /// Devices may only read the bytes (`ACCESS_FLAGS` is read-only: a
    /// host registration with `READ_ONLY`, whose device writes the driver
    /// refuses).
    pub read_only: bool,
}

/// Asked for after the classification's attributes, in slot order, with
/// the value each slot starts as: the range slots' tell the driver left
/// them unwritten (it does for pageable memory).
const EXTRA: [(P, u64); 8] = [
    (P::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR, UNWRITTEN),
    (P::CU_POINTER_ATTRIBUTE_RANGE_SIZE, UNWRITTEN),
    (P::CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE, 0),
    (P::CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES, 0),
    (P::CU_POINTER_ATTRIBUTE_MAPPED, 0),
    (P::CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE, 0),
    (P::CU_POINTER_ATTRIBUTE_BUFFER_ID, 0),
    (P::CU_POINTER_ATTRIBUTE_ACCESS_FLAGS, 0),
];

/// [`Cuda::classify_detailed`] of `address`.
pub(crate) fn detailed(cuda: &Cuda, address: u64) -> Result<PointerDetails> {
    if address == 0 {
        return Err(Error::NullPointer);
    }
    let shared = &*cuda.shared;
    let pageable = PointerDetails {
        info: shared.query.pageable(address),
        range: None,
        gpu_direct_rdma: false,
        allowed_handle_types: HandleTypes::empty(),
        mapped: false,
        legacy_ipc: false,
        buffer_id: 0,
        cpu_access: true,
        granted_devices: 0,
        read_only: false,
    };
    if shared.devices.is_empty() {
        return Ok(pageable);
    }
    let slots = shared.query.run_with(shared.driver()?, address, &EXTRA)?;
    let info = decode(address, &slots, &shared.query, &shared.devices)?;
    if !info.is_cuda_memory() {
        return Ok(pageable);
    }
    let e = &slots[shared.query.attributes().len()..];
    // A range that does not hold the address is no extent: the driver
    // answers RANGE_START_ADDR 0 for memory of a pool on the host (H100,
    // driver 580).
    let range = (e[0] != UNWRITTEN && e[1] != UNWRITTEN)
        .then(|| (e[0], e[1] as usize))
        .filter(|&(base, size)| base <= address && address - base < size as u64);
    let (cpu_access, granted_devices) = access(cuda, &info)?;
    Ok(PointerDetails {
        info,
        range,
        gpu_direct_rdma: low_u32(e[2]) != 0,
        allowed_handle_types: HandleTypes::from_bits_retain(low_u32(e[3])),
        mapped: low_u32(e[4]) != 0,
        legacy_ipc: low_u32(e[5]) != 0,
        buffer_id: e[6],
        cpu_access,
        granted_devices,
        read_only: low_u32(e[7])
            == cuda_mem_sys::CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READ.0,
    })
}

/// Whether the CPU may use `info`'s memory, and the bits of the devices
/// that may: from the table, asking the driver where the owner's grants
/// decide.
fn access(cuda: &Cuda, info: &PointerInfo) -> Result<(bool, u64)> {
    use cuda_mem_sys::{CUmemAccess_flags, CUmemLocation, CUmemLocationType as T};
    let shared = &*cuda.shared;
    let bit = |d: i32| if (0..64).contains(&d) { 1u64 << d } else { 0 };
    let every = shared.devices.iter().fold(0, |m, d| m | bit(d.ordinal));
    let p = info.permits();
    let mut devices = 0;
    if p.contains(Permits::ANY_DEVICE) {
        devices = every;
    } else if p.contains(Permits::OWNER_DEVICE) {
        devices = info.device().map_or(0, bit);
    }
    let mut cpu = p.contains(Permits::CPU);
    if !p.contains(Permits::BY_GRANT) {
        return Ok((cpu, devices));
    }
    let d = shared.driver()?;
    let read_write = CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    // Only the driver's answer for each location, not its errors: a
    // location it does not know (a node) is one without access.
    let granted = |location: CUmemLocation| -> bool {
        match info.pool() {
            Some(pool) => {
                let mut loc = location;
                let mut flags = CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_NONE;
                // SAFETY: valid out-pointer and location; a live pool is
                // only looked up (a stale one answers an error).
                let r = unsafe { d.cuMemPoolGetAccess(&mut flags, pool, &mut loc) };
                r.is_ok() && flags == read_write
            }
            None => {
                let mut flags = 0u64;
                // SAFETY: valid out-pointer and location; the address is
                // only looked up.
                let r = unsafe { d.cuMemGetAccess(&mut flags, &location, info.address()) };
                r.is_ok() && flags == u64::from(read_write.0)
            }
        }
    };
    for dev in &shared.devices {
        let location = CUmemLocation {
            type_: T::CU_MEM_LOCATION_TYPE_DEVICE,
            id: dev.ordinal,
        };
        if granted(location) {
            devices |= bit(dev.ordinal);
        }
    }
    if let Location::HostNuma(node) = info.location() {
        cpu = granted(CUmemLocation {
            type_: T::CU_MEM_LOCATION_TYPE_HOST_NUMA,
            id: node,
        });
    }
    Ok((cpu, devices))
}
