//! `mutants [--file GLOB]... [-- CARGO-MUTANTS ARGS]`: cargo-mutants over
//! cuda-mem's classification ([`FILES`]), each mutant built and tested
//! against the simulator: the unit tests (loom's model aside: it needs
//! `--cfg loom`) and the `observed`, `classify` and `fork` tests. Not part of `ci` (it takes hours on two cores:
//! docs/testing.md has the measured time and the table of survivors).
//! Installs cargo-mutants when it is missing.

use crate::cmd::{cargo, fail, root, run};
use crate::setup::{setup_headers, setup_libclang, target_for};
use std::process::Command;

/// The tests each mutant must fail.
const TESTS: [&str; 7] = [
    "--lib", "--test", "observed", "--test", "classify", "--test", "fork",
];

/// The classification's files: the path that joins the parts, and the
/// parts.
const FILES: [&str; 6] = [
    "cuda-mem/src/classify/**/*.rs",
    "cuda-mem/src/observed/**/*.rs",
    "cuda-mem/src/registry/**/*.rs",
    "cuda-mem/src/table.rs",
    "cuda-mem/src/query.rs",
    "cuda-mem/src/answer.rs",
];

pub fn mutants(args: &[String]) {
    setup_libclang();
    let include = setup_headers("13.0");
    if Command::new("cargo")
        .args(["mutants", "--version"])
        .output()
        .map_or(true, |o| !o.status.success())
    {
        run(cargo().args(["install", "--locked", "cargo-mutants"]));
    }
    // The simulator the tests load: built once, outside the mutated tree.
    run(&mut crate::setup::cargo_with(
        "13.0",
        &["build", "-p", "cuda-sim"],
    ));
    let sim = target_for("13.0").join("debug/libcuda_sim.so");
    let (ours, theirs) = match args.iter().position(|a| a == "--") {
        Some(i) => (&args[..i], &args[i + 1..]),
        None => (args, &[][..]),
    };
    let files: Vec<&String> = ours
        .windows(2)
        .filter(|w| w[0] == "--file")
        .map(|w| &w[1])
        .collect();
    let mut c = cargo();
    c.args(["mutants", "-p", "cuda-mem", "--timeout", "60"]);
    if files.is_empty() {
        for f in FILES {
            c.args(["--file", f]);
        }
    }
    // Loom's model is test code: a mutant of it tests nothing.
    c.args(["--exclude", "cuda-mem/src/observed/loom_tests.rs"]);
    for f in files {
        c.args(["--file", f]);
    }
    // For the build too: building only the test binaries that run saves
    // each mutant the link of the others.
    for t in TESTS {
        c.arg(format!("--cargo-arg={t}"));
    }
    c.arg("--output")
        .arg(root().join("target"))
        .args(theirs)
        .env("CUDA_INCLUDE_DIR", &include)
        .env("CUDA_SIM_LIBRARY", &sim)
        .env_remove("CARGO_TARGET_DIR");
    eprintln!("xtask: running {c:?}");
    let status = c
        .status()
        .unwrap_or_else(|e| fail(&format!("cargo mutants: {e}")));
    let out = root().join("target/mutants.out");
    eprintln!(
        "xtask mutants: {} (caught, missed, timeout and unviable mutants listed in {})",
        if status.success() {
            "every mutant caught or unviable"
        } else {
            "some mutants survived"
        },
        out.display()
    );
    if !status.success() {
        std::process::exit(1);
    }
}
