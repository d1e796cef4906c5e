//! `valgrind`: simulator-backed test binaries under valgrind memcheck.

use crate::cmd::{cargo, fail, is_root, run};
use crate::setup::{executables, setup_headers, setup_libclang};
use std::path::Path;
use std::process::Command;

pub fn valgrind() {
    setup_libclang();
    setup_headers("13.0");
    run(cargo().args(["build", "-p", "cuda-sim"]));
    let exes = executables(&["test", "--workspace", "--tests", "--no-run"], &[]);
    let mut failed = Vec::new();
    for exe in exes {
        let name = exe.file_name().expect("file").to_string_lossy().to_string();
        if name.starts_with("compile_fail") || name.starts_with("xtask") {
            continue;
        }
        // Each property-test case loads a simulator copy, which reserves
        // address space; valgrind has less of it.
        if let Err(e) = memcheck(&exe, &[("PROPTEST_CASES", "6")], &[]) {
            failed.push(e);
        }
    }
    if !failed.is_empty() {
        fail(&format!("under valgrind: {}", failed.join("; ")));
    }
    eprintln!("xtask: every test binary ran clean under valgrind memcheck");
}

/// Observed mode's tests, the fork tests and the differential test of
/// foreign memory under valgrind memcheck (with a tenth of their steps, a
/// fiftieth of their forks): what a callback, a forked child or a cached answer touches must
/// be live memory. Part of `ci`.
pub fn valgrind_observed() {
    setup_headers("13.0");
    if Command::new("valgrind").arg("--version").output().is_err() {
        if is_root() {
            run(Command::new("apt-get").args(["install", "-y", "-q", "valgrind"]));
        } else {
            fail("valgrind is missing: install it with `apt-get install valgrind`");
        }
    }
    run(cargo().args(["build", "-p", "cuda-sim"]));
    let exes = executables(
        &[
            "test", "-p", "cuda-mem", "--lib", "--test", "observed", "--test", "fork", "--test",
            "ipc", "--no-run",
        ],
        &[],
    );
    let mut failed = Vec::new();
    for exe in &exes {
        // A forked child runs under valgrind too, and starting one costs
        // seconds there: the fork tests run a fiftieth of their forks.
        let fork = exe
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with("fork-"));
        let percent = if fork { "2" } else { "10" };
        // Valgrind runs one thread at a time under a scheduler of its own:
        // a test of how the kernel schedules a real-time waiter measures
        // nothing there.
        let mut args = vec!["--skip", "a_real_time_waiter_lets_a_preempted_holder_run"];
        // Of the IPC binary, the differential test of foreign memory.
        if exe
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with("ipc-"))
        {
            args.push("foreign::");
        }
        if let Err(e) = memcheck(exe, &[("CUDA_MEM_TEST_SCALE_PERCENT", percent)], &args) {
            failed.push(e);
        }
    }
    if let Err(e) = lifetime_under_valgrind() {
        failed.push(e);
    }
    if !failed.is_empty() {
        fail(&format!("under valgrind: {}", failed.join("; ")));
    }
    eprintln!(
        "xtask: observed mode's, the fork and the foreign-memory tests and the C handles' \
         lifetime test ran clean under valgrind memcheck ({} binaries and the C test)",
        exes.len()
    );
}

/// `tests/lifetime_test.c` under valgrind memcheck on the simulator: a
/// released, stale or forged handle must be refused without a read of
/// freed memory; and `tests/plugin_host_test.c`: no read or jump into the
/// library after a host closed it. Part of `ci`.
fn lifetime_under_valgrind() -> Result<(), String> {
    let version = "13.0";
    run(&mut crate::setup::cargo_with(
        version,
        &["build", "-p", "cuda-mem-capi", "-p", "cuda-sim"],
    ));
    let lib = crate::setup::target_for(version).join("debug");
    let exe = lib.join("lifetime_test");
    crate::capi::compile(
        &crate::capi::crate_dir().join("tests/lifetime_test.c"),
        &lib,
        &setup_headers(version),
        &exe,
    );
    let sim = lib.join("libcuda_sim.so");
    memcheck_program(&exe, &[sim.to_string_lossy().as_ref()])?;
    // A host that closes the library while CUPTI holds its callback.
    let host = lib.join(crate::capi::PLUGIN_HOST_TEST);
    crate::capi::compile_plugin_host(&lib, &setup_headers(version), &host);
    let library = lib.join("libcuda_mem.so");
    memcheck_program(
        &host,
        &[
            sim.to_string_lossy().as_ref(),
            library.to_string_lossy().as_ref(),
        ],
    )
}

/// Runs one test binary under valgrind memcheck, any error failing it.
pub fn memcheck(exe: &Path, env: &[(&str, &str)], args: &[&str]) -> Result<(), String> {
    let mut c = valgrind_command();
    c.arg(exe).arg("--test-threads=4").args(args);
    for (k, v) in env {
        c.env(k, v);
    }
    status_of(exe, c)
}

/// Runs a program (not a test harness) under valgrind memcheck with `args`.
pub fn memcheck_program(exe: &Path, args: &[&str]) -> Result<(), String> {
    let mut c = valgrind_command();
    c.arg(exe).args(args);
    status_of(exe, c)
}

fn status_of(exe: &Path, mut c: Command) -> Result<(), String> {
    let name = exe.file_name().expect("file").to_string_lossy().to_string();
    eprintln!("xtask: running {c:?}");
    match c.status() {
        Ok(s) if s.success() => Ok(()),
        Ok(s) => Err(format!("{name}: {s}")),
        Err(e) => fail(&format!(
            "valgrind could not start ({e}): install it with `apt-get install valgrind`"
        )),
    }
}

/// memcheck with every error failing the run.
fn valgrind_command() -> Command {
    let mut c = Command::new("valgrind");
    c.args([
        "--tool=memcheck",
        "--error-exitcode=99",
        "--leak-check=no",
        "--child-silent-after-fork=yes",
        // Valgrind runs one thread at a time; its default lock lets a
        // thread that never blocks (the fork test's busy thread) take it
        // back at once, and the thread that forks waited for minutes.
        "--fair-sched=yes",
        "-q",
    ]);
    c
}
