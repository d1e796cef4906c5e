//! The exported C entry points, one module per area of the driver API.
//!
//! Each entry point is declared through [`export!`], which exports it under
//! its versioned symbol, checks at compile time that its signature is the
//! header's (`cuda_mem_sys::pfn`), counts the call, turns the body's `Result`
//! into a `CUresult`, and stops a panic at the C boundary: it becomes
//! CUDA_ERROR_UNKNOWN (said once on stderr), never an abort.

use crate::state::Res;
use cuda_mem_sys::CUresult;

macro_rules! export {
    ($( $(#[$m:meta])* fn $name:ident($($arg:ident : $ty:ty),* $(,)?) $body:block )*) => {$(
        $(#[$m])*
        ///
        /// # Safety
        /// Pointer arguments follow the driver's contract: each is null or
        /// valid for the access the CUDA documentation gives it.
        #[no_mangle]
        pub unsafe extern "C" fn $name($($arg: $ty),*) -> cuda_mem_sys::CUresult {
            const _: cuda_mem_sys::pfn::$name = $name;
            if crate::fork::in_child_of_initialised() {
                return cuda_mem_sys::CUresult::CUDA_ERROR_NOT_INITIALIZED;
            }
            crate::calls::count(stringify!($name));
            // CUPTI's `<name>_params`: the parameters in order.
            #[repr(C)]
            #[allow(dead_code)]
            struct Params { $($arg: $ty),* }
            let params = Params { $($arg),* };
            let call = crate::cupti::Call::new(
                stringify!($name),
                concat!(stringify!($name), "\0").as_bytes(),
                (&params as *const Params).cast(),
            );
            call.enter();
            let body = || -> crate::state::Res<()> {
                crate::state::inject(stringify!($name))?;
                $body
            };
            let r = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(body)) {
                Ok(Ok(())) => cuda_mem_sys::CUresult::CUDA_SUCCESS,
                Ok(Err(e)) => e,
                Err(_) => crate::api::panicked(stringify!($name)),
            };
            call.exit(r)
        }
    )*};
}

pub mod context;
pub mod device;
pub mod graph;
pub mod ipc;
pub mod memory;
pub mod pointer;
pub mod pool;
pub mod transfer;
pub mod vmm;

/// What an entry point whose body panicked answers. A panic is a bug in
/// the simulator; it is said once, so a test log shows it.
#[cold]
pub(crate) fn panicked(name: &str) -> CUresult {
    static SAID: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
    if !SAID.swap(true, std::sync::atomic::Ordering::Relaxed) {
        eprintln!("cuda-sim: {name} panicked; answering CUDA_ERROR_UNKNOWN");
    }
    CUresult::CUDA_ERROR_UNKNOWN
}

/// Writes `v` through an out-pointer; null is `CUDA_ERROR_INVALID_VALUE`.
///
/// # Safety
/// `p` is null or valid for a write of `T`.
pub(crate) unsafe fn put<T>(p: *mut T, v: T) -> Res<()> {
    if p.is_null() {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    // SAFETY: non-null, and valid for writes by the caller's contract.
    unsafe { p.write(v) };
    Ok(())
}

/// Reads an input struct; null is `CUDA_ERROR_INVALID_VALUE`.
///
/// # Safety
/// `p` is null or valid for a read of `T`.
pub(crate) unsafe fn get<T: Copy>(p: *const T) -> Res<T> {
    if p.is_null() {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    // SAFETY: non-null, and valid for reads by the caller's contract.
    Ok(unsafe { p.read() })
}

/// Reads `n` input structs; null with `n > 0` is `CUDA_ERROR_INVALID_VALUE`.
///
/// # Safety
/// `p` is null or valid for reads of `n` values of `T`.
pub(crate) unsafe fn get_slice<T: Copy>(p: *const T, n: usize) -> Res<Vec<T>> {
    if n == 0 {
        return Ok(Vec::new());
    }
    if p.is_null() {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    // SAFETY: non-null, and valid for `n` reads by the caller's contract.
    Ok(unsafe { std::slice::from_raw_parts(p, n) }.to_vec())
}
