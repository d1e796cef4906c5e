//! Contexts at a thread's end and after their destruction:
//! `ensure_context` from a thread-local destructor, and a destroyed
//! context left current, each answered with an error or the right
//! binding, never an abort. Runs on the simulator, and on the real driver
//! with CUDA_MEM_TEST_REAL_DRIVER=1.

use cuda_mem::*;
use cuda_mem_testing::*;

struct BindAtExit(
    Cuda,
    PointerInfo,
    std::sync::mpsc::Sender<Result<ContextBinding>>,
);

impl Drop for BindAtExit {
    fn drop(&mut self) {
        let _ = self.2.send(self.0.ensure_context(&self.1));
    }
}

thread_local! {
    static AT_EXIT: std::cell::RefCell<Option<BindAtExit>> = const { std::cell::RefCell::new(None) };
}

#[test]
fn ensure_context_from_a_thread_local_destructor_is_an_answer_not_an_abort() {
    let (_d, cuda) = load("");
    let vmm = VmmAllocation::new(&cuda, 1 << 20, MemLocation::Device(0)).unwrap();
    let info = cuda.classify(vmm.device_ptr()).unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    let c = cuda.clone();
    std::thread::spawn(move || {
        // Registered before the context slots, so destroyed after them.
        AT_EXIT.with(|a| *a.borrow_mut() = Some(BindAtExit(c.clone(), info, tx)));
        assert!(matches!(
            c.ensure_context(&info).unwrap(),
            ContextBinding::Bound { .. }
        ));
    })
    .join()
    .expect("the thread exited without a panic");
    match rx.recv().unwrap() {
        // The slots were gone: the thread cannot hold a reference any more.
        Err(Error::ThreadExiting) => {}
        // The slots' release unset the context: nothing destroyed is current.
        Ok(ContextBinding::Bound { .. }) | Ok(ContextBinding::AlreadyCurrent(_)) => {}
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_destroyed_current_context_is_not_accepted_as_current() {
    let (d, cuda) = load("");
    let vmm = VmmAllocation::new(&cuda, 1 << 20, MemLocation::Device(0)).unwrap();
    let info = cuda.classify(vmm.device_ptr()).unwrap();
    let refs = d.sim().map(|s| s.primary_refcount(0));
    std::thread::scope(|s| {
        s.spawn(|| {
            let guard = PrimaryContextGuard::retain(&cuda, 0).unwrap();
            let ctx = guard.context();
            // A pushed scope forgotten, then its guard dropped: the last
            // reference goes while the context is current.
            std::mem::forget(guard.make_current().unwrap());
            drop(guard);
            assert_eq!(cuda.current_context().unwrap(), Some(ctx));
            assert_eq!(
                cuda.ensure_context(&info).unwrap(),
                ContextBinding::Bound {
                    device: 0,
                    retained: true
                },
                "a destroyed context was taken for a usable one"
            );
            // The binding is usable: work in it succeeds.
            let g = PrimaryContextGuard::retain(&cuda, 0).unwrap();
            drop(DeviceBuffer::new(&g, 4096).unwrap());
            assert_eq!(cuda.release_thread_contexts().unwrap(), 1);
        });
    });
    assert_eq!(d.sim().map(|s| s.primary_refcount(0)), refs);
}

/// A context this thread found alive, then destroyed by this crate's
/// release of its last reference, is asked about again: the release tells
/// every thread's remembered answer that it may be stale.
#[test]
fn a_context_found_alive_then_released_is_asked_again() {
    let (_d, cuda) = load("");
    let vmm = VmmAllocation::new(&cuda, 1 << 20, MemLocation::Device(0)).unwrap();
    let info = cuda.classify(vmm.device_ptr()).unwrap();
    std::thread::scope(|s| {
        s.spawn(|| {
            let guard = PrimaryContextGuard::retain(&cuda, 0).unwrap();
            let ctx = guard.context();
            std::mem::forget(guard.make_current().unwrap());
            // Alive: remembered by this thread.
            assert_eq!(
                cuda.ensure_context(&info).unwrap(),
                ContextBinding::AlreadyCurrent(ctx)
            );
            drop(guard);
            assert_eq!(
                cuda.ensure_context(&info).unwrap(),
                ContextBinding::Bound {
                    device: 0,
                    retained: true
                },
                "a context released since it was found alive was taken for a usable one"
            );
            assert_eq!(cuda.release_thread_contexts().unwrap(), 1);
        });
    });
}

/// A guard and its pushed scope say which device they are for, in
/// `device()` and in what `{:?}` prints, on a device other than 0.
#[test]
fn a_guard_names_its_device() {
    if real_driver() {
        eprintln!("skipped: needs the simulator's second device");
        return;
    }
    let (_d, cuda) = load("devices=2");
    let guard = PrimaryContextGuard::retain(&cuda, 1).unwrap();
    assert_eq!(guard.device(), 1);
    let printed = format!("{guard:?}");
    assert!(printed.starts_with("PrimaryContextGuard {"), "{printed}");
    assert!(printed.contains("device: 1"), "{printed}");
    assert!(
        printed.contains(&format!("context: {:?}", guard.context())),
        "{printed}"
    );
    std::thread::scope(|s| {
        s.spawn(|| {
            let current = guard.make_current().unwrap();
            assert_eq!(format!("{current:?}"), "CurrentContext { device: 1 }");
        });
    });
}

/// What the key destructor of
/// [`a_context_taken_in_a_key_destructor_is_given_back`] binds with.
static KEY_DESTRUCTOR_BINDS: std::sync::Mutex<Option<(Cuda, PointerInfo)>> =
    std::sync::Mutex::new(None);

extern "C" fn bind_in_key_destructor(_: *mut std::ffi::c_void) {
    let call = KEY_DESTRUCTOR_BINDS.lock().unwrap().clone();
    if let Some((cuda, info)) = call {
        let _ = cuda.ensure_context(&info);
    }
}

/// A thread whose first `ensure_context` comes from a pthread key
/// destructor (glibc has run Rust's thread-local destructors by then, so a
/// slot list made there is never destroyed) leaves no primary-context
/// reference behind: the crate's own key gives it back. Communication
/// libraries clean up a thread from such destructors.
#[test]
fn a_context_taken_in_a_key_destructor_is_given_back() {
    let (d, cuda) = load("");
    let Some(sim) = d.sim() else {
        eprintln!("skipped: counts primary-context references on the simulator");
        return;
    };
    let vmm = VmmAllocation::new(&cuda, 1 << 20, MemLocation::Device(0)).unwrap();
    let info = cuda.classify(vmm.device_ptr()).unwrap();
    *KEY_DESTRUCTOR_BINDS.lock().unwrap() = Some((cuda.clone(), info));
    let refs = sim.primary_refcount(0);
    let mut key = 0;
    // SAFETY: a valid out-pointer; the destructor never unwinds.
    let made = unsafe { libc::pthread_key_create(&mut key, Some(bind_in_key_destructor)) };
    assert_eq!(made, 0);
    std::thread::spawn(move || {
        // SAFETY: any non-null value arms the destructor.
        unsafe { libc::pthread_setspecific(key, std::ptr::dangling::<u8>().cast()) };
    })
    .join()
    .unwrap();
    *KEY_DESTRUCTOR_BINDS.lock().unwrap() = None;
    // SAFETY: the key made above; no thread uses it any more.
    unsafe { libc::pthread_key_delete(key) };
    assert_eq!(
        sim.primary_refcount(0),
        refs,
        "a reference taken in a key destructor outlived its thread"
    );
}

/// A thread that holds device 0's primary context and then needs device
/// 1's, with no context current, binds device 1's: a slot is looked up by
/// handle and device, both.
#[test]
fn a_thread_binds_each_device_s_own_context() {
    if real_driver() {
        eprintln!("skipped: needs the simulator's second device");
        return;
    }
    let (_d, cuda) = load("devices=2");
    let on = |device| {
        let v = VmmAllocation::new(&cuda, 1 << 20, MemLocation::Device(device)).unwrap();
        let info = cuda.classify(v.device_ptr()).unwrap();
        (v, info)
    };
    let ((_v0, info0), (_v1, info1)) = (on(0), on(1));
    let primary1 = PrimaryContextGuard::retain(&cuda, 1).unwrap();
    std::thread::scope(|s| {
        s.spawn(|| {
            let bound = |device| ContextBinding::Bound {
                device,
                retained: true,
            };
            assert_eq!(cuda.ensure_context(&info0).unwrap(), bound(0));
            // SAFETY: null unsets this thread's current context.
            unsafe { cuda.driver().cuCtxSetCurrent(std::ptr::null_mut()) }.unwrap();
            assert_eq!(cuda.ensure_context(&info1).unwrap(), bound(1));
            assert_eq!(cuda.current_context().unwrap(), Some(primary1.context()));
            assert_eq!(cuda.release_thread_contexts().unwrap(), 2);
        });
    });
}
