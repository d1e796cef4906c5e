//! Observed mode's public side and its CUPTI subscription: [`FreeObserver`],
//! [`Cuda::observe_frees`], [`Cuda::foreign_mode`]; the callback it
//! subscribes is `callback.rs`.
//!
//! The subscription is one per process, kept by the driver library's
//! [`Observer`] and counted there: every `Cuda` handle of the library that
//! asks shares it, and it ends when the last [`FreeObserver`] of all of
//! them drops, which gives CUPTI back to a later subscriber. Whether to
//! subscribe at all is `policy.rs`'s. The subscription asks CUPTI to let
//! other subscribers join where the loaded CUPTI can (13.2's
//! `allowMultipleSubscribers`, granted from 13.3), decided from
//! `cuptiGetVersion`, not from the header built against.
//!
//! In a child forked after the subscription, nothing here takes a lock or
//! calls the driver: a [`FreeObserver`] drops without a lock and says it is
//! not observing, and [`Cuda::foreign_mode`] reports the fork.

use super::callback::on_callback;
use super::entry_points::{Effect, ENTRY_POINTS};
use super::observer::{Control, Observer};
use super::policy::{self, Subscription};
use crate::error::ObserveError;
use crate::handle::{Cuda, Shared};
use cuda_mem_sys::cupti::{
    CUptiResult, CUpti_CallbackDomain, CUpti_CallbackIdResource, CUpti_SubscriberHandle,
    CUpti_SubscriberParams, CUpti_SubscriberParams_v13_0, CUpti_SubscriberParams_v13_2, Cupti,
    CUPTI_SUBSCRIBER_SHARING_VERSION,
};
use std::ffi::c_void;
use std::sync::atomic::Ordering;
use std::sync::{Arc, PoisonError};

/// Where CUPTI is looked for when the driver does not export it itself
/// (the simulated driver does), after `CUDA_CUPTI_LIBRARY`.
pub const CUPTI_LIBRARIES: &[&str] = &[
    "libcupti.so.13",
    "libcupti.so",
    "/usr/local/cuda/lib64/libcupti.so.13",
    "/usr/local/cuda/extras/CUPTI/lib64/libcupti.so.13",
];

/// Names a CUPTI library to load instead of the defaults.
pub const CUPTI_LIBRARY_ENV: &str = "CUDA_CUPTI_LIBRARY";

/// Which way a foreign address (memory this crate did not allocate) is
/// answered.
///
/// Observed mode is asked for with [`Cuda::observe_frees`] and had unless
/// [`OBSERVE_ENV`](crate::OBSERVE_ENV) (`CUDA_MEM_OBSERVE`) says `off`, or
/// says `auto` (the default) while another CUPTI user is in the process
/// (an injected tool, or a `libcupti` another component loaded, as
/// PyTorch does): with CUPTI before 13.3 there is one subscriber per
/// process, and a profiler that finds it taken sees no GPU events. `on`
/// subscribes whenever asked. A refusal is a [`ForeignMode::Fallback`]
/// with its reason, logged once (a `log` warning).
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
    /// as [`Cuda::classify_by_driver`]; nothing cached.
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

/// One [`Cuda::observe_frees`] that observes; the last one dropped ends
/// the subscription.
struct Ticket {
    observer: &'static Observer,
    /// The handle that asked: it observes while its tickets live.
    shared: Arc<Shared>,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        // Not observing from here on: the handle goes back to direct before
        // the subscription may end.
        self.shared.observing.fetch_sub(1, Ordering::Release);
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
        observer.stop();
        control.subscription = None;
        if let (Some(cupti), Some(handle)) = (control.cupti, control.handle.take()) {
            if let Ok(unsubscribe) = &cupti.cuptiUnsubscribe {
                // SAFETY: the handle this observer subscribed with, once.
                let r = unsafe { unsubscribe(handle as CUpti_SubscriberHandle) };
                if r != CUptiResult::CUPTI_SUCCESS {
                    log::warn!("cuptiUnsubscribe failed: CUPTI error {}", r.0);
                }
            }
        }
    }
}

/// Keeps observed mode on ([`Cuda::observe_frees`]) while any clone lives;
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

/// [`Cuda::observe_frees`]: the process's subscription, taken by the first
/// handle that asks and counted for every other.
pub(crate) fn observe_frees(cuda: &Cuda) -> FreeObserver {
    let shared = &*cuda.shared;
    if shared.inherited() {
        return FreeObserver { ticket: None };
    }
    let observer = shared.observer;
    let mut control = observer
        .control
        .lock()
        .unwrap_or_else(PoisonError::into_inner);
    let outcome = if control.users > 0 {
        Ok(())
    } else {
        policy::may_subscribe().and_then(|()| subscribe(cuda, &mut control))
    };
    let mut fallback = shared
        .fallback
        .lock()
        .unwrap_or_else(PoisonError::into_inner);
    match outcome {
        Ok(()) => {
            control.users += 1;
            shared.observing.fetch_add(1, Ordering::Release);
            *fallback = None;
            FreeObserver {
                ticket: Some(Arc::new(Ticket {
                    observer,
                    shared: cuda.shared.clone(),
                })),
            }
        }
        Err(e) => {
            policy::warn_once(&e);
            *fallback = Some(e);
            FreeObserver { ticket: None }
        }
    }
}

/// [`Cuda::foreign_mode`].
pub(crate) fn foreign_mode(cuda: &Cuda) -> ForeignMode {
    let shared = &*cuda.shared;
    if shared.inherited() {
        return ForeignMode::Fallback(ObserveError::InheritedAcrossFork);
    }
    if shared.is_observing() {
        let control = shared
            .observer
            .control
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some(how) = control.subscription {
            return ForeignMode::Observed(how);
        }
    }
    match &*shared
        .fallback
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
    {
        Some(e) => ForeignMode::Fallback(e.clone()),
        None => ForeignMode::Direct,
    }
}

/// The CUPTI library: the driver's own exports when it has them (the
/// simulated driver), else `CUDA_CUPTI_LIBRARY` or the defaults. A
/// simulated driver without them has no CUPTI: NVIDIA's would observe
/// the real driver, not it.
fn load_cupti(cuda: &Cuda) -> Result<Cupti, ObserveError> {
    let driver = cuda.shared.library();
    let mut names: Vec<String> = Vec::new();
    if driver.has_symbol("cuptiSubscribe") {
        names.push(driver.path().to_string());
    } else if driver.has_symbol("cuda_sim_configure") {
        return Err(ObserveError::CuptiNotFound {
            tried: format!("{}: the simulated driver, without CUPTI", driver.path()),
        });
    } else {
        if let Ok(p) = std::env::var(CUPTI_LIBRARY_ENV) {
            names.push(p);
        }
        names.extend(CUPTI_LIBRARIES.iter().map(|s| s.to_string()));
    }
    let mut tried = Vec::new();
    for name in names {
        // SAFETY: a CUPTI library (or the driver that exports CUPTI's
        // functions) runs no initialiser that needs more than loading;
        // its functions are called with the header's signatures.
        match unsafe { Cupti::new(&name) } {
            Ok(c) if c.cuptiSubscribe.is_ok() && c.cuptiEnableCallback.is_ok() => {
                if name != driver.path() {
                    policy::loaded_cupti();
                }
                return Ok(c);
            }
            Ok(_) => tried.push(format!("{name}: no callback API")),
            Err(e) => tried.push(format!("{name}: {e}")),
        }
    }
    Err(ObserveError::CuptiNotFound {
        tried: tried.join("; "),
    })
}

/// Subscribes the observer of this handle's driver to CUPTI, enables
/// the callback of every row with an effect, and turns observing on.
fn subscribe(cuda: &Cuda, control: &mut Control) -> Result<(), ObserveError> {
    let observer = cuda.shared.observer;
    observer
        .keep_driver(cuda.shared.library())
        .map_err(|why| ObserveError::CuptiNotFound { tried: why })?;
    let cupti = match control.cupti {
        Some(c) => c,
        None => *control.cupti.insert(Box::leak(Box::new(load_cupti(cuda)?))),
    };
    let userdata = (observer as *const Observer).cast_mut().cast::<c_void>();
    let (handle, how) = cupti_subscribe(cupti, userdata)?;
    let enable = cupti.cuptiEnableCallback.as_ref().expect("checked at load");
    let driver = CUpti_CallbackDomain::CUPTI_CB_DOMAIN_DRIVER_API;
    let resource = CUpti_CallbackDomain::CUPTI_CB_DOMAIN_RESOURCE;
    let destroy = CUpti_CallbackIdResource::CUPTI_CBID_RESOURCE_CONTEXT_DESTROY_STARTING.0;
    let wanted = ENTRY_POINTS
        .iter()
        .filter(|row| row.1 != Effect::Nothing)
        .map(|row| (driver, row.0 .0))
        .chain([(resource, destroy)]);
    for (domain, cbid) in wanted {
        // SAFETY: the live subscriber handle.
        let r = unsafe { enable(1, handle, domain, cbid) };
        if r != CUptiResult::CUPTI_SUCCESS {
            // A free this crate could not see would make answers stale:
            // no observed mode at all.
            if let Ok(unsubscribe) = &cupti.cuptiUnsubscribe {
                // SAFETY: the handle just subscribed, once.
                unsafe { unsubscribe(handle) };
            }
            return Err(ObserveError::Cupti {
                call: "cuptiEnableCallback",
                code: r.0,
            });
        }
    }
    control.handle = Some(handle as usize);
    control.subscription = Some(how);
    observer.start();
    Ok(())
}

/// The loaded CUPTI's `CUPTI_API_VERSION` (0 where it cannot say).
fn cupti_version(cupti: &Cupti) -> u32 {
    let mut version = 0;
    if let Ok(get) = &cupti.cuptiGetVersion {
        // SAFETY: a valid out-pointer.
        if unsafe { get(&mut version) } != CUptiResult::CUPTI_SUCCESS {
            version = 0;
        }
    }
    version
}

/// Subscribes [`on_callback`] with `userdata`: asking to share where the
/// loaded CUPTI's parameters have the field, as CUPTI's one subscriber
/// where sharing is refused or cannot be asked for, with
/// `cuptiSubscribe` where there is no `cuptiSubscribe_v2`.
fn cupti_subscribe(
    cupti: &Cupti,
    userdata: *mut c_void,
) -> Result<(CUpti_SubscriberHandle, Subscription), ObserveError> {
    let mut handle: CUpti_SubscriberHandle = std::ptr::null_mut();
    let mut other = [0 as std::ffi::c_char; 64];
    let refused = |r: CUptiResult, other: &[std::ffi::c_char]| {
        if r == CUptiResult::CUPTI_ERROR_MULTIPLE_SUBSCRIBERS_NOT_SUPPORTED {
            ObserveError::SubscriberTaken {
                by: subscriber_name(other),
            }
        } else {
            ObserveError::Cupti {
                call: "cuptiSubscribe",
                code: r.0,
            }
        }
    };
    let Ok(v2) = &cupti.cuptiSubscribe_v2 else {
        let v1 = cupti.cuptiSubscribe.as_ref().expect("checked at load");
        // SAFETY: valid out-pointer; `userdata` is never freed.
        let r = unsafe { v1(&mut handle, Some(on_callback), userdata) };
        return match r {
            CUptiResult::CUPTI_SUCCESS => Ok((handle, Subscription::ExclusiveV1)),
            r => Err(refused(r, &other)),
        };
    };
    if cupti_version(cupti) >= CUPTI_SUBSCRIBER_SHARING_VERSION {
        let mut params = CUpti_SubscriberParams_v13_2 {
            structSize: std::mem::size_of::<CUpti_SubscriberParams_v13_2>(),
            subscriberName: c"cuda-mem".as_ptr(),
            oldSubscriberName: other.as_mut_ptr(),
            oldSubscriberSize: other.len(),
            allowMultipleSubscribers: 1,
            padding: [0; 7],
        };
        let p = (&mut params as *mut CUpti_SubscriberParams_v13_2).cast::<CUpti_SubscriberParams>();
        // SAFETY: valid out-pointer; parameters in the layout this CUPTI
        // reads (its version says so); `userdata` is never freed.
        let r = unsafe { v2(&mut handle, Some(on_callback), userdata, p) };
        match r {
            CUptiResult::CUPTI_SUCCESS => return Ok((handle, Subscription::Shared)),
            // Someone holds CUPTI alone, or this CUPTI cannot grant
            // sharing: ask to be the one subscriber.
            CUptiResult::CUPTI_ERROR_MULTIPLE_SUBSCRIBERS_NOT_SUPPORTED => {}
            r => return Err(refused(r, &other)),
        }
    }
    let mut params = CUpti_SubscriberParams_v13_0 {
        structSize: std::mem::size_of::<CUpti_SubscriberParams_v13_0>(),
        subscriberName: c"cuda-mem".as_ptr(),
        oldSubscriberName: other.as_mut_ptr(),
        oldSubscriberSize: other.len(),
    };
    let p = (&mut params as *mut CUpti_SubscriberParams_v13_0).cast::<CUpti_SubscriberParams>();
    // SAFETY: as above, in the layout every CUPTI 13 reads.
    let r = unsafe { v2(&mut handle, Some(on_callback), userdata, p) };
    match r {
        CUptiResult::CUPTI_SUCCESS => Ok((handle, Subscription::Exclusive)),
        r => Err(refused(r, &other)),
    }
}

/// The other subscriber's name CUPTI wrote into `buffer`: up to its first
/// NUL, or the whole buffer if CUPTI filled it; `None` if empty.
fn subscriber_name(buffer: &[std::ffi::c_char]) -> Option<String> {
    let bytes: Vec<u8> = buffer.iter().map(|&c| c as u8).collect();
    let name = match std::ffi::CStr::from_bytes_until_nul(&bytes) {
        Ok(s) => s.to_string_lossy().into_owned(),
        Err(_) => String::from_utf8_lossy(&bytes).into_owned(),
    };
    (!name.is_empty()).then_some(name)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_subscriber_name_without_a_nul_is_read_whole() {
        let full = [b'x' as std::ffi::c_char; 64];
        assert_eq!(subscriber_name(&full).as_deref(), Some(&*"x".repeat(64)));
        let mut named = [0 as std::ffi::c_char; 64];
        for (d, s) in named.iter_mut().zip(b"nsys") {
            *d = *s as std::ffi::c_char;
        }
        assert_eq!(subscriber_name(&named).as_deref(), Some("nsys"));
        assert_eq!(subscriber_name(&[0; 64]), None);
    }
}
