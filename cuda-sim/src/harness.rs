//! Test-side handle on a private copy of the simulator, and the choice
//! between the simulator and the real driver for tests that run on both.

use crate::state::SimStats;
use std::ffi::{c_char, c_int, CString};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Variable naming the built `libcuda_sim.so` (found beside the test
/// executable otherwise).
pub const SIM_LIBRARY_ENV: &str = "CUDA_SIM_LIBRARY";

/// Set to `1` to run driver-agnostic tests against the real driver.
pub const REAL_DRIVER_ENV: &str = "CUDA_MEM_TEST_REAL_DRIVER";

const LIB_NAME: &str = "libcuda_sim.so";

/// A private, configured copy of the simulator, loaded. The copy lives in
/// `cuda-sim-<pid>/` in the temporary folder and is removed with the value
/// (the folder with the last copy); folders of processes that no longer
/// run are removed by the next process that makes a copy.
pub struct SimLibrary {
    path: PathBuf,
    source: PathBuf,
    lib: libloading::Library,
}

/// The folder of this process's copies.
fn copies_dir() -> PathBuf {
    std::env::temp_dir().join(format!("cuda-sim-{}", std::process::id()))
}

/// Removes the copies' folders of processes that no longer run (a crashed
/// test, a child that exited without running destructors). Returns how
/// many were removed.
pub fn remove_stale_copies() -> usize {
    let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else {
        return 0;
    };
    let mut removed = 0;
    for e in entries.flatten() {
        let name = e.file_name();
        let Some(pid) = name
            .to_str()
            .and_then(|n| n.strip_prefix("cuda-sim-"))
            .and_then(|p| p.parse::<u32>().ok())
        else {
            continue;
        };
        if !Path::new("/proc").join(pid.to_string()).exists()
            && std::fs::remove_dir_all(e.path()).is_ok()
        {
            removed += 1;
        }
    }
    removed
}

impl std::fmt::Debug for SimLibrary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SimLibrary")
            .field("path", &self.path)
            .finish()
    }
}

fn locate() -> Result<PathBuf, String> {
    let mut tried = Vec::new();
    if let Some(p) = std::env::var_os(SIM_LIBRARY_ENV) {
        let p = PathBuf::from(p);
        if p.is_file() {
            return Ok(p);
        }
        tried.push(p);
    }
    if let Ok(exe) = std::env::current_exe() {
        for dir in exe.ancestors().skip(1).take(3) {
            let p = dir.join(LIB_NAME);
            if p.is_file() {
                return Ok(p);
            }
            tried.push(p);
        }
    }
    // Doctests run from a temporary folder: try the build's target folders.
    let mut targets: Vec<PathBuf> = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .into_iter()
        .collect();
    targets.push(Path::new(env!("CARGO_MANIFEST_DIR")).join("../target"));
    for t in targets {
        for profile in ["debug", "release"] {
            let p = t.join(profile).join(LIB_NAME);
            if p.is_file() {
                return Ok(p);
            }
            tried.push(p);
        }
    }
    Err(format!(
        "{LIB_NAME} not found (tried {}); build it with `cargo build -p cuda-sim` or set {SIM_LIBRARY_ENV}",
        tried.iter().map(|p| p.display().to_string()).collect::<Vec<_>>().join(", ")
    ))
}

/// Renames each symbol's entry in the copy's string tables so `dlsym` no
/// longer finds it (the first letter becomes `X`, keeping every offset).
fn omit_symbols(bytes: &mut [u8], omit: &[String]) -> Result<(), String> {
    for name in omit {
        let needle: Vec<u8> = [&[0u8][..], name.as_bytes(), &[0u8][..]].concat();
        let mut hits = 0;
        let mut i = 0;
        while i + needle.len() <= bytes.len() {
            if bytes[i..i + needle.len()] == needle[..] {
                bytes[i + 1] = b'X';
                hits += 1;
                i += needle.len();
            } else {
                i += 1;
            }
        }
        if hits == 0 {
            return Err(format!(
                "cannot omit {name}: the simulator does not export it"
            ));
        }
    }
    Ok(())
}

static COPIES: AtomicUsize = AtomicUsize::new(0);

/// Copies of this process on disk. Making a copy (folder, then file) and
/// removing one (file, then the folder when it was the last) hold this
/// lock, so that a drop never removes the folder between another copy's
/// `create_dir_all` and its write.
static ON_DISK: Mutex<usize> = Mutex::new(0);

/// Writes a copy into this process's folder.
fn write_copy(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let mut on_disk = ON_DISK.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::write(path, bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    *on_disk += 1;
    Ok(())
}

/// Removes a copy, and the folder with the last one.
fn remove_copy(path: &Path) {
    let mut on_disk = ON_DISK.lock().unwrap_or_else(|e| e.into_inner());
    if std::fs::remove_file(path).is_ok() {
        *on_disk = on_disk.saturating_sub(1);
    }
    if *on_disk == 0 {
        if let Some(dir) = path.parent() {
            let _ = std::fs::remove_dir(dir);
        }
    }
}

impl SimLibrary {
    /// The built simulator: [`SIM_LIBRARY_ENV`], else beside the test
    /// executable, else in the build's target folders; the error names
    /// every place tried. For a test that hands the library to a program
    /// of its own (a C test); [`SimLibrary::new`] loads a private copy.
    pub fn locate() -> Result<PathBuf, String> {
        locate()
    }

    /// A fresh copy configured with `config` (the `CUDA_SIM_CONFIG` language).
    pub fn new(config: &str) -> Result<SimLibrary, String> {
        let cfg = crate::config::parse(config)?;
        let src = locate()?;
        let mut bytes = std::fs::read(&src).map_err(|e| format!("{}: {e}", src.display()))?;
        omit_symbols(&mut bytes, &cfg.omit)?;
        let n = COPIES.fetch_add(1, Ordering::Relaxed);
        if n == 0 {
            remove_stale_copies();
        }
        let path = copies_dir().join(format!("libcuda-sim-{n}.so"));
        write_copy(&path, &bytes)?;
        // SAFETY: the library is the simulator; its initialisers are Rust's.
        let lib = unsafe { libloading::Library::new(&path) }.map_err(|e| {
            remove_copy(&path);
            format!("{}: {e}", path.display())
        })?;
        let c = CString::new(config).map_err(|_| "configuration contains NUL".to_string())?;
        // SAFETY: the simulator's own export with this signature.
        let configure = unsafe {
            lib.get::<unsafe extern "C" fn(*const c_char) -> cuda_mem_sys::CUresult>(
                b"cuda_sim_configure\0",
            )
        }
        .map_err(|e| e.to_string())?;
        // SAFETY: a NUL-terminated string that outlives the call.
        unsafe { configure(c.as_ptr()) }
            .result()
            .map_err(|e| format!("cuda_sim_configure: {e}"))?;
        Ok(SimLibrary {
            path,
            source: src,
            lib,
        })
    }

    /// The built library the copy was made from (the one a user names in
    /// `CUDA_DRIVER_LIBRARY`).
    pub fn source(&self) -> &Path {
        &self.source
    }

    /// The copy's path, to load it as the driver.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The copy's path as a string.
    pub fn path_str(&self) -> &str {
        self.path.to_str().expect("temp paths are UTF-8")
    }

    /// What the copy holds now (all zero before cuInit).
    pub fn stats(&self) -> SimStats {
        let mut s = SimStats::default();
        // SAFETY: the simulator's own export with this signature.
        if let Ok(f) = unsafe {
            self.lib
                .get::<unsafe extern "C" fn(*mut SimStats) -> cuda_mem_sys::CUresult>(
                    b"cuda_sim_stats\0",
                )
        } {
            // SAFETY: `s` is a valid out-pointer.
            let _ = unsafe { f(&mut s) };
        }
        s
    }

    /// Reference count of a device's primary context (-1: no such device).
    pub fn primary_refcount(&self, dev: i32) -> i32 {
        // SAFETY: the simulator's own export with this signature.
        match unsafe {
            self.lib
                .get::<extern "C" fn(c_int) -> c_int>(b"cuda_sim_primary_refcount\0")
        } {
            Ok(f) => f(dev),
            Err(_) => -1,
        }
    }

    /// The simulator's count of entry points called in a forked child
    /// (each refused), as a function to look up before the fork and call in
    /// the child: looking a symbol up there could take the loader's lock.
    pub fn child_call_counter(&self) -> Option<extern "C" fn() -> u64> {
        // SAFETY: the simulator's own export with this signature.
        unsafe {
            self.lib
                .get::<extern "C" fn() -> u64>(b"cuda_sim_child_call_count\0")
        }
        .ok()
        .map(|f| *f)
    }

    /// Calls made so far of the entry point `name` (the versioned symbol).
    pub fn calls(&self, name: &str) -> u64 {
        let c = CString::new(name).expect("symbol names have no NUL");
        // SAFETY: the simulator's own export with this signature.
        match unsafe {
            self.lib
                .get::<unsafe extern "C" fn(*const c_char) -> u64>(b"cuda_sim_call_count\0")
        } {
            // SAFETY: a NUL-terminated string that outlives the call.
            Ok(f) => unsafe { f(c.as_ptr()) },
            Err(_) => 0,
        }
    }

    /// Calls made so far of every entry point together.
    pub fn total_calls(&self) -> u64 {
        // SAFETY: the simulator's own export with this signature.
        match unsafe {
            self.lib
                .get::<unsafe extern "C" fn(*const c_char) -> u64>(b"cuda_sim_call_count\0")
        } {
            // SAFETY: null asks for the total.
            Ok(f) => unsafe { f(std::ptr::null()) },
            Err(_) => 0,
        }
    }
}

impl Drop for SimLibrary {
    fn drop(&mut self) {
        // A copy may stay loaded (a thread-local destructor pins it): give
        // back the address space it caches.
        // SAFETY: the simulator's own export with this signature.
        if let Ok(trim) = unsafe { self.lib.get::<extern "C" fn()>(b"cuda_sim_trim\0") } {
            trim();
        }
        // The mapping stays valid after the file is gone.
        remove_copy(&self.path);
    }
}

/// The driver a driver-agnostic test runs against: a simulator copy, or the
/// real `libcuda.so.1` when [`REAL_DRIVER_ENV`] is `1`.
#[derive(Debug)]
pub enum TestDriver {
    /// The simulator, configured for the test.
    Sim(SimLibrary),
    /// The machine's driver.
    Real,
}

impl TestDriver {
    /// The real driver if asked for, else a simulator copy with `config`
    /// (ignored on the real driver).
    pub fn new(config: &str) -> TestDriver {
        if Self::real_requested() {
            TestDriver::Real
        } else {
            TestDriver::Sim(SimLibrary::new(config).unwrap_or_else(|e| panic!("simulator: {e}")))
        }
    }

    /// Whether tests were asked to use the real driver.
    pub fn real_requested() -> bool {
        std::env::var(REAL_DRIVER_ENV).is_ok_and(|v| v == "1")
    }

    /// What to pass to the loader.
    pub fn library(&self) -> &str {
        match self {
            TestDriver::Sim(s) => s.path_str(),
            TestDriver::Real => "libcuda.so.1",
        }
    }

    /// The simulator, for sim-only checks.
    pub fn sim(&self) -> Option<&SimLibrary> {
        match self {
            TestDriver::Sim(s) => Some(s),
            TestDriver::Real => None,
        }
    }

    /// `"simulated"` or `"real"`, for messages.
    pub fn label(&self) -> &'static str {
        match self {
            TestDriver::Sim(_) => "simulated",
            TestDriver::Real => "real",
        }
    }
}

/// Fault-switch probes for tests: every implemented entry point, callable by
/// name (generated by `build.rs`).
#[allow(clippy::undocumented_unsafe_blocks, unused_unsafe)]
pub mod fault_probe {
    // Each call's arguments are zeroed values of the header's types (null
    // pointers, zero handles, `None` callbacks), and the caller promises the
    // call fails before the entry point reads them.
    include!(concat!(env!("OUT_DIR"), "/zeroed_calls.rs"));
}
