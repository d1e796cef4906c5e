//! Sharing memory between processes: legacy IPC handles for cuMemAlloc
//! memory, pools and their pointers, and VMM memory, with POSIX file
//! descriptors. The descriptors are real: each is the memory's file
//! (`shm.rs`), so an importing process maps the same bytes.
//!
//! A legacy handle carries the exporting process's pid and its descriptor's
//! number; the importer opens it through `/proc/<pid>/fd`. A pool pointer's
//! export data is laid out as the H200's driver reads it
//! (`cuda-mem-bench/c/pool_export_bytes.c`, every single-byte change of a
//! real export imported in a fresh process): bytes 0..24 are checked (any
//! change is refused), 24..32 hold the allocation's offset in the pool and
//! 32..40 its size, which the importer maps as they say, unchecked, and
//! 40..64 are ignored. So an export whose offset names another part of the
//! pool imports that part, as on the H200. Where the H200's importer
//! crashes (an offset or size far outside the pool) the simulator refuses.

use super::context::current_device;
use super::put;
use crate::shm::{File, Holds};
use crate::state::{self, Kind, Place, State, VmmHandle};
use cuda_mem_sys::*;
use std::ffi::{c_int, c_uint, c_ulonglong, c_void};

const LEGACY: u64 = 0x4c47_4349_5049_4d53; // "SMIPICGL"
/// The first 24 bytes of every pool pointer export: the importer refuses
/// any other.
const POOL_POINTER: [u8; 24] = *b"SMPOOLPT\0\0\0\0\0\0\0\0cuda-sim";

fn u64_at(b: &[u8], i: usize) -> u64 {
    u64::from_le_bytes(b[i..i + 8].try_into().expect("8 bytes"))
}

/// POSIX file descriptors are the only shareable handles simulated.
fn posix_fd(t: CUmemAllocationHandleType, allowed: u64) -> state::Res<()> {
    let fd = CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    if t != fd || allowed & fd.0 as u64 == 0 {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    Ok(())
}

/// The descriptor number a driver call receives as `void *`. Descriptor 0
/// reads as a null handle, which the H200's driver refuses with
/// CUDA_ERROR_INVALID_VALUE.
fn fd_of(handle: *mut c_void) -> state::Res<i32> {
    i32::try_from(handle as usize)
        .ok()
        .filter(|&fd| fd != 0)
        .ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)
}

fn device_of(place: Place, fallback: usize) -> usize {
    match place {
        Place::Device(d) => d,
        Place::HostNuma(_) | Place::Host => fallback,
    }
}

/// Maps imported bytes at a new device address; `kind` is told the
/// address.
fn import_range(
    s: &mut State,
    len: usize,
    kind: impl FnOnce(usize) -> Kind,
    dev: usize,
    place: Place,
    file: (File, u64),
) -> state::Res<usize> {
    if len == 0 {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    let start = s.va(len, 0)?;
    let a = s.insert(start, len, kind(start), dev, place);
    a.file = Some(file);
    a.imported = true;
    Ok(start)
}

export! {
    /// A handle naming cuMemAlloc memory for another process.
    fn cuIpcGetMemHandle(handle: *mut CUipcMemHandle, dptr: CUdeviceptr) {
        let bytes = state::with(|s| {
            let a = s.find(dptr as usize).ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
            if a.kind != Kind::Device || a.imported {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            let (start, len, id) = (a.start, a.len, a.buffer_id);
            let (file, _) = s.file_of(start)?;
            let mut b = [0u8; 64];
            b[0..8].copy_from_slice(&LEGACY.to_le_bytes());
            b[8..16].copy_from_slice(&u64::from(std::process::id()).to_le_bytes());
            b[16..24].copy_from_slice(&(file.raw() as u64).to_le_bytes());
            b[24..32].copy_from_slice(&(len as u64).to_le_bytes());
            b[32..40].copy_from_slice(&id.to_le_bytes());
            Ok(b)
        })?;
        let h = CUipcMemHandle { reserved: bytes.map(|b| b as std::ffi::c_char) };
        // SAFETY: out-pointer from the caller.
        unsafe { put(handle, h) }
    }

    /// Maps another process's cuMemAlloc memory into the current context.
    fn cuIpcOpenMemHandle_v2(pdptr: *mut CUdeviceptr, handle: CUipcMemHandle, flags: c_uint) {
        let _ = flags;
        let b = handle.reserved.map(|c| c as u8);
        let p = state::with(|s| {
            let dev = current_device(s)?;
            let (pid, fd, len) = (u64_at(&b, 8), u64_at(&b, 16), u64_at(&b, 24));
            if u64_at(&b, 0) != LEGACY {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            let bad = |_| CUresult::CUDA_ERROR_INVALID_VALUE;
            let (file, header) = File::open_remote(u32::try_from(pid).map_err(bad)?, i32::try_from(fd).map_err(bad)?)?;
            // A handle whose buffer was freed names a descriptor number that
            // another allocation's file may have taken since: the id tells.
            if header.holds != Holds::Device || header.size != len || header.id != u64_at(&b, 32) {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            import_range(s, len as usize, |_| Kind::Device, dev, Place::Device(dev), (file, 0))
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(pdptr, p as CUdeviceptr) }
    }

    /// Unmaps memory opened with cuIpcOpenMemHandle.
    fn cuIpcCloseMemHandle(dptr: CUdeviceptr) {
        state::with(|s| match s.allocs.get(&(dptr as usize)) {
            Some(a) if a.kind == Kind::Device && a.imported => {
                s.remove(dptr as usize);
                Ok(())
            }
            _ => Err(CUresult::CUDA_ERROR_INVALID_VALUE),
        })
    }

    /// A descriptor for a pool made with the POSIX descriptor handle type.
    fn cuMemPoolExportToShareableHandle(
        handle_out: *mut c_void,
        pool: CUmemoryPool,
        handle_type: CUmemAllocationHandleType,
        flags: c_ulonglong,
    ) {
        let fd = state::with(|s| {
            let h = pool as usize;
            let p = s.pools.get(&h).filter(|p| !p.destroyed && !p.imported);
            let p = p.ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
            if flags != 0 {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            posix_fd(handle_type, p.handle_types)?;
            let fd = s.pool_file(h)?.export()?;
            s.pools.get_mut(&h).expect("checked above").exported = true;
            Ok(fd)
        })?;
        // SAFETY: out-pointer from the caller (an int for this handle type).
        unsafe { put(handle_out.cast::<c_int>(), fd) }
    }

    /// A pool of another process, from its descriptor (the caller keeps
    /// the descriptor).
    fn cuMemPoolImportFromShareableHandle(
        pool_out: *mut CUmemoryPool,
        handle: *mut c_void,
        handle_type: CUmemAllocationHandleType,
        flags: c_ulonglong,
    ) {
        let h = state::with(|s| {
            if flags != 0 {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            posix_fd(handle_type, u64::MAX)?;
            let (file, header) = File::import(fd_of(handle)?)?;
            if header.holds != Holds::Pool {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            Ok(super::pool::new_pool_with(
                s,
                header.place,
                header.handle_types,
                false,
                Some(file),
            ))
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(pool_out, h as CUmemoryPool) }
    }

    /// Names one allocation of an exportable pool for an importing process.
    fn cuMemPoolExportPointer(data: *mut CUmemPoolPtrExportData, ptr: CUdeviceptr) {
        let b = state::with(|s| {
            let a = s.find(ptr as usize).ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
            let Kind::Pool { pool, .. } = a.kind else {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            };
            if a.imported || a.start != ptr as usize {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            let (start, len, id) = (a.start, a.len, a.buffer_id);
            posix_fd(
                CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR,
                s.pools[&pool].handle_types,
            )?;
            // As the driver: not before the pool itself was exported.
            if !s.pools[&pool].exported {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            let (_, offset) = s.file_of(start)?;
            let mut b = [0u8; 64];
            b[0..24].copy_from_slice(&POOL_POINTER);
            b[24..32].copy_from_slice(&offset.to_le_bytes());
            b[32..40].copy_from_slice(&(len as u64).to_le_bytes());
            b[40..48].copy_from_slice(&id.to_le_bytes());
            Ok(b)
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(data, CUmemPoolPtrExportData { reserved: b }) }
    }

    /// Maps an exported pool allocation from an imported pool; freed with
    /// cuMemFree or cuMemFreeAsync.
    fn cuMemPoolImportPointer(ptr_out: *mut CUdeviceptr, pool: CUmemoryPool, data: *mut CUmemPoolPtrExportData) {
        // SAFETY: input struct from the caller.
        let b = unsafe { super::get(data.cast_const()) }?.reserved;
        let p = state::with(|s| {
            let h = pool as usize;
            let p = s.pools.get(&h).filter(|p| p.imported && !p.destroyed);
            let p = p.ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
            if b[0..24] != POOL_POINTER {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            let (offset, len) = (u64_at(&b, 24), u64_at(&b, 32));
            let (place, file) = (p.place, p.file.clone().expect("imported pools have a file"));
            // The exporter's pool as it is now: it may have grown since the
            // pool was imported.
            let size = file.header()?.size;
            let fits = offset.checked_add(len).is_some_and(|e| e <= size);
            if !fits {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            let dev = device_of(place, 0);
            let kind = |start| Kind::Pool { pool: h, block_base: start, block_size: len as usize };
            let start = import_range(s, len as usize, kind, dev, place, (file, offset))?;
            let p = s.pools.get_mut(&h).expect("checked");
            s.allocs.get_mut(&start).expect("just made").handle_types = p.handle_types;
            p.live += 1;
            p.used += len;
            Ok(start)
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(ptr_out, p as CUdeviceptr) }
    }

    /// A descriptor for VMM memory made with the POSIX descriptor handle
    /// type.
    fn cuMemExportToShareableHandle(
        out: *mut c_void,
        handle: CUmemGenericAllocationHandle,
        handle_type: CUmemAllocationHandleType,
        flags: c_ulonglong,
    ) {
        let fd = state::with(|s| {
            let h = s.handles.get(&handle).ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
            if flags != 0 {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            posix_fd(handle_type, h.handle_types)?;
            s.handle_file(handle)?.export()
        })?;
        // SAFETY: out-pointer from the caller (an int for this handle type).
        unsafe { put(out.cast::<c_int>(), fd) }
    }

    /// VMM memory of another process, from its descriptor (the caller keeps
    /// the descriptor); mapped like any cuMemCreate handle.
    fn cuMemImportFromShareableHandle(
        handle: *mut CUmemGenericAllocationHandle,
        os_handle: *mut c_void,
        handle_type: CUmemAllocationHandleType,
    ) {
        let h = state::with(|s| {
            posix_fd(handle_type, u64::MAX)?;
            let (file, header) = File::import(fd_of(os_handle)?)?;
            if header.holds != Holds::Vmm || header.size == 0 {
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
            let h = s.id();
            s.handles.insert(
                h,
                VmmHandle {
                    size: header.size as usize,
                    place: header.place,
                    dev: header.dev,
                    handle_types: header.handle_types,
                    refs: 1,
                    file: Some(file),
                },
            );
            Ok(h)
        })?;
        // SAFETY: out-pointer from the caller.
        unsafe { put(handle, h) }
    }
}
