//! The callback driven as CUPTI drives it, on a test observer.

use super::*;
use crate::answer::Answer;
use cuda_mem_sys::cupti::{self as p, CUpti_driver_api_trace_cbid_enum as C};

fn device() -> Answer {
    Answer::from_words([2, 0, 1, 0])
}

/// Calls the callback as CUPTI would for a driver entry point.
fn call(
    observer: &'static Observer,
    cbid: C,
    site: CUpti_ApiCallbackSite,
    correlation: u32,
    params: *const c_void,
    result: Option<&mut cuda_mem_sys::CUresult>,
) {
    let data = CUpti_CallbackData {
        callbackSite: site,
        functionParams: params,
        functionReturnValue: result.map_or(std::ptr::null_mut(), |r| {
            (r as *mut cuda_mem_sys::CUresult).cast()
        }),
        correlationId: correlation,
        ..Default::default()
    };
    // SAFETY: a leaked observer; a driver-API callback's data.
    unsafe {
        on_callback(
            (observer as *const Observer).cast_mut().cast(),
            CUpti_CallbackDomain::CUPTI_CB_DOMAIN_DRIVER_API,
            cbid.0,
            (&data as *const CUpti_CallbackData).cast(),
        )
    };
}

#[test]
fn a_host_free_removes_its_device_alias_where_it_differs() {
    let (lo, hi) = (0x7f00_0000_0000u64, 0x7f00_0010_0000u64);
    let alias = 0x2_0000_0000u64;
    // The alias of an interior address maps the whole range.
    assert_eq!(
        alias_range(lo + 0x100, alias + 0x100, Some((lo, hi))),
        Some((alias, alias + (hi - lo)))
    );
    assert_eq!(
        alias_range(lo, lo, Some((lo, hi))),
        None,
        "the same address"
    );
    assert_eq!(alias_range(lo, alias, None), None, "no range known");
    assert_eq!(alias_range(hi, alias, Some((lo, hi))), None, "outside");
    assert_eq!(alias_range(lo + 8, 4, Some((lo, hi))), None, "would wrap");
    // Through the callback: the device alias's kept answer goes with
    // the host memory's (the alias itself is the driver's answer, which
    // a test observer has none of: the entry's range removal is what
    // runs, and the alias arithmetic above is what it adds).
    assert_eq!(
        effect(C::CUPTI_DRIVER_TRACE_CBID_cuMemHostUnregister.0),
        Effect::FreesHost(match effect(C::CUPTI_DRIVER_TRACE_CBID_cuMemFreeHost.0) {
            Effect::FreesHost(f) => f,
            e => panic!("cuMemFreeHost: {e:?}"),
        })
    );
}

#[test]
fn egl_frames_handed_over_remove_every_answer() {
    let observer = Observer::for_tests();
    let table = observer.table();
    for (cbid, site) in [
        (
            C::CUPTI_DRIVER_TRACE_CBID_cuEGLStreamConsumerReleaseFrame,
            CUpti_ApiCallbackSite::CUPTI_API_ENTER,
        ),
        (
            C::CUPTI_DRIVER_TRACE_CBID_cuEGLStreamProducerPresentFrame,
            CUpti_ApiCallbackSite::CUPTI_API_ENTER,
        ),
        (
            C::CUPTI_DRIVER_TRACE_CBID_cuEGLStreamConsumerDisconnect,
            CUpti_ApiCallbackSite::CUPTI_API_ENTER,
        ),
        (
            C::CUPTI_DRIVER_TRACE_CBID_cuEGLStreamProducerDisconnect,
            CUpti_ApiCallbackSite::CUPTI_API_ENTER,
        ),
        (
            C::CUPTI_DRIVER_TRACE_CBID_cuEGLStreamConsumerAcquireFrame,
            CUpti_ApiCallbackSite::CUPTI_API_EXIT,
        ),
        (
            C::CUPTI_DRIVER_TRACE_CBID_cuEGLStreamProducerReturnFrame,
            CUpti_ApiCallbackSite::CUPTI_API_EXIT,
        ),
    ] {
        let frame = 0x30_0000u64;
        observer.insert(frame, device(), observer.frees());
        assert!(table.get(frame).is_some());
        // Any block: these rows read no parameter.
        let block = [0u64; 8];
        let mut ok = cuda_mem_sys::CUresult::CUDA_SUCCESS;
        call(
            observer,
            cbid,
            site,
            9,
            block.as_ptr().cast(),
            Some(&mut ok),
        );
        assert!(
            table.get(frame).is_none(),
            "{cbid:?} left the frame's answer"
        );
    }
}

#[test]
fn an_exit_without_its_entry_removes_every_answer() {
    let observer = Observer::for_tests();
    let table = observer.table();
    let (a, b) = (0x10_0000u64, 0x20_0000u64);
    observer.insert(a, device(), observer.frees());
    observer.insert(b, device(), observer.frees());
    // A free of `a` whose entry this thread saw, in an earlier
    // subscription.
    PENDING.with(|p| {
        p.set(Some(Pending {
            call: Call {
                correlation: 1,
                cbid: C::CUPTI_DRIVER_TRACE_CBID_cuMemFree_v2.0,
                epoch: observer.epoch(),
            },
            range: Some((a, a + 4096)),
            alias: None,
            inserts: observer.inserts(),
        }))
    });
    observer.stop();
    observer.start();
    observer.insert(a, device(), observer.frees());
    observer.insert(b, device(), observer.frees());
    // The free of `b` began before this subscription: only its exit is
    // seen. It must not take `a`'s range for its own.
    let block = p::cuMemFree_v2_params { dptr: b };
    let mut ok = cuda_mem_sys::CUresult::CUDA_SUCCESS;
    call(
        observer,
        C::CUPTI_DRIVER_TRACE_CBID_cuMemFree_v2,
        CUpti_ApiCallbackSite::CUPTI_API_EXIT,
        2,
        (&block as *const p::cuMemFree_v2_params).cast(),
        Some(&mut ok),
    );
    assert_eq!(table.get(b), None, "the freed allocation's answer stayed");
    assert!(PENDING.with(Cell::get).is_none());
}

/// Exits the free of `a` (whose entry read `[a, a + 4096)`) as CUPTI
/// would.
fn exit_free(observer: &'static Observer, a: u64, correlation: u32) {
    let block = p::cuMemFree_v2_params { dptr: a };
    let mut ok = cuda_mem_sys::CUresult::CUDA_SUCCESS;
    call(
        observer,
        C::CUPTI_DRIVER_TRACE_CBID_cuMemFree_v2,
        CUpti_ApiCallbackSite::CUPTI_API_EXIT,
        correlation,
        (&block as *const p::cuMemFree_v2_params).cast(),
        Some(&mut ok),
    );
}

fn entered_free(observer: &'static Observer, a: u64, correlation: u32) {
    PENDING.with(|p| {
        p.set(Some(Pending {
            call: Call {
                correlation,
                cbid: C::CUPTI_DRIVER_TRACE_CBID_cuMemFree_v2.0,
                epoch: observer.epoch(),
            },
            range: Some((a, a + 4096)),
            alias: None,
            inserts: observer.inserts(),
        }))
    });
}

#[test]
fn an_exit_removes_what_was_kept_while_its_call_ran_in_its_entry_s_range() {
    let observer = Observer::for_tests();
    let table = observer.table();
    let (a, b) = (0x10_0000u64, 0x20_0000u64);
    observer.insert(b, device(), observer.frees());
    entered_free(observer, a, 7);
    // Kept while the free ran (a query that saw the allocation half
    // freed).
    observer.insert(a + 64, device(), observer.frees());
    assert_eq!(table.get(a + 64), Some(device()));
    exit_free(observer, a, 7);
    assert_eq!(table.get(a + 64), None);
    assert_eq!(table.get(b), Some(device()), "outside the freed range");
}

#[test]
fn an_exit_with_nothing_kept_since_its_entry_leaves_the_table_alone() {
    let observer = Observer::for_tests();
    let table = observer.table();
    let a = 0x10_0000u64;
    // An answer kept before the entry, which this entry (made by hand)
    // did not remove as a real one would: left where it is shows that
    // the exit did not scan.
    observer.insert(a + 64, device(), observer.frees());
    entered_free(observer, a, 9);
    let frees = observer.frees();
    exit_free(observer, a, 9);
    assert_ne!(observer.frees(), frees, "the exit counts");
    assert_eq!(table.get(a + 64), Some(device()), "no scan");
}

#[test]
fn an_insert_that_misses_an_exit_s_count_is_seen_by_it() {
    let observer = Observer::for_tests();
    let table = observer.table();
    let a = 0x10_0000u64;
    entered_free(observer, a, 11);
    // A query made while the free ran, its frees read before the exit.
    let frees = observer.frees();
    exit_free(observer, a, 11);
    observer.insert(a + 64, device(), frees);
    assert_eq!(table.get(a + 64), None, "refused: the exit counted");
}

#[test]
fn freeing_null_removes_nothing() {
    let observer = Observer::for_tests();
    let b = 0x20_0000u64;
    observer.insert(b, device(), observer.frees());
    let block = p::cuMemFree_v2_params { dptr: 0 };
    for site in [
        CUpti_ApiCallbackSite::CUPTI_API_ENTER,
        CUpti_ApiCallbackSite::CUPTI_API_EXIT,
    ] {
        call(
            observer,
            C::CUPTI_DRIVER_TRACE_CBID_cuMemFree_v2,
            site,
            3,
            (&block as *const p::cuMemFree_v2_params).cast(),
            None,
        );
    }
    assert_eq!(observer.table().get(b), Some(device()));
}

#[test]
fn a_failed_allocation_s_out_pointer_is_never_read() {
    let observer = Observer::for_tests();
    let b = 0x20_0000u64;
    observer.insert(b, device(), observer.frees());
    // An out-pointer the failed call never wrote, pointing nowhere: a
    // read through it would fault.
    let block = p::cuMemAlloc_v2_params {
        dptr: 8 as *mut cuda_mem_sys::CUdeviceptr,
        bytesize: 64,
    };
    let params = (&block as *const p::cuMemAlloc_v2_params).cast();
    let frees = observer.frees();
    call(
        observer,
        C::CUPTI_DRIVER_TRACE_CBID_cuMemAlloc_v2,
        CUpti_ApiCallbackSite::CUPTI_API_ENTER,
        4,
        params,
        None,
    );
    assert_ne!(observer.frees(), frees, "the entry counts");
    let mut failed = cuda_mem_sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY;
    call(
        observer,
        C::CUPTI_DRIVER_TRACE_CBID_cuMemAlloc_v2,
        CUpti_ApiCallbackSite::CUPTI_API_EXIT,
        4,
        params,
        Some(&mut failed),
    );
    assert_eq!(observer.table().get(b), None, "a failed call removes all");
}

/// A `cuMemAllocAsync` of 4096 bytes that makes its memory at `a`:
/// its entry, `during` (what another thread does while the call runs),
/// its successful exit.
fn allocate_async(observer: &'static Observer, correlation: u32, a: u64, during: impl FnOnce()) {
    let mut address = 0u64;
    let block = p::cuMemAllocAsync_params {
        dptr: &mut address,
        bytesize: 4096,
        hStream: std::ptr::null_mut(),
    };
    let params = (&block as *const p::cuMemAllocAsync_params).cast();
    call(
        observer,
        C::CUPTI_DRIVER_TRACE_CBID_cuMemAllocAsync,
        CUpti_ApiCallbackSite::CUPTI_API_ENTER,
        correlation,
        params,
        None,
    );
    during();
    // SAFETY: the out-parameter, written as the driver does.
    unsafe { block.dptr.write(a) };
    let mut ok = cuda_mem_sys::CUresult::CUDA_SUCCESS;
    call(
        observer,
        C::CUPTI_DRIVER_TRACE_CBID_cuMemAllocAsync,
        CUpti_ApiCallbackSite::CUPTI_API_EXIT,
        correlation,
        params,
        Some(&mut ok),
    );
    assert_eq!(address, a);
}

#[test]
fn an_allocation_s_exit_removes_an_answer_kept_while_it_ran() {
    let observer = Observer::for_tests();
    let table = observer.table();
    let (a, far) = (0x40_0000u64, 0x90_0000u64);
    observer.insert(far, device(), observer.frees());
    // A query while the call ran: the half-made answer, kept.
    allocate_async(observer, 5, a, || {
        observer.insert(a + 8, device(), observer.frees())
    });
    assert_eq!(table.get(a + 8), None, "the half-made answer is left");
    assert_eq!(table.get(far), Some(device()), "outside the allocation");
}

#[test]
fn an_entry_of_an_earlier_subscription_is_not_paired_with_the_same_correlation_id() {
    let observer = Observer::for_tests();
    let table = observer.table();
    let (a, b) = (0x10_0000u64, 0x20_0000u64);
    // A free of `a` entered in an earlier subscription, with correlation
    // id 3 (a new subscription's ids may start again).
    entered_free(observer, a, 3);
    observer.stop();
    observer.start();
    observer.insert(a, device(), observer.frees());
    observer.insert(b, device(), observer.frees());
    // The exit of another call with id 3, in this subscription: not the
    // earlier entry's, so every answer goes, `b`'s with them.
    let block = p::cuMemFree_v2_params { dptr: b };
    let mut ok = cuda_mem_sys::CUresult::CUDA_SUCCESS;
    call(
        observer,
        C::CUPTI_DRIVER_TRACE_CBID_cuMemFree_v2,
        CUpti_ApiCallbackSite::CUPTI_API_EXIT,
        3,
        (&block as *const p::cuMemFree_v2_params).cast(),
        Some(&mut ok),
    );
    assert_eq!(
        table.get(b),
        None,
        "paired with another subscription's entry"
    );
}

#[test]
fn the_first_insert_ever_made_while_an_allocation_ran_is_removed_at_its_exit() {
    let observer = Observer::for_tests();
    let table = observer.table();
    let a = 0x40_0000u64;
    // The observer's first insert: the count goes from 0 to 1.
    allocate_async(observer, 6, a, || {
        observer.insert(a + 8, device(), observer.frees())
    });
    assert_eq!(table.get(a + 8), None);
}

/// VMM device memory (no context), kept where `cuMemMap` was seen.
fn vmm() -> Answer {
    Answer::from_words([5, 1, 0, 0])
}

/// Stream-ordered memory (no context, a pool), kept inside an allocation
/// seen made.
fn pool() -> Answer {
    Answer::from_words([4, 1, 0, 0x77])
}

/// Calls `cbid`'s entry with a block of zeros (the rows tested here read
/// no parameter).
fn enter(observer: &'static Observer, cbid: C) {
    let block = [0u64; 8];
    call(
        observer,
        cbid,
        CUpti_ApiCallbackSite::CUPTI_API_ENTER,
        11,
        block.as_ptr().cast(),
        None,
    );
}

#[test]
fn a_context_s_destruction_removes_its_memory_and_leaves_pool_and_vmm_memory() {
    let observer = Observer::for_tests();
    let table = observer.table();
    let (d, v, s) = (0x10_0000u64, 0x40_0000u64, 0x80_0000u64);
    observer.mapped(v, v + 0x20_0000);
    observer.allocated(s, s + 4096);
    observer.insert(d, device(), observer.frees());
    observer.insert(v, vmm(), observer.frees());
    observer.insert(s, pool(), observer.frees());
    assert!(table.get(v).is_some() && table.get(s).is_some());
    enter(observer, C::CUPTI_DRIVER_TRACE_CBID_cuCtxDestroy_v2);
    assert_eq!(table.get(d), None, "the context's memory");
    assert_eq!(table.get(v), Some(vmm()));
    assert_eq!(table.get(s), Some(pool()));
}

#[test]
fn a_graph_node_of_any_type_removes_every_pool_answer_and_nothing_else() {
    let observer = Observer::for_tests();
    let table = observer.table();
    let (d, s) = (0x10_0000u64, 0x80_0000u64);
    observer.allocated(s, s + 4096);
    observer.insert(d, device(), observer.frees());
    observer.insert(s, pool(), observer.frees());
    enter(observer, C::CUPTI_DRIVER_TRACE_CBID_cuGraphAddNode);
    assert_eq!(table.get(s), None, "a free node may free it");
    assert_eq!(table.get(d), Some(device()));
    // The allocation is forgotten with it: its answer is no longer kept.
    observer.insert(s, pool(), observer.frees());
    assert_eq!(table.get(s), None);
}

#[test]
fn the_end_of_a_subscription_empties_the_table() {
    let observer = Observer::for_tests();
    let table = observer.table();
    let (d, v) = (0x10_0000u64, 0x40_0000u64);
    observer.mapped(v, v + 0x20_0000);
    observer.insert(d, device(), observer.frees());
    observer.insert(v, vmm(), observer.frees());
    observer.stop();
    observer.start();
    // Frees made while no one observed are not seen: nothing of before
    // may be answered, and a mapping of before is no longer one.
    assert_eq!(table.get(d), None);
    assert_eq!(table.get(v), None);
    observer.insert(v, vmm(), observer.frees());
    assert_eq!(
        table.get(v),
        None,
        "a VMM answer outside every mapping seen"
    );
}
