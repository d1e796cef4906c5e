//! A child forked after `cuInit`: as with the real driver, CUDA is not
//! usable there. Every entry point answers CUDA_ERROR_NOT_INITIALIZED
//! before it takes any lock, so a child never blocks on a lock that a
//! parent thread held at the fork.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Once;

/// Set by `cuInit` in this process.
static INITIALISED: AtomicBool = AtomicBool::new(false);
/// Set in a child forked while `INITIALISED` was.
static CHILD: AtomicBool = AtomicBool::new(false);

extern "C" fn in_child() {
    // Async-signal-safe: atomic loads and stores only.
    if INITIALISED.load(Ordering::Relaxed) {
        CHILD.store(true, Ordering::Relaxed);
    }
}

/// Records a successful `cuInit`, with the fork handler installed (once).
pub fn initialised() {
    static WATCH: Once = Once::new();
    WATCH.call_once(|| {
        // SAFETY: registers a handler that only touches atomics.
        unsafe { libc::pthread_atfork(None, None, Some(in_child)) };
    });
    INITIALISED.store(true, Ordering::Relaxed);
}

/// Entry points called in this process while it was a child forked
/// after `cuInit` (each refused).
static CHILD_CALLS: AtomicU64 = AtomicU64::new(0);

/// Whether this process is a child forked after `cuInit`; if so, the call
/// asking is counted (lock-free), for tests that check a child makes none.
#[inline]
pub fn in_child_of_initialised() -> bool {
    let child = CHILD.load(Ordering::Relaxed);
    if child {
        CHILD_CALLS.fetch_add(1, Ordering::Relaxed);
    }
    child
}

/// Entry points called so far in a child forked after `cuInit`.
pub fn child_calls() -> u64 {
    CHILD_CALLS.load(Ordering::Relaxed)
}
