//! The leaf types every part of the simulator shares.

use cuda_mem_sys::CUresult;

/// What an entry point's body answers: a value, or the driver's error code.
pub type Res<T> = Result<T, CUresult>;

/// Where memory lives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    Device(usize),
    HostNuma(i32),
    /// Host memory on no particular node (a pool at
    /// `CU_MEM_LOCATION_TYPE_HOST`).
    Host,
}
