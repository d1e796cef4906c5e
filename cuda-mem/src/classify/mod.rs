//! Pointer classification: every step of [`Cuda::classify`]'s path.
//!
//! 1. Address 0 is refused, with no driver call.
//! 2. In observed mode, the table of kept answers (`crate::table`, kept
//!    exact by CUPTI's callbacks in `crate::observed`): a hit is the
//!    answer, with no call; a miss asks as below and keeps the answer at
//!    the address's second sight when observed mode's policy allows.
//! 3. The registry of owned memory (`crate::registry`): its table of answers by
//!    address answers an owned address classified before; a filter of
//!    three loads turns most other addresses away inline; one out-of-line
//!    lookup answers the rest it holds (and keeps the answer).
//! 4. Anything else costs one `cuPointerGetAttributes` (`crate::query`), which
//!    the classification table of the crate docs decodes into an answer
//!    (`crate::answer`). The singular queries, `cuMemRetainAllocationHandle`
//!    and `cuMemGetAddressRange`, are never used here: on pageable and
//!    non-VMM memory they take the driver's error path, which costs many
//!    times the batched call (the bench's attribute rows show it).
//!
//! [`Cuda::classify_detailed`] (`detail.rs`) is the same query with seven
//! attributes more; `crate::observed::mode` makes a handle observe frees.
//!
//! This module is the only one that joins the parts: the registry, the
//! table and the observer know nothing of [`Cuda`] or of each other's
//! policy.

pub(crate) mod detail;

use crate::answer::PointerInfo;
use crate::error::{Error, Result};
use crate::handle::Cuda;

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
        return observed(cuda, address);
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
        return observed_kept(cuda, address);
    }
    let answer = shared.registry.kept(address)?;
    // A forked child asks the registry itself (see `classify`).
    if shared.inherited() {
        return None;
    }
    Some(PointerInfo { address, answer })
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

/// The one driver query for a non-null `address` (no cache), out of line
/// so that the registry's path stays small enough to inline into callers.
#[inline(never)]
pub(crate) fn by_driver(cuda: &Cuda, address: u64) -> Result<PointerInfo> {
    query(cuda, address)
}

/// [`by_driver`]'s body, for callers already out of line (the foreign
/// path), so that the query costs them no second call.
#[inline(always)]
pub(crate) fn query(cuda: &Cuda, address: u64) -> Result<PointerInfo> {
    let shared = &*cuda.shared;
    if shared.devices.is_empty() {
        return Ok(PointerInfo::pageable(address));
    }
    shared.query.run(shared.driver()?, &shared.devices, address)
}

/// A non-null address while frees are observed: the table first, then
/// the registry, then the driver. Inlined: a hit is a few loads and
/// no call.
///
/// The table goes before the registry, although it is meant for
/// foreign memory, because it is the shorter lookup and because a hit
/// is right for any address: the table holds only what the driver
/// answered for allocations that are live (a free's callbacks remove
/// an answer before the memory goes, an allocation's remove whatever
/// its range held), owned or not. Owned memory goes in it at its second
/// classification at an address (the registry's answer), as foreign
/// memory does (see [`miss`]), so owned memory seen before costs what
/// foreign memory does.
#[inline(always)]
fn observed(cuda: &Cuda, address: u64) -> Result<PointerInfo> {
    let shared = &*cuda.shared;
    // A forked child answers only owned memory: the cache, like the
    // driver, is the parent's. (`kept`'s body, written again: an `Option`
    // between the two puts the answer through the stack; the bench row
    // `classify/<kind>/ctx/observed` guards it.)
    if let Some(kept) = shared.table.get(address) {
        if !shared.inherited() {
            if let Some(answer) = shared.observer.current(kept) {
                return Ok(PointerInfo { address, answer });
            }
        }
    }
    miss(cuda, address)
}

/// The table's answer for a non-null `address`, if it holds one that is
/// still right: [`observed`]'s hit.
#[inline(always)]
fn observed_kept(cuda: &Cuda, address: u64) -> Option<PointerInfo> {
    let shared = &*cuda.shared;
    let kept = shared.table.get(address)?;
    // A forked child answers only owned memory: the cache, like the
    // driver, is the parent's.
    if shared.inherited() {
        return None;
    }
    let answer = shared.observer.current(kept)?;
    Some(PointerInfo { address, answer })
}

/// Past the table: the registry's answer, else the driver's; kept at the
/// address's second sight.
///
/// A first sight only marks the address's slot ([`Slots::seen_again`]):
/// it costs the direct call and two loads more, no lock and no put, so
/// memory classified once (a buffer sent once, a fresh allocation) costs
/// the cache nothing. A sight that finds its mark, with no removal in its
/// granule since, asks again and puts the answer in: a buffer used over
/// and over is a hit from its third sight on.
///
/// [`Slots::seen_again`]: crate::table::Slots::seen_again
#[inline(never)]
fn miss(cuda: &Cuda, address: u64) -> Result<PointerInfo> {
    let shared = &*cuda.shared;
    let observer = shared.observer;
    // At a second sight, what observed mode reads before the lookup (its
    // keep rule, `observed/keep.rs`). A forked child keeps nothing: the
    // cache, like the driver, is the parent's.
    let sight = (!shared.inherited() && shared.table.seen_again(address)).then(|| observer.sight());
    if shared.registry.may_hold(address) {
        if let Some(answer) = shared.registry.lookup_held(address) {
            // Kept, the next classification of this address is a table hit.
            if let Some(sight) = sight {
                observer.keep(address, answer, sight);
            }
            return Ok(PointerInfo { address, answer });
        }
    }
    let info = query(cuda, address)?;
    if let Some(sight) = sight {
        observer.keep(address, info.answer, sight);
    }
    Ok(info)
}
