//! Criterion benches of what each CUDA driver query costs and of pointer
//! classification strategies: cuda-mem's one call against the raw call (the
//! floor) and the call sequences of Open MPI and UCX.
//!
//! `cargo xtask bench [--quick]` runs `benches/driver/`; this library holds
//! the parts the bench, its examples and its tests share: the driver they
//! time (real or simulated), the baselines, the paired timing and the
//! summary writer.

pub mod baselines;
pub mod driver;
pub mod paired;
pub mod summary;
pub mod ucx;
