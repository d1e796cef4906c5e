//! Pointer classification: every step of [`Cuda::classify`]'s path.
//!
//! 1. Address 0 is refused, with no driver call.
//! 2. In observed mode (`observed/`), the table of kept answers: a hit is
//!    the answer, with no call.
//! 3. The registry of owned memory (`registry/`): its table of answers by
//!    address answers an owned address classified before; a filter of
//!    three loads turns most other addresses away inline; one out-of-line
//!    lookup answers the rest it holds (and keeps the answer).
//! 4. Anything else costs one `cuPointerGetAttributes` (`query.rs`), which
//!    the classification table of the crate docs decodes into an answer
//!    (`answer.rs`). The singular queries, `cuMemRetainAllocationHandle`
//!    and `cuMemGetAddressRange`, are never used here: on pageable and
//!    non-VMM memory they take the driver's error path, which costs 10 to
//!    30 times the batched call.
//!
//! [`Cuda::classify_detailed`] (`detail.rs`) is the same query with seven
//! attributes more.

pub(crate) mod answer;
pub(crate) mod detail;
pub(crate) mod observed;
pub(crate) mod query;
pub(crate) mod registry;

use crate::error::{Error, Result};
use crate::handle::Cuda;
use answer::{PointerInfo, RawPointerInfo};
use query::Unanswered;
use std::mem::MaybeUninit;

/// [`Cuda::classify`] of a `address`. Inlined: what stays inline is small,
/// observed mode's lookup or the registry's filter; everything past them
/// (the rest of the registry's path, a driver call, keeping an answer) is
/// one out-of-line call.
#[inline(always)]
pub(crate) fn classify(cuda: &Cuda, address: u64) -> Result<PointerInfo> {
    if address == 0 {
        return Err(Error::NullPointer);
    }
    let shared = &*cuda.shared;
    if shared.is_observing() {
        return observed::classify(cuda, address);
    }
    // An owned address classified before is answered by one probe, with
    // no filter in front of it (the table holds only owned addresses);
    // a forked child asks the registry itself: a change the parent was
    // making at the fork may have been half done in the table.
    if let Some(answer) = shared.registry.kept(address) {
        if !shared.inherited() {
            return Ok(PointerInfo { address, answer });
        }
        return held(cuda, address);
    }
    if shared.registry.may_hold(address) {
        return held(cuda, address);
    }
    by_driver(cuda, address)
}

/// [`Cuda::classify_kept`]: the answer [`classify`] gives with no driver
/// call and no lock, if it has one for `address`.
#[inline(always)]
pub(crate) fn kept(cuda: &Cuda, address: u64) -> Option<PointerInfo> {
    if address == 0 {
        return None;
    }
    let shared = &*cuda.shared;
    if shared.is_observing() {
        return observed::kept(cuda, address);
    }
    let answer = shared.registry.kept(address)?;
    // A forked child asks the registry itself (see `classify`).
    if shared.inherited() {
        return None;
    }
    Some(PointerInfo { address, answer })
}

/// [`Cuda::classify_past_kept_into`]: [`classify`] of `address` without
/// the look at its kept answer, for a caller that has just had [`kept`]'s
/// `None`, written through `out`. Inlined into a caller that is out of
/// line itself (the C library's path for a miss, whose `out` is its
/// caller's struct). The driver's answer is written there by
/// [`by_driver_into`], the function from which [`classify`] calls the
/// driver too; the registry's and observed mode's come back from their
/// out-of-line paths, those [`classify`] takes.
#[inline(always)]
pub(crate) fn past_kept_into(
    cuda: &Cuda,
    address: u64,
    out: &mut MaybeUninit<RawPointerInfo>,
) -> Result<()> {
    if address == 0 {
        return Err(Error::NullPointer);
    }
    let shared = &*cuda.shared;
    // Every owned address passes the filter, a kept one included (a forked
    // child's, which `kept` refuses, among them).
    let found = if shared.is_observing() {
        observed::miss(cuda, address)
    } else if shared.registry.may_hold(address) {
        held(cuda, address)
    } else {
        return by_driver_into(cuda, address, PointerInfo::raw_slot(out))
            .map_err(|why| why.error(address));
    };
    write_raw(out, &found?);
    Ok(())
}

/// Writes `info` through `out` field by field: `info` comes back through
/// memory from an out-of-line path, its fields stored one by one, and a
/// whole-struct copy could load two of them as one word, which waits until
/// both stores are written back (store forwarding fails).
#[inline(always)]
fn write_raw(out: &mut MaybeUninit<RawPointerInfo>, info: &PointerInfo) {
    let v = info.to_raw();
    let out = out.as_mut_ptr();
    // SAFETY: `out` is valid for a write of the struct (a `&mut`); each
    // field is written once, in place (volatile: not merged into wider
    // moves), so that the whole struct is initialised.
    unsafe {
        std::ptr::addr_of_mut!((*out).address).write_volatile(v.address);
        std::ptr::addr_of_mut!((*out).kind).write_volatile(v.kind);
        std::ptr::addr_of_mut!((*out).device).write_volatile(v.device);
        std::ptr::addr_of_mut!((*out).location).write_volatile(v.location);
        std::ptr::addr_of_mut!((*out).location_id).write_volatile(v.location_id);
        std::ptr::addr_of_mut!((*out).context).write_volatile(v.context);
        std::ptr::addr_of_mut!((*out).pool).write_volatile(v.pool);
    }
}

/// An address the registry's filter let through and whose answer it has
/// not kept, frees not observed: the registry's answer (kept for the next
/// time), else the driver's.
#[inline(never)]
fn held(cuda: &Cuda, address: u64) -> Result<PointerInfo> {
    let registry = &cuda.shared.registry;
    // A forked child takes no lock: it keeps nothing.
    let found = if cuda.shared.inherited() {
        registry.lookup_held(address)
    } else {
        registry.lookup_and_keep(address)
    };
    match found {
        Some(answer) => Ok(PointerInfo { address, answer }),
        // A call, so that the registry's lookup stays inline here.
        None => by_driver(cuda, address),
    }
}

/// [`Cuda::classify_by_driver`] of `address`: the query written into the
/// caller, which asks for the driver's answer and nothing else (the C
/// library's `cuda_mem_classify_by_driver` then costs one call more than
/// the raw one, not two).
#[inline(always)]
pub(crate) fn classify_by_driver(cuda: &Cuda, address: u64) -> Result<PointerInfo> {
    if address == 0 {
        return Err(Error::NullPointer);
    }
    query(cuda, address)
}

/// The one driver query for a non-null `address` (no cache), through
/// [`by_driver_into`]: its answer taken out of the caller's slot, which
/// [`classify`] returns.
#[inline(always)]
pub(crate) fn by_driver(cuda: &Cuda, address: u64) -> Result<PointerInfo> {
    let mut slot = MaybeUninit::uninit();
    match by_driver_into(cuda, address, &mut slot) {
        // SAFETY: `by_driver_into` wrote the whole answer before its `Ok`.
        Ok(()) => Ok(unsafe { slot.assume_init() }),
        Err(why) => Err(why.error(address)),
    }
}

/// The one driver query for a non-null `address` (no cache), its answer
/// written through `out`: the one function from which both [`classify`]
/// and the C library's `cuda_mem_classify` call the driver (through
/// [`past_kept_into`]). Out of line, so that the registry's path stays
/// small enough to inline into callers; shared, because the driver's call
/// costs a few ns more or less with where the caller's frame puts the
/// query's slots and how deep it is (BENCHMARKS.md), so that two callers
/// with frames of their own differ by that, not by what each adds. The
/// reason for no answer comes back in registers.
#[inline(never)]
pub(crate) fn by_driver_into(
    cuda: &Cuda,
    address: u64,
    out: &mut MaybeUninit<PointerInfo>,
) -> std::result::Result<(), Unanswered> {
    out.write(asked(cuda, address)?);
    Ok(())
}

/// [`asked`]'s answer or its error, for callers already out of line (the
/// foreign path, the registry's), so that the query costs them no second
/// call.
#[inline(always)]
pub(crate) fn query(cuda: &Cuda, address: u64) -> Result<PointerInfo> {
    asked(cuda, address).map_err(|why| why.error(address))
}

/// The query's body: pageable with no device visible, refused in a
/// forked child, else the driver's decoded answer.
#[inline(always)]
fn asked(cuda: &Cuda, address: u64) -> std::result::Result<PointerInfo, Unanswered> {
    let shared = &*cuda.shared;
    if shared.devices.is_empty() {
        return Ok(PointerInfo::pageable(address));
    }
    if shared.inherited() {
        return Err(Unanswered::Inherited);
    }
    shared.query.ask(&shared.driver, &shared.devices, address)
}
