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
//! This module is CUPTI's side alone and knows nothing of [`Cuda`](crate::Cuda):
//! `observer.rs` holds the state (one per driver library per process,
//! never freed) with the lock-free table of answers (`crate::table`),
//! `mappings.rs` the VMM mappings whose answers may be kept,
//! `allocations.rs` the stream-ordered allocations whose answers may be,
//! `entry_points.rs` what each driver entry point does to them,
//! `callback.rs` the callback that does it, `policy.rs` whether to
//! subscribe. The lookup and the keeping of answers are `classify/`'s
//! (`classify/mod.rs`), the public handles and the subscription
//! `classify/subscription.rs`.
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
//! (`classify/mod.rs`). The table is fixed at load and evicts by hash; with its
//! writer's copy of the keys, their lists by granule, the mappings and the
//! record of allocations (which grows up to its bound) it takes at most
//! about 545 KiB.
//! [`Cuda::classify_by_driver`](crate::Cuda::classify_by_driver) never uses it.

mod allocations;
pub(crate) mod callback;
pub(crate) mod entry_points;
mod hint;
pub(crate) mod keep;
#[cfg(all(test, loom))]
mod loom_tests;
mod mappings;
pub(crate) mod mode;
pub(crate) mod observer;
pub(crate) mod policy;
pub(crate) mod subscription;
