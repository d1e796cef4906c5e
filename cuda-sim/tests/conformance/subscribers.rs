//! CUPTI's subscriber rules, as the loaded CUPTI's version gives them:
//! before 13.3 one subscriber per process, whatever it asks; from 13.3
//! several, when the first asked to share and each later one subscribes
//! with `cuptiSubscribe_v2` (a `cuptiSubscribe` one is refused). A
//! refused `cuptiSubscribe_v2` is told the first subscriber's name; an
//! unsubscribed CUPTI takes a new subscriber. On the simulator the rules
//! are stated for 13.0 (the default, as on the GPU machine), 13.2 and 13.3.

use super::callbacks::cupti_for;
use super::*;
use cupti::{
    CUptiResult as R, CUpti_SubscriberHandle, CUpti_SubscriberParams, CUpti_SubscriberParams_v13_0,
    CUpti_SubscriberParams_v13_2,
};

/// How a test subscriber subscribes.
#[derive(Debug, Clone, Copy)]
enum Ask {
    V1,
    V2,
    V2Share,
}

fn subscribe(c: &cupti::Cupti, ask: Ask) -> (R, CUpti_SubscriberHandle, String) {
    let mut h = null_mut();
    let mut name = [0 as std::ffi::c_char; 64];
    let r = match ask {
        // SAFETY: a valid out-pointer; no callback.
        Ask::V1 => unsafe { (c.cuptiSubscribe.as_ref().unwrap())(&mut h, None, null_mut()) },
        Ask::V2 => {
            let mut p = CUpti_SubscriberParams_v13_0 {
                structSize: std::mem::size_of::<CUpti_SubscriberParams_v13_0>(),
                subscriberName: c"conformance".as_ptr(),
                oldSubscriberName: name.as_mut_ptr(),
                oldSubscriberSize: name.len(),
            };
            let p = (&mut p as *mut CUpti_SubscriberParams_v13_0).cast::<CUpti_SubscriberParams>();
            // SAFETY: valid out-pointer and parameters in 13.0's layout.
            unsafe { (c.cuptiSubscribe_v2.as_ref().unwrap())(&mut h, None, null_mut(), p) }
        }
        Ask::V2Share => {
            let mut p = CUpti_SubscriberParams_v13_2 {
                structSize: std::mem::size_of::<CUpti_SubscriberParams_v13_2>(),
                subscriberName: c"conformance".as_ptr(),
                oldSubscriberName: name.as_mut_ptr(),
                oldSubscriberSize: name.len(),
                allowMultipleSubscribers: 1,
                padding: [0; 7],
            };
            let p = (&mut p as *mut CUpti_SubscriberParams_v13_2).cast::<CUpti_SubscriberParams>();
            // SAFETY: valid out-pointer and parameters in 13.2's layout
            // (asked of a CUPTI of 13.2 or later only).
            unsafe { (c.cuptiSubscribe_v2.as_ref().unwrap())(&mut h, None, null_mut(), p) }
        }
    };
    let bytes: Vec<u8> = name.iter().map(|&b| b as u8).collect();
    let told = std::ffi::CStr::from_bytes_until_nul(&bytes)
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    (r, h, told)
}

fn unsubscribe(c: &cupti::Cupti, h: CUpti_SubscriberHandle) {
    // SAFETY: a live subscriber handle, once.
    let r = unsafe { (c.cuptiUnsubscribe.as_ref().unwrap())(h) };
    assert_eq!(r, R::CUPTI_SUCCESS, "cuptiUnsubscribe");
}

fn version(c: &cupti::Cupti) -> u32 {
    let mut v = 0;
    // SAFETY: a valid out-pointer.
    let r = unsafe { (c.cuptiGetVersion.as_ref().expect("cuptiGetVersion"))(&mut v) };
    assert_eq!(r, R::CUPTI_SUCCESS);
    v
}

/// The rules for the CUPTI `c`, which has no subscriber.
fn state_rules(c: &cupti::Cupti, label: &str) {
    let v = version(c);
    let refused = R::CUPTI_ERROR_MULTIPLE_SUBSCRIBERS_NOT_SUPPORTED;
    // One subscriber alone: nobody joins, whatever they ask; a V2 caller
    // is told who holds CUPTI.
    for first in [Ask::V1, Ask::V2] {
        let (r, a, _) = subscribe(c, first);
        assert_eq!(
            r,
            R::CUPTI_SUCCESS,
            "{label} {v}: {first:?} on a free CUPTI"
        );
        let mut asks = vec![Ask::V1, Ask::V2];
        if v >= cupti::CUPTI_SUBSCRIBER_SHARING_VERSION {
            asks.push(Ask::V2Share);
        }
        for then in asks {
            let (r, _, told) = subscribe(c, then);
            assert_eq!(r, refused, "{label} {v}: {then:?} beside {first:?}");
            if matches!(first, Ask::V2) && !matches!(then, Ask::V1) {
                assert!(
                    told.contains("conformance"),
                    "{label} {v}: {then:?} is told the holder's name, not {told:?}"
                );
            }
        }
        unsubscribe(c, a);
    }
    if v < cupti::CUPTI_SUBSCRIBER_SHARING_VERSION {
        return;
    }
    let (r, a, _) = subscribe(c, Ask::V2Share);
    if v < 130300 {
        // 13.2 reads the request and cannot grant it.
        assert_eq!(
            r, refused,
            "{label} {v}: sharing is not granted before 13.3"
        );
        return;
    }
    assert_eq!(
        r,
        R::CUPTI_SUCCESS,
        "{label} {v}: a first subscriber that shares"
    );
    let (r, b, _) = subscribe(c, Ask::V2Share);
    assert_eq!(r, R::CUPTI_SUCCESS, "{label} {v}: a second that shares");
    let (r, d, _) = subscribe(c, Ask::V2);
    assert_eq!(
        r,
        R::CUPTI_SUCCESS,
        "{label} {v}: the first one's setting holds"
    );
    let (r, _, _) = subscribe(c, Ask::V1);
    assert_eq!(r, refused, "{label} {v}: cuptiSubscribe beside shared ones");
    for h in [a, b, d] {
        unsubscribe(c, h);
    }
    // Given back: a lone subscriber again.
    let (r, a, _) = subscribe(c, Ask::V1);
    assert_eq!(
        r,
        R::CUPTI_SUCCESS,
        "{label} {v}: CUPTI after the last unsubscribe"
    );
    unsubscribe(c, a);
}

#[test]
pub(crate) fn cupti_admits_subscribers_as_its_version_says() {
    let _one = super::callbacks::one_subscriber_test_at_a_time();
    let e = env();
    let c = cupti_for(e._t.library());
    state_rules(&c, e._t.label());
    // Never closed: CUPTI hooks itself into the driver.
    std::mem::forget(c);
    if e._t.sim().is_some() {
        for v in [130200, 130300, 130401] {
            let t = TestDriver::new(&format!("cupti.version={v}"));
            let c = cupti_for(t.library());
            state_rules(&c, "simulated");
        }
    }
}
