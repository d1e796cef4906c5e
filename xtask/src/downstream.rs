//! A crate outside the workspace, built from the packaged crates with no
//! header (`assets/downstream/main.rs`).

use crate::cmd::without_cuda_vars;
use crate::cmd::{cargo, fail, root, run};
use std::process::Command;

/// Packages cuda-mem-sys and cuda-mem as they would be published, unpacks them
/// outside the workspace, and builds and runs a crate that depends on them
/// with every CUDA variable unset, against the simulator. The build must
/// take the committed bindings (no header is reachable there).
pub fn downstream() {
    let dir = root().join("target/downstream");
    let _ = std::fs::remove_dir_all(&dir);
    let crates = dir.join("crates");
    let app = dir.join("app");
    std::fs::create_dir_all(&crates).expect("create target/downstream");
    std::fs::create_dir_all(app.join("src")).expect("create the app");
    run(cargo()
        .args(["package", "--no-verify", "--allow-dirty"])
        .args(crate::cmd::library_crate_args()));
    let version = env!("CARGO_PKG_VERSION");
    for krate in ["cuda-mem-sys", "cuda-mem"] {
        let file = root().join(format!("target/package/{krate}-{version}.crate"));
        run(Command::new("tar")
            .arg("-xzf")
            .arg(&file)
            .arg("-C")
            .arg(&crates));
    }
    std::fs::write(
        app.join("Cargo.toml"),
        format!(
            "[package]\nname = \"downstream-app\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n\
             [dependencies]\ncuda-mem = {{ path = \"../crates/cuda-mem-{version}\" }}\n\n\
             [patch.crates-io]\ncuda-mem-sys = {{ path = \"../crates/cuda-mem-sys-{version}\" }}\n\n\
             # Not a member of the repository's workspace.\n[workspace]\n"
        ),
    )
    .expect("write the app's manifest");
    std::fs::write(
        app.join("src/main.rs"),
        include_str!("../assets/downstream/main.rs"),
    )
    .expect("write the app");
    // The repository's lock file pins the same dependency versions.
    std::fs::copy(root().join("Cargo.lock"), app.join("Cargo.lock")).expect("copy Cargo.lock");
    run(cargo().args(["build", "--release", "-p", "cuda-sim"]));
    let sim = root().join("target/release/libcuda_sim.so");
    let mut c = cargo();
    // Without debug info the binary is a tenth of the size, which keeps
    // the GPU bundle under what a run can carry; it proves the same.
    c.current_dir(&app)
        .args(["run"])
        .env("CARGO_TARGET_DIR", dir.join("target"))
        .env("CARGO_PROFILE_DEV_DEBUG", "0");
    without_cuda_vars(&mut c).env("CUDA_DRIVER_LIBRARY", &sim);
    eprintln!("xtask: running {c:?}");
    let out = c.output().unwrap_or_else(|e| fail(&format!("cargo: {e}")));
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stdout = String::from_utf8_lossy(&out.stdout);
    if !out.status.success() {
        eprintln!("{stderr}{stdout}");
        fail("the downstream crate did not build or run");
    }
    let warnings: Vec<&str> = stderr
        .lines()
        .filter(|l| l.contains("cuda-mem-sys:"))
        .collect();
    if !stdout.contains("pregenerated: true") || warnings.len() != 1 {
        eprintln!("{stderr}{stdout}");
        fail("the downstream build found a cuda.h: it did not prove the header-less path");
    }
    for line in warnings {
        eprintln!("{line}");
    }
    eprint!("{stdout}");
    eprintln!(
        "xtask: a crate outside the workspace built cuda-mem with no header and ran it on {}",
        sim.display()
    );
}
