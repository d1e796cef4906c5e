//! The one error of every driver call, and helpers on [`CUresult`] (the
//! driver's status code, kept as the raw value so codes newer than the
//! header stay representable).

use crate::types::CUresult;
use std::fmt;

/// A driver call that did not succeed: which function, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[error("{function}: {cause}")]
pub struct DriverError {
    /// The symbol called, as the header maps the documented name
    /// (`cuMemAlloc_v2`).
    pub function: &'static str,
    /// Why it failed.
    pub cause: Cause,
}

/// Why a driver call failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum Cause {
    /// The loaded driver does not export the function (it is older than
    /// the header).
    #[error("missing in this driver (API version {driver_version})")]
    Missing {
        /// What `cuDriverGetVersion` answered (0 if unknown).
        driver_version: i32,
    },
    /// The driver answered this status.
    #[error("{0}")]
    Status(CUresult),
}

impl DriverError {
    /// `function` answered `code`.
    #[cold]
    #[inline(never)]
    pub fn status(function: &'static str, code: CUresult) -> DriverError {
        DriverError {
            function,
            cause: Cause::Status(code),
        }
    }

    /// `function` is missing in a driver of `driver_version`.
    #[cold]
    pub fn missing(function: &'static str, driver_version: i32) -> DriverError {
        DriverError {
            function,
            cause: Cause::Missing { driver_version },
        }
    }

    /// The status the driver answered; `None` when the function is missing.
    pub fn code(&self) -> Option<CUresult> {
        match self.cause {
            Cause::Status(c) => Some(c),
            Cause::Missing { .. } => None,
        }
    }

    /// Whether the driver lacks the function.
    pub fn is_missing(&self) -> bool {
        matches!(self.cause, Cause::Missing { .. })
    }
}

/// Calls `f` with a pointer to a default `T` and returns the `T` it wrote:
/// the driver's out-pointer convention as a return value.
///
/// ```no_run
/// # fn f(d: &cuda_mem_sys::Driver) -> Result<(), cuda_mem_sys::DriverError> {
/// // SAFETY: a valid out-pointer.
/// let ctx = cuda_mem_sys::out(|p| unsafe { d.cuCtxGetCurrent(p) })?;
/// # Ok(()) }
/// ```
#[inline]
pub fn out<T: Default, E>(f: impl FnOnce(&mut T) -> Result<(), E>) -> Result<T, E> {
    let mut value = T::default();
    f(&mut value)?;
    Ok(value)
}

impl CUresult {
    /// `Ok(())` for `CUDA_SUCCESS`, the code itself otherwise.
    #[inline]
    pub fn result(self) -> Result<(), CUresult> {
        if self == CUresult::CUDA_SUCCESS {
            Ok(())
        } else {
            Err(self)
        }
    }

    /// `Ok(value)` for `CUDA_SUCCESS`, the code itself otherwise.
    #[inline]
    pub fn result_with<T>(self, value: T) -> Result<T, CUresult> {
        self.result().map(|()| value)
    }

    /// `Ok(())` for `CUDA_SUCCESS`, else a [`DriverError`] naming `function`.
    #[inline]
    pub fn into_result(self, function: &'static str) -> Result<(), DriverError> {
        if self == CUresult::CUDA_SUCCESS {
            Ok(())
        } else {
            Err(DriverError::status(function, self))
        }
    }

    /// Whether this is `CUDA_SUCCESS`.
    #[inline]
    pub fn is_success(self) -> bool {
        self == CUresult::CUDA_SUCCESS
    }
}

impl fmt::Display for CUresult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.name() {
            Some(n) => write!(f, "{n} ({})", self.0),
            None => write!(f, "CUresult {}", self.0),
        }
    }
}

impl std::error::Error for CUresult {}
