//! Observed mode's promises: a callback still running when every handle is
//! gone touches live memory; one subscription per process, shared by every
//! handle of the driver that asks; a context destroyed by its last release
//! takes the answers of its memory with it, and leaves pool memory's; and,
//! kind by kind (`kinds.rs`), what is kept and until when. On the
//! simulator, and on the real driver with CUDA_MEM_TEST_REAL_DRIVER=1 (the
//! test that needs the simulator's lock always runs on a simulator copy;
//! call counts are checked on the simulator only). One test at a time: on
//! the real driver they share the device's primary context and CUPTI's one
//! subscription.

mod kinds;
mod sharing;

use cuda_mem::cuda_mem_sys::CUmemLocationType;
use cuda_mem::*;
use cuda_mem_testing::*;
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
fn raw(path: &str) -> Arc<cuda_mem_sys::Driver> {
    // SAFETY: the driver (or the simulator) the handles loaded.
    Arc::new(unsafe { cuda_mem_sys::Driver::load_from(path) }.unwrap())
}

/// Device 0's primary context, retained through `d` (released by the
/// caller).
fn retain_primary(d: &cuda_mem_sys::Driver) -> cuda_mem_sys::CUcontext {
    // SAFETY: a valid out-pointer; device 0 exists.
    cuda_mem_sys::out(|c| unsafe { d.cuDevicePrimaryCtxRetain(c, 0) }).unwrap()
}

/// `len` bytes of `cuMemAlloc` memory in device 0's primary context,
/// which is retained through `d` and made current on this thread (the
/// caller frees the memory and releases the context).
fn device_memory(d: &cuda_mem_sys::Driver, len: usize) -> u64 {
    let ctx = retain_primary(d);
    // SAFETY: the context just retained.
    unsafe { d.cuCtxSetCurrent(ctx) }.unwrap();
    // SAFETY: a valid out-pointer; a context is current.
    cuda_mem_sys::out(|p| unsafe { d.cuMemAlloc_v2(p, len) }).unwrap()
}

/// A driver with observed mode on, and the driver again as a library of
/// its own.
struct Observing {
    t: cuda_sim::TestDriver,
    cuda: Cuda,
    observer: FreeObserver,
    d: Arc<cuda_mem_sys::Driver>,
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
    unsafe { d.cuCtxSetCurrent(ctx as cuda_mem_sys::CUcontext) }.unwrap();
    let big = 256 << 20;
    // SAFETY: valid out-pointers; a context is current.
    let wide = cuda_mem_sys::out(|p| unsafe { d.cuMemAlloc_v2(p, big) }).unwrap();
    // SAFETY: as above.
    let small = cuda_mem_sys::out(|p| unsafe { d.cuMemAlloc_v2(p, 4096) }).unwrap();
    assert_eq!(cuda.classify(small).unwrap().kind(), MemoryKind::Device);
    let sets = sim.calls("cuMemsetD8_v2");
    let setter = {
        let d = d.clone();
        std::thread::spawn(move || {
            // SAFETY: the retained context; `wide` is `big` bytes.
            unsafe { d.cuCtxSetCurrent(ctx as cuda_mem_sys::CUcontext) }.unwrap();
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
            unsafe { d.cuCtxSetCurrent(ctx as cuda_mem_sys::CUcontext) }.unwrap();
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
    assert!(
        first.foreign_mode().is_observed(),
        "{}",
        first.foreign_mode()
    );
    assert_eq!(second.foreign_mode(), ForeignMode::Direct, "not asked");
    let b = second.observe_frees();
    assert!(b.is_observing(), "{}", second.foreign_mode());
    assert!(
        second.foreign_mode().is_observed(),
        "{}",
        second.foreign_mode()
    );
    drop(a);
    assert_eq!(first.foreign_mode(), ForeignMode::Direct);
    assert!(
        second.foreign_mode().is_observed(),
        "b keeps the subscription"
    );
    drop(b);
    assert_eq!(first.foreign_mode(), ForeignMode::Direct);
    assert_eq!(second.foreign_mode(), ForeignMode::Direct);
    // And again, from the other handle first.
    let b = second.observe_frees();
    assert!(b.is_observing());
    assert!(
        second.foreign_mode().is_observed(),
        "{}",
        second.foreign_mode()
    );
    assert_eq!(first.foreign_mode(), ForeignMode::Direct);
    let a = first.observe_frees();
    assert!(a.is_observing());
    assert!(
        first.foreign_mode().is_observed(),
        "{}",
        first.foreign_mode()
    );
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
    let p = device_memory(&d, 1 << 20);
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
    let q = cuda_mem_sys::out(|q| unsafe {
        d.cuMemAllocFromPoolAsync(q, 4096, pool, std::ptr::null_mut())
    })
    .unwrap();
    let pooled = cuda.classify(q).unwrap();
    assert_eq!(pooled.kind(), MemoryKind::StreamOrdered);
    // Its second sight keeps it.
    assert_eq!(cuda.classify(q).unwrap(), pooled);
    assert_eq!(cuda.classify_kept(q), Some(pooled));
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

/// `classify_kept` answers what `classify` keeps and nothing else: not a
/// first sight, not an interior address of a kept one, not address 0, not
/// an address whose memory was freed; owned memory in direct mode once
/// classified, until its free.
#[test]
fn classify_kept_is_the_table_and_nothing_more() {
    let _one = one_at_a_time();
    let (_t, direct) = load("");
    let ctx = PrimaryContextGuard::retain(&direct, 0).unwrap();
    let bound = ctx.make_current().unwrap();
    let owned = DeviceBuffer::new(&ctx, 1 << 20).unwrap();
    let o = owned.device_ptr();
    assert_eq!(direct.classify_kept(o), None, "owned, never classified");
    let want = direct.classify(o).unwrap();
    assert_eq!(direct.classify_kept(o), Some(want), "owned, classified");
    drop(owned);
    assert_eq!(direct.classify_kept(o), None, "owned, freed");
    assert_eq!(direct.classify_kept(0u64), None, "address 0");
    drop(bound);

    let Observing {
        cuda,
        observer: _observer,
        d,
        ..
    } = observing();
    let x = device_memory(&d, 1 << 20);
    assert_eq!(cuda.classify_kept(x), None, "never seen");
    let want = cuda.classify(x).unwrap();
    // A first sight only marks the address: its second sight's answer
    // goes in the table.
    assert_eq!(cuda.classify_kept(x), None, "seen once");
    assert_eq!(cuda.classify(x).unwrap(), want);
    assert_eq!(cuda.classify_kept(x), Some(want), "seen twice");
    assert_eq!(cuda.classify_kept(x + 4096), None, "kept by exact address");
    assert_eq!(cuda.classify_kept(0u64), None, "address 0");
    // SAFETY: allocated above, freed once.
    unsafe { d.cuMemFree_v2(x) }.unwrap();
    assert_eq!(cuda.classify_kept(x), None, "freed");
    // SAFETY: retained above, released once.
    unsafe { d.cuDevicePrimaryCtxRelease_v2(0) }.unwrap();
}

/// An address is kept at its second sight, not its first: memory
/// classified once leaves nothing in the table, and memory made again
/// where freed memory was is a first sight again.
#[test]
fn an_address_is_kept_at_its_second_sight() {
    let _one = one_at_a_time();
    let Observing {
        cuda,
        observer: _observer,
        d,
        ..
    } = observing();
    let x = device_memory(&d, 1 << 20);
    let want = cuda.classify(x).unwrap();
    assert_eq!(cuda.classify_kept(x), None, "seen once");
    assert_eq!(cuda.classify(x).unwrap(), want);
    assert_eq!(cuda.classify_kept(x), Some(want), "seen twice");
    // SAFETY: allocated above, freed once.
    unsafe { d.cuMemFree_v2(x) }.unwrap();
    // The same size again: the driver tends to give the same address back.
    let y = device_memory(&d, 1 << 20);
    let want = cuda.classify(y).unwrap();
    assert_eq!(
        cuda.classify_kept(y),
        None,
        "a new allocation seen once (at the freed address: {})",
        y == x
    );
    assert_eq!(cuda.classify(y).unwrap(), want);
    assert_eq!(cuda.classify_kept(y), Some(want), "seen twice");
    // SAFETY: allocated above, freed once; the primary context retained
    // by each `device_memory`, released once for each.
    unsafe {
        d.cuMemFree_v2(y).unwrap();
        d.cuDevicePrimaryCtxRelease_v2(0).unwrap();
        d.cuDevicePrimaryCtxRelease_v2(0).unwrap();
    }
}

/// `classify_kept` answers what `classify` answers, or nothing, in both
/// modes, for every kind at its first, interior and last byte; owned
/// memory classified before is kept in direct mode (the registry's
/// answer, no driver call), and address 0 never is.
#[test]
fn classify_kept_answers_what_classify_does_or_nothing() {
    let _one = one_at_a_time();
    let (t, cuda) = load("");
    let every = cuda_mem_testing::EveryKind::new(&cuda, 0, 1 << 20).unwrap();
    let queries = || t.sim().map(|sim| sim.calls("cuPointerGetAttributes"));
    let check = |mode: &str| {
        for e in every.expected() {
            for p in [
                e.address,
                e.address + e.len as u64 / 2,
                e.address + e.len as u64 - 1,
            ] {
                let at = format!("{} at {p:#x}, {mode}", e.name);
                let want = cuda.classify_by_driver(p).unwrap();
                let first = cuda.classify_kept(p);
                assert!(first.is_none() || first == Some(want), "{at}: first");
                assert_eq!(cuda.classify(p).unwrap(), want, "{at}");
                assert_eq!(cuda.classify(p).unwrap(), want, "{at}: again");
                let before = queries();
                let kept = cuda.classify_kept(p);
                assert_eq!(queries(), before, "{at}: a peek calls no driver");
                assert!(kept.is_none() || kept == Some(want), "{at}: kept");
                if e.kind != MemoryKind::Pageable && mode == "direct" {
                    assert_eq!(kept, Some(want), "{at}: the registry's answer");
                }
            }
        }
        assert_eq!(cuda.classify_kept(0u64), None);
    };
    check("direct");
    let observer = cuda.observe_frees();
    assert!(observer.is_observing(), "{}", cuda.foreign_mode());
    check("observed");
    drop(observer);
}

/// A buffer used over and over while other memory is allocated and freed
/// between its uses (an allocator that frees as it goes) answers what the
/// driver answers at every use, and is kept by its second sight: a free
/// elsewhere does not make its first sight's mark stale, and the second
/// sight's answer goes in (the simulator counts the queries).
#[test]
fn a_buffer_reused_between_frees_is_kept() {
    let _one = one_at_a_time();
    let Observing {
        t,
        cuda,
        observer: _observer,
        d,
    } = observing();
    let x = device_memory(&d, 1 << 20);
    let want = cuda.classify_by_driver(x).unwrap();
    let queries = || t.sim().map(|sim| sim.calls("cuPointerGetAttributes"));
    let mut asked = Vec::new();
    for _ in 0..4 {
        let before = queries();
        assert_eq!(cuda.classify(x).unwrap(), want);
        asked.extend(queries().zip(before).map(|(after, before)| after - before));
        // SAFETY: a valid out-pointer; a context is current.
        let tmp = cuda_mem_sys::out(|p| unsafe { d.cuMemAlloc_v2(p, 4096) }).unwrap();
        // SAFETY: allocated above, freed once.
        unsafe { d.cuMemFree_v2(tmp) }.unwrap();
    }
    if t.sim().is_some() {
        assert_eq!(asked, [1, 1, 0, 0], "driver queries at each sight");
    }
    // SAFETY: allocated above, freed once.
    unsafe { d.cuMemFree_v2(x) }.unwrap();
    assert_eq!(
        cuda.classify(x).unwrap(),
        cuda.classify_by_driver(x).unwrap(),
        "after its free"
    );
    // SAFETY: retained above, released once.
    unsafe { d.cuDevicePrimaryCtxRelease_v2(0) }.unwrap();
}
