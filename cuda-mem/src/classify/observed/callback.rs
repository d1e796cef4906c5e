//! The callback CUPTI calls inside every driver entry point of
//! [`ENTRY_POINTS`](super::entry_points::ENTRY_POINTS) with an effect, on
//! the calling thread: what the entry point does to kept answers, done to
//! the process's [`Observer`] (never freed, so a callback still running
//! after the subscription ended touches live memory).
//!
//! A call's entry and exit are paired by the call's CUPTI correlation id,
//! its callback id and the subscription's number; an exit that finds no
//! matching entry (the subscription started or ended while the call ran)
//! removes every answer, and one whose entry it finds scans the table again
//! only if an insert was attempted while the call ran. In a child forked
//! after the subscription the callback returns at once.

use super::entry_points::{effect, Effect, Field};
use super::observer::Observer;
use crate::classify::answer::Answer;
use cuda_sys::cupti::{
    CUpti_ApiCallbackSite, CUpti_CallbackData, CUpti_CallbackDomain, CUpti_CallbackId,
    CUpti_CallbackIdResource,
};
use std::cell::Cell;
use std::ffi::c_void;

#[cfg(not(loom))]
thread_local! {
    /// The call this thread is inside, as its entry callback left it for
    /// its exit callback.
    static PENDING: Cell<Option<Pending>> = const { Cell::new(None) };
}
// Under loom each modelled thread has its own, so that the model drives
// this very callback.
#[cfg(loom)]
loom::thread_local! {
    static PENDING: Cell<Option<Pending>> = Cell::new(None);
}

/// An allocation's `[start, end)`, when the driver gave it.
type Range = Option<(u64, u64)>;

/// One driver call, as its entry and exit callbacks both see it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Call {
    correlation: u32,
    cbid: u32,
    epoch: u64,
}

impl Call {
    /// The call `data` reports, in the observer's current subscription.
    fn of(data: &CUpti_CallbackData, cbid: u32, observer: &Observer) -> Call {
        Call {
            correlation: data.correlationId,
            cbid,
            epoch: observer.epoch(),
        }
    }
}

/// What an entry callback leaves for its exit.
#[derive(Clone, Copy, Debug)]
struct Pending {
    call: Call,
    /// The freed allocation's range, read at the entry (a free's).
    range: Range,
    /// Its device alias where it differs (a host free's).
    alias: Range,
    /// [`Observer::inserts`] before the entry's own work: an insert counted
    /// later may hold an answer read while the call ran.
    inserts: u64,
}

/// The entry's [`Pending`] of `call`, taken (none if the entry was not
/// seen: the subscription started or ended while the call ran).
fn pending(call: Call) -> Option<Pending> {
    PENDING.with(Cell::take).filter(|p| p.call == call)
}

/// Whether the call whose exit `data` describes returned CUDA_SUCCESS.
fn succeeded(data: &CUpti_CallbackData) -> bool {
    let r = data.functionReturnValue.cast::<cuda_sys::CUresult>();
    // SAFETY: at an exit, CUPTI points the return value at the call's
    // CUresult (or leaves it null).
    !r.is_null() && unsafe { r.read() } == cuda_sys::CUresult::CUDA_SUCCESS
}

/// The callback: runs inside the driver call, on the calling thread.
///
/// # Safety
/// `userdata` is an [`Observer`] (never freed); `cbdata` is what CUPTI
/// passes for `domain` and `cbid`.
pub(crate) unsafe extern "C" fn on_callback(
    userdata: *mut c_void,
    domain: CUpti_CallbackDomain,
    cbid: CUpti_CallbackId,
    cbdata: *const c_void,
) {
    // SAFETY: the subscription's userdata: a leaked observer.
    let observer = unsafe { &*userdata.cast::<Observer>() };
    if observer.in_child() {
        return;
    }
    if domain == CUpti_CallbackDomain::CUPTI_CB_DOMAIN_RESOURCE {
        if cbid == CUpti_CallbackIdResource::CUPTI_CBID_RESOURCE_CONTEXT_DESTROY_STARTING.0 {
            observer.remove_answers(Answer::in_context);
        }
        return;
    }
    if domain != CUpti_CallbackDomain::CUPTI_CB_DOMAIN_DRIVER_API || cbdata.is_null() {
        return;
    }
    // SAFETY: a driver-API callback's data.
    let data = unsafe { &*cbdata.cast::<CUpti_CallbackData>() };
    let entering = data.callbackSite == CUpti_ApiCallbackSite::CUPTI_API_ENTER;
    let params = data.functionParams;
    let effect = effect(cbid);
    if params.is_null() && effect != Effect::Nothing {
        observer.remove_all();
        return;
    }
    match effect {
        Effect::Nothing => {}
        Effect::FreesAll => observer.remove_all(),
        Effect::FreesContextMemory => observer.remove_answers(Answer::in_context),
        Effect::FreesPoolMemory => observer.remove_pool_memory(),
        Effect::Unmaps(address, size) => {
            // SAFETY: plain values of this entry point's block.
            let (lo, len) = unsafe { (address.read(params), size.read(params)) };
            observer.remove(lo, lo.saturating_add(len));
        }
        Effect::Frees(address) | Effect::FreesHost(address) => {
            // SAFETY: a plain value of this entry point's block.
            let address = unsafe { address.read(params) };
            if address == 0 {
                // Freeing null frees nothing (`cudaFree(NULL)`).
                return;
            }
            let call = Call::of(data, cbid, observer);
            if entering {
                // A stream-ordered allocation seen made is forgotten with
                // its answers, its range known without asking the driver.
                // The alias is asked first, while the memory is still
                // registered, and goes with the host range.
                let alias = match effect {
                    Effect::FreesHost(_) => observer.device_alias(address),
                    _ => None,
                };
                let (range, inserts) = observer.enter_free(address);
                let alias = alias.and_then(|a| alias_range(address, a, range));
                if let Some((lo, hi)) = alias {
                    observer.remove(lo, hi);
                }
                PENDING.with(|p| {
                    p.set(Some(Pending {
                        call,
                        range,
                        alias,
                        inserts,
                    }))
                });
                return;
            }
            match pending(call) {
                // Nothing kept since the entry removed the ranges.
                Some(p) if !observer.exit_must_remove(p.inserts) => {}
                Some(p) => {
                    observer.remove_range(p.range);
                    if let Some((lo, hi)) = p.alias {
                        observer.remove(lo, hi);
                    }
                }
                None => observer.remove_all(),
            }
        }
        Effect::Makes(start, size) => {
            made(observer, data, cbid, entering, start, size);
        }
        Effect::Maps(start, size) => {
            if made(observer, data, cbid, entering, start, Some(size)) {
                // SAFETY: plain values of this entry point's block.
                let (lo, len) = unsafe { (start.read(params), size.read(params)) };
                observer.mapped(lo, lo.saturating_add(len));
            }
        }
        Effect::Allocates(start, size) => {
            if made(observer, data, cbid, entering, start, Some(size)) {
                // SAFETY: plain values of this entry point's block at the
                // exit of a call that succeeded, which wrote its
                // out-parameter.
                let (lo, len) = unsafe { (start.read(params), size.read(params)) };
                observer.allocated(lo, lo.saturating_add(len.max(1)));
            }
        }
        Effect::MakesUnknown => {
            if entering {
                observer.count();
            } else {
                // Every answer goes, pageable ones with them.
                observer.remove_all();
            }
        }
        Effect::MakesSomewhere => {
            if !entering {
                observer.count_made();
            }
        }
    }
}

/// The device alias of the host allocation `range` holding `address`,
/// whose alias is `alias`: `None` where the alias is the host address (a
/// device that uses the host pointer) or the range is not known (then the
/// host free's entry already removed every answer).
fn alias_range(address: u64, alias: u64, range: Range) -> Range {
    let (lo, hi) = range?;
    if alias == address || !(lo..hi).contains(&address) {
        return None;
    }
    let start = alias.checked_sub(address - lo)?;
    Some((start, start.checked_add(hi - lo)?))
}

/// What an entry point that makes memory does to kept answers: counted at
/// entry; at its exit every pageable answer ends (memory may have become
/// driver-known around its range: a registration's pages, a pool's
/// mapping), and at a successful exit what its range held goes (every
/// answer at a failed one). Whether this was a successful exit.
fn made(
    observer: &Observer,
    data: &CUpti_CallbackData,
    cbid: u32,
    entering: bool,
    start: Field,
    size: Option<Field>,
) -> bool {
    let params = data.functionParams;
    let call = Call::of(data, cbid, observer);
    if entering {
        PENDING.with(|p| {
            p.set(Some(Pending {
                call,
                range: None,
                alias: None,
                inserts: observer.enter_allocation(),
            }))
        });
        return false;
    }
    let entry = pending(call);
    observer.count_made();
    if !succeeded(data) {
        observer.remove_all();
        return false;
    }
    if let Some(p) = entry {
        if !observer.exit_must_remove(p.inserts) {
            // Nothing kept while the call ran.
            return true;
        }
    }
    // SAFETY: this entry point's block at the exit of a call that
    // succeeded, which wrote its out-parameters.
    let (lo, len) = unsafe { (start.read(params), size.map(|s| s.read(params))) };
    let range = match len {
        Some(len) => Some((lo, lo.saturating_add(len.max(1)))),
        None => observer.extent(lo),
    };
    observer.remove_range(range);
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classify::answer::Answer;
    use cuda_sys::cupti::{self as p, CUpti_driver_api_trace_cbid_enum as C};

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
        result: Option<&mut cuda_sys::CUresult>,
    ) {
        let data = CUpti_CallbackData {
            callbackSite: site,
            functionParams: params,
            functionReturnValue: result.map_or(std::ptr::null_mut(), |r| {
                (r as *mut cuda_sys::CUresult).cast()
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
            let mut ok = cuda_sys::CUresult::CUDA_SUCCESS;
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
        let mut ok = cuda_sys::CUresult::CUDA_SUCCESS;
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
        let mut ok = cuda_sys::CUresult::CUDA_SUCCESS;
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
            dptr: 8 as *mut cuda_sys::CUdeviceptr,
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
        let mut failed = cuda_sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY;
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

    #[test]
    fn an_allocation_s_exit_removes_an_answer_kept_while_it_ran() {
        let observer = Observer::for_tests();
        let table = observer.table();
        let (a, far) = (0x40_0000u64, 0x90_0000u64);
        observer.insert(far, device(), observer.frees());
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
            5,
            params,
            None,
        );
        // A query while the call ran: the half-made answer, kept.
        observer.insert(a + 8, device(), observer.frees());
        address = a;
        let mut ok = cuda_sys::CUresult::CUDA_SUCCESS;
        call(
            observer,
            C::CUPTI_DRIVER_TRACE_CBID_cuMemAllocAsync,
            CUpti_ApiCallbackSite::CUPTI_API_EXIT,
            5,
            params,
            Some(&mut ok),
        );
        assert_eq!(address, a);
        assert_eq!(table.get(a + 8), None, "the half-made answer is left");
        assert_eq!(table.get(far), Some(device()), "outside the allocation");
    }
}
