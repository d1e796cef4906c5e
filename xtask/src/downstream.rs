//! A crate outside the workspace, built from the packaged crates with no
//! header (`assets/downstream/main.rs`), and built twice in each header
//! setting (none, CUDA 12.9's, 13.0's with CUPTI's beside it): the second
//! build must find every cuda-mem crate fresh.

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
    for version in [None, Some("12.9"), Some("13.0")] {
        let include = version.map(crate::setup::setup_headers);
        second_build_is_fresh(&app, &dir.join("target"), include.as_deref());
    }
}

/// Builds the app twice, with `include` as `CUDA_INCLUDE_DIR` (none: no
/// header at all), and fails unless the second build found every cuda-mem
/// crate fresh: a -sys crate whose build script watched a file it writes
/// itself would rebuild, and everything above it, on every build.
fn second_build_is_fresh(
    app: &std::path::Path,
    target: &std::path::Path,
    include: Option<&std::path::Path>,
) {
    let build = || {
        let mut c = cargo();
        c.current_dir(app)
            .args(["build", "--message-format=json"])
            .env("CARGO_TARGET_DIR", target)
            .env("CARGO_PROFILE_DEV_DEBUG", "0");
        without_cuda_vars(&mut c);
        if let Some(dir) = include {
            c.env("CUDA_INCLUDE_DIR", dir);
        }
        let out = c.output().unwrap_or_else(|e| fail(&format!("cargo: {e}")));
        if !out.status.success() {
            eprintln!("{}", String::from_utf8_lossy(&out.stderr));
            fail("the downstream crate did not build");
        }
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let header = include.map_or("no header".to_string(), |d| d.display().to_string());
    build();
    let rebuilt: Vec<String> = build()
        .lines()
        .filter(|l| l.contains("\"reason\":\"compiler-artifact\""))
        .filter(|l| l.contains("cuda-mem") && l.contains("\"fresh\":false"))
        .map(|l| {
            let name = l.split("\"name\":\"").nth(1).unwrap_or("?");
            name.split('"').next().unwrap_or("?").to_string()
        })
        .collect();
    if !rebuilt.is_empty() {
        fail(&format!(
            "with {header}, a second build of an unchanged crate rebuilt {rebuilt:?}: \
             cuda-mem-sys's build script must leave it fresh"
        ));
    }
    eprintln!("xtask: with {header}, the second build found every cuda-mem crate fresh");
}
