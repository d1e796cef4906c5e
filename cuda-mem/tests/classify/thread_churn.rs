//! 1000 threads each bind a context-less pointer and exit: no primary-context
//! reference may outlive its thread. In a child process of its own, so no
//! other test holds references meanwhile (`alone`). Runs on the simulator, and on the
//! real driver with CUDA_MEM_TEST_REAL_DRIVER=1.

use cuda_mem::*;
use cuda_mem_testing::*;

#[test]
fn a_thousand_threads_bind_and_leave_no_reference_behind() {
    if !alone("thread_churn::a_thousand_threads_bind_and_leave_no_reference_behind") {
        return;
    }
    let (d, cuda) = load("");
    let vmm = VmmAllocation::new(&cuda, 1 << 20, MemLocation::Device(0)).unwrap();
    let info = cuda.classify(vmm.device_ptr()).unwrap();
    assert_eq!(info.kind(), MemoryKind::Vmm);
    let guard = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stream = Stream::new(&guard).unwrap();
    let pool = MemPool::default_for(&cuda, 0).unwrap();
    let pb = pool.alloc_async(1 << 20, &stream).unwrap();
    let pool_info = cuda.classify(pb.device_ptr()).unwrap();
    for batch in 0..10 {
        // Plain threads joined with `join`, which returns after the
        // thread's thread-local destructors ran (a scoped thread's join may
        // return a moment before).
        let handles: Vec<_> = (0..100)
            .map(|i| {
                let (cuda, info) = (cuda.clone(), if i % 2 == 0 { info } else { pool_info });
                std::thread::spawn(move || {
                    assert_eq!(cuda.classify(info.address()).unwrap().kind(), info.kind());
                    let b = cuda.ensure_context(&info).unwrap();
                    assert_eq!(
                        b,
                        ContextBinding::Bound {
                            device: 0,
                            retained: true
                        },
                        "batch {batch}"
                    );
                    assert!(cuda.current_context().unwrap().is_some());
                })
            })
            .collect();
        for h in handles {
            h.join().unwrap();
        }
        if let Some(s) = d.sim() {
            assert_eq!(
                s.primary_refcount(0),
                1,
                "only the test's own reference is left"
            );
        }
    }
    drop(pb);
    drop(pool);
    drop(stream);
    drop(guard);
    if let Some(s) = d.sim() {
        assert_eq!(s.primary_refcount(0), 0);
    }
    let (mut flags, mut active) = (0, 0);
    // SAFETY: valid out-pointers; device 0 exists.
    unsafe {
        cuda.driver()
            .cuDevicePrimaryCtxGetState(0, &mut flags, &mut active)
    }
    .unwrap();
    assert_eq!(
        active,
        0,
        "a thread's primary-context reference outlived it ({} driver)",
        d.label()
    );
}
