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
//! `entry_points.rs` what each driver entry point does to them,
//! `callback.rs` the callback that does it, `subscription.rs` the public
//! handles and the CUPTI subscription.
//!
//! Pageable memory is never kept (no negative cache: memory can become
//! driver-known without a call CUPTI reports, through a graph's launch),
//! nor graph memory (VMM answers are kept only inside mappings the
//! callbacks saw made): both cost the direct call. Stream-ordered memory is
//! kept only from its allocation's exit callback (at the address the
//! allocation returned) until its free is called, never on a miss: its
//! free takes effect on the stream after the call, and the driver may
//! release the memory at any synchronisation after that, with no callback.
//! Answers are the driver's at the time of the call that made them. The
//! table is fixed at load and evicts by hash; with its writer's copy of the
//! keys, their lists by granule and the mappings it takes 320 KiB.
//! [`Cuda::classify_by_driver`] never uses it.

mod callback;
mod entry_points;
mod mappings;
pub(crate) mod observer;
pub(crate) mod subscription;
mod sync;
pub(crate) mod table;

use super::answer::{MemoryKind, PointerInfo};
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
/// its range held), owned or not. Owned memory goes in it at its first
/// classification at an address (the registry's answer), so owned memory
/// seen before costs what foreign memory does.
#[inline(always)]
pub(crate) fn classify(cuda: &Cuda, address: u64) -> Result<PointerInfo> {
    let shared = &*cuda.shared;
    // A forked child answers only owned memory: the cache, like the
    // driver, is the parent's.
    if let Some(answer) = shared.table.get(address) {
        if !shared.inherited() {
            return Ok(PointerInfo { address, answer });
        }
    }
    miss(cuda, address)
}

/// Past the table: the registry's answer, else the driver's, kept for
/// the next time.
#[inline(never)]
fn miss(cuda: &Cuda, address: u64) -> Result<PointerInfo> {
    let shared = &*cuda.shared;
    let observer = shared.observer;
    // Read before the registry's lookup or the driver's query: a free
    // observed after it keeps the answer out of the cache.
    let frees = observer.frees();
    if shared.registry.may_hold(address) {
        if let Some(answer) = shared.registry.lookup_held(address) {
            // Owned memory is freed through the driver, whose free's
            // callbacks remove the answer as they do a foreign one's: kept,
            // the next classification of this address is a table hit. A
            // forked child takes no lock.
            if !shared.inherited() {
                observer.insert(address, answer, frees);
            }
            return Ok(PointerInfo { address, answer });
        }
    }
    let info = super::query(cuda, address)?;
    if keepable(&info) {
        observer.insert(address, info.answer, frees);
    }
    Ok(info)
}

/// Whether the driver's answer may be kept until a callback removes it.
/// Not pageable memory (no callback marks memory becoming
/// driver-known: a graph's launch does it), nor stream-ordered memory
/// (kept only from its allocation's exit callback: a miss may come after
/// its free was called, before the stream ran it). A VMM answer is kept
/// only inside a mapping the callbacks saw made (`mappings.rs`, checked
/// by the insert): a graph's memory answers as VMM memory does, and a
/// graph's launch frees it.
fn keepable(info: &PointerInfo) -> bool {
    !matches!(
        info.kind(),
        MemoryKind::Pageable | MemoryKind::StreamOrdered
    )
}
