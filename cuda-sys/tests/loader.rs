//! Loading a driver library and binding entry points by their versioned names.

use cuda_mem_sys::*;

#[test]
fn a_library_without_cuda_symbols_loads_and_each_call_says_which_symbol_is_missing() {
    // libc is present everywhere and exports none of the driver's symbols:
    // it stands for a driver older than the header.
    // SAFETY: no entry point of libc is called through the table (all resolve
    // to None); loading libc runs no new initialisers.
    let d = unsafe { Driver::load_from("libc.so.6") }.expect("libc loads");
    // SAFETY: the call cannot reach the library: the symbol is missing.
    let err = unsafe { d.cuInit(0) }.unwrap_err();
    assert_eq!(err, DriverError::missing("cuInit", 0));
    assert!(err.is_missing());
    assert_eq!(err.code(), None);
    assert_eq!(
        err.to_string(),
        "cuInit: missing in this driver (API version 0)"
    );
    assert_eq!(d.version(), 0, "libc answers no driver version");
    let mut p = 0;
    // SAFETY: as above.
    let err = unsafe { d.cuMemAlloc_v2(&mut p, 16) }.unwrap_err();
    assert_eq!(err.function, "cuMemAlloc_v2");
}

#[test]
fn a_missing_library_names_what_was_tried_and_why_it_failed() {
    // SAFETY: the path does not exist, nothing is loaded.
    let err = unsafe { Driver::load_from("/nonexistent/libcuda.so.1") }.unwrap_err();
    assert_eq!(err.tried.len(), 1);
    assert_eq!(err.tried[0].0, "/nonexistent/libcuda.so.1");
    assert!(
        err.tried[0].1.contains("No such file"),
        "{}",
        err.tried[0].1
    );
    assert!(err.to_string().contains("/nonexistent/libcuda.so.1"));
}

#[test]
fn default_names_are_tried_in_order() {
    assert_eq!(DEFAULT_LIBRARIES, ["libcuda.so.1", "libcuda.so"]);
    assert_eq!(DRIVER_LIBRARY_ENV, "CUDA_DRIVER_LIBRARY");
}

/// Documented name -> the symbol `cuda.h` maps it to, for the entry points
/// this workspace uses (checked where a header was read).
#[cfg(not(cuda_sys_pregenerated))]
const VERSIONED: &[(&str, &str)] = &[
    ("cuMemAlloc", "cuMemAlloc_v2"),
    ("cuMemFree", "cuMemFree_v2"),
    ("cuCtxDestroy", "cuCtxDestroy_v2"),
    ("cuCtxPushCurrent", "cuCtxPushCurrent_v2"),
    ("cuCtxPopCurrent", "cuCtxPopCurrent_v2"),
    ("cuMemHostRegister", "cuMemHostRegister_v2"),
    ("cuDevicePrimaryCtxRelease", "cuDevicePrimaryCtxRelease_v2"),
    (
        "cuDevicePrimaryCtxSetFlags",
        "cuDevicePrimaryCtxSetFlags_v2",
    ),
    ("cuDevicePrimaryCtxReset", "cuDevicePrimaryCtxReset_v2"),
    ("cuDeviceTotalMem", "cuDeviceTotalMem_v2"),
    ("cuMemGetAddressRange", "cuMemGetAddressRange_v2"),
    ("cuStreamDestroy", "cuStreamDestroy_v2"),
    ("cuMemsetD8", "cuMemsetD8_v2"),
];

/// Needs the header bindgen read (embedded at build time); a build from
/// the committed bindings has none, and leaves the test out.
#[cfg(not(cuda_sys_pregenerated))]
#[test]
fn functions_are_bound_to_the_symbols_the_header_maps_them_to() {
    let header = include_str!(concat!(env!("CUDA_SYS_INCLUDE_DIR"), "/cuda.h"));
    for (documented, symbol) in VERSIONED {
        let define = format!("#define {documented} ");
        let line = header
            .lines()
            .map(str::trim)
            .find(|l| l.starts_with(&define))
            .unwrap_or_else(|| panic!("cuda.h has no #define for {documented}"));
        let mapped = line[define.len()..]
            .trim()
            .trim_start_matches("__CUDA_API_PTDS(")
            .trim_end_matches(')');
        assert_eq!(mapped, *symbol, "cuda.h maps {documented} to {mapped}");
        assert!(SYMBOLS.contains(symbol), "table lacks {symbol}");
        assert!(
            !SYMBOLS.contains(documented),
            "table binds unversioned {documented}"
        );
    }
    // Entry points whose name the header leaves alone keep it.
    for plain in [
        "cuInit",
        "cuPointerGetAttributes",
        "cuMemPoolCreate",
        "cuMemCreate",
    ] {
        assert!(SYMBOLS.contains(&plain), "{plain}");
    }
}

#[test]
fn header_version_is_published() {
    let version: u32 = env!("CUDA_SYS_HEADER_VERSION").parse().unwrap();
    assert_eq!(HEADER_VERSION, version);
    assert!(version >= 12000, "{version}");
    // The cumulative cfgs agree with the version.
    assert_eq!(cfg!(cuda_12000), version >= 12000);
    assert_eq!(cfg!(cuda_12090), version >= 12090);
    assert_eq!(cfg!(cuda_13000), version >= 13000);
}

#[test]
fn enums_hold_values_outside_the_declared_ones() {
    // MEMORY_TYPE is 0 for pageable memory: no declared variant has 0.
    let t = CUmemorytype(0);
    assert_ne!(t, CUmemorytype::CU_MEMORYTYPE_HOST);
    assert_ne!(t, CUmemorytype::CU_MEMORYTYPE_DEVICE);
    let r = CUresult(123_456);
    assert_eq!(r.result(), Err(CUresult(123_456)));
    assert_eq!(CUresult::CUDA_SUCCESS.result(), Ok(()));
    let e = r.into_result("cuInit").unwrap_err();
    assert_eq!(e.code(), Some(r));
    assert_eq!(e.to_string(), "cuInit: CUresult 123456");
    assert_eq!(
        CUresult::CUDA_ERROR_INVALID_VALUE
            .into_result("cuMemAlloc_v2")
            .unwrap_err()
            .to_string(),
        "cuMemAlloc_v2: CUDA_ERROR_INVALID_VALUE (1)"
    );
}

#[test]
fn flag_enums_combine() {
    let h = CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR
        | CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_FABRIC;
    assert_eq!(h.0, 0x1 | 0x8);
    let a = CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    assert_eq!(a.0, 3);
    assert_eq!(
        flags::HostAllocFlags::PORTABLE.bits(),
        CU_MEMHOSTALLOC_PORTABLE
    );
}

#[test]
fn result_codes_are_named_from_the_header() {
    assert_eq!(
        CUresult::CUDA_ERROR_INVALID_VALUE.name(),
        Some("CUDA_ERROR_INVALID_VALUE")
    );
    assert_eq!(CUresult::CUDA_SUCCESS.name_cstr(), Some(c"CUDA_SUCCESS"));
    assert_eq!(CUresult(987_654).name(), None);
    assert_eq!(
        CUresult::CUDA_ERROR_OUT_OF_MEMORY.to_string(),
        "CUDA_ERROR_OUT_OF_MEMORY (2)"
    );
}

#[test]
fn out_pointers_become_return_values() {
    let v: Result<i32, DriverError> = out(|p| {
        *p = 7;
        Ok(())
    });
    assert_eq!(v, Ok(7));
    let e: Result<i32, DriverError> = out(|_| Err(DriverError::missing("cuInit", 12000)));
    assert_eq!(
        e.unwrap_err().to_string(),
        "cuInit: missing in this driver (API version 12000)"
    );
}

#[test]
fn driver_docs_are_rustdoc_not_doxygen() {
    let files = [
        (
            "13.0 types",
            include_str!("../src/pregenerated/cuda_13000/types.rs"),
        ),
        (
            "13.0 table",
            include_str!("../src/pregenerated/cuda_13000/driver_table.rs"),
        ),
        (
            "12.9 types",
            include_str!("../src/pregenerated/cuda_12090/types.rs"),
        ),
        (
            "12.9 table",
            include_str!("../src/pregenerated/cuda_12090/driver_table.rs"),
        ),
    ];
    for (name, text) in files {
        for raw in ["\\brief", "\\param", "\\sa ", "\\return", "\\code"] {
            assert!(!text.contains(raw), "{name} contains {raw}");
        }
        if name.ends_with("table") {
            assert!(text.contains("# Arguments"), "{name}");
            // The renamed entry points carry the header's documentation too.
            let alloc = text
                .find("pub unsafe fn cuMemAlloc_v2(")
                .expect("cuMemAlloc_v2");
            let doc = &text[text[..alloc].rfind("/**").expect("a doc comment")..alloc];
            assert!(doc.contains("Allocates device memory"), "{name}");
        }
    }
}
