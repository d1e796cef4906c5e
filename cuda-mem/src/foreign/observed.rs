//! Observed mode: CUPTI tells this crate when the driver is about to free
//! memory, so a cached answer for a foreign address needs no driver call.
//!
//! The answers are kept by the address classified. Callbacks on every
//! driver entry point that frees, unmaps or unregisters memory remove the
//! answers inside the allocation at the entry *and* the exit of the call:
//! the entry asks the driver for the allocation's range (one pointer query,
//! `RANGE_START_ADDR` and `RANGE_SIZE`, while it still exists) and the exit
//! uses the same range, kept in a thread-local between the two. Where the
//! range cannot be had, every answer goes. Entry points that destroy what
//! owns memory (contexts, modules, libraries, graphics resources) remove
//! every answer. So the cost of finding an allocation's extent falls on its
//! free, not on the classification that keeps the answer.
//!
//! A classification that queried the driver inserts its answer only if no
//! free was observed since before its query (a count of frees, read before
//! the query and compared under the writers' lock, which the callbacks hold
//! while they count and remove): so an answer is never inserted for memory
//! freed while it was being asked about, and one inserted just before a
//! free is removed by the free's exit callback.
//!
//! Stream-ordered memory is never kept here: `cuMemFreeAsync` returns
//! before the stream frees the memory, and graphs free their memory from
//! the device, so no callback marks the moment its address can be handed
//! out again. It costs the direct call every time.

use super::table::{Table, Writer};
use crate::classify::Answer;
use crate::detail::UNWRITTEN;
use crate::driver::Shared;
use crate::Cuda;
use cuda_sys::cupti::{
    CUptiResult, CUpti_ApiCallbackSite, CUpti_CallbackData, CUpti_CallbackDomain, CUpti_CallbackId,
    CUpti_CallbackIdResource, CUpti_SubscriberHandle, CUpti_SubscriberParams,
    CUpti_driver_api_trace_cbid_enum as Cbid, Cupti,
};
use cuda_sys::CUpointer_attribute as P;
use std::cell::Cell;
use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError, Weak};

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

/// The writers' lock: held for a few stores by an insert, for a scan of
/// the kept answers by a free. Its unlock is a plain store, so that an
/// insert, on the path of every first sight, pays one atomic
/// read-modify-write (std's mutex pays two); a waiter yields its time
/// slice at every turn, so a holder that is descheduled keeps the others
/// waiting, not burning the core it needs.
type Writers = spin::mutex::SpinMutex<Writer, spin::relax::Yield>;

/// Observed mode's state in a [`Cuda`]: off until a [`FreeObserver`] turns
/// it on.
pub(crate) struct Observed {
    active: AtomicBool,
    /// Frees observed so far.
    frees: AtomicU64,
    table: Table,
    writers: Writers,
    subscription: Mutex<Weak<Subscription>>,
    fallback: Mutex<Option<ObserveError>>,
}

impl Observed {
    pub(crate) fn new() -> Observed {
        Observed {
            active: AtomicBool::new(false),
            frees: AtomicU64::new(0),
            table: Table::new(),
            writers: Writers::new(Writer::new()),
            subscription: Mutex::new(Weak::new()),
            fallback: Mutex::new(None),
        }
    }

    /// The cached answer for `address` (the caller checked that frees are
    /// observed: the table is emptied when they stop being).
    #[inline]
    pub(crate) fn get(&self, address: u64) -> Option<Answer> {
        self.table.get(address)
    }

    /// Whether frees are observed now.
    #[inline]
    pub(crate) fn is_active(&self) -> bool {
        self.active.load(Ordering::Acquire)
    }

    /// The count of frees, read before a driver query whose answer may be
    /// inserted.
    #[inline]
    pub(crate) fn frees(&self) -> u64 {
        self.frees.load(Ordering::Acquire)
    }

    /// Keeps the answer for `address`, unless a free was observed since
    /// `frees` was read.
    pub(crate) fn insert(&self, address: u64, answer: Answer, frees: u64) {
        let mut w = self.writers.lock();
        // The lock orders this read after every count a free made under it.
        if !self.active.load(Ordering::Relaxed) || self.frees.load(Ordering::Relaxed) != frees {
            return;
        }
        w.put(&self.table, address, answer);
    }

    /// Removes the answers for addresses in `[lo, hi)` (none for an empty
    /// range, which only counts).
    fn remove(&self, lo: u64, hi: u64) {
        let mut w = self.writers.lock();
        self.frees.fetch_add(1, Ordering::AcqRel);
        if lo < hi {
            w.remove(&self.table, lo, hi);
        }
    }

    /// Removes every answer.
    fn remove_all(&self) {
        let mut w = self.writers.lock();
        self.frees.fetch_add(1, Ordering::AcqRel);
        w.clear(&self.table);
    }

    /// Bytes the table and its writer's bits take.
    pub(crate) fn bytes(&self) -> usize {
        self.table.bytes() + Writer::BYTES
    }
}

/// The driver entry points whose call frees, unmaps or unregisters one
/// allocation, named by its first parameter (and, for an unmap, a size).
const FREES_ONE: &[Cbid] = &[
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemFree,
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemFree_v2,
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemFreeHost,
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemFreeAsync,
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemFreeAsync_ptsz,
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemHostUnregister,
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuIpcCloseMemHandle,
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemUnmap,
];

/// The driver entry points that make memory: an answer read while one of
/// them runs may be half made (seen on the H200: pool memory answered with
/// no pool, as VMM memory, by a query made during its `cuMemAllocAsync`).
/// Their entry counts as a free (no answer read before it is kept), and
/// their exit removes the answers of the range they made. The first
/// parameter is the address, or (`OUT`) where the call writes it; the
/// second the size.
const ALLOCATES: &[(Cbid, bool)] = &[
    (Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemAlloc_v2, OUT),
    (Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemAllocAsync, OUT),
    (Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemAllocAsync_ptsz, OUT),
    (Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemAllocFromPoolAsync, OUT),
    (
        Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemAllocFromPoolAsync_ptsz,
        OUT,
    ),
    (Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemAllocManaged, OUT),
    (Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemHostAlloc, OUT),
    (Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemAllocHost_v2, OUT),
    (Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemHostRegister_v2, !OUT),
    (Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemMap, !OUT),
];
const OUT: bool = true;

/// Entry points that destroy what owns memory, or free memory this cache
/// cannot name: every answer goes.
const FREES_ALL: &[Cbid] = &[
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuCtxDestroy,
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuCtxDestroy_v2,
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxRelease,
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxRelease_v2,
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxReset,
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxReset_v2,
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuGreenCtxDestroy,
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuModuleUnload,
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuLibraryUnload,
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuGraphicsUnregisterResource,
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuGraphicsUnmapResources,
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuGraphicsUnmapResources_ptsz,
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuDestroyExternalMemory,
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemAddressFree,
    Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemRelease,
];

thread_local! {
    /// The range a free's entry callback read, for its exit callback (the
    /// same thread; the allocation is gone by then).
    static FREEING: Cell<Option<(u64, u64)>> = const { Cell::new(None) };
}

/// The extent of the allocation holding `address`, asked of the driver
/// (from inside a callback, which CUPTI allows; the query has no callback
/// enabled, so it does not recurse); `None` if the driver does not say.
fn extent(shared: &Shared, address: u64) -> Option<(u64, u64)> {
    if shared.inherited() {
        return None;
    }
    let mut start = UNWRITTEN;
    let mut size = UNWRITTEN;
    let mut attrs = [
        P::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR,
        P::CU_POINTER_ATTRIBUTE_RANGE_SIZE,
    ];
    let mut outs = [
        (&mut start as *mut u64).cast::<c_void>(),
        (&mut size as *mut u64).cast::<c_void>(),
    ];
    // SAFETY: two attributes and two initialised 8-byte outputs, which
    // hold a device pointer and a size.
    let r = unsafe {
        shared
            .driver
            .cuPointerGetAttributes(2, attrs.as_mut_ptr(), outs.as_mut_ptr(), address)
    };
    (r.is_ok() && start != UNWRITTEN && size != UNWRITTEN && size != 0)
        .then(|| (start, start.saturating_add(size)))
}

/// The callback: runs inside the driver call, on the calling thread.
///
/// # Safety
/// `userdata` is the [`Shared`] the subscription was made for, alive while
/// subscribed; `cbdata` is what CUPTI passes for `domain`.
unsafe extern "C" fn on_callback(
    userdata: *mut c_void,
    domain: CUpti_CallbackDomain,
    cbid: CUpti_CallbackId,
    cbdata: *const c_void,
) {
    // SAFETY: the subscription's userdata, kept alive by it.
    let shared = unsafe { &*userdata.cast::<Shared>() };
    let observed = &shared.foreign;
    if domain == CUpti_CallbackDomain::CUPTI_CB_DOMAIN_RESOURCE {
        if cbid == CUpti_CallbackIdResource::CUPTI_CBID_RESOURCE_CONTEXT_DESTROY_STARTING.0 {
            observed.remove_all();
        }
        return;
    }
    if domain != CUpti_CallbackDomain::CUPTI_CB_DOMAIN_DRIVER_API || cbdata.is_null() {
        return;
    }
    // SAFETY: a driver-API callback's data.
    let data = unsafe { &*cbdata.cast::<CUpti_CallbackData>() };
    let params = data.functionParams;
    let entering = data.callbackSite == CUpti_ApiCallbackSite::CUPTI_API_ENTER;
    let cbid = Cbid(cbid);
    if let Some(&(_, out)) = ALLOCATES.iter().find(|a| a.0 == cbid) {
        if params.is_null() || entering {
            observed.remove(0, 0);
            return;
        }
        // SAFETY: the parameters of one of the entry points above: the
        // address (or where it was written, by a call that has returned),
        // then the size, both pointer-sized.
        let (start, size) = unsafe {
            let p = params.cast::<u64>();
            let first = p.read_unaligned();
            let start = match (out, first) {
                (true, 0) => 0,
                (true, at) => (at as usize as *const u64).read_unaligned(),
                (false, start) => start,
            };
            (start, p.add(1).read_unaligned())
        };
        observed.remove(start, start.saturating_add(size.max(1)));
        return;
    }
    if !FREES_ONE.contains(&cbid) || params.is_null() {
        observed.remove_all();
        return;
    }
    let range = if cbid == Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemUnmap {
        // SAFETY: cuMemUnmap's parameters: the address, then the size.
        let p = unsafe { &*params.cast::<cuda_sys::cupti::cuMemUnmap_params>() };
        Some((p.ptr, p.ptr.saturating_add(p.size as u64)))
    } else if entering {
        // Every one of these takes the allocation's address first (a device
        // pointer or a host pointer, both pointer-sized).
        // SAFETY: the parameter struct of one of the entry points above,
        // whose first field is the address.
        let address = unsafe { params.cast::<u64>().read_unaligned() };
        let range = extent(shared, address);
        FREEING.set(range);
        range
    } else {
        FREEING.take()
    };
    match range {
        Some((lo, hi)) => observed.remove(lo, hi),
        None => observed.remove_all(),
    }
}

/// The live subscription; dropping the last [`FreeObserver`] ends it.
struct Subscription {
    cuda: Cuda,
    /// Never closed: CUPTI hooks itself into the driver, which would call
    /// into an unloaded library after a `dlclose` (seen on the H200: a
    /// later CUPTI load in the same process crashed).
    cupti: std::mem::ManuallyDrop<Cupti>,
    handle: CUpti_SubscriberHandle,
}

// SAFETY: the subscriber handle is an opaque token CUPTI accepts from any
// thread (its functions are thread-safe); the library handle is Send.
unsafe impl Send for Subscription {}
// SAFETY: as above; `&Subscription` is never used to call CUPTI.
unsafe impl Sync for Subscription {}

impl Drop for Subscription {
    fn drop(&mut self) {
        let observed = &self.cuda.shared.foreign;
        // Off first, then emptied while frees are still observed: no
        // reader can take an answer that a later, unobserved free made
        // stale.
        observed.active.store(false, Ordering::Release);
        observed.remove_all();
        if self.cuda.shared.inherited() {
            return;
        }
        if let Ok(unsubscribe) = &self.cupti.cuptiUnsubscribe {
            // SAFETY: the handle this value subscribed with, once.
            let r = unsafe { unsubscribe(self.handle) };
            if r != CUptiResult::CUPTI_SUCCESS {
                log::warn!("cuptiUnsubscribe failed: CUPTI error {}", r.0);
            }
        }
    }
}

/// Keeps observed mode on ([`Cuda::observe_frees`]) while any clone lives;
/// dropping the last one unsubscribes from CUPTI and goes back to direct
/// classification. Holds nothing when observed mode could not be had.
#[derive(Clone)]
pub struct FreeObserver {
    subscription: Option<Arc<Subscription>>,
}

impl std::fmt::Debug for FreeObserver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FreeObserver")
            .field("observing", &self.subscription.is_some())
            .finish()
    }
}

impl FreeObserver {
    /// Whether this handle keeps observed mode on (false after a fallback).
    pub fn is_observing(&self) -> bool {
        self.subscription.is_some()
    }
}

impl Cuda {
    /// Turns observed mode on: CUPTI callbacks on every driver entry point
    /// that frees memory keep the cache of foreign answers exact, so a
    /// foreign address answered before costs no driver call (see
    /// [`ForeignMode`]). On while any clone of the returned handle lives.
    ///
    /// Never fails: without CUPTI, or with another CUPTI subscriber (a
    /// profiler), classification stays direct, the reason is
    /// logged and [`Cuda::foreign_mode`] reports it.
    pub fn observe_frees(&self) -> FreeObserver {
        let observed = &self.shared.foreign;
        let mut live = observed
            .subscription
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some(s) = live.upgrade() {
            return FreeObserver {
                subscription: Some(s),
            };
        }
        let fallback = |e: ObserveError| {
            log::warn!("observed mode unavailable, classifying foreign memory directly: {e}");
            *observed
                .fallback
                .lock()
                .unwrap_or_else(PoisonError::into_inner) = Some(e);
            FreeObserver { subscription: None }
        };
        if self.shared.inherited() {
            return fallback(ObserveError::InheritedAcrossFork);
        }
        let subscription = match self.subscribe() {
            Ok(s) => Arc::new(s),
            Err(e) => return fallback(e),
        };
        *observed
            .fallback
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = None;
        observed.active.store(true, Ordering::Release);
        *live = Arc::downgrade(&subscription);
        FreeObserver {
            subscription: Some(subscription),
        }
    }

    /// How foreign memory is classified now.
    pub fn foreign_mode(&self) -> ForeignMode {
        let observed = &self.shared.foreign;
        if observed.is_active() {
            return ForeignMode::Observed;
        }
        match &*observed
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

    fn subscribe(&self) -> Result<Subscription, ObserveError> {
        let cupti = self.load_cupti()?;
        let userdata = (&*self.shared as *const Shared).cast_mut().cast::<c_void>();
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
                // SAFETY: valid out-pointer and parameters; `userdata` stays
                // alive while subscribed (the subscription holds the Cuda).
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
            // SAFETY: CUPTI wrote a NUL-terminated name into the buffer, or
            // left it zeroed.
            let by = unsafe { std::ffi::CStr::from_ptr(other.as_ptr()) }
                .to_string_lossy()
                .into_owned();
            return Err(ObserveError::SubscriberTaken {
                by: (!by.is_empty()).then_some(by),
            });
        }
        if r != CUptiResult::CUPTI_SUCCESS {
            return Err(ObserveError::Cupti {
                call: "cuptiSubscribe",
                code: r.0,
            });
        }
        let subscription = Subscription {
            cuda: self.clone(),
            cupti: std::mem::ManuallyDrop::new(cupti),
            handle,
        };
        let enable = subscription
            .cupti
            .cuptiEnableCallback
            .as_ref()
            .expect("checked at load");
        let driver = CUpti_CallbackDomain::CUPTI_CB_DOMAIN_DRIVER_API;
        let resource = CUpti_CallbackDomain::CUPTI_CB_DOMAIN_RESOURCE;
        let destroy = CUpti_CallbackIdResource::CUPTI_CBID_RESOURCE_CONTEXT_DESTROY_STARTING.0;
        let wanted = FREES_ONE
            .iter()
            .chain(FREES_ALL)
            .chain(ALLOCATES.iter().map(|a| &a.0))
            .map(|c| (driver, c.0))
            .chain([(resource, destroy)]);
        for (domain, cbid) in wanted {
            // SAFETY: the live subscriber handle.
            let r = unsafe { enable(1, handle, domain, cbid) };
            if r != CUptiResult::CUPTI_SUCCESS {
                // A free this crate could not see would make answers stale:
                // no observed mode at all (the subscription unsubscribes).
                return Err(ObserveError::Cupti {
                    call: "cuptiEnableCallback",
                    code: r.0,
                });
            }
        }
        Ok(subscription)
    }
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
