//! Opening the driver library and the table of its entry points.

use crate::*;
use std::fmt;

/// Variable naming the driver library to load instead of the default names.
pub const DRIVER_LIBRARY_ENV: &str = "CUDA_DRIVER_LIBRARY";

/// Library names tried, in order, when [`DRIVER_LIBRARY_ENV`] is not set.
pub const DEFAULT_LIBRARIES: &[&str] = &["libcuda.so.1", "libcuda.so"];

/// No driver library could be opened.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "no CUDA driver library could be loaded ({}). Install the NVIDIA driver, or set \
     {DRIVER_LIBRARY_ENV} to the path of a CUDA driver library; on a machine without a GPU, \
     the simulated driver libcuda_sim.so (the cuda-sim crate; in the cuda-mem repository \
     `cargo xtask demo` builds target/release/libcuda_sim.so)",
    describe(.tried)
)]
pub struct LoadError {
    /// Each library tried and the dynamic loader's message for it.
    pub tried: Vec<(String, String)>,
}

/// Each name tried once, with the loader's message (which usually begins
/// with the name: that part is not said twice).
fn describe(tried: &[(String, String)]) -> String {
    tried
        .iter()
        .map(|(n, e)| {
            let why = e.strip_prefix(n.as_str()).map_or(e.as_str(), |rest| {
                rest.trim_start_matches(|c: char| c == ':' || c.is_whitespace())
            });
            format!("{n}: {why}")
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// A loaded driver library and its entry points.
///
/// Every method is the driver function of the same name. It answers one
/// `Result`: `Ok` for `CUDA_SUCCESS`, else a [`DriverError`] that names the
/// function and says whether the library lacks it or what status it
/// answered. The library stays loaded as long as the value lives.
pub struct Driver {
    fns: DriverFns,
    path: String,
    version: i32,
    // Kept last so the table is dropped before the library is closed.
    _library: libloading::Library,
}

impl fmt::Debug for Driver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Driver")
            .field("path", &self.path)
            .finish_non_exhaustive()
    }
}

impl Driver {
    /// Opens the driver named by [`DRIVER_LIBRARY_ENV`], or else the first of
    /// [`DEFAULT_LIBRARIES`] that loads.
    ///
    /// # Safety
    /// Opening a library runs its initialisers, and every entry point is
    /// trusted to have the header's signature: the library must be a CUDA
    /// driver or implement the same C ABI.
    pub unsafe fn load() -> Result<Self, LoadError> {
        let names: Vec<String> = match std::env::var(DRIVER_LIBRARY_ENV) {
            Ok(p) if !p.is_empty() => vec![p],
            _ => DEFAULT_LIBRARIES.iter().map(|s| s.to_string()).collect(),
        };
        let mut tried = Vec::new();
        for name in names {
            // SAFETY: forwarded to the caller.
            match unsafe { Self::load_from(&name) } {
                Ok(d) => return Ok(d),
                Err(mut e) => tried.append(&mut e.tried),
            }
        }
        Err(LoadError { tried })
    }

    /// Opens the driver at `path` (a file path, or a name the dynamic loader
    /// searches for).
    ///
    /// # Safety
    /// As for [`Driver::load`].
    pub unsafe fn load_from(path: &str) -> Result<Self, LoadError> {
        // SAFETY: the caller vouches that this library is a CUDA driver.
        let lib = unsafe { libloading::Library::new(path) }.map_err(|e| LoadError {
            tried: vec![(path.to_string(), e.to_string())],
        })?;
        // SAFETY: as above; `lib` moves into the returned value with the table.
        let fns = unsafe { DriverFns::load(&lib) };
        let mut driver = Driver {
            fns,
            path: path.to_string(),
            version: 0,
            _library: lib,
        };
        // Needs no cuInit; kept so that a missing symbol can say how old the
        // driver is.
        // SAFETY: a valid out-pointer.
        driver.version = out(|v| unsafe { driver.cuDriverGetVersion(v) }).unwrap_or(0);
        Ok(driver)
    }

    /// What `cuDriverGetVersion` answered at load (for example 13000), or 0
    /// when the library does not say.
    pub fn version(&self) -> i32 {
        self.version
    }

    #[cold]
    #[inline(never)]
    fn missing(&self, function: &'static str) -> DriverError {
        DriverError::missing(function, self.version)
    }

    /// Whether the library exports `symbol` (any symbol, not only the
    /// header's: a simulator's own exports, say).
    pub fn has_symbol(&self, symbol: &str) -> bool {
        let mut name = symbol.as_bytes().to_vec();
        name.push(0);
        // SAFETY: the symbol is only looked up, never called or read.
        unsafe { self._library.get::<*const ()>(&name) }.is_ok()
    }

    /// The name or path the library was opened under.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// Which library this is: the address of its `cuDriverGetVersion`, equal
    /// for two `Driver`s exactly when they opened the same library (under
    /// any name), however many times it was opened.
    pub fn library_id(&self) -> usize {
        // SAFETY: the symbol's address is read, never called or read through.
        unsafe { self._library.get::<*const ()>(b"cuDriverGetVersion\0") }
            .map_or(0, |s| *s as usize)
    }
}

/// The generated entry-point table (`build/codegen.rs`).
// Generated code cannot carry `// SAFETY:` comments (they are not tokens).
// The argument for every unsafe block in it, stated once: each symbol is read
// with the type the header declares for it, and each call only forwards the
// obligations the `unsafe fn` caller took on.
#[allow(
    non_snake_case,
    non_camel_case_types,
    clippy::all,
    clippy::undocumented_unsafe_blocks,
    rustdoc::all
)]
mod table {
    use super::*;
    include!(concat!(env!("OUT_DIR"), "/driver_table.rs"));
}

use table::DriverFns;
pub use table::{pfn, SYMBOLS};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_driver_is_named_once_with_the_remedy() {
        // SAFETY: no library is at this path, so nothing is run.
        let e = unsafe { Driver::load_from("/nonexistent/libcuda.so.1") }.unwrap_err();
        let text = e.to_string();
        assert_eq!(
            text.matches("/nonexistent/libcuda.so.1").count(),
            1,
            "{text}"
        );
        assert!(text.contains("cannot open shared object file"), "{text}");
        assert!(
            text.contains("set CUDA_DRIVER_LIBRARY to the path"),
            "{text}"
        );
        assert!(text.contains("libcuda_sim.so"), "{text}");
    }
}
