//! [`Event`]: a point in a stream's work, to order streams and time them.

use super::stream::Stream;
use crate::context::primary::PrimaryContextGuard;
use crate::error::{Error, Result};
use cuda_mem_sys::{out, CUevent};
use std::time::Duration;

/// A point in a stream's work: recorded on a stream, waited for, and timed
/// against another. Destroyed on drop; keeps its context alive.
pub struct Event {
    ctx: PrimaryContextGuard,
    pub(super) raw: CUevent,
    timing: bool,
}

// SAFETY: events may be recorded, waited for and destroyed from any thread;
// the handle is an opaque identifier and the guard is Send.
unsafe impl Send for Event {}
// SAFETY: `&Event` only passes the handle to thread-safe driver calls.
unsafe impl Sync for Event {}

impl std::fmt::Debug for Event {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Event")
            .field("device", &self.ctx.device())
            .field("timing", &self.timing)
            .finish()
    }
}

impl Event {
    /// An event of `ctx`; `timing` makes it usable with
    /// [`Event::elapsed_since`] (at some cost to recording).
    pub fn new(ctx: &PrimaryContextGuard, timing: bool) -> Result<Event> {
        let flags = if timing {
            cuda_mem_sys::CUevent_flags::CU_EVENT_DEFAULT.0
        } else {
            cuda_mem_sys::CUevent_flags::CU_EVENT_DISABLE_TIMING.0
        };
        let raw = ctx.with_current(|d| {
            // SAFETY: a valid out-pointer; a context is current.
            Ok(out(|e| unsafe { d.cuEventCreate(e, flags) })?)
        })?;
        Ok(Event {
            ctx: ctx.clone(),
            raw,
            timing,
        })
    }

    /// Records the event at the current end of `stream`'s work.
    pub fn record(&self, stream: &Stream) -> Result<()> {
        let raw = self.raw;
        self.ctx.with_current(|d| {
            // SAFETY: both are alive (borrowed).
            Ok(unsafe { d.cuEventRecord(raw, stream.as_raw()) }?)
        })
    }

    /// Waits until the work before the recording is done.
    pub fn synchronize(&self) -> Result<()> {
        let d = self.ctx.cuda().shared.driver()?;
        // SAFETY: the event is alive.
        Ok(unsafe { d.cuEventSynchronize(self.raw) }?)
    }

    /// Whether the work before the recording is done (true for an event
    /// never recorded).
    pub fn is_complete(&self) -> Result<bool> {
        let d = self.ctx.cuda().shared.driver()?;
        // SAFETY: the event is alive.
        match unsafe { d.cuEventQuery(self.raw) } {
            Ok(()) => Ok(true),
            Err(e) if e.code() == Some(cuda_mem_sys::CUresult::CUDA_ERROR_NOT_READY) => Ok(false),
            Err(e) => Err(e.into()),
        }
    }

    /// Time from `earlier`'s recording to this one's; both must have been
    /// made with timing and recorded, and be complete.
    pub fn elapsed_since(&self, earlier: &Event) -> Result<Duration> {
        if !self.timing || !earlier.timing {
            return Err(Error::InvalidArgument(
                "elapsed time needs two events made with timing".into(),
            ));
        }
        let d = self.ctx.cuda().shared.driver()?;
        // SAFETY: a valid out-pointer; both events are alive.
        let ms = out(|m| unsafe { d.cuEventElapsedTime_v2(m, earlier.raw, self.raw) })?;
        Ok(Duration::from_secs_f64(f64::from(ms.max(0.0)) / 1e3))
    }
}

impl Drop for Event {
    fn drop(&mut self) {
        let raw = self.raw;
        self.ctx.release_with_current("an event", |d| {
            // SAFETY: created by this value, destroyed once.
            Ok(unsafe { d.cuEventDestroy_v2(raw) }?)
        });
    }
}
