//! The loaded driver shared by every handle.

use crate::caps::{Device, Topology};
use crate::classify::Query;

/// What every [`Cuda`](crate::Cuda) clone, RAII value and thread-local
/// context slot shares. Immutable after load, so reading it needs no lock.
pub(crate) struct Shared {
    pub driver: cuda_sys::Driver,
    pub driver_version: i32,
    pub devices: Vec<Device>,
    pub topology: Topology,
    pub query: Query,
}
