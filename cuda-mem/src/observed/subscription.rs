//! The CUPTI subscription of a driver library's observer: which CUPTI
//! library, `cuptiSubscribe_v2` asking to share where the loaded CUPTI
//! can (13.2's `allowMultipleSubscribers`, granted from 13.3, decided from
//! `cuptiGetVersion`, not from the header built against), `cuptiSubscribe`
//! where there is no V2, the callbacks it enables, and its end.

use super::callback::on_callback;
use super::entry_points::{Effect, ENTRY_POINTS};
use super::observer::{Control, Observer};
use super::policy::{self, Subscription};
use crate::error::ObserveError;
use cuda_mem_sys::cupti::{
    CUptiResult, CUpti_CallbackDomain, CUpti_CallbackIdResource, CUpti_SubscriberHandle,
    CUpti_SubscriberParams, CUpti_SubscriberParams_v13_0, CUpti_SubscriberParams_v13_2, Cupti,
    CUPTI_SUBSCRIBER_SHARING_VERSION,
};
use std::ffi::c_void;

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

/// The CUPTI library: the driver's own exports when it has them (the
/// simulated driver), else `CUDA_CUPTI_LIBRARY` or the defaults. A
/// simulated driver without them has no CUPTI: NVIDIA's would observe
/// the real driver, not it.
fn load_cupti(driver: &cuda_mem_sys::Driver) -> Result<Cupti, ObserveError> {
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

/// Subscribes `observer` (of the driver library `driver`) to CUPTI,
/// enables the callback of every row with an effect, and turns observing
/// on.
pub(crate) fn subscribe(
    observer: &'static Observer,
    driver: &cuda_mem_sys::Driver,
    control: &mut Control,
) -> Result<(), ObserveError> {
    observer
        .keep_driver(driver)
        .map_err(|why| ObserveError::CuptiNotFound { tried: why })?;
    let cupti = match control.cupti {
        Some(c) => c,
        None => *control
            .cupti
            .insert(Box::leak(Box::new(load_cupti(driver)?))),
    };
    let userdata = (observer as *const Observer).cast_mut().cast::<c_void>();
    // CUPTI keeps `on_callback` past any `dlclose` of this code's library.
    crate::resident::stay_mapped();
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

/// Ends `observer`'s subscription: observing stops, and CUPTI is given
/// back to a later subscriber. Called under `control`'s lock when the
/// last observer of every handle drops.
pub(crate) fn unsubscribe(observer: &Observer, control: &mut Control) {
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
