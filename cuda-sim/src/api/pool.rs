//! Stream-ordered allocation: default and created pools, their attributes
//! and access, and allocation from them. Frees take effect at once, which
//! is one valid order of a stream's work.

use super::graph;
use super::memory::{stream_device, stream_owner};
use super::{get, get_slice, put};
use crate::state::{self, Kind, Place, Pool, State, GRANULARITY, POOL_BLOCK};
use cuda_mem_sys::*;
use std::ffi::{c_int, c_void};

fn new_pool(s: &mut State, place: Place, handle_types: u64, is_default: bool) -> usize {
    new_pool_with(s, place, handle_types, is_default, None)
}

/// The driver version from which a pool may hand out managed memory.
const MANAGED_POOLS: i32 = 13000;

/// A pool; `imported` is the file of another process's pool (whose size
/// its header says, as the exporter grows it).
pub(crate) fn new_pool_with(
    s: &mut State,
    place: Place,
    handle_types: u64,
    is_default: bool,
    imported: Option<crate::shm::File>,
) -> usize {
    let h = (s.id() as usize) << 4 | 0x9;
    s.pools.insert(
        h,
        Pool {
            place,
            managed: false,
            handle_types,
            is_default,
            destroyed: false,
            exported: false,
            release_threshold: 0,
            access: Default::default(),
            blocks: Vec::new(),
            used_in_last: 0,
            live: 0,
            reserved: 0,
            used: 0,
            block_offsets: Vec::new(),
            file_size: 0,
            imported: imported.is_some(),
            file: imported,
        },
    );
    h
}

fn default_pool(s: &mut State, dev: usize) -> state::Res<usize> {
    if !s.cfg.devices[dev].pools {
        return Err(CUresult::CUDA_ERROR_NOT_SUPPORTED);
    }
    if s.default_pools.is_empty() {
        s.default_pools = vec![0; s.cfg.devices.len()];
    }
    if s.default_pools[dev] == 0 {
        s.default_pools[dev] = new_pool(s, Place::Device(dev), 0, true);
    }
    Ok(s.default_pools[dev])
}

fn live_pool(s: &State, pool: CUmemoryPool) -> state::Res<usize> {
    let h = pool as usize;
    match s.pools.get(&h) {
        Some(p) if !p.destroyed => Ok(h),
        _ => Err(CUresult::CUDA_ERROR_INVALID_VALUE),
    }
}

fn place_of(loc: CUmemLocation, s: &State) -> state::Res<Place> {
    match loc.type_ {
        CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE => Ok(Place::Device(s.device(loc.id)?)),
        CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST_NUMA if s.numa_node_exists(loc.id) => {
            Ok(Place::HostNuma(loc.id))
        }
        CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST => Ok(Place::Host),
        _ => Err(CUresult::CUDA_ERROR_INVALID_VALUE),
    }
}

pub(crate) fn location_of(place: Place) -> CUmemLocation {
    match place {
        Place::Device(d) => CUmemLocation {
            type_: CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
            id: d as c_int,
        },
        Place::HostNuma(n) => CUmemLocation {
            type_: CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST_NUMA,
            id: n,
        },
        Place::Host => CUmemLocation {
            type_: CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST,
            id: 0,
        },
    }
}

fn alloc_from(s: &mut State, pool: usize, len: usize, stream_dev: usize) -> state::Res<usize> {
    if len == 0 {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    let oom = CUresult::CUDA_ERROR_OUT_OF_MEMORY;
    let need = state::round_up(len, 256).ok_or(oom)?;
    let p = &s.pools[&pool];
    let (base, size, used) = match p.blocks.last() {
        Some(&(base, size)) if p.used_in_last.checked_add(need).is_some_and(|e| e <= size) => {
            (base, size, p.used_in_last)
        }
        _ => {
            let size = POOL_BLOCK.max(state::round_up(need, GRANULARITY).ok_or(oom)?);
            s.fits(p.place, size)?;
            let base = s.va(size, 0)?;
            let p = s.pools.get_mut(&pool).expect("checked by caller");
            p.blocks.push((base, size));
            p.block_offsets.push(p.file_size);
            p.file_size += size as u64;
            p.reserved += size as u64;
            if let Some(f) = &p.file {
                // The file grows with the pool.
                f.write_header(p.header())?;
            }
            (base, size, 0)
        }
    };
    let start = base + used;
    let p = s.pools.get_mut(&pool).expect("checked by caller");
    p.used_in_last = used + need;
    p.live += 1;
    p.used += len as u64;
    let (place, types, managed) = (p.place, p.handle_types, p.managed);
    let dev = match place {
        Place::Device(d) => d,
        Place::HostNuma(_) | Place::Host => stream_dev,
    };
    let a = s.insert(
        start,
        len,
        Kind::Pool {
            pool,
            block_base: base,
            block_size: size,
        },
        dev,
        place,
    );
    a.handle_types = types;
    a.managed = managed;
    Ok(start)
}

export! {
    /// The device's default pool (created on first use).
    fn cuDeviceGetDefaultMemPool(pool: *mut CUmemoryPool, dev: CUdevice) {
        let h = state::with(|s| {
            let d = s.device(dev)?;
            default_pool(s, d)
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(pool, h as CUmemoryPool) }
    }

    /// A pool on a device, a host NUMA node or the host; of managed
    /// memory (`CU_MEM_ALLOCATION_TYPE_MANAGED`, from driver 13000), which
    /// no handle type can export, as none can a pool on the host.
    fn cuMemPoolCreate(pool: *mut CUmemoryPool, props: *const CUmemPoolProps) {
        // SAFETY: input struct from the caller.
        let props = unsafe { get(props) }?;
        let h = state::with(|s| {
            let managed = match props.allocType {
                CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED => false,
                // CU_MEM_ALLOCATION_TYPE_MANAGED (the 12.9 header lacks it).
                CUmemAllocationType(2) if s.cfg.driver_version >= MANAGED_POOLS => true,
                _ => return Err(CUresult::CUDA_ERROR_INVALID_VALUE),
            };
            let place = place_of(props.location, s)?;
            let dev = match place {
                Place::Device(d) => d,
                Place::HostNuma(_) | Place::Host => 0,
            };
            let d = &s.cfg.devices[dev];
            if !d.pools || (!d.host_pools && !matches!(place, Place::Device(_))) {
                return Err(CUresult::CUDA_ERROR_NOT_SUPPORTED);
            }
            if props.handleTypes.0 != 0 && (managed || place == Place::Host) {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            let h = new_pool(s, place, props.handleTypes.0 as u64, false);
            s.pools.get_mut(&h).expect("made").managed = managed;
            Ok(h)
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(pool, h as CUmemoryPool) }
    }

    /// Destroys a created pool; memory still allocated from it lives on
    /// until freed, as with the real driver.
    fn cuMemPoolDestroy(pool: CUmemoryPool) {
        state::with(|s| {
            let h = live_pool(s, pool)?;
            if s.pools[&h].is_default {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            s.pools.get_mut(&h).expect("live").destroyed = true;
            s.reap_pool(h);
            Ok(())
        })
    }

    /// Nothing is cached, so there is nothing to trim.
    fn cuMemPoolTrimTo(pool: CUmemoryPool, min_bytes_to_keep: usize) {
        let _ = min_bytes_to_keep;
        state::with(|s| live_pool(s, pool).map(drop))
    }

    /// Release threshold, reuse flags and usage counters.
    fn cuMemPoolGetAttribute(pool: CUmemoryPool, attr: CUmemPool_attribute, value: *mut c_void) {
        use CUmemPool_attribute as A;
        let v: u64 = state::with(|s| {
            let p = &s.pools[&live_pool(s, pool)?];
            Ok(match attr {
                A::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD => p.release_threshold,
                A::CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT | A::CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH => p.reserved,
                A::CU_MEMPOOL_ATTR_USED_MEM_CURRENT | A::CU_MEMPOOL_ATTR_USED_MEM_HIGH => p.used,
                A::CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES
                | A::CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC
                | A::CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES => 1,
                _ => return Err(CUresult::CUDA_ERROR_INVALID_VALUE),
            })
        })?;
        let is_int = matches!(
            attr,
            A::CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES
                | A::CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC
                | A::CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES
        );
        // SAFETY: `value` points at an int or a cuuint64_t as the attribute
        // documents.
        unsafe {
            if is_int {
                put(value.cast::<c_int>(), v as c_int)
            } else {
                put(value.cast::<u64>(), v)
            }
        }
    }

    /// Sets the release threshold (other attributes are accepted and kept
    /// at their defaults).
    fn cuMemPoolSetAttribute(pool: CUmemoryPool, attr: CUmemPool_attribute, value: *mut c_void) {
        use CUmemPool_attribute as A;
        let threshold = if attr == A::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD {
            // SAFETY: a cuuint64_t for this attribute.
            Some(unsafe { get(value.cast::<u64>().cast_const()) }?)
        } else {
            None
        };
        state::with(|s| {
            let h = live_pool(s, pool)?;
            if let Some(t) = threshold {
                s.pools.get_mut(&h).expect("live").release_threshold = t;
            }
            Ok(())
        })
    }

    /// Access a location has to a pool: the owner always has read-write
    /// (the host, of a pool on the host or a host NUMA node); a managed
    /// pool answers none for a device (H100, driver 580: its memory is
    /// every device's all the same, as managed memory).
    fn cuMemPoolGetAccess(flags: *mut CUmemAccess_flags, pool: CUmemoryPool, location: *mut CUmemLocation) {
        // SAFETY: input struct from the caller.
        let loc = unsafe { get(location.cast_const()) }?;
        let f = state::with(|s| {
            let p = &s.pools[&live_pool(s, pool)?];
            use CUmemLocationType as T;
            match loc.type_ {
                T::CU_MEM_LOCATION_TYPE_DEVICE => {
                    let dev = s.device(loc.id)?;
                    Ok(if !p.managed && p.place == Place::Device(dev) {
                        3
                    } else {
                        p.access.get(&dev).copied().unwrap_or(0)
                    })
                }
                T::CU_MEM_LOCATION_TYPE_HOST | T::CU_MEM_LOCATION_TYPE_HOST_NUMA => {
                    Ok(if matches!(p.place, Place::Host | Place::HostNuma(_)) { 3 } else { 0 })
                }
                _ => Err(CUresult::CUDA_ERROR_INVALID_VALUE),
            }
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(flags, CUmemAccess_flags(f)) }
    }

    /// Grants devices access to a pool.
    fn cuMemPoolSetAccess(pool: CUmemoryPool, map: *const CUmemAccessDesc, count: usize) {
        // SAFETY: `count` descriptors from the caller.
        let descs = unsafe { get_slice(map, count) }?;
        state::with(|s| {
            let h = live_pool(s, pool)?;
            let mut set = Vec::new();
            for d in descs {
                let dev = s.device(d.location.id)?;
                if s.pools[&h].place == Place::Device(dev) && d.flags.0 != 3 {
                    return Err(CUresult::CUDA_ERROR_INVALID_DEVICE);
                }
                set.push((dev, d.flags.0));
            }
            s.pools.get_mut(&h).expect("live").access.extend(set);
            Ok(())
        })
    }

    /// From the default pool of the stream's device.
    /// On a captured stream: an alloc node of the capture's graph.
    fn cuMemAllocAsync(dptr: *mut CUdeviceptr, bytesize: usize, stream: CUstream) {
        let p = state::with(|s| {
            if let Some(g) = graph::capturing(s, stream) {
                let dev = stream_owner(s, stream)?;
                return graph::add_alloc(s, g, dev, bytesize);
            }
            let dev = stream_device(s, stream)?;
            let pool = default_pool(s, dev)?;
            alloc_from(s, pool, bytesize, dev)
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(dptr, p as CUdeviceptr) }
    }

    /// From a given pool.
    fn cuMemAllocFromPoolAsync(dptr: *mut CUdeviceptr, bytesize: usize, pool: CUmemoryPool, stream: CUstream) {
        let p = state::with(|s| {
            let dev = stream_device(s, stream)?;
            let h = live_pool(s, pool)?;
            // The driver refuses: an imported pool's memory is the
            // exporter's, reached only through imported pointers.
            if s.pools[&h].imported {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            alloc_from(s, h, bytesize, dev)
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(dptr, p as CUdeviceptr) }
    }

    /// Frees a stream-ordered allocation by its start address; on a
    /// captured stream, adds a free node of a graph allocation to the
    /// capture's graph.
    fn cuMemFreeAsync(dptr: CUdeviceptr, stream: CUstream) {
        state::with(|s| {
            if let Some(g) = graph::capturing(s, stream) {
                return graph::capture_free(s, g, dptr as usize);
            }
            stream_device(s, stream)?;
            match s.allocs.get(&(dptr as usize)) {
                Some(a) if matches!(a.kind, Kind::Pool { .. }) => {
                    s.remove(dptr as usize);
                    Ok(())
                }
                _ => Err(CUresult::CUDA_ERROR_INVALID_VALUE),
            }
        })
    }
}
