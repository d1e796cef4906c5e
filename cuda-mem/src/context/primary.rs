//! [`PrimaryContextGuard`]: a counted reference to a device's primary
//! context, and [`CurrentContext`]: that context pushed on a thread's stack.

use crate::error::{Error, Result};
use crate::handle::Cuda;
use cuda_mem_sys::{out, CUcontext};
use std::marker::PhantomData;
use std::sync::Arc;

/// The one driver reference behind every clone of a guard.
struct Reference {
    cuda: Cuda,
    device: i32,
    context: CUcontext,
}

// SAFETY: a primary-context reference belongs to the process, not to a
// thread: cuDevicePrimaryCtxRelease may be called from any thread, and the
// context handle is valid in every thread.
unsafe impl Send for Reference {}
// SAFETY: `&Reference` only reads the handle and passes it to thread-safe
// driver calls.
unsafe impl Sync for Reference {}

impl Drop for Reference {
    fn drop(&mut self) {
        let Ok(d) = self.cuda.shared.driver() else {
            return;
        };
        // SAFETY: this value holds one reference on `device`.
        let r = unsafe { d.cuDevicePrimaryCtxRelease_v2(self.device) };
        crate::context::note_release();
        if let Err(e) = r {
            log::warn!("releasing device {}'s primary context: {e}", self.device);
        }
    }
}

/// A reference to a device's primary context: retained on creation,
/// released when the last clone is dropped.
///
/// Memory that belongs to a context ([`DeviceBuffer`](crate::DeviceBuffer),
/// [`PinnedHostBuffer`](crate::PinnedHostBuffer), ...) keeps a clone, so
/// the context lives as long as its memory, whatever the order in which a
/// user drops them. Cloning is a reference-count increment, not a driver
/// call. `'static`, `Send` and `Sync`: it can live in a cache or move to a
/// progress thread.
#[derive(Clone)]
pub struct PrimaryContextGuard {
    inner: Arc<Reference>,
}

impl std::fmt::Debug for PrimaryContextGuard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PrimaryContextGuard")
            .field("device", &self.inner.device)
            .field("context", &self.inner.context)
            .finish()
    }
}

impl PrimaryContextGuard {
    /// Retains `device`'s primary context (activating it if needed).
    pub fn retain(cuda: &Cuda, device: i32) -> Result<Self> {
        cuda.device(device)?;
        let d = cuda.shared.driver()?;
        // SAFETY: a valid out-pointer; the ordinal was checked.
        let context = out(|c| unsafe { d.cuDevicePrimaryCtxRetain(c, device) })?;
        Ok(PrimaryContextGuard {
            inner: Arc::new(Reference {
                cuda: cuda.clone(),
                device,
                context,
            }),
        })
    }

    /// The device.
    pub fn device(&self) -> i32 {
        self.inner.device
    }

    /// The context handle.
    pub fn context(&self) -> CUcontext {
        self.inner.context
    }

    /// The driver handle it came from.
    pub fn cuda(&self) -> &Cuda {
        &self.inner.cuda
    }

    /// Pushes the context on this thread's stack until the returned value
    /// is dropped, which pops it and so restores the previous current
    /// context.
    pub fn make_current(&self) -> Result<CurrentContext<'_>> {
        let d = self.inner.cuda.shared.driver()?;
        // SAFETY: the context is alive while `self` holds its reference.
        unsafe { d.cuCtxPushCurrent_v2(self.inner.context) }?;
        Ok(CurrentContext {
            guard: self,
            _not_send: PhantomData,
        })
    }

    /// Runs `f` with this context current, restoring the previous one.
    pub(crate) fn with_current<T>(
        &self,
        f: impl FnOnce(&cuda_mem_sys::Driver) -> Result<T>,
    ) -> Result<T> {
        let _current = self.make_current()?;
        f(self.inner.cuda.shared.driver()?)
    }

    /// As `with_current`, for teardown: failures are logged, never raised.
    /// In a forked child it does nothing (see the crate docs on fork).
    pub(crate) fn release_with_current(
        &self,
        what: &str,
        f: impl FnOnce(&cuda_mem_sys::Driver) -> Result<()>,
    ) {
        match self.with_current(f) {
            Ok(()) | Err(Error::InheritedAcrossFork) => {}
            Err(e) => log::warn!("freeing {what}: {e}"),
        }
    }
}

/// A context pushed on the calling thread's stack; popped on drop. Not
/// `Send`: the stack belongs to the thread.
pub struct CurrentContext<'g> {
    guard: &'g PrimaryContextGuard,
    _not_send: PhantomData<*const ()>,
}

impl std::fmt::Debug for CurrentContext<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CurrentContext")
            .field("device", &self.guard.device())
            .finish()
    }
}

impl Drop for CurrentContext<'_> {
    fn drop(&mut self) {
        let Ok(d) = self.guard.inner.cuda.shared.driver() else {
            return;
        };
        let own = self.guard.inner.context;
        // Pop only our own context: if another is on top (an inner scope
        // leaked, or code below pushed without popping), popping would take
        // theirs and leave ours. Ours is then left where it is, and said so.
        // SAFETY: a valid out-pointer.
        match out(|c| unsafe { d.cuCtxGetCurrent(c) }) {
            Ok(top) if top == own => {
                // SAFETY: a valid out-pointer; the top of the stack is ours.
                if let Err(e) = out(|p| unsafe { d.cuCtxPopCurrent_v2(p) }) {
                    log::warn!(
                        "popping device {}'s primary context: {e}",
                        self.guard.device()
                    );
                }
            }
            Ok(_) => log::warn!(
                "device {}'s primary context is not on top of this thread's stack: not popped",
                self.guard.device()
            ),
            Err(e) => log::warn!("reading the current context before a pop: {e}"),
        }
    }
}
