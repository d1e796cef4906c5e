//! Streams.

use crate::context::PrimaryContextGuard;
use crate::error::Result;
use cuda_sys::CUstream;

/// A non-blocking stream of a primary context; destroyed on drop.
pub struct Stream<'c> {
    pub(crate) guard: &'c PrimaryContextGuard<'c>,
    raw: CUstream,
}

// SAFETY: streams may be used and destroyed from any thread (the driver
// API is thread-safe); the handle is an opaque identifier.
unsafe impl Send for Stream<'_> {}
// SAFETY: as above; `&Stream` only passes the handle to driver calls.
unsafe impl Sync for Stream<'_> {}

impl std::fmt::Debug for Stream<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Stream")
            .field("device", &self.guard.device())
            .field("raw", &self.raw)
            .finish()
    }
}

impl<'c> Stream<'c> {
    /// Creates a stream in `ctx`.
    pub fn new(ctx: &'c PrimaryContextGuard<'c>) -> Result<Self> {
        let shared = &ctx.cuda().shared;
        let raw = ctx.with_current(|| {
            let mut s = std::ptr::null_mut();
            let flags = cuda_sys::CUstream_flags::CU_STREAM_NON_BLOCKING.0;
            // SAFETY: valid out-pointer; a context is current.
            let r = unsafe { shared.driver.cuStreamCreate(&mut s, flags) };
            shared.check("cuStreamCreate", r).map(|()| s)
        })?;
        Ok(Stream { guard: ctx, raw })
    }

    /// Waits for the stream's work.
    pub fn synchronize(&self) -> Result<()> {
        let shared = &self.guard.cuda().shared;
        // SAFETY: the stream is alive.
        shared.check("cuStreamSynchronize", unsafe {
            shared.driver.cuStreamSynchronize(self.raw)
        })
    }

    /// The raw handle.
    pub fn as_raw(&self) -> CUstream {
        self.raw
    }

    /// The device.
    pub fn device(&self) -> i32 {
        self.guard.device()
    }
}

impl Drop for Stream<'_> {
    fn drop(&mut self) {
        let shared = &self.guard.cuda().shared;
        self.guard.release_with_current("a stream", || {
            // SAFETY: the stream is alive and destroyed once.
            shared.check("cuStreamDestroy_v2", unsafe {
                shared.driver.cuStreamDestroy_v2(self.raw)
            })
        });
    }
}
