//! The table checked against the committed CUPTI bindings, and its
//! parameters read as CUPTI lays them out.

use super::*;

/// What a name says its entry point does to memory (the issue list of
/// verbs, as they appear in the driver's entry-point names).
const CHANGES_MEMORY: &[&str] = &[
    "AcquireFrame",
    "PresentFrame",
    "ReturnFrame",
    "ReleaseFrame",
    "Disconnect",
    "Alloc",
    "Free",
    "Map",
    "Unmap",
    "Register",
    "Unregister",
    "Import",
    "Open",
    "Close",
    "Release",
    "Reset",
    "Unload",
    "Bind",
    "Unbind",
    "Detach",
    "Trim",
    "Destroy",
    "GraphLaunch",
    "GraphUpload",
    "GraphInstantiate",
    "GraphExecUpdate",
    "Load",
    "GetFunction",
    "GetGlobal",
    "GetManaged",
    "GetKernel",
    "GetModule",
    "CtxCreate",
    "CtxAttach",
    "CtxRetain",
    "FromGreenCtx",
    "SetLimit",
];

/// Every driver callback id in the committed CUPTI bindings, by name.
fn callback_ids() -> Vec<(String, u32)> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../cuda-sys/src/pregenerated/cupti.rs"
    );
    let text = std::fs::read_to_string(path).expect("the committed CUPTI bindings");
    let prefix = "pub const CUPTI_DRIVER_TRACE_CBID_";
    let mut ids = Vec::new();
    let mut rest = text.as_str();
    while let Some(at) = rest.find(prefix) {
        rest = &rest[at + prefix.len()..];
        let name: String = rest.chars().take_while(|c| *c != ':').collect();
        let value = rest
            .split_once("CUpti_driver_api_trace_cbid_enum(")
            .and_then(|(_, v)| v.split(')').next())
            .and_then(|v| v.trim().trim_end_matches(',').parse().ok())
            .unwrap_or_else(|| panic!("the value of {name}"));
        ids.push((name, value));
    }
    assert!(ids.len() > 800, "{} callback ids read", ids.len());
    ids
}

#[test]
fn every_entry_point_that_changes_memory_has_a_row() {
    let missing: Vec<String> = callback_ids()
        .into_iter()
        .filter(|(name, _)| name.starts_with("cu"))
        .filter(|(name, _)| CHANGES_MEMORY.iter().any(|verb| name.contains(verb)))
        .filter(|(_, id)| !ENTRY_POINTS.iter().any(|row| row.0 .0 == *id))
        .map(|(name, _)| name)
        .collect();
    assert!(
        missing.is_empty(),
        "callback ids whose names say they change memory, without a row in ENTRY_POINTS: {missing:?}"
    );
}

#[test]
fn each_id_has_one_row_and_the_index_finds_it() {
    for (i, row) in ENTRY_POINTS.iter().enumerate() {
        assert!(
            !ENTRY_POINTS[..i].iter().any(|r| r.0 == row.0),
            "{:?} twice",
            row.0
        );
        assert_eq!(effect(row.0 .0), row.1);
        assert!(!row.2.is_empty());
    }
    assert_eq!(effect(C::CUPTI_DRIVER_TRACE_CBID_cuMemcpy.0), Nothing);
    assert_eq!(effect(u32::MAX), Nothing);
}

#[test]
fn the_v1_free_reads_four_bytes() {
    let Frees(field) = effect(C::CUPTI_DRIVER_TRACE_CBID_cuMemFree.0) else {
        panic!("cuMemFree frees");
    };
    assert_eq!(field.width, 4);
    // A block of exactly its size on the heap: a wider read is an
    // invalid read under valgrind.
    let block = Box::new(p::cuMemFree_params { dptr: 0x1234_5678 });
    // SAFETY: cuMemFree's block.
    let read = unsafe { field.read((&*block as *const p::cuMemFree_params).cast()) };
    assert_eq!(read, 0x1234_5678);
}

#[test]
fn the_v1_allocation_reads_four_bytes_through_its_out_pointer() {
    let Makes(start, Some(size)) = effect(C::CUPTI_DRIVER_TRACE_CBID_cuMemAlloc.0) else {
        panic!("cuMemAlloc makes memory of a given size");
    };
    assert_eq!((start.width, size.width), (4, 4));
    // The out-pointer's target alone on the heap: a wider read is an
    // invalid read under valgrind, and would take the next word here.
    let mut written = Box::new([0x7000_u32, 0xdead_beef]);
    let block = p::cuMemAlloc_params {
        dptr: written.as_mut_ptr().cast(),
        bytesize: 64,
    };
    let at = (&block as *const p::cuMemAlloc_params).cast();
    // SAFETY: cuMemAlloc's block, its out-pointer written.
    assert_eq!(unsafe { (start.read(at), size.read(at)) }, (0x7000, 64));
}

#[test]
fn out_parameters_are_read_through_and_null_reads_zero() {
    let Makes(start, Some(size)) = effect(C::CUPTI_DRIVER_TRACE_CBID_cuMemAlloc_v2.0) else {
        panic!("cuMemAlloc_v2 makes memory of a given size");
    };
    let mut written: cuda_mem_sys::CUdeviceptr = 0x7000;
    let mut block = p::cuMemAlloc_v2_params {
        dptr: &mut written,
        bytesize: 64,
    };
    let at = (&block as *const p::cuMemAlloc_v2_params).cast();
    // SAFETY: cuMemAlloc_v2's block, its out-pointer written.
    assert_eq!(unsafe { (start.read(at), size.read(at)) }, (0x7000, 64));
    block.dptr = std::ptr::null_mut();
    let at = (&block as *const p::cuMemAlloc_v2_params).cast();
    // SAFETY: as above, the out-pointer null.
    assert_eq!(unsafe { start.read(at) }, 0);
}
