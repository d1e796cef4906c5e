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
// Four bytes, so that `PointerInfo` has no odd-sized padding: with a
// one-byte kind, one arrangement of the registry's lookup had its seven
// padding bytes copied as two overlapping four-byte moves, and the reload
// stalled on store forwarding (16 ns instead of 10 per registry answer).
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
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PointerInfo {
    pub(crate) address: u64,
    pub(crate) kind: MemoryKind,
    pub(crate) device: Option<i32>,
    pub(crate) location: Location,
    pub(crate) context: CUcontext,
    pub(crate) pool: CUmemoryPool,
}

// SAFETY: the context and pool handles are opaque identifiers the driver
// accepts from any thread; PointerInfo never dereferences them.
unsafe impl Send for PointerInfo {}
// SAFETY: as above; shared references only read the handles.
unsafe impl Sync for PointerInfo {}

impl PointerInfo {
    pub(crate) const fn pageable(address: u64) -> PointerInfo {
        PointerInfo {
            address,
            kind: MemoryKind::Pageable,
            device: None,
            location: Location::Host,
            context: std::ptr::null_mut(),
            pool: std::ptr::null_mut(),
        }
    }

    /// The address that was classified.
    pub fn address(&self) -> u64 {
        self.address
    }

    /// The kind of memory.
    pub fn kind(&self) -> MemoryKind {
        self.kind
    }

    /// The owner device's ordinal; `None` for pageable memory.
    pub fn device(&self) -> Option<i32> {
        self.device
    }

    /// Where the memory lives.
    pub fn location(&self) -> Location {
        self.location
    }

    /// The context the memory belongs to; `None` for pageable, pool and VMM
    /// memory.
    pub fn context(&self) -> Option<CUcontext> {
        (!self.context.is_null()).then_some(self.context)
    }

    /// The pool of stream-ordered memory.
    pub fn pool(&self) -> Option<CUmemoryPool> {
        (!self.pool.is_null()).then_some(self.pool)
    }

    /// Whether the memory is known to CUDA.
    pub fn is_cuda_memory(&self) -> bool {
        self.kind != MemoryKind::Pageable
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
        // What stays inline is small: the registry's filter and, for a
        // foreign address, the mode and observed mode's lookup. The rest of
        // the registry's path, observed mode's miss and the driver call are
        // one out-of-line call each.
        if self.shared.registry.may_hold(address) {
            return self.classify_held(address);
        }
        self.classify_foreign(address)
    }

    /// An address the registry's filter let through: the registry's
    /// answer, else the foreign path's.
    #[inline(never)]
    fn classify_held(&self, address: u64) -> Result<PointerInfo> {
        match self.shared.registry.lookup_held(address) {
            Some(info) => Ok(info),
            None => self.classify_foreign(address),
        }
    }

    /// Foreign memory: observed mode's cache, or the one driver call.
    #[inline(always)]
    fn classify_foreign(&self, address: u64) -> Result<PointerInfo> {
        if self.shared.foreign.is_active() {
            return self.classify_observed(address);
        }
        self.query_driver(address)
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
    Ok(PointerInfo {
        address,
        kind,
        device: Some(ordinal),
        location,
        context,
        pool,
    })
}
