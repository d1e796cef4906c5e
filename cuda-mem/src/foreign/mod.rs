//! Memory this crate did not allocate (the user's buffers).
//!
//! | mode | a foreign address seen before costs | assumes | does to a profiler |
//! |---|---|---|---|
//! | direct (default) | one full `cuPointerGetAttributes`, as [`Cuda::classify_by_driver`] | nothing | nothing |
//! | observed ([`Cuda::observe_frees`]) | a lock-free lookup by address, no driver call; stream-ordered memory, and a new address in an allocation seen before: one two-attribute call (`BUFFER_ID`, `MEMPOOL_HANDLE`) and a lookup by buffer id | CUPTI's callbacks fire at every entry point that frees, unmaps, destroys or allocates (the conformance suite checks the frees on the H200); buffer ids are never reused in a process | takes CUPTI's one subscription while on: a profiler started later cannot subscribe; when a profiler holds it, observed mode falls back to direct and says so |
//!
//! Why no cache by default: the cache by buffer id alone ("validated
//! mode") was measured on the H200 and is not worth it. A one-attribute
//! `BUFFER_ID` check is unsound there: a query made while
//! `cuMemAllocAsync` runs answers pool memory without its pool, and that
//! answer would be kept for the allocation's life. Checking the pool too
//! makes the call cost what the full classification costs (1.00-1.13×
//! `classify_by_driver`, paired), and the first sight of an allocation two
//! calls. Observed mode needs no call on a hit, so it keeps the ids only
//! as its second level.
//!
//! Observing, a pageable address (buffer id 0) costs the two-attribute
//! call every time (no negative cache: memory can become driver-known
//! without a call CUPTI reports, through a graph's allocation node); the
//! first sight of driver memory costs that call and the full
//! classification with the buffer id and the allocation's start in one
//! more. Answers are the driver's at the time of the call that made them;
//! the tables are fixed at load (256 KiB each) and evict by hash.
//! [`Cuda::classify_by_driver`] never uses them.

mod observed;
mod table;

pub use observed::{ForeignMode, FreeObserver, ObserveError, CUPTI_LIBRARIES, CUPTI_LIBRARY_ENV};

use crate::classify::{decode, PointerInfo};
use crate::detail::UNWRITTEN;
use crate::error::{Error, Result};
use crate::Cuda;
use cuda_sys::CUpointer_attribute as P;
use observed::Observed;
use std::ffi::c_void;
use table::{Packed, Table};

/// Slots of the buffer-id table (observed mode's second level): 256 KiB.
const SLOTS: usize = 4096;

/// The caches of foreign answers of one [`Cuda`].
pub(crate) struct Foreign {
    /// Answers by buffer id: observed mode's second level, for what it
    /// does not keep by address.
    by_id: Table,
    pub(crate) observed: Observed,
}

impl Foreign {
    pub(crate) fn new() -> Foreign {
        Foreign {
            by_id: Table::new(SLOTS),
            observed: Observed::new(),
        }
    }

    /// Bytes both caches take, fixed at load.
    pub(crate) fn bytes(&self) -> usize {
        self.by_id.bytes() + self.observed.bytes()
    }
}

/// Keeps `info` for `address` in observed mode's cache, unless it is
/// stream-ordered memory (whose free no callback marks) or the driver gave
/// no start.
fn keep_by_address(observed: &Observed, info: &PointerInfo, address: u64, start: u64, frees: u64) {
    if start != UNWRITTEN && start != 0 && info.kind() != crate::MemoryKind::StreamOrdered {
        observed.insert(address, start, Packed::of(info), frees);
    }
}

impl Cuda {
    /// A non-null address the registry does not hold: from the caches, or
    /// the driver (see the module docs for what each costs).
    #[inline(never)]
    pub(crate) fn classify_foreign(&self, address: u64) -> Result<PointerInfo> {
        let shared = &*self.shared;
        let observed = &shared.foreign.observed;
        if !observed.is_active() {
            return self.query(address);
        }
        if shared.devices.is_empty() {
            return Ok(PointerInfo::pageable(address));
        }
        if shared.inherited() {
            return Err(Error::InheritedAcrossFork);
        }
        let foreign = &shared.foreign;
        if let Some(p) = observed.get(address) {
            return Ok(p.info(address));
        }
        // Read before the queries: a free observed after it keeps their
        // answer out of the address cache.
        let frees = observed.frees();
        // The buffer id, and the pool where a device has pools: an answer
        // read while the allocation was being made may lack its pool
        // (seen on the H200 for `cuMemAllocAsync`), so the cached answer
        // counts only if its pool is the one the driver names now.
        let mut slots = [0u64; 2];
        let mut attrs = [
            P::CU_POINTER_ATTRIBUTE_BUFFER_ID,
            P::CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE,
        ];
        let [id_out, pool_out] = &mut slots;
        let mut outs = [id_out, pool_out].map(|s| (s as *mut u64).cast::<c_void>());
        let n = if shared.query.has_pool() { 2 } else { 1 };
        // SAFETY: `n` attributes and `n` initialised 8-byte outputs, which
        // hold a buffer id (an unsigned long long) and a pool handle.
        unsafe {
            shared
                .driver
                .cuPointerGetAttributes(n, attrs.as_mut_ptr(), outs.as_mut_ptr(), address)
        }?;
        let [id, pool] = slots;
        if id == 0 {
            return Ok(PointerInfo::pageable(address));
        }
        if let Some((p, start)) = foreign.by_id.get_with_extra(id) {
            let info = p.info(address);
            if info.pool as usize as u64 == pool {
                keep_by_address(observed, &info, address, start, frees);
                return Ok(info);
            }
        }
        self.first_sight(address, frees)
    }

    /// The full classification with the buffer id and the allocation's
    /// start in the same call; the answer is kept for the next time.
    #[cold]
    fn first_sight(&self, address: u64, frees: u64) -> Result<PointerInfo> {
        let shared = &*self.shared;
        let q = &shared.query;
        let slots = self.query_with(
            address,
            &[
                (P::CU_POINTER_ATTRIBUTE_BUFFER_ID, 0),
                (P::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR, UNWRITTEN),
            ],
        )?;
        let x = q.attributes().len();
        let info = decode(address, &slots, q, &shared.devices)?;
        // Kept by id (replacing an answer read while the allocation was
        // being made) and, observing, by address.
        let (id, start) = (slots[x], slots[x + 1]);
        if !info.is_cuda_memory() || id == 0 {
            return Ok(info);
        }
        shared.foreign.by_id.put(id, Packed::of(&info), start);
        keep_by_address(&shared.foreign.observed, &info, address, start, frees);
        Ok(info)
    }

    /// Bytes the caches of foreign answers take (fixed at load).
    pub fn foreign_cache_bytes(&self) -> usize {
        self.shared.foreign.bytes()
    }
}
