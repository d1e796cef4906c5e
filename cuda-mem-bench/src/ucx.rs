//! The real UCX, loaded at run time when it is there (UCX 1.22 from the
//! `libucx-cu12` wheel), in its two ways of telling a pointer's memory type:
//!
//! - its memory-type cache (`ucs_memtype_cache_lookup` in `libucs`), which
//!   answers foreign memory without a driver call on a hit. The bench
//!   populates it with the allocation it classifies (as UCM's hooks would
//!   on `cudaMalloc`) and times the hit;
//! - what it does without the cache (`UCX_MEMTYPE_CACHE=n`, the setting its
//!   users fall back to when a hook is missed): `uct_md_detect_memory_type`
//!   on the `cuda_cpy` memory domain (`libuct` and its `libuct_cuda`
//!   module), which asks the driver.
//!
//! Where it is looked for: the folder in `CUDA_MEM_BENCH_UCX` (holding
//! `libucs.so.0`, `libucm.so.0`, `libuct.so.0` and the module folder
//! `ucx/` with `libuct_cuda.so.0`), else the dynamic loader's path.

use std::ffi::{c_char, c_void, CStr};

/// `ucs_memory_info_t`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct MemoryInfo {
    /// `ucs_memory_type_t`: 0 host, 1 CUDA, 2 CUDA managed.
    pub kind: u32,
    /// `ucs_sys_device_t`.
    pub sys_dev: u8,
    /// Base of the allocation.
    pub base: *mut c_void,
    /// Length of the allocation.
    pub len: usize,
}

impl Default for MemoryInfo {
    fn default() -> MemoryInfo {
        MemoryInfo {
            kind: u32::MAX,
            sys_dev: 0,
            base: std::ptr::null_mut(),
            len: 0,
        }
    }
}

type Lookup = unsafe extern "C" fn(*const c_void, usize, *mut MemoryInfo) -> i32;
type Update = unsafe extern "C" fn(*const c_void, usize, u32, u8);

/// UCX's global memory-type cache.
pub struct MemtypeCache {
    lookup: Lookup,
    update: Update,
    // Kept loaded while the function pointers are used.
    _lib: libloading::Library,
}

/// Names the folder holding UCX's libraries.
pub const UCX_ENV: &str = "CUDA_MEM_BENCH_UCX";

/// Where UCX's library `file` is looked for: in `CUDA_MEM_BENCH_UCX`, else
/// by the dynamic loader.
fn library(file: &str) -> String {
    match std::env::var(UCX_ENV) {
        Ok(dir) => format!("{dir}/{file}"),
        Err(_) => file.to_string(),
    }
}

/// `UCS_OK`.
pub const UCS_OK: i32 = 0;

impl MemtypeCache {
    /// Opens `libucs.so.0`; why not, when it cannot.
    pub fn load() -> Result<MemtypeCache, String> {
        let name = library("libucs.so.0");
        // SAFETY: UCX's library; its initialisers set up UCS (and the
        // global memory-type cache), as in any UCX user.
        let lib = unsafe { libloading::Library::new(&name) }.map_err(|e| format!("{name}: {e}"))?;
        // SAFETY: the symbols have these C signatures in UCX 1.22
        // (`ucs/memory/memtype_cache.h`).
        let (lookup, update) = unsafe {
            let l: libloading::Symbol<'_, Lookup> = lib
                .get(b"ucs_memtype_cache_lookup\0")
                .map_err(|e| format!("{name}: {e}"))?;
            let u: libloading::Symbol<'_, Update> = lib
                .get(b"ucs_memtype_cache_update\0")
                .map_err(|e| format!("{name}: {e}"))?;
            (*l, *u)
        };
        Ok(MemtypeCache {
            lookup,
            update,
            _lib: lib,
        })
    }

    /// Records `[ptr, ptr + len)` as memory of `kind` (what UCM does when
    /// it sees the allocation).
    pub fn populate(&self, ptr: u64, len: usize, kind: u32) {
        // SAFETY: UCX only records the range; 0xff is "unknown device".
        unsafe { (self.update)(ptr as usize as *const c_void, len, kind, 0xff) }
    }

    /// A lookup of one byte at `ptr`: UCX's status and its answer.
    #[inline]
    pub fn lookup(&self, ptr: u64) -> (i32, MemoryInfo) {
        let mut info = MemoryInfo::default();
        // SAFETY: a valid out-pointer.
        let r = unsafe { (self.lookup)(ptr as usize as *const c_void, 1, &mut info) };
        (r, info)
    }
}

type QueryComponents = unsafe extern "C" fn(*mut *mut *mut c_void, *mut u32) -> i32;
type ComponentQuery = unsafe extern "C" fn(*mut c_void, *mut ComponentAttr) -> i32;
type MdConfigRead =
    unsafe extern "C" fn(*mut c_void, *const c_char, *const c_char, *mut *mut c_void) -> i32;
type MdOpen =
    unsafe extern "C" fn(*mut c_void, *const c_char, *const c_void, *mut *mut c_void) -> i32;
type ConfigRelease = unsafe extern "C" fn(*mut c_void);
type Detect = unsafe extern "C" fn(*mut c_void, *const c_void, usize, *mut u32) -> i32;

/// `uct_component_attr_t` (UCX 1.22, `uct/api/uct.h`).
#[repr(C)]
struct ComponentAttr {
    field_mask: u64,
    name: [c_char; 16],
    md_resource_count: u32,
    md_resources: *mut c_void,
    flags: u64,
}

/// `UCT_COMPONENT_ATTR_FIELD_NAME`.
const FIELD_NAME: u64 = 1;

/// UCX's memory-type detection without its cache: the `cuda_cpy` memory
/// domain, opened once and never closed (the bench runs to its end).
pub struct Detector {
    detect: Detect,
    md: *mut c_void,
    _lib: libloading::Library,
}

// SAFETY: UCX's memory domains are thread-safe for queries
// (`uct_md_detect_memory_type` only asks the driver); the handle is an
// opaque pointer that is never freed while the value lives.
unsafe impl Send for Detector {}
// SAFETY: as above; `&Detector` only calls the detection.
unsafe impl Sync for Detector {}

impl Detector {
    /// Opens `libuct.so.0` and the `cuda_cpy` memory domain; why not, when
    /// it cannot (no UCX, no CUDA module, no driver).
    pub fn load() -> Result<Detector, String> {
        let name = library("libuct.so.0");
        // SAFETY: UCX's transport library; its initialisers register its
        // components, as in any UCX user.
        let lib = unsafe { libloading::Library::new(&name) }.map_err(|e| format!("{name}: {e}"))?;
        let sym = |n: &[u8]| format!("{name}: {}", String::from_utf8_lossy(n));
        // SAFETY: the symbols have these C signatures in UCX 1.22
        // (`uct/api/uct.h`).
        let (query_components, component_query, config_read, md_open, config_release, detect) = unsafe {
            (
                *lib.get::<QueryComponents>(b"uct_query_components\0")
                    .map_err(|_| sym(b"uct_query_components"))?,
                *lib.get::<ComponentQuery>(b"uct_component_query\0")
                    .map_err(|_| sym(b"uct_component_query"))?,
                *lib.get::<MdConfigRead>(b"uct_md_config_read\0")
                    .map_err(|_| sym(b"uct_md_config_read"))?,
                *lib.get::<MdOpen>(b"uct_md_open\0")
                    .map_err(|_| sym(b"uct_md_open"))?,
                *lib.get::<ConfigRelease>(b"uct_config_release\0")
                    .map_err(|_| sym(b"uct_config_release"))?,
                *lib.get::<Detect>(b"uct_md_detect_memory_type\0")
                    .map_err(|_| sym(b"uct_md_detect_memory_type"))?,
            )
        };
        let mut components: *mut *mut c_void = std::ptr::null_mut();
        let mut n = 0u32;
        // SAFETY: valid out-pointers; UCX keeps the list (never released
        // here: the component handles it holds are used below).
        let r = unsafe { query_components(&mut components, &mut n) };
        if r != UCS_OK || components.is_null() {
            return Err(format!("uct_query_components: status {r}"));
        }
        let mut names = Vec::new();
        for i in 0..n as usize {
            // SAFETY: `n` component handles.
            let c = unsafe { *components.add(i) };
            let mut attr = ComponentAttr {
                field_mask: FIELD_NAME,
                name: [0; 16],
                md_resource_count: 0,
                md_resources: std::ptr::null_mut(),
                flags: 0,
            };
            // SAFETY: a component handle and an attribute struct asking for
            // the name only.
            if unsafe { component_query(c, &mut attr) } != UCS_OK {
                continue;
            }
            // SAFETY: UCX writes a NUL-terminated name of at most 16 bytes.
            let cname = unsafe { CStr::from_ptr(attr.name.as_ptr()) }
                .to_string_lossy()
                .into_owned();
            if cname != "cuda_cpy" {
                names.push(cname);
                continue;
            }
            let mut config = std::ptr::null_mut();
            // SAFETY: the component, no prefix or file, a valid out-pointer.
            let r = unsafe { config_read(c, std::ptr::null(), std::ptr::null(), &mut config) };
            if r != UCS_OK {
                return Err(format!("uct_md_config_read(cuda_cpy): status {r}"));
            }
            let mut md = std::ptr::null_mut();
            // SAFETY: the component, its memory domain's name, the config
            // just read and a valid out-pointer.
            let r = unsafe { md_open(c, c"cuda_cpy".as_ptr(), config, &mut md) };
            // SAFETY: the config read above, released once.
            unsafe { config_release(config) };
            if r != UCS_OK {
                return Err(format!("uct_md_open(cuda_cpy): status {r}"));
            }
            return Ok(Detector {
                detect,
                md,
                _lib: lib,
            });
        }
        Err(format!(
            "no cuda_cpy component (UCX found: {}): libuct_cuda.so.0 missing or the driver not loadable",
            names.join(", ")
        ))
    }

    /// UCX's memory type of `[ptr, ptr + len)` (0 host, 1 CUDA, 2 CUDA
    /// managed), or its error status.
    #[inline]
    pub fn detect(&self, ptr: u64, len: usize) -> Result<u32, i32> {
        let mut t = u32::MAX;
        // SAFETY: the open memory domain and a valid out-pointer.
        let r = unsafe { (self.detect)(self.md, ptr as usize as *const c_void, len, &mut t) };
        if r == UCS_OK {
            Ok(t)
        } else {
            Err(r)
        }
    }
}
