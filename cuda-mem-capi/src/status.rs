//! Status codes, the calling thread's last error, and the wrapper every
//! entry point runs its body in (no panic crosses into C).

use cuda_mem_rs::Error;
use std::cell::RefCell;
use std::ffi::{c_char, CStr};
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

/// Bytes of the calling thread's last error, its NUL included: a longer
/// message is cut at a character's boundary.
const LAST_CAPACITY: usize = 1024;

thread_local! {
    /// The thread's last error, NUL-terminated. A plain array, which needs
    /// no destructor: it is never destroyed before the thread is gone, so a
    /// call from a pthread key destructor (MPI and UCX clean up from there)
    /// records its message as any other does, and a thread whose first
    /// error comes from there leaves nothing behind (a heap message would
    /// register a destructor that glibc no longer runs then, and leak).
    static LAST: RefCell<[u8; LAST_CAPACITY]> = const { RefCell::new([0; LAST_CAPACITY]) };
}

/// Records `message` as the calling thread's last error.
pub(crate) fn set_last(message: impl AsRef<str>) {
    let message = message.as_ref();
    let mut end = message.len().min(LAST_CAPACITY - 1);
    while !message.is_char_boundary(end) {
        end -= 1;
    }
    // `try_with`: never a panic outside a `catch_unwind`, whatever the
    // thread's state.
    let _ = LAST.try_with(|l| {
        if let Ok(mut l) = l.try_borrow_mut() {
            let mut at = 0;
            for &b in message.as_bytes()[..end].iter().filter(|&&b| b != 0) {
                l[at] = b;
                at += 1;
            }
            l[at] = 0;
        }
    });
}

/// An error: its status, with its message recorded for the thread.
pub(crate) fn fail(status: cuda_mem_status, message: impl AsRef<str>) -> cuda_mem_status {
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

/// The calling thread's last error message ("" when none; at most 1023
/// bytes), valid until the thread's next call into this library. Never
/// null, also from a pthread key destructor while the thread exits.
#[no_mangle]
pub extern "C" fn cuda_mem_last_error() -> *const c_char {
    LAST.try_with(|l| l.as_ptr().cast::<c_char>().cast_const())
        .unwrap_or(NONE.as_ptr())
}

/// [`cuda_mem_last_error`] where the thread's storage cannot be reached
/// (never seen: the storage has no destructor).
const NONE: &CStr = c"";

#[cfg(test)]
mod tests {
    use super::*;
    use cuda_mem_rs::cuda_mem_sys::CUresult;
    use std::ffi::CStr;

    fn last() -> String {
        // SAFETY: never null, NUL-terminated, read before the next call.
        unsafe { CStr::from_ptr(cuda_mem_last_error()) }
            .to_str()
            .expect("UTF-8")
            .to_string()
    }

    /// Each error a C caller can meet answers its own status, and its
    /// message is the thread's last error.
    #[test]
    fn every_error_has_its_status_and_message() {
        let cases = [
            (
                Error::Driver {
                    call: "cuMemAlloc_v2",
                    code: CUresult::CUDA_ERROR_OUT_OF_MEMORY,
                },
                CUDA_MEM_ERROR_DRIVER,
            ),
            (
                Error::DriverNotFound { tried: vec![] },
                CUDA_MEM_ERROR_DRIVER_NOT_FOUND,
            ),
            (
                Error::MissingSymbol {
                    function: "cuMemPoolCreate",
                    driver_version: 11000,
                },
                CUDA_MEM_ERROR_MISSING_SYMBOL,
            ),
            (
                Error::NoSuchDevice {
                    ordinal: 3,
                    count: 1,
                },
                CUDA_MEM_ERROR_NO_SUCH_DEVICE,
            ),
            (Error::NullPointer, CUDA_MEM_ERROR_NULL_POINTER),
            (
                Error::InheritedAcrossFork,
                CUDA_MEM_ERROR_INHERITED_ACROSS_FORK,
            ),
            (
                Error::InvalidArgument("a path that is not UTF-8".into()),
                CUDA_MEM_ERROR_INVALID_ARGUMENT,
            ),
            (
                Error::OutOfHostMemory { bytes: 1 << 50 },
                CUDA_MEM_ERROR_OTHER,
            ),
        ];
        for (e, status) in cases {
            assert_eq!(status_of(&e), status, "{e}");
            assert_eq!(last(), e.to_string());
        }
    }

    /// The C contract: every error is negative (Open MPI's check_addr
    /// passes them on as its own), and no two errors share a value.
    #[test]
    fn every_error_status_is_negative_and_its_own() {
        let all = [
            CUDA_MEM_ERROR_NULL_ARGUMENT,
            CUDA_MEM_ERROR_INVALID_HANDLE,
            CUDA_MEM_ERROR_NULL_POINTER,
            CUDA_MEM_ERROR_DRIVER_NOT_FOUND,
            CUDA_MEM_ERROR_DRIVER,
            CUDA_MEM_ERROR_MISSING_SYMBOL,
            CUDA_MEM_ERROR_NO_SUCH_DEVICE,
            CUDA_MEM_ERROR_INHERITED_ACROSS_FORK,
            CUDA_MEM_ERROR_INVALID_ARGUMENT,
            CUDA_MEM_ERROR_OTHER,
            CUDA_MEM_ERROR_PANIC,
        ];
        for (i, s) in all.iter().enumerate() {
            assert!(*s < CUDA_MEM_OK, "{s}");
            assert!(!all[..i].contains(s), "{s} twice");
        }
    }

    /// A message longer than the buffer is cut at the last whole character
    /// that fits, and stays NUL-terminated.
    #[test]
    fn a_long_message_is_cut_at_a_character_boundary() {
        // Two-byte characters: 1023 bytes would end inside one.
        let long = "é".repeat(LAST_CAPACITY);
        set_last(&long);
        let kept = last();
        assert_eq!(kept.len(), LAST_CAPACITY - 2);
        assert!(long.starts_with(&kept));
        set_last("short");
        assert_eq!(last(), "short");
    }
}
