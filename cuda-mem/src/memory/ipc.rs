//! Legacy IPC: `cuMemAlloc` memory shared with another process through a
//! 64-byte handle ([`DeviceBuffer::ipc_handle`], [`IpcBuffer::open`]).
//! Pools and VMM memory are shared through file descriptors instead
//! ([`MemPool::export_fd`](crate::MemPool::export_fd),
//! [`VmmAllocation::export_fd`](crate::VmmAllocation::export_fd)).

use super::DeviceBuffer;
use crate::error::Result;
use crate::primary::PrimaryContextGuard;
use crate::registry::Owned;
use cuda_sys::{out, CUdeviceptr};

/// What names a [`DeviceBuffer`] for another process: the driver's handle
/// and the length. [`IpcHandle::to_bytes`] and [`IpcHandle::from_bytes`]
/// carry it over any channel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IpcHandle {
    raw: [u8; 64],
    len: usize,
}

impl IpcHandle {
    /// Bytes to send.
    pub fn to_bytes(&self) -> [u8; 72] {
        let mut b = [0u8; 72];
        b[..64].copy_from_slice(&self.raw);
        b[64..].copy_from_slice(&(self.len as u64).to_le_bytes());
        b
    }

    /// What [`IpcHandle::to_bytes`] sent.
    pub fn from_bytes(b: &[u8; 72]) -> IpcHandle {
        let mut raw = [0u8; 64];
        raw.copy_from_slice(&b[..64]);
        let mut len = [0u8; 8];
        len.copy_from_slice(&b[64..]);
        IpcHandle {
            raw,
            len: u64::from_le_bytes(len) as usize,
        }
    }

    /// Length of the buffer in bytes.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Always false: buffers are not empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl DeviceBuffer {
    /// A handle another process opens this buffer with
    /// ([`IpcBuffer::open`]). The buffer must outlive the other process's
    /// use of it.
    pub fn ipc_handle(&self) -> Result<IpcHandle> {
        let ptr = self.device_ptr();
        let raw = self.context().with_current(|d| {
            // SAFETY: a valid out-pointer; the buffer is alive.
            Ok(out(|h| unsafe { d.cuIpcGetMemHandle(h, ptr) })?)
        })?;
        Ok(IpcHandle {
            raw: raw.reserved.map(|c| c as u8),
            len: self.len(),
        })
    }
}

/// Another process's [`DeviceBuffer`], mapped into this one by its
/// [`IpcHandle`]; closed on drop. Keeps its context alive. It classifies as
/// device memory of this process's context.
pub struct IpcBuffer {
    owned: Owned,
    ctx: PrimaryContextGuard,
    ptr: CUdeviceptr,
    len: usize,
}

// SAFETY: the mapping is process-wide (any thread may close it), the
// address is a plain integer and the guard is Send.
unsafe impl Send for IpcBuffer {}
// SAFETY: `&self` methods only read the address and length.
unsafe impl Sync for IpcBuffer {}

impl std::fmt::Debug for IpcBuffer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("IpcBuffer")
            .field("address", &format_args!("{:#x}", self.ptr))
            .field("len", &self.len)
            .field("device", &self.ctx.device())
            .finish()
    }
}

impl IpcBuffer {
    /// Maps the buffer `handle` names into `ctx` (with peer access enabled
    /// lazily, as the driver offers).
    pub fn open(ctx: &PrimaryContextGuard, handle: &IpcHandle) -> Result<IpcBuffer> {
        crate::memory::nonzero(handle.len)?;
        let raw = cuda_sys::CUipcMemHandle {
            reserved: handle.raw.map(|b| b as std::ffi::c_char),
        };
        let flags = cuda_sys::CUipcMem_flags::CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS.0;
        let ptr = ctx.with_current(|d| {
            // SAFETY: a valid out-pointer; a context is current.
            Ok(out(|p| unsafe { d.cuIpcOpenMemHandle_v2(p, raw, flags) })?)
        })?;
        Ok(IpcBuffer {
            owned: Owned::new(ctx.cuda(), ptr, handle.len),
            ctx: ctx.clone(),
            ptr,
            len: handle.len,
        })
    }

    /// The address in this process.
    pub fn device_ptr(&self) -> CUdeviceptr {
        self.ptr
    }

    /// Length in bytes.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Always false.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl Drop for IpcBuffer {
    fn drop(&mut self) {
        self.owned.retire();
        let ptr = self.ptr;
        self.ctx.release_with_current("an IPC mapping", |d| {
            // SAFETY: opened by this value, closed once.
            Ok(unsafe { d.cuIpcCloseMemHandle(ptr) }?)
        });
    }
}
