//! Private simulator copies made and dropped by two threads in tight loops, as
//! the parallel tests of one binary do, so that the count of copies on
//! disk often falls to 0 while the other thread makes one: every copy
//! loads, and the process's copies' folder goes with its last copy. A
//! drop that removed the folder between another copy's creation of it and
//! its write failed that copy ('No such file or directory'), in whichever
//! test made it: `owned_values_live_in_one_struct_and_move_to_another_thread`
//! once, in a full run of cuda-mem's tests.
//! Always the simulator; its own binary, so that no other test's copy
//! holds the folder at the end.

use cuda_mem_sys::*;
use cuda_sim::SimLibrary;

#[test]
fn copies_made_and_dropped_by_two_threads_in_turn_all_load_and_leave_nothing() {
    let folder = std::env::temp_dir().join(format!("cuda-sim-{}", std::process::id()));
    // Two threads, 1500 copies each: enough to fail, on two cores, the
    // harness that counted its copies without a lock.
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                for _ in 0..1500 {
                    let sim = SimLibrary::new("").expect("a copy is made");
                    // SAFETY: cuda-sim implements the driver's C ABI.
                    let d = unsafe { Driver::load_from(sim.path_str()) }.expect("the copy loads");
                    // SAFETY: cuInit takes no pointers.
                    unsafe { d.cuInit(0) }.expect("the copy answers");
                }
            });
        }
    });
    assert!(!folder.exists(), "{} left behind", folder.display());
}
