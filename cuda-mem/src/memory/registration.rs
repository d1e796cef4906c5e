//! Host memory page-locked in place by `cuMemHostRegister`.

use super::nonzero;
use crate::context::primary::PrimaryContextGuard;
use crate::error::{Error, Result};
use crate::memory::owned::Owned;
use cuda_mem_sys::flags::HostRegisterFlags;
use std::ffi::c_void;

/// Zeroed pages of their own, mapped from the kernel untouched (an
/// anonymous private mapping): the first `len` bytes are the registered
/// ones. Unmapped on drop.
struct Pages {
    at: *mut u8,
    len: usize,
    mapped: usize,
}

impl Pages {
    /// At least `len` bytes of zeroed pages, none of them touched: the
    /// kernel gives a page when it is first used (or pinned), so a length
    /// the host cannot pin meets the registration's own refusal, never
    /// the out-of-memory killer of a zeroing loop.
    fn map(len: usize) -> Result<Pages> {
        let refused = Error::OutOfHostMemory { bytes: len };
        let mapped = len.checked_next_multiple_of(4096).ok_or(refused.clone())?;
        // SAFETY: a new anonymous mapping at an address the kernel picks;
        // no existing memory is affected.
        let at = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                mapped,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                -1,
                0,
            )
        };
        if at == libc::MAP_FAILED {
            return Err(refused);
        }
        Ok(Pages {
            at: at.cast(),
            len,
            mapped,
        })
    }
}

impl Drop for Pages {
    fn drop(&mut self) {
        // SAFETY: the mapping this value made, unmapped once; nothing
        // borrows it past its owner.
        if unsafe { libc::munmap(self.at.cast(), self.mapped) } != 0 {
            log::warn!(
                "munmap of a host registration's {} bytes failed: {}",
                self.mapped,
                std::io::Error::last_os_error()
            );
        }
    }
}

/// The registered bytes: the caller's slice, or memory the registration
/// owns (so that it can be `'static`, in a registration cache): a vector,
/// or whole pages of its own.
enum Backing<'m> {
    Borrowed(&'m mut [u8]),
    Owned(Vec<u8>),
    Pages(Pages),
}

impl Backing<'_> {
    fn bytes(&self) -> &[u8] {
        match self {
            Backing::Borrowed(s) => s,
            Backing::Owned(v) => v,
            // SAFETY: `len` bytes of the mapping, readable (zero until
            // written) while it lives; shared borrow of `self`.
            Backing::Pages(p) => unsafe { std::slice::from_raw_parts(p.at, p.len) },
        }
    }

    fn bytes_mut(&mut self) -> &mut [u8] {
        match self {
            Backing::Borrowed(s) => s,
            Backing::Owned(v) => v,
            // SAFETY: as in `bytes`, writable, with the unique borrow of
            // `self`.
            Backing::Pages(p) => unsafe { std::slice::from_raw_parts_mut(p.at, p.len) },
        }
    }
}

/// Host memory page-locked by `cuMemHostRegister` for as long as this value
/// lives, and offered back for reading and writing meanwhile.
///
/// [`HostRegistration::new`] registers a caller's slice and borrows it, so
/// the memory cannot be freed or moved first; [`HostRegistration::from_vec`]
/// takes a vector and owns it (`HostRegistration<'static>`, for caches and
/// other threads). Either keeps its context alive.
pub struct HostRegistration<'m> {
    owned: Owned,
    ctx: PrimaryContextGuard,
    memory: Backing<'m>,
    /// Still registered (false once [`HostRegistration::into_vec`] ran).
    registered: bool,
}

// SAFETY: the registration is process-wide (any thread may unregister it),
// the guard is Send, and the memory is a `&mut [u8]` or a `Vec<u8>`, both
// Send.
unsafe impl Send for HostRegistration<'_> {}
// SAFETY: `&self` gives only shared access to the bytes, like `&[u8]`.
unsafe impl Sync for HostRegistration<'_> {}

impl std::fmt::Debug for HostRegistration<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HostRegistration")
            .field("address", &self.as_ptr())
            .field("len", &self.len())
            .field("owned", &!matches!(self.memory, Backing::Borrowed(_)))
            .finish()
    }
}

impl<'m> HostRegistration<'m> {
    /// Registers the caller's `memory`, borrowing it while registered.
    pub fn new(
        ctx: &PrimaryContextGuard,
        memory: &'m mut [u8],
        flags: HostRegisterFlags,
    ) -> Result<Self> {
        Self::register(ctx, Backing::Borrowed(memory), flags)
    }

    fn register(
        ctx: &PrimaryContextGuard,
        mut memory: Backing<'m>,
        flags: HostRegisterFlags,
    ) -> Result<Self> {
        let bytes = memory.bytes_mut();
        nonzero(bytes.len())?;
        let (ptr, len) = (bytes.as_mut_ptr().cast::<c_void>(), bytes.len());
        ctx.with_current(|d| {
            // SAFETY: `len` bytes at `ptr` are held by `memory`, which this
            // value keeps (unmoved: a slice or a vector's heap buffer) until
            // it unregisters them.
            Ok(unsafe { d.cuMemHostRegister_v2(ptr, len, flags.bits()) }?)
        })?;
        Ok(HostRegistration {
            owned: Owned::new(ctx.cuda(), ptr as usize as u64, len),
            ctx: ctx.clone(),
            memory,
            registered: true,
        })
    }

    /// The registered bytes.
    pub fn as_slice(&self) -> &[u8] {
        self.memory.bytes()
    }

    /// The registered bytes, writable.
    pub fn as_mut_slice(&mut self) -> &mut [u8] {
        self.memory.bytes_mut()
    }

    /// The registered address.
    pub fn as_ptr(&self) -> *const u8 {
        self.memory.bytes().as_ptr()
    }

    /// Length in bytes.
    pub fn len(&self) -> usize {
        self.memory.bytes().len()
    }

    /// Always false: zero-length registrations are refused.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn unregister(&mut self) {
        if !std::mem::replace(&mut self.registered, false) {
            return;
        }
        self.owned.retire();
        let ptr = self.memory.bytes_mut().as_mut_ptr().cast::<c_void>();
        self.ctx.release_with_current("a host registration", |d| {
            // SAFETY: registered by this value, unregistered once.
            Ok(unsafe { d.cuMemHostUnregister(ptr) }?)
        });
    }
}

impl HostRegistration<'static> {
    /// Registers `memory` and owns it until [`HostRegistration::into_vec`]
    /// or drop.
    pub fn from_vec(
        ctx: &PrimaryContextGuard,
        memory: Vec<u8>,
        flags: HostRegisterFlags,
    ) -> Result<Self> {
        Self::register(ctx, Backing::Owned(memory), flags)
    }

    /// `len` zeroed bytes of whole pages of its own, page-aligned, registered:
    /// no other data shares a page with them (a vector's first and last
    /// pages may hold the allocator's).
    ///
    /// The pages come from the kernel untouched (an anonymous mapping), so
    /// a length the host has but cannot pin meets the driver's refusal,
    /// not a zeroing loop. More than the host's physical memory, or a
    /// length it cannot map, is [`Error::OutOfHostMemory`], never a panic
    /// or an abort.
    pub fn zeroed(ctx: &PrimaryContextGuard, len: usize, flags: HostRegisterFlags) -> Result<Self> {
        // Registered memory is pinned, so more than the host has can never
        // be registered: refused before the driver is asked to pin it.
        if physical_memory().is_some_and(|host| len > host) {
            return Err(Error::OutOfHostMemory { bytes: len });
        }
        nonzero(len)?;
        Self::register(ctx, Backing::Pages(Pages::map(len)?), flags)
    }

    /// Unregisters the memory and gives the vector back; `None` for a
    /// registration of a borrowed slice or of [`HostRegistration::zeroed`]
    /// pages (which are unregistered all the same).
    pub fn into_vec(mut self) -> Option<Vec<u8>> {
        self.unregister();
        match std::mem::replace(&mut self.memory, Backing::Owned(Vec::new())) {
            Backing::Owned(v) => Some(v),
            Backing::Borrowed(_) | Backing::Pages(_) => None,
        }
    }
}

impl Drop for HostRegistration<'_> {
    fn drop(&mut self) {
        self.unregister();
    }
}

crate::memory::view::memory!(HostRegistration<'_> => as_ptr);

/// The host's physical memory in bytes, where the system says.
fn physical_memory() -> Option<usize> {
    // SAFETY: sysconf only reads system settings.
    let (pages, size) = unsafe {
        (
            libc::sysconf(libc::_SC_PHYS_PAGES),
            libc::sysconf(libc::_SC_PAGESIZE),
        )
    };
    (pages > 0 && size > 0).then(|| (pages as usize).saturating_mul(size as usize))
}
