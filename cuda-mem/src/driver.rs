//! The loaded driver shared by every handle.

use crate::caps::{Device, Topology};
use crate::classify::Query;
use crate::registry::Registry;

/// What every [`Cuda`](crate::Cuda) clone, RAII value and thread-local
/// context slot shares. Fixed at load except the registry, which readers consult without a lock.
pub(crate) struct Shared {
    pub driver: cuda_sys::Driver,
    pub driver_version: i32,
    pub devices: Vec<Device>,
    pub topology: Topology,
    pub query: Query,
    /// The ranges owned by this crate's RAII values; the only part that
    /// changes after load, and it is read without a lock.
    pub registry: Registry,
    /// Observed mode's state for this driver library, shared by every
    /// handle of it in the process and never freed (`foreign/observer.rs`).
    pub observer: &'static crate::foreign::Observer,
    /// Its table of answers, kept here too so that a lookup loads one
    /// pointer.
    pub table: crate::foreign::Table,
    /// Why observed mode could not be had, when this handle asked for it.
    pub fallback: std::sync::Mutex<Option<crate::foreign::ObserveError>>,
    /// The process's fork count at load: another count means this is a
    /// forked child, where nothing may reach the driver (`fork.rs`).
    pub forks: u64,
}
