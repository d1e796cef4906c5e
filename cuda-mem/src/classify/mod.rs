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
use answer::PointerInfo;

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
