//! Observed mode from C: on while an observer lives.

use crate::handle::{cuda_mem_handle, live, put};
use crate::status::*;
use cuda_mem_rs::{ForeignMode, FreeObserver};

/// Keeps observed mode on while it lives (a `FreeObserver`). Opaque; made
/// by [`cuda_mem_observe_frees`], freed by [`cuda_mem_observer_release`].
pub struct cuda_mem_observer {
    observer: FreeObserver,
}

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
        let observer = Box::into_raw(Box::new(cuda_mem_observer {
            observer: cuda.observe_frees(),
        }));
        // SAFETY: checked non-null above.
        unsafe { put(out, observer) }
    })
}

/// Releases an observer (null is ignored); the last one ends observed mode.
///
/// # Safety
/// `o` is null or an observer from [`cuda_mem_observe_frees`], released
/// once.
#[no_mangle]
pub unsafe extern "C" fn cuda_mem_observer_release(o: *mut cuda_mem_observer) -> cuda_mem_status {
    guarded(|| {
        if !o.is_null() {
            // SAFETY: made by `Box::into_raw` above, released once.
            drop(unsafe { Box::from_raw(o) });
        }
        CUDA_MEM_OK
    })
}

/// Whether the observer keeps observed mode on.
///
/// # Safety
/// `o` an observer from [`cuda_mem_observe_frees`]; `out` valid for a
/// write.
#[no_mangle]
pub unsafe extern "C" fn cuda_mem_observer_is_observing(
    o: *const cuda_mem_observer,
    out: *mut bool,
) -> cuda_mem_status {
    guarded(|| {
        // SAFETY: null or one of this library's observers.
        match unsafe { o.as_ref() } {
            // SAFETY: the caller's contract.
            Some(o) => unsafe { put(out, o.observer.is_observing()) },
            None => fail(CUDA_MEM_ERROR_INVALID_HANDLE, "null cuda_mem_observer"),
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
            ForeignMode::Observed => CUDA_MEM_FOREIGN_OBSERVED,
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
