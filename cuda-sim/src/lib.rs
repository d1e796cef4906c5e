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
//! (`cuda-sim/tests/conformance/`) runs against it in CI and against the
//! real driver on a GPU machine; any difference is a bug in the simulator.
//! Behaviour checked against the real driver by that suite on an NVIDIA H200
//! with driver 580.159.04 (driver API 13000), headers of CUDA 13.0:
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
//! - The current context is per thread (a stack per thread). A primary
//!   context released while current stays current: `cuCtxGetDevice` and
//!   `cuCtxGetFlags` still answer, `cuCtxGetApiVersion` answers
//!   CUDA_ERROR_INVALID_CONTEXT, and work in it (`cuMemAlloc`,
//!   `cuCtxSynchronize`, `cuCtxGetId`) CUDA_ERROR_CONTEXT_IS_DESTROYED.
//! - VMM granularity is 2 MiB for device and host-NUMA locations; a host
//!   NUMA node that does not exist is refused by `cuMemCreate` and
//!   `cuMemPoolCreate` (CUDA_ERROR_INVALID_VALUE) but not by
//!   `cuMemGetAllocationGranularity`.
//! - `cuMemAlloc` of 0 bytes is CUDA_ERROR_INVALID_VALUE, of more than the
//!   device has (1 PiB, SIZE_MAX) CUDA_ERROR_OUT_OF_MEMORY; most of the
//!   reported memory (80 GiB of 140) can be allocated at once; a freed
//!   address is handed out again at once.
//! - Two registrations may share a page; one that wraps the address space
//!   is CUDA_ERROR_INVALID_VALUE.
//! - A POSIX descriptor handle of 0 (`cuMemImportFromShareableHandle`,
//!   `cuMemPoolImportFromShareableHandle`) reads as a null handle:
//!   CUDA_ERROR_INVALID_VALUE.
//! - `cuMemPoolExportPointer` answers CUDA_ERROR_INVALID_VALUE until the
//!   pool has been exported once (`cuMemPoolExportToShareableHandle`),
//!   then exports every pointer of the pool, also after the descriptor is
//!   closed.
//!
//! The library's soname is `libcuda.so`: a library that opens the driver
//! by that name (cudarc does) after `CUDA_DRIVER_LIBRARY` loaded the
//! simulator gets the simulator. For cudarc it also answers
//! `cuMemcpyHtoDAsync_v2`, `cuMemcpyDtoHAsync_v2`, `cuMemcpyDtoDAsync_v2`
//! and `cuMemGetInfo_v2`.
//!
//! Also as the driver does, without a conformance check (it needs a second
//! process): allocating from an imported pool is refused; a legacy handle
//! whose buffer was freed is refused, whatever reused its descriptor
//! number; in a child forked after `cuInit`, every entry point answers
//! CUDA_ERROR_NOT_INITIALIZED without taking a lock (CUDA is not usable
//! across fork).
//!
//! Bytes are real: device-side memory is backed by memory made when its
//! bytes are first needed, which copies and sets move: anonymous memory for
//! cuMemAlloc memory (no descriptor per buffer), moved into a shareable
//! memory file (`memfd`) when it is exported; a file from the start for pool
//! blocks and VMM physical memory. Another process maps the file when it
//! imports the memory: a pool's or VMM allocation's
//! POSIX descriptor is that file, a legacy IPC handle names the exporter's
//! pid and descriptor (opened through `/proc`). Events record the time.
//!
//! Simplifications: stream work completes at once (so a stream-ordered free
//! takes effect immediately, and an event is complete once recorded);
//! device addresses are carved from large inaccessible reservations (a
//! freed range of the same size is reused first; a million live allocations
//! cost a few kernel mappings and linear time); device
//! memory in use (cuMemAlloc, pool blocks, VMM memory placed on the device)
//! is limited to the device's configured total; pinned and managed memory is real
//! host memory the CPU can use; cuMemAddressReserve and cuMemCreate take
//! sizes that are multiples of the granularity; cuMemAddressFree refuses a
//! range that still has mappings. Entry points it does not implement are
//! exported too and return CUDA_ERROR_NOT_SUPPORTED without touching their
//! arguments.
//!
//! # Configuration
//! `CUDA_SIM_CONFIG`, read at `cuInit`, holds `key=value` items separated by
//! `;` or newlines (`#` starts a comment item):
//!
//! | key | meaning | default |
//! |---|---|---|
//! | `devices=N` | number of devices, 0 allowed (cuInit then fails with CUDA_ERROR_NO_DEVICE, as the real driver does) | 1 |
//! | `device.I.F=V`, `device.*.F=V` | per-device field: `name`, `memory` (bytes), `pools`, `vmm`, `unified`, `gdr_vmm`, `pageable` (PAGEABLE_MEMORY_ACCESS), `host_pools` (pools on the host and host NUMA nodes) (0/1), `cc` (`9.0`), `numa` | an H200 (`pageable=0`, `host_pools=1`) |
//! | `driver_version=V` | what cuDriverGetVersion says | 13000 |
//! | `fail.init=CODE` | cuInit fails with CODE | - |
//! | `fail.SYMBOL=N[:CODE]` | the Nth call of the entry point SYMBOL (`cuMemAlloc_v2`, any of [`IMPLEMENTED`]) fails with CODE (default CUDA_ERROR_OUT_OF_MEMORY = 2) before it reads an argument, so it has no effect | - |
//! | `omit=sym,sym` | symbols left out, as by an older driver (applied by [`SimLibrary`], see below) | - |
//!
//! A malformed configuration makes `cuInit` fail with
//! CUDA_ERROR_INVALID_VALUE; when it came from the environment, the reason
//! is printed on stderr. No entry point aborts: a panic inside one (a bug)
//! becomes CUDA_ERROR_UNKNOWN, said once on stderr.
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
//! ([`SimStats`]), `cuda_sim_primary_refcount`, `cuda_sim_call_count`,
//! `cuda_sim_trim` (unmap cached address ranges; [`SimLibrary`] calls it when
//! dropped). [`fault_probe::call_zeroed`] calls any implemented entry point
//! by name, for tests of its fault switch.

#[macro_use]
mod api;
mod calls;
pub mod config;
mod control;
pub mod cupti;
mod fork;
mod harness;
mod shm;
mod state;
mod types;
mod unsupported;

pub use harness::{fault_probe, SimLibrary, TestDriver, REAL_DRIVER_ENV, SIM_LIBRARY_ENV};
pub use state::SimStats;
pub use unsupported::IMPLEMENTED;
