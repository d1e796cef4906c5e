//! fork: a child inherits every value and thread binding of its parent but
//! must not call the driver (CUDA is not usable in a forked child) nor take
//! a lock a parent thread held at the fork, so it drops what it inherited
//! and exits instead of hanging. Its own test binary, its tests one at a
//! time: a child of a process whose other threads hold locks of their own
//! (as the test harness's parallel tests do) could hang for reasons that
//! are not this crate's. Runs on the simulator, and on the real driver with
//! CUDA_MEM_TEST_REAL_DRIVER=1.

mod every_method;
use cuda_mem::*;
use cuda_mem_testing::EveryKind;
use cuda_mem_testing::*;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// One test at a time in this binary.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// Waits for `pid` until `deadline`; `None` if it is still running then
/// (it is killed).
fn wait(pid: libc::pid_t, deadline: Instant) -> Option<i32> {
    let mut status = 0;
    loop {
        // SAFETY: our own child; a valid out-pointer.
        let r = unsafe { libc::waitpid(pid, &mut status, libc::WNOHANG) };
        if r == pid {
            return Some(status);
        }
        if Instant::now() > deadline {
            // SAFETY: our own child.
            unsafe { libc::kill(pid, libc::SIGKILL) };
            // SAFETY: as above; reaps it.
            unsafe { libc::waitpid(pid, &mut status, 0) };
            return None;
        }
        std::thread::sleep(Duration::from_micros(200));
    }
}

/// How the children of a test ended.
#[derive(Default)]
struct Children {
    clean: u32,
    hung: u32,
    wrong: u32,
}

impl Children {
    /// Waits for `pid` (10 s at most) and counts how it ended.
    fn add(&mut self, pid: libc::pid_t) {
        match wait(pid, Instant::now() + Duration::from_secs(10)) {
            None => self.hung += 1,
            Some(s) if libc::WIFEXITED(s) && libc::WEXITSTATUS(s) == 0 => self.clean += 1,
            Some(s) => {
                self.wrong += 1;
                eprintln!("child {pid}: status {s:#x}");
            }
        }
    }
}

/// What a child does with everything it inherited: classify (owned memory
/// from the registry, anything else refused without a driver call), drop,
/// exit. Its exit status says what went wrong.
fn in_child(cuda: &Cuda, all: EveryKind, heap: &[u8]) -> ! {
    let mut code = 0;
    if !cuda.is_inherited() {
        code |= 1;
    }
    let owned = cuda.classify(all.device_buffer.device_ptr());
    if owned.map(|i| i.kind()) != Ok(MemoryKind::Device) {
        code |= 2;
    }
    if cuda.classify(heap.as_ptr()) != Err(Error::InheritedAcrossFork) {
        code |= 4;
    }
    drop(all);
    std::process::exit(code)
}

#[test]
fn a_thousand_forks_while_a_thread_allocates_frees_and_classifies_never_hang() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let (_d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let cycles = Arc::new(AtomicU64::new(0));
    // The busy thread: allocating (the registry's writer lock), classifying
    // and freeing (the driver) at whatever moment each fork comes.
    let busy = {
        let (cuda, ctx, stop, cycles) = (cuda.clone(), ctx.clone(), stop.clone(), cycles.clone());
        std::thread::spawn(move || {
            let stream = Stream::new(&ctx).unwrap();
            let pool = MemPool::default_for(&cuda, 0).ok();
            while !stop.load(Ordering::Relaxed) {
                let b = DeviceBuffer::new(&ctx, 1 << 16).unwrap();
                assert_eq!(
                    cuda.classify(b.device_ptr()).unwrap().kind(),
                    MemoryKind::Device
                );
                if let Some(pool) = &pool {
                    let p = pool.alloc_async(1 << 16, &stream).unwrap();
                    assert!(cuda.classify_by_driver(p.device_ptr()).is_ok());
                }
                drop(b);
                cycles.fetch_add(1, Ordering::Relaxed);
            }
        })
    };
    while cycles.load(Ordering::Relaxed) == 0 {
        std::thread::yield_now();
    }
    let heap = vec![0u8; 64];
    let mut children = Children::default();
    let forks = scaled(1000);
    for _ in 0..forks {
        let all = EveryKind::new(&cuda, 0, 1 << 16).unwrap();
        // SAFETY: the child only classifies, drops and exits; nothing it
        // does takes a lock another parent thread may have held (the
        // allocator's are reset by glibc in the child).
        let pid = unsafe { libc::fork() };
        assert!(pid >= 0, "fork failed");
        if pid == 0 {
            in_child(&cuda, all, &heap);
        }
        drop(all);
        children.add(pid);
    }
    stop.store(true, Ordering::Relaxed);
    busy.join().unwrap();
    println!(
        "{forks} forks while a thread allocated, classified and freed ({} cycles): \
         {} children exited cleanly, {} hung, {} wrong",
        cycles.load(Ordering::Relaxed),
        children.clean,
        children.hung,
        children.wrong
    );
    assert_eq!((children.hung, children.wrong), (0, 0));
    // The parent is untouched: its memory still classifies and frees.
    let b = DeviceBuffer::new(&ctx, 1 << 20).unwrap();
    assert_eq!(
        cuda.classify_by_driver(b.device_ptr()).unwrap().kind(),
        MemoryKind::Device
    );
}

#[test]
fn forked_children_with_a_thread_binding_exit_without_touching_the_driver() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let (_d, cuda) = load("");
    let vmm = VmmAllocation::new(&cuda, 1 << 20, MemLocation::Device(0)).unwrap();
    let info = cuda.classify(vmm.device_ptr()).unwrap();
    // This thread holds a binding, which a child inherits with the thread.
    std::thread::spawn(move || {
        assert!(matches!(
            cuda.ensure_context(&info).unwrap(),
            ContextBinding::Bound { .. }
        ));
        let mut children = Vec::new();
        for _ in 0..scaled(50) {
            // SAFETY: the child only exits (running its thread-local
            // destructors, which must not call the driver).
            let pid = unsafe { libc::fork() };
            assert!(pid >= 0, "fork failed");
            if pid == 0 {
                std::process::exit(0);
            }
            children.push(pid);
        }
        let deadline = Instant::now() + Duration::from_secs(20);
        for pid in children {
            let status = wait(pid, deadline).unwrap_or_else(|| panic!("forked child {pid} hung"));
            assert!(
                libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
                "child {pid}: {status:#x}"
            );
        }
    })
    .join()
    .unwrap();
}

/// 200 forks while observed mode is on and a thread allocates, classifies
/// (keeping answers) and frees foreign memory (the callbacks take the
/// writers' lock at every moment a fork may come): each child drops its
/// inherited observer without a lock, says it is not observing, and
/// answers foreign memory as `classify` documents for children.
#[test]
fn two_hundred_forks_with_an_observer_alive_never_hang() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let (_d, cuda) = load("");
    let observer = cuda.observe_frees();
    assert!(observer.is_observing(), "{}", cuda.foreign_mode());
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let cycles = Arc::new(AtomicU64::new(0));
    let busy = {
        let (cuda, ctx, stop, cycles) = (cuda.clone(), ctx.clone(), stop.clone(), cycles.clone());
        std::thread::spawn(move || {
            let _current = ctx.make_current().unwrap();
            let d = cuda.driver();
            while !stop.load(Ordering::Relaxed) {
                // SAFETY: a valid out-pointer; a context is current.
                let p = cuda_mem_sys::out(|p| unsafe { d.cuMemAlloc_v2(p, 1 << 16) }).unwrap();
                assert_eq!(cuda.classify(p).unwrap().kind(), MemoryKind::Device);
                assert_eq!(cuda.classify(p + 8).unwrap().kind(), MemoryKind::Device);
                // SAFETY: allocated above, freed once.
                unsafe { d.cuMemFree_v2(p) }.unwrap();
                cycles.fetch_add(1, Ordering::Relaxed);
            }
        })
    };
    while cycles.load(Ordering::Relaxed) == 0 {
        std::thread::yield_now();
    }
    let heap = [0u8; 64];
    let mut children = Children::default();
    let forks = scaled(200);
    for _ in 0..forks {
        let inherited = observer.clone();
        // SAFETY: the child only asks observed mode's state, drops and
        // exits; none of it may take a lock a parent thread held.
        let pid = unsafe { libc::fork() };
        assert!(pid >= 0, "fork failed");
        if pid == 0 {
            let mut code = 0;
            if inherited.is_observing() {
                code |= 1;
            }
            if cuda.foreign_mode() != ForeignMode::Fallback(ObserveError::InheritedAcrossFork) {
                code |= 2;
            }
            if cuda.observe_frees().is_observing() {
                code |= 4;
            }
            if cuda.classify(heap.as_ptr()) != Err(Error::InheritedAcrossFork) {
                code |= 8;
            }
            drop(inherited);
            std::process::exit(code);
        }
        drop(inherited);
        children.add(pid);
    }
    stop.store(true, Ordering::Relaxed);
    busy.join().unwrap();
    println!(
        "{forks} forks with an observer alive while a thread allocated, classified and freed \
         foreign memory ({} cycles): {} children exited cleanly, {} hung, {} wrong",
        cycles.load(Ordering::Relaxed),
        children.clean,
        children.hung,
        children.wrong
    );
    assert_eq!((children.hung, children.wrong), (0, 0));
    assert!(
        cuda.foreign_mode().is_observed(),
        "the parent still observes"
    );
}
