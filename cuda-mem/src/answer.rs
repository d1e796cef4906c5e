//! What classification answers: the kinds, the locations, and the compact answer
//! the registry and observed mode keep.

use crate::permits::{DeviceAccess, Permits, Sharing};
use cuda_mem_sys::{CUcontext, CUmemoryPool};

/// What kind of memory an address belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
// `PointerInfo` keeps it as a `u32` (`Answer`).
#[repr(u32)]
pub enum MemoryKind {
    /// Host memory CUDA does not know (malloc, stack, static, mmap).
    Pageable,
    /// Page-locked host memory: `cuMemHostAlloc` or `cuMemHostRegister`.
    PinnedHost,
    /// `cuMemAlloc` device memory, owned by a context.
    Device,
    /// `cuMemAllocManaged` memory.
    Managed,
    /// Stream-ordered memory from a pool (the default one or a created one),
    /// on a device or on the host; a managed pool's memory too
    /// ([`PointerInfo::is_managed`]): the kind says how the memory is
    /// allocated and freed (in stream order, by its pool, with no context),
    /// the accessors what a caller may do with it.
    StreamOrdered,
    /// Memory mapped through the virtual memory management API.
    Vmm,
}

/// Where the memory lives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Location {
    /// Host memory the CPU can use directly: pageable, pinned and
    /// registered memory, and the memory of a pool located on the host or
    /// on a host NUMA node (the pointer query does not tell the two apart).
    Host,
    /// Memory of the device with this ordinal (for managed memory, the
    /// device it belongs to; its pages migrate).
    Device(i32),
    /// VMM memory on a host NUMA node, mapped for devices: the CPU's plain
    /// loads and stores fault unless the owner granted the host access,
    /// which [`PointerDetails`](crate::PointerDetails) asks the driver. The
    /// node is the one nearest the owner device (`HOST_NUMA_ID`); the
    /// pointer query does not name it.
    HostNuma(i32),
}

/// The answer of [`Cuda::classify`](crate::Cuda::classify).
///
/// Held as plain integers (no `Option`, no enum with fields) so that the
/// caches of answers (the registry, observed mode's table) keep one as
/// words and hand it out nearly as they are: the accessors decode, the
/// hot path does not.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct PointerInfo {
    pub(crate) address: u64,
    pub(crate) answer: Answer,
}

/// A classification without its address: what every address of one
/// allocation shares, four words with no padding.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(C)]
pub(crate) struct Answer {
    /// `MemoryKind as u32`. Not the enum: with its spare values `Option`
    /// and `Result` kept their tag inside the answer, and the registry's
    /// copies of it stalled on store forwarding (the bench row
    /// `classify/<kind>/ctx/owned` guards it).
    kind: u32,
    /// The owner device's ordinal, [`NO_DEVICE`] for none (ordinals are
    /// never negative).
    device: i32,
    /// [`AT_HOST`], [`AT_DEVICE`] or [`AT_HOST_NUMA`]: which `Location`.
    location: u16,
    /// [`Permits`]' bits.
    permits: u16,
    /// The `Location`'s device or node; -1 for the host, as
    /// [`RawPointerInfo::location_id`] says it.
    place: i32,
    context: CUcontext,
    pool: CUmemoryPool,
}

const NO_DEVICE: i32 = -1;
const AT_HOST: u16 = RawPointerInfo::AT_HOST;
const AT_DEVICE: u16 = RawPointerInfo::AT_DEVICE;
const AT_HOST_NUMA: u16 = RawPointerInfo::AT_HOST_NUMA;

impl Answer {
    /// Whether the memory belongs to a context (and dies with it):
    /// `cuMemAlloc`, pinned, registered, managed and IPC-opened memory.
    pub(crate) fn in_context(&self) -> bool {
        // A kept pageable answer's context word holds its stamp.
        !self.context.is_null() && self.kind != MemoryKind::Pageable as u32
    }

    /// Whether the memory is a pool's (stream-ordered).
    pub(crate) fn in_pool(&self) -> bool {
        !self.pool.is_null()
    }

    /// Whether the memory is pageable (a kept one's context word holds its
    /// stamp).
    pub(crate) fn is_pageable(&self) -> bool {
        self.kind == MemoryKind::Pageable as u32
    }

    /// Whether the driver answered VMM memory (a graph's memory answers so
    /// too).
    pub(crate) fn is_vmm(&self) -> bool {
        self.kind == MemoryKind::Vmm as u32
    }

    /// The answer for pageable memory where no device reads it.
    pub(crate) const PAGEABLE: Answer = Answer::new(
        MemoryKind::Pageable,
        None,
        Location::Host,
        std::ptr::null_mut(),
        std::ptr::null_mut(),
        Permits::CPU,
    );

    /// This pageable answer as observed mode's table keeps it: stamped with
    /// `stamp`, the count of calls that may have made memory driver-known
    /// read before the query (in the context word, which pageable memory
    /// leaves null). Never handed out: [`Answer::current`] reads it.
    pub(crate) const fn stamped(self, stamp: u64) -> Answer {
        let mut a = self;
        a.context = stamp as usize as CUcontext;
        a
    }

    /// What this answer, kept by observed mode, says while the count of
    /// calls that may have made memory driver-known is `makes()`: itself;
    /// for a pageable answer, [`Answer::PAGEABLE`] if it was stamped with
    /// that count, else `None` (the driver is asked again). `makes` is
    /// called for pageable answers only.
    ///
    /// The stamp is taken out of the context word by an exclusive or, not
    /// compared and `PAGEABLE` built: what is left of a current stamp is
    /// `PAGEABLE`'s null context, so a pageable hit stores the words it
    /// loaded, as a hit of every other kind does, and costs one load and
    /// one compare more than such a hit, not five instructions more.
    #[inline(always)]
    pub(crate) fn current(self, makes: impl FnOnce() -> u64) -> Option<Answer> {
        if self.kind != MemoryKind::Pageable as u32 {
            return Some(self);
        }
        let left = self.context as usize as u64 ^ makes();
        let answer = Answer {
            context: left as usize as CUcontext,
            ..self
        };
        (left == 0).then_some(answer)
    }

    pub(crate) const fn new(
        kind: MemoryKind,
        device: Option<i32>,
        location: Location,
        context: CUcontext,
        pool: CUmemoryPool,
        permits: Permits,
    ) -> Answer {
        let device = match device {
            Some(d) => d,
            None => NO_DEVICE,
        };
        let (location, place) = match location {
            Location::Host => (AT_HOST, -1),
            Location::Device(d) => (AT_DEVICE, d),
            Location::HostNuma(n) => (AT_HOST_NUMA, n),
        };
        Answer {
            kind: kind as u32,
            device,
            location,
            permits: permits.bits(),
            place,
            context,
            pool,
        }
    }

    /// The answer as four words, as observed mode's table keeps it.
    #[inline]
    pub(crate) fn to_words(self) -> [u64; 4] {
        [
            self.kind as u64 | (self.device as u32 as u64) << 32,
            self.location as u64 | (self.permits as u64) << 16 | (self.place as u32 as u64) << 32,
            self.context as usize as u64,
            self.pool as usize as u64,
        ]
    }

    /// The answer [`Answer::to_words`] made `w` from.
    #[inline]
    pub(crate) fn from_words(w: [u64; 4]) -> Answer {
        Answer {
            kind: w[0] as u32,
            device: (w[0] >> 32) as u32 as i32,
            location: w[1] as u16,
            permits: (w[1] >> 16) as u16,
            place: (w[1] >> 32) as u32 as i32,
            context: w[2] as usize as CUcontext,
            pool: w[3] as usize as CUmemoryPool,
        }
    }
}

// SAFETY: the context and pool handles are opaque identifiers the driver
// accepts from any thread; an answer never dereferences them. This makes
// `PointerInfo` `Send` and `Sync` too.
unsafe impl Send for Answer {}
// SAFETY: as above; shared references only read the handles.
unsafe impl Sync for Answer {}

impl std::fmt::Debug for PointerInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PointerInfo")
            .field("address", &self.address)
            .field("kind", &self.kind())
            .field("device", &self.device())
            .field("location", &self.location())
            .field("context", &self.answer.context)
            .field("pool", &self.answer.pool)
            .field("permits", &self.permits())
            .finish()
    }
}

impl PointerInfo {
    pub(crate) const fn new(
        address: u64,
        kind: MemoryKind,
        device: Option<i32>,
        location: Location,
        context: CUcontext,
        pool: CUmemoryPool,
        permits: Permits,
    ) -> PointerInfo {
        PointerInfo {
            address,
            answer: Answer::new(kind, device, location, context, pool, permits),
        }
    }

    /// Pageable memory where no device reads it (no device at all).
    pub(crate) const fn pageable(address: u64) -> PointerInfo {
        PointerInfo {
            address,
            answer: Answer::PAGEABLE,
        }
    }

    /// The address that was classified.
    pub fn address(&self) -> u64 {
        self.address
    }

    /// The kind of memory.
    pub fn kind(&self) -> MemoryKind {
        match self.answer.kind {
            1 => MemoryKind::PinnedHost,
            2 => MemoryKind::Device,
            3 => MemoryKind::Managed,
            4 => MemoryKind::StreamOrdered,
            5 => MemoryKind::Vmm,
            _ => MemoryKind::Pageable,
        }
    }

    /// The owner device's ordinal; `None` for pageable memory.
    pub fn device(&self) -> Option<i32> {
        (self.answer.device != NO_DEVICE).then_some(self.answer.device)
    }

    /// Where the memory lives.
    pub fn location(&self) -> Location {
        match self.answer.location {
            AT_DEVICE => Location::Device(self.answer.place),
            AT_HOST_NUMA => Location::HostNuma(self.answer.place),
            _ => Location::Host,
        }
    }

    /// The context the memory belongs to; `None` for pageable, pool and VMM
    /// memory.
    pub fn context(&self) -> Option<CUcontext> {
        (!self.answer.context.is_null()).then_some(self.answer.context)
    }

    /// The pool of stream-ordered memory.
    pub fn pool(&self) -> Option<CUmemoryPool> {
        (!self.answer.pool.is_null()).then_some(self.answer.pool)
    }

    /// Whether the memory is known to CUDA.
    pub fn is_cuda_memory(&self) -> bool {
        self.answer.kind != MemoryKind::Pageable as u32
    }

    /// What the memory permits a caller to do with its bytes: the table of
    /// [`Permits`], with no driver call.
    pub fn permits(&self) -> Permits {
        Permits::from_bits_retain(self.answer.permits)
    }

    /// Whether the CPU may load and store the bytes (pageable, pinned,
    /// registered, managed memory, and host-located pool memory). False for
    /// host-NUMA VMM memory unless asked of the driver
    /// ([`PointerDetails::cpu_access`](crate::PointerDetails::cpu_access)).
    pub fn cpu_access(&self) -> bool {
        self.permits().contains(Permits::CPU)
    }

    /// Which devices may load and store the bytes.
    pub fn device_access(&self) -> DeviceAccess {
        let p = self.permits();
        if p.contains(Permits::ANY_DEVICE) {
            DeviceAccess::Any
        } else if p.contains(Permits::OWNER_DEVICE) {
            DeviceAccess::Owner
        } else if p.contains(Permits::BY_GRANT) {
            DeviceAccess::Granted
        } else {
            DeviceAccess::None
        }
    }

    /// Whether the memory is managed (`cuMemAllocManaged`, or a managed
    /// pool's): the CPU and every device may touch it, its pages migrating
    /// on demand; Open MPI's unified-memory flag.
    pub fn is_managed(&self) -> bool {
        self.permits().contains(Permits::MANAGED)
    }

    /// How the allocation can be shared with another process.
    pub fn sharing(&self) -> Sharing {
        let p = self.permits();
        if p.contains(Permits::LEGACY_IPC) {
            Sharing::LegacyIpc
        } else if p.contains(Permits::POOL_EXPORT) {
            Sharing::PoolExport
        } else if p.contains(Permits::VMM_HANDLE) {
            Sharing::VmmHandle
        } else {
            Sharing::None
        }
    }

    /// The same answer in plain integer codes, as C lays them out: the
    /// words this `PointerInfo` holds, with nothing decoded.
    #[inline(always)]
    pub fn to_raw(&self) -> RawPointerInfo {
        RawPointerInfo {
            address: self.address,
            kind: self.answer.kind,
            device: self.answer.device,
            location: self.answer.location,
            permits: self.answer.permits,
            location_id: self.answer.place,
            context: self.answer.context,
            pool: self.answer.pool,
        }
    }
}

/// A [`PointerInfo`] in plain integer codes ([`PointerInfo::to_raw`]),
/// with the fields, sizes and order of the C library's
/// `cuda_mem_pointer_info`: for a caller that hands the answer on across a
/// C boundary and would otherwise decode every field into its enum and
/// encode it back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(C)]
pub struct RawPointerInfo {
    /// The address classified.
    pub address: u64,
    /// [`MemoryKind`]` as u32` (its declaration order: 0 pageable, 1
    /// pinned host, 2 device, 3 managed, 4 stream-ordered, 5 VMM).
    pub kind: u32,
    /// The owner device's ordinal, or -1 (pageable memory).
    pub device: i32,
    /// Which [`Location`]: [`Self::AT_HOST`], [`Self::AT_DEVICE`] or
    /// [`Self::AT_HOST_NUMA`].
    pub location: u16,
    /// [`Permits`]' bits ([`PointerInfo::permits`]).
    pub permits: u16,
    /// The device or NUMA node of `location`; -1 for the host.
    pub location_id: i32,
    /// The context that owns the memory, or null ([`PointerInfo::context`]).
    pub context: CUcontext,
    /// The pool of stream-ordered memory, or null ([`PointerInfo::pool`]).
    pub pool: CUmemoryPool,
}

// SAFETY: as for `Answer`: the context and pool handles are opaque
// identifiers the driver accepts from any thread, never dereferenced here.
unsafe impl Send for RawPointerInfo {}
// SAFETY: as above; shared references only read the handles.
unsafe impl Sync for RawPointerInfo {}

impl RawPointerInfo {
    /// `location` of [`Location::Host`].
    pub const AT_HOST: u16 = 0;
    /// `location` of [`Location::Device`].
    pub const AT_DEVICE: u16 = 1;
    /// `location` of [`Location::HostNuma`].
    pub const AT_HOST_NUMA: u16 = 2;
}

/// Something with an address: raw pointers, `CUdeviceptr` values and
/// slices (their first byte).
///
/// A plain reference is deliberately not an `Address`: `classify(&vec)`
/// would classify the `Vec`'s header on the stack, not its buffer, and
/// answer `Pageable` for pinned or managed memory. It does not compile:
///
/// ```compile_fail
/// # fn f(cuda: &cuda_mem::Cuda) {
/// let v = vec![0u8; 16];
/// cuda.classify(&v); // error: `&Vec<u8>` is not an `Address`
/// # }
/// ```
/// Use `v.as_ptr()` or `&v[..]`.
pub trait Address {
    /// The address as the driver sees it.
    fn address(&self) -> u64;
}

impl<T: ?Sized> Address for *const T {
    fn address(&self) -> u64 {
        self.cast::<()>() as usize as u64
    }
}

impl<T: ?Sized> Address for *mut T {
    fn address(&self) -> u64 {
        self.cast::<()>() as usize as u64
    }
}

impl Address for u64 {
    fn address(&self) -> u64 {
        *self
    }
}

impl<T> Address for &[T] {
    fn address(&self) -> u64 {
        self.as_ptr().address()
    }
}

impl<T> Address for &mut [T] {
    fn address(&self) -> u64 {
        self.as_ptr().address()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_raw_answer_holds_the_codes_the_accessors_decode() {
        use {Location as L, MemoryKind as K};
        let (ctx, no_ctx) = (0x10 as CUcontext, std::ptr::null_mut());
        let (pool, no_pool) = (0x20 as CUmemoryPool, std::ptr::null_mut());
        let cases = [
            (K::Pageable, None, L::Host, no_ctx, no_pool),
            (K::PinnedHost, Some(1), L::Host, ctx, no_pool),
            (K::Device, Some(2), L::Device(2), ctx, no_pool),
            (K::Managed, Some(0), L::Device(0), ctx, no_pool),
            (K::StreamOrdered, Some(0), L::HostNuma(3), no_ctx, pool),
            (K::Vmm, Some(1), L::Device(1), no_ctx, no_pool),
        ];
        for (kind, device, location, context, pool) in cases {
            let permits = Permits::CPU | Permits::VMM_HANDLE;
            let i = PointerInfo::new(0x1234, kind, device, location, context, pool, permits);
            let raw = i.to_raw();
            assert_eq!(raw.address, 0x1234);
            assert_eq!(raw.kind, i.kind() as u32);
            assert_eq!(raw.device, i.device().unwrap_or(-1));
            let (at, id) = match i.location() {
                Location::Host => (RawPointerInfo::AT_HOST, -1),
                Location::Device(d) => (RawPointerInfo::AT_DEVICE, d),
                Location::HostNuma(n) => (RawPointerInfo::AT_HOST_NUMA, n),
            };
            assert_eq!((raw.location, raw.location_id), (at, id), "{i:?}");
            assert_eq!(raw.context, i.context().unwrap_or(std::ptr::null_mut()));
            assert_eq!(raw.pool, i.pool().unwrap_or(std::ptr::null_mut()));
            assert_eq!(raw.permits, i.permits().bits());
            assert_eq!(Answer::from_words(i.answer.to_words()), i.answer, "{i:?}");
        }
    }

    #[test]
    fn only_pageable_memory_is_not_cuda_memory_and_debug_names_the_answer() {
        for kind in [
            MemoryKind::Pageable,
            MemoryKind::PinnedHost,
            MemoryKind::Device,
            MemoryKind::Managed,
            MemoryKind::StreamOrdered,
            MemoryKind::Vmm,
        ] {
            let device = (kind != MemoryKind::Pageable).then_some(3);
            let i = PointerInfo::new(
                0xabc0,
                kind,
                device,
                Location::Host,
                std::ptr::null_mut(),
                std::ptr::null_mut(),
                Permits::empty(),
            );
            assert_eq!(i.is_cuda_memory(), kind != MemoryKind::Pageable, "{kind:?}");
            let text = format!("{i:?}");
            for part in [
                "address: 43968".to_string(),
                format!("kind: {kind:?}"),
                format!("device: {device:?}"),
                "location: Host".to_string(),
            ] {
                assert!(text.contains(&part), "{text} lacks {part}");
            }
        }
    }

    #[test]
    fn every_form_of_an_address_is_the_address_the_driver_sees() {
        fn of(a: impl Address) -> u64 {
            a.address()
        }
        let mut v = [0u8; 16];
        let at = v.as_ptr() as u64;
        assert_eq!(of(v.as_ptr()), at);
        assert_eq!(of(v.as_mut_ptr()), at);
        assert_eq!(of(&v[..]), at);
        assert_eq!(of(&mut v[..]), at);
        assert_eq!(of(at), at);
        assert_eq!(of(&v[4..]), at + 4);
    }

    #[test]
    fn a_raw_answer_goes_where_its_answer_goes() {
        fn send_sync<T: Send + Sync>() {}
        send_sync::<PointerInfo>();
        send_sync::<RawPointerInfo>();
    }
}
