//! `package`: what each published crate's package holds, and the publish
//! dry run of the library crates in order.

use crate::cmd::{cargo, fail, root, run, without_cuda_vars};

/// The files `cargo package` would publish for each library crate: only
/// what belongs (sources, the committed bindings, the crate's README and
/// license texts).
pub fn task() {
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
