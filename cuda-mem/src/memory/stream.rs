//! Streams.

use crate::context::primary::PrimaryContextGuard;
use crate::error::Result;
use cuda_mem_sys::{out, CUstream};
use std::sync::Arc;

struct Inner {
    ctx: PrimaryContextGuard,
    raw: CUstream,
}

// SAFETY: streams may be used and destroyed from any thread (the driver
// API is thread-safe); the handle is an opaque identifier.
unsafe impl Send for Inner {}
// SAFETY: as above; `&Inner` only passes the handle to driver calls.
unsafe impl Sync for Inner {}

impl Drop for Inner {
    fn drop(&mut self) {
        let raw = self.raw;
        self.ctx.release_with_current("a stream", |d| {
            // SAFETY: the stream is alive and destroyed once, by the last
            // clone.
            Ok(unsafe { d.cuStreamDestroy_v2(raw) }?)
        });
    }
}

/// A non-blocking stream of a primary context; destroyed when the last
/// clone is dropped (a [`PoolBuffer`](crate::PoolBuffer) allocated on it
/// keeps a clone, since it is freed on it). Keeps its context alive.
#[derive(Clone)]
pub struct Stream {
    inner: Arc<Inner>,
}

impl std::fmt::Debug for Stream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Stream")
            .field("device", &self.inner.ctx.device())
            .field("raw", &self.inner.raw)
            .finish()
    }
}

impl Stream {
    /// Creates a stream in `ctx`.
    pub fn new(ctx: &PrimaryContextGuard) -> Result<Self> {
        let flags = cuda_mem_sys::CUstream_flags::CU_STREAM_NON_BLOCKING.0;
        let raw = ctx.with_current(|d| {
            // SAFETY: a valid out-pointer; a context is current.
            Ok(out(|s| unsafe { d.cuStreamCreate(s, flags) })?)
        })?;
        Ok(Stream {
            inner: Arc::new(Inner {
                ctx: ctx.clone(),
                raw,
            }),
        })
    }

    /// Waits for the stream's work.
    pub fn synchronize(&self) -> Result<()> {
        let d = self.inner.ctx.cuda().shared.driver()?;
        // SAFETY: the stream is alive.
        Ok(unsafe { d.cuStreamSynchronize(self.inner.raw) }?)
    }

    /// The raw handle.
    pub fn as_raw(&self) -> CUstream {
        self.inner.raw
    }

    /// The device.
    pub fn device(&self) -> i32 {
        self.inner.ctx.device()
    }

    /// The context the stream belongs to.
    pub fn context(&self) -> &PrimaryContextGuard {
        &self.inner.ctx
    }
}
