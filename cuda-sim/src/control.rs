//! The simulator's own C entry points, beside the driver's: configuration,
//! statistics, call counts, and what happens when a copy is unloaded.

use crate::state::{self, SimStats};
use crate::{api, calls};
use cuda_mem_sys::CUresult;
use std::ffi::{c_char, c_int};

/// Unmaps the simulator's address ranges when this copy of the library is
/// unloaded, so that loading and dropping copies does not leak address
/// space.
#[used]
#[link_section = ".fini_array"]
static RELEASE_AT_UNLOAD: extern "C" fn() = release_at_unload;

extern "C" fn release_at_unload() {
    // Never block or unwind in a destructor: a held lock means the state is
    // in use, and it is then left to the process's end.
    if let Ok(mut g) = state::try_lock() {
        drop(g.take());
    }
}

/// Sets the configuration of this copy of the simulator and resets its
/// state; call before `cuInit`.
///
/// # Safety
/// `text` is null or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn cuda_sim_configure(text: *const c_char) -> CUresult {
    // SAFETY: forwarded from the caller.
    unsafe { api::context::configure(text) }
}

/// Unmaps the address ranges this copy caches but nothing uses (freed
/// ranges kept for reuse, blocks of pools with nothing allocated). The test
/// harness calls it when it drops a copy, which may stay loaded.
#[no_mangle]
pub extern "C" fn cuda_sim_trim() {
    if let Some(s) = state::lock().as_mut() {
        s.trim();
    }
}

/// Counts of what the simulator holds.
///
/// # Safety
/// `out` is null or valid for a write of [`SimStats`].
#[no_mangle]
pub unsafe extern "C" fn cuda_sim_stats(out: *mut SimStats) -> CUresult {
    let s = state::with(|s| Ok(s.stats()));
    match s {
        // SAFETY: forwarded from the caller.
        Ok(s) => match unsafe { api::put(out, s) } {
            Ok(()) => CUresult::CUDA_SUCCESS,
            Err(e) => e,
        },
        Err(e) => e,
    }
}

/// The reference count of a device's primary context, or -1 for a device
/// that does not exist or before cuInit.
#[no_mangle]
pub extern "C" fn cuda_sim_primary_refcount(dev: c_int) -> c_int {
    state::with(|s| Ok(s.primaries[s.device(dev)?].refs as c_int)).unwrap_or(-1)
}

/// Entry points called (and refused) in this process while it is a child
/// forked after `cuInit`: lock-free, so a child may ask.
#[no_mangle]
pub extern "C" fn cuda_sim_child_call_count() -> u64 {
    crate::fork::child_calls()
}

/// Calls of the entry point `name` (all entry points when null).
///
/// # Safety
/// `name` is null or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn cuda_sim_call_count(name: *const c_char) -> u64 {
    if name.is_null() {
        return calls::get(None);
    }
    // SAFETY: NUL-terminated by the caller's contract.
    let n = unsafe { std::ffi::CStr::from_ptr(name) }.to_string_lossy();
    calls::get(Some(&n))
}
