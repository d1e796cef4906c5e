//! Observed mode's promises: a callback still running when every handle is
//! gone touches live memory; one subscription per process, shared by every
//! handle of the driver that asks; a context destroyed by its last release
//! takes the answers of its memory with it, and leaves pool memory's; VMM
//! memory is kept, graph memory never; stream-ordered memory from its
//! allocation until its free's call; owned memory until its free. On the
//! simulator, and on the real driver with CUDA_MEM_TEST_REAL_DRIVER=1 (the
//! test that needs the simulator's lock always runs on a simulator copy;
//! call counts are checked on the simulator only). One test at a time: on
//! the real driver they share the device's primary context and CUPTI's one
//! subscription.

mod common;
use common::*;
use cuda_mem::cuda_sys::CUmemLocationType;
use cuda_mem::*;
use cuda_sim::SimLibrary;
use std::ptr::null_mut;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

/// The driver again, as a library of its own: calls through it need no
/// `Cuda` handle alive.
fn raw(path: &str) -> Arc<cuda_sys::Driver> {
    // SAFETY: the driver (or the simulator) the handles loaded.
    Arc::new(unsafe { cuda_sys::Driver::load_from(path) }.unwrap())
}

/// Device 0's primary context, retained through `d` (released by the
/// caller).
fn retain_primary(d: &cuda_sys::Driver) -> cuda_sys::CUcontext {
    // SAFETY: a valid out-pointer; device 0 exists.
    cuda_sys::out(|c| unsafe { d.cuDevicePrimaryCtxRetain(c, 0) }).unwrap()
}

/// A driver with observed mode on, and the driver again as a library of
/// its own.
struct Observing {
    t: cuda_sim::TestDriver,
    cuda: Cuda,
    observer: FreeObserver,
    d: Arc<cuda_sys::Driver>,
}

fn observing() -> Observing {
    let (t, cuda) = load("");
    let observer = cuda.observe_frees();
    assert!(observer.is_observing(), "{}", cuda.foreign_mode());
    let d = raw(t.library());
    Observing {
        t,
        cuda,
        observer,
        d,
    }
}

/// Waits until `done` holds, for at most 10 s.
fn until(what: &str, done: impl Fn() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !done() {
        assert!(Instant::now() < deadline, "waited 10 s for {what}");
        std::thread::sleep(Duration::from_micros(100));
    }
}

/// A thread inside `cuMemFree_v2`, its entry callback waiting in the
/// driver (a long memset holds the simulator's lock), while the last
/// `FreeObserver` and the last `Cuda` drop: the callback then runs on. It
/// must touch only memory that outlives every handle (under valgrind: no
/// invalid read or write), the free must succeed, and observed mode must
/// work again afterwards.
#[test]
fn a_callback_in_flight_outlives_every_handle() {
    let _one = one_at_a_time();
    // Always the simulator (also where the other tests run on the real
    // driver): its lock is what holds the callback in flight.
    let sim = SimLibrary::new("").unwrap();
    let cuda = load_sim(&sim);
    let observer = cuda.observe_frees();
    assert!(observer.is_observing());
    let d = raw(sim.path_str());
    let ctx = retain_primary(&d) as usize;
    // SAFETY: the context just retained.
    unsafe { d.cuCtxSetCurrent(ctx as cuda_sys::CUcontext) }.unwrap();
    let big = 256 << 20;
    // SAFETY: valid out-pointers; a context is current.
    let wide = cuda_sys::out(|p| unsafe { d.cuMemAlloc_v2(p, big) }).unwrap();
    // SAFETY: as above.
    let small = cuda_sys::out(|p| unsafe { d.cuMemAlloc_v2(p, 4096) }).unwrap();
    assert_eq!(cuda.classify(small).unwrap().kind(), MemoryKind::Device);
    let sets = sim.calls("cuMemsetD8_v2");
    let setter = {
        let d = d.clone();
        std::thread::spawn(move || {
            // SAFETY: the retained context; `wide` is `big` bytes.
            unsafe { d.cuCtxSetCurrent(ctx as cuda_sys::CUcontext) }.unwrap();
            // SAFETY: as above.
            unsafe { d.cuMemsetD8_v2(wide, 7, big) }.unwrap();
        })
    };
    until("the memset to start", || sim.calls("cuMemsetD8_v2") > sets);
    std::thread::sleep(Duration::from_millis(5));
    let queries = sim.calls("cuPointerGetAttributes");
    let freer = {
        let d = d.clone();
        std::thread::spawn(move || {
            // SAFETY: the retained context; `small` allocated above, freed
            // once.
            unsafe { d.cuCtxSetCurrent(ctx as cuda_sys::CUcontext) }.unwrap();
            // SAFETY: as above.
            unsafe { d.cuMemFree_v2(small) }
        })
    };
    // The free's entry callback is asking the driver for the extent, and
    // waits behind the memset.
    until("the entry callback's query", || {
        sim.calls("cuPointerGetAttributes") > queries
    });
    drop(observer);
    drop(cuda);
    setter.join().unwrap();
    assert_eq!(freer.join().unwrap(), Ok(()), "the free in flight");
    // Observed mode again, through a new handle: nothing was left locked.
    let cuda = load_sim(&sim);
    let observer = cuda.observe_frees();
    assert!(observer.is_observing());
    assert_eq!(cuda.classify(wide).unwrap().kind(), MemoryKind::Device);
    // SAFETY: allocated above, freed once; then the retained context.
    unsafe { d.cuMemFree_v2(wide) }.unwrap();
    assert_eq!(cuda.classify(wide).unwrap().kind(), MemoryKind::Pageable);
    // SAFETY: retained above, released once.
    unsafe { d.cuDevicePrimaryCtxRelease_v2(0) }.unwrap();
}

/// Two handles of one driver (two crates of one program): each observes
/// once it asks, through the process's one subscription, which ends when
/// the last observer of either drops; a handle that has not asked (or no
/// longer holds an observer) stays direct.
#[test]
fn every_handle_of_a_driver_shares_one_subscription() {
    let _one = one_at_a_time();
    let (t, first) = load("");
    // SAFETY: the same driver, loaded again.
    let second = unsafe { Cuda::load_from(t.library()) }.unwrap();
    let a = first.observe_frees();
    assert!(a.is_observing());
    assert_eq!(first.foreign_mode(), ForeignMode::Observed);
    assert_eq!(second.foreign_mode(), ForeignMode::Direct, "not asked");
    let b = second.observe_frees();
    assert!(b.is_observing(), "{}", second.foreign_mode());
    assert_eq!(second.foreign_mode(), ForeignMode::Observed);
    drop(a);
    assert_eq!(first.foreign_mode(), ForeignMode::Direct);
    assert_eq!(
        second.foreign_mode(),
        ForeignMode::Observed,
        "b keeps the subscription"
    );
    drop(b);
    assert_eq!(first.foreign_mode(), ForeignMode::Direct);
    assert_eq!(second.foreign_mode(), ForeignMode::Direct);
    // And again, from the other handle first.
    let b = second.observe_frees();
    assert!(b.is_observing());
    assert_eq!(second.foreign_mode(), ForeignMode::Observed);
    assert_eq!(first.foreign_mode(), ForeignMode::Direct);
    let a = first.observe_frees();
    assert!(a.is_observing());
    assert_eq!(first.foreign_mode(), ForeignMode::Observed);
}

/// Releasing the last reference to a primary context destroys it and frees
/// its memory: no answer of it may stay. Pool memory, which belongs to no
/// context, stays, and so does its kept answer.
#[test]
fn a_context_destroyed_by_its_last_release_takes_its_answers() {
    let _one = one_at_a_time();
    let Observing {
        t,
        cuda,
        observer: _observer,
        d,
    } = observing();
    let ctx = retain_primary(&d);
    // SAFETY: the context just retained.
    unsafe { d.cuCtxSetCurrent(ctx) }.unwrap();
    // SAFETY: a valid out-pointer; a context is current.
    let p = cuda_sys::out(|p| unsafe { d.cuMemAlloc_v2(p, 1 << 20) }).unwrap();
    let before = cuda.classify(p).unwrap();
    assert_eq!(before.kind(), MemoryKind::Device);
    assert_eq!(
        cuda.classify(p + 100).unwrap(),
        cuda.classify_by_driver(p + 100).unwrap()
    );
    // Pool memory belongs to no context: its kept answer stays.
    let mut pool = std::ptr::null_mut();
    // SAFETY: a valid out-pointer; device 0.
    unsafe { d.cuDeviceGetDefaultMemPool(&mut pool, 0) }.unwrap();
    // SAFETY: a valid out-pointer, the device's default pool, the null
    // stream of the current context.
    let q = cuda_sys::out(|q| unsafe {
        d.cuMemAllocFromPoolAsync(q, 4096, pool, std::ptr::null_mut())
    })
    .unwrap();
    let pooled = cuda.classify(q).unwrap();
    assert_eq!(pooled.kind(), MemoryKind::StreamOrdered);
    // SAFETY: retained above, released once: the last reference.
    unsafe { d.cuDevicePrimaryCtxRelease_v2(0) }.unwrap();
    // SAFETY: no context current on this thread any more.
    unsafe { d.cuCtxSetCurrent(std::ptr::null_mut()) }.unwrap();
    for a in [p, p + 100, q] {
        assert_eq!(
            cuda.classify(a).unwrap(),
            cuda.classify_by_driver(a).unwrap(),
            "{a:#x} after its context was destroyed"
        );
    }
    if let Some(sim) = t.sim() {
        let asked = sim.calls("cuPointerGetAttributes");
        assert_eq!(cuda.classify(q).unwrap(), pooled);
        assert_eq!(
            sim.calls("cuPointerGetAttributes"),
            asked,
            "pool memory kept"
        );
    }
    let again = retain_primary(&d);
    // SAFETY: the context just retained; `q` allocated above, freed once;
    // then the reference released.
    unsafe {
        d.cuCtxSetCurrent(again).unwrap();
        d.cuMemFreeAsync(q, std::ptr::null_mut()).unwrap();
        d.cuCtxSynchronize().unwrap();
        d.cuCtxSetCurrent(std::ptr::null_mut()).unwrap();
        d.cuDevicePrimaryCtxRelease_v2(0).unwrap();
    }
    assert_eq!(
        cuda.classify(q).unwrap(),
        cuda.classify_by_driver(q).unwrap()
    );
}

/// VMM memory mapped while observing is kept (its `cuMemMap` was seen);
/// memory the driver answers the same way without one (a graph's) is not,
/// nor VMM memory mapped before observing began.
#[test]
fn vmm_memory_is_kept_after_its_first_sight() {
    let _one = one_at_a_time();
    let (t, cuda) = load("");
    let d = raw(t.library());
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let _current = ctx.make_current().unwrap();
    let before_observing = Raw::vmm(&d, 2 << 20);
    let observer = cuda.observe_frees();
    assert!(observer.is_observing(), "{}", cuda.foreign_mode());
    let vmm = Raw::vmm(&d, 2 << 20);
    for (what, at, kept) in [
        ("mapped while observing", vmm.0 + 64, true),
        ("mapped before observing", before_observing.0 + 64, false),
    ] {
        let first = cuda.classify(at).unwrap();
        assert_eq!(first.kind(), MemoryKind::Vmm, "{what}");
        if let Some(sim) = t.sim() {
            let before = sim.calls("cuPointerGetAttributes");
            assert_eq!(cuda.classify(at).unwrap(), first);
            let calls = sim.calls("cuPointerGetAttributes") - before;
            assert_eq!(calls, u64::from(!kept), "{what}: kept {kept}");
        }
    }
    let ats = [vmm.0 + 64, before_observing.0 + 64];
    vmm.free(&d);
    before_observing.free(&d);
    for at in ats {
        assert_eq!(
            cuda.classify(at).unwrap(),
            cuda.classify_by_driver(at).unwrap()
        );
    }
    drop(observer);
}

/// Stream-ordered memory allocated while observing is kept from its first
/// classification at its base address until its free is called (whose
/// callbacks need no driver query for its range); after the free's call,
/// and for memory allocated before observing, every classification asks
/// the driver (a free takes effect on the stream later, and the driver may
/// release the memory at any synchronisation).
#[test]
fn stream_ordered_memory_is_kept_from_its_allocation_until_its_free() {
    let _one = one_at_a_time();
    let (t, cuda) = load("");
    let d = raw(t.library());
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let _current = ctx.make_current().unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let s = stream.as_raw();
    let alloc = || {
        // SAFETY: a valid out-pointer and a live stream.
        cuda_sys::out(|p| unsafe { d.cuMemAllocAsync(p, 1 << 20, s) }).unwrap()
    };
    let before = alloc();
    let observer = cuda.observe_frees();
    assert!(observer.is_observing(), "{}", cuda.foreign_mode());
    let kept = alloc();
    let queries = || t.sim().map(|sim| sim.calls("cuPointerGetAttributes"));
    for (p, is_kept) in [(kept, true), (kept + 4096, false), (before, false)] {
        let want = cuda.classify_by_driver(p).unwrap();
        assert_eq!(want.kind(), MemoryKind::StreamOrdered);
        let asked = queries();
        assert_eq!(cuda.classify(p).unwrap(), want);
        assert_eq!(cuda.classify(p).unwrap(), want);
        if let (Some(a), Some(b)) = (asked, queries()) {
            assert_eq!(
                b - a,
                if is_kept { 1 } else { 2 },
                "{p:#x}, kept: {is_kept}"
            );
        }
    }
    let asked = queries();
    // SAFETY: allocated above on `s`, freed once.
    unsafe { d.cuMemFreeAsync(kept, s) }.unwrap();
    if let (Some(a), Some(b)) = (asked, queries()) {
        assert_eq!(b - a, 0, "the free's range known without the driver");
    }
    let asked = queries();
    assert_eq!(
        cuda.classify(kept).unwrap(),
        cuda.classify_by_driver(kept).unwrap()
    );
    if let (Some(a), Some(b)) = (asked, queries()) {
        assert!(b - a >= 1, "asked again after the free's call");
    }
    stream.synchronize().unwrap();
    assert_eq!(
        cuda.classify(kept).unwrap(),
        cuda.classify_by_driver(kept).unwrap()
    );
    // SAFETY: allocated above on `s`, freed once.
    unsafe { d.cuMemFreeAsync(before, s) }.unwrap();
    stream.synchronize().unwrap();
}

/// Owned memory of every kind, classified in observed mode at its first,
/// an interior and its last byte (its answers then kept in the table,
/// which another observing handle then answers from), and freed: every
/// address then answers what the driver answers.
#[test]
fn owned_memory_kept_in_the_table_goes_with_its_free() {
    let _one = one_at_a_time();
    let Observing {
        t,
        cuda,
        observer: _observer,
        d: _d,
    } = observing();
    let all = testing::EveryKind::new(&cuda, 0, 1 << 20).unwrap();
    // Another handle of the driver, observing too, shares the table: once
    // the owner has classified its device buffer, the other handle's
    // classification of it asks the driver nothing.
    if let Some(sim) = t.sim() {
        // SAFETY: the same driver, loaded again.
        let other = unsafe { Cuda::load_from(t.library()) }.unwrap();
        let _also = other.observe_frees();
        let p = all.device_buffer.device_ptr() + 8;
        let want = cuda.classify(p).unwrap();
        let before = sim.calls("cuPointerGetAttributes");
        assert_eq!(other.classify(p).unwrap(), want);
        assert_eq!(sim.calls("cuPointerGetAttributes"), before, "kept");
    }
    let mut addresses = Vec::new();
    for e in all.expected() {
        for a in [
            e.address,
            e.address + e.len as u64 / 2,
            e.address + e.len as u64 - 1,
        ] {
            for _ in 0..2 {
                let info = cuda.classify(a).unwrap();
                assert_eq!(info.kind(), e.kind, "{} at {a:#x}", e.name);
            }
            addresses.push((e.name, a));
        }
    }
    drop(all);
    for (name, a) in addresses {
        assert_eq!(
            cuda.classify(a).unwrap(),
            cuda.classify_by_driver(a).unwrap(),
            "{name} at {a:#x}, freed"
        );
    }
}

/// A VMM mapping made with raw driver calls: (address, size, handle).
struct Raw(u64, usize, cuda_sys::CUmemGenericAllocationHandle);

impl Raw {
    fn vmm(d: &cuda_sys::Driver, size: usize) -> Raw {
        let (p, h) = vmm_map(d, size, CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE);
        Raw(p, size, h)
    }

    fn free(self, d: &cuda_sys::Driver) {
        // SAFETY: mapped and reserved above, undone once each.
        unsafe {
            d.cuMemUnmap(self.0, self.1).unwrap();
            d.cuMemRelease(self.2).unwrap();
            d.cuMemAddressFree(self.0, self.1).unwrap();
        }
    }
}

/// Graph memory answers as VMM device memory does and is made and freed
/// by a graph's launch, with no call naming its address: observed mode
/// never keeps it, keeps the pageable answer of its address only until a
/// launch, and answers what the driver answers at every step (alloc node,
/// launch, free launch, trim, relaunch, the graphs destroyed).
#[test]
fn graph_memory_is_answered_as_the_driver_answers_it_at_every_step() {
    let _one = one_at_a_time();
    let Observing {
        t,
        cuda,
        observer: _observer,
        d,
    } = observing();
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let _current = ctx.make_current().unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let s = stream.as_raw();
    let check = |step: &str, p: u64| {
        for a in [p, p + 4096] {
            // Twice: the second may come from the cache.
            for _ in 0..2 {
                assert_eq!(
                    cuda.classify(a).unwrap(),
                    cuda.classify_by_driver(a).unwrap(),
                    "{step}: {a:#x}"
                );
            }
        }
        if let Some(sim) = t.sim() {
            let before = sim.calls("cuPointerGetAttributes");
            let kept = cuda.classify(p).unwrap().kind() == MemoryKind::Pageable;
            assert_eq!(
                sim.calls("cuPointerGetAttributes"),
                before + u64::from(!kept),
                "{step}: graph memory is never kept, a pageable answer is"
            );
        }
    };
    let mut ap = cuda_sys::CUDA_MEM_ALLOC_NODE_PARAMS::default();
    ap.poolProps.allocType = cuda_sys::CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED;
    ap.poolProps.location.type_ = cuda_sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE;
    ap.bytesize = 4 << 20;
    let (mut ga, mut na, mut ea) = (null_mut(), null_mut(), null_mut());
    let (mut gf, mut nf, mut ef) = (null_mut(), null_mut(), null_mut());
    // SAFETY: valid out-pointers and parameters, live handles; each graph
    // and executable graph destroyed once below.
    unsafe {
        d.cuGraphCreate(&mut ga, 0).unwrap();
        d.cuGraphAddMemAllocNode(&mut na, ga, std::ptr::null(), 0, &mut ap)
            .unwrap();
        let p = ap.dptr;
        check("the alloc node added", p);
        d.cuGraphInstantiateWithFlags(&mut ea, ga, 0).unwrap();
        d.cuGraphLaunch(ea, s).unwrap();
        stream.synchronize().unwrap();
        assert_eq!(cuda.classify(p).unwrap().kind(), MemoryKind::Vmm);
        check("after the alloc graph's launch", p);
        d.cuGraphCreate(&mut gf, 0).unwrap();
        d.cuGraphAddMemFreeNode(&mut nf, gf, std::ptr::null(), 0, p)
            .unwrap();
        d.cuGraphInstantiateWithFlags(&mut ef, gf, 0).unwrap();
        d.cuGraphLaunch(ef, s).unwrap();
        stream.synchronize().unwrap();
        assert_eq!(cuda.classify(p).unwrap().kind(), MemoryKind::Pageable);
        check("after the free graph's launch", p);
        d.cuDeviceGraphMemTrim(0).unwrap();
        check("after the trim", p);
        d.cuGraphLaunch(ea, s).unwrap();
        stream.synchronize().unwrap();
        check("after the alloc graph's relaunch", p);
        d.cuGraphLaunch(ef, s).unwrap();
        stream.synchronize().unwrap();
        check("after the second free", p);
        for e in [ea, ef] {
            d.cuGraphExecDestroy(e).unwrap();
        }
        for g in [ga, gf] {
            d.cuGraphDestroy(g).unwrap();
        }
        d.cuDeviceGraphMemTrim(0).unwrap();
        check("after the graphs are destroyed", p);
    }
}

/// A VMM range unmapped and mapped again with memory of another location
/// answers the new location, never the kept answer of the old mapping.
#[test]
fn a_vmm_range_mapped_again_answers_its_new_memory() {
    let _one = one_at_a_time();
    let Observing {
        t: _t,
        cuda,
        observer: _observer,
        d,
    } = observing();
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let _current = ctx.make_current().unwrap();
    let size = 2 << 20;
    let vmm = Raw::vmm(&d, size);
    let at = vmm.0 + 64;
    assert_eq!(cuda.classify(at).unwrap().location(), Location::Device(0));
    assert_eq!(cuda.classify(at).unwrap().location(), Location::Device(0));
    let host = cuda_sys::CUmemAllocationProp {
        type_: cuda_sys::CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED,
        location: cuda_sys::CUmemLocation {
            type_: CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST_NUMA,
            id: 0,
        },
        ..Default::default()
    };
    // SAFETY: the range reserved by `vmm`, unmapped and mapped again with a
    // handle of the same size; everything undone once at the end.
    unsafe {
        d.cuMemUnmap(vmm.0, size).unwrap();
        assert_eq!(
            cuda.classify(at).unwrap(),
            cuda.classify_by_driver(at).unwrap()
        );
        let h = cuda_sys::out(|h| d.cuMemCreate(h, size, &host, 0)).unwrap();
        d.cuMemMap(vmm.0, size, 0, h, 0).unwrap();
        vmm_grant_device0(&d, vmm.0, size);
        for _ in 0..2 {
            let info = cuda.classify(at).unwrap();
            assert_eq!(info, cuda.classify_by_driver(at).unwrap());
            assert_eq!(info.location(), Location::HostNuma(0));
        }
        d.cuMemUnmap(vmm.0, size).unwrap();
        d.cuMemRelease(h).unwrap();
        d.cuMemRelease(vmm.2).unwrap();
        d.cuMemAddressFree(vmm.0, size).unwrap();
    }
}
