//! `bindings [--check]`: the committed bindings against the generator.

use crate::cmd::{cargo, cargo_messages, fail, root};
use crate::setup::{setup_headers, setup_libclang, WHEELS};
use std::path::PathBuf;

/// The committed bindings' folder for a header version (`13.0` -> `cuda_13000`).
pub fn pregenerated_dir(version: &str) -> PathBuf {
    let (major, minor) = version.split_once('.').expect("MAJOR.MINOR");
    let v: u32 =
        major.parse::<u32>().expect("major") * 1000 + minor.parse::<u32>().expect("minor") * 10;
    root()
        .join("cuda-sys/src/pregenerated")
        .join(format!("cuda_{v}"))
}

/// Runs the generator (cuda-mem-sys's build script with bindgen forced) on each
/// header version, and writes its output into `cuda-sys/src/pregenerated/`,
/// or, with `check`, fails when the committed files differ from it.
pub fn bindings(check: bool) {
    setup_libclang();
    let mut stale = Vec::new();
    for (version, _, _) in WHEELS {
        let inc = setup_headers(version);
        let mut c = cargo();
        c.args(["build", "-p", "cuda-mem-sys"])
            .env("CUDA_INCLUDE_DIR", &inc)
            .env("CUDA_SYS_BINDGEN", "always")
            .env(
                "CARGO_TARGET_DIR",
                root().join("target/bindings").join(version),
            );
        let out_dir = cargo_messages(&mut c, "generating the bindings")
            .iter()
            .filter(|m| m["reason"] == "build-script-executed")
            .filter(|m| {
                m["package_id"]
                    .as_str()
                    .is_some_and(|p| p.contains("cuda-mem-sys"))
            })
            .find_map(|m| m["out_dir"].as_str().map(PathBuf::from))
            .unwrap_or_else(|| fail("cargo did not report cuda-mem-sys's OUT_DIR"));
        let dest = pregenerated_dir(version);
        std::fs::create_dir_all(&dest).expect("create the pregenerated folder");
        // CUPTI's bindings are committed once, from CUDA 13.0's headers.
        let cupti = (*version == "13.0").then(|| {
            (
                "cupti.rs",
                root().join("cuda-sys/src/pregenerated/cupti.rs"),
            )
        });
        let files = [
            ("types.rs", dest.join("types.rs")),
            ("driver_table.rs", dest.join("driver_table.rs")),
        ];
        for (name, committed) in files.into_iter().chain(cupti) {
            let fresh = std::fs::read(out_dir.join(name))
                .unwrap_or_else(|e| fail(&format!("{}: {e}", out_dir.join(name).display())));
            if check {
                if std::fs::read(&committed).ok().as_deref() != Some(&fresh[..]) {
                    stale.push(committed.display().to_string());
                }
            } else {
                std::fs::write(&committed, fresh).expect("write the bindings");
            }
        }
    }
    if !stale.is_empty() {
        fail(&format!(
            "the committed bindings differ from what the generator makes today: {}; run `cargo xtask bindings`",
            stale.join(", ")
        ));
    }
    let what = if check { "checked" } else { "written" };
    eprintln!("xtask: bindings: CUDA 13.0 and 12.9 {what} in cuda-sys/src/pregenerated/");
}
