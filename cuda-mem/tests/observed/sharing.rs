//! Sharing CUPTI: how observed mode subscribes for each CUPTI version the
//! simulator models, what a later subscriber gets while it observes and
//! after, and the process-wide switch `CUDA_MEM_OBSERVE` with the CUPTI
//! users it defers to (each case in a process of its own: the switch and
//! `CUDA_INJECTION64_PATH` are read from the environment).

use super::*;
use cuda_mem::cuda_mem_sys::cupti::{self, CUptiResult, CUpti_SubscriberParams};
use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;

/// A subscriber of the test's own, through the simulator's CUPTI.
struct Other {
    cupti: std::mem::ManuallyDrop<cupti::Cupti>,
}

impl Other {
    fn of(sim: &SimLibrary) -> Other {
        // SAFETY: the simulated driver, which exports CUPTI's API.
        let cupti = unsafe { cupti::Cupti::new(sim.path_str()) }.unwrap();
        Other {
            cupti: std::mem::ManuallyDrop::new(cupti),
        }
    }

    /// Subscribes with `cuptiSubscribe`, or `cuptiSubscribe_v2` asking to
    /// share; unsubscribes again at once when it succeeds.
    fn tries(&self, v1: bool) -> CUptiResult {
        let mut h = null_mut();
        let r = if v1 {
            // SAFETY: a valid out-pointer; no callback.
            unsafe { (self.cupti.cuptiSubscribe.as_ref().unwrap())(&mut h, None, null_mut()) }
        } else {
            let mut p = cupti::CUpti_SubscriberParams_v13_2 {
                structSize: std::mem::size_of::<cupti::CUpti_SubscriberParams_v13_2>(),
                subscriberName: c"other".as_ptr(),
                oldSubscriberName: null_mut(),
                oldSubscriberSize: 0,
                allowMultipleSubscribers: 1,
                padding: [0; 7],
            };
            let p = (&mut p as *mut cupti::CUpti_SubscriberParams_v13_2)
                .cast::<CUpti_SubscriberParams>();
            // SAFETY: valid out-pointer and parameters in 13.2's layout.
            unsafe { (self.cupti.cuptiSubscribe_v2.as_ref().unwrap())(&mut h, None, null_mut(), p) }
        };
        if r == CUptiResult::CUPTI_SUCCESS {
            // SAFETY: the handle just made, once.
            unsafe { (self.cupti.cuptiUnsubscribe.as_ref().unwrap())(h) };
        }
        r
    }
}

const REFUSED: CUptiResult = CUptiResult::CUPTI_ERROR_MULTIPLE_SUBSCRIBERS_NOT_SUPPORTED;
const OK: CUptiResult = CUptiResult::CUPTI_SUCCESS;

#[test]
fn observed_mode_shares_cupti_where_cupti_grants_it() {
    let _one = one_at_a_time();
    // (configuration, how observed mode subscribes, whether a later
    // cuptiSubscribe_v2 that shares gets in while it observes)
    let cases = [
        ("", Subscription::Exclusive, false),
        ("cupti.version=130200", Subscription::Exclusive, false),
        ("cupti.version=130300", Subscription::Shared, true),
        (
            "cupti.version=130401;cupti=shared",
            Subscription::Shared,
            true,
        ),
    ];
    for (config, how, joins) in cases {
        let sim = SimLibrary::new(config).unwrap();
        let cuda = load_sim(&sim);
        let other = Other::of(&sim);
        let observer = cuda.observe_frees();
        assert_eq!(
            cuda.foreign_mode(),
            ForeignMode::Observed(how),
            "{config:?}"
        );
        let said = cuda.foreign_mode().to_string();
        let call = if how == Subscription::ExclusiveV1 {
            "cuptiSubscribe,"
        } else {
            "cuptiSubscribe_v2,"
        };
        assert!(
            said.starts_with("observed (") && said.contains(call),
            "{said}"
        );
        assert!(format!("{observer:?}").contains("observing: true"));
        let expect = if joins { OK } else { REFUSED };
        assert_eq!(
            other.tries(false),
            expect,
            "{config:?}: a V2 subscriber that shares"
        );
        assert_eq!(
            other.tries(true),
            REFUSED,
            "{config:?}: a cuptiSubscribe one"
        );
        drop(observer);
        assert_eq!(cuda.foreign_mode(), ForeignMode::Direct);
        assert!(!cuda.foreign_mode().is_observed());
        if !config.contains("cupti=") {
            assert_eq!(other.tries(true), OK, "{config:?}: CUPTI given back");
        }
    }
}

/// CUPTI stays held while any handle's observer lives, and is given back
/// when the last one drops.
#[test]
fn cupti_is_given_back_when_the_last_observer_of_every_handle_drops() {
    let _one = one_at_a_time();
    let sim = SimLibrary::new("").unwrap();
    let first = load_sim(&sim);
    let second = load_sim(&sim);
    let other = Other::of(&sim);
    let a = first.observe_frees();
    let b = second.observe_frees();
    assert!(a.is_observing() && b.is_observing());
    drop(a);
    assert_eq!(
        other.tries(true),
        REFUSED,
        "the second handle still observes"
    );
    assert!(second.foreign_mode().is_observed());
    drop(b);
    assert_eq!(other.tries(true), OK, "given back");
    assert_eq!(second.foreign_mode(), ForeignMode::Direct);
}

#[test]
fn a_profiler_that_holds_cupti_alone_is_left_alone() {
    let _one = one_at_a_time();
    for config in [
        "cupti=taken",
        "cupti.version=130401;cupti=taken",
        // A profiler that asked to share where CUPTI cannot grant it holds
        // CUPTI alone.
        "cupti.version=130200;cupti=shared",
    ] {
        let sim = SimLibrary::new(config).unwrap();
        let cuda = load_sim(&sim);
        let observer = cuda.observe_frees();
        assert!(!observer.is_observing());
        assert_eq!(
            cuda.foreign_mode(),
            ForeignMode::Fallback(ObserveError::SubscriberTaken {
                by: Some("a profiler (simulated)".into())
            }),
            "{config:?}"
        );
    }
}

/// Set in the child processes of `the_switch_...`: which case to check.
const CASE_ENV: &str = "CUDA_MEM_TEST_OBSERVE_CASE";

/// Prints every log record as a `LOG[level] text` line.
struct PrintLog;

impl log::Log for PrintLog {
    fn enabled(&self, _: &log::Metadata) -> bool {
        true
    }
    fn log(&self, r: &log::Record) {
        println!("LOG[{}] {}", r.level(), r.args());
    }
    fn flush(&self) {}
}

/// The child's side: observes on a simulator copy and prints the mode and
/// what was logged.
#[test]
fn observe_in_this_environment() {
    if std::env::var_os(CASE_ENV).is_none() {
        return; // Only as a child of the test below.
    }
    log::set_logger(&PrintLog).unwrap();
    log::set_max_level(log::LevelFilter::Info);
    let sim = SimLibrary::new("").unwrap();
    let cuda = load_sim(&sim);
    let observer = cuda.observe_frees();
    println!(
        "MODE[{}] OBSERVING[{}]",
        cuda.foreign_mode(),
        observer.is_observing()
    );
}

#[test]
fn the_switch_and_an_injected_tool_decide_whether_to_subscribe() {
    let tool = OsStr::new("/opt/nvidia/nsight-systems/libToolsInjection64.so");
    let [auto, off, maybe, on] = ["auto", "off", "maybe", "on"].map(OsStr::new);
    // Not UTF-8: refused as any odd value is, never read as unset.
    let latin1 = OsStr::from_bytes(b"o\xf1");
    // (CUDA_MEM_OBSERVE, CUDA_INJECTION64_PATH, whether it observes, what
    // the mode says, what its one warning says)
    let cases = [
        (None, None, true, "observed", None),
        (Some(auto), None, true, "observed", None),
        (
            Some(off),
            None,
            false,
            "observed mode is off (CUDA_MEM_OBSERVE=off)",
            None,
        ),
        (
            Some(maybe),
            None,
            false,
            "CUDA_MEM_OBSERVE=\"maybe\" is not off, on or auto",
            Some("is not off, on or auto"),
        ),
        (
            Some(latin1),
            None,
            false,
            "CUDA_MEM_OBSERVE=\"o\u{fffd}\" is not off, on or auto",
            Some("is not off, on or auto"),
        ),
        (
            None,
            Some(tool),
            false,
            "CUDA_INJECTION64_PATH=/opt/nvidia/nsight-systems/libToolsInjection64.so",
            Some("classifying foreign memory directly: CUPTI is used by the tool"),
        ),
        (
            Some(auto),
            Some(tool),
            false,
            "set CUDA_MEM_OBSERVE=on to observe anyway",
            Some("set CUDA_MEM_OBSERVE=on to observe anyway"),
        ),
        (
            Some(on),
            Some(tool),
            true,
            "observed",
            Some("libToolsInjection64.so (CUDA_MEM_OBSERVE=on): where CUPTI has one subscriber"),
        ),
    ];
    for (switch, injected, observes, says, warns) in cases {
        let stdout = run_alone(
            "sharing::observe_in_this_environment",
            CASE_ENV,
            &[
                (OBSERVE_ENV, switch),
                ("CUDA_INJECTION64_PATH", injected),
                (cuda_sim::REAL_DRIVER_ENV, None),
            ],
        );
        let line = stdout
            .lines()
            .find(|l| l.starts_with("MODE["))
            .unwrap_or_else(|| panic!("{switch:?} {injected:?}: no answer in {stdout}"));
        assert!(
            line.contains(&format!("OBSERVING[{observes}]")) && line.contains(says),
            "{switch:?} {injected:?}: {line}"
        );
        let warnings: Vec<&str> = stdout
            .lines()
            .filter(|l| l.starts_with("LOG[WARN]"))
            .collect();
        match warns {
            None => assert!(warnings.is_empty(), "{switch:?} {injected:?}: {warnings:?}"),
            Some(w) => assert!(
                warnings.len() == 1 && warnings[0].contains(w),
                "{switch:?} {injected:?}: {warnings:?}"
            ),
        }
    }
}
