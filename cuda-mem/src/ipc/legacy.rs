//! Legacy IPC: `cuMemAlloc` memory shared with another process through a
//! 64-byte handle ([`DeviceBuffer::ipc_handle`], [`IpcBuffer::open`]).
//! Pools and VMM memory are shared through file descriptors instead
//! ([`MemPool::export_fd`](crate::MemPool::export_fd),
//! [`VmmAllocation::export_fd`](crate::VmmAllocation::export_fd)).

use crate::context::primary::PrimaryContextGuard;
use crate::error::Result;
use crate::memory::buffers::DeviceBuffer;
use crate::memory::owned::Owned;
use cuda_mem_sys::{out, CUdeviceptr};

super::wire::exported!(
    /// What names a [`DeviceBuffer`] for another process: the driver's
    /// handle and the length. [`IpcHandle::to_bytes`] and
    /// [`IpcHandle::from_bytes`] carry it over any channel.
    IpcHandle,
    super::wire::Kind::Legacy
);

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
    ///
    /// The length the handle claims must be the driver's: the mapping must
    /// start at the address the driver returns and be exactly that long
    /// (one detailed query), or it is closed again and the handle refused
    /// with [`Error::InvalidMessage`](crate::Error::InvalidMessage).
    pub fn open(ctx: &PrimaryContextGuard, handle: &IpcHandle) -> Result<IpcBuffer> {
        crate::memory::nonzero(handle.len)?;
        let raw = cuda_mem_sys::CUipcMemHandle {
            reserved: handle.raw.map(|b| b as std::ffi::c_char),
        };
        let flags = cuda_mem_sys::CUipcMem_flags::CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS.0;
        let ptr = ctx.with_current(|d| {
            // SAFETY: a valid out-pointer; a context is current.
            Ok(out(|p| unsafe { d.cuIpcOpenMemHandle_v2(p, raw, flags) })?)
        })?;
        if let Err(e) = super::check_mapped(ctx.cuda(), ptr, handle.len) {
            close(ctx, ptr);
            return Err(e);
        }
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

    /// Always false: a mapping is not empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl Drop for IpcBuffer {
    fn drop(&mut self) {
        self.owned.retire();
        close(&self.ctx, self.ptr);
    }
}

/// Closes a mapping opened by `cuIpcOpenMemHandle`, once.
fn close(ctx: &PrimaryContextGuard, ptr: CUdeviceptr) {
    ctx.release_with_current("an IPC mapping", |d| {
        // SAFETY: opened by the caller, which closes it only here.
        Ok(unsafe { d.cuIpcCloseMemHandle(ptr) }?)
    });
}

crate::memory::view::memory!(IpcBuffer => device_ptr);
