//! Observed mode's public side and its CUPTI subscription: [`FreeObserver`],
//! [`Cuda::observe_frees`], [`Cuda::foreign_mode`], and the callback CUPTI
//! calls inside every driver entry point of
//! [`ENTRY_POINTS`] that changes what
//! kept answers mean.
//!
//! The subscription is one per process (CUPTI allows one subscriber), kept
//! by the driver library's [`Observer`] and counted there: every `Cuda`
//! handle of the library that asks shares it, and it ends when the last
//! [`FreeObserver`] of all of them drops. The callback touches only the
//! observer, which is never freed, so a callback still running after the
//! subscription ended (or after every handle dropped) reads and writes
//! live memory. A call's entry and exit are paired by the call's CUPTI
//! correlation id, its callback id and the subscription's number; an exit
//! that finds no matching entry (the subscription started or ended while
//! the call ran) removes every answer, and one whose entry it finds scans
//! the table again only if an insert was attempted while the call ran.
//!
//! In a child forked after the subscription, nothing here takes a lock or
//! calls the driver: the callback returns at once, a [`FreeObserver`]
//! drops without a lock and says it is not observing, and
//! [`Cuda::foreign_mode`] reports the fork.

use super::entry_points::{effect, Effect, ENTRY_POINTS};
use super::observer::Observer;
use crate::Cuda;
use cuda_sys::cupti::{
    CUptiResult, CUpti_ApiCallbackSite, CUpti_CallbackData, CUpti_CallbackDomain, CUpti_CallbackId,
    CUpti_CallbackIdResource, CUpti_SubscriberHandle, CUpti_SubscriberParams, Cupti,
};
use std::cell::Cell;
use std::ffi::c_void;
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

/// Why observed mode could not be had.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ObserveError {
    /// No CUPTI library could be opened, or it lacks the callback API.
    #[error("CUPTI is not available: {tried}")]
    CuptiNotFound {
        /// Each library tried and why it failed.
        tried: String,
    },
    /// Another CUPTI subscriber (a profiler, a debugger, another library)
    /// holds the one subscription CUPTI allows.
    #[error("CUPTI has another subscriber{}", by.as_deref().map(|b| format!(" ({b})")).unwrap_or_default())]
    SubscriberTaken {
        /// The other subscriber's name, where CUPTI reports it
        /// (`cuptiSubscribe_v2`).
        by: Option<String>,
    },
    /// A CUPTI call failed.
    #[error("{call} failed: CUPTI error {code}")]
    Cupti {
        /// The call.
        call: &'static str,
        /// Its `CUptiResult`.
        code: u32,
    },
    /// The handle was loaded by a parent of this process, before a fork.
    #[error("CUDA was loaded before this process was forked")]
    InheritedAcrossFork,
}

/// Which way a foreign address (memory this crate did not allocate) is
/// answered.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ForeignMode {
    /// The default: one full `cuPointerGetAttributes` per classification,
    /// as [`Cuda::classify_by_driver`]; nothing cached.
    Direct,
    /// CUPTI observes every free: a cached answer needs no driver call.
    Observed,
    /// Observed mode was asked for and could not be had: direct, and why.
    Fallback(ObserveError),
}

/// The subscription of one driver library's [`Observer`], under its
/// control lock (which no callback takes).
#[derive(Default)]
pub(crate) struct Control {
    /// Live tickets (each [`Cuda::observe_frees`] that observes makes one).
    users: usize,
    /// CUPTI, loaded at the first subscription and never closed: CUPTI
    /// hooks itself into the driver, which would call into an unloaded
    /// library after a `dlclose` (seen on the H200: a later CUPTI load in
    /// the same process crashed).
    cupti: Option<&'static Cupti>,
    /// The subscriber handle while subscribed (CUPTI's opaque token).
    handle: Option<usize>,
}

/// One [`Cuda::observe_frees`] that observes; the last one dropped ends
/// the subscription.
struct Ticket {
    observer: &'static Observer,
}

impl Drop for Ticket {
    fn drop(&mut self) {
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

thread_local! {
    /// The call this thread is inside, as its entry callback left it for
    /// its exit callback.
    static PENDING: Cell<Option<Pending>> = const { Cell::new(None) };
}

/// An allocation's `[start, end)`, when the driver gave it.
type Range = Option<(u64, u64)>;

/// One driver call, as its entry and exit callbacks both see it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Call {
    correlation: u32,
    cbid: u32,
    epoch: u64,
}

impl Call {
    /// The call `data` reports, in the observer's current subscription.
    fn of(data: &CUpti_CallbackData, cbid: u32, observer: &Observer) -> Call {
        Call {
            correlation: data.correlationId,
            cbid,
            epoch: observer.epoch(),
        }
    }
}

/// What an entry callback leaves for its exit.
#[derive(Clone, Copy, Debug)]
struct Pending {
    call: Call,
    /// The freed allocation's range, read at the entry (a free's).
    range: Range,
    /// [`Observer::inserts`] before the entry's own work: an insert counted
    /// later may hold an answer read while the call ran.
    inserts: u64,
}

/// The entry's [`Pending`] of `call`, taken (none if the entry was not
/// seen: the subscription started or ended while the call ran).
fn pending(call: Call) -> Option<Pending> {
    PENDING.take().filter(|p| p.call == call)
}

/// Whether the call whose exit `data` describes returned CUDA_SUCCESS.
fn succeeded(data: &CUpti_CallbackData) -> bool {
    let r = data.functionReturnValue.cast::<cuda_sys::CUresult>();
    // SAFETY: at an exit, CUPTI points the return value at the call's
    // CUresult (or leaves it null).
    !r.is_null() && unsafe { r.read() } == cuda_sys::CUresult::CUDA_SUCCESS
}

/// The callback: runs inside the driver call, on the calling thread.
///
/// # Safety
/// `userdata` is an [`Observer`] (never freed); `cbdata` is what CUPTI
/// passes for `domain` and `cbid`.
pub(crate) unsafe extern "C" fn on_callback(
    userdata: *mut c_void,
    domain: CUpti_CallbackDomain,
    cbid: CUpti_CallbackId,
    cbdata: *const c_void,
) {
    // SAFETY: the subscription's userdata: a leaked observer.
    let observer = unsafe { &*userdata.cast::<Observer>() };
    if observer.in_child() {
        return;
    }
    if domain == CUpti_CallbackDomain::CUPTI_CB_DOMAIN_RESOURCE {
        if cbid == CUpti_CallbackIdResource::CUPTI_CBID_RESOURCE_CONTEXT_DESTROY_STARTING.0 {
            observer.remove_all();
        }
        return;
    }
    if domain != CUpti_CallbackDomain::CUPTI_CB_DOMAIN_DRIVER_API || cbdata.is_null() {
        return;
    }
    // SAFETY: a driver-API callback's data.
    let data = unsafe { &*cbdata.cast::<CUpti_CallbackData>() };
    let entering = data.callbackSite == CUpti_ApiCallbackSite::CUPTI_API_ENTER;
    let params = data.functionParams;
    let effect = effect(cbid);
    if params.is_null() && effect != Effect::Nothing {
        observer.remove_all();
        return;
    }
    match effect {
        Effect::Nothing => {}
        Effect::FreesAll => observer.remove_all(),
        Effect::Unmaps(address, size) => {
            // SAFETY: plain values of this entry point's block.
            let (lo, len) = unsafe { (address.read(params), size.read(params)) };
            observer.remove(lo, lo.saturating_add(len));
        }
        Effect::Frees(address) => {
            // SAFETY: a plain value of this entry point's block.
            let address = unsafe { address.read(params) };
            if address == 0 {
                // Freeing null frees nothing (`cudaFree(NULL)`).
                return;
            }
            let call = Call::of(data, cbid, observer);
            if entering {
                let range = observer.extent(address);
                let inserts = observer.enter_free(range);
                PENDING.set(Some(Pending {
                    call,
                    range,
                    inserts,
                }));
                return;
            }
            match pending(call) {
                // Nothing kept since the entry removed the range.
                Some(p) if !observer.exit_must_remove(p.inserts) => {}
                Some(p) => observer.remove_range(p.range),
                None => observer.remove_all(),
            }
        }
        Effect::Makes(start, size) => {
            let call = Call::of(data, cbid, observer);
            if entering {
                PENDING.set(Some(Pending {
                    call,
                    range: None,
                    inserts: observer.enter_allocation(),
                }));
                return;
            }
            let entry = pending(call);
            if !succeeded(data) {
                observer.remove_all();
                return;
            }
            if let Some(p) = entry {
                if !observer.exit_must_remove(p.inserts) {
                    // Nothing kept while the call ran.
                    return;
                }
            }
            // SAFETY: this entry point's block at the exit of a call that
            // succeeded, which wrote its out-parameters.
            let (lo, len) = unsafe { (start.read(params), size.map(|s| s.read(params))) };
            let range = match len {
                Some(len) => Some((lo, lo.saturating_add(len.max(1)))),
                None => observer.extent(lo),
            };
            observer.remove_range(range);
        }
        Effect::MakesUnknown => {
            if entering {
                observer.count();
            } else {
                observer.remove_all();
            }
        }
    }
}

impl Cuda {
    /// Turns observed mode on: CUPTI callbacks on every driver entry point
    /// that frees memory keep the cache of foreign answers exact, so a
    /// foreign address answered before costs no driver call (see
    /// [`ForeignMode`]). On while any clone of the returned handle lives,
    /// or of one returned to another handle of the same driver: the
    /// subscription is the process's.
    ///
    /// Never fails: without CUPTI, with another CUPTI subscriber (a
    /// profiler), or in a forked child, classification stays direct, the
    /// reason is logged and [`Cuda::foreign_mode`] reports it.
    pub fn observe_frees(&self) -> FreeObserver {
        let shared = &*self.shared;
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
            self.subscribe(&mut control)
        };
        let mut fallback = shared
            .fallback
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        match outcome {
            Ok(()) => {
                control.users += 1;
                *fallback = None;
                FreeObserver {
                    ticket: Some(Arc::new(Ticket { observer })),
                }
            }
            Err(e) => {
                log::warn!("observed mode unavailable, classifying foreign memory directly: {e}");
                *fallback = Some(e);
                FreeObserver { ticket: None }
            }
        }
    }

    /// How foreign memory is classified now.
    pub fn foreign_mode(&self) -> ForeignMode {
        let shared = &*self.shared;
        if shared.inherited() {
            return ForeignMode::Fallback(ObserveError::InheritedAcrossFork);
        }
        if shared.observer.is_active() {
            return ForeignMode::Observed;
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
    fn load_cupti(&self) -> Result<Cupti, ObserveError> {
        let driver = &self.shared.driver;
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
                Ok(c) if c.cuptiSubscribe.is_ok() && c.cuptiEnableCallback.is_ok() => return Ok(c),
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
    fn subscribe(&self, control: &mut Control) -> Result<(), ObserveError> {
        let observer = self.shared.observer;
        observer
            .keep_driver(&self.shared.driver)
            .map_err(|why| ObserveError::CuptiNotFound { tried: why })?;
        let cupti = match control.cupti {
            Some(c) => c,
            None => *control
                .cupti
                .insert(Box::leak(Box::new(self.load_cupti()?))),
        };
        let userdata = (observer as *const Observer).cast_mut().cast::<c_void>();
        let mut handle: CUpti_SubscriberHandle = std::ptr::null_mut();
        let mut other = [0 as std::ffi::c_char; 64];
        let r = match &cupti.cuptiSubscribe_v2 {
            Ok(v2) => {
                let mut params = CUpti_SubscriberParams {
                    structSize: std::mem::size_of::<CUpti_SubscriberParams>(),
                    subscriberName: c"cuda-mem".as_ptr(),
                    oldSubscriberName: other.as_mut_ptr(),
                    oldSubscriberSize: other.len(),
                };
                // SAFETY: valid out-pointer and parameters; `userdata` is
                // never freed.
                unsafe { v2(&mut handle, Some(on_callback), userdata, &mut params) }
            }
            // SAFETY: as above.
            Err(_) => unsafe {
                (cupti.cuptiSubscribe.as_ref().expect("checked at load"))(
                    &mut handle,
                    Some(on_callback),
                    userdata,
                )
            },
        };
        if r == CUptiResult::CUPTI_ERROR_MULTIPLE_SUBSCRIBERS_NOT_SUPPORTED {
            return Err(ObserveError::SubscriberTaken {
                by: subscriber_name(&other),
            });
        }
        if r != CUptiResult::CUPTI_SUCCESS {
            return Err(ObserveError::Cupti {
                call: "cuptiSubscribe",
                code: r.0,
            });
        }
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
        observer.start();
        Ok(())
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
            ForeignMode::Observed => write!(f, "observed"),
            ForeignMode::Fallback(e) => write!(f, "direct (observed mode unavailable: {e})"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classify::Answer;
    use cuda_sys::cupti::{self as p, CUpti_driver_api_trace_cbid_enum as C};

    fn device() -> Answer {
        Answer::from_words([2, 0, 1, 0])
    }

    /// Calls the callback as CUPTI would for a driver entry point.
    fn call(
        observer: &'static Observer,
        cbid: C,
        site: CUpti_ApiCallbackSite,
        correlation: u32,
        params: *const c_void,
        result: Option<&mut cuda_sys::CUresult>,
    ) {
        let data = CUpti_CallbackData {
            callbackSite: site,
            functionParams: params,
            functionReturnValue: result.map_or(std::ptr::null_mut(), |r| {
                (r as *mut cuda_sys::CUresult).cast()
            }),
            correlationId: correlation,
            ..Default::default()
        };
        // SAFETY: a leaked observer; a driver-API callback's data.
        unsafe {
            on_callback(
                (observer as *const Observer).cast_mut().cast(),
                CUpti_CallbackDomain::CUPTI_CB_DOMAIN_DRIVER_API,
                cbid.0,
                (&data as *const CUpti_CallbackData).cast(),
            )
        };
    }

    #[test]
    fn an_exit_without_its_entry_removes_every_answer() {
        let observer = Observer::for_tests();
        let table = observer.table();
        let (a, b) = (0x10_0000u64, 0x20_0000u64);
        observer.insert(a, device(), observer.frees());
        observer.insert(b, device(), observer.frees());
        // A free of `a` whose entry this thread saw, in an earlier
        // subscription.
        PENDING.set(Some(Pending {
            call: Call {
                correlation: 1,
                cbid: C::CUPTI_DRIVER_TRACE_CBID_cuMemFree_v2.0,
                epoch: observer.epoch(),
            },
            range: Some((a, a + 4096)),
            inserts: observer.inserts(),
        }));
        observer.stop();
        observer.start();
        observer.insert(a, device(), observer.frees());
        observer.insert(b, device(), observer.frees());
        // The free of `b` began before this subscription: only its exit is
        // seen. It must not take `a`'s range for its own.
        let block = p::cuMemFree_v2_params { dptr: b };
        let mut ok = cuda_sys::CUresult::CUDA_SUCCESS;
        call(
            observer,
            C::CUPTI_DRIVER_TRACE_CBID_cuMemFree_v2,
            CUpti_ApiCallbackSite::CUPTI_API_EXIT,
            2,
            (&block as *const p::cuMemFree_v2_params).cast(),
            Some(&mut ok),
        );
        assert_eq!(table.get(b), None, "the freed allocation's answer stayed");
        assert!(PENDING.get().is_none());
    }

    /// Exits the free of `a` (whose entry read `[a, a + 4096)`) as CUPTI
    /// would.
    fn exit_free(observer: &'static Observer, a: u64, correlation: u32) {
        let block = p::cuMemFree_v2_params { dptr: a };
        let mut ok = cuda_sys::CUresult::CUDA_SUCCESS;
        call(
            observer,
            C::CUPTI_DRIVER_TRACE_CBID_cuMemFree_v2,
            CUpti_ApiCallbackSite::CUPTI_API_EXIT,
            correlation,
            (&block as *const p::cuMemFree_v2_params).cast(),
            Some(&mut ok),
        );
    }

    fn entered_free(observer: &'static Observer, a: u64, correlation: u32) {
        PENDING.set(Some(Pending {
            call: Call {
                correlation,
                cbid: C::CUPTI_DRIVER_TRACE_CBID_cuMemFree_v2.0,
                epoch: observer.epoch(),
            },
            range: Some((a, a + 4096)),
            inserts: observer.inserts(),
        }));
    }

    #[test]
    fn an_exit_removes_what_was_kept_while_its_call_ran_in_its_entry_s_range() {
        let observer = Observer::for_tests();
        let table = observer.table();
        let (a, b) = (0x10_0000u64, 0x20_0000u64);
        observer.insert(b, device(), observer.frees());
        entered_free(observer, a, 7);
        // Kept while the free ran (a query that saw the allocation half
        // freed).
        observer.insert(a + 64, device(), observer.frees());
        assert_eq!(table.get(a + 64), Some(device()));
        exit_free(observer, a, 7);
        assert_eq!(table.get(a + 64), None);
        assert_eq!(table.get(b), Some(device()), "outside the freed range");
    }

    #[test]
    fn an_exit_with_nothing_kept_since_its_entry_leaves_the_table_alone() {
        let observer = Observer::for_tests();
        let table = observer.table();
        let a = 0x10_0000u64;
        // An answer kept before the entry, which this entry (made by hand)
        // did not remove as a real one would: left where it is shows that
        // the exit did not scan.
        observer.insert(a + 64, device(), observer.frees());
        entered_free(observer, a, 9);
        let frees = observer.frees();
        exit_free(observer, a, 9);
        assert_ne!(observer.frees(), frees, "the exit counts");
        assert_eq!(table.get(a + 64), Some(device()), "no scan");
    }

    #[test]
    fn an_insert_that_misses_an_exit_s_count_is_seen_by_it() {
        let observer = Observer::for_tests();
        let table = observer.table();
        let a = 0x10_0000u64;
        entered_free(observer, a, 11);
        // A query made while the free ran, its frees read before the exit.
        let frees = observer.frees();
        exit_free(observer, a, 11);
        observer.insert(a + 64, device(), frees);
        assert_eq!(table.get(a + 64), None, "refused: the exit counted");
    }

    #[test]
    fn freeing_null_removes_nothing() {
        let observer = Observer::for_tests();
        let b = 0x20_0000u64;
        observer.insert(b, device(), observer.frees());
        let block = p::cuMemFree_v2_params { dptr: 0 };
        for site in [
            CUpti_ApiCallbackSite::CUPTI_API_ENTER,
            CUpti_ApiCallbackSite::CUPTI_API_EXIT,
        ] {
            call(
                observer,
                C::CUPTI_DRIVER_TRACE_CBID_cuMemFree_v2,
                site,
                3,
                (&block as *const p::cuMemFree_v2_params).cast(),
                None,
            );
        }
        assert_eq!(observer.table().get(b), Some(device()));
    }

    #[test]
    fn a_failed_allocation_s_out_pointer_is_never_read() {
        let observer = Observer::for_tests();
        let b = 0x20_0000u64;
        observer.insert(b, device(), observer.frees());
        // An out-pointer the failed call never wrote, pointing nowhere: a
        // read through it would fault.
        let block = p::cuMemAlloc_v2_params {
            dptr: 8 as *mut cuda_sys::CUdeviceptr,
            bytesize: 64,
        };
        let params = (&block as *const p::cuMemAlloc_v2_params).cast();
        let frees = observer.frees();
        call(
            observer,
            C::CUPTI_DRIVER_TRACE_CBID_cuMemAlloc_v2,
            CUpti_ApiCallbackSite::CUPTI_API_ENTER,
            4,
            params,
            None,
        );
        assert_ne!(observer.frees(), frees, "the entry counts");
        let mut failed = cuda_sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY;
        call(
            observer,
            C::CUPTI_DRIVER_TRACE_CBID_cuMemAlloc_v2,
            CUpti_ApiCallbackSite::CUPTI_API_EXIT,
            4,
            params,
            Some(&mut failed),
        );
        assert_eq!(observer.table().get(b), None, "a failed call removes all");
    }

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
