//! `demo`: the survey of every memory kind, on the real driver where there
//! is one, else on the simulator.

use crate::cmd::{cargo, root, run};
use crate::setup::{setup_headers, setup_libclang};

/// `demo`: the survey of every memory kind.
pub fn task() {
    setup_libclang();
    setup_headers("13.0");
    run(cargo().args(["build", "-p", "cuda-sim", "--release"]));
    run(cargo().args(["run", "--quiet", "--release", "-p", "cuda-mem-survey"]));
    eprintln!(
        "xtask demo: the survey ran (its first line says on which driver); simulator library {}",
        root().join("target/release/libcuda_sim.so").display()
    );
}
