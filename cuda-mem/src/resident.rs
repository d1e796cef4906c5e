//! Keeping this crate's code mapped once something outside a call points
//! into it.
//!
//! A host may load this crate inside a shared library (`libcuda_mem.so`
//! opened by a plugin loader: Open MPI's components, UCX's and libfabric's
//! providers) and `dlclose` it later, while the process goes on. Two things
//! this crate hands out would then point into unmapped code: the CUPTI
//! callback of observed mode (CUPTI calls it on every free anyone in the
//! process makes, possibly on another thread while `dlclose` runs) and the
//! pthread key destructor that gives back a primary-context reference taken
//! while a thread exits (`context/`). Before handing out either, the object
//! holding this code is reopened with `RTLD_NODELETE`: `dlclose` then
//! leaves it mapped for the rest of the process, as it leaves the data
//! those callbacks read (never freed). Linked into a program, the object
//! is the program, which is never unloaded.

use std::ffi::c_void;
use std::sync::Once;

/// Makes the object that holds this function stay mapped until the process
/// ends, whatever `dlclose` the host calls; once per process. A failure
/// (no loader information, which a static program has) is logged: such an
/// object is never unloaded either.
pub(crate) fn stay_mapped() {
    static DONE: Once = Once::new();
    DONE.call_once(|| {
        // SAFETY: all-zero is a valid `Dl_info` (null pointers), which
        // `dladdr` overwrites.
        let mut info: libc::Dl_info = unsafe { std::mem::zeroed() };
        let this = stay_mapped as fn() as *const c_void;
        // SAFETY: `dladdr` only looks the address up in the loader's
        // tables and writes `info`.
        if unsafe { libc::dladdr(this, &mut info) } == 0 || info.dli_fname.is_null() {
            log::debug!("cuda-mem: no loaded object holds this code; nothing to pin");
            return;
        }
        // SAFETY: `dli_fname` is the loader's NUL-terminated name of the
        // object that holds this code, which is loaded (it is running).
        // RTLD_NOLOAD opens nothing new; RTLD_NODELETE marks the object
        // as never unloaded. The reference the call takes is never given
        // back.
        let handle = unsafe {
            libc::dlopen(
                info.dli_fname,
                libc::RTLD_NOW | libc::RTLD_NOLOAD | libc::RTLD_NODELETE,
            )
        };
        if handle.is_null() {
            // The main program answers so: it is never unloaded.
            log::debug!("cuda-mem: the object holding this code is the program; nothing to pin");
        }
    });
}
