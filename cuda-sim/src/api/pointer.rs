//! Pointer attributes: what `cuPointerGetAttribute(s)` answers for each kind
//! of memory, with the real driver's quirks (see the crate documentation).

use super::context::current;
use super::{get_slice, put};
use crate::state::{self, context_device, context_handle, Alloc, Kind, Place};
use cuda_mem_sys::*;
use std::ffi::{c_uint, c_void};

/// One attribute's answer, at the width the driver writes it.
enum Value {
    U32(u32),
    I32(i32),
    U64(u64),
    Ptr(usize),
    /// The real driver leaves this output untouched.
    Unwritten,
}

fn value(a: Option<&Alloc>, attr: CUpointer_attribute, addr: usize) -> state::Res<Value> {
    use CUpointer_attribute as P;
    use Value::*;
    let cur = current();
    let Some(a) = a else {
        // Pageable (or unknown) memory: what the H200 answered for malloc,
        // stack and static memory.
        return Ok(match attr {
            P::CU_POINTER_ATTRIBUTE_CONTEXT
            | P::CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE
            | P::CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR => Ptr(0),
            P::CU_POINTER_ATTRIBUTE_HOST_POINTER => Ptr(addr),
            P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE
            | P::CU_POINTER_ATTRIBUTE_IS_MANAGED
            | P::CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE
            | P::CU_POINTER_ATTRIBUTE_MAPPED
            | P::CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE
            | P::CU_POINTER_ATTRIBUTE_ACCESS_FLAGS => U32(0),
            P::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL => I32(-2),
            P::CU_POINTER_ATTRIBUTE_DEVICE_POINTER
            | P::CU_POINTER_ATTRIBUTE_BUFFER_ID
            | P::CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES
            | P::CU_POINTER_ATTRIBUTE_MAPPING_SIZE
            | P::CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID => U64(0),
            P::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR | P::CU_POINTER_ATTRIBUTE_RANGE_SIZE => {
                Unwritten
            }
            _ => return Err(CUresult::CUDA_ERROR_INVALID_VALUE),
        });
    };
    let owned_by_context = matches!(
        a.kind,
        Kind::Device | Kind::Pinned | Kind::Registered | Kind::Managed
    );
    // Managed memory, and a host-located pool's, which the CPU may use.
    let host_visible = matches!(a.kind, Kind::Pinned | Kind::Registered | Kind::Managed)
        || a.managed
        || (matches!(a.kind, Kind::Pool { .. })
            && matches!(a.place, Place::Host | Place::HostNuma(_)));
    let mem_type = match (a.kind, a.place) {
        (Kind::Pinned | Kind::Registered, _) | (_, Place::HostNuma(_) | Place::Host) => 1,
        _ => 2,
    };
    Ok(match attr {
        P::CU_POINTER_ATTRIBUTE_CONTEXT => Ptr(if owned_by_context {
            context_handle(a.dev)
        } else {
            0
        }),
        P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE => U32(mem_type),
        P::CU_POINTER_ATTRIBUTE_DEVICE_POINTER => U64(if cur.is_some() { addr as u64 } else { 0 }),
        P::CU_POINTER_ATTRIBUTE_HOST_POINTER => Ptr(if host_visible { addr } else { 0 }),
        P::CU_POINTER_ATTRIBUTE_BUFFER_ID => U64(a.buffer_id),
        P::CU_POINTER_ATTRIBUTE_IS_MANAGED => U32((a.kind == Kind::Managed || a.managed) as u32),
        P::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL => I32(a.dev as i32),
        P::CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE
        | P::CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE => {
            U32((a.kind == Kind::Device) as u32)
        }
        // A pool on the host answers 0 (H100, driver 580): no extent.
        P::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR => U64(match (a.kind, a.place) {
            (Kind::Pool { .. }, Place::Host) => 0,
            _ => a.start as u64,
        }),
        P::CU_POINTER_ATTRIBUTE_RANGE_SIZE => U64(a.len as u64),
        P::CU_POINTER_ATTRIBUTE_MAPPED => U32(1),
        P::CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES => U64(a.handle_types),
        P::CU_POINTER_ATTRIBUTE_ACCESS_FLAGS => U32(match a.kind {
            // A read-only registration: the devices may only read (H100).
            Kind::Registered if a.read_only => 1,
            Kind::Vmm { .. } => match cur.and_then(context_device) {
                Some(d) if a.access.contains(&d) => 3,
                _ => 0,
            },
            _ => 3,
        }),
        P::CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE => Ptr(match a.kind {
            Kind::Pool { pool, .. } => pool,
            _ => 0,
        }),
        P::CU_POINTER_ATTRIBUTE_MAPPING_SIZE => U64(match a.kind {
            Kind::Pool { block_size, .. } => block_size as u64,
            _ => a.len as u64,
        }),
        P::CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR => Ptr(match a.kind {
            Kind::Pool { block_base, .. } => block_base,
            _ => a.start,
        }),
        P::CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID => U64(a.block_id),
        _ => return Err(CUresult::CUDA_ERROR_INVALID_VALUE),
    })
}

/// Writes one answer.
///
/// # Safety
/// `data` is valid for a write of the attribute's documented type.
unsafe fn write(data: *mut c_void, v: Value) -> state::Res<()> {
    // SAFETY: forwarded from the caller.
    unsafe {
        match v {
            Value::U32(x) => put(data.cast::<u32>(), x),
            Value::I32(x) => put(data.cast::<i32>(), x),
            Value::U64(x) => put(data.cast::<u64>(), x),
            Value::Ptr(x) => put(data.cast::<usize>(), x),
            Value::Unwritten => Ok(()),
        }
    }
}

export! {
    /// One attribute; pageable memory is CUDA_ERROR_INVALID_VALUE here
    /// (while the batched call succeeds), as on the real driver.
    fn cuPointerGetAttribute(data: *mut c_void, attribute: CUpointer_attribute, ptr: CUdeviceptr) {
        let v = state::with(|s| {
            let a = s.find(ptr as usize).ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
            value(Some(a), attribute, ptr as usize)
        })?;
        // SAFETY: `data` has the attribute's type by the caller's contract.
        unsafe { write(data, v) }
    }

    /// Several attributes in one call; succeeds for every address.
    fn cuPointerGetAttributes(n: c_uint, attributes: *mut CUpointer_attribute, data: *mut *mut c_void, ptr: CUdeviceptr) {
        // SAFETY: `n` attributes and `n` output pointers from the caller.
        let (attrs, outs) = unsafe { (get_slice(attributes.cast_const(), n as usize)?, get_slice(data.cast_const(), n as usize)?) };
        let values = state::with(|s| {
            let a = s.find(ptr as usize);
            attrs.iter().map(|&at| value(a, at, ptr as usize)).collect::<state::Res<Vec<_>>>()
        })?;
        for (out, v) in outs.into_iter().zip(values) {
            // SAFETY: each output has its attribute's type by the contract.
            unsafe { write(out, v) }?;
        }
        Ok(())
    }
}
