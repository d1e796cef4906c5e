//! CUPTI's callback API, as far as a subscriber to the driver's frees
//! needs it: `cuptiSubscribe(_v2)`, `cuptiEnableCallback`,
//! `cuptiEnableDomain`, `cuptiUnsubscribe`, `cuptiGetResultString`,
//! exported by the simulated driver itself. The driver-API callbacks fire
//! at the entry and the exit of every entry point this simulator implements
//! (with the entry point's parameters laid out as CUPTI's
//! `<name>_params` structs), the resource callback
//! CONTEXT_DESTROY_STARTING when a primary context is destroyed or reset.
//! Subscribers follow CUPTI's rules for the configured `cupti.version`
//! (see `subscribe`): one at a time as CUDA 13.0's CUPTI allows (the
//! default), several `cuptiSubscribe_v2` ones with
//! `allowMultipleSubscribers` from 13.3. `cupti=taken` (or `shared`) in
//! the configuration subscribes a profiler first, `omit=cuptiSubscribe`
//! leaves CUPTI out.

use crate::config::CuptiOther;
use cuda_mem_sys::cupti::{
    CUptiResult, CUpti_ApiCallbackSite, CUpti_CallbackData, CUpti_CallbackDomain,
    CUpti_CallbackFunc, CUpti_CallbackId, CUpti_CallbackIdResource, CUpti_ResourceData,
    CUpti_SubscriberHandle, CUpti_SubscriberParams, CUpti_driver_api_trace_cbid_enum as Cbid,
};
use cuda_mem_sys::CUresult;
use std::collections::BTreeSet;
use std::ffi::{c_char, c_void};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Mutex;

/// How a subscription was made, which decides who may join it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Sharing {
    /// `cuptiSubscribe`, or `cuptiSubscribe_v2` without
    /// `allowMultipleSubscribers`: CUPTI's one subscriber.
    Exclusive,
    /// `cuptiSubscribe_v2` with `allowMultipleSubscribers` granted: other
    /// V2 subscribers may join.
    Shared,
}

struct Subscriber {
    callback: CUpti_CallbackFunc,
    userdata: usize,
    /// Enabled (domain, callback id) pairs.
    enabled: BTreeSet<(u32, u32)>,
}

/// At most this many subscribers at once (CUPTI's own limit is not
/// documented; tests need two or three).
const SLOTS: usize = 8;

struct Subscribers {
    /// Each slot's subscriber; the slot's handle is `&TOKENS[slot]`.
    slots: [Option<Subscriber>; SLOTS],
    /// The first subscriber's setting, which holds for every later one;
    /// `None` while nobody is subscribed.
    sharing: Option<Sharing>,
    /// The name a refused subscriber is told: the first subscriber's,
    /// NUL-terminated (empty while nobody is subscribed).
    first: Vec<u8>,
}

static SUBSCRIBERS: Mutex<Subscribers> = Mutex::new(Subscribers {
    slots: [const { None }; SLOTS],
    sharing: None,
    first: Vec::new(),
});
/// Whether anyone is subscribed: the one load an entry point pays when not.
static SUBSCRIBED: AtomicBool = AtomicBool::new(false);
/// The tokens handed out as subscriber handles, one per slot.
static TOKENS: [u8; SLOTS] = [0; SLOTS];

/// What the configuration names as the other subscriber.
const PROFILER: &[u8] = b"a profiler (simulated)\0";
/// What a refused subscriber is told when the first subscriber gave no
/// name (`cuptiSubscribe`).
const UNNAMED: &str = "CUPTI";

/// `CUPTI_API_VERSION` from which `CUpti_SubscriberParams` has
/// `allowMultipleSubscribers` (CUPTI 13.2).
const READS_SHARING: u32 = 130200;
/// `CUPTI_API_VERSION` from which several subscribers can be granted
/// (CUPTI 13.3 with driver r610; the simulated driver is taken as new
/// enough).
const GRANTS_SHARING: u32 = 130300;
/// `structSize` of CUPTI 13.0's `CUpti_SubscriberParams`.
const PARAMS_V13_0: usize = 32;

/// What `cuptiGetVersion` answers (set from the configuration).
static VERSION: AtomicU32 = AtomicU32::new(130001);

fn lock() -> std::sync::MutexGuard<'static, Subscribers> {
    SUBSCRIBERS.lock().unwrap_or_else(|e| e.into_inner())
}

/// Takes the configuration's CUPTI version and subscribes its profiler,
/// if any, before anything else can. Called by the entry points that
/// subscribe or ask the version, with no lock held: the state's lock is
/// taken and let go before this one (a callback fires under the state's
/// lock and takes this one, so never the other way round).
fn configure() {
    let (other, version) = {
        let mut state = crate::state::lock();
        let cfg = &crate::state::ensure_state(&mut state).cfg;
        (cfg.cupti_other, cfg.cupti_version)
    };
    VERSION.store(version, Ordering::Relaxed);
    let sharing = match other {
        CuptiOther::None => return,
        CuptiOther::Exclusive => Sharing::Exclusive,
        CuptiOther::Shared if version >= GRANTS_SHARING => Sharing::Shared,
        // CUPTI would not have granted the profiler's request: it
        // subscribed alone.
        CuptiOther::Shared => Sharing::Exclusive,
    };
    let mut g = lock();
    if g.sharing.is_none() {
        g.sharing = Some(sharing);
        g.first = PROFILER.to_vec();
    }
}

/// The configured CUPTI version.
fn version() -> u32 {
    VERSION.load(Ordering::Relaxed)
}

/// The driver-API callback id of an entry point the simulator implements.
fn cbid(symbol: &str) -> Option<Cbid> {
    Some(match symbol {
        "cuMemFree_v2" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemFree_v2,
        "cuMemFreeHost" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemFreeHost,
        "cuMemFreeAsync" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemFreeAsync,
        "cuMemUnmap" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemUnmap,
        "cuMemHostUnregister" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemHostUnregister,
        "cuIpcCloseMemHandle" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuIpcCloseMemHandle,
        "cuDevicePrimaryCtxRelease_v2" => {
            Cbid::CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxRelease_v2
        }
        "cuDevicePrimaryCtxReset_v2" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxReset_v2,
        "cuDevicePrimaryCtxRetain" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxRetain,
        "cuMemRelease" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemRelease,
        "cuMemAddressFree" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemAddressFree,
        "cuMemPoolDestroy" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemPoolDestroy,
        "cuMemAlloc_v2" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemAlloc_v2,
        "cuMemAllocAsync" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemAllocAsync,
        "cuMemAllocFromPoolAsync" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemAllocFromPoolAsync,
        "cuMemAllocManaged" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemAllocManaged,
        "cuMemHostAlloc" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemHostAlloc,
        "cuMemHostRegister_v2" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemHostRegister_v2,
        "cuMemMap" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemMap,
        "cuIpcOpenMemHandle_v2" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuIpcOpenMemHandle_v2,
        "cuMemPoolImportPointer" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemPoolImportPointer,
        "cuMemPoolTrimTo" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemPoolTrimTo,
        "cuMemRetainAllocationHandle" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemRetainAllocationHandle,
        "cuMemCreate" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemCreate,
        "cuMemAddressReserve" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemAddressReserve,
        "cuMemAllocPitch_v2" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuMemAllocPitch_v2,
        "cuGraphCreate" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuGraphCreate,
        "cuGraphAddMemAllocNode" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuGraphAddMemAllocNode,
        "cuGraphAddMemFreeNode" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuGraphAddMemFreeNode,
        "cuGraphInstantiateWithFlags" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuGraphInstantiateWithFlags,
        "cuGraphLaunch" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuGraphLaunch,
        "cuGraphExecDestroy" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuGraphExecDestroy,
        "cuGraphDestroy" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuGraphDestroy,
        "cuDeviceGraphMemTrim" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuDeviceGraphMemTrim,
        "cuStreamBeginCapture_v2" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuStreamBeginCapture_v2,
        "cuStreamEndCapture" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuStreamEndCapture,
        "cuStreamIsCapturing" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuStreamIsCapturing,
        "cuPointerGetAttributes" => Cbid::CUPTI_DRIVER_TRACE_CBID_cuPointerGetAttributes,
        _ => return None,
    })
}

/// The callbacks enabled for (`domain`, `id`), taken out of the lock.
fn enabled(domain: CUpti_CallbackDomain, id: u32) -> Vec<(CUpti_CallbackFunc, usize)> {
    let g = lock();
    g.slots
        .iter()
        .flatten()
        .filter(|s| s.enabled.contains(&(domain.0, id)))
        .map(|s| (s.callback, s.userdata))
        .collect()
}

/// One entry-point call as CUPTI reports it: the same correlation id at
/// its entry and its exit, and the call's result at the exit.
pub struct Call {
    symbol: &'static str,
    name: &'static [u8],
    params: *const c_void,
    correlation: u32,
}

/// The last correlation id handed out.
static CORRELATION: AtomicU32 = AtomicU32::new(0);

impl Call {
    /// A call of `symbol` (`name` NUL-terminated) with its parameter struct.
    pub fn new(symbol: &'static str, name: &'static [u8], params: *const c_void) -> Call {
        let correlation = if SUBSCRIBED.load(Ordering::Acquire) {
            CORRELATION.fetch_add(1, Ordering::Relaxed).wrapping_add(1)
        } else {
            0
        };
        Call {
            symbol,
            name,
            params,
            correlation,
        }
    }

    /// Fires the entry callback, if enabled.
    pub fn enter(&self) {
        self.fire(CUpti_ApiCallbackSite::CUPTI_API_ENTER, std::ptr::null_mut());
    }

    /// Fires the exit callback, if enabled, with the call's result; returns
    /// the result.
    pub fn exit(&self, mut result: CUresult) -> CUresult {
        self.fire(
            CUpti_ApiCallbackSite::CUPTI_API_EXIT,
            (&mut result as *mut CUresult).cast(),
        );
        result
    }

    fn fire(&self, site: CUpti_ApiCallbackSite, result: *mut c_void) {
        if !SUBSCRIBED.load(Ordering::Acquire) {
            return;
        }
        let Some(id) = cbid(self.symbol) else { return };
        let data = CUpti_CallbackData {
            callbackSite: site,
            functionName: self.name.as_ptr().cast(),
            functionParams: self.params,
            functionReturnValue: result,
            correlationId: self.correlation,
            ..Default::default()
        };
        for (f, userdata) in enabled(CUpti_CallbackDomain::CUPTI_CB_DOMAIN_DRIVER_API, id.0) {
            let Some(f) = f else { continue };
            // SAFETY: the subscriber's callback with its userdata and data
            // valid for the call.
            unsafe {
                f(
                    userdata as *mut c_void,
                    CUpti_CallbackDomain::CUPTI_CB_DOMAIN_DRIVER_API,
                    id.0,
                    (&data as *const CUpti_CallbackData).cast(),
                )
            };
        }
    }
}

/// Fires CONTEXT_DESTROY_STARTING for `context`, if enabled.
pub fn context_destroying(context: usize) {
    if !SUBSCRIBED.load(Ordering::Acquire) {
        return;
    }
    let id = CUpti_CallbackIdResource::CUPTI_CBID_RESOURCE_CONTEXT_DESTROY_STARTING.0;
    let data = CUpti_ResourceData {
        context: context as cuda_mem_sys::CUcontext,
        ..Default::default()
    };
    for (f, userdata) in enabled(CUpti_CallbackDomain::CUPTI_CB_DOMAIN_RESOURCE, id) {
        let Some(f) = f else { continue };
        // SAFETY: as in `Call::fire`.
        unsafe {
            f(
                userdata as *mut c_void,
                CUpti_CallbackDomain::CUPTI_CB_DOMAIN_RESOURCE,
                id,
                (&data as *const CUpti_ResourceData).cast(),
            )
        };
    }
}

/// What a `cuptiSubscribe_v2` caller asks for, read as the configured
/// CUPTI version lays the parameters out.
enum Request {
    /// `cuptiSubscribe`: no parameters.
    V1,
    /// `cuptiSubscribe_v2`, asking to share or not.
    V2 { share: bool },
}

/// Reads `params` as CUPTI of the configured version does: the sharing
/// flag only from 13.2 and only where `structSize` covers it.
///
/// # Safety
/// `params` is null or valid for `structSize` bytes.
unsafe fn request(params: *mut CUpti_SubscriberParams) -> Result<Request, CUptiResult> {
    // SAFETY: the caller's parameters, when given.
    let Some(p) = (unsafe { params.as_ref() }) else {
        return Ok(Request::V2 { share: false });
    };
    if p.structSize < PARAMS_V13_0 {
        return Err(CUptiResult::CUPTI_ERROR_INVALID_PARAMETER);
    }
    let share = version() >= READS_SHARING && p.structSize > PARAMS_V13_0 && {
        // SAFETY: `structSize` says the byte after CUPTI 13.0's fields,
        // `allowMultipleSubscribers`, is there.
        unsafe { params.cast::<u8>().add(PARAMS_V13_0).read() != 0 }
    };
    Ok(Request::V2 { share })
}

/// Writes the name a refused subscriber is told into its buffer, as
/// `cuptiSubscribe_v2` does.
///
/// # Safety
/// `params` is null or valid, its name buffer valid for
/// `oldSubscriberSize` bytes.
unsafe fn tell_name(params: *mut CUpti_SubscriberParams, name: &[u8]) {
    // SAFETY: the caller's parameters, when given.
    let Some(p) = (unsafe { params.as_ref() }) else {
        return;
    };
    if !p.oldSubscriberName.is_null() && p.oldSubscriberSize >= name.len() {
        // SAFETY: the caller's buffer of `oldSubscriberSize` bytes.
        unsafe {
            std::ptr::copy_nonoverlapping(
                name.as_ptr(),
                p.oldSubscriberName.cast::<u8>(),
                name.len(),
            )
        };
    }
}

/// The name CUPTI gives a subscriber ("CUPTI for <subscriberName>"),
/// NUL-terminated.
///
/// # Safety
/// `params` is null or valid; its name null or NUL-terminated.
unsafe fn subscriber_name(params: *mut CUpti_SubscriberParams) -> Vec<u8> {
    // SAFETY: the caller's parameters and name, when given.
    let given = unsafe { params.as_ref() }
        .filter(|p| !p.subscriberName.is_null())
        .map(|p| unsafe { std::ffi::CStr::from_ptr(p.subscriberName) });
    let mut name = match given {
        Some(n) => format!("CUPTI for {}", n.to_string_lossy()),
        None => UNNAMED.to_string(),
    }
    .into_bytes();
    name.push(0);
    name
}

/// CUPTI's rules: a first subscriber may ask to share (granted from
/// CUPTI 13.3; before, the request cannot be fulfilled and is refused
/// with no name); the first one's setting holds for every later one; a
/// shared subscription admits V2 subscribers only; an exclusive one
/// admits nobody.
///
/// # Safety
/// As `cuptiSubscribe_v2`.
unsafe fn subscribe(
    subscriber: *mut CUpti_SubscriberHandle,
    callback: CUpti_CallbackFunc,
    userdata: *mut c_void,
    params: *mut CUpti_SubscriberParams,
    v1: bool,
) -> CUptiResult {
    if subscriber.is_null() {
        return CUptiResult::CUPTI_ERROR_INVALID_PARAMETER;
    }
    configure();
    let request = if v1 {
        Request::V1
    } else {
        // SAFETY: forwarded from the caller.
        match unsafe { request(params) } {
            Ok(r) => r,
            Err(e) => return e,
        }
    };
    let mut g = lock();
    let sharing = match (g.sharing, &request) {
        (None, Request::V2 { share: true }) if version() < GRANTS_SHARING => {
            return CUptiResult::CUPTI_ERROR_MULTIPLE_SUBSCRIBERS_NOT_SUPPORTED;
        }
        (None, Request::V2 { share: true }) => Sharing::Shared,
        (None, _) => Sharing::Exclusive,
        (Some(Sharing::Shared), Request::V2 { .. }) => Sharing::Shared,
        (Some(_), _) => {
            // SAFETY: forwarded from the caller.
            unsafe { tell_name(params, &g.first) };
            return CUptiResult::CUPTI_ERROR_MULTIPLE_SUBSCRIBERS_NOT_SUPPORTED;
        }
    };
    let Some(slot) = g.slots.iter().position(Option::is_none) else {
        return CUptiResult::CUPTI_ERROR_MULTIPLE_SUBSCRIBERS_NOT_SUPPORTED;
    };
    if g.sharing.is_none() {
        // SAFETY: forwarded from the caller.
        g.first = unsafe { subscriber_name(params) };
    }
    g.sharing = Some(sharing);
    g.slots[slot] = Some(Subscriber {
        callback,
        userdata: userdata as usize,
        enabled: BTreeSet::new(),
    });
    SUBSCRIBED.store(true, Ordering::Release);
    // SAFETY: a non-null out-pointer from the caller.
    unsafe { subscriber.write((&TOKENS[slot] as *const u8).cast_mut().cast()) };
    CUptiResult::CUPTI_SUCCESS
}

/// The slot a handle names.
fn slot_of(h: CUpti_SubscriberHandle) -> Option<usize> {
    TOKENS.iter().position(|t| std::ptr::eq(h.cast::<u8>(), t))
}

/// Subscribes (CUPTI's one subscriber).
///
/// # Safety
/// `subscriber` is null or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuptiSubscribe(
    subscriber: *mut CUpti_SubscriberHandle,
    callback: CUpti_CallbackFunc,
    userdata: *mut c_void,
) -> CUptiResult {
    // SAFETY: forwarded.
    unsafe { subscribe(subscriber, callback, userdata, std::ptr::null_mut(), true) }
}

/// Subscribes, naming the other subscriber when there is one.
///
/// # Safety
/// As `cuptiSubscribe`; `params` is null or valid, its name buffer valid
/// for `oldSubscriberSize` bytes.
#[no_mangle]
pub unsafe extern "C" fn cuptiSubscribe_v2(
    subscriber: *mut CUpti_SubscriberHandle,
    callback: CUpti_CallbackFunc,
    userdata: *mut c_void,
    params: *mut CUpti_SubscriberParams,
) -> CUptiResult {
    // SAFETY: forwarded.
    unsafe { subscribe(subscriber, callback, userdata, params, false) }
}

/// Ends the subscription.
///
/// # Safety
/// None beyond CUPTI's: the handle is compared, never dereferenced.
#[no_mangle]
pub unsafe extern "C" fn cuptiUnsubscribe(subscriber: CUpti_SubscriberHandle) -> CUptiResult {
    let mut g = lock();
    let Some(slot) = slot_of(subscriber).filter(|&i| g.slots[i].is_some()) else {
        return CUptiResult::CUPTI_ERROR_INVALID_PARAMETER;
    };
    g.slots[slot] = None;
    if g.slots.iter().all(Option::is_none) && g.first != PROFILER {
        g.first.clear();
        g.sharing = None;
        SUBSCRIBED.store(false, Ordering::Release);
    }
    CUptiResult::CUPTI_SUCCESS
}

/// Enables or disables one callback.
///
/// # Safety
/// None beyond CUPTI's: the handle is compared, never dereferenced.
#[no_mangle]
pub unsafe extern "C" fn cuptiEnableCallback(
    enable: u32,
    subscriber: CUpti_SubscriberHandle,
    domain: CUpti_CallbackDomain,
    cbid: CUpti_CallbackId,
) -> CUptiResult {
    let mut g = lock();
    match slot_of(subscriber).and_then(|i| g.slots[i].as_mut()) {
        Some(s) => {
            if enable != 0 {
                s.enabled.insert((domain.0, cbid));
            } else {
                s.enabled.remove(&(domain.0, cbid));
            }
            CUptiResult::CUPTI_SUCCESS
        }
        _ => CUptiResult::CUPTI_ERROR_INVALID_PARAMETER,
    }
}

/// The configured CUPTI version.
///
/// # Safety
/// `version` is null or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuptiGetVersion(out: *mut u32) -> CUptiResult {
    if out.is_null() {
        return CUptiResult::CUPTI_ERROR_INVALID_PARAMETER;
    }
    configure();
    // SAFETY: non-null out-pointer from the caller.
    unsafe { out.write(version()) };
    CUptiResult::CUPTI_SUCCESS
}

/// Enables or disables every callback of the driver-API or resource domain
/// the simulator fires.
///
/// # Safety
/// As `cuptiEnableCallback`.
#[no_mangle]
pub unsafe extern "C" fn cuptiEnableDomain(
    enable: u32,
    subscriber: CUpti_SubscriberHandle,
    domain: CUpti_CallbackDomain,
) -> CUptiResult {
    let ids: Vec<u32> = if domain == CUpti_CallbackDomain::CUPTI_CB_DOMAIN_RESOURCE {
        vec![CUpti_CallbackIdResource::CUPTI_CBID_RESOURCE_CONTEXT_DESTROY_STARTING.0]
    } else {
        crate::unsupported::IMPLEMENTED
            .iter()
            .filter_map(|s| cbid(s))
            .map(|c| c.0)
            .collect()
    };
    for id in ids {
        // SAFETY: forwarded.
        let r = unsafe { cuptiEnableCallback(enable, subscriber, domain, id) };
        if r != CUptiResult::CUPTI_SUCCESS {
            return r;
        }
    }
    CUptiResult::CUPTI_SUCCESS
}

/// A result's name.
///
/// # Safety
/// `out` is null or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuptiGetResultString(
    result: CUptiResult,
    out: *mut *const c_char,
) -> CUptiResult {
    if out.is_null() {
        return CUptiResult::CUPTI_ERROR_INVALID_PARAMETER;
    }
    let s: &'static [u8] = match result {
        CUptiResult::CUPTI_SUCCESS => b"CUPTI_SUCCESS\0",
        CUptiResult::CUPTI_ERROR_MULTIPLE_SUBSCRIBERS_NOT_SUPPORTED => {
            b"CUPTI_ERROR_MULTIPLE_SUBSCRIBERS_NOT_SUPPORTED\0"
        }
        _ => b"CUPTI_ERROR_UNKNOWN\0",
    };
    // SAFETY: non-null out-pointer from the caller.
    unsafe { out.write(s.as_ptr().cast()) };
    CUptiResult::CUPTI_SUCCESS
}
