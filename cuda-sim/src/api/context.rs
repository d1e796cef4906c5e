//! Initialisation, versions, error names, primary contexts and each
//! thread's current-context stack.

use super::put;
use crate::state::{self, context_handle, ensure_state, State, CONFIG_TEXT};
use cuda_mem_sys::*;
use std::cell::Cell;
use std::ffi::{c_char, c_int, c_uint, CStr};

/// Contexts a thread's stack holds at most.
const DEPTH: usize = 64;

thread_local! {
    /// This thread's context stack (the first `.1` entries; the top is the
    /// current context). Plain values with no destructor, so it stays
    /// usable while the thread's other thread-locals are destroyed at exit,
    /// as the real driver's per-thread state does: a value dropped by a
    /// thread-local destructor can still push its context and free.
    static STACK: Cell<([usize; DEPTH], usize)> = const { Cell::new(([0; DEPTH], 0)) };
}

/// The calling thread's current context handle, if any.
pub fn current() -> Option<usize> {
    let (s, n) = STACK.get();
    n.checked_sub(1).map(|top| s[top])
}

/// Pushes `ctx`; CUDA_ERROR_OUT_OF_MEMORY past the depth.
fn push(ctx: usize) -> state::Res<()> {
    let (mut s, n) = STACK.get();
    if n == DEPTH {
        return Err(CUresult::CUDA_ERROR_OUT_OF_MEMORY);
    }
    s[n] = ctx;
    STACK.set((s, n + 1));
    Ok(())
}

/// Pops the top, if any.
fn pop() -> Option<usize> {
    let top = current()?;
    let (s, n) = STACK.get();
    STACK.set((s, n - 1));
    Some(top)
}

export! {
    /// Initialises the simulated driver from its configuration.
    fn cuInit(flags: c_uint) {
        if flags != 0 {
            return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
        }
        let mut g = state::lock();
        let s = ensure_state(&mut g);
        if let Some(e) = &s.config_error {
            // Said where a person set it (the environment); a program that
            // configured this copy through cuda_sim_configure gets the code.
            let from_env = CONFIG_TEXT.lock().unwrap_or_else(|e| e.into_inner()).is_none();
            if from_env {
                eprintln!("cuda-sim: CUDA_SIM_CONFIG rejected: {e}");
            }
            return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
        }
        if let Some(code) = s.cfg.fail_init {
            return Err(CUresult(code));
        }
        if s.cfg.devices.is_empty() {
            // The real driver's answer on a machine with no GPU.
            return Err(CUresult::CUDA_ERROR_NO_DEVICE);
        }
        s.initialized = true;
        crate::fork::initialised();
        Ok(())
    }

    /// The configured driver version; works before cuInit.
    fn cuDriverGetVersion(version: *mut c_int) {
        let mut g = state::lock();
        let v = ensure_state(&mut g).cfg.driver_version;
        // SAFETY: out-pointer from the caller.
        unsafe { put(version, v) }
    }

    /// The header's name of an error code.
    fn cuGetErrorName(error: CUresult, out: *mut *const c_char) {
        let name = error.name_cstr().ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
        // SAFETY: out-pointer from the caller; the string is static.
        unsafe { put(out, name.as_ptr()) }
    }

    /// A description of an error code.
    fn cuGetErrorString(error: CUresult, out: *mut *const c_char) {
        let name = error.name_cstr().ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
        // SAFETY: out-pointer from the caller; the string is static.
        unsafe { put(out, name.as_ptr()) }
    }

    /// Takes a reference on a device's primary context.
    fn cuDevicePrimaryCtxRetain(pctx: *mut CUcontext, dev: CUdevice) {
        let ctx = state::with(|s| {
            let d = s.device(dev)?;
            s.primaries[d].refs += 1;
            Ok(context_handle(d))
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(pctx, ctx as CUcontext) }
    }

    /// Drops a reference; the last one destroys the context and what it owns.
    fn cuDevicePrimaryCtxRelease_v2(dev: CUdevice) {
        state::with(|s| {
            let d = s.device(dev)?;
            if s.primaries[d].refs == 0 {
                return Err(CUresult::CUDA_ERROR_INVALID_CONTEXT);
            }
            s.primaries[d].refs -= 1;
            if s.primaries[d].refs == 0 {
                crate::cupti::context_destroying(context_handle(d));
                s.destroy_context_memory(d);
            }
            Ok(())
        })
    }

    /// Flags and whether the primary context is active.
    fn cuDevicePrimaryCtxGetState(dev: CUdevice, flags: *mut c_uint, active: *mut c_int) {
        let (f, a) = state::with(|s| {
            let d = s.device(dev)?;
            Ok((s.primaries[d].flags, (s.primaries[d].refs > 0) as c_int))
        })?;
        // SAFETY: out-pointers from the caller.
        unsafe {
            put(flags, f)?;
            put(active, a)
        }
    }

    /// Sets the flags the primary context will be created with.
    fn cuDevicePrimaryCtxSetFlags_v2(dev: CUdevice, flags: c_uint) {
        state::with(|s| {
            let d = s.device(dev)?;
            s.primaries[d].flags = flags;
            Ok(())
        })
    }

    /// Frees everything the primary context owns; references stay.
    fn cuDevicePrimaryCtxReset_v2(dev: CUdevice) {
        state::with(|s| {
            let d = s.device(dev)?;
            crate::cupti::context_destroying(context_handle(d));
            s.destroy_context_memory(d);
            Ok(())
        })
    }

    /// This thread's current context, or null.
    fn cuCtxGetCurrent(pctx: *mut CUcontext) {
        state::with(|_| Ok(()))?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(pctx, current().unwrap_or(0) as CUcontext) }
    }

    /// Replaces the top of this thread's stack (null pops it).
    fn cuCtxSetCurrent(ctx: CUcontext) {
        let ctx = ctx as usize;
        state::with(|s| if ctx == 0 { Ok(()) } else { s.live_context(ctx).map(drop) })?;
        pop();
        if ctx != 0 {
            push(ctx)?;
        }
        Ok(())
    }

    /// Pushes a context on this thread's stack.
    fn cuCtxPushCurrent_v2(ctx: CUcontext) {
        let ctx = ctx as usize;
        state::with(|s| s.live_context(ctx).map(drop))?;
        push(ctx)
    }

    /// Pops this thread's current context.
    fn cuCtxPopCurrent_v2(pctx: *mut CUcontext) {
        state::with(|_| Ok(()))?;
        let top = pop().ok_or(CUresult::CUDA_ERROR_INVALID_CONTEXT)?;
        if pctx.is_null() {
            return Ok(());
        }
        // SAFETY: out-pointer from the caller.
        unsafe { put(pctx, top as CUcontext) }
    }

    /// The device of the current context. Like the driver, it answers for
    /// a primary context whose last reference is gone, too.
    fn cuCtxGetDevice(device: *mut CUdevice) {
        let cur = current().ok_or(CUresult::CUDA_ERROR_INVALID_CONTEXT)?;
        let d = state::with(|s| s.known_context(cur))?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(device, d as CUdevice) }
    }

    /// The current context's flags (a released primary context still
    /// answers, as on the driver).
    fn cuCtxGetFlags(flags: *mut c_uint) {
        let cur = current().ok_or(CUresult::CUDA_ERROR_INVALID_CONTEXT)?;
        let f = state::with(|s| s.known_context(cur).map(|d| s.primaries[d].flags))?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(flags, f) }
    }

    /// The API version of a context: CUDA_ERROR_INVALID_CONTEXT once it is
    /// destroyed.
    fn cuCtxGetApiVersion(ctx: CUcontext, version: *mut c_uint) {
        let ctx = if ctx.is_null() { current().unwrap_or(0) } else { ctx as usize };
        let v = state::with(|s| {
            s.live_context(ctx).map_err(|_| CUresult::CUDA_ERROR_INVALID_CONTEXT)?;
            Ok(s.cfg.driver_version as c_uint)
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(version, v) }
    }

    /// A context's unique id: CUDA_ERROR_CONTEXT_IS_DESTROYED once it is
    /// destroyed.
    fn cuCtxGetId(ctx: CUcontext, id: *mut std::ffi::c_ulonglong) {
        let ctx = if ctx.is_null() { current().unwrap_or(0) } else { ctx as usize };
        let d = state::with(|s| s.live_context(ctx))?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(id, d as std::ffi::c_ulonglong + 1) }
    }

    /// Waits for the current context's work: none is ever pending.
    fn cuCtxSynchronize() {
        let cur = current().ok_or(CUresult::CUDA_ERROR_INVALID_CONTEXT)?;
        state::with(|s| s.live_context(cur).map(drop))
    }
}

/// The device of this thread's live current context.
pub fn current_device(s: &State) -> state::Res<usize> {
    let cur = current().ok_or(CUresult::CUDA_ERROR_INVALID_CONTEXT)?;
    s.live_context(cur)
}

/// Sets the configuration before cuInit.
///
/// # Safety
/// `text` is null or a NUL-terminated string.
pub(crate) unsafe fn configure(text: *const c_char) -> CUresult {
    if text.is_null() {
        return CUresult::CUDA_ERROR_INVALID_VALUE;
    }
    // SAFETY: NUL-terminated by the caller's contract.
    let t = unsafe { CStr::from_ptr(text) }
        .to_string_lossy()
        .into_owned();
    *CONFIG_TEXT.lock().unwrap_or_else(|e| e.into_inner()) = Some(t);
    *state::lock() = None;
    CUresult::CUDA_SUCCESS
}
