//! The protocol between inserts, lookups and the callbacks that remove,
//! model-checked with loom (`LOOM_MAX_PREEMPTIONS=3 RUSTFLAGS="--cfg loom"
//! cargo test -p cuda-mem --lib loom`): every interleaving, with the memory
//! orderings the code asks for. A driver call is modelled by CUPTI's
//! callback (`callback.rs`'s `on_callback`, the code the driver runs)
//! at its entry and its exit, and what the driver does in between by a
//! flag a query reads: a query made before the driver freed (or finished
//! making) the memory sees it live (or half made), as on the H200.

use super::callback::on_callback;
use super::observer::*;
use crate::answer::Answer;
use crate::sync::Ordering;
use crate::table::{Table, Writer};
use cuda_mem_sys::cupti::{
    self as p, CUpti_ApiCallbackSite as Site, CUpti_CallbackData, CUpti_CallbackDomain,
    CUpti_driver_api_trace_cbid_enum as C,
};
use cuda_mem_sys::CUresult;
use loom::sync::atomic::AtomicU64 as State;
use loom::sync::Arc;
use loom::thread;

/// An allocation at `[A, A + LEN)`, classified at `A + 8`.
const A: u64 = 0x1000;
const LEN: u64 = 0x1000;

/// A device answer (kept by any insert the protocol allows), told apart
/// by its context word.
fn answer(n: u64) -> Answer {
    Answer::from_words([2, 1, n, 0])
}

/// An observer whose record holds `[A, A + LEN)`, so that a free's entry
/// finds its range there (the driver's extent, asked for memory the
/// record does not hold, is not modelled: it is the same range); and the
/// allocation's state, which the free sets to 1 when the driver frees it.
fn allocation() -> (&'static Observer, Arc<State>) {
    let o = Observer::for_tests();
    o.allocated(A, A + LEN);
    (o, Arc::new(State::new(0)))
}

/// CUPTI's callback for the driver entry point `cbid` at `site`, with the
/// parameter block `params` and, at an exit, a successful return.
fn callback<P>(o: &'static Observer, cbid: C, site: Site, params: &P) {
    let mut result = CUresult::CUDA_SUCCESS;
    let data = CUpti_CallbackData {
        callbackSite: site,
        functionParams: (params as *const P).cast(),
        functionReturnValue: (&mut result as *mut CUresult).cast(),
        correlationId: 1,
        ..Default::default()
    };
    // SAFETY: a leaked observer; a driver-API callback's data, whose
    // parameter block is the entry point's.
    unsafe {
        on_callback(
            (o as *const Observer).cast_mut().cast(),
            CUpti_CallbackDomain::CUPTI_CB_DOMAIN_DRIVER_API,
            cbid.0,
            (&data as *const CUpti_CallbackData).cast(),
        )
    };
}

/// A driver call of `cbid` with `params`: the entry callback, what the
/// driver does, the exit callback.
fn driver_call<P>(o: &'static Observer, cbid: C, params: &P, driver: impl FnOnce()) {
    callback(o, cbid, Site::CUPTI_API_ENTER, params);
    driver();
    callback(o, cbid, Site::CUPTI_API_EXIT, params);
}

/// The free of `[A, A + LEN)`: `cuMemFree` at `A`, the driver freeing the
/// memory inside it.
fn free(o: &'static Observer, freed: &State) {
    let block = p::cuMemFree_v2_params { dptr: A };
    driver_call(o, C::CUPTI_DRIVER_TRACE_CBID_cuMemFree_v2, &block, || {
        freed.store(1, Ordering::SeqCst)
    });
}

/// A free racing a classification of its memory: once the free has
/// returned, no answer the classification kept is left.
#[test]
fn loom_a_free_leaves_no_answer_read_while_it_ran() {
    loom::model(|| {
        let (o, freed) = allocation();
        let classify = {
            let freed = freed.clone();
            thread::spawn(move || {
                let frees = o.frees();
                // The query: the memory is live until the driver frees it.
                if freed.load(Ordering::SeqCst) == 0 {
                    o.insert(A + 8, answer(1), frees);
                }
            })
        };
        free(o, &freed);
        classify.join().unwrap();
        assert_eq!(o.table().get(A + 8), None);
    });
}

/// An allocation racing a classification of its memory: a half-made
/// answer (pool memory without its pool, seen on the H200) read while
/// the call ran is never left once the call has returned.
#[test]
fn loom_an_allocation_leaves_no_half_made_answer() {
    loom::model(|| {
        let o = Observer::for_tests();
        let made = Arc::new(State::new(0));
        let classify = {
            let made = made.clone();
            thread::spawn(move || {
                let frees = o.frees();
                // The query: nothing, half made, or made.
                match made.load(Ordering::SeqCst) {
                    0 => {}
                    s => o.insert(A + 8, answer(s), frees),
                }
            })
        };
        // The allocation: `cuMemAllocAsync`, the driver making the memory
        // in two steps inside it.
        let mut address = 0u64;
        let block = p::cuMemAllocAsync_params {
            dptr: &mut address,
            bytesize: LEN as usize,
            hStream: std::ptr::null_mut(),
        };
        driver_call(
            o,
            C::CUPTI_DRIVER_TRACE_CBID_cuMemAllocAsync,
            &block,
            || {
                made.store(1, Ordering::SeqCst);
                made.store(2, Ordering::SeqCst);
                // SAFETY: the out-parameter, written as the driver does.
                unsafe { block.dptr.write(A) };
            },
        );
        classify.join().unwrap();
        assert_ne!(o.table().get(A + 8), Some(answer(1)));
    });
}

/// A graph's launch racing a classification of an address the launch
/// makes driver-known (the launch names no address): once the launch
/// has returned, a pageable answer read before the memory was made is
/// never answered.
#[test]
fn loom_a_launch_ends_every_pageable_answer_read_before_it() {
    loom::model(|| {
        let o = Observer::for_tests();
        let made = Arc::new(State::new(0));
        let classify = {
            let made = made.clone();
            thread::spawn(move || {
                let (frees, makes) = (o.frees(), o.makes());
                // The query: unregistered until the launch maps it.
                if made.load(Ordering::SeqCst) == 0 {
                    o.insert(A, Answer::PAGEABLE.stamped(makes), frees);
                }
            })
        };
        // The launch: the driver maps the memory, then the exit
        // callback counts it.
        made.store(1, Ordering::SeqCst);
        o.count_made();
        classify.join().unwrap();
        let answered = o.table().get(A).and_then(|kept| o.current(kept));
        assert_ne!(answered, Some(Answer::PAGEABLE));
    });
}

/// A lookup racing inserts and a removal of the same key: it answers
/// nothing, or one whole answer, never a mix of two.
#[test]
fn loom_a_lookup_never_sees_a_torn_answer() {
    loom::model(|| {
        let o = Observer::for_tests();
        let writer = thread::spawn(move || {
            o.insert(A, answer(1), o.frees());
            o.insert(A, answer(2), o.frees());
            o.remove(A, A + 1);
        });
        let seen = o.table().get(A);
        assert!(
            matches!(seen, None) || seen == Some(answer(1)) || seen == Some(answer(2)),
            "{seen:?}"
        );
        writer.join().unwrap();
        assert_eq!(o.table().get(A), None);
    });
}

/// A lookup racing the removal of its key: it answers the whole answer
/// or nothing, never the answer half emptied (the sequence read odd, a
/// write under way, is refused). The table alone, its writer on the
/// model's main thread: the tear takes three preemptions.
#[test]
fn loom_a_lookup_never_sees_a_half_removed_answer() {
    loom::model(|| {
        let t = Table::new();
        let mut w = Writer::new();
        w.put(&t, A, answer(1));
        let lookup = thread::spawn(move || t.get(A));
        w.remove(&t, A, A + 1);
        let seen = lookup.join().unwrap();
        assert!(seen.is_none() || seen == Some(answer(1)), "{seen:?}");
    });
}

/// A stream-ordered free racing a classification of its memory, which the
/// driver answers as pool memory until the stream runs the free, after
/// the call: once the free's call has returned, no answer is kept, even
/// one read after it.
#[test]
fn loom_a_stream_ordered_free_leaves_no_answer() {
    loom::model(|| {
        let o = Observer::for_tests();
        o.allocated(A, A + LEN);
        let pool = Answer::from_words([4, 1, 0, 0x77]);
        let classify = thread::spawn(move || {
            let frees = o.frees();
            // The query: pool memory, before and after the free's call.
            o.insert(A, pool, frees);
        });
        // The free's call: its entry forgets the allocation and removes
        // its range, its exit pairs with it.
        let block = p::cuMemFreeAsync_params {
            dptr: A,
            hStream: std::ptr::null_mut(),
        };
        driver_call(o, C::CUPTI_DRIVER_TRACE_CBID_cuMemFreeAsync, &block, || {});
        classify.join().unwrap();
        assert_eq!(o.table().get(A), None);
    });
}
