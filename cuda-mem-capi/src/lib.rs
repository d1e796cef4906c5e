//! cuda-mem from C: `libcuda_mem.so` and `libcuda_mem.a`, declared by the
//! committed `include/cuda_mem.h` (generated from this crate by cbindgen,
//! `cargo xtask capi-header`; `cargo xtask ci` fails when it is stale) and
//! described for pkg-config by `cuda_mem.pc` (`cargo xtask capi` builds
//! both libraries and writes it; `cargo cinstall` does the same where
//! cargo-c is installed).
//!
//! # Conventions
//! - Every symbol starts with `cuda_mem_`, every constant with `CUDA_MEM_`.
//! - The loaded driver is an opaque [`cuda_mem_handle`], made by
//!   [`cuda_mem_load`] and freed by [`cuda_mem_release`]; observed mode is
//!   an opaque [`cuda_mem_observer`]. Their values name slots of a table,
//!   never addresses: a null handle, one already released (even twice, or
//!   by two threads at once) or any other value this library did not give
//!   is refused with [`CUDA_MEM_ERROR_INVALID_HANDLE`] and frees nothing.
//! - Results are plain structs of fixed-size fields; kinds, locations and
//!   statuses are `uint32_t`/`int32_t` typedefs with `#define`d values, so a
//!   value C writes is never undefined behaviour on this side.
//! - Every function returns a [`cuda_mem_status`] (0 is
//!   [`CUDA_MEM_OK`]) and writes its result through an out-pointer, which
//!   may not be null. On an error, [`cuda_mem_last_error`] gives a message
//!   for the calling thread.
//! - Nothing unwinds into C: a panic becomes [`CUDA_MEM_ERROR_PANIC`].
//! - Handles may be used from any thread at once, as the Rust `Cuda` is.
//!
//! # What it does
//! The C functions are the Rust API's, one each: load (with the driver's
//! path as an option), the devices and their capabilities, `classify` and
//! `classify_by_driver` (kind, device, location, context, pool), the
//! detailed query, `ensure_context` for the calling thread, observed mode
//! on and off and the mode in effect, the versions of the library and of
//! the CUDA headers it was built against. Plus Open MPI's `check_addr`
//! contract as one call ([`cuda_mem_ompi_check_addr`]).
//!
//! # The other libraries' contracts
//! - **Open MPI** (`opal/mca/accelerator/cuda`, `accelerator_cuda_check_addr`):
//!   [`cuda_mem_ompi_check_addr`] has its contract (0 host, 1 device with
//!   `*dev_id`, `*flags` with the unified-memory flag for managed memory, a
//!   negative value on error, a context made current when the thread has
//!   none): the component's body becomes one call.
//! - **UCX** (`uct_cuda_copy_md_detect_memory_type`, `ucs_memory_type_t`):
//!   [`CUDA_MEM_KIND_PAGEABLE`], [`CUDA_MEM_KIND_PINNED_HOST`] and memory at
//!   [`CUDA_MEM_LOCATION_HOST`] (a host-located pool's) are
//!   `UCS_MEMORY_TYPE_HOST` (UCX registers pinned memory as host), memory
//!   whose `permits` has [`CUDA_MEM_PERMITS_MANAGED`] (managed, and a
//!   managed pool's) `UCS_MEMORY_TYPE_CUDA_MANAGED`, the device kinds
//!   (`DEVICE`, `STREAM_ORDERED`, `VMM`) `UCS_MEMORY_TYPE_CUDA` (UCX types
//!   context-less pool memory `CUDA_MANAGED` by default);
//!   `peers/ucx/cuda-mem.patch` in the repository is that mapping inside
//!   UCX 1.22's `cuda_copy`;
//!   `location`/`location_id` give `ucs_memory_info_t`'s `sys_dev` (the
//!   device) and [`cuda_mem_classify_detailed`] its `base_address` and
//!   `alloc_length`.
//! - **libfabric** (`prov/util` `cuda_is_addr_valid(addr, &device, &flags)`):
//!   valid (true) for every kind but `PAGEABLE` and `PINNED_HOST`, `device`
//!   is [`cuda_mem_pointer_info`]`.device`, and `FI_HMEM_DEVICE_FLAG_UNIFIED`
//!   (libfabric's own flag) where `permits` has [`CUDA_MEM_PERMITS_MANAGED`].
//! - **MPICH** (`MPL_gpu_query_pointer_attr`, `MPL_pointer_attr_t`):
//!   `MPL_GPU_POINTER_UNREGISTERED_HOST` for `PAGEABLE`,
//!   `MPL_GPU_POINTER_REGISTERED_HOST` for `PINNED_HOST`,
//!   `MPL_GPU_POINTER_MANAGED` where `permits` has
//!   [`CUDA_MEM_PERMITS_MANAGED`], `MPL_GPU_POINTER_DEV` for the
//!   device kinds, with `device` the ordinal (its `local_dev_id`).

#![allow(non_camel_case_types)]

mod classify;
mod handle;
mod observe;
mod open_mpi;
mod slots;
mod status;

pub use classify::*;
pub use handle::*;
pub use observe::*;
pub use open_mpi::*;
pub use status::*;
