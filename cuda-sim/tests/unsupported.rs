//! Entry points the simulator does not implement answer
//! CUDA_ERROR_NOT_SUPPORTED; they are neither missing nor undefined.

use cuda_mem_sys::*;
use cuda_sim::SimLibrary;

#[test]
fn unimplemented_entry_points_return_not_supported() {
    let s = SimLibrary::new("").unwrap();
    // SAFETY: the simulator.
    let d = unsafe { Driver::load_from(s.path_str()) }.unwrap();
    // SAFETY: no pointer is dereferenced by a stub.
    unsafe {
        d.cuInit(0).unwrap();
        let mut f = std::ptr::null_mut();
        let e = d
            .cuModuleGetFunction(&mut f, std::ptr::null_mut(), c"kernel".as_ptr())
            .unwrap_err();
        assert_eq!(
            e,
            DriverError::status("cuModuleGetFunction", CUresult::CUDA_ERROR_NOT_SUPPORTED)
        );
        let e = d.cuMemcpy2D_v2(std::ptr::null()).unwrap_err();
        assert_eq!(e.code(), Some(CUresult::CUDA_ERROR_NOT_SUPPORTED));
    }
    assert_eq!(s.calls("cuModuleGetFunction"), 1);
}

#[test]
fn omitted_symbols_are_missing_as_in_an_older_driver() {
    let s = SimLibrary::new("omit=cuMemPoolCreate").unwrap();
    // SAFETY: the simulator.
    let d = unsafe { Driver::load_from(s.path_str()) }.unwrap();
    let mut pool = std::ptr::null_mut();
    // SAFETY: the symbol is missing, nothing is called.
    let e = unsafe { d.cuMemPoolCreate(&mut pool, std::ptr::null()) }.unwrap_err();
    assert_eq!(e.function, "cuMemPoolCreate");
    assert_eq!(
        e.to_string(),
        "cuMemPoolCreate: missing in this driver (API version 13000)"
    );
    assert!(d.has_symbol("cuMemPoolDestroy"));
    assert!(SimLibrary::new("omit=cuNoSuchThing").is_err());
}
