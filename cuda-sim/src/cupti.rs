//! CUPTI's callback API, as far as a subscriber to the driver's frees
//! needs it: `cuptiSubscribe(_v2)`, `cuptiEnableCallback`,
//! `cuptiEnableDomain`, `cuptiUnsubscribe`, `cuptiGetResultString`,
//! exported by the simulated driver itself. The driver-API callbacks fire
//! at the entry and the exit of every entry point this simulator implements
//! (with the entry point's parameters laid out as CUPTI's
//! `<name>_params` structs), the resource callback
//! CONTEXT_DESTROY_STARTING when a primary context is destroyed or reset.
//! One subscriber at a time, as CUPTI allows; `cupti=taken` in the
//! configuration makes a profiler hold the subscription
//! (CUPTI_ERROR_MULTIPLE_SUBSCRIBERS_NOT_SUPPORTED), and `omit=cuptiSubscribe`
//! leaves CUPTI out.

use cuda_sys::cupti::{
    CUptiResult, CUpti_ApiCallbackSite, CUpti_CallbackData, CUpti_CallbackDomain,
    CUpti_CallbackFunc, CUpti_CallbackId, CUpti_CallbackIdResource, CUpti_ResourceData,
    CUpti_SubscriberHandle, CUpti_SubscriberParams, CUpti_driver_api_trace_cbid_enum as Cbid,
};
use cuda_sys::CUresult;
use std::collections::BTreeSet;
use std::ffi::{c_char, c_void};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Mutex;

struct Subscriber {
    callback: CUpti_CallbackFunc,
    userdata: usize,
    /// Enabled (domain, callback id) pairs.
    enabled: BTreeSet<(u32, u32)>,
}

static SUBSCRIBER: Mutex<Option<Subscriber>> = Mutex::new(None);
/// Whether anyone is subscribed: the one load an entry point pays when not.
static SUBSCRIBED: AtomicBool = AtomicBool::new(false);
/// The token handed out as the subscriber handle.
static TOKEN: u8 = 0;

/// What the configuration names as the other subscriber.
const PROFILER: &[u8] = b"a profiler (simulated)\0";

fn lock() -> std::sync::MutexGuard<'static, Option<Subscriber>> {
    SUBSCRIBER.lock().unwrap_or_else(|e| e.into_inner())
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

/// The enabled callback for (`domain`, `id`), taken out of the lock.
fn enabled(domain: CUpti_CallbackDomain, id: u32) -> Option<(CUpti_CallbackFunc, usize)> {
    let g = lock();
    let s = g.as_ref()?;
    s.enabled
        .contains(&(domain.0, id))
        .then_some((s.callback, s.userdata))
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
        let Some((Some(f), userdata)) =
            enabled(CUpti_CallbackDomain::CUPTI_CB_DOMAIN_DRIVER_API, id.0)
        else {
            return;
        };
        let data = CUpti_CallbackData {
            callbackSite: site,
            functionName: self.name.as_ptr().cast(),
            functionParams: self.params,
            functionReturnValue: result,
            correlationId: self.correlation,
            ..Default::default()
        };
        // SAFETY: the subscriber's callback with its userdata and data valid
        // for the call.
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

/// Fires CONTEXT_DESTROY_STARTING for `context`, if enabled.
pub fn context_destroying(context: usize) {
    if !SUBSCRIBED.load(Ordering::Acquire) {
        return;
    }
    let id = CUpti_CallbackIdResource::CUPTI_CBID_RESOURCE_CONTEXT_DESTROY_STARTING.0;
    let Some((Some(f), userdata)) = enabled(CUpti_CallbackDomain::CUPTI_CB_DOMAIN_RESOURCE, id)
    else {
        return;
    };
    let data = CUpti_ResourceData {
        context: context as cuda_sys::CUcontext,
        ..Default::default()
    };
    // SAFETY: as in `driver_api`.
    unsafe {
        f(
            userdata as *mut c_void,
            CUpti_CallbackDomain::CUPTI_CB_DOMAIN_RESOURCE,
            id,
            (&data as *const CUpti_ResourceData).cast(),
        )
    };
}

fn subscribe(
    subscriber: *mut CUpti_SubscriberHandle,
    callback: CUpti_CallbackFunc,
    userdata: *mut c_void,
    params: *mut CUpti_SubscriberParams,
) -> CUptiResult {
    if subscriber.is_null() {
        return CUptiResult::CUPTI_ERROR_INVALID_PARAMETER;
    }
    let taken = crate::state::ensure_state(&mut crate::state::lock())
        .cfg
        .cupti_taken;
    let mut g = lock();
    if taken || g.is_some() {
        // SAFETY: the caller's parameters, when given, as CUPTI reads them.
        if let Some(p) = unsafe { params.as_ref() } {
            if !p.oldSubscriberName.is_null() && p.oldSubscriberSize >= PROFILER.len() {
                let name: &[u8] = if taken {
                    PROFILER
                } else {
                    b"another subscriber\0"
                };
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
        return CUptiResult::CUPTI_ERROR_MULTIPLE_SUBSCRIBERS_NOT_SUPPORTED;
    }
    *g = Some(Subscriber {
        callback,
        userdata: userdata as usize,
        enabled: BTreeSet::new(),
    });
    SUBSCRIBED.store(true, Ordering::Release);
    // SAFETY: a non-null out-pointer from the caller.
    unsafe { subscriber.write((&TOKEN as *const u8).cast_mut().cast()) };
    CUptiResult::CUPTI_SUCCESS
}

fn is_ours(h: CUpti_SubscriberHandle) -> bool {
    std::ptr::eq(h.cast::<u8>(), &TOKEN)
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
    subscribe(subscriber, callback, userdata, std::ptr::null_mut())
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
    subscribe(subscriber, callback, userdata, params)
}

/// Ends the subscription.
///
/// # Safety
/// None beyond CUPTI's: the handle is compared, never dereferenced.
#[no_mangle]
pub unsafe extern "C" fn cuptiUnsubscribe(subscriber: CUpti_SubscriberHandle) -> CUptiResult {
    let mut g = lock();
    if !is_ours(subscriber) || g.is_none() {
        return CUptiResult::CUPTI_ERROR_INVALID_PARAMETER;
    }
    *g = None;
    SUBSCRIBED.store(false, Ordering::Release);
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
    match g.as_mut() {
        Some(s) if is_ours(subscriber) => {
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
