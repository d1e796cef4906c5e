//! Context-owned memory (cuMemAlloc, pinned, registered, managed), streams
//! and address ranges.

use super::context::current_device;
use super::put;
use crate::state::{self, Kind, Place, State};
use cuda_mem_sys::*;
use std::ffi::{c_uint, c_void};

fn host_backed(s: &mut State, len: usize, kind: Kind) -> state::Res<usize> {
    let dev = current_device(s)?;
    if len == 0 {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    let (addr, layout) = State::host_memory(len)?;
    s.insert(addr, len, kind, dev, Place::Device(dev)).host = Some(layout);
    Ok(addr)
}

fn free_kind(s: &mut State, addr: usize, ok: impl Fn(Kind, bool) -> bool) -> state::Res<()> {
    match s.allocs.get(&addr) {
        Some(a) if ok(a.kind, a.imported) => {
            s.remove(addr);
            Ok(())
        }
        _ => Err(CUresult::CUDA_ERROR_INVALID_VALUE),
    }
}

export! {
    /// Device memory owned by the current context.
    fn cuMemAlloc_v2(dptr: *mut CUdeviceptr, bytesize: usize) {
        let p = state::with(|s| {
            let dev = current_device(s)?;
            if bytesize == 0 {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            s.fits(Place::Device(dev), bytesize)?;
            let start = s.va(bytesize, 0)?;
            s.insert(start, bytesize, Kind::Device, dev, Place::Device(dev));
            Ok(start)
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(dptr, p as CUdeviceptr) }
    }

    /// A pitched 2D allocation: rows of `width` bytes, each starting at a
    /// multiple of 512 bytes (the pitch, written to `pitch`); cuMemAlloc
    /// memory otherwise. The element size must be 4, 8 or 16 bytes.
    fn cuMemAllocPitch_v2(
        dptr: *mut CUdeviceptr,
        pitch: *mut usize,
        width: usize,
        height: usize,
        element: std::ffi::c_uint,
    ) {
        if width == 0 || height == 0 || ![4, 8, 16].contains(&element) {
            return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
        }
        let row = state::round_up(width, 512).ok_or(CUresult::CUDA_ERROR_OUT_OF_MEMORY)?;
        let len = row.checked_mul(height).ok_or(CUresult::CUDA_ERROR_OUT_OF_MEMORY)?;
        let p = state::with(|s| {
            let dev = current_device(s)?;
            s.fits(Place::Device(dev), len)?;
            let start = s.va(len, 0)?;
            s.insert(start, len, Kind::Device, dev, Place::Device(dev));
            Ok(start)
        })?;
        // SAFETY: out-pointers from the caller.
        unsafe {
            put(pitch, row)?;
            put(dptr, p as CUdeviceptr)
        }
    }

    /// Frees cuMemAlloc or managed memory, or an imported pool pointer, by
    /// its start address (memory opened by cuIpcOpenMemHandle is closed
    /// instead).
    fn cuMemFree_v2(dptr: CUdeviceptr) {
        state::with(|s| {
            free_kind(s, dptr as usize, |k, imported| match k {
                Kind::Device | Kind::Managed => !imported,
                Kind::Pool { .. } => imported,
                _ => false,
            })
        })
    }

    /// Pinned host memory: real host memory the CPU can use.
    fn cuMemHostAlloc(pp: *mut *mut c_void, bytesize: usize, flags: c_uint) {
        let _ = flags;
        let p = state::with(|s| host_backed(s, bytesize, Kind::Pinned))?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(pp, p as *mut c_void) }
    }

    /// Frees cuMemHostAlloc memory.
    fn cuMemFreeHost(p: *mut c_void) {
        state::with(|s| free_kind(s, p as usize, |k, _| k == Kind::Pinned))
    }

    /// Page-locks the caller's memory.
    fn cuMemHostRegister_v2(p: *mut c_void, bytesize: usize, flags: c_uint) {
        state::with(|s| {
            let dev = current_device(s)?;
            if p.is_null() || bytesize == 0 || (p as usize).checked_add(bytesize).is_none() {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            if s.overlaps(p as usize, bytesize) {
                return Err(CUresult::CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED);
            }
            let a = s.insert(p as usize, bytesize, Kind::Registered, dev, Place::Device(dev));
            a.read_only = flags & CU_MEMHOSTREGISTER_READ_ONLY != 0;
            Ok(())
        })
    }

    /// Unregisters memory registered at exactly this address.
    fn cuMemHostUnregister(p: *mut c_void) {
        state::with(|s| match s.allocs.get(&(p as usize)) {
            Some(a) if a.kind == Kind::Registered => {
                s.remove(p as usize);
                Ok(())
            }
            _ => Err(CUresult::CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED),
        })
    }

    /// Managed memory: host memory the CPU can use, reported as DEVICE.
    fn cuMemAllocManaged(dptr: *mut CUdeviceptr, bytesize: usize, flags: c_uint) {
        let _ = flags;
        let p = state::with(|s| host_backed(s, bytesize, Kind::Managed))?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(dptr, p as CUdeviceptr) }
    }

    /// The allocation containing an address.
    fn cuMemGetAddressRange_v2(pbase: *mut CUdeviceptr, psize: *mut usize, dptr: CUdeviceptr) {
        let (b, l) = state::with(|s| {
            let a = s.find(dptr as usize).ok_or(CUresult::CUDA_ERROR_NOT_FOUND)?;
            Ok((a.start, a.len))
        })?;
        // SAFETY: out-pointers from the caller; either may be null.
        unsafe {
            if !pbase.is_null() {
                put(pbase, b as CUdeviceptr)?;
            }
            if !psize.is_null() {
                put(psize, l)?;
            }
        }
        Ok(())
    }

    /// A stream of the current context.
    fn cuStreamCreate(ph: *mut CUstream, flags: c_uint) {
        let _ = flags;
        let h = state::with(|s| {
            let dev = current_device(s)?;
            let h = (s.id() as usize) << 4 | 0x5;
            s.streams.insert(h, dev);
            Ok(h)
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(ph, h as CUstream) }
    }

    /// Destroys a stream (and a capture of it, unfinished).
    fn cuStreamDestroy_v2(h: CUstream) {
        state::with(|s| {
            s.captures.remove(&(h as usize));
            s.streams.remove(&(h as usize)).map(drop).ok_or(CUresult::CUDA_ERROR_INVALID_HANDLE)
        })
    }

    /// Work is done at once, so there is nothing to wait for.
    fn cuStreamSynchronize(h: CUstream) {
        state::with(|s| stream_device(s, h).map(drop))
    }
}

/// The device a stream belongs to (the null stream: the current context's),
/// for work on it: a captured stream takes none but what capture simulates
/// (`api/graph.rs`).
pub fn stream_device(s: &State, h: CUstream) -> state::Res<usize> {
    if s.captures.contains_key(&(h as usize)) {
        return Err(CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED);
    }
    stream_owner(s, h)
}

/// The device a stream belongs to, captured or not.
pub fn stream_owner(s: &State, h: CUstream) -> state::Res<usize> {
    if h.is_null() {
        return current_device(s);
    }
    s.streams
        .get(&(h as usize))
        .copied()
        .ok_or(CUresult::CUDA_ERROR_INVALID_HANDLE)
}
