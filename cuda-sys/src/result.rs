//! Helpers on [`CUresult`]: the driver's status code, kept as the raw value
//! so codes newer than the header stay representable.

use crate::CUresult;
use std::fmt;

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
