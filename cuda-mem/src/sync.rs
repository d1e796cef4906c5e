//! The atomics and the lock observed mode's table and observer are made
//! of: std's, or loom's when the protocol between inserts, lookups and the
//! callbacks that remove is model-checked (`--cfg loom`, the tests in
//! `loom_tests.rs`).

#[cfg(loom)]
pub(crate) use loom::sync::{
    atomic::{fence, AtomicBool, AtomicU32, AtomicU64, Ordering},
    Mutex, MutexGuard,
};
#[cfg(not(loom))]
pub(crate) use std::sync::{
    atomic::{fence, AtomicBool, AtomicU32, AtomicU64, Ordering},
    Mutex, MutexGuard,
};
