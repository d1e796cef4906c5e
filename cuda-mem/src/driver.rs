//! The loaded driver shared by every handle, and how its calls are checked.

use crate::caps::{Device, Topology};
use crate::classify::Query;
use crate::error::{Error, Result};
use cuda_sys::{CUresult, MissingSymbol};
use std::ffi::CStr;

/// What every [`Cuda`](crate::Cuda) clone, RAII value and thread-local
/// context slot shares. Immutable after load, so reading it needs no lock.
pub(crate) struct Shared {
    pub driver: cuda_sys::Driver,
    pub driver_version: i32,
    pub devices: Vec<Device>,
    pub topology: Topology,
    pub query: Query,
}

impl Shared {
    /// Turns a raw call's outcome into this crate's error.
    #[inline]
    pub fn check(&self, call: &'static str, r: Result<CUresult, MissingSymbol>) -> Result<()> {
        match r {
            Ok(code) if code.is_success() => Ok(()),
            Ok(code) => Err(self.driver_error(call, code)),
            Err(m) => Err(Error::MissingSymbol {
                function: m.name,
                driver_version: self.driver_version,
            }),
        }
    }

    #[cold]
    pub fn driver_error(&self, call: &'static str, code: CUresult) -> Error {
        driver_error(&self.driver, call, code)
    }
}

/// A driver error, named by the driver if it can, else by the header.
#[cold]
pub(crate) fn driver_error(driver: &cuda_sys::Driver, call: &'static str, code: CUresult) -> Error {
    let mut p = std::ptr::null();
    // SAFETY: `p` is a valid out-pointer; the driver stores a static string.
    let named = matches!(unsafe { driver.cuGetErrorName(code, &mut p) }, Ok(r) if r.is_success())
        && !p.is_null();
    let name = if named {
        // SAFETY: the driver returned a NUL-terminated static string.
        unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
    } else {
        code.name().unwrap_or("unknown CUresult").to_string()
    };
    Error::Driver { call, code, name }
}
