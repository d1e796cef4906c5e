//! Memory owned by a context: cuMemAlloc, pinned and managed. Each keeps a
//! clone of the [`PrimaryContextGuard`] of its context, because releasing a
//! primary context's last reference frees all of these.

use super::nonzero;
use crate::context::primary::PrimaryContextGuard;
use crate::error::Result;
use crate::memory::owned::Owned;
use cuda_mem_sys::flags::HostAllocFlags;
use cuda_mem_sys::{out, CUdeviceptr};
use std::ffi::c_void;

macro_rules! context_owned {
    ($name:ident) => {
        // SAFETY: the memory is addressed by a plain integer or pointer that
        // any thread may pass to the driver, and freed through the guard,
        // which is Send and Sync.
        unsafe impl Send for $name {}
        // SAFETY: `&self` methods only read the address and length (a
        // pinned buffer's bytes only through `&self` as shared slices).
        unsafe impl Sync for $name {}

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.debug_struct(stringify!($name))
                    .field("address", &format_args!("{:#x}", self.ptr as usize))
                    .field("len", &self.len)
                    .field("device", &self.ctx.device())
                    .finish()
            }
        }

        impl $name {
            /// Length in bytes.
            pub fn len(&self) -> usize {
                self.len
            }

            /// Always false: zero-length allocations are refused.
            pub fn is_empty(&self) -> bool {
                self.len == 0
            }

            /// The device whose context owns the memory.
            pub fn device(&self) -> i32 {
                self.ctx.device()
            }

            /// The context that owns the memory.
            pub fn context(&self) -> &PrimaryContextGuard {
                &self.ctx
            }
        }
    };
}

// Its legacy IPC handle (`ipc_handle`): `ipc/legacy.rs`.
/// Device memory from `cuMemAlloc`.
pub struct DeviceBuffer {
    ctx: PrimaryContextGuard,
    owned: Owned,
    ptr: CUdeviceptr,
    len: usize,
}
context_owned!(DeviceBuffer);

impl DeviceBuffer {
    /// Allocates `len` bytes in `ctx`.
    pub fn new(ctx: &PrimaryContextGuard, len: usize) -> Result<Self> {
        nonzero(len)?;
        let ptr = ctx.with_current(|d| {
            // SAFETY: a valid out-pointer; a context is current.
            Ok(out(|p| unsafe { d.cuMemAlloc_v2(p, len) })?)
        })?;
        Ok(DeviceBuffer {
            owned: Owned::new(ctx.cuda(), ptr, len),
            ctx: ctx.clone(),
            ptr,
            len,
        })
    }

    /// The device address.
    pub fn device_ptr(&self) -> CUdeviceptr {
        self.ptr
    }
}

impl Drop for DeviceBuffer {
    fn drop(&mut self) {
        self.owned.retire();
        free_device(&self.ctx, self.ptr, "device memory");
    }
}

/// Page-locked host memory from `cuMemHostAlloc`. The CPU may use it.
pub struct PinnedHostBuffer {
    ctx: PrimaryContextGuard,
    owned: Owned,
    ptr: *mut u8,
    len: usize,
}
context_owned!(PinnedHostBuffer);

impl PinnedHostBuffer {
    /// Allocates `len` bytes, zeroed.
    pub fn new(ctx: &PrimaryContextGuard, len: usize, flags: HostAllocFlags) -> Result<Self> {
        nonzero(len)?;
        let ptr = ctx.with_current(|d| {
            // SAFETY: a valid out-pointer; a context is current.
            let p = out(|p| unsafe { d.cuMemHostAlloc(p, len, flags.bits()) })?;
            Ok(p.cast::<u8>())
        })?;
        // SAFETY: the driver returned `len` writable host bytes.
        unsafe { ptr.write_bytes(0, len) };
        Ok(PinnedHostBuffer {
            owned: Owned::new(ctx.cuda(), ptr as usize as u64, len),
            ctx: ctx.clone(),
            ptr,
            len,
        })
    }

    /// The memory as bytes.
    pub fn as_slice(&self) -> &[u8] {
        // SAFETY: `len` initialised bytes (zeroed at creation), alive as long
        // as `self`; shared borrow.
        unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
    }

    /// The memory as mutable bytes.
    pub fn as_mut_slice(&mut self) -> &mut [u8] {
        // SAFETY: as in `as_slice`, with the unique borrow of `self`.
        unsafe { std::slice::from_raw_parts_mut(self.ptr, self.len) }
    }

    /// The host address.
    pub fn as_ptr(&self) -> *const u8 {
        self.ptr
    }
}

impl Drop for PinnedHostBuffer {
    fn drop(&mut self) {
        self.owned.retire();
        let ptr = self.ptr.cast::<c_void>();
        self.ctx.release_with_current("pinned host memory", |d| {
            // SAFETY: allocated by cuMemHostAlloc, freed once.
            Ok(unsafe { d.cuMemFreeHost(ptr) }?)
        });
    }
}

/// Managed memory from `cuMemAllocManaged` (attached globally).
pub struct ManagedBuffer {
    ctx: PrimaryContextGuard,
    owned: Owned,
    ptr: CUdeviceptr,
    len: usize,
}
context_owned!(ManagedBuffer);

impl ManagedBuffer {
    /// Allocates `len` bytes.
    pub fn new(ctx: &PrimaryContextGuard, len: usize) -> Result<Self> {
        nonzero(len)?;
        let flags = cuda_mem_sys::CUmemAttach_flags::CU_MEM_ATTACH_GLOBAL.0;
        let ptr = ctx.with_current(|d| {
            // SAFETY: a valid out-pointer; a context is current.
            Ok(out(|p| unsafe { d.cuMemAllocManaged(p, len, flags) })?)
        })?;
        Ok(ManagedBuffer {
            owned: Owned::new(ctx.cuda(), ptr, len),
            ctx: ctx.clone(),
            ptr,
            len,
        })
    }

    /// The address (valid on host and device).
    pub fn device_ptr(&self) -> CUdeviceptr {
        self.ptr
    }
}

impl Drop for ManagedBuffer {
    fn drop(&mut self) {
        self.owned.retire();
        free_device(&self.ctx, self.ptr, "managed memory");
    }
}

/// Frees cuMemAlloc or managed memory with its context current.
fn free_device(ctx: &PrimaryContextGuard, ptr: CUdeviceptr, what: &str) {
    ctx.release_with_current(what, |d| {
        // SAFETY: allocated by cuMemAlloc or cuMemAllocManaged, freed once.
        Ok(unsafe { d.cuMemFree_v2(ptr) }?)
    });
}

crate::memory::view::memory!(
    DeviceBuffer => device_ptr,
    ManagedBuffer => device_ptr,
    PinnedHostBuffer => as_ptr,
);
