//! Memory this crate did not allocate, answered from the cache of foreign
//! answers in observed mode (and directly by default), and never for
//! freed memory:
//! a differential test against `classify_by_driver` under allocation, free,
//! address reuse and threads, in both modes and with CUPTI already taken.
//! Runs on the simulator, and on the real driver with
//! CUDA_MEM_TEST_REAL_DRIVER=1 (CUPTI from `CUDA_CUPTI_LIBRARY` or the CUDA
//! installation). On the real driver, when the CUDA runtime (`libcudart`)
//! can be loaded, four of the twelve kinds are allocated through it (`cudaMalloc`,
//! `cudaMallocHost`, `cudaMallocManaged`, `cudaMallocAsync` and their
//! frees), as an application's own would. Once the classifying handle
//! exists, allocations it owns (device, pinned and managed buffers) are
//! mixed in: in observed mode the cache is asked before the registry, and
//! no answer it keeps may outlive the memory, whoever owns it.

mod common;
use common::*;
use cuda_mem::cuda_sys::{self, out, CUdeviceptr, Driver};
use cuda_mem::*;
use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// One allocation made through raw driver calls, as another library would,
/// or through the CUDA runtime (the kind's index into `KINDS`, and where).
enum Raw {
    Device(CUdeviceptr),
    Pinned(*mut c_void),
    Registered(Vec<u8>),
    Managed(CUdeviceptr),
    Pool(CUdeviceptr),
    Vmm(CUdeviceptr, usize, cuda_sys::CUmemGenericAllocationHandle),
    /// `cuMemAllocPitch` memory.
    Pitched(CUdeviceptr),
    /// A graph's allocation, live between the launches of its alloc graph
    /// and of its free graph (each an executable graph and its graph).
    Graph(CUdeviceptr, [(cuda_sys::CUgraphExec, cuda_sys::CUgraph); 2]),
    Runtime(usize, *mut c_void),
    /// Memory the classifying handle owns (its registry answers it).
    Owned(Owned),
}

enum Owned {
    Device(DeviceBuffer),
    Pinned(PinnedHostBuffer),
    Managed(ManagedBuffer),
}

type RtAlloc = unsafe extern "C" fn(*mut *mut c_void, usize) -> i32;
type RtAllocManaged = unsafe extern "C" fn(*mut *mut c_void, usize, u32) -> i32;
type RtAllocAsync = unsafe extern "C" fn(*mut *mut c_void, usize, *mut c_void) -> i32;
type RtFree = unsafe extern "C" fn(*mut c_void) -> i32;
type RtFreeAsync = unsafe extern "C" fn(*mut c_void, *mut c_void) -> i32;
type RtSync = unsafe extern "C" fn() -> i32;

/// The CUDA runtime's allocators, loaded when the machine has them.
struct Runtime {
    malloc: RtAlloc,
    free: RtFree,
    malloc_host: RtAlloc,
    free_host: RtFree,
    malloc_managed: RtAllocManaged,
    malloc_async: RtAllocAsync,
    free_async: RtFreeAsync,
    synchronize: RtSync,
    name: String,
    // Kept loaded while the function pointers are used.
    _lib: libloading::Library,
}

impl Runtime {
    /// `libcudart` of CUDA 13 or 12, by name or under `/usr/local/cuda`.
    fn load() -> Result<Runtime, String> {
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
const RUNTIME_KINDS: [MemoryKind; 4] = [
    MemoryKind::Device,
    MemoryKind::PinnedHost,
    MemoryKind::Managed,
    MemoryKind::StreamOrdered,
];

// SAFETY: addresses and handles only, freed by the test thread.
unsafe impl Send for Raw {}

const KINDS: [MemoryKind; 8] = [
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
];

/// The kind of allocation `k`: an index into `KINDS`, then `RUNTIME_KINDS`.
fn kind(k: usize) -> MemoryKind {
    *KINDS.iter().chain(&RUNTIME_KINDS).nth(k).expect("a kind")
}

impl Raw {
    /// Allocates an owned buffer of kind `j` (0..3) of `len` bytes through
    /// `ctx`.
    fn owned(ctx: &PrimaryContextGuard, j: u64, len: usize) -> Raw {
        Raw::Owned(match j {
            0 => Owned::Device(DeviceBuffer::new(ctx, len).unwrap()),
            1 => Owned::Pinned(PinnedHostBuffer::new(ctx, len, Default::default()).unwrap()),
            _ => Owned::Managed(ManagedBuffer::new(ctx, len).unwrap()),
        })
    }

    /// What the driver answers for the allocation.
    fn kind(&self) -> MemoryKind {
        match self {
            Raw::Device(_) | Raw::Owned(Owned::Device(_)) => MemoryKind::Device,
            Raw::Pinned(_) | Raw::Registered(_) | Raw::Owned(Owned::Pinned(_)) => {
                MemoryKind::PinnedHost
            }
            Raw::Managed(_) | Raw::Owned(Owned::Managed(_)) => MemoryKind::Managed,
            Raw::Pool(_) => MemoryKind::StreamOrdered,
            Raw::Vmm(..) | Raw::Graph(..) => MemoryKind::Vmm,
            Raw::Pitched(_) => MemoryKind::Device,
            Raw::Runtime(k, _) => kind(*k),
        }
    }

    /// Allocates kind `k` (see [`kind`]) of `len` bytes; the primary
    /// context of device 0 is current.
    fn new(d: &Driver, rt: Option<&Runtime>, k: usize, len: usize) -> Raw {
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
                7 => {
                    let mut ap = cuda_sys::CUDA_MEM_ALLOC_NODE_PARAMS::default();
                    ap.poolProps.allocType =
                        cuda_sys::CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED;
                    ap.poolProps.location.type_ =
                        cuda_sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE;
                    ap.bytesize = len;
                    let null = std::ptr::null();
                    let mut node = std::ptr::null_mut();
                    let g_alloc = out(|g| d.cuGraphCreate(g, 0)).unwrap();
                    d.cuGraphAddMemAllocNode(&mut node, g_alloc, null, 0, &mut ap)
                        .unwrap();
                    let e_alloc = out(|e| d.cuGraphInstantiateWithFlags(e, g_alloc, 0)).unwrap();
                    d.cuGraphLaunch(e_alloc, std::ptr::null_mut()).unwrap();
                    d.cuCtxSynchronize().unwrap();
                    let g_free = out(|g| d.cuGraphCreate(g, 0)).unwrap();
                    d.cuGraphAddMemFreeNode(&mut node, g_free, null, 0, ap.dptr)
                        .unwrap();
                    let e_free = out(|e| d.cuGraphInstantiateWithFlags(e, g_free, 0)).unwrap();
                    Raw::Graph(ap.dptr, [(e_alloc, g_alloc), (e_free, g_free)])
                }
                _ => {
                    let size = 2 << 20;
                    let device = cuda_sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE;
                    let (p, h) = vmm_map(d, size, device);
                    Raw::Vmm(p, size, h)
                }
            }
        }
    }

    fn address(&self) -> u64 {
        match self {
            Raw::Device(p)
            | Raw::Managed(p)
            | Raw::Pool(p)
            | Raw::Vmm(p, ..)
            | Raw::Pitched(p)
            | Raw::Graph(p, _) => *p,
            Raw::Pinned(p) | Raw::Runtime(_, p) => *p as u64,
            Raw::Registered(v) => v.as_ptr() as u64,
            Raw::Owned(Owned::Device(b)) => b.device_ptr(),
            Raw::Owned(Owned::Pinned(b)) => b.as_ptr() as u64,
            Raw::Owned(Owned::Managed(b)) => b.device_ptr(),
        }
    }

    fn free(self, d: &Driver, rt: Option<&Runtime>) {
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
                }
                Raw::Pinned(p) => d.cuMemFreeHost(p).unwrap(),
                Raw::Registered(mut v) => d.cuMemHostUnregister(v.as_mut_ptr().cast()).unwrap(),
                Raw::Pool(p) => {
                    d.cuMemFreeAsync(p, std::ptr::null_mut()).unwrap();
                    d.cuCtxSynchronize().unwrap();
                }
                Raw::Vmm(p, size, h) => {
                    d.cuMemUnmap(p, size).unwrap();
                    d.cuMemAddressFree(p, size).unwrap();
                    d.cuMemRelease(h).unwrap();
                }
                Raw::Owned(o) => drop(o),
                Raw::Runtime(..) => unreachable!("freed above"),
            }
        }
    }
}

/// The life of one allocation in steps of the test: `[born, died)`, `born`
/// counted before the allocating call, `died` after the freeing one.
#[derive(Debug, Clone, Copy)]
struct Life {
    start: u64,
    len: u64,
    kind: MemoryKind,
    /// The driver's buffer id when it was allocated (read through `Debug`
    /// when a check fails).
    #[allow(dead_code)]
    id: u64,
    born: u64,
    died: u64,
}

/// The driver's buffer id of `address` (0 for memory it does not know).
fn buffer_id(d: &Driver, address: u64) -> u64 {
    let mut id = 0u64;
    let mut attr = cuda_sys::CUpointer_attribute::CU_POINTER_ATTRIBUTE_BUFFER_ID;
    let mut out = (&mut id as *mut u64).cast::<c_void>();
    // SAFETY: one attribute, one 8-byte output.
    unsafe { d.cuPointerGetAttributes(1, &mut attr, &mut out, address) }.unwrap();
    id
}

/// What the background threads check their answers against.
struct Log {
    /// Allocations begun and frees completed so far.
    step: AtomicU64,
    /// The step up to which every allocation is in `lives`.
    recorded: AtomicU64,
    lives: Mutex<Vec<Life>>,
    /// Addresses to classify.
    addresses: Mutex<Vec<u64>>,
    /// What the threads saw that they should not have.
    wrong: Mutex<Vec<String>>,
}

impl Log {
    /// Every allocation that held `address`, oldest first.
    fn at(&self, address: u64) -> Vec<Life> {
        let lives = self.lives.lock().unwrap();
        lives
            .iter()
            .filter(|l| address >= l.start && address < l.start + l.len)
            .copied()
            .collect()
    }

    /// Whether an answer of `kind` for `address` by a query made in steps
    /// `[from, to]` may be right: not a kind that was freed there before
    /// the query began and not allocated there again since. (A query made
    /// while an allocation is being made may get the driver's answer for
    /// a half-made allocation: pool memory without its pool, on the H200.
    /// That is the driver's answer at that moment, not a freed one.)
    fn possible(&self, address: u64, kind: MemoryKind, from: u64, to: u64) -> bool {
        if kind == MemoryKind::Pageable {
            return true;
        }
        let lives = self.lives.lock().unwrap();
        let here = |l: &&Life| address >= l.start && address < l.start + l.len && l.kind == kind;
        let live = lives
            .iter()
            .filter(here)
            .any(|l| l.born <= to && l.died > from);
        let freed_before = lives.iter().filter(here).any(|l| l.died <= from);
        live || !freed_before
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Direct,
    Observed,
    ObservedWithCuptiTaken,
}

/// CUPTI held by someone else for the length of a test: a subscription of
/// the test's own, through the same library cuda-mem would load.
/// The library is never closed: CUPTI hooks itself into the driver.
struct OtherSubscriber(
    std::mem::ManuallyDrop<cuda_sys::cupti::Cupti>,
    cuda_sys::cupti::CUpti_SubscriberHandle,
);

impl OtherSubscriber {
    fn take(driver_path: &str) -> Option<OtherSubscriber> {
        let mut names = vec![driver_path.to_string()];
        names.extend(std::env::var(CUPTI_LIBRARY_ENV).ok());
        names.extend(CUPTI_LIBRARIES.iter().map(|s| s.to_string()));
        for n in names {
            // SAFETY: CUPTI, or the simulated driver exporting its API.
            let Ok(c) = (unsafe { cuda_sys::cupti::Cupti::new(&n) }) else {
                continue;
            };
            let Ok(subscribe) = &c.cuptiSubscribe else {
                continue;
            };
            let mut h = std::ptr::null_mut();
            // SAFETY: a valid out-pointer; no callback.
            let r = unsafe { subscribe(&mut h, None, std::ptr::null_mut()) };
            assert_eq!(
                r,
                cuda_sys::cupti::CUptiResult::CUPTI_SUCCESS,
                "taking CUPTI"
            );
            return Some(OtherSubscriber(std::mem::ManuallyDrop::new(c), h));
        }
        None
    }
}

impl Drop for OtherSubscriber {
    fn drop(&mut self) {
        if let Ok(unsubscribe) = &self.0.cuptiUnsubscribe {
            // SAFETY: the handle subscribed above.
            unsafe { unsubscribe(self.1) };
        }
    }
}

fn differential(mode: Mode) {
    let config = if mode == Mode::ObservedWithCuptiTaken && !real_driver() {
        "cupti=taken"
    } else {
        ""
    };
    let (t, first) = load(config);
    let d = first.driver();
    let ctx = PrimaryContextGuard::retain(&first, 0).unwrap();
    let _current = ctx.make_current().unwrap();
    let mut rng = 0x2545_f491_4f6c_dd1du64;
    let mut next = move |n: u64| {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng % n
    };
    let log = Arc::new(Log {
        step: AtomicU64::new(0),
        recorded: AtomicU64::new(0),
        lives: Mutex::new(Vec::new()),
        addresses: Mutex::new(Vec::new()),
        wrong: Mutex::new(Vec::new()),
    });
    // The runtime's allocations beside the driver's, on the real driver.
    let runtime = if real_driver() {
        Runtime::load()
    } else {
        Err("the simulated driver".to_string())
    };
    let rt = runtime.as_ref().ok();
    let kinds = KINDS.len() + if rt.is_some() { RUNTIME_KINDS.len() } else { 0 };
    let mut live: Vec<(Raw, usize)> = Vec::new();
    let alloc = |log: &Log, make: &dyn Fn() -> Raw, len: usize| -> Raw {
        let step = log.step.fetch_add(1, Ordering::SeqCst) + 1;
        let r = make();
        let start = r.address();
        let len = if let Raw::Vmm(_, size, _) = &r {
            *size
        } else {
            len
        };
        log.lives.lock().unwrap().push(Life {
            start,
            len: len as u64,
            kind: r.kind(),
            id: buffer_id(d, start),
            born: step,
            died: u64::MAX,
        });
        let mut a = log.addresses.lock().unwrap();
        a.push(start);
        a.push(start + len as u64 - 1);
        log.recorded.store(step, Ordering::SeqCst);
        r
    };
    // Memory allocated before the classifying handle exists.
    for k in 0..kinds {
        let len = 4096 << next(4);
        live.push((alloc(&log, &|| Raw::new(d, rt, k, len), len), len));
    }
    // SAFETY: the same driver, loaded again: a handle that allocated none
    // of the memory above.
    let cuda = unsafe { Cuda::load_from(t.library()) }.unwrap();
    // A handle that classifies directly beside it, to tell what the cache
    // answered when an answer is wrong.
    // SAFETY: as above.
    let plain = unsafe { Cuda::load_from(t.library()) }.unwrap();
    let own = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let other = (mode == Mode::ObservedWithCuptiTaken && real_driver())
        .then(|| OtherSubscriber::take(first.driver().path()).expect("CUPTI to take"));
    let observer = (mode != Mode::Direct).then(|| cuda.observe_frees());
    match mode {
        Mode::Direct => assert_eq!(cuda.foreign_mode(), ForeignMode::Direct),
        Mode::Observed => assert_eq!(cuda.foreign_mode(), ForeignMode::Observed),
        Mode::ObservedWithCuptiTaken => {
            assert!(
                matches!(
                    cuda.foreign_mode(),
                    ForeignMode::Fallback(ObserveError::SubscriberTaken { .. })
                ),
                "{}",
                cuda.foreign_mode()
            );
            assert!(!observer.as_ref().unwrap().is_observing());
        }
    }
    let stop = Arc::new(AtomicBool::new(false));
    let answers = Arc::new(AtomicU64::new(0));
    let threads: Vec<_> = (0..4)
        .map(|_| {
            let (cuda, log, stop, answers) =
                (cuda.clone(), log.clone(), stop.clone(), answers.clone());
            std::thread::spawn(move || {
                let mut i = 0usize;
                while !stop.load(Ordering::Relaxed) {
                    let address = {
                        let a = log.addresses.lock().unwrap();
                        a[i % a.len()]
                    };
                    i += 7;
                    let from = log.step.load(Ordering::SeqCst);
                    let info = cuda.classify(address).unwrap();
                    let to = log.step.load(Ordering::SeqCst);
                    // An allocation begun by step `to` may not be recorded
                    // yet: wait until it is before judging.
                    while !log.possible(address, info.kind(), from, to)
                        && log.recorded.load(Ordering::SeqCst) < to
                        && !stop.load(Ordering::Relaxed)
                    {
                        std::thread::yield_now();
                    }
                    if !log.possible(address, info.kind(), from, to) {
                        log.wrong.lock().unwrap().push(format!(
                            "{address:#x} answered {:?}, not live at any step in {from}..={to}; \
                             held by {:?}",
                            info.kind(),
                            log.at(address)
                        ));
                    }
                    answers.fetch_add(1, Ordering::Relaxed);
                }
            })
        })
        .collect();
    let steps = scaled(if real_driver() { 3000 } else { 1500 });
    let mut checked = 0u64;
    let mut owned = 0u64;
    for _ in 0..steps {
        if live.is_empty() || (live.len() < 24 && next(2) == 0) {
            let len = 4096 << next(6);
            // One in four owned by the classifying handle.
            let r = if next(4) == 0 {
                let j = next(3);
                owned += 1;
                alloc(&log, &|| Raw::owned(&own, j, len), len)
            } else {
                let k = next(kinds as u64) as usize;
                alloc(&log, &|| Raw::new(d, rt, k, len), len)
            };
            live.push((r, len));
        } else {
            let (r, _) = live.swap_remove(next(live.len() as u64) as usize);
            let start = r.address();
            r.free(d, rt);
            let step = log.step.fetch_add(1, Ordering::SeqCst) + 1;
            for l in log.lives.lock().unwrap().iter_mut() {
                if l.start == start && l.died == u64::MAX {
                    l.died = step;
                }
            }
            log.recorded.store(step, Ordering::SeqCst);
        }
        // Every address ever used, live or freed: the test thread's answer
        // is the driver's.
        let addresses = log.addresses.lock().unwrap().clone();
        for a in addresses {
            let cached = cuda.classify(a).unwrap();
            let truth = cuda.classify_by_driver(a).unwrap();
            if cached != truth {
                stop.store(true, Ordering::Relaxed);
                panic!(
                    "{a:#x} in {mode:?}: classify {cached:?}, the driver {truth:?}, a handle \
                     classifying directly {:?}; the driver's buffer id now {}; held by {:?}",
                    plain.classify(a),
                    buffer_id(d, a),
                    log.at(a)
                );
            }
            checked += 1;
        }
    }
    stop.store(true, Ordering::Relaxed);
    for t in threads {
        t.join().unwrap();
    }
    let wrong = log.wrong.lock().unwrap();
    assert!(
        wrong.is_empty(),
        "{} answers named freed memory in {mode:?}; the first: {:#?}",
        wrong.len(),
        &wrong[..wrong.len().min(3)]
    );
    for (r, _) in live {
        r.free(d, rt);
    }
    println!(
        "{mode:?} ({}): {steps} steps ({owned} allocations owned by the handle), {checked} \
         answers equal to the driver's on the test \
         thread, {} answers from 4 threads, 0 naming freed memory, 0 disagreements; \
         allocations through the runtime: {}",
        cuda.foreign_mode(),
        answers.load(Ordering::Relaxed),
        match &runtime {
            Ok(r) => format!("{} ({} of {kinds} kinds)", r.name, RUNTIME_KINDS.len()),
            Err(e) => format!("none ({e})"),
        }
    );
    drop(observer);
    drop(other);
    assert_ne!(cuda.foreign_mode(), ForeignMode::Observed);
}

// Named so that the harness runs them in this order.
#[test]
fn a_direct_mode_answers_what_the_driver_answers() {
    differential(Mode::Direct);
}

#[test]
fn b_observed_mode_answers_what_the_driver_answers() {
    differential(Mode::Observed);
}

#[test]
fn c_observed_mode_with_cupti_taken_falls_back_and_answers_what_the_driver_answers() {
    differential(Mode::ObservedWithCuptiTaken);
}
