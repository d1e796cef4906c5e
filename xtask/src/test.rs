//! `test`: every test on the simulator, the stacks beside it (cudarc, two
//! MPI ranks), and the model checker.

use crate::capi;
use crate::cmd::{run_logged as run, test_log};
use crate::setup::{cargo_with, cuda_arg, setup_libclang, setup_mpi, target_for};

/// Tests against one header version, in a target folder of its own.
pub fn test_with(version: &str) {
    for args in [
        &["build", "-p", "cuda-sim"][..],
        &["test", "--workspace"][..],
        &["test", "--workspace", "--benches"][..],
    ] {
        run(&mut cargo_with(version, args));
    }
}

/// The tests beside the stacks users run: cudarc in the same process, and
/// two MPI ranks (skipped, with the reason, where MPI is missing). Answers
/// what ran.
pub fn test_stacks(version: &str) -> String {
    let sim = target_for(version).join("debug/libcuda_sim.so");
    run(&mut cargo_with(
        version,
        &[
            "test",
            "-p",
            "cuda-mem",
            "--features",
            "cudarc",
            "--test",
            "cudarc",
        ],
    ));
    run(cargo_with(
        version,
        &[
            "run",
            "-p",
            "cuda-mem",
            "--features",
            "cudarc",
            "--example",
            "with_cudarc",
        ],
    )
    .env("CUDA_DRIVER_LIBRARY", &sim));
    match setup_mpi() {
        Ok(()) => {
            run(&mut cargo_with(
                version,
                &[
                    "test",
                    "-p",
                    "cuda-mem-mpi",
                    "--features",
                    "mpi",
                    "--",
                    "--nocapture",
                ],
            ));
            "the cudarc tests and example, the two-rank MPI test".into()
        }
        Err(why) => {
            eprintln!("xtask test: skipped: the two-rank MPI test: {why}");
            format!("the cudarc tests and example; SKIPPED the two-rank MPI test ({why})")
        }
    }
}

/// Observed mode's protocol between inserts, lookups and the callbacks
/// that remove, model-checked with loom (`--cfg loom`, a target folder of
/// its own; every interleaving up to three preemptions).
pub fn loom(version: &str) -> String {
    run(
        cargo_with(version, &["test", "-p", "cuda-mem", "--lib", "loom"])
            .env("RUSTFLAGS", "--cfg loom")
            .env("LOOM_MAX_PREEMPTIONS", "3")
            .env("CARGO_TARGET_DIR", target_for(version).join("loom")),
    );
    "observed mode's protocol under loom".into()
}

/// `test [--cuda V]`: setup, then everything above; the commands' whole
/// output goes to [`test_log`], each test binary's result to the terminal.
pub fn task(args: &[String]) {
    setup_libclang();
    let _ = std::fs::remove_file(test_log());
    let version = cuda_arg(args);
    test_with(&version);
    let stacks = test_stacks(&version);
    let c_api = capi::test(&version);
    let from_c = capi::readme_recipe();
    let frameworks = capi::frameworks_on_simulator();
    let model = loom(&version);
    let target = target_for(&version);
    let left = stale_simulator_copies();
    eprintln!(
        "xtask test: every test, doctest and bench (each run once), {stacks}, {c_api}, {from_c}, {frameworks}, {model} passed \
         on the simulated driver, CUDA {version} headers; build in {}, simulator library {}{left}; \
         the whole output is in {}",
        target.display(),
        target.join("debug/libcuda_sim.so").display(),
        test_log().display()
    );
}

/// Removes the simulator copies' folders (`cuda-sim-<pid>` in the
/// temporary folder) of test processes that have ended without removing
/// theirs (a child that left with `_exit`), and says how many there were.
fn stale_simulator_copies() -> String {
    let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else {
        return String::new();
    };
    let mut removed = 0;
    for e in entries.flatten() {
        let name = e.file_name();
        let pid = name.to_str().and_then(|n| n.strip_prefix("cuda-sim-"));
        if let Some(pid) = pid.filter(|p| p.parse::<u32>().is_ok()) {
            if !std::path::Path::new("/proc").join(pid).exists()
                && std::fs::remove_dir_all(e.path()).is_ok()
            {
                removed += 1;
            }
        }
    }
    match removed {
        0 => String::new(),
        n => format!(" ({n} simulator copy folders of ended processes removed)"),
    }
}
