//! What a forked child does with the values it inherits.
//!
//! CUDA does not support using a context, or memory, across `fork`: the
//! child's driver state is not the parent's, and any lock a parent thread
//! held at the moment of the fork (this crate's registry writer lock, the
//! driver's own) stays held forever in the child. So a [`Cuda`](crate::Cuda) and every
//! value made from it belong to the process that loaded it. In a child,
//! they make no driver call and take no lock: dropping one leaves the
//! memory to the parent (the child's copy of it goes with the child),
//! [`Cuda::classify`] answers owned memory from the registry as the parent
//! had it at the fork and refuses everything else with
//! [`Error::InheritedAcrossFork`](crate::Error::InheritedAcrossFork). A
//! child that needs CUDA loads it again ([`Cuda::load`]) after `exec`, as
//! CUDA requires; before `exec`, `load` answers `InheritedAcrossFork` too.
//! Every other method that would call the driver answers
//! `InheritedAcrossFork` in a child: the check is made once, where every
//! driver call passes (`Shared::driver` in `handle.rs`).
//!
//! A child is told apart by a counter that a `pthread_atfork` handler bumps
//! in every child: one relaxed load, so the check costs nothing on the
//! paths that make it (drops and driver queries, never the registry hit).

use crate::error::{Error, Result};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Once;

/// How many forks lie between the first process that loaded this crate's
/// driver and this one.
static FORKS: AtomicU64 = AtomicU64::new(0);

extern "C" fn in_child() {
    // Async-signal-safe: one atomic increment.
    FORKS.fetch_add(1, Ordering::Relaxed);
}

/// The process's fork count, with the handler installed (once).
pub(crate) fn generation() -> u64 {
    static WATCH: Once = Once::new();
    WATCH.call_once(|| {
        // SAFETY: registers a handler that only increments an atomic, which
        // is safe in a child of a multi-threaded process.
        let r = unsafe { libc::pthread_atfork(None, None, Some(in_child)) };
        if r != 0 {
            log::warn!("pthread_atfork failed ({r}): forked children are not told apart");
        }
    });
    FORKS.load(Ordering::Relaxed)
}

/// [`Error::InheritedAcrossFork`] in a child of a process that loaded the
/// driver (the handler counts forks only once a load installed it).
pub(crate) fn refuse_in_child() -> Result<()> {
    if FORKS.load(Ordering::Relaxed) != 0 {
        return Err(Error::InheritedAcrossFork);
    }
    Ok(())
}

/// Whether this process is a child forked after the fork generation
/// `generation` (one relaxed load: no lock, safe in a child).
#[inline]
pub(crate) fn forked_since(generation: u64) -> bool {
    FORKS.load(Ordering::Relaxed) != generation
}
