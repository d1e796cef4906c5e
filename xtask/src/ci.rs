//! `ci`: the quality gates after `test`.

use crate::bindings::bindings;
use crate::cmd::{cargo, root, run, without_cuda_vars};
use crate::downstream::downstream;
use crate::setup::{cargo_with, setup_libclang, setup_mpi};
use crate::test::test_with;
use crate::valgrind::valgrind_observed;
use crate::{capi, layout, msrv, package};

pub fn clippy_with(version: &str) {
    run(&mut cargo_with(
        version,
        &[
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
    ));
    // What the workspace build leaves out: cuda-mem's optional features,
    // and the MPI program where MPI is installed.
    run(&mut cargo_with(
        version,
        &[
            "clippy",
            "-p",
            "cuda-mem",
            "--all-features",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
    ));
    match setup_mpi() {
        Ok(()) => run(&mut cargo_with(
            version,
            &[
                "clippy",
                "-p",
                "cuda-mem-mpi",
                "--features",
                "mpi",
                "--all-targets",
                "--",
                "-D",
                "warnings",
            ],
        )),
        Err(why) => eprintln!("xtask: skipped: clippy of cuda-mem-mpi: {why}"),
    }
}

pub fn ci() {
    setup_libclang();
    run(cargo().args(["fmt", "--all", "--check"]));
    layout::task();
    clippy_with("13.0");
    clippy_without_header();
    run(cargo_with("13.0", &["doc", "--workspace", "--no-deps"]).env("RUSTDOCFLAGS", "-D warnings"));
    docs_rs();
    clippy_with("12.9");
    test_with("12.9");
    bindings(true);
    capi::header(true);
    package::task();
    package::publish_dry_run();
    downstream();
    msrv::task();
    valgrind_observed();
    mutants_of_the_last_change();
    eprintln!(
        "xtask ci: passed: fmt, the layout rules, clippy -D warnings (CUDA 13.0 and 12.9 headers, and none) and tests \
         (both headers), docs with \
         warnings denied (with a header, and with DOCS_RS=1 and none), committed bindings, package \
         contents, the publish dry-run, a crate outside the workspace on the simulator, the libraries' MSRV, observed \
         mode's, the fork and the foreign-memory tests under valgrind memcheck, the mutants of the last change"
    );
}

/// The mutation gate over the lines the last commit changed (`git diff
/// HEAD~1`), at most [`MUTANTS_PER_SET`] mutants of each gated set (a fixed
/// sample beyond that); in a clone without the parent commit, a fixed
/// sample of the whole gate. A mutant that survives fails `ci`.
pub fn mutants_of_the_last_change() {
    let has_parent = std::process::Command::new("git")
        .args(["rev-parse", "--verify", "--quiet", "HEAD~1"])
        .current_dir(root())
        .output()
        .is_ok_and(|o| o.status.success());
    let max = MUTANTS_PER_SET.to_string();
    let mut args: Vec<String> = Vec::new();
    if has_parent {
        args.extend(["--in-diff".into(), "HEAD~1".into()]);
    }
    args.extend(["--max".into(), max]);
    crate::mutants::mutants(&args);
}

/// How many mutants of each set `ci` runs at most: each is an incremental
/// build and its set's tests (what that costs: docs/testing.md).
const MUTANTS_PER_SET: usize = 12;

/// `cargo clippy` as a user runs it on a machine with no CUDA header: the
/// committed bindings, and what a header-only cfg leaves out.
pub fn clippy_without_header() {
    let mut c = cargo();
    c.args([
        "clippy",
        "--workspace",
        "--all-targets",
        "--",
        "-D",
        "warnings",
    ])
    .env("CARGO_TARGET_DIR", root().join("target/no-header"));
    run(without_cuda_vars(&mut c));
}

/// `cargo doc` as docs.rs runs it: DOCS_RS set, no CUDA variable.
pub fn docs_rs() {
    let mut c = cargo();
    c.args([
        "doc",
        "--no-deps",
        "-p",
        "cuda-mem-sys",
        "-p",
        "cuda-mem",
        "--all-features",
    ])
    .env("DOCS_RS", "1")
    .env("RUSTDOCFLAGS", "-D warnings")
    .env("CARGO_TARGET_DIR", root().join("target/docs-rs"));
    run(without_cuda_vars(&mut c));
}
