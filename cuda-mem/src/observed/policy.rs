//! Whether to subscribe to CUPTI at all (the process-wide switch
//! [`OBSERVE_ENV`] and the CUPTI users a subscription would take CUPTI
//! from), and how a subscription holds it ([`Subscription`]).
//!
//! CUPTI before 13.3 (CUDA 13.0's, driver 580, on the GPU machine) has one
//! subscriber per process; from 13.3 with driver r610 several, but only
//! when every one subscribes with `cuptiSubscribe_v2` and asks to share. A
//! profiler that finds the subscription held does not see the GPU: PyTorch's
//! profiler gives up its set-up for good and later profiles have no GPU
//! events. So by default (`auto`) observed mode is not had when another
//! CUPTI user is in the process when it is asked for: a CUDA tool's
//! injected client (named by `CUDA_INJECTION64_PATH`, or mapped: Nsight
//! Compute and compute-sanitizer load their injection libraries and leave
//! no variable in the process), or a `libcupti` another component loaded
//! (PyTorch loads it at `import torch` for its profiler). `on` subscribes
//! whenever asked, and says once which user it may leave blind; `off`
//! never.

use crate::error::ObserveError;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

/// The process-wide switch: `off`, `on` or `auto` (the default; see
/// [`ForeignMode`](crate::ForeignMode)).
pub const OBSERVE_ENV: &str = "CUDA_MEM_OBSERVE";

/// Where CUDA tools inject their CUPTI client.
const INJECTION_ENV: &str = "CUDA_INJECTION64_PATH";

/// Set once this crate has loaded a `libcupti` itself: from then on one
/// mapped in the process may be this crate's, and is not evidence of
/// another user.
static LOADED_CUPTI: AtomicBool = AtomicBool::new(false);

/// Notes that this crate loaded a `libcupti` (not the simulated driver's
/// exports).
pub(super) fn loaded_cupti() {
    LOADED_CUPTI.store(true, Ordering::Relaxed);
}

/// How observed mode holds CUPTI.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Subscription {
    /// `cuptiSubscribe_v2` with `allowMultipleSubscribers` granted (CUPTI
    /// 13.3 with driver r610 or newer): other `cuptiSubscribe_v2`
    /// subscribers may join; a `cuptiSubscribe` one is still refused.
    Shared,
    /// `cuptiSubscribe_v2` as CUPTI's one subscriber (CUPTI before 13.3,
    /// or sharing not granted): nobody else can subscribe until the last
    /// observer drops.
    Exclusive,
    /// `cuptiSubscribe` (a CUPTI without `cuptiSubscribe_v2`): the one
    /// subscriber.
    ExclusiveV1,
}

impl std::fmt::Display for Subscription {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Subscription::Shared => "cuptiSubscribe_v2, shared with other subscribers",
            Subscription::Exclusive => "cuptiSubscribe_v2, CUPTI's one subscriber",
            Subscription::ExclusiveV1 => "cuptiSubscribe, CUPTI's one subscriber",
        })
    }
}

/// The switch's values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Setting {
    Off,
    On,
    Auto,
}

/// The switch's value, read as the bytes the environment holds: a value
/// that is not UTF-8 is refused as every other odd value is, never read as
/// unset.
fn setting(value: Option<&[u8]>) -> Result<Setting, ObserveError> {
    match value.map(<[u8]>::trim_ascii) {
        None | Some(b"") | Some(b"auto") => Ok(Setting::Auto),
        Some(b"on") => Ok(Setting::On),
        Some(b"off") => Ok(Setting::Off),
        Some(other) => Err(ObserveError::BadSetting {
            value: String::from_utf8_lossy(other).into_owned(),
        }),
    }
}

/// Whether a mapped library's file name is a CUDA tool's injected client:
/// Nsight Compute's and compute-sanitizer's launcher
/// (`libTreeLauncherTargetInjection.so`, `libInterceptorInjectionTarget.so`,
/// `libcuda-injection.so`), Nsight Systems' `libToolsInjection64.so`, and
/// compute-sanitizer's `libsanitizer-collection.so`.
fn is_tool_library(file: &str) -> bool {
    let lower = file.to_ascii_lowercase();
    lower.ends_with(".so") && (lower.contains("injection") || lower.starts_with("libsanitizer-"))
}

/// The file name of a path.
fn file_name(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or(path)
}

/// The other CUPTI user the process shows, if any: an injected tool (its
/// variable, or its library in `maps`, `/proc/self/maps`' text), or a
/// `libcupti` in `maps` this crate did not load.
fn other_user(injection: Option<&[u8]>, maps: &str, ours_loaded: bool) -> Option<String> {
    if let Some(tool) = injection.filter(|p| !p.trim_ascii().is_empty()) {
        let tool = String::from_utf8_lossy(tool);
        return Some(format!("the tool injected by {INJECTION_ENV}={tool}"));
    }
    let mapped = || {
        maps.lines()
            .filter_map(|line| line.split_whitespace().nth(5))
    };
    if let Some(path) = mapped().find(|p| is_tool_library(file_name(p))) {
        return Some(format!("the CUDA tool whose {path} is injected"));
    }
    if ours_loaded {
        return None;
    }
    mapped()
        .find(|path| file_name(path).starts_with("libcupti.so"))
        .map(|path| format!("{path}, loaded by another part of the process"))
}

fn decide(
    value: Option<&[u8]>,
    injection: Option<&[u8]>,
    maps: impl FnOnce() -> String,
    ours_loaded: bool,
) -> Result<Decision, ObserveError> {
    let setting = setting(value)?;
    if setting == Setting::Off {
        return Err(ObserveError::Disabled);
    }
    match (setting, other_user(injection, &maps(), ours_loaded)) {
        (_, None) => Ok(Decision::Alone),
        (Setting::Auto, Some(tool)) => Err(ObserveError::CuptiInUse { tool }),
        (_, Some(tool)) => Ok(Decision::Despite(tool)),
    }
}

/// What [`may_subscribe`] allows.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Decision {
    /// No other CUPTI user is seen.
    Alone,
    /// `on` subscribes although this other user is seen.
    Despite(String),
}

/// Whether this process may subscribe now. Under `on` with another CUPTI
/// user seen, it may, and says once (a `log` warning) which user the
/// subscription may leave blind.
pub(crate) fn may_subscribe() -> Result<(), ObserveError> {
    use std::os::unix::ffi::OsStrExt;
    let value = std::env::var_os(OBSERVE_ENV);
    let injection = std::env::var_os(INJECTION_ENV);
    let decision = decide(
        value.as_deref().map(OsStrExt::as_bytes),
        injection.as_deref().map(OsStrExt::as_bytes),
        || std::fs::read_to_string("/proc/self/maps").unwrap_or_default(),
        LOADED_CUPTI.load(Ordering::Relaxed),
    )?;
    if let Decision::Despite(tool) = decision {
        warn_text_once(format!(
            "cuda-mem: observing frees although CUPTI is used by {tool} ({OBSERVE_ENV}=on): \
             where CUPTI has one subscriber, that user sees no GPU events while this \
             crate subscribes, and PyTorch's profiler none for the rest of the process"
        ));
    }
    Ok(())
}

/// Logs why observed mode was not had, once per reason in the process
/// (a user who asks from every thread reads it once).
pub(crate) fn warn_once(why: &ObserveError) {
    let text = why.to_string();
    match why {
        ObserveError::Disabled => {
            if first_time(&text) {
                log::info!("cuda-mem: {text}");
            }
        }
        _ => warn_text_once(format!(
            "cuda-mem: classifying foreign memory directly: {text}"
        )),
    }
}

/// Logs `text` as a warning the first time the process sees it.
fn warn_text_once(text: String) {
    if first_time(&text) {
        log::warn!("{text}");
    }
}

/// Whether `text` is logged for the first time in the process.
fn first_time(text: &str) -> bool {
    static SAID: Mutex<Vec<String>> = Mutex::new(Vec::new());
    let mut said = SAID.lock().unwrap_or_else(|e| e.into_inner());
    if said.iter().any(|t| t == text) {
        return false;
    }
    said.push(text.to_string());
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    const TORCH_MAPS: &str = "7f0000000000-7f0000100000 r-xp 00000000 08:01 42 \
        /usr/lib/python3/site-packages/nvidia/cu13/lib/libcupti.so.13\n\
        7f0000200000-7f0000300000 r-xp 00000000 08:01 43 /usr/lib/libc.so.6\n";

    fn no_maps() -> String {
        String::new()
    }

    #[test]
    fn the_switch_reads_off_on_auto_and_refuses_anything_else() {
        assert_eq!(setting(None), Ok(Setting::Auto));
        assert_eq!(setting(Some(b"auto")), Ok(Setting::Auto));
        assert_eq!(setting(Some(b" on ")), Ok(Setting::On));
        assert_eq!(setting(Some(b"off")), Ok(Setting::Off));
        assert_eq!(
            setting(Some(b"yes")),
            Err(ObserveError::BadSetting {
                value: "yes".into()
            })
        );
    }

    #[test]
    fn values_that_are_not_utf8_are_read_as_they_are_not_as_unset() {
        // Latin-1 "on" with a stray byte: refused, as "yes" is.
        match setting(Some(b"o\xff")) {
            Err(ObserveError::BadSetting { value }) => assert_eq!(value, "o\u{fffd}"),
            other => panic!("{other:?}"),
        }
        // A tool path that is not UTF-8 is still a tool.
        let e = decide(
            None,
            Some(b"/opt/t\xe9l/libToolsInjection64.so"),
            no_maps,
            false,
        )
        .unwrap_err();
        assert!(e.to_string().contains("libToolsInjection64.so"), "{e}");
    }

    #[test]
    fn off_never_subscribes_and_on_always_does() {
        assert_eq!(
            decide(Some(b"off"), None, no_maps, false),
            Err(ObserveError::Disabled)
        );
        // `on` subscribes, and names whom it may leave blind.
        match decide(
            Some(b"on"),
            Some(b"/opt/nsys/libToolsInjection64.so"),
            || TORCH_MAPS.into(),
            false,
        ) {
            Ok(Decision::Despite(tool)) => assert!(tool.contains("libToolsInjection64"), "{tool}"),
            other => panic!("{other:?}"),
        }
        assert_eq!(
            decide(Some(b"on"), None, no_maps, false),
            Ok(Decision::Alone)
        );
    }

    #[test]
    fn auto_leaves_cupti_to_an_injected_tool() {
        let e = decide(
            None,
            Some(b"/opt/nsys/libToolsInjection64.so"),
            no_maps,
            true,
        )
        .unwrap_err();
        let text = e.to_string();
        assert!(
            text.contains("CUDA_INJECTION64_PATH=/opt/nsys/libToolsInjection64.so"),
            "{text}"
        );
        assert!(
            text.contains("CUDA_MEM_OBSERVE=on"),
            "says how to choose: {text}"
        );
        assert_eq!(decide(None, Some(b""), no_maps, false), Ok(Decision::Alone));
    }

    #[test]
    fn auto_leaves_cupti_to_a_libcupti_someone_else_loaded() {
        let e = decide(None, None, || TORCH_MAPS.into(), false).unwrap_err();
        assert!(
            e.to_string().contains("nvidia/cu13/lib/libcupti.so.13"),
            "{e}"
        );
        // Once this crate loaded one, a mapped libcupti may be its own.
        assert_eq!(
            decide(None, None, || TORCH_MAPS.into(), true),
            Ok(Decision::Alone)
        );
        assert_eq!(decide(None, None, no_maps, false), Ok(Decision::Alone));
    }

    /// What `/proc/self/maps` showed under compute-sanitizer 2025.3 and
    /// Nsight Compute 2025.3 (driver 580): their clients mapped, and no
    /// `CUDA_INJECTION64_PATH` or `LD_PRELOAD` left in the process.
    const SANITIZER_MAPS: &str = "7f0000000000-7f0000100000 r-xp 00000000 08:01 44 \
        /usr/local/cuda-13.0/compute-sanitizer/libTreeLauncherTargetInjection.so\n\
        7f0000200000-7f0000300000 r-xp 00000000 08:01 45 \
        /usr/local/cuda-13.0/compute-sanitizer/libsanitizer-collection.so\n";
    const NCU_MAPS: &str = "7f0000000000-7f0000100000 r-xp 00000000 08:01 46 \
        /opt/nvidia/nsight-compute/2025.3.1/target/linux-desktop-glibc_2_11_3-x64/libcuda-injection.so\n";

    #[test]
    fn auto_leaves_cupti_to_a_tool_whose_client_is_mapped_without_its_variable() {
        for maps in [SANITIZER_MAPS, NCU_MAPS] {
            // Even after this crate loaded a libcupti of its own.
            for ours in [false, true] {
                let e = decide(None, None, || maps.into(), ours).unwrap_err();
                assert!(e.to_string().contains("injected"), "{e}");
            }
        }
        for name in [
            "libcuda.so.1",
            "libcupti.so.13",
            "libnvperf_target.so",
            "libc.so.6",
        ] {
            assert!(!is_tool_library(name), "{name}");
        }
    }
}
