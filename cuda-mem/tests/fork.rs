//! fork with a live thread binding: the child inherits the thread's
//! context slot but must not call the driver (CUDA is not usable in a forked
//! child), so it exits instead of hanging. Its own test binary: a child of a
//! process whose other threads hold locks (as the test harness's parallel
//! tests do) could hang for reasons of its own. Runs on the simulator, and
//! on the real driver with CUDA_MEM_TEST_REAL_DRIVER=1.

mod common;
use common::*;
use cuda_mem::*;

#[test]
fn forked_children_with_a_thread_binding_exit_without_touching_the_driver() {
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
        for _ in 0..50 {
            // SAFETY: the child only exits (running its thread-local
            // destructors, which must not call the driver).
            let pid = unsafe { libc::fork() };
            assert!(pid >= 0, "fork failed");
            if pid == 0 {
                std::process::exit(0);
            }
            children.push(pid);
        }
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
        for pid in children {
            let mut status = 0;
            loop {
                // SAFETY: our own child; a valid out-pointer.
                let r = unsafe { libc::waitpid(pid, &mut status, libc::WNOHANG) };
                if r == pid {
                    break;
                }
                if std::time::Instant::now() > deadline {
                    // SAFETY: our own child.
                    unsafe { libc::kill(pid, libc::SIGKILL) };
                    panic!("forked child {pid} hung at exit");
                }
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            assert!(
                libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
                "child {pid}: {status:#x}"
            );
        }
    })
    .join()
    .unwrap();
}
