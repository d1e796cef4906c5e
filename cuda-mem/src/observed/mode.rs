//! Observed mode's public side: [`FreeObserver`] and [`ForeignMode`], what
//! [`Cuda::observe_frees`](crate::Cuda::observe_frees) and
//! [`Cuda::foreign_mode`](crate::Cuda::foreign_mode) answer, for a handle
//! seen through [`Handle`] (this module knows nothing of `Cuda`). The CUPTI
//! subscription they hold is `subscription.rs`'s.
//!
//! The subscription is one per process, kept by the driver library's
//! observer and counted there: every `Cuda` handle of the library that
//! asks shares it, and it ends when the last [`FreeObserver`] of all of
//! them drops, which gives CUPTI back to a later subscriber. Whether to
//! subscribe at all is `policy.rs`'s.
//!
//! In a child forked after the subscription, nothing here takes a lock or
//! calls the driver: a [`FreeObserver`] drops without a lock and says it is
//! not observing, and `foreign_mode` reports the fork.

use super::observer::Observer;
use super::policy::{self, Subscription};
use super::subscription;
use crate::error::ObserveError;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

/// What observed mode reads and counts of a driver handle (`handle.rs`'s
/// `Shared`, what every clone of a `Cuda` shares).
pub(crate) trait Handle: Send + Sync + 'static {
    /// The driver library's observer.
    fn observer(&self) -> &'static Observer;
    /// The loaded driver library, which CUPTI is looked for beside.
    fn library(&self) -> &cuda_mem_sys::Driver;
    /// Whether this process is a child forked after the handle was made.
    fn inherited(&self) -> bool;
    /// How many observing [`FreeObserver`]s of this handle live.
    fn observing(&self) -> &AtomicUsize;
    /// Why observed mode could not be had, when the handle asked for it.
    fn fallback(&self) -> &Mutex<Option<ObserveError>>;
}

/// Which way a foreign address (memory this crate did not allocate) is
/// answered.
///
/// Observed mode is asked for with [`Cuda::observe_frees`](crate::Cuda::observe_frees) and had unless
/// [`OBSERVE_ENV`](crate::OBSERVE_ENV) (`CUDA_MEM_OBSERVE`) says `off`, or
/// says `auto` (the default) while another CUPTI user is in the process
/// (a CUDA tool's injected client, by `CUDA_INJECTION64_PATH` or by its
/// library mapped, as Nsight Compute and compute-sanitizer leave it; or a
/// `libcupti` another component loaded, as PyTorch does at import): with
/// CUPTI before 13.3 there is one subscriber per process, and a profiler
/// that finds it taken sees no GPU events. A refusal is a
/// [`ForeignMode::Fallback`] with its reason, logged once (a `log`
/// warning). `on` subscribes whenever asked, and where it sees another
/// CUPTI user it says once (a `log` warning) that this user may see no
/// GPU events: PyTorch's profiler, started while an observer lives, has
/// none for the rest of the process; one first started after the last
/// observer dropped has them.
///
/// | mode | a foreign address seen before costs | its first sight costs | assumes | does to a profiler |
/// |---|---|---|---|---|
/// | direct (default) | one `cuPointerGetAttributes` with the classification's attributes, as [`Cuda::classify_by_driver`](crate::Cuda::classify_by_driver) | the same | nothing | nothing |
/// | observed ([`Cuda::observe_frees`](crate::Cuda::observe_frees)) | a lock-free lookup by address, no driver call; pageable memory: kept until a call that may make memory driver-known returns (an allocation, registration, mapping or import, a graph's launch, a module's load, a context's creation, anywhere in the process), then the direct call once; graph memory (never kept) and VMM memory mapped before observing began: the direct call; stream-ordered memory: kept anywhere inside an allocation made while observing, from its second classification there until its free is called, the direct call for any other | the direct call and two loads: the address's slot is marked, no lock taken, nothing put in; the address's second sight (by any thread, with no removal in its 64 KiB granule since) costs the direct call again and one short lock, and keeps the answer | CUPTI's callbacks fire at every entry point that frees, unmaps, destroys, allocates, maps, registers, imports, launches a graph, loads a module or makes a context (the conformance suite checks them on the H200), and memory becomes driver-known only inside such a call (seen on the H200 for a graph's allocation nodes, made inside `cuGraphLaunch`; a pointer that is no allocation's, over which the driver places memory of its own inside another call, may keep a pageable answer until the next such call) | holds CUPTI's subscription while on (shared with other `cuptiSubscribe_v2` subscribers that ask to share, where CUPTI grants it): a profiler started later may not be able to subscribe; where another CUPTI user is seen first, observed mode falls back to direct and says so; each free costs one more pointer query (none for stream-ordered memory allocated while observing) |
///
/// H200 numbers of both modes: `BENCHMARKS.md` in the repository.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ForeignMode {
    /// The default: one full `cuPointerGetAttributes` per classification,
    /// as [`Cuda::classify_by_driver`](crate::Cuda::classify_by_driver); nothing cached.
    Direct,
    /// CUPTI observes every free: a cached answer needs no driver call.
    Observed(Subscription),
    /// Observed mode was asked for and could not be had: direct, and why.
    Fallback(ObserveError),
}

impl ForeignMode {
    /// Whether foreign answers are kept ([`ForeignMode::Observed`]).
    pub fn is_observed(&self) -> bool {
        matches!(self, ForeignMode::Observed(_))
    }
}

/// One `observe_frees` that observes; the last one dropped ends the
/// subscription.
struct Ticket {
    observer: &'static Observer,
    /// The handle that asked: it observes while its tickets live.
    handle: Arc<dyn Handle>,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        // Not observing from here on: the handle goes back to direct before
        // the subscription may end.
        self.handle.observing().fetch_sub(1, Ordering::Release);
        let observer = self.observer;
        // A forked child takes no lock: the parent's subscription is not
        // the child's to end.
        if observer.in_child() {
            return;
        }
        let mut control = observer
            .control
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        control.users -= 1;
        if control.users > 0 {
            return;
        }
        subscription::unsubscribe(observer, &mut control);
    }
}

/// Keeps observed mode on ([`Cuda::observe_frees`](crate::Cuda::observe_frees)) while any clone lives;
/// when the last one of every handle of the driver drops, the process
/// unsubscribes from CUPTI and goes back to direct classification. Holds
/// nothing when observed mode could not be had.
#[derive(Clone)]
pub struct FreeObserver {
    ticket: Option<Arc<Ticket>>,
}

impl std::fmt::Debug for FreeObserver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FreeObserver")
            .field("observing", &self.is_observing())
            .finish()
    }
}

impl FreeObserver {
    /// Whether this handle keeps observed mode on (false after a fallback,
    /// and in a child forked after it was made).
    pub fn is_observing(&self) -> bool {
        self.ticket.as_ref().is_some_and(|t| !t.observer.in_child())
    }
}

/// `Cuda::observe_frees`: the process's subscription, taken by the first
/// handle that asks and counted for every other.
pub(crate) fn observe_frees(handle: Arc<dyn Handle>) -> FreeObserver {
    if handle.inherited() {
        return FreeObserver { ticket: None };
    }
    let observer = handle.observer();
    let mut control = observer
        .control
        .lock()
        .unwrap_or_else(PoisonError::into_inner);
    let outcome = if control.users > 0 {
        Ok(())
    } else {
        policy::may_subscribe()
            .and_then(|()| subscription::subscribe(observer, handle.library(), &mut control))
    };
    let mut fallback = handle
        .fallback()
        .lock()
        .unwrap_or_else(PoisonError::into_inner);
    match outcome {
        Ok(()) => {
            control.users += 1;
            handle.observing().fetch_add(1, Ordering::Release);
            *fallback = None;
            drop(fallback);
            FreeObserver {
                ticket: Some(Arc::new(Ticket { observer, handle })),
            }
        }
        Err(e) => {
            policy::warn_once(&e);
            *fallback = Some(e);
            FreeObserver { ticket: None }
        }
    }
}

/// `Cuda::foreign_mode`.
pub(crate) fn foreign_mode(handle: &dyn Handle) -> ForeignMode {
    if handle.inherited() {
        return ForeignMode::Fallback(ObserveError::InheritedAcrossFork);
    }
    if handle.observing().load(Ordering::Acquire) != 0 {
        let control = handle
            .observer()
            .control
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some(how) = control.subscription {
            return ForeignMode::Observed(how);
        }
    }
    match &*handle
        .fallback()
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
    {
        Some(e) => ForeignMode::Fallback(e.clone()),
        None => ForeignMode::Direct,
    }
}

impl std::fmt::Display for ForeignMode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ForeignMode::Direct => write!(f, "direct"),
            ForeignMode::Observed(how) => write!(f, "observed ({how})"),
            ForeignMode::Fallback(e) => write!(f, "direct (observed mode unavailable: {e})"),
        }
    }
}
