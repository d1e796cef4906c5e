//! The real UCX, loaded at run time when it is there: its memory-type
//! cache (`ucs_memtype_cache_lookup` in `libucs`, UCX 1.22 from the
//! `libucx-cu12` wheel), the peer that answers foreign memory without a
//! driver call on a hit. The bench populates it with the allocation it
//! classifies (as UCM's hooks would on `cudaMalloc`) and times the hit.
//!
//! Where it is looked for: the folder in `CUDA_MEM_BENCH_UCX` (holding
//! `libucs.so.0` and `libucm.so.0`), else the dynamic loader's path.

use std::ffi::c_void;

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

/// `UCS_OK`.
pub const UCS_OK: i32 = 0;

impl MemtypeCache {
    /// Opens `libucs.so.0`; why not, when it cannot.
    pub fn load() -> Result<MemtypeCache, String> {
        let name = match std::env::var(UCX_ENV) {
            Ok(dir) => format!("{dir}/libucs.so.0"),
            Err(_) => "libucs.so.0".to_string(),
        };
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
