//! Memory this crate did not allocate (the user's buffers).
//!
//! | mode | a foreign address seen before costs | its first sight costs | assumes | does to a profiler |
//! |---|---|---|---|---|
//! | direct (default) | one `cuPointerGetAttributes` with the classification's attributes, as [`Cuda::classify_by_driver`] | the same | nothing | nothing |
//! | observed ([`Cuda::observe_frees`]) | a lock-free lookup by address, no driver call; pageable and stream-ordered memory (never kept): the direct call | the direct call, then a short lock to keep the answer | CUPTI's callbacks fire at every entry point that frees, unmaps, destroys or allocates (the conformance suite checks them on the H200) | takes CUPTI's one subscription while on: a profiler started later cannot subscribe; when a profiler holds it, observed mode falls back to direct and says so; each free costs one more pointer query |
//!
//! Why no cache by default: a cache checked by the driver's buffer id
//! ("validated mode") was measured on the H200 and does not pay. A
//! one-attribute `BUFFER_ID` check is unsound there: a query made while
//! `cuMemAllocAsync` runs answers pool memory without its pool, and that
//! answer would be kept for the allocation's life. Checking the pool too
//! makes the check cost what the full classification costs (BENCHMARKS.md
//! of commit e112395 has that run), and the first sight of an allocation
//! two calls.
//!
//! Observing, pageable memory is never kept (no negative cache: memory can
//! become driver-known without a call CUPTI reports, through a graph's
//! allocation node), nor is stream-ordered memory, whose free no callback
//! marks (see `observed.rs`): both cost the direct call. Answers are the
//! driver's at the time of the call that made them; the table is fixed at
//! load (256 KiB) and evicts by hash.
//! [`Cuda::classify_by_driver`] never uses it.

mod observed;
mod table;

pub use observed::{ForeignMode, FreeObserver, ObserveError, CUPTI_LIBRARIES, CUPTI_LIBRARY_ENV};

use crate::classify::PointerInfo;
use crate::error::Result;
use crate::Cuda;
pub(crate) use observed::Observed;

impl Cuda {
    /// A non-null address while frees are observed: the table first, then
    /// the registry, then the driver. Inlined: a hit is a few loads and
    /// no call.
    ///
    /// The table goes before the registry, although it is meant for
    /// foreign memory, because it is the shorter lookup and because a hit
    /// is right for any address: the table holds only what the driver
    /// answered for allocations that are live (a free's callbacks remove
    /// an answer before the memory goes, an allocation's remove whatever
    /// its range held), owned or not. Owned memory is never put in it
    /// (the registry answers it first on a miss), so owned memory pays
    /// one lookup that misses.
    #[inline(always)]
    pub(crate) fn classify_observed(&self, address: u64) -> Result<PointerInfo> {
        let shared = &*self.shared;
        // A forked child answers only owned memory: the cache, like the
        // driver, is the parent's.
        if let Some(answer) = shared.foreign.get(address) {
            if !shared.inherited() {
                return Ok(PointerInfo { address, answer });
            }
        }
        self.observed_miss(address)
    }

    /// Past the table: the registry's answer, else the driver's, kept for
    /// the next time.
    #[inline(never)]
    pub(crate) fn observed_miss(&self, address: u64) -> Result<PointerInfo> {
        let shared = &*self.shared;
        if shared.registry.may_hold(address) {
            if let Some(answer) = shared.registry.lookup_held(address) {
                return Ok(PointerInfo { address, answer });
            }
        }
        let observed = &shared.foreign;
        // Read before the query: a free observed after it keeps the answer
        // out of the cache.
        let frees = observed.frees();
        let info = self.query(address)?;
        // Pageable memory is not kept (no callback marks memory becoming
        // driver-known), nor stream-ordered memory (no callback marks the
        // moment its address is handed out again).
        if info.is_cuda_memory() && info.kind() != crate::MemoryKind::StreamOrdered {
            observed.insert(address, info.answer, frees);
        }
        Ok(info)
    }

    /// Bytes the cache of foreign answers takes (fixed at load).
    pub fn foreign_cache_bytes(&self) -> usize {
        self.shared.foreign.bytes()
    }
}
