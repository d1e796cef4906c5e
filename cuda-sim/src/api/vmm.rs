//! Virtual memory management: physical handles, address reservations,
//! mappings and access.

use super::pool::location_of;
use super::{get, get_slice, put};
use crate::state::{self, Kind, Place, Reservation, State, VmmHandle, GRANULARITY};
use cuda_mem_sys::*;
use std::ffi::{c_ulonglong, c_void};

fn place_checked(s: &State, prop: &CUmemAllocationProp) -> state::Res<(Place, usize)> {
    if prop.type_ != CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    match prop.location.type_ {
        CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE => {
            let d = s.device(prop.location.id)?;
            if !s.cfg.devices[d].vmm {
                return Err(CUresult::CUDA_ERROR_NOT_SUPPORTED);
            }
            Ok((Place::Device(d), d))
        }
        CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST_NUMA => {
            if !s.cfg.devices.iter().any(|d| d.vmm) {
                return Err(CUresult::CUDA_ERROR_NOT_SUPPORTED);
            }
            Ok((Place::HostNuma(prop.location.id), 0))
        }
        _ => Err(CUresult::CUDA_ERROR_INVALID_VALUE),
    }
}

/// Start addresses of the VMM mappings inside `[ptr, ptr + size)`, which
/// must be covered by them exactly.
fn mappings_in(s: &State, ptr: usize, size: usize) -> state::Res<Vec<usize>> {
    let end = ptr
        .checked_add(size)
        .ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
    let mut at = ptr;
    let mut out = Vec::new();
    for a in s.allocs.range(ptr..end).map(|(_, a)| a) {
        if a.start != at || a.start + a.len > end || !matches!(a.kind, Kind::Vmm { .. }) {
            return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
        }
        out.push(a.start);
        at = a.start + a.len;
    }
    if out.is_empty() || at != end {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    Ok(out)
}

export! {
    /// 2 MiB for every location, minimum and recommended (as the H200).
    fn cuMemGetAllocationGranularity(
        granularity: *mut usize,
        prop: *const CUmemAllocationProp,
        option: CUmemAllocationGranularity_flags,
    ) {
        let _ = option;
        // SAFETY: input struct from the caller.
        let prop = unsafe { get(prop) }?;
        state::with(|s| place_checked(s, &prop).map(drop))?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(granularity, GRANULARITY) }
    }

    /// Physical memory, a multiple of the granularity.
    fn cuMemCreate(
        handle: *mut CUmemGenericAllocationHandle,
        size: usize,
        prop: *const CUmemAllocationProp,
        flags: c_ulonglong,
    ) {
        // SAFETY: input struct from the caller.
        let prop = unsafe { get(prop) }?;
        let h = state::with(|s| {
            let (place, dev) = place_checked(s, &prop)?;
            if flags != 0 || size == 0 || size % GRANULARITY != 0 {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            if let Place::HostNuma(node) = place {
                // The driver answers the granularity for any node, but
                // memory only on one that exists.
                if !s.numa_node_exists(node) {
                    return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
                }
            }
            s.fits(place, size)?;
            let h = s.id();
            s.handles.insert(
                h,
                VmmHandle { size, place, dev, handle_types: prop.requestedHandleTypes.0 as u64, refs: 1, file: None },
            );
            Ok(h)
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(handle, h) }
    }

    /// Drops the creator's (or a retain's) reference; memory goes when the
    /// last mapping is unmapped too.
    fn cuMemRelease(handle: CUmemGenericAllocationHandle) {
        state::with(|s| {
            if !s.handles.contains_key(&handle) {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            s.unref_handle(handle);
            Ok(())
        })
    }

    /// Reserves a range of device address space: at the hint `addr` when
    /// nothing in the process is mapped there, else anywhere.
    fn cuMemAddressReserve(ptr: *mut CUdeviceptr, size: usize, alignment: usize, addr: CUdeviceptr, flags: c_ulonglong) {
        let p = state::with(|s| {
            if flags != 0 || size == 0 || size % GRANULARITY != 0 || (alignment != 0 && !alignment.is_power_of_two()) {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            // The hint where nothing else is mapped, else anywhere.
            let hinted = (alignment == 0 || addr as usize % alignment == 0)
                .then(|| s.va_at(addr as usize, size))
                .flatten();
            let p = match hinted {
                Some(p) => p,
                None => s.va(size, alignment)?,
            };
            s.reservations.insert(p, Reservation { size });
            Ok(p)
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(ptr, p as CUdeviceptr) }
    }

    /// Frees a whole reservation with nothing mapped in it.
    fn cuMemAddressFree(ptr: CUdeviceptr, size: usize) {
        state::with(|s| {
            let p = ptr as usize;
            match s.reservations.get(&p) {
                Some(r) if r.size == size => {}
                _ => return Err(CUresult::CUDA_ERROR_INVALID_VALUE),
            }
            if s.allocs.range(p..p.saturating_add(size)).next().is_some() {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            s.reservations.remove(&p);
            s.release_va(p);
            Ok(())
        })
    }

    /// Maps `size` bytes of a handle at `offset` into a reserved range.
    fn cuMemMap(ptr: CUdeviceptr, size: usize, offset: usize, handle: CUmemGenericAllocationHandle, flags: c_ulonglong) {
        state::with(|s| {
            let p = ptr as usize;
            let h = s.handles.get(&handle).ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
            let (place, dev, types, hsize) = (h.place, h.dev, h.handle_types, h.size);
            // Every sum checked: a size near 2^64 must not wrap into range.
            let end = p.checked_add(size).ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
            let inside = s
                .reservations
                .range(..=p)
                .next_back()
                .is_some_and(|(start, r)| start.checked_add(r.size).is_some_and(|e| end <= e));
            let in_handle = offset.checked_add(size).is_some_and(|e| e <= hsize);
            if flags != 0 || size == 0 || size % GRANULARITY != 0 || offset % GRANULARITY != 0
                || !in_handle || !inside || s.overlaps(p, size)
            {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            s.handles.get_mut(&handle).expect("checked").refs += 1;
            s.insert(p, size, Kind::Vmm { handle }, dev, place).handle_types = types;
            Ok(())
        })
    }

    /// Unmaps mappings that exactly cover the range.
    fn cuMemUnmap(ptr: CUdeviceptr, size: usize) {
        state::with(|s| {
            let maps = mappings_in(s, ptr as usize, size)?;
            for m in maps {
                s.remove(m);
            }
            Ok(())
        })
    }

    /// Grants devices access to mapped memory.
    fn cuMemSetAccess(ptr: CUdeviceptr, size: usize, desc: *const CUmemAccessDesc, count: usize) {
        // SAFETY: `count` descriptors from the caller.
        let descs = unsafe { get_slice(desc, count) }?;
        state::with(|s| {
            let maps = mappings_in(s, ptr as usize, size)?;
            let on_host_numa = maps
                .iter()
                .all(|m| matches!(s.allocs[m].place, Place::HostNuma(_)));
            let mut devs = Vec::new();
            for d in &descs {
                // The host may be granted host-NUMA memory only.
                let who = match d.location.type_ {
                    CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE => s.device(d.location.id)?,
                    CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST_NUMA if on_host_numa => {
                        state::HOST_ACCESS
                    }
                    _ => return Err(CUresult::CUDA_ERROR_INVALID_VALUE),
                };
                devs.push((who, d.flags.0));
            }
            for m in maps {
                let a = s.allocs.get_mut(&m).expect("found above");
                for &(dev, f) in &devs {
                    a.access.retain(|x| *x != dev);
                    if f == 3 {
                        a.access.push(dev);
                    }
                }
            }
            Ok(())
        })
    }

    /// The access a device (or the host, of host-NUMA memory) has to a
    /// mapped address.
    fn cuMemGetAccess(flags: *mut c_ulonglong, location: *const CUmemLocation, ptr: CUdeviceptr) {
        // SAFETY: input struct from the caller.
        let loc = unsafe { get(location) }?;
        let f = state::with(|s| {
            let dev = match loc.type_ {
                CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST_NUMA => state::HOST_ACCESS,
                _ => s.device(loc.id)?,
            };
            let a = s.find(ptr as usize).filter(|a| matches!(a.kind, Kind::Vmm { .. })).ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
            Ok(if a.access.contains(&dev) { 3 } else { 0 })
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(flags, f) }
    }

    /// The handle behind a VMM address; every other kind is
    /// CUDA_ERROR_INVALID_VALUE, as on the real driver.
    fn cuMemRetainAllocationHandle(handle: *mut CUmemGenericAllocationHandle, addr: *mut c_void) {
        let h = state::with(|s| {
            let h = match s.find(addr as usize).map(|a| a.kind) {
                Some(Kind::Vmm { handle }) => handle,
                _ => return Err(CUresult::CUDA_ERROR_INVALID_VALUE),
            };
            s.handles.get_mut(&h).expect("mapped handles live").refs += 1;
            Ok(h)
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(handle, h) }
    }

    /// The properties a handle was created with.
    fn cuMemGetAllocationPropertiesFromHandle(prop: *mut CUmemAllocationProp, handle: CUmemGenericAllocationHandle) {
        let p = state::with(|s| {
            let h = s.handles.get(&handle).ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
            let mut p = CUmemAllocationProp {
                type_: CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED,
                location: location_of(h.place),
                ..Default::default()
            };
            p.requestedHandleTypes = CUmemAllocationHandleType(h.handle_types as _);
            Ok(p)
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(prop, p) }
    }
}
