//! One-call pointer classification.
//!
//! Memory this crate owns is answered by the registry (`registry.rs`).
//! Anything else costs one `cuPointerGetAttributes` with MEMORY_TYPE,
//! CONTEXT, IS_MANAGED, MEMPOOL_HANDLE (when any device supports pools) and
//! DEVICE_ORDINAL (when more than one device is visible), decided by this
//! table:
//!
//! | MEMORY_TYPE | CONTEXT | IS_MANAGED | MEMPOOL | kind | location |
//! |---|---|---|---|---|---|
//! | 0 | - | - | - | Pageable | Host |
//! | HOST | set | 0 | NULL | PinnedHost | Host |
//! | DEVICE | set | 1 | NULL | Managed | Device(ordinal) |
//! | DEVICE | set | 0 | NULL | Device | Device(ordinal) |
//! | DEVICE | NULL | 0 | set | StreamOrdered | Device(ordinal) |
//! | HOST | NULL | 0 | set | StreamOrdered | HostNuma(node) |
//! | DEVICE | NULL | 0 | NULL | Vmm | Device(ordinal) |
//! | HOST | NULL | 0 | NULL | Vmm | HostNuma(node) |
//!
//! Pool and VMM memory carry no context, and a GPU pointer with neither a
//! context nor a pool is VMM memory. The singular queries,
//! `cuMemRetainAllocationHandle` and `cuMemGetAddressRange` are never used
//! here: on pageable and non-VMM memory they take the driver's error path,
//! which costs 10 to 30 times the batched call.

use crate::error::{Error, Result};
use crate::Cuda;
use cuda_sys::{CUcontext, CUmemoryPool, CUpointer_attribute as P};
use std::ffi::c_void;

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
    /// Stream-ordered memory from a pool (the default one or a created one).
    StreamOrdered,
    /// Memory mapped through the virtual memory management API.
    Vmm,
}

/// Where the memory lives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Location {
    /// Host memory the CPU can use directly.
    Host,
    /// Memory of the device with this ordinal.
    Device(i32),
    /// Host memory on a NUMA node, allocated for devices (host-located VMM
    /// or pool memory): not for the CPU's plain loads and stores. The node is
    /// the one nearest the owner device (`HOST_NUMA_ID`); the pointer query
    /// does not name it.
    HostNuma(i32),
}

/// The answer of [`Cuda::classify`].
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
    /// copies of it stalled on store forwarding (owned memory 19 ns
    /// instead of 8 on the build machine).
    kind: u32,
    /// The owner device's ordinal, [`NO_DEVICE`] for none (ordinals are
    /// never negative).
    device: i32,
    /// [`AT_HOST`], [`AT_DEVICE`] or [`AT_HOST_NUMA`]: which `Location`.
    location: u32,
    /// The `Location`'s device or node; 0 for the host.
    place: i32,
    context: CUcontext,
    pool: CUmemoryPool,
}

const NO_DEVICE: i32 = -1;
const AT_HOST: u32 = 0;
const AT_DEVICE: u32 = 1;
const AT_HOST_NUMA: u32 = 2;

impl Answer {
    pub(crate) const fn new(
        kind: MemoryKind,
        device: Option<i32>,
        location: Location,
        context: CUcontext,
        pool: CUmemoryPool,
    ) -> Answer {
        let device = match device {
            Some(d) => d,
            None => NO_DEVICE,
        };
        let (location, place) = match location {
            Location::Host => (AT_HOST, 0),
            Location::Device(d) => (AT_DEVICE, d),
            Location::HostNuma(n) => (AT_HOST_NUMA, n),
        };
        Answer {
            kind: kind as u32,
            device,
            location,
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
            self.location as u64 | (self.place as u32 as u64) << 32,
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
            location: w[1] as u32,
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
    ) -> PointerInfo {
        PointerInfo {
            address,
            answer: Answer::new(kind, device, location, context, pool),
        }
    }

    pub(crate) const fn pageable(address: u64) -> PointerInfo {
        PointerInfo::new(
            address,
            MemoryKind::Pageable,
            None,
            Location::Host,
            std::ptr::null_mut(),
            std::ptr::null_mut(),
        )
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

/// The attribute list of the one query, fixed at load from the devices.
///
/// MEMORY_TYPE, CONTEXT and IS_MANAGED always; MEMPOOL_HANDLE when any
/// device has pools (without pools no memory has a pool); DEVICE_ORDINAL
/// only when more than one device is visible: with one, every CUDA pointer's
/// ordinal is 0. Every attribute costs the driver time on every call
/// (BENCHMARKS.md has the table), so none is asked for that the decode can
/// know otherwise.
#[derive(Debug, Clone)]
pub(crate) struct Query {
    attrs: [P; MAX_ATTRIBUTES],
    len: u32,
    pool_slot: Option<usize>,
    ordinal_slot: Option<usize>,
}

/// The most attributes the query asks for.
pub(crate) const MAX_ATTRIBUTES: usize = 5;

/// Slots of the attributes every query has.
const MEMORY_TYPE: usize = 0;
const CONTEXT: usize = 1;
const IS_MANAGED: usize = 2;

impl Query {
    pub(crate) fn new(any_pools: bool, devices: usize) -> Query {
        let mut attrs = [P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE; MAX_ATTRIBUTES];
        attrs[CONTEXT] = P::CU_POINTER_ATTRIBUTE_CONTEXT;
        attrs[IS_MANAGED] = P::CU_POINTER_ATTRIBUTE_IS_MANAGED;
        let mut len = 3;
        let mut push = |a: P| {
            attrs[len] = a;
            len += 1;
            len - 1
        };
        let pool_slot = any_pools.then(|| push(P::CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE));
        let ordinal_slot = (devices > 1).then(|| push(P::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL));
        Query {
            attrs,
            len: len as u32,
            pool_slot,
            ordinal_slot,
        }
    }

    /// The attributes asked for, in order.
    pub(crate) fn attributes(&self) -> &[P] {
        &self.attrs[..self.len as usize]
    }
}

#[inline]
pub(crate) fn low_u32(slot: u64) -> u32 {
    // The driver writes 4-byte attributes into the first 4 bytes of the slot.
    u32::from_ne_bytes(slot.to_ne_bytes()[..4].try_into().expect("4 bytes"))
}

impl Cuda {
    /// Classifies an address: from the registry of owned memory when the
    /// address lies in memory a RAII value of this `Cuda` (or a clone)
    /// owns, else with one driver call (none when no device is visible;
    /// none either, in observed mode, for a foreign address answered
    /// before: see [`ForeignMode`](crate::ForeignMode)). Interior pointers classify
    /// as their allocation; freed memory classifies as pageable, or as
    /// whatever now holds the address.
    ///
    /// The registry answers for the bytes of a live [`DeviceBuffer`],
    /// [`PinnedHostBuffer`], [`ManagedBuffer`], [`HostRegistration`] (the
    /// registered bytes, not the rest of their pages), [`PoolBuffer`] and
    /// [`VmmAllocation`] (the mapped range) made through this `Cuda` or one
    /// of its clones. Its answer is the driver's, read once when the value
    /// was created, and it is removed before the value frees the memory.
    /// Anything else — memory from raw driver calls, from another library,
    /// from another [`Cuda::load`] — is foreign: one driver call, as
    /// [`Cuda::classify_by_driver`]; in observed mode
    /// ([`Cuda::observe_frees`]) none for an address answered before.
    ///
    /// Errors: [`Error::NullPointer`] for address 0 (no driver call, also
    /// when no device is visible); [`Error::Driver`] if the driver refuses
    /// the query; [`Error::UnexpectedAttributes`] for an answer the table has
    /// no row for.
    ///
    /// [`DeviceBuffer`]: crate::DeviceBuffer
    /// [`PinnedHostBuffer`]: crate::PinnedHostBuffer
    /// [`ManagedBuffer`]: crate::ManagedBuffer
    /// [`HostRegistration`]: crate::HostRegistration
    /// [`PoolBuffer`]: crate::PoolBuffer
    /// [`VmmAllocation`]: crate::VmmAllocation
    #[inline]
    pub fn classify(&self, ptr: impl Address) -> Result<PointerInfo> {
        let address = ptr.address();
        if address == 0 {
            return Err(Error::NullPointer);
        }
        // What stays inline is small: observed mode's lookup, or the
        // registry's filter. Everything past them (the rest of the
        // registry's path, a driver call, keeping an answer) is one
        // out-of-line call.
        let shared = &*self.shared;
        if shared.observer.is_active() {
            return self.classify_observed(address);
        }
        if shared.registry.may_hold(address) {
            return self.classify_held(address);
        }
        self.query_driver(address)
    }

    /// An address the registry's filter let through, frees not observed:
    /// the registry's answer, else the driver's.
    #[inline(never)]
    fn classify_held(&self, address: u64) -> Result<PointerInfo> {
        match self.shared.registry.lookup_held(address) {
            Some(answer) => Ok(PointerInfo { address, answer }),
            // A call, so that the registry's lookup stays inline here.
            None => self.query_driver(address),
        }
    }

    /// Classifies an address with one driver call (none when no device is
    /// visible), also where the registry of owned memory knows the answer:
    /// to check the registry, or to time the driver. Errors as for
    /// [`Cuda::classify`].
    #[inline]
    pub fn classify_by_driver(&self, ptr: impl Address) -> Result<PointerInfo> {
        let address = ptr.address();
        if address == 0 {
            return Err(Error::NullPointer);
        }
        self.query_driver(address)
    }

    /// The one driver query for a non-null `address` (no cache), out of
    /// line so that the registry's path stays small enough to inline into
    /// callers.
    #[inline(never)]
    pub(crate) fn query_driver(&self, address: u64) -> Result<PointerInfo> {
        self.query(address)
    }

    /// [`Cuda::query_driver`]'s body, for callers already out of line (the
    /// foreign path), so that the query costs them no second call.
    #[inline(always)]
    pub(crate) fn query(&self, address: u64) -> Result<PointerInfo> {
        let shared = &*self.shared;
        if shared.devices.is_empty() {
            return Ok(PointerInfo::pageable(address));
        }
        if shared.inherited() {
            return Err(Error::InheritedAcrossFork);
        }
        // Every slot is 8 bytes and initialised, whatever width the driver
        // writes into it and whether it writes at all.
        let mut slots = [0u64; MAX_ATTRIBUTES];
        let [s0, s1, s2, s3, s4] = &mut slots;
        let mut outs: [*mut c_void; MAX_ATTRIBUTES] =
            [s0, s1, s2, s3, s4].map(|s| (s as *mut u64).cast::<c_void>());
        let q = &shared.query;
        // SAFETY: `q.len` attributes and as many outputs, each an initialised
        // 8-byte slot, which holds every attribute asked for.
        unsafe {
            shared.driver.cuPointerGetAttributes(
                q.len,
                q.attrs.as_ptr().cast_mut(),
                outs.as_mut_ptr(),
                address,
            )
        }?;
        decode(address, &slots, q, &shared.devices)
    }

    /// One call asking the classification's attributes and then `extra`,
    /// each with the value its slot starts as (the driver leaves some
    /// unwritten for some memory); the slots in that order.
    pub(crate) fn query_with(
        &self,
        address: u64,
        extra: &[(P, u64)],
    ) -> Result<[u64; MAX_EXTENDED]> {
        let head = self.shared.query.attributes();
        let n = head.len() + extra.len();
        assert!(n <= MAX_EXTENDED, "{n} attributes asked for");
        let mut attrs = [P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE; MAX_EXTENDED];
        let mut slots = [0u64; MAX_EXTENDED];
        attrs[..head.len()].copy_from_slice(head);
        for (i, &(a, start)) in extra.iter().enumerate() {
            attrs[head.len() + i] = a;
            slots[head.len() + i] = start;
        }
        let mut outs: [*mut c_void; MAX_EXTENDED] = [std::ptr::null_mut(); MAX_EXTENDED];
        for (o, s) in outs.iter_mut().zip(slots.iter_mut()) {
            *o = (s as *mut u64).cast();
        }
        // SAFETY: `n` attributes and `n` outputs, each an initialised 8-byte
        // slot that holds any attribute asked for.
        unsafe {
            self.shared.driver.cuPointerGetAttributes(
                n as u32,
                attrs.as_mut_ptr(),
                outs.as_mut_ptr(),
                address,
            )
        }?;
        Ok(slots)
    }
}

/// The most attributes [`Cuda::query_with`] asks for.
pub(crate) const MAX_EXTENDED: usize = MAX_ATTRIBUTES + 8;

/// The classification table, over `slots` that hold `query`'s attributes
/// first.
#[inline]
pub(crate) fn decode(
    address: u64,
    slots: &[u64],
    query: &Query,
    devices: &[crate::Device],
) -> Result<PointerInfo> {
    const HOST: u32 = cuda_sys::CUmemorytype::CU_MEMORYTYPE_HOST.0;
    const DEVICE: u32 = cuda_sys::CUmemorytype::CU_MEMORYTYPE_DEVICE.0;
    let memory_type = low_u32(slots[MEMORY_TYPE]);
    if memory_type == 0 {
        return Ok(PointerInfo::pageable(address));
    }
    let context = slots[CONTEXT] as usize as CUcontext;
    let pool = query
        .pool_slot
        .map_or(std::ptr::null_mut(), |i| slots[i] as usize as CUmemoryPool);
    let managed = low_u32(slots[IS_MANAGED]) != 0;
    // With one device visible the query leaves the ordinal out: it is 0.
    let ordinal = query.ordinal_slot.map_or(0, |i| low_u32(slots[i]) as i32);
    let numa = || {
        devices
            .iter()
            .find(|d| d.ordinal == ordinal)
            .and_then(|d| d.caps.host_numa_id)
            .unwrap_or(0)
    };
    let (kind, location) = match (memory_type, !context.is_null(), managed, !pool.is_null()) {
        (HOST, true, _, _) => (MemoryKind::PinnedHost, Location::Host),
        (DEVICE, true, true, _) => (MemoryKind::Managed, Location::Device(ordinal)),
        (DEVICE, true, false, _) => (MemoryKind::Device, Location::Device(ordinal)),
        (DEVICE, false, _, true) => (MemoryKind::StreamOrdered, Location::Device(ordinal)),
        (HOST, false, _, true) => (MemoryKind::StreamOrdered, Location::HostNuma(numa())),
        (DEVICE, false, _, false) => (MemoryKind::Vmm, Location::Device(ordinal)),
        (HOST, false, _, false) => (MemoryKind::Vmm, Location::HostNuma(numa())),
        _ => {
            return Err(Error::UnexpectedAttributes {
                address,
                memory_type,
            })
        }
    };
    Ok(PointerInfo::new(
        address,
        kind,
        Some(ordinal),
        location,
        context,
        pool,
    ))
}
