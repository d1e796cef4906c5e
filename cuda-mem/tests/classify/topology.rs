//! The homogeneity check and its single warning. Simulator only, in a
//! child process of its own: the logger is process-wide.

use cuda_mem_testing::{alone, load_sim};

use cuda_sim::SimLibrary;
use std::sync::Mutex;

struct Capture(Mutex<Vec<(log::Level, String)>>);

impl log::Log for Capture {
    fn enabled(&self, _: &log::Metadata) -> bool {
        true
    }
    fn log(&self, r: &log::Record) {
        self.0
            .lock()
            .unwrap()
            .push((r.level(), r.args().to_string()));
    }
    fn flush(&self) {}
}

static LOG: Capture = Capture(Mutex::new(Vec::new()));

/// The warnings logged so far.
fn warnings() -> Vec<String> {
    LOG.0
        .lock()
        .unwrap()
        .iter()
        .filter(|(l, _)| *l == log::Level::Warn)
        .map(|(_, m)| m.clone())
        .collect()
}

#[test]
fn devices_that_differ_get_one_warning_naming_devices_and_attributes() {
    if !alone("topology::devices_that_differ_get_one_warning_naming_devices_and_attributes") {
        return;
    }
    log::set_logger(&LOG).unwrap();
    log::set_max_level(log::LevelFilter::Trace);

    let s = SimLibrary::new("devices=3; device.1.pools=0; device.2.cc=8.0").unwrap();
    let cuda = load_sim(&s);
    let t = cuda.topology();
    assert!(!t.is_homogeneous());
    let attrs: Vec<_> = t.differences.iter().map(|d| d.attribute).collect();
    assert!(
        attrs.contains(&"MEMORY_POOLS_SUPPORTED") && attrs.contains(&"COMPUTE_CAPABILITY"),
        "{attrs:?}"
    );
    // The generic query: with MEMPOOL_HANDLE, since devices 0 and 2 have
    // pools, and DEVICE_ORDINAL, since there are three devices.
    assert_eq!(cuda.classification_attributes().len(), 5);
    let logged = warnings();
    assert_eq!(logged.len(), 1, "{logged:?}");
    let w = &logged[0];
    for needle in [
        "MEMORY_POOLS_SUPPORTED",
        "device 1=false",
        "COMPUTE_CAPABILITY",
        "device 2=8.0",
        "device 0=9.0",
    ] {
        assert!(w.contains(needle), "{needle} missing from {w}");
    }
    // Classifying afterwards warns no more.
    let heap = [0u8; 4];
    for _ in 0..10 {
        cuda.classify(heap.as_ptr()).unwrap();
    }
    assert_eq!(warnings().len(), 1);

    // Homogeneous devices: no warning at all.
    let s2 = SimLibrary::new("devices=4").unwrap();
    let c2 = load_sim(&s2);
    assert!(c2.topology().is_homogeneous());
    assert_eq!(warnings().len(), 1);
}
