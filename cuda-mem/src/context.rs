//! Giving a thread a usable context, and the explicit primary-context RAII.
//!
//! Pool and VMM memory has no context, and a thread (a progress thread of a
//! communication library, say) may have no current context at all.
//! [`Cuda::ensure_context`] retains the owner device's primary context and
//! makes it current, keeping that single reference in a thread-local slot
//! that is released when the thread exits: at most one reference per thread
//! and device, none outliving its thread.

use crate::classify::PointerInfo;
use crate::driver::Shared;
use crate::error::Result;
use crate::Cuda;
use cuda_sys::CUcontext;
use std::cell::RefCell;
use std::marker::PhantomData;
use std::sync::Arc;

/// What [`Cuda::ensure_context`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContextBinding {
    /// The thread already had a current context; it was left alone, even if
    /// it belongs to another device than the memory (the memory stays
    /// usable through unified addressing and peer access; switching would
    /// change the context the caller's own work runs in).
    AlreadyCurrent(CUcontext),
    /// The owner device's primary context was made current; the thread
    /// holds one reference to it until it exits.
    Bound {
        /// The device whose primary context is now current.
        device: i32,
        /// Whether this call took the thread's reference (false when the
        /// thread already held one and only made it current again).
        retained: bool,
    },
    /// Pageable memory needs no context.
    NotNeeded,
}

// SAFETY: the context handle is an opaque identifier, valid in any thread.
unsafe impl Send for ContextBinding {}
// SAFETY: as above; only compared and copied.
unsafe impl Sync for ContextBinding {}

/// One thread's reference to one device's primary context.
struct Slot {
    shared: Arc<Shared>,
    device: i32,
    context: CUcontext,
}

impl Drop for Slot {
    fn drop(&mut self) {
        // Runs at thread exit. The thread is ending, so its current-context
        // stack goes with it; only the reference must be given back.
        // SAFETY: the device handle is valid; this thread took the reference.
        let r = unsafe { self.shared.driver.cuDevicePrimaryCtxRelease_v2(self.device) };
        if let Err(e) = self.shared.check("cuDevicePrimaryCtxRelease_v2", r) {
            log::warn!(
                "releasing device {}'s primary context at thread exit: {e}",
                self.device
            );
        }
    }
}

thread_local! {
    static SLOTS: RefCell<Vec<Slot>> = const { RefCell::new(Vec::new()) };
}

impl Cuda {
    /// This thread's current context, if any (one `cuCtxGetCurrent`).
    pub fn current_context(&self) -> Result<Option<CUcontext>> {
        let mut ctx = std::ptr::null_mut();
        // SAFETY: valid out-pointer.
        let r = unsafe { self.shared.driver.cuCtxGetCurrent(&mut ctx) };
        self.shared.check("cuCtxGetCurrent", r)?;
        Ok((!ctx.is_null()).then_some(ctx))
    }

    /// Makes sure the calling thread has a current context in which `info`'s
    /// memory can be used.
    ///
    /// On a thread that has a current context this is one `cuCtxGetCurrent`
    /// and nothing else. On a thread without one, the owner device's primary
    /// context is retained once per thread and device, made current, and
    /// released when the thread exits.
    pub fn ensure_context(&self, info: &PointerInfo) -> Result<ContextBinding> {
        let Some(device) = info.device() else {
            return Ok(ContextBinding::NotNeeded);
        };
        if let Some(ctx) = self.current_context()? {
            return Ok(ContextBinding::AlreadyCurrent(ctx));
        }
        self.bind_primary(device)
    }

    fn bind_primary(&self, device: i32) -> Result<ContextBinding> {
        let shared = &self.shared;
        let held = SLOTS.with(|s| {
            s.borrow()
                .iter()
                .find(|slot| Arc::ptr_eq(&slot.shared, shared) && slot.device == device)
                .map(|s| s.context)
        });
        let (context, retained) = match held {
            Some(c) => (c, false),
            None => {
                let mut c = std::ptr::null_mut();
                // SAFETY: valid out-pointer; `device` came from the driver.
                let r = unsafe { shared.driver.cuDevicePrimaryCtxRetain(&mut c, device) };
                shared.check("cuDevicePrimaryCtxRetain", r)?;
                SLOTS.with(|s| {
                    s.borrow_mut().push(Slot {
                        shared: shared.clone(),
                        device,
                        context: c,
                    })
                });
                (c, true)
            }
        };
        // SAFETY: `context` is a live primary context this thread holds.
        let r = unsafe { shared.driver.cuCtxSetCurrent(context) };
        shared.check("cuCtxSetCurrent", r)?;
        Ok(ContextBinding::Bound { device, retained })
    }

    /// How many primary-context references the calling thread holds through
    /// [`Cuda::ensure_context`] (for this driver handle).
    pub fn thread_bindings(&self) -> usize {
        SLOTS.with(|s| {
            s.borrow()
                .iter()
                .filter(|slot| Arc::ptr_eq(&slot.shared, &self.shared))
                .count()
        })
    }
}

/// A reference to a device's primary context: retained on creation,
/// released on drop. Memory that belongs to a context (`DeviceBuffer`,
/// `PinnedHostBuffer`, ...) borrows the guard, so it cannot outlive the
/// reference that keeps its context alive.
pub struct PrimaryContextGuard<'a> {
    cuda: &'a Cuda,
    device: i32,
    context: CUcontext,
}

// SAFETY: a primary-context reference is per process, not per thread:
// cuDevicePrimaryCtxRelease may be called from any thread, and the context
// handle is valid in every thread.
unsafe impl Send for PrimaryContextGuard<'_> {}
// SAFETY: all methods taking `&self` are thread-safe driver calls.
unsafe impl Sync for PrimaryContextGuard<'_> {}

impl std::fmt::Debug for PrimaryContextGuard<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PrimaryContextGuard")
            .field("device", &self.device)
            .field("context", &self.context)
            .finish()
    }
}

impl<'a> PrimaryContextGuard<'a> {
    /// Retains `device`'s primary context (activating it if needed).
    pub fn retain(cuda: &'a Cuda, device: i32) -> Result<Self> {
        cuda.device(device)?;
        let mut context = std::ptr::null_mut();
        // SAFETY: valid out-pointer; the ordinal was checked.
        let r = unsafe {
            cuda.shared
                .driver
                .cuDevicePrimaryCtxRetain(&mut context, device)
        };
        cuda.shared.check("cuDevicePrimaryCtxRetain", r)?;
        Ok(PrimaryContextGuard {
            cuda,
            device,
            context,
        })
    }

    /// The device.
    pub fn device(&self) -> i32 {
        self.device
    }

    /// The context handle.
    pub fn context(&self) -> CUcontext {
        self.context
    }

    /// The driver handle it came from.
    pub fn cuda(&self) -> &'a Cuda {
        self.cuda
    }

    /// Pushes the context on this thread's stack until the returned value
    /// is dropped, which restores the previous current context.
    pub fn make_current(&self) -> Result<CurrentContext<'_>> {
        // SAFETY: the context is alive while `self` holds its reference.
        let r = unsafe { self.cuda.shared.driver.cuCtxPushCurrent_v2(self.context) };
        self.cuda.shared.check("cuCtxPushCurrent_v2", r)?;
        Ok(CurrentContext {
            guard: self,
            _not_send: PhantomData,
        })
    }
}

impl Drop for PrimaryContextGuard<'_> {
    fn drop(&mut self) {
        // SAFETY: this value holds one reference on `device`.
        let r = unsafe {
            self.cuda
                .shared
                .driver
                .cuDevicePrimaryCtxRelease_v2(self.device)
        };
        if let Err(e) = self.cuda.shared.check("cuDevicePrimaryCtxRelease_v2", r) {
            log::warn!("releasing device {}'s primary context: {e}", self.device);
        }
    }
}

/// A context pushed on the calling thread's stack; popped on drop. Not
/// `Send`: the stack belongs to the thread.
pub struct CurrentContext<'g> {
    guard: &'g PrimaryContextGuard<'g>,
    _not_send: PhantomData<*const ()>,
}

impl Drop for CurrentContext<'_> {
    fn drop(&mut self) {
        let mut popped = std::ptr::null_mut();
        // SAFETY: valid out-pointer; this value pushed the top of the stack.
        let r = unsafe {
            self.guard
                .cuda
                .shared
                .driver
                .cuCtxPopCurrent_v2(&mut popped)
        };
        if let Err(e) = self.guard.cuda.shared.check("cuCtxPopCurrent_v2", r) {
            log::warn!(
                "popping device {}'s primary context: {e}",
                self.guard.device
            );
        }
    }
}
