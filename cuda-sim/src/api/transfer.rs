//! Copies, sets and events. Work completes at once, so the stream-ordered
//! forms do what the synchronous ones do after checking their stream.

use super::context::current_device;
use super::memory::stream_device;
use super::put;
use crate::state::{self, Event, State};
use cuda_mem_sys::*;
use std::ffi::{c_uint, c_void};

/// Moves `n` bytes from `src` to `dst`, each a device address or a host
/// pointer. A context must be current, as on the driver.
fn copy(s: &mut State, dst: usize, src: usize, n: usize) -> state::Res<()> {
    current_device(s)?;
    if n == 0 {
        return Ok(());
    }
    let to = s.bytes(dst, n)?;
    let from = s.bytes(src, n)?;
    // SAFETY: both ranges lie in one allocation each (checked by `bytes`)
    // or are the caller's host memory, valid for `n` bytes by the driver's
    // contract; `copy` allows overlap.
    unsafe { std::ptr::copy(from, to, n) };
    Ok(())
}

fn set(s: &mut State, dst: usize, value: u8, n: usize) -> state::Res<()> {
    current_device(s)?;
    if n == 0 {
        return Ok(());
    }
    let to = s.bytes(dst, n)?;
    // SAFETY: as in `copy`.
    unsafe { std::ptr::write_bytes(to, value, n) };
    Ok(())
}

fn event(s: &mut State, e: CUevent) -> state::Res<&mut Event> {
    s.events
        .get_mut(&(e as usize))
        .ok_or(CUresult::CUDA_ERROR_INVALID_HANDLE)
}

export! {
    /// Copies between any two addresses (unified addressing).
    fn cuMemcpy(dst: CUdeviceptr, src: CUdeviceptr, n: usize) {
        state::with(|s| copy(s, dst as usize, src as usize, n))
    }

    /// Host to device.
    fn cuMemcpyHtoD_v2(dst: CUdeviceptr, src: *const c_void, n: usize) {
        state::with(|s| copy(s, dst as usize, src as usize, n))
    }

    /// Device to host.
    fn cuMemcpyDtoH_v2(dst: *mut c_void, src: CUdeviceptr, n: usize) {
        state::with(|s| copy(s, dst as usize, src as usize, n))
    }

    /// Device to device.
    fn cuMemcpyDtoD_v2(dst: CUdeviceptr, src: CUdeviceptr, n: usize) {
        state::with(|s| copy(s, dst as usize, src as usize, n))
    }

    /// Stream-ordered copy between any two addresses.
    fn cuMemcpyAsync(dst: CUdeviceptr, src: CUdeviceptr, n: usize, stream: CUstream) {
        state::with(|s| {
            stream_device(s, stream)?;
            copy(s, dst as usize, src as usize, n)
        })
    }

    /// Stream-ordered host to device (what cudarc's copies call).
    fn cuMemcpyHtoDAsync_v2(dst: CUdeviceptr, src: *const c_void, n: usize, stream: CUstream) {
        state::with(|s| {
            stream_device(s, stream)?;
            copy(s, dst as usize, src as usize, n)
        })
    }

    /// Stream-ordered device to host.
    fn cuMemcpyDtoHAsync_v2(dst: *mut c_void, src: CUdeviceptr, n: usize, stream: CUstream) {
        state::with(|s| {
            stream_device(s, stream)?;
            copy(s, dst as usize, src as usize, n)
        })
    }

    /// Stream-ordered device to device.
    fn cuMemcpyDtoDAsync_v2(dst: CUdeviceptr, src: CUdeviceptr, n: usize, stream: CUstream) {
        state::with(|s| {
            stream_device(s, stream)?;
            copy(s, dst as usize, src as usize, n)
        })
    }

    /// Sets `n` bytes.
    fn cuMemsetD8_v2(dst: CUdeviceptr, value: u8, n: usize) {
        state::with(|s| set(s, dst as usize, value, n))
    }

    /// Stream-ordered set.
    fn cuMemsetD8Async(dst: CUdeviceptr, value: u8, n: usize, stream: CUstream) {
        state::with(|s| {
            stream_device(s, stream)?;
            set(s, dst as usize, value, n)
        })
    }

    /// An event of the current context.
    fn cuEventCreate(ph: *mut CUevent, flags: c_uint) {
        let h = state::with(|s| {
            current_device(s)?;
            let h = (s.id() as usize) << 4 | 0xe;
            let timing = flags & CUevent_flags::CU_EVENT_DISABLE_TIMING.0 == 0;
            s.events.insert(h, Event { timing, recorded: None });
            Ok(h)
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(ph, h as CUevent) }
    }

    /// Records the time: the stream's earlier work is already done.
    fn cuEventRecord(e: CUevent, stream: CUstream) {
        state::with(|s| {
            stream_device(s, stream)?;
            event(s, e)?.recorded = Some(std::time::Instant::now());
            Ok(())
        })
    }

    /// Complete at once.
    fn cuEventQuery(e: CUevent) {
        state::with(|s| event(s, e).map(drop))
    }

    /// Nothing to wait for.
    fn cuEventSynchronize(e: CUevent) {
        state::with(|s| event(s, e).map(drop))
    }

    /// Milliseconds between two recorded events with timing.
    fn cuEventElapsedTime_v2(ms: *mut f32, start: CUevent, end: CUevent) {
        let t = state::with(|s| {
            let a = event(s, start)?;
            let (ta, timing_a) = (a.recorded, a.timing);
            let b = event(s, end)?;
            match (ta, b.recorded, timing_a && b.timing) {
                (Some(x), Some(y), true) => Ok(if y >= x {
                    (y - x).as_secs_f32() * 1e3
                } else {
                    -((x - y).as_secs_f32() * 1e3)
                }),
                _ => Err(CUresult::CUDA_ERROR_INVALID_HANDLE),
            }
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(ms, t) }
    }

    /// Destroys an event.
    fn cuEventDestroy_v2(e: CUevent) {
        state::with(|s| {
            s.events.remove(&(e as usize)).map(drop).ok_or(CUresult::CUDA_ERROR_INVALID_HANDLE)
        })
    }

    /// The event has completed already: nothing to wait for.
    fn cuStreamWaitEvent(stream: CUstream, e: CUevent, flags: c_uint) {
        let _ = flags;
        state::with(|s| {
            stream_device(s, stream)?;
            event(s, e).map(drop)
        })
    }
}
