//! Memory this crate did not allocate, answered from the cache of foreign
//! answers in observed mode (and directly by default), and never for
//! freed memory: a differential test against `classify_by_driver` under
//! allocation, free, address reuse and threads, in both modes and with
//! CUPTI already taken. The kinds include pitched memory; graph memory
//! (freed by a free node's graph, of a graph instantiated to free before
//! each launch and launched again while it lives, and made by a
//! `cuMemAllocAsync` on a captured stream), each graph free followed by a
//! trim; pool memory of a second process (`exporter.rs`), imported; and
//! VMM ranges unmapped and mapped again with memory of another location.
//! Runs on the simulator, and on the real driver with
//! CUDA_MEM_TEST_REAL_DRIVER=1 (CUPTI from `CUDA_CUPTI_LIBRARY` or the CUDA
//! installation). On the real driver, when the CUDA runtime (`libcudart`)
//! can be loaded, four of the fifteen kinds are allocated through it
//! (`cudaMalloc`, `cudaMallocHost`, `cudaMallocManaged`, `cudaMallocAsync`
//! and their frees), as an application's own would. Once the classifying
//! handle exists, allocations it owns (device, pinned and managed buffers)
//! are mixed in: in observed mode the cache is asked before the registry,
//! and no answer it keeps may outlive the memory, whoever owns it.

mod exporter;
mod raw;

use cuda_mem::cuda_mem_sys::{self, Driver};
use cuda_mem::*;
use cuda_mem_testing::*;
use exporter::Exporter;
use raw::{Raw, Runtime, KINDS, RUNTIME_KINDS};
use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

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
    /// Counted after the allocating call returned: live from here on.
    made: u64,
    /// Counted before the freeing call began (`u64::MAX` until then): live
    /// up to here.
    dying: u64,
    died: u64,
}

/// The driver's buffer id of `address` (0 for memory it does not know).
fn buffer_id(d: &Driver, address: u64) -> u64 {
    let mut id = 0u64;
    let mut attr = cuda_mem_sys::CUpointer_attribute::CU_POINTER_ATTRIBUTE_BUFFER_ID;
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
    ///
    /// A pageable answer is right only if at some step of the query no
    /// allocation held the address: wrong if one was surely live for the
    /// whole query (made before it began, not yet being freed when it
    /// ended), as a pageable answer kept past an allocation would be.
    fn possible(&self, address: u64, kind: MemoryKind, from: u64, to: u64) -> bool {
        let lives = self.lives.lock().unwrap();
        if kind == MemoryKind::Pageable {
            return !lives.iter().any(|l| {
                address >= l.start && address < l.start + l.len && l.made <= from && l.dying > to
            });
        }
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
    std::mem::ManuallyDrop<cuda_mem_sys::cupti::Cupti>,
    cuda_mem_sys::cupti::CUpti_SubscriberHandle,
);

impl OtherSubscriber {
    fn take(driver_path: &str) -> Option<OtherSubscriber> {
        let mut names = vec![driver_path.to_string()];
        names.extend(std::env::var(CUPTI_LIBRARY_ENV).ok());
        names.extend(CUPTI_LIBRARIES.iter().map(|s| s.to_string()));
        for n in names {
            // SAFETY: CUPTI, or the simulated driver exporting its API.
            let Ok(c) = (unsafe { cuda_mem_sys::cupti::Cupti::new(&n) }) else {
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
                cuda_mem_sys::cupti::CUptiResult::CUPTI_SUCCESS,
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

/// Marks the live allocation at `start` as being freed (its free is about
/// to be called).
fn dying(log: &Log, start: u64) {
    let step = log.step.fetch_add(1, Ordering::SeqCst) + 1;
    for l in log.lives.lock().unwrap().iter_mut() {
        if l.start == start && l.died == u64::MAX {
            l.dying = l.dying.min(step);
        }
    }
}

/// Ends the life of the live allocation at `start` (its free has
/// returned): the step it died at.
fn end_life(log: &Log, start: u64) -> u64 {
    let step = log.step.fetch_add(1, Ordering::SeqCst) + 1;
    for l in log.lives.lock().unwrap().iter_mut() {
        if l.start == start && l.died == u64::MAX {
            l.died = step;
        }
    }
    step
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
    let mut rng = XorShift::new(0x2545_f491_4f6c_dd1d);
    let mut next = move |n: u64| rng.below(n);
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
    // Pool memory of a second process, imported through the allocating
    // handle.
    let ex = Exporter::start(&first, &format!("{mode:?}"));
    let kinds = KINDS.len() + if rt.is_some() { RUNTIME_KINDS.len() } else { 0 };
    let mut live: Vec<(Raw, usize)> = Vec::new();
    let alloc = |log: &Log, make: &dyn Fn() -> Raw, len: usize| -> Raw {
        let step = log.step.fetch_add(1, Ordering::SeqCst) + 1;
        let r = make();
        let start = r.address();
        let len = if let Raw::Vmm(_, size, ..) = &r {
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
            made: log.step.fetch_add(1, Ordering::SeqCst) + 1,
            dying: u64::MAX,
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
        live.push((alloc(&log, &|| Raw::new(d, rt, &ex, k, len), len), len));
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
        Mode::Observed => assert!(cuda.foreign_mode().is_observed(), "{}", cuda.foreign_mode()),
        Mode::ObservedWithCuptiTaken => {
            assert!(
                matches!(
                    cuda.foreign_mode(),
                    ForeignMode::Fallback(
                        ObserveError::SubscriberTaken { .. } | ObserveError::CuptiInUse { .. }
                    )
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
    let mut remapped = 0u64;
    let mut made = vec![0u64; kinds];
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
                made[k] += 1;
                alloc(&log, &|| Raw::new(d, rt, &ex, k, len), len)
            };
            live.push((r, len));
        } else {
            let (r, len) = live.swap_remove(next(live.len() as u64) as usize);
            let start = r.address();
            // Half the VMM memory is mapped again with memory of the other
            // location instead: the old mapping's life ends after its
            // unmap, the new one's begins before its map, at one step.
            dying(&log, start);
            if matches!(r, Raw::Vmm(..)) && next(2) == 0 {
                let step = std::cell::Cell::new(0);
                let r = r.remap(d, || step.set(end_life(&log, start)));
                let made = log.step.fetch_add(1, Ordering::SeqCst) + 1;
                let mut lives = log.lives.lock().unwrap();
                let old = *lives
                    .iter()
                    .rev()
                    .find(|l| l.start == start)
                    .expect("its life");
                lives.push(Life {
                    id: buffer_id(d, start),
                    born: step.get(),
                    made,
                    dying: u64::MAX,
                    died: u64::MAX,
                    ..old
                });
                drop(lives);
                log.recorded.store(step.get(), Ordering::SeqCst);
                live.push((r, len));
                remapped += 1;
            } else {
                r.free(d, rt, &ex);
                let step = end_life(&log, start);
                log.recorded.store(step, Ordering::SeqCst);
            }
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
        r.free(d, rt, &ex);
    }
    println!(
        "{mode:?} ({}): {steps} steps ({owned} allocations owned by the handle, of the others \
         {made:?} by kind, {remapped} VMM ranges mapped again with another location), {checked} \
         answers equal to the driver's on the test \
         thread, {} answers from 4 threads (pageable ones included), 0 naming freed \
         memory or missing a live allocation, 0 disagreements; \
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
    assert!(
        !cuda.foreign_mode().is_observed(),
        "{}",
        cuda.foreign_mode()
    );
}

/// The differential test in each mode, as trials of the binary's harness
/// (`foreign::` in their names selects them).
pub(crate) fn trials() -> Vec<libtest_mimic::Trial> {
    [
        ("foreign::a_direct_mode_answers_what_the_driver_answers", Mode::Direct),
        ("foreign::b_observed_mode_answers_what_the_driver_answers", Mode::Observed),
        (
            "foreign::c_observed_mode_with_cupti_taken_falls_back_and_answers_what_the_driver_answers",
            Mode::ObservedWithCuptiTaken,
        ),
    ]
    .into_iter()
    .map(|(name, mode)| {
        libtest_mimic::Trial::test(name, move || {
            differential(mode);
            Ok(())
        })
    })
    .collect()
}

/// Serves as the exporting process when this process was started as one:
/// whether it was.
pub(crate) fn serve_if_exporter() -> bool {
    match std::env::var(exporter::EXPORTER_SOCKET) {
        Ok(socket) => {
            exporter::serve(&socket);
            true
        }
        Err(_) => false,
    }
}
