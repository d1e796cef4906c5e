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
use crate::answer::Answer;
use cuda_mem_sys::cupti::{
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
    let r = data.functionReturnValue.cast::<cuda_mem_sys::CUresult>();
    // SAFETY: at an exit, CUPTI points the return value at the call's
    // CUresult (or leaves it null).
    !r.is_null() && unsafe { r.read() } == cuda_mem_sys::CUresult::CUDA_SUCCESS
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
            freed(observer, data, cbid, entering, effect, address);
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

/// What an entry point that frees does to kept answers: at its entry the
/// allocation's range (and, for a host free, its device alias) is removed
/// and left for the exit, which removes it again if an insert was
/// attempted while the call ran (every answer when the entry was not
/// seen).
fn freed(
    observer: &Observer,
    data: &CUpti_CallbackData,
    cbid: u32,
    entering: bool,
    effect: Effect,
    address: Field,
) {
    let params = data.functionParams;
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
mod tests;
