//! Memory owned by a context: cuMemAlloc, pinned, registered and managed.
//! Each borrows the [`PrimaryContextGuard`] of its context, because
//! releasing a primary context's last reference frees all of these.

use crate::context::PrimaryContextGuard;
use crate::error::{Error, Result};
use cuda_sys::flags::{HostAllocFlags, HostRegisterFlags};
use cuda_sys::CUdeviceptr;
use std::ffi::c_void;

macro_rules! context_owned {
    ($name:ident) => {
        // SAFETY: the memory is addressed by a plain integer or pointer that
        // any thread may pass to the driver; the guard is Sync.
        unsafe impl Send for $name<'_> {}
        // SAFETY: `&self` methods only read the address and length.
        unsafe impl Sync for $name<'_> {}

        impl std::fmt::Debug for $name<'_> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.debug_struct(stringify!($name))
                    .field("address", &format_args!("{:#x}", self.ptr as usize))
                    .field("len", &self.len)
                    .field("device", &self.guard.device())
                    .finish()
            }
        }

        impl $name<'_> {
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
                self.guard.device()
            }
        }
    };
}

fn nonzero(len: usize) -> Result<()> {
    if len == 0 {
        return Err(Error::InvalidArgument("length 0".into()));
    }
    Ok(())
}

/// Device memory from `cuMemAlloc`.
pub struct DeviceBuffer<'c> {
    guard: &'c PrimaryContextGuard<'c>,
    ptr: CUdeviceptr,
    len: usize,
}
context_owned!(DeviceBuffer);

impl<'c> DeviceBuffer<'c> {
    /// Allocates `len` bytes in `ctx`.
    pub fn new(ctx: &'c PrimaryContextGuard<'c>, len: usize) -> Result<Self> {
        let ptr = alloc_device(ctx, len, "cuMemAlloc_v2", |d, p| {
            // SAFETY: valid out-pointer; a context is current.
            unsafe { d.cuMemAlloc_v2(p, len) }
        })?;
        Ok(DeviceBuffer {
            guard: ctx,
            ptr,
            len,
        })
    }

    /// The device address.
    pub fn device_ptr(&self) -> CUdeviceptr {
        self.ptr
    }
}

impl Drop for DeviceBuffer<'_> {
    fn drop(&mut self) {
        free_device(self.guard, self.ptr, "device memory");
    }
}

/// Page-locked host memory from `cuMemHostAlloc`. The CPU may use it.
pub struct PinnedHostBuffer<'c> {
    guard: &'c PrimaryContextGuard<'c>,
    ptr: *mut u8,
    len: usize,
}
context_owned!(PinnedHostBuffer);

impl<'c> PinnedHostBuffer<'c> {
    /// Allocates `len` bytes, zeroed.
    pub fn new(
        ctx: &'c PrimaryContextGuard<'c>,
        len: usize,
        flags: HostAllocFlags,
    ) -> Result<Self> {
        nonzero(len)?;
        let shared = &ctx.cuda().shared;
        let ptr = ctx.with_current(|| {
            let mut p = std::ptr::null_mut();
            // SAFETY: valid out-pointer; a context is current.
            let r = unsafe { shared.driver.cuMemHostAlloc(&mut p, len, flags.bits()) };
            shared.check("cuMemHostAlloc", r).map(|()| p.cast::<u8>())
        })?;
        // SAFETY: the driver returned `len` writable host bytes.
        unsafe { ptr.write_bytes(0, len) };
        Ok(PinnedHostBuffer {
            guard: ctx,
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

impl Drop for PinnedHostBuffer<'_> {
    fn drop(&mut self) {
        let shared = &self.guard.cuda().shared;
        self.guard.release_with_current("pinned host memory", || {
            // SAFETY: allocated by cuMemHostAlloc, freed once.
            shared.check("cuMemFreeHost", unsafe {
                shared.driver.cuMemFreeHost(self.ptr.cast::<c_void>())
            })
        });
    }
}

/// The caller's host memory, page-locked by `cuMemHostRegister` for as long
/// as this value lives (it borrows the memory, so it cannot be freed first).
pub struct HostRegistration<'c, 'm> {
    guard: &'c PrimaryContextGuard<'c>,
    ptr: *mut u8,
    len: usize,
    _memory: std::marker::PhantomData<&'m mut [u8]>,
}

// SAFETY: as for the other context-owned memory: an address and a length.
unsafe impl Send for HostRegistration<'_, '_> {}
// SAFETY: `&self` methods only read the address and length.
unsafe impl Sync for HostRegistration<'_, '_> {}

impl std::fmt::Debug for HostRegistration<'_, '_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HostRegistration")
            .field("address", &self.ptr)
            .field("len", &self.len)
            .finish()
    }
}

impl<'c, 'm> HostRegistration<'c, 'm> {
    /// Registers `memory`.
    pub fn new(
        ctx: &'c PrimaryContextGuard<'c>,
        memory: &'m mut [u8],
        flags: HostRegisterFlags,
    ) -> Result<Self> {
        nonzero(memory.len())?;
        let shared = &ctx.cuda().shared;
        let (ptr, len) = (memory.as_mut_ptr(), memory.len());
        ctx.with_current(|| {
            // SAFETY: `len` bytes at `ptr` are the caller's, borrowed for 'm.
            let r = unsafe {
                shared
                    .driver
                    .cuMemHostRegister_v2(ptr.cast::<c_void>(), len, flags.bits())
            };
            shared.check("cuMemHostRegister_v2", r)
        })?;
        Ok(HostRegistration {
            guard: ctx,
            ptr,
            len,
            _memory: std::marker::PhantomData,
        })
    }

    /// The registered address.
    pub fn as_ptr(&self) -> *const u8 {
        self.ptr
    }

    /// Length in bytes.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Always false: zero-length registrations are refused.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl Drop for HostRegistration<'_, '_> {
    fn drop(&mut self) {
        let shared = &self.guard.cuda().shared;
        self.guard.release_with_current("a host registration", || {
            // SAFETY: registered by cuMemHostRegister, unregistered once.
            shared.check("cuMemHostUnregister", unsafe {
                shared.driver.cuMemHostUnregister(self.ptr.cast::<c_void>())
            })
        });
    }
}

/// Managed memory from `cuMemAllocManaged` (attached globally).
pub struct ManagedBuffer<'c> {
    guard: &'c PrimaryContextGuard<'c>,
    ptr: CUdeviceptr,
    len: usize,
}
context_owned!(ManagedBuffer);

impl<'c> ManagedBuffer<'c> {
    /// Allocates `len` bytes.
    pub fn new(ctx: &'c PrimaryContextGuard<'c>, len: usize) -> Result<Self> {
        let flags = cuda_sys::CUmemAttach_flags::CU_MEM_ATTACH_GLOBAL.0;
        let ptr = alloc_device(ctx, len, "cuMemAllocManaged", |d, p| {
            // SAFETY: valid out-pointer; a context is current.
            unsafe { d.cuMemAllocManaged(p, len, flags) }
        })?;
        Ok(ManagedBuffer {
            guard: ctx,
            ptr,
            len,
        })
    }

    /// The address (valid on host and device).
    pub fn device_ptr(&self) -> CUdeviceptr {
        self.ptr
    }
}

impl Drop for ManagedBuffer<'_> {
    fn drop(&mut self) {
        free_device(self.guard, self.ptr, "managed memory");
    }
}

/// Runs a device-address allocation in `ctx`; zero lengths are refused.
fn alloc_device(
    ctx: &PrimaryContextGuard<'_>,
    len: usize,
    call: &'static str,
    alloc: impl FnOnce(
        &cuda_sys::Driver,
        &mut CUdeviceptr,
    ) -> std::result::Result<cuda_sys::CUresult, cuda_sys::MissingSymbol>,
) -> Result<CUdeviceptr> {
    nonzero(len)?;
    let shared = &ctx.cuda().shared;
    ctx.with_current(|| {
        let mut p = 0;
        let r = alloc(&shared.driver, &mut p);
        shared.check(call, r).map(|()| p)
    })
}

/// Frees cuMemAlloc or managed memory with its context current.
fn free_device(guard: &PrimaryContextGuard<'_>, ptr: CUdeviceptr, what: &str) {
    let shared = &guard.cuda().shared;
    guard.release_with_current(what, || {
        // SAFETY: allocated by cuMemAlloc or cuMemAllocManaged, freed once.
        shared.check("cuMemFree_v2", unsafe { shared.driver.cuMemFree_v2(ptr) })
    });
}
