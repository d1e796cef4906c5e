//! Memory this crate did not allocate (the user's buffers), seen before.
//!
//! Observed mode: the cache of foreign answers that CUPTI's callbacks keep
//! exact. What each mode costs and assumes is the table in
//! [`ForeignMode`](crate::ForeignMode)'s docs.
//!
//! Why no cache by default: a cache checked by the driver's buffer id
//! ("validated mode") was measured on the H200 and does not pay. A
//! one-attribute `BUFFER_ID` check is unsound there: a query made while
//! `cuMemAllocAsync` runs answers pool memory without its pool, and that
//! answer would be kept for the allocation's life. Checking the pool too
//! makes the check cost what the full classification costs (see
//! `docs/bench-log/2026-12-04-h200.md`), and the first sight of an
//! allocation two calls.
//!
//! The parts: `observer.rs` holds the state (one per driver library per
//! process, never freed), `table.rs` the lock-free table of answers,
//! `mappings.rs` the VMM mappings whose answers may be kept,
//! `allocations.rs` the stream-ordered allocations whose answers may be,
//! `entry_points.rs` what each driver entry point does to them,
//! `callback.rs` the callback that does it, `subscription.rs` the public
//! handles and the CUPTI subscription, `policy.rs` whether to subscribe.
//!
//! Pageable memory is kept until a call that may make memory driver-known
//! returns (an allocation, a registration, a mapping, an import, a graph's
//! launch, a module's load, a context's creation, anywhere in the
//! process). Some name no range: a graph's launch maps the graph's
//! allocations inside the call with no parameter saying where
//! (`cuda-mem-bench/c/graph_maps_later.c` on the H200), a module's load
//! places its variables, a context makes its own memory; so each such exit
//! ends every pageable answer (a count the answer carries). What stays
//! unseen: memory a driver makes inside a call that is in no row (a kernel
//! launch loads only code); a pointer that is no allocation's (a random
//! one, or one freed before observing began) over which the driver later
//! places memory of its own inside such a call may keep its pageable
//! answer until the next counted call. Graph memory is never kept (VMM answers are kept only
//! inside mappings the callbacks saw made): it costs the direct call.
//! Stream-ordered memory is kept only inside an allocation made while
//! observing, until its free is called (`allocations.rs`):
//! its free takes effect on the stream after the call, and the driver may
//! release the memory at any synchronisation after that, with no callback.
//! Answers are the driver's at the time of the call that made them, and
//! an address's answer is kept at its second sight, not its first
//! ([`miss`]). The table is fixed at load and evicts by hash; with its
//! writer's copy of the keys, their lists by granule, the mappings and the
//! record of allocations (which grows up to its bound) it takes at most
//! about 545 KiB.
//! [`Cuda::classify_by_driver`] never uses it.

mod allocations;
mod callback;
mod entry_points;
mod hint;
#[cfg(all(test, loom))]
mod loom_tests;
mod mappings;
pub(crate) mod observer;
pub(crate) mod policy;
pub(crate) mod subscription;
mod sync;
pub(crate) mod table;

use super::answer::{Answer, MemoryKind, PointerInfo};
use crate::error::Result;
use crate::handle::Cuda;

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
pub(crate) fn classify(cuda: &Cuda, address: u64) -> Result<PointerInfo> {
    let shared = &*cuda.shared;
    // A forked child answers only owned memory: the cache, like the
    // driver, is the parent's. (`kept`'s body, written again: `Option`
    // between the two put the answer through the stack, 3.3 → 7.8 ns on
    // the build machine.)
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
/// still right: [`classify`]'s hit.
#[inline(always)]
pub(crate) fn kept(cuda: &Cuda, address: u64) -> Option<PointerInfo> {
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
/// [`Slots::seen_again`]: table::Slots::seen_again
#[inline(never)]
pub(crate) fn miss(cuda: &Cuda, address: u64) -> Result<PointerInfo> {
    let shared = &*cuda.shared;
    let observer = shared.observer;
    // At a second sight, the counts of frees and of calls that make
    // memory, read before the registry's lookup or the driver's query: a
    // free observed after it keeps the answer out of the cache, and memory
    // made driver-known after it ends a pageable answer. A forked child
    // keeps nothing: the cache, like the driver, is the parent's.
    let keep = (!shared.inherited() && shared.table.seen_again(address))
        .then(|| (observer.frees(), observer.makes()));
    if shared.registry.may_hold(address) {
        if let Some(answer) = shared.registry.lookup_held(address) {
            // Owned memory is freed through the driver, whose free's
            // callbacks remove the answer as they do a foreign one's: kept,
            // the next classification of this address is a table hit.
            if let Some((frees, _)) = keep {
                observer.insert(address, answer, frees);
            }
            return Ok(PointerInfo { address, answer });
        }
    }
    let info = super::query(cuda, address)?;
    if let Some((frees, makes)) = keep {
        let answer = match info.kind() {
            // Until a call makes memory driver-known anywhere: a graph's
            // launch names no address.
            MemoryKind::Pageable => Answer::stamped_pageable(makes),
            // A VMM answer is kept only inside a mapping the callbacks saw
            // made (`mappings.rs`: a graph's memory answers as VMM memory
            // does, and a graph's launch frees it), a stream-ordered one
            // only inside an allocation seen made whose free was not called
            // (`allocations.rs`: its free takes effect on the stream after
            // the call); the insert checks both.
            _ => info.answer,
        };
        observer.insert(address, answer, frees);
    }
    Ok(info)
}
