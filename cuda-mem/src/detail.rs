//! What a registration cache asks beyond the classification, on request:
//! one `cuPointerGetAttributes` with its own, longer attribute list. The
//! default query of [`Cuda::classify`] is unchanged by it.

use crate::classify::{decode, low_u32, PointerInfo, MAX_ATTRIBUTES};
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
    /// The driver's id of the allocation (`BUFFER_ID`; 0 for memory CUDA
    /// does not know): equal ids mean the same allocation, and an address
    /// reused by a new allocation gets a new id.
    pub buffer_id: u64,
}

/// Asked for after the classification's attributes, in slot order.
const EXTRA: [P; 7] = [
    P::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR,
    P::CU_POINTER_ATTRIBUTE_RANGE_SIZE,
    P::CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE,
    P::CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES,
    P::CU_POINTER_ATTRIBUTE_MAPPED,
    P::CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE,
    P::CU_POINTER_ATTRIBUTE_BUFFER_ID,
];

/// The longest list asked for.
const MAX: usize = MAX_ATTRIBUTES + EXTRA.len();

/// Written into the range slots first: the driver leaves them as they are
/// for pageable memory.
const UNWRITTEN: u64 = u64::MAX;

impl Cuda {
    /// Classifies an address and reads its allocation's extent and
    /// capabilities and buffer id, with one driver call of its own: the
    /// classification's attributes and seven more. Always asks the driver,
    /// for owned memory too. For registration caches and RDMA paths;
    /// [`Cuda::classify`] stays the cheap default.
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
            buffer_id: 0,
        };
        if shared.devices.is_empty() {
            return Ok(pageable);
        }
        if shared.inherited() {
            return Err(Error::InheritedAcrossFork);
        }
        let head = shared.query.attributes();
        let n = head.len() + EXTRA.len();
        let mut attrs = [EXTRA[0]; MAX];
        attrs[..head.len()].copy_from_slice(head);
        attrs[head.len()..n].copy_from_slice(&EXTRA);
        let mut slots = [0u64; MAX];
        let x = head.len();
        slots[x] = UNWRITTEN;
        slots[x + 1] = UNWRITTEN;
        let mut outs: [*mut c_void; MAX] = [std::ptr::null_mut(); MAX];
        for (o, s) in outs.iter_mut().zip(slots.iter_mut()) {
            *o = (s as *mut u64).cast();
        }
        // SAFETY: `n` attributes and `n` outputs, each an initialised 8-byte
        // slot that holds any attribute asked for.
        unsafe {
            shared.driver.cuPointerGetAttributes(
                n as u32,
                attrs.as_mut_ptr(),
                outs.as_mut_ptr(),
                address,
            )
        }?;
        let info = decode(address, &slots, &shared.query, &shared.devices)?;
        if !info.is_cuda_memory() {
            return Ok(pageable);
        }
        let e = &slots[x..n];
        let range = (e[0] != UNWRITTEN && e[1] != UNWRITTEN).then(|| (e[0], e[1] as usize));
        Ok(PointerDetails {
            info,
            range,
            gpu_direct_rdma: low_u32(e[2]) != 0,
            allowed_handle_types: HandleTypes::from_bits_retain(low_u32(e[3])),
            mapped: low_u32(e[4]) != 0,
            legacy_ipc: low_u32(e[5]) != 0,
            buffer_id: e[6],
        })
    }
}
