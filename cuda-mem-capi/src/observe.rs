//! Observed mode from C: on while an observer lives.

use crate::handle::{cuda_mem_handle, live, put};
use crate::slots::{Slots, OBSERVER_TABLE, SLOTS};
use crate::status::*;
use cuda_mem_rs::{ForeignMode, FreeObserver};

/// Keeps observed mode on while it lives (a `FreeObserver`). Opaque: its
/// value names a slot of this library's table, as a handle's does
/// (`slots.rs`). Made by [`cuda_mem_observe_frees`], freed by
/// [`cuda_mem_observer_release`].
pub struct cuda_mem_observer {
    _opaque: [u8; 0],
}

/// Every live observer.
static OBSERVERS: Slots<FreeObserver> = Slots::new(OBSERVER_TABLE);

/// How foreign memory is classified: one of the `CUDA_MEM_FOREIGN_` values.
pub type cuda_mem_foreign_mode = u32;
/// One driver call per classification (the default).
pub const CUDA_MEM_FOREIGN_DIRECT: cuda_mem_foreign_mode = 0;
/// Observed mode: an address answered before costs no driver call.
pub const CUDA_MEM_FOREIGN_OBSERVED: cuda_mem_foreign_mode = 1;
/// Observed mode was asked for and could not be had (no CUPTI, a profiler
/// holds it, a forked child): direct, and [`cuda_mem_last_error`] says why.
pub const CUDA_MEM_FOREIGN_FALLBACK: cuda_mem_foreign_mode = 2;

/// Turns observed mode on (for every handle of the driver in the process)
/// until the last observer is released: `cuda::observe_frees`. Never
/// fails for want of CUPTI: the observer is then made but does not
/// observe, and [`cuda_mem_get_foreign_mode`] says why.
///
/// # Safety
/// `h` as for every handle; `out` valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuda_mem_observe_frees(
    h: *const cuda_mem_handle,
    out: *mut *mut cuda_mem_observer,
) -> cuda_mem_status {
    guarded(|| {
        // SAFETY: the caller's contract.
        let cuda = match unsafe { live(h) } {
            Ok(c) => c,
            Err(s) => return s,
        };
        if out.is_null() {
            return fail(CUDA_MEM_ERROR_NULL_ARGUMENT, "null out-pointer");
        }
        match OBSERVERS.insert(cuda.observe_frees()) {
            Ok(name) => {
                let o = name as usize as *mut _;
                // SAFETY: checked non-null above.
                unsafe { put(out, o) }
            }
            Err(_) => fail(
                CUDA_MEM_ERROR_OTHER,
                format!("{SLOTS} cuda_mem_observers are live: release one"),
            ),
        }
    })
}

/// Releases an observer (null is ignored); the last one ends observed mode.
/// One released before is refused with [`CUDA_MEM_ERROR_INVALID_HANDLE`]
/// and frees nothing.
///
/// # Safety
/// No other thread uses `o` during or after this call.
#[no_mangle]
pub unsafe extern "C" fn cuda_mem_observer_release(o: *mut cuda_mem_observer) -> cuda_mem_status {
    guarded(|| {
        if o.is_null() {
            return CUDA_MEM_OK;
        }
        match OBSERVERS.remove(o as usize as u64) {
            Some(observer) => {
                drop(observer);
                CUDA_MEM_OK
            }
            None => fail(
                CUDA_MEM_ERROR_INVALID_HANDLE,
                "not a live cuda_mem_observer (released already, or never made by \
                 cuda_mem_observe_frees)",
            ),
        }
    })
}

/// Whether the observer keeps observed mode on.
///
/// # Safety
/// No other thread releases `o` during this call; `out` valid for a
/// write.
#[no_mangle]
pub unsafe extern "C" fn cuda_mem_observer_is_observing(
    o: *const cuda_mem_observer,
    out: *mut bool,
) -> cuda_mem_status {
    guarded(|| {
        // SAFETY: not released meanwhile, by the caller's contract.
        match unsafe { OBSERVERS.get(o as usize as u64) } {
            // SAFETY: the caller's contract.
            Some(o) => unsafe { put(out, o.is_observing()) },
            None => fail(
                CUDA_MEM_ERROR_INVALID_HANDLE,
                "not a live cuda_mem_observer (null, or released)",
            ),
        }
    })
}

/// How foreign memory is classified now: `cuda::foreign_mode`. For
/// [`CUDA_MEM_FOREIGN_FALLBACK`], the reason is the thread's
/// [`cuda_mem_last_error`].
///
/// # Safety
/// `h` as for every handle; `out` valid for a write.
#[no_mangle]
pub unsafe extern "C" fn cuda_mem_get_foreign_mode(
    h: *const cuda_mem_handle,
    out: *mut cuda_mem_foreign_mode,
) -> cuda_mem_status {
    guarded(|| {
        // SAFETY: the caller's contract.
        let cuda = match unsafe { live(h) } {
            Ok(c) => c,
            Err(s) => return s,
        };
        let mode = match cuda.foreign_mode() {
            ForeignMode::Observed(_) => CUDA_MEM_FOREIGN_OBSERVED,
            ForeignMode::Fallback(e) => {
                set_last(e.to_string());
                CUDA_MEM_FOREIGN_FALLBACK
            }
            _ => CUDA_MEM_FOREIGN_DIRECT,
        };
        // SAFETY: the caller's contract.
        unsafe { put(out, mode) }
    })
}
