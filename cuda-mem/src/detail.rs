//! What a registration cache asks beyond the classification, on request:
//! one `cuPointerGetAttributes` with its own, longer attribute list. The
//! default query of [`Cuda::classify`] is unchanged by it.

use crate::classify::{decode, low_u32, PointerInfo, ATTRIBUTES};
use crate::error::{Error, Result};
use crate::memory::HandleTypes;
use crate::Cuda;
use cuda_sys::CUpointer_attribute as P;
use std::ffi::c_void;

/// The answer of [`Cuda::classify_detailed`]: the classification and the
/// allocation's extent and capabilities.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct PointerDetails {
    /// What [`Cuda::classify`] answers for the address.
    pub info: PointerInfo,
    /// Base address and size of the allocation holding the address; `None`
    /// for memory CUDA does not know (the driver leaves them unwritten). For
    /// pool memory it is the allocation, not the pool's mapping.
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
}

/// Asked for after the classification's six attributes, in slot order.
const EXTRA: [P; 6] = [
    P::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR,
    P::CU_POINTER_ATTRIBUTE_RANGE_SIZE,
    P::CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE,
    P::CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES,
    P::CU_POINTER_ATTRIBUTE_MAPPED,
    P::CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE,
];

/// Written into the range slots first: the driver leaves them as they are
/// for pageable memory.
const UNWRITTEN: u64 = u64::MAX;

impl Cuda {
    /// Classifies an address and reads its allocation's extent and
    /// capabilities, with one driver call of its own (12 attributes; without
    /// MEMPOOL_HANDLE when no device has pools). For registration caches and
    /// RDMA paths; [`Cuda::classify`] stays the cheap default.
    ///
    /// Errors as for [`Cuda::classify`].
    pub fn classify_detailed(&self, ptr: impl crate::Address) -> Result<PointerDetails> {
        let address = ptr.address();
        if address == 0 {
            return Err(Error::NullPointer);
        }
        let shared = &*self.shared;
        let pageable = PointerDetails {
            info: PointerInfo::pageable(address),
            range: None,
            gpu_direct_rdma: false,
            allowed_handle_types: HandleTypes::empty(),
            mapped: false,
            legacy_ipc: false,
        };
        if shared.devices.is_empty() {
            return Ok(pageable);
        }
        let mut attrs = [ATTRIBUTES[0]; 12];
        attrs[..6].copy_from_slice(&ATTRIBUTES);
        attrs[6..].copy_from_slice(&EXTRA);
        if !shared.topology.any_pools {
            // No device has pools: the pool slot asks for an attribute every
            // driver knows instead (its answer is not read), so the list
            // keeps its layout.
            attrs[5] = P::CU_POINTER_ATTRIBUTE_HOST_POINTER;
        }
        let mut slots = [0u64; 12];
        slots[3] = u32::MAX as u64;
        slots[6] = UNWRITTEN;
        slots[7] = UNWRITTEN;
        let mut outs: [*mut c_void; 12] = [std::ptr::null_mut(); 12];
        for (o, s) in outs.iter_mut().zip(slots.iter_mut()) {
            *o = (s as *mut u64).cast();
        }
        // SAFETY: 12 attributes and 12 outputs, each an initialised 8-byte
        // slot that holds any attribute asked for.
        unsafe {
            shared.driver.cuPointerGetAttributes(
                attrs.len() as u32,
                attrs.as_mut_ptr(),
                outs.as_mut_ptr(),
                address,
            )
        }?;
        let mut head = [0u64; 6];
        head.copy_from_slice(&slots[..6]);
        if !shared.topology.any_pools {
            head[5] = 0;
        }
        let info = decode(address, &head, &shared.devices)?;
        if !info.is_cuda_memory() {
            return Ok(pageable);
        }
        let range =
            (slots[6] != UNWRITTEN && slots[7] != UNWRITTEN).then(|| (slots[6], slots[7] as usize));
        Ok(PointerDetails {
            info,
            range,
            gpu_direct_rdma: low_u32(slots[8]) != 0,
            allowed_handle_types: HandleTypes::from_bits_retain(low_u32(slots[9])),
            mapped: low_u32(slots[10]) != 0,
            legacy_ipc: low_u32(slots[11]) != 0,
        })
    }
}
