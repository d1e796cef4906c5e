//! Allocations made through raw driver calls, as another library would,
//! or through the CUDA runtime, of every kind the differential test uses.

use super::exporter::Exporter;
use cuda_mem::cuda_mem_sys::{self, out, CUdeviceptr, Driver};
use cuda_mem::*;
use cuda_mem_testing::*;
use std::ffi::c_void;

/// One allocation made through raw driver calls, as another library would,
/// or through the CUDA runtime (the kind's index into `KINDS`, and where).
pub(crate) enum Raw {
    Device(CUdeviceptr),
    Pinned(*mut c_void),
    Registered(Vec<u8>),
    Managed(CUdeviceptr),
    Pool(CUdeviceptr),
    /// VMM memory: where, its size, its handle, whether it is host memory.
    Vmm(
        CUdeviceptr,
        usize,
        cuda_mem_sys::CUmemGenericAllocationHandle,
        bool,
    ),
    /// `cuMemAllocPitch` memory.
    Pitched(CUdeviceptr),
    /// A graph's allocation, live between the launches of its alloc graph
    /// and of its free graph (each an executable graph and its graph).
    Graph(
        CUdeviceptr,
        [(cuda_mem_sys::CUgraphExec, cuda_mem_sys::CUgraph); 2],
    ),
    /// Pool memory of another process, imported: (the address here, the
    /// exporter's).
    Imported(CUdeviceptr, u64),
    Runtime(usize, *mut c_void),
    /// Memory the classifying handle owns (its registry answers it).
    Owned(Owned),
}

pub(crate) enum Owned {
    Device(DeviceBuffer),
    Pinned(PinnedHostBuffer),
    Managed(ManagedBuffer),
}

pub(crate) type RtAlloc = unsafe extern "C" fn(*mut *mut c_void, usize) -> i32;
pub(crate) type RtAllocManaged = unsafe extern "C" fn(*mut *mut c_void, usize, u32) -> i32;
pub(crate) type RtAllocAsync = unsafe extern "C" fn(*mut *mut c_void, usize, *mut c_void) -> i32;
pub(crate) type RtFree = unsafe extern "C" fn(*mut c_void) -> i32;
pub(crate) type RtFreeAsync = unsafe extern "C" fn(*mut c_void, *mut c_void) -> i32;
pub(crate) type RtSync = unsafe extern "C" fn() -> i32;

/// The CUDA runtime's allocators, loaded when the machine has them.
pub(crate) struct Runtime {
    malloc: RtAlloc,
    free: RtFree,
    malloc_host: RtAlloc,
    free_host: RtFree,
    malloc_managed: RtAllocManaged,
    malloc_async: RtAllocAsync,
    free_async: RtFreeAsync,
    synchronize: RtSync,
    pub(crate) name: String,
    // Kept loaded while the function pointers are used.
    _lib: libloading::Library,
}

impl Runtime {
    /// `libcudart` of CUDA 13 or 12, by name or under `/usr/local/cuda`.
    pub(crate) fn load() -> Result<Runtime, String> {
        let mut tried = Vec::new();
        for name in [
            "libcudart.so.13",
            "/usr/local/cuda/lib64/libcudart.so.13",
            "libcudart.so.12",
            "/usr/local/cuda/lib64/libcudart.so.12",
        ] {
            // SAFETY: NVIDIA's runtime; its initialisers only register it.
            let lib = match unsafe { libloading::Library::new(name) } {
                Ok(l) => l,
                Err(e) => {
                    tried.push(format!("{name}: {e}"));
                    continue;
                }
            };
            // SAFETY: the runtime API's C signatures (`cuda_runtime_api.h`).
            let r = unsafe {
                (|| -> Result<Runtime, libloading::Error> {
                    Ok(Runtime {
                        malloc: *lib.get::<RtAlloc>(b"cudaMalloc\0")?,
                        free: *lib.get::<RtFree>(b"cudaFree\0")?,
                        malloc_host: *lib.get::<RtAlloc>(b"cudaMallocHost\0")?,
                        free_host: *lib.get::<RtFree>(b"cudaFreeHost\0")?,
                        malloc_managed: *lib.get::<RtAllocManaged>(b"cudaMallocManaged\0")?,
                        malloc_async: *lib.get::<RtAllocAsync>(b"cudaMallocAsync\0")?,
                        free_async: *lib.get::<RtFreeAsync>(b"cudaFreeAsync\0")?,
                        synchronize: *lib.get::<RtSync>(b"cudaDeviceSynchronize\0")?,
                        name: name.to_string(),
                        _lib: lib,
                    })
                })()
            };
            match r {
                Ok(r) => return Ok(r),
                Err(e) => tried.push(format!("{name}: {e}")),
            }
        }
        Err(tried.join("; "))
    }
}

/// The kinds the runtime allocates, after the driver's eight in `KINDS`.
pub(crate) const RUNTIME_KINDS: [MemoryKind; 4] = [
    MemoryKind::Device,
    MemoryKind::PinnedHost,
    MemoryKind::Managed,
    MemoryKind::StreamOrdered,
];

// SAFETY: addresses and handles only, freed by the test thread.
unsafe impl Send for Raw {}

pub(crate) const KINDS: [MemoryKind; 11] = [
    MemoryKind::Device,
    MemoryKind::PinnedHost,
    MemoryKind::PinnedHost,
    MemoryKind::Managed,
    MemoryKind::StreamOrdered,
    MemoryKind::Vmm,
    // Pitched.
    MemoryKind::Device,
    // Graph memory answers as VMM device memory does.
    MemoryKind::Vmm,
    // Graph memory of a graph instantiated to free before each launch,
    // launched twice.
    MemoryKind::Vmm,
    // Graph memory of a captured cuMemAllocAsync.
    MemoryKind::Vmm,
    // Pool memory of another process, imported.
    MemoryKind::StreamOrdered,
];

/// Graph memory of `len` bytes: a graph with its alloc node, launched (and,
/// `auto_free`, instantiated to free before each launch and launched again
/// while the memory lives, which on the H200 leaves it as it is), and a
/// graph with its free node, instantiated for the free.
///
/// # Safety
/// A context is current on the calling thread.
unsafe fn graph(d: &Driver, len: usize, auto_free: bool) -> Raw {
    let mut ap = cuda_mem_sys::CUDA_MEM_ALLOC_NODE_PARAMS::default();
    ap.poolProps.allocType = cuda_mem_sys::CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED;
    ap.poolProps.location.type_ = cuda_mem_sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE;
    ap.bytesize = len;
    let null = std::ptr::null();
    let mut node = std::ptr::null_mut();
    let flags = if auto_free {
        cuda_mem_sys::CUgraphInstantiate_flags::CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH.0
            as u64
    } else {
        0
    };
    // SAFETY: valid out-pointers and parameters, live handles; a context is
    // current (the caller's contract).
    unsafe {
        let g_alloc = out(|g| d.cuGraphCreate(g, 0)).unwrap();
        d.cuGraphAddMemAllocNode(&mut node, g_alloc, null, 0, &mut ap)
            .unwrap();
        let e_alloc = out(|e| d.cuGraphInstantiateWithFlags(e, g_alloc, flags)).unwrap();
        for _ in 0..if auto_free { 2 } else { 1 } {
            d.cuGraphLaunch(e_alloc, std::ptr::null_mut()).unwrap();
            d.cuCtxSynchronize().unwrap();
        }
        let g_free = out(|g| d.cuGraphCreate(g, 0)).unwrap();
        d.cuGraphAddMemFreeNode(&mut node, g_free, null, 0, ap.dptr)
            .unwrap();
        let e_free = out(|e| d.cuGraphInstantiateWithFlags(e, g_free, 0)).unwrap();
        Raw::Graph(ap.dptr, [(e_alloc, g_alloc), (e_free, g_free)])
    }
}

/// Graph memory of `len` bytes allocated by `cuMemAllocAsync` on a
/// captured stream, the captured graph launched; its free captured too,
/// into the graph that frees it.
///
/// # Safety
/// A context is current on the calling thread.
unsafe fn captured(d: &Driver, len: usize) -> Raw {
    // Relaxed: the test's other threads classify while the stream is
    // captured.
    let mode = cuda_mem_sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED;
    // SAFETY: valid out-pointers and parameters, live handles; a context is
    // current (the caller's contract).
    unsafe {
        let s = out(|s| d.cuStreamCreate(s, 1)).unwrap();
        d.cuStreamBeginCapture_v2(s, mode).unwrap();
        let p = out(|p| d.cuMemAllocAsync(p, len, s)).unwrap();
        let g_alloc = out(|g| d.cuStreamEndCapture(s, g)).unwrap();
        let e_alloc = out(|e| d.cuGraphInstantiateWithFlags(e, g_alloc, 0)).unwrap();
        d.cuGraphLaunch(e_alloc, s).unwrap();
        d.cuStreamSynchronize(s).unwrap();
        d.cuStreamBeginCapture_v2(s, mode).unwrap();
        d.cuMemFreeAsync(p, s).unwrap();
        let g_free = out(|g| d.cuStreamEndCapture(s, g)).unwrap();
        let e_free = out(|e| d.cuGraphInstantiateWithFlags(e, g_free, 0)).unwrap();
        d.cuStreamDestroy_v2(s).unwrap();
        Raw::Graph(p, [(e_alloc, g_alloc), (e_free, g_free)])
    }
}

/// The kind of allocation `k`: an index into `KINDS`, then `RUNTIME_KINDS`.
pub(crate) fn kind(k: usize) -> MemoryKind {
    *KINDS.iter().chain(&RUNTIME_KINDS).nth(k).expect("a kind")
}

impl Raw {
    /// Allocates an owned buffer of kind `j` (0..3) of `len` bytes through
    /// `ctx`.
    pub(crate) fn owned(ctx: &PrimaryContextGuard, j: u64, len: usize) -> Raw {
        Raw::Owned(match j {
            0 => Owned::Device(DeviceBuffer::new(ctx, len).unwrap()),
            1 => Owned::Pinned(PinnedHostBuffer::new(ctx, len, Default::default()).unwrap()),
            _ => Owned::Managed(ManagedBuffer::new(ctx, len).unwrap()),
        })
    }

    /// What the driver answers for the allocation.
    pub(crate) fn kind(&self) -> MemoryKind {
        match self {
            Raw::Device(_) | Raw::Owned(Owned::Device(_)) => MemoryKind::Device,
            Raw::Pinned(_) | Raw::Registered(_) | Raw::Owned(Owned::Pinned(_)) => {
                MemoryKind::PinnedHost
            }
            Raw::Managed(_) | Raw::Owned(Owned::Managed(_)) => MemoryKind::Managed,
            Raw::Pool(_) | Raw::Imported(..) => MemoryKind::StreamOrdered,
            Raw::Vmm(..) | Raw::Graph(..) => MemoryKind::Vmm,
            Raw::Pitched(_) => MemoryKind::Device,
            Raw::Runtime(k, _) => kind(*k),
        }
    }

    /// Allocates kind `k` (see [`kind`]) of `len` bytes; the primary
    /// context of device 0 is current.
    pub(crate) fn new(
        d: &Driver,
        rt: Option<&Runtime>,
        ex: &Exporter,
        k: usize,
        len: usize,
    ) -> Raw {
        if k >= KINDS.len() {
            let rt = rt.expect("runtime kinds only with the runtime");
            let mut p = std::ptr::null_mut();
            // SAFETY: valid out-pointers and sizes; the runtime uses the
            // primary context of device 0, current here.
            let r = unsafe {
                match k - KINDS.len() {
                    0 => (rt.malloc)(&mut p, len),
                    1 => (rt.malloc_host)(&mut p, len),
                    2 => (rt.malloc_managed)(&mut p, len, 1),
                    _ => {
                        let r = (rt.malloc_async)(&mut p, len, std::ptr::null_mut());
                        if r == 0 {
                            (rt.synchronize)()
                        } else {
                            r
                        }
                    }
                }
            };
            assert_eq!(r, 0, "{}: allocation of kind {k}", rt.name);
            return Raw::Runtime(k, p);
        }
        // SAFETY: every call below gets valid out-pointers and arguments; a
        // context is current.
        unsafe {
            match k {
                0 => Raw::Device(out(|p| d.cuMemAlloc_v2(p, len)).unwrap()),
                1 => Raw::Pinned(out(|p| d.cuMemHostAlloc(p, len, 0)).unwrap()),
                2 => {
                    let mut v = vec![0u8; len];
                    d.cuMemHostRegister_v2(v.as_mut_ptr().cast(), len, 0)
                        .unwrap();
                    Raw::Registered(v)
                }
                3 => Raw::Managed(out(|p| d.cuMemAllocManaged(p, len, 1)).unwrap()),
                4 => {
                    let p = out(|p| d.cuMemAllocAsync(p, len, std::ptr::null_mut())).unwrap();
                    d.cuCtxSynchronize().unwrap();
                    Raw::Pool(p)
                }
                6 => {
                    let mut pitch = 0;
                    Raw::Pitched(
                        out(|p| d.cuMemAllocPitch_v2(p, &mut pitch, len / 4, 4, 4)).unwrap(),
                    )
                }
                7 => graph(d, len, false),
                8 => graph(d, len, true),
                9 => captured(d, len),
                10 => {
                    let (ours, theirs) = ex.alloc(d, len);
                    Raw::Imported(ours, theirs)
                }
                _ => {
                    let size = 2 << 20;
                    let device = cuda_mem_sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE;
                    let (p, h) = vmm_map(d, size, device);
                    Raw::Vmm(p, size, h, false)
                }
            }
        }
    }

    /// VMM memory unmapped and mapped again at the same address with
    /// memory of the other location (the device's or the host's);
    /// `between` runs after the unmap, before the new mapping.
    pub(crate) fn remap(self, d: &Driver, between: impl FnOnce()) -> Raw {
        let Raw::Vmm(p, size, h, host) = self else {
            panic!("only VMM memory is mapped again");
        };
        use cuda_mem_sys::CUmemLocationType as L;
        let prop = cuda_mem_sys::CUmemAllocationProp {
            type_: cuda_mem_sys::CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED,
            location: cuda_mem_sys::CUmemLocation {
                type_: if host {
                    L::CU_MEM_LOCATION_TYPE_DEVICE
                } else {
                    L::CU_MEM_LOCATION_TYPE_HOST_NUMA
                },
                id: 0,
            },
            ..Default::default()
        };
        // SAFETY: the range `new` reserved and mapped, unmapped and mapped
        // again with a handle of its size; the old handle released once.
        unsafe {
            d.cuMemUnmap(p, size).unwrap();
            d.cuMemRelease(h).unwrap();
            between();
            let h = out(|h| d.cuMemCreate(h, size, &prop, 0)).unwrap();
            d.cuMemMap(p, size, 0, h, 0).unwrap();
            vmm_grant_device0(d, p, size);
            Raw::Vmm(p, size, h, !host)
        }
    }

    pub(crate) fn address(&self) -> u64 {
        match self {
            Raw::Device(p)
            | Raw::Managed(p)
            | Raw::Pool(p)
            | Raw::Vmm(p, ..)
            | Raw::Pitched(p)
            | Raw::Graph(p, _)
            | Raw::Imported(p, _) => *p,
            Raw::Pinned(p) | Raw::Runtime(_, p) => *p as u64,
            Raw::Registered(v) => v.as_ptr() as u64,
            Raw::Owned(Owned::Device(b)) => b.device_ptr(),
            Raw::Owned(Owned::Pinned(b)) => b.as_ptr() as u64,
            Raw::Owned(Owned::Managed(b)) => b.device_ptr(),
        }
    }

    pub(crate) fn free(self, d: &Driver, rt: Option<&Runtime>, ex: &Exporter) {
        if let Raw::Runtime(k, p) = self {
            let rt = rt.expect("runtime memory only with the runtime");
            // SAFETY: frees what `new` allocated with the matching call, once.
            let r = unsafe {
                match k - KINDS.len() {
                    0 | 2 => (rt.free)(p),
                    1 => (rt.free_host)(p),
                    _ => {
                        let r = (rt.free_async)(p, std::ptr::null_mut());
                        if r == 0 {
                            (rt.synchronize)()
                        } else {
                            r
                        }
                    }
                }
            };
            assert_eq!(r, 0, "{}: free of kind {k}", rt.name);
            return;
        }
        // SAFETY: every call below frees what `new` made, once.
        unsafe {
            match self {
                Raw::Device(p) | Raw::Managed(p) | Raw::Pitched(p) => d.cuMemFree_v2(p).unwrap(),
                Raw::Graph(_, [alloc, free]) => {
                    d.cuGraphLaunch(free.0, std::ptr::null_mut()).unwrap();
                    d.cuCtxSynchronize().unwrap();
                    for (exec, graph) in [alloc, free] {
                        d.cuGraphExecDestroy(exec).unwrap();
                        d.cuGraphDestroy(graph).unwrap();
                    }
                    // What the freed graph memory held goes back to the
                    // device (no address shows it).
                    d.cuDeviceGraphMemTrim(0).unwrap();
                }
                Raw::Pinned(p) => d.cuMemFreeHost(p).unwrap(),
                Raw::Registered(mut v) => d.cuMemHostUnregister(v.as_mut_ptr().cast()).unwrap(),
                Raw::Pool(p) => {
                    d.cuMemFreeAsync(p, std::ptr::null_mut()).unwrap();
                    d.cuCtxSynchronize().unwrap();
                }
                Raw::Vmm(p, size, h, _) => {
                    d.cuMemUnmap(p, size).unwrap();
                    d.cuMemAddressFree(p, size).unwrap();
                    d.cuMemRelease(h).unwrap();
                }
                Raw::Imported(ours, theirs) => ex.free(d, ours, theirs),
                Raw::Owned(o) => drop(o),
                Raw::Runtime(..) => unreachable!("freed above"),
            }
        }
    }
}
