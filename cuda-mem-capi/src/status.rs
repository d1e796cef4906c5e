//! Status codes, the calling thread's last error, and the wrapper every
//! entry point runs its body in (no panic crosses into C).

use cuda_mem_rs::Error;
use std::cell::RefCell;
use std::ffi::{c_char, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// What a call did: [`CUDA_MEM_OK`] or an error (negative); the calling
/// thread's [`cuda_mem_last_error`] says more.
pub type cuda_mem_status = i32;

/// Success.
pub const CUDA_MEM_OK: cuda_mem_status = 0;
/// A required pointer argument (an out-pointer, a handle) was null.
pub const CUDA_MEM_ERROR_NULL_ARGUMENT: cuda_mem_status = -1;
/// A handle that is not one this library made, or was released.
pub const CUDA_MEM_ERROR_INVALID_HANDLE: cuda_mem_status = -2;
/// The pointer to classify was null.
pub const CUDA_MEM_ERROR_NULL_POINTER: cuda_mem_status = -3;
/// No CUDA driver library could be loaded.
pub const CUDA_MEM_ERROR_DRIVER_NOT_FOUND: cuda_mem_status = -4;
/// A driver call failed (the message names it and its `CUresult`).
pub const CUDA_MEM_ERROR_DRIVER: cuda_mem_status = -5;
/// The driver is too old for an entry point this call needs.
pub const CUDA_MEM_ERROR_MISSING_SYMBOL: cuda_mem_status = -6;
/// No device with that ordinal.
pub const CUDA_MEM_ERROR_NO_SUCH_DEVICE: cuda_mem_status = -7;
/// The handle was loaded before this process was forked.
pub const CUDA_MEM_ERROR_INHERITED_ACROSS_FORK: cuda_mem_status = -8;
/// An argument is invalid (a driver path that is not UTF-8, say).
pub const CUDA_MEM_ERROR_INVALID_ARGUMENT: cuda_mem_status = -9;
/// Any other error of the library (the message says which).
pub const CUDA_MEM_ERROR_OTHER: cuda_mem_status = -10;
/// A bug in this library: a panic, stopped at the boundary.
pub const CUDA_MEM_ERROR_PANIC: cuda_mem_status = -11;

thread_local! {
    static LAST: RefCell<CString> = RefCell::new(CString::default());
}

/// Records `message` as the calling thread's last error.
pub(crate) fn set_last(message: impl Into<Vec<u8>>) {
    let mut bytes: Vec<u8> = message.into();
    bytes.retain(|&b| b != 0);
    let message = CString::new(bytes).unwrap_or_default();
    // A call from a thread's exit (a pthread key destructor, as MPI and UCX
    // clean up from) after this thread-local is destroyed records nothing:
    // `with` would panic there, outside any `catch_unwind`.
    let _ = LAST.try_with(|l| {
        if let Ok(mut l) = l.try_borrow_mut() {
            *l = message;
        }
    });
}

/// An error: its status, with its message recorded for the thread.
pub(crate) fn fail(status: cuda_mem_status, message: impl Into<Vec<u8>>) -> cuda_mem_status {
    set_last(message);
    status
}

/// The status of a Rust error, with its message recorded.
pub(crate) fn status_of(e: &Error) -> cuda_mem_status {
    let status = match e {
        Error::Driver { .. } => CUDA_MEM_ERROR_DRIVER,
        Error::DriverNotFound { .. } => CUDA_MEM_ERROR_DRIVER_NOT_FOUND,
        Error::MissingSymbol { .. } => CUDA_MEM_ERROR_MISSING_SYMBOL,
        Error::NoSuchDevice { .. } => CUDA_MEM_ERROR_NO_SUCH_DEVICE,
        Error::NullPointer => CUDA_MEM_ERROR_NULL_POINTER,
        Error::InheritedAcrossFork => CUDA_MEM_ERROR_INHERITED_ACROSS_FORK,
        Error::InvalidArgument(_) => CUDA_MEM_ERROR_INVALID_ARGUMENT,
        _ => CUDA_MEM_ERROR_OTHER,
    };
    fail(status, e.to_string())
}

/// Runs an entry point's body: a panic becomes [`CUDA_MEM_ERROR_PANIC`].
#[inline(always)]
pub(crate) fn guarded(body: impl FnOnce() -> cuda_mem_status) -> cuda_mem_status {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(status) => status,
        Err(_) => fail(CUDA_MEM_ERROR_PANIC, "cuda-mem panicked (a bug)"),
    }
}

/// The calling thread's last error message ("" when none), valid until
/// the thread's next call into this library. Never null. Called while the
/// thread exits (from a pthread key destructor), after this library's
/// thread-local storage is gone, it says so instead.
#[no_mangle]
pub extern "C" fn cuda_mem_last_error() -> *const c_char {
    LAST.try_with(|l| l.try_borrow().map(|m| m.as_ptr()).ok())
        .ok()
        .flatten()
        .unwrap_or(EXITING.as_ptr())
}

/// [`cuda_mem_last_error`] on a thread whose thread-local storage is gone.
const EXITING: &CStr =
    c"no message: the calling thread is exiting and its cuda-mem error storage is gone";
