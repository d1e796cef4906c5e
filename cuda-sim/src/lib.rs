//! A simulated CUDA driver: `libcuda_sim.so`, a drop-in for `libcuda.so.1`
//! on machines without a GPU.
//!
//! It exports, under the versioned symbols `cuda.h` maps the documented
//! names to, the part of the driver API this workspace uses, with the
//! semantics the real driver showed on an NVIDIA H200 (driver 580, API
//! version 13000). Select it like any driver:
//! `CUDA_DRIVER_LIBRARY=target/debug/libcuda_sim.so`. Every test then runs
//! through the same generated bindings, symbol loading and C structs as on a
//! GPU.
//!
//! # The contract
//! It is a test double, not a second driver. The conformance suite
//! (`cuda-mem/tests/conformance.rs`) runs against it in CI and against the
//! real driver on a GPU machine; any difference is a bug in the simulator.
//! Behaviour checked against the real driver (H200, driver 580, CUDA 13.0):
//! - `cuPointerGetAttributes` succeeds for every address. Pageable memory
//!   answers MEMORY_TYPE 0, DEVICE_ORDINAL -2, HOST_POINTER the address, and
//!   leaves RANGE_START_ADDR and RANGE_SIZE unwritten; the singular
//!   `cuPointerGetAttribute` fails on it with CUDA_ERROR_INVALID_VALUE.
//! - cuMemAlloc, pinned, registered and managed memory report the primary
//!   context that made them; pool (stream-ordered) and VMM memory report no
//!   context. VMM memory on a host NUMA node reports MEMORY_TYPE HOST.
//! - DEVICE_POINTER is the address on a thread with a current context and 0
//!   on one without; ACCESS_FLAGS of VMM memory is 3 only when the current
//!   context's device was granted access.
//! - `cuMemRetainAllocationHandle` succeeds only on VMM memory.
//! - Releasing the last primary-context reference makes the context inactive
//!   and frees the cuMemAlloc, pinned, registered and managed memory made in
//!   it; pool and VMM memory survive.
//! - The current context is per thread (a stack per thread).
//! - VMM granularity is 2 MiB for device and host-NUMA locations.
//!
//! Simplifications: stream work completes at once (so a stream-ordered free
//! takes effect immediately); device addresses come from one reserved,
//! inaccessible range and are never reused; pinned and managed memory is real
//! host memory the CPU can use; cuMemAddressReserve and cuMemCreate take
//! sizes that are multiples of the granularity; cuMemAddressFree refuses a
//! range that still has mappings. Entry points it does not implement are
//! absent, so the loader reports them as missing symbols.
//!
//! # Configuration
//! `CUDA_SIM_CONFIG`, read at `cuInit`, holds `key=value` items separated by
//! `;` or newlines (`#` starts a comment item):
//!
//! | key | meaning | default |
//! |---|---|---|
//! | `devices=N` | number of devices, 0 allowed (cuInit then fails with CUDA_ERROR_NO_DEVICE, as the real driver does) | 1 |
//! | `device.I.F=V`, `device.*.F=V` | per-device field: `name`, `memory` (bytes), `pools`, `vmm`, `unified`, `gdr_vmm` (0/1), `cc` (`9.0`), `numa` | an H200 |
//! | `driver_version=V` | what cuDriverGetVersion says | 13000 |
//! | `fail.init=CODE` | cuInit fails with CODE | - |
//! | `fail.OP=N[:CODE]` | the Nth call of OP fails with CODE (default CUDA_ERROR_OUT_OF_MEMORY = 2); OP is one of [`config::FAILABLE`] | - |
//! | `omit=sym,sym` | symbols left out, as by an older driver (applied by [`SimLibrary`], see below) | - |
//!
//! A malformed configuration makes `cuInit` fail with
//! CUDA_ERROR_INVALID_VALUE and print the reason on stderr.
//!
//! # Several configurations in one test run
//! Each [`SimLibrary`] is a private copy of the library at a path of its own,
//! so every copy has its own state, configured through `cuda_sim_configure`
//! rather than the process environment; tests running in parallel threads
//! do not see each other. Omitted symbols are renamed in the copy's dynamic
//! symbol table, so `dlsym` fails for them exactly as against an older
//! driver.
//!
//! # Introspection
//! Sim-only exports for tests: `cuda_sim_configure`, `cuda_sim_stats`
//! ([`SimStats`]), `cuda_sim_primary_refcount`, `cuda_sim_call_count`.

#[macro_use]
mod api;
mod calls;
pub mod config;
mod harness;
mod state;

pub use harness::{SimLibrary, TestDriver, REAL_DRIVER_ENV, SIM_LIBRARY_ENV};
pub use state::SimStats;

use cuda_sys::CUresult;
use std::ffi::{c_char, c_int};

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
