//! `mutants [--set NAME]... [--file GLOB]... [--in-diff REV [--max N]] [--
//! CARGO-MUTANTS ARGS]`: cargo-mutants over the gated code ([`SETS`]), each
//! mutant built and tested against the simulator by the tests that cover
//! its set. Every set takes hours on two cores (docs/testing.md has the
//! measured times and the table of survivors); `--in-diff REV` mutates only
//! the lines changed since `REV`, at most `--max` mutants (a fixed sample
//! of them beyond that), which is what `ci` runs. Installs cargo-mutants
//! when it is missing.

use crate::cmd::{cargo, fail, root, run};
use crate::setup::{setup_headers, setup_libclang, target_for};
use std::path::{Path, PathBuf};
use std::process::Command;

/// A part of the code under the gate: its package, its files, and the
/// tests (of that package: cargo-mutants runs no other's) each of its
/// mutants must fail.
struct Set {
    name: &'static str,
    package: &'static str,
    files: &'static [&'static str],
    tests: &'static [&'static str],
}

/// The gated code. Loom's model is test code (a mutant of it tests
/// nothing, and the model needs `--cfg loom`, which cargo-mutants does not
/// pass); the differential test of foreign memory, the longest of the
/// crate's tests (docs/testing.md), is left out.
const SETS: [Set; 3] = [
    Set {
        name: "classification",
        package: "cuda-mem",
        files: &[
            "cuda-mem/src/classify/**/*.rs",
            "cuda-mem/src/observed/**/*.rs",
            "cuda-mem/src/registry/**/*.rs",
            "cuda-mem/src/table.rs",
            "cuda-mem/src/query.rs",
            "cuda-mem/src/answer.rs",
        ],
        tests: &[
            "--lib", "--test", "observed", "--test", "classify", "--test", "fork",
        ],
    },
    Set {
        name: "lifetimes",
        package: "cuda-mem",
        files: &[
            "cuda-mem/src/handle.rs",
            "cuda-mem/src/fork.rs",
            "cuda-mem/src/context/**/*.rs",
            "cuda-mem/src/memory/registration.rs",
        ],
        tests: &[
            "--lib", "--test", "fork", "--test", "memory", "--test", "classify",
        ],
    },
    Set {
        name: "c-api",
        package: "cuda-mem-capi",
        files: &["cuda-mem-capi/src/**/*.rs"],
        tests: &["--lib", "--test", "c_programs"],
    },
];

const EXCLUDED: &str = "cuda-mem/src/observed/loom_tests.rs";

/// The value after each `flag` in `args`.
fn values<'a>(args: &'a [String], flag: &str) -> Vec<&'a String> {
    args.windows(2)
        .filter(|w| w[0] == flag)
        .map(|w| &w[1])
        .collect()
}

/// What a run is asked for, besides the sets.
struct Options {
    /// `--file` globs (none: each set's own files).
    files: Vec<String>,
    /// The diff whose lines are mutated (`--in-diff`).
    diff: Option<PathBuf>,
    /// At most this many mutants a set (`--max`).
    max: Option<usize>,
    /// What goes to cargo-mutants as it is (after `--`).
    theirs: Vec<String>,
    include: PathBuf,
    sim: PathBuf,
}

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
    let (ours, theirs) = match args.iter().position(|a| a == "--") {
        Some(i) => (&args[..i], &args[i + 1..]),
        None => (args, &[][..]),
    };
    let names = values(ours, "--set");
    let diff = values(ours, "--in-diff").first().map(|rev| {
        let out = root().join("target/mutants.diff");
        let text = Command::new("git")
            .args(["diff", rev.as_str(), "--"])
            .current_dir(root())
            .output()
            .unwrap_or_else(|e| fail(&format!("git diff: {e}")));
        std::fs::write(&out, &text.stdout).expect("write the diff");
        out
    });
    let options = Options {
        files: values(ours, "--file").into_iter().cloned().collect(),
        diff,
        max: values(ours, "--max")
            .first()
            .map(|n| n.parse().unwrap_or_else(|_| fail("--max takes a number"))),
        theirs: theirs.to_vec(),
        include,
        sim: target_for("13.0").join("debug/libcuda_sim.so"),
    };
    let survived: Vec<&str> = SETS
        .iter()
        .filter(|s| names.is_empty() || names.iter().any(|n| *n == s.name))
        .filter(|s| !run_set(s, &options))
        .map(|s| s.name)
        .collect();
    if !survived.is_empty() {
        fail(&format!("mutants survived in: {}", survived.join(", ")));
    }
}

/// Runs cargo-mutants over `set`; false when a mutant was missed.
fn run_set(set: &Set, o: &Options) -> bool {
    let files: Vec<&str> = if o.files.is_empty() {
        set.files.to_vec()
    } else {
        // Only the files given that are this set's package's.
        let prefix = format!("{}/", set.package);
        o.files
            .iter()
            .map(|f| f.as_str())
            .filter(|f| f.starts_with(&prefix))
            .collect()
    };
    if files.is_empty() {
        return true;
    }
    let command = || {
        let mut c = cargo();
        // The timeout is cargo-mutants' own, from the unmutated run's time.
        c.args(["mutants", "-p", set.package]);
        for f in &files {
            c.args(["--file", f]);
        }
        c.args(["--exclude", EXCLUDED]);
        if let Some(d) = &o.diff {
            c.arg("--in-diff").arg(d);
        }
        // For the build too: building only the test binaries that run
        // saves each mutant the link of the others.
        for t in set.tests {
            c.arg(format!("--cargo-arg={t}"));
        }
        c.env("CUDA_INCLUDE_DIR", &o.include)
            .env("CUDA_SIM_LIBRARY", &o.sim)
            .env_remove("CARGO_TARGET_DIR");
        c
    };
    let mut c = command();
    if let Some(max) = o.max {
        let listed = listed(command());
        if listed == 0 {
            eprintln!("xtask mutants: {}: no mutant in the diff", set.name);
            return true;
        }
        let shards = listed.div_ceil(max);
        eprintln!(
            "xtask mutants: {}: {listed} mutants, 1 in {shards} of them",
            set.name
        );
        c.arg(format!("--shard=0/{shards}"));
    }
    let output = root().join("target/mutants").join(set.name);
    std::fs::create_dir_all(&output).expect("the mutants' output folder");
    c.arg("--output").arg(&output).args(&o.theirs);
    eprintln!("xtask: running {c:?}");
    let status = c
        .status()
        .unwrap_or_else(|e| fail(&format!("cargo mutants: {e}")));
    // cargo-mutants answers 2 when a mutant was missed and 3 when one
    // timed out (a test that never ends: detected), 3 also when both
    // happened: its list of the missed decides. Any other failure is its
    // own.
    if !matches!(status.code(), Some(0 | 2 | 3)) {
        fail(&format!("cargo mutants failed ({status}) for {}", set.name));
    }
    let missed = std::fs::read_to_string(output.join("mutants.out/missed.txt")).unwrap_or_default();
    let missed = missed.lines().filter(|l| !l.is_empty()).count();
    if missed == 0 {
        report(
            set.name,
            "every mutant caught, unviable or timed out",
            &output,
        );
        true
    } else {
        report(set.name, &format!("{missed} mutants missed"), &output);
        false
    }
}

/// How many mutants `c` would run (`--list`).
fn listed(mut c: Command) -> usize {
    let out = c
        .arg("--list")
        .output()
        .unwrap_or_else(|e| fail(&format!("cargo mutants --list: {e}")));
    String::from_utf8_lossy(&out.stdout).lines().count()
}

fn report(set: &str, outcome: &str, output: &Path) {
    eprintln!(
        "xtask mutants: {set}: {outcome} (caught, missed, timeout and unviable mutants listed in {})",
        output.join("mutants.out").display()
    );
}
