//! `ci`: the quality gates after `test`.

use crate::bindings::bindings;
use crate::cmd::{cargo, fail, root, run, without_cuda_vars};
use crate::downstream::downstream;
use crate::setup::{cargo_with, setup_libclang, setup_mpi};
use crate::test::test_with;
use crate::valgrind::valgrind_observed;
use crate::{capi, layout};

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

/// Fails with every finding of [`layout::check`].
pub fn layout_check() {
    let findings = layout::check(&root());
    if !findings.is_empty() {
        for f in &findings {
            eprintln!("{f}");
        }
        fail(&format!("xtask layout: {} findings", findings.len()));
    }
    eprintln!(
        "xtask layout: no import cycle, no file above {} lines, no function above {} lines outside tests",
        layout::MAX_FILE_LINES,
        layout::MAX_FN_LINES
    );
}

pub fn ci() {
    setup_libclang();
    run(cargo().args(["fmt", "--all", "--check"]));
    layout_check();
    clippy_with("13.0");
    clippy_without_header();
    run(cargo_with("13.0", &["doc", "--workspace", "--no-deps"]).env("RUSTDOCFLAGS", "-D warnings"));
    docs_rs();
    clippy_with("12.9");
    test_with("12.9");
    bindings(true);
    capi::header(true);
    package_contents();
    publish_dry_run();
    downstream();
    msrv();
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

/// How many mutants of each set `ci` runs at most (a mutant takes 15-40 s
/// on two cores, docs/testing.md).
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

/// The files `cargo package` would publish for each library crate: only
/// what belongs (sources, the committed bindings, the crate's README and
/// license texts).
pub fn package_contents() {
    let allowed = |f: &str| {
        matches!(
            f,
            "Cargo.toml"
                | "Cargo.toml.orig"
                | "Cargo.lock"
                | ".cargo_vcs_info.json"
                | "README.md"
                | "LICENSE-MIT"
                | "LICENSE-APACHE"
                | "build.rs"
        ) || f.starts_with("src/")
            || f.starts_with("build/")
            || f.starts_with("tests/")
            || f.starts_with("examples/")
    };
    for krate in crate::cmd::LIBRARY_CRATES {
        let out = cargo()
            .args(["package", "--list", "--allow-dirty", "-p", krate])
            .output()
            .unwrap_or_else(|e| fail(&format!("cargo package: {e}")));
        if !out.status.success() {
            eprintln!("{}", String::from_utf8_lossy(&out.stderr));
            fail(&format!("cargo package --list -p {krate} failed"));
        }
        let files: Vec<String> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(str::to_string)
            .collect();
        let stray: Vec<&String> = files.iter().filter(|f| !allowed(f)).collect();
        if !stray.is_empty() {
            fail(&format!(
                "{krate} would publish files that do not belong: {stray:?}"
            ));
        }
        for needed in ["LICENSE-MIT", "LICENSE-APACHE", "src/lib.rs"] {
            if !files.iter().any(|f| f == needed) {
                fail(&format!("{krate}'s package lacks {needed}"));
            }
        }
        eprintln!(
            "xtask: {krate} publishes {} files, all of them its own",
            files.len()
        );
    }
}

/// `cargo publish --dry-run` of the library crates in dependency order:
/// each is packaged and built from its own tarball, its path dependencies
/// resolved from the others' tarballs as the registry would.
pub fn publish_dry_run() {
    let mut c = cargo();
    c.args(["publish", "--dry-run", "--allow-dirty"])
        .args(crate::cmd::library_crate_args())
        .env("CARGO_TARGET_DIR", root().join("target/publish"));
    run(without_cuda_vars(&mut c));
    eprintln!("xtask: cuda-mem-sys, cuda-sim and cuda-mem package and build from their tarballs");
}

/// The library crates claim `rust-version`; every dependency they build
/// with (normal and build, as locked) must claim no newer one. Their own use
/// of std is checked by clippy's `incompatible_msrv` lint against the same
/// field.
pub fn msrv() {
    let out = cargo()
        .args(["metadata", "--format-version", "1", "--locked"])
        .output()
        .unwrap_or_else(|e| fail(&format!("cargo metadata: {e}")));
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| fail(&format!("cargo metadata output: {e}")));
    let parse = |v: &str| -> Vec<u32> { v.split('.').filter_map(|p| p.parse().ok()).collect() };
    let packages: std::collections::HashMap<&str, &serde_json::Value> = meta["packages"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|p| Some((p["id"].as_str()?, p)))
        .collect();
    let nodes: std::collections::HashMap<&str, &serde_json::Value> = meta["resolve"]["nodes"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|n| Some((n["id"].as_str()?, n)))
        .collect();
    let mut problems = Vec::new();
    for krate in crate::cmd::LIBRARY_CRATES {
        let Some((id, pkg)) = packages.iter().find(|(_, p)| p["name"] == krate) else {
            fail(&format!("cargo metadata lists no {krate}"));
        };
        let ours = pkg["rust_version"].as_str().unwrap_or("0");
        let mut stack = vec![*id];
        let mut seen = std::collections::HashSet::new();
        while let Some(id) = stack.pop() {
            for dep in nodes[id]["deps"].as_array().into_iter().flatten() {
                // Dependencies of the model checker's build (`--cfg loom`)
                // are not the library's: a user never builds them.
                let runtime = dep["dep_kinds"].as_array().into_iter().flatten().any(|k| {
                    (k["kind"].is_null() || k["kind"] == "build") && k["target"] != "cfg(loom)"
                });
                let Some(dep_id) = dep["pkg"].as_str() else {
                    continue;
                };
                if runtime && seen.insert(dep_id) {
                    stack.push(dep_id);
                    let p = packages[dep_id];
                    if let Some(theirs) = p["rust_version"].as_str() {
                        if parse(theirs) > parse(ours) {
                            problems.push(format!(
                                "{krate} (rust-version {ours}) builds with {} {} (rust-version {theirs})",
                                p["name"], p["version"]
                            ));
                        }
                    }
                }
            }
        }
        eprintln!(
            "xtask: {krate}: rust-version {ours} covers its {} dependencies",
            seen.len()
        );
    }
    if !problems.is_empty() {
        fail(&problems.join("; "));
    }
}
