//! Loading a driver that is not there: the error names what was tried and
//! what to do. Needs no driver.

use cuda_mem::*;

/// What a `main` returning `Result<(), Error>` prints when there is no
/// driver (`Debug`): each library tried once, and what to do.
#[test]
fn a_missing_driver_says_what_was_tried_and_what_to_do() {
    // SAFETY: no library is at this path, so nothing is run.
    let e = unsafe { Cuda::load_from("/nonexistent/libcuda.so.1") }.unwrap_err();
    let printed = format!("Error: {e:?}");
    assert!(matches!(e, Error::DriverNotFound { .. }), "{printed}");
    assert_eq!(
        printed.matches("/nonexistent/libcuda.so.1").count(),
        1,
        "{printed}"
    );
    assert!(printed.contains("set CUDA_DRIVER_LIBRARY"), "{printed}");
    assert!(printed.contains("libcuda_sim.so"), "{printed}");
}

/// What `{:?}` of a loaded handle shows a user reading a log: the library
/// it opened, the driver's version and the devices.
#[test]
fn a_handle_s_debug_names_its_library_version_and_devices() {
    let (d, cuda) = cuda_mem_testing::load("");
    let printed = format!("{cuda:?}");
    assert!(printed.starts_with("Cuda {"), "{printed}");
    assert!(printed.contains(d.library()), "{printed}");
    assert!(
        printed.contains(&format!("driver_version: {}", cuda.driver_version())),
        "{printed}"
    );
    assert!(printed.contains("devices: ["), "{printed}");
}
