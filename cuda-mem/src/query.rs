//! The one `cuPointerGetAttributes` query and the table that decodes it.

use crate::answer::{Answer, Location, MemoryKind, PointerInfo};
use crate::caps::Device;
use crate::error::{Error, Result};
use crate::permits::Permits;
use cuda_mem_sys::{CUcontext, CUmemoryPool, CUpointer_attribute as P};
use std::ffi::c_void;

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
    /// The answer for pageable memory: with [`Permits::ANY_DEVICE`] where
    /// every device reads pageable memory (`PAGEABLE_MEMORY_ACCESS`).
    pageable: Answer,
}

/// The most attributes the query asks for.
pub(crate) const MAX_ATTRIBUTES: usize = 5;

/// Slots of the attributes every query has.
const MEMORY_TYPE: usize = 0;
const CONTEXT: usize = 1;
const IS_MANAGED: usize = 2;

impl Query {
    /// The query for `devices` devices, any of them with pools or not;
    /// `pageable_reach`: every device reads pageable memory.
    pub(crate) fn new(any_pools: bool, devices: usize, pageable_reach: bool) -> Query {
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
        let mut pageable = Answer::PAGEABLE;
        if pageable_reach && devices > 0 {
            pageable = Answer::new(
                MemoryKind::Pageable,
                None,
                Location::Host,
                std::ptr::null_mut(),
                std::ptr::null_mut(),
                Permits::CPU.union(Permits::ANY_DEVICE),
            );
        }
        Query {
            attrs,
            len: len as u32,
            pool_slot,
            ordinal_slot,
            pageable,
        }
    }

    /// The answer for pageable memory at `address`.
    #[inline]
    pub(crate) fn pageable(&self, address: u64) -> PointerInfo {
        PointerInfo {
            address,
            answer: self.pageable,
        }
    }

    /// The attributes asked for, in order.
    pub(crate) fn attributes(&self) -> &[P] {
        &self.attrs[..self.len as usize]
    }
}

impl Query {
    /// Asks the driver for `address` and decodes the answer: the
    /// classification's one call. Inlined into its callers, which are out of
    /// line themselves, so that the query costs them no second call.
    #[inline(always)]
    pub(crate) fn run(
        &self,
        driver: &cuda_mem_sys::Driver,
        devices: &[Device],
        address: u64,
    ) -> Result<PointerInfo> {
        // Every slot is 8 bytes and initialised, whatever width the driver
        // writes into it and whether it writes at all.
        let mut slots = [0u64; MAX_ATTRIBUTES];
        let [s0, s1, s2, s3, s4] = &mut slots;
        let mut outs: [*mut c_void; MAX_ATTRIBUTES] =
            [s0, s1, s2, s3, s4].map(|s| (s as *mut u64).cast::<c_void>());
        // SAFETY: `self.len` attributes and as many outputs, each an
        // initialised 8-byte slot, which holds every attribute asked for.
        unsafe {
            driver.cuPointerGetAttributes(
                self.len,
                self.attrs.as_ptr().cast_mut(),
                outs.as_mut_ptr(),
                address,
            )
        }?;
        decode(address, &slots, self, devices)
    }

    /// One call asking the classification's attributes and then `extra`,
    /// each with the value its slot starts as (the driver leaves some
    /// unwritten for some memory); the slots in that order.
    pub(crate) fn run_with(
        &self,
        driver: &cuda_mem_sys::Driver,
        address: u64,
        extra: &[(P, u64)],
    ) -> Result<[u64; MAX_EXTENDED]> {
        let head = self.attributes();
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
            driver.cuPointerGetAttributes(n as u32, attrs.as_mut_ptr(), outs.as_mut_ptr(), address)
        }?;
        Ok(slots)
    }
}

/// Written into the range slots of a detailed query first: the driver
/// leaves them as they are for pageable memory.
pub(crate) const UNWRITTEN: u64 = u64::MAX;

#[inline]
pub(crate) fn low_u32(slot: u64) -> u32 {
    // The driver writes 4-byte attributes into the first 4 bytes of the slot.
    u32::from_ne_bytes(slot.to_ne_bytes()[..4].try_into().expect("4 bytes"))
}

/// The most attributes [`Query::run_with`] asks for.
pub(crate) const MAX_EXTENDED: usize = MAX_ATTRIBUTES + 8;

/// The classification table, over `slots` that hold `query`'s attributes
/// first: the kind, the location and what the memory permits
/// ([`Permits`]' table) of every answer the driver gives.
#[inline]
pub(crate) fn decode(
    address: u64,
    slots: &[u64],
    query: &Query,
    devices: &[Device],
) -> Result<PointerInfo> {
    use Permits as A;
    const HOST: u32 = cuda_mem_sys::CUmemorytype::CU_MEMORYTYPE_HOST.0;
    const DEVICE: u32 = cuda_mem_sys::CUmemorytype::CU_MEMORYTYPE_DEVICE.0;
    let memory_type = low_u32(slots[MEMORY_TYPE]);
    if memory_type == 0 {
        return Ok(query.pageable(address));
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
    let on_device = Location::Device(ordinal);
    let (kind, location, permits) =
        match (memory_type, !context.is_null(), managed, !pool.is_null()) {
            (HOST, true, _, _) => (
                MemoryKind::PinnedHost,
                Location::Host,
                A::CPU | A::ANY_DEVICE,
            ),
            (DEVICE, true, true, _) => (
                MemoryKind::Managed,
                on_device,
                A::CPU | A::ANY_DEVICE | A::MANAGED,
            ),
            (DEVICE, true, false, _) => (
                MemoryKind::Device,
                on_device,
                A::OWNER_DEVICE | A::LEGACY_IPC,
            ),
            // A managed pool's memory (CUDA 13): managed, with no context.
            (DEVICE, false, true, true) => (
                MemoryKind::StreamOrdered,
                on_device,
                A::CPU | A::ANY_DEVICE | A::MANAGED,
            ),
            (DEVICE, false, false, true) => (
                MemoryKind::StreamOrdered,
                on_device,
                A::OWNER_DEVICE | A::BY_GRANT | A::POOL_EXPORT,
            ),
            // A pool on the host or a host NUMA node: the CPU's by default.
            (HOST, false, _, true) => (
                MemoryKind::StreamOrdered,
                Location::Host,
                A::CPU | A::BY_GRANT | A::POOL_EXPORT,
            ),
            (DEVICE, false, _, false) => (
                MemoryKind::Vmm,
                on_device,
                A::OWNER_DEVICE | A::BY_GRANT | A::VMM_HANDLE,
            ),
            (HOST, false, _, false) => (
                MemoryKind::Vmm,
                Location::HostNuma(numa()),
                A::BY_GRANT | A::VMM_HANDLE,
            ),
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
        permits,
    ))
}
