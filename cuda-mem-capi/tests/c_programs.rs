//! The C programs of this folder, compiled with `cc` against the library
//! this build made and run on the simulator: the C API's tests as a C
//! caller sees it, under `cargo test` and so under `cargo mutants`. Each
//! is skipped, and says so, where no C compiler or CUDA header is found
//! (`CUDA_INCLUDE_DIR`, which `cargo xtask` sets).

use cuda_sim::SimLibrary;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The programs linked against `libcuda_mem.so`, each run with the driver
/// library as its one argument.
const LINKED: [&str; 2] = ["capi_test", "lifetime_test"];

/// The program that opens `libcuda_mem.so` with `dlopen`, as a plugin host
/// does: run with the driver library and the C library.
const PLUGIN_HOST: &str = "plugin_host_test";

/// Builds `libcuda_mem.so` from this tree, as this test's own build did
/// not (an integration test does not link a `cdylib`), into the target
/// folder and profile of the test executable, and answers its folder.
/// (Cargo holds no lock while tests run: the nested build is incremental.)
fn library_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test executable");
    let profile_dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("the test executable is in <target>/<profile>/deps");
    let target = profile_dir.parent().expect("the target folder");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut build = Command::new(cargo);
    build
        .args(["build", "--quiet", "-p", "cuda-mem-capi", "--target-dir"])
        .arg(target)
        .current_dir(env!("CARGO_MANIFEST_DIR"));
    if profile_dir.file_name().is_some_and(|p| p == "release") {
        build.arg("--release");
    }
    let status = build.status().expect("cargo build");
    assert!(status.success(), "cargo build -p cuda-mem-capi: {status}");
    profile_dir.to_path_buf()
}

/// What a program needs: the CUDA header folder, or why it is skipped.
fn cuda_include() -> Option<PathBuf> {
    let Some(dir) = std::env::var_os("CUDA_INCLUDE_DIR").map(PathBuf::from) else {
        eprintln!("skipped: CUDA_INCLUDE_DIR is not set (cargo xtask test sets it)");
        return None;
    };
    if Command::new("cc").arg("--version").output().is_err() {
        eprintln!("skipped: no C compiler (cc)");
        return None;
    }
    Some(dir)
}

/// Compiles `name.c` of this folder into `out`; `link` against the
/// library in `lib`, or not (a program that opens it with `dlopen`).
fn compile(name: &str, lib: &Path, include: &Path, out: &Path, link: bool) -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let exe = out.join(name);
    let mut cc = Command::new("cc");
    cc.args([
        "-std=c11",
        "-D_GNU_SOURCE",
        "-O2",
        "-Wall",
        "-Wextra",
        "-Werror",
    ])
    .arg("-I")
    .arg(here.join("include"))
    .arg("-I")
    .arg(here.join("tests"))
    .arg("-I")
    .arg(include)
    .arg(here.join(format!("tests/{name}.c")))
    .arg("-o")
    .arg(&exe);
    if link {
        cc.arg("-L")
            .arg(lib)
            .arg("-lcuda_mem")
            .arg(format!("-Wl,-rpath,{}", lib.display()));
    }
    let status = cc.args(["-ldl", "-lpthread"]).status().expect("cc");
    assert!(status.success(), "cc {name}.c: {status}");
    exe
}

/// Runs `exe` with `args`; its output is the test's.
fn run(exe: &Path, args: &[&Path]) {
    let out = Command::new(exe).args(args).output().expect("run");
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "{} {}:\n{text}",
        exe.display(),
        out.status
    );
    eprint!("{text}");
}

/// A folder of this test's own for the programs.
fn out_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::create_dir_all(&dir).expect("the programs' folder");
    dir
}

#[test]
fn the_c_api_tests_pass_on_the_simulator() {
    let Some(include) = cuda_include() else {
        return;
    };
    let lib = library_dir();
    let sim = SimLibrary::locate().expect("the simulator");
    for name in LINKED {
        let exe = compile(name, &lib, &include, &out_dir("linked"), true);
        run(&exe, &[&sim]);
    }
}

#[test]
fn a_plugin_host_unloads_the_library_and_goes_on() {
    let Some(include) = cuda_include() else {
        return;
    };
    let lib = library_dir();
    let sim = SimLibrary::locate().expect("the simulator");
    let exe = compile(PLUGIN_HOST, &lib, &include, &out_dir("plugin"), false);
    run(&exe, &[&sim, &lib.join("libcuda_mem.so")]);
}
