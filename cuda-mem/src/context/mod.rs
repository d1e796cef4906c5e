//! Giving a thread a usable context ([`Cuda::ensure_context`]); the
//! explicit primary-context RAII is `primary.rs`.
//!
//! Pool and VMM memory has no context, and a thread (a progress thread of a
//! communication library, say) may have no current context at all.
//! [`Cuda::ensure_context`] retains the owner device's primary context and
//! makes it current, keeping that single reference in a thread-local slot
//! that is released when the thread exits (or earlier, by
//! [`Cuda::release_thread_contexts`]): at most one reference per thread and
//! device, none outliving its thread.

pub(crate) mod primary;

use crate::answer::PointerInfo;
use crate::error::{Error, Result};
use crate::handle::{Cuda, Shared};
use cuda_mem_sys::{out, CUcontext, CUresult};
use std::cell::{Cell, RefCell};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// How many primary-context references this crate has given back. A release
/// may destroy a context that some thread still has current, so a thread's
/// verified current context (below) counts only while this is unchanged.
static RELEASES: AtomicU64 = AtomicU64::new(0);

/// Records that a reference was given back (call after the release).
pub(crate) fn note_release() {
    RELEASES.fetch_add(1, Ordering::Release);
}

/// What [`Cuda::ensure_context`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
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

// SAFETY: the context handle is an opaque identifier, valid in any thread;
// the value is only compared and copied, never dereferenced.
unsafe impl Send for ContextBinding {}
// SAFETY: as above.
unsafe impl Sync for ContextBinding {}

/// One thread's reference to one device's primary context.
struct Slot {
    shared: Arc<Shared>,
    device: i32,
    context: CUcontext,
    /// Whether the reference is still to be given back (never from a
    /// forked child, which inherits the slot with the thread but cannot use
    /// CUDA).
    held: bool,
}

impl Slot {
    /// Gives the reference back. If the context is this thread's current
    /// one, it is unset first, so the thread is never left with a context
    /// the release may have destroyed.
    fn release(&self) -> Result<()> {
        let d = self.shared.driver()?;
        // SAFETY: a valid out-pointer.
        let current = out(|c| unsafe { d.cuCtxGetCurrent(c) })?;
        if current == self.context {
            // SAFETY: null unsets the current context.
            unsafe { d.cuCtxSetCurrent(std::ptr::null_mut()) }?;
        }
        // SAFETY: this thread took exactly this one reference on `device`.
        let r = unsafe { d.cuDevicePrimaryCtxRelease_v2(self.device) };
        note_release();
        Ok(r?)
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        if !self.held {
            return;
        }
        if let Err(e) = self.release().or_else(|e| match e {
            Error::InheritedAcrossFork => Ok(()),
            e => Err(e),
        }) {
            log::warn!(
                "releasing device {}'s primary context held by an exiting thread: {e}",
                self.device
            );
        }
    }
}

thread_local! {
    static SLOTS: RefCell<Vec<Slot>> = const { RefCell::new(Vec::new()) };
    /// The current context this thread last found alive, and the value of
    /// [`RELEASES`] then: while both hold, it is alive without asking.
    static VERIFIED: Cell<(usize, u64)> = const { Cell::new((0, u64::MAX)) };
}

/// A pthread key whose destructor gives back this thread's slots: the
/// release of a reference taken while the thread exits.
///
/// glibc runs Rust's thread-local destructors before pthread key
/// destructors. A thread whose first `ensure_context` comes from a key
/// destructor (a communication library cleaning up at thread exit) makes
/// [`SLOTS`] there, and the destructor that thread-local registers then
/// never runs: its reference would outlive the thread. Every thread that
/// takes a reference sets this key, whose destructor glibc runs after
/// that (in the same round of key destructors, or the next: POSIX gives
/// `PTHREAD_DESTRUCTOR_ITERATIONS` rounds) and which gives back whatever
/// the slots still hold; on a thread that exits the ordinary way the
/// slots are gone by then and it does nothing. The key is made once per
/// process, after this code is pinned ([`crate::resident`]): a host's
/// `dlclose` must not leave glibc a destructor in unmapped code.
fn exit_key() -> Option<libc::pthread_key_t> {
    static KEY: std::sync::OnceLock<Option<libc::pthread_key_t>> = std::sync::OnceLock::new();
    *KEY.get_or_init(|| {
        crate::resident::stay_mapped();
        let mut key = 0;
        // SAFETY: a valid out-pointer; the destructor is `extern "C"` and
        // stays mapped (above).
        let made = unsafe { libc::pthread_key_create(&mut key, Some(release_at_exit)) } == 0;
        if !made {
            log::warn!("cuda-mem: no pthread key for thread exit: a context taken while a thread exits is not given back");
        }
        made.then_some(key)
    })
}

/// [`exit_key`]'s destructor: gives back the references left in this
/// thread's slots, if they still exist. Never unwinds into glibc.
extern "C" fn release_at_exit(_: *mut std::ffi::c_void) {
    let _ = std::panic::catch_unwind(|| drop(with_slots(std::mem::take)));
}

/// Runs `f` on this thread's slots; `None` once the thread-local storage is
/// gone (a destructor running at thread exit) or while it is in use higher
/// up the stack. Never panics.
fn with_slots<T>(f: impl FnOnce(&mut Vec<Slot>) -> T) -> Option<T> {
    SLOTS
        .try_with(|s| s.try_borrow_mut().ok().map(|mut v| f(&mut v)))
        .ok()
        .flatten()
}

/// This thread's current context, if any (one `cuCtxGetCurrent`).
pub(crate) fn current(cuda: &Cuda) -> Result<Option<CUcontext>> {
    let d = cuda.shared.driver()?;
    // SAFETY: a valid out-pointer.
    let ctx = out(|c| unsafe { d.cuCtxGetCurrent(c) })?;
    Ok((!ctx.is_null()).then_some(ctx))
}

/// Makes sure the calling thread has a current context in which `info`'s
/// memory can be used.
///
/// On a thread that has a current context this is one `cuCtxGetCurrent`
/// and nothing else. On a thread without one, the owner device's primary
/// context is retained once per thread and device, made current, and
/// released when the thread exits or calls
/// [`Cuda::release_thread_contexts`].
///
/// Errors: [`Error::ThreadExiting`] when called from a thread-local
/// destructor (the thread can no longer hold a reference); driver errors.
pub(crate) fn ensure(cuda: &Cuda, info: &PointerInfo) -> Result<ContextBinding> {
    let Some(device) = info.device() else {
        return Ok(ContextBinding::NotNeeded);
    };
    if let Some(ctx) = current(cuda)? {
        if is_alive(cuda, ctx)? {
            return Ok(ContextBinding::AlreadyCurrent(ctx));
        }
        // The current context was destroyed (its last reference went
        // while it was current): it is no context, and binding the
        // primary context replaces it on the stack.
    }
    bind_primary(cuda, device)
}

/// Whether `ctx`, this thread's current context, is alive. A context
/// this thread found alive stays so until this crate releases a
/// primary-context reference, so the common case is a thread-local and
/// an atomic load; otherwise one `cuCtxGetApiVersion`, which the driver
/// answers CUDA_ERROR_INVALID_CONTEXT for a destroyed context (measured
/// on the H200: `cuCtxGetDevice` still succeeds there, while work in the
/// context fails with CUDA_ERROR_CONTEXT_IS_DESTROYED). Contexts
/// destroyed by raw driver calls are seen after the next release by
/// this crate.
#[inline]
fn is_alive(cuda: &Cuda, ctx: CUcontext) -> Result<bool> {
    let releases = RELEASES.load(Ordering::Acquire);
    let key = (ctx as usize, releases);
    if VERIFIED.try_with(|v| v.get() == key).unwrap_or(false) {
        return Ok(true);
    }
    let d = cuda.shared.driver()?;
    // SAFETY: a valid out-pointer; `ctx` is only looked up.
    match out(|v| unsafe { d.cuCtxGetApiVersion(ctx, v) }) {
        Ok(_) => {
            let _ = VERIFIED.try_with(|v| v.set(key));
            Ok(true)
        }
        Err(e)
            if matches!(
                e.code(),
                Some(CUresult::CUDA_ERROR_CONTEXT_IS_DESTROYED)
                    | Some(CUresult::CUDA_ERROR_INVALID_CONTEXT)
            ) =>
        {
            Ok(false)
        }
        Err(e) => Err(e.into()),
    }
}

fn bind_primary(cuda: &Cuda, device: i32) -> Result<ContextBinding> {
    let shared = &cuda.shared;
    let held = with_slots(|slots| {
        slots
            .iter()
            .find(|slot| Arc::ptr_eq(&slot.shared, shared) && slot.device == device)
            .map(|s| s.context)
    })
    .ok_or(Error::ThreadExiting)?;
    let (context, retained) = match held {
        Some(c) => (c, false),
        None => {
            let d = shared.driver()?;
            // SAFETY: a valid out-pointer; `device` came from the driver.
            let c = out(|c| unsafe { d.cuDevicePrimaryCtxRetain(c, device) })?;
            let slot = Slot {
                shared: shared.clone(),
                device,
                context: c,
                held: true,
            };
            // If the slot cannot be stored, dropping it gives the
            // reference straight back.
            with_slots(|slots| slots.push(slot)).ok_or(Error::ThreadExiting)?;
            if let Some(key) = exit_key() {
                // SAFETY: a key this process made; the value is only a
                // mark that the destructor must run (never read).
                unsafe {
                    libc::pthread_setspecific(
                        key,
                        std::ptr::NonNull::<u8>::dangling().as_ptr().cast(),
                    )
                };
            }
            (c, true)
        }
    };
    // SAFETY: `context` is a live primary context this thread holds.
    unsafe { shared.driver()?.cuCtxSetCurrent(context) }?;
    Ok(ContextBinding::Bound { device, retained })
}

/// Gives back every primary-context reference the calling thread holds
/// through [`Cuda::ensure_context`] on this driver handle, now rather
/// than at thread exit (for long-lived threads that are done with a
/// device). A released context that is current is unset first. Returns
/// how many references were released; the first failure is returned
/// after every release was tried.
pub(crate) fn release_thread(cuda: &Cuda) -> Result<usize> {
    let mine = with_slots(|slots| {
        let (mine, rest) = std::mem::take(slots)
            .into_iter()
            .partition(|s| Arc::ptr_eq(&s.shared, &cuda.shared));
        *slots = rest;
        mine
    })
    .unwrap_or_else(Vec::new);
    let count = mine.len();
    let mut first_error = None;
    for mut slot in mine {
        let r = slot.release();
        // Released (or tried) once: the destructor must not try again.
        slot.held = false;
        if let Err(e) = r {
            first_error.get_or_insert(e);
        }
    }
    match first_error {
        Some(e) => Err(e),
        None => Ok(count),
    }
}

/// How many primary-context references the calling thread holds through
/// [`Cuda::ensure_context`] (for this driver handle).
#[cfg(feature = "testing")]
pub(crate) fn thread_bindings(cuda: &Cuda) -> usize {
    with_slots(|slots| {
        slots
            .iter()
            .filter(|slot| Arc::ptr_eq(&slot.shared, &cuda.shared))
            .count()
    })
    .unwrap_or(0)
}
