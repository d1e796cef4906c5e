//! The C API's tasks: its header (`capi-header [--check]`), and its
//! libraries built, described for pkg-config and tested from C (part of
//! `test`).

use crate::cmd::{fail, root, run};
use crate::setup::{cargo_with, setup_headers, target_for};
use std::path::{Path, PathBuf};
use std::process::Command;

pub fn crate_dir() -> PathBuf {
    root().join("cuda-mem-capi")
}

/// The committed header.
pub fn header_path() -> PathBuf {
    crate_dir().join("include/cuda_mem.h")
}

/// Generates `include/cuda_mem.h` with cbindgen, or, with `check`, fails
/// when the committed one differs from what cbindgen makes now.
pub fn header(check: bool) {
    let dir = crate_dir();
    let config = cbindgen::Config::from_file(dir.join("cbindgen.toml"))
        .unwrap_or_else(|e| fail(&format!("cbindgen.toml: {e}")));
    let mut fresh = Vec::new();
    cbindgen::Builder::new()
        .with_crate(&dir)
        .with_config(config)
        .generate()
        .unwrap_or_else(|e| fail(&format!("cbindgen: {e}")))
        .write(&mut fresh);
    let path = header_path();
    if check {
        if std::fs::read(&path).ok().as_deref() != Some(&fresh[..]) {
            fail(&format!(
                "{} differs from what cbindgen makes of cuda-mem-capi today; run `cargo xtask capi-header`",
                path.display()
            ));
        }
        eprintln!("xtask: {} is current", path.display());
    } else {
        std::fs::write(&path, fresh).expect("write the header");
        eprintln!("xtask: wrote {}", path.display());
    }
}

/// `capi [--prefix DIR]`: the release libraries (`libcuda_mem.so`,
/// `libcuda_mem.a`), `cuda_mem.pc` beside them and the simulated driver,
/// all in `target/release`; with `--prefix`, the libraries and the `.pc`
/// also installed into `DIR/lib` (`DIR/lib/pkgconfig`) and the header into
/// `DIR/include`, as `cargo cinstall` would. Returns the folder the
/// libraries are in.
pub fn capi(prefix: Option<&Path>) -> PathBuf {
    crate::setup::setup_libclang();
    setup_headers("13.0");
    run(crate::cmd::cargo().args([
        "build",
        "--release",
        "-p",
        "cuda-mem-capi",
        "-p",
        "cuda-sim",
    ]));
    let lib = root().join("target/release");
    let include = crate_dir().join("include");
    std::fs::write(lib.join("cuda_mem.pc"), pkg_config(&lib, &include)).expect("write cuda_mem.pc");
    let Some(prefix) = prefix else {
        eprintln!(
            "xtask capi: {dir}/libcuda_mem.so, libcuda_mem.a, cuda_mem.pc and libcuda_sim.so \
             (the simulated driver); the header is {}",
            header_path().display(),
            dir = lib.display()
        );
        return lib;
    };
    let (plib, pinc) = (prefix.join("lib"), prefix.join("include"));
    std::fs::create_dir_all(plib.join("pkgconfig")).expect("create DIR/lib/pkgconfig");
    std::fs::create_dir_all(&pinc).expect("create DIR/include");
    for f in ["libcuda_mem.so", "libcuda_mem.a"] {
        std::fs::copy(lib.join(f), plib.join(f)).expect("install a library");
    }
    std::fs::copy(header_path(), pinc.join("cuda_mem.h")).expect("install the header");
    std::fs::write(plib.join("pkgconfig/cuda_mem.pc"), pkg_config(&plib, &pinc))
        .expect("install cuda_mem.pc");
    eprintln!("xtask capi: installed into {}", prefix.display());
    plib
}

/// The README's "From C" section as a new user follows it: its two `sh`
/// blocks run verbatim in one shell, the first in the repository and the
/// second in a new folder outside it, holding the section's C program (and
/// then `cuda-mem-capi/examples/classify.c`) as `app.c`.
pub fn readme_recipe() -> String {
    let lib = capi(None);
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let section = readme
        .split("## From C")
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .unwrap_or_else(|| fail("README.md has no \"From C\" section"));
    let blocks = |lang: &str| -> Vec<String> {
        let start = format!("```{lang}\n");
        section
            .split(start.as_str())
            .skip(1)
            .filter_map(|rest| rest.split_once("```").map(|(code, _)| code.to_string()))
            .collect()
    };
    let program = blocks("c")
        .into_iter()
        .next()
        .unwrap_or_else(|| fail("README.md's \"From C\" has no C block"));
    let [in_repository, in_folder]: [String; 2] = blocks("sh").try_into().unwrap_or_else(|_| {
        fail("README.md's \"From C\" needs two sh blocks: repository, then folder")
    });
    let dir = std::env::temp_dir().join(format!("cuda-mem-from-c-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create the user's folder");
    let mut ran = Vec::new();
    for (name, source) in [
        ("the README's program", program),
        (
            "examples/classify.c",
            std::fs::read_to_string(crate_dir().join("examples/classify.c"))
                .expect("examples/classify.c"),
        ),
    ] {
        std::fs::write(dir.join("app.c"), source).expect("write app.c");
        let _ = std::fs::remove_file(dir.join("app"));
        let script = format!(
            "set -e\ncd '{}'\n{in_repository}\ncd '{}'\n{in_folder}",
            root().display(),
            dir.display()
        );
        crate::cmd::run_logged(
            Command::new("sh")
                .args(["-c", &script])
                .env_remove("CM")
                .env_remove("CUDA_DRIVER_LIBRARY"),
        );
        ran.push(name);
    }
    let _ = std::fs::remove_dir_all(&dir);
    format!(
        "{} built with the README's two blocks as written against {} and run on the simulator",
        ran.join(" and "),
        lib.display()
    )
}

/// The frameworks' differential (`cuda-mem-bench/frameworks/frameworks.py`)
/// with the driver's own allocation calls as the allocator, on the
/// simulator through the release C library: the program the GPU machine
/// runs on PyTorch, CuPy, JAX and NCCL, checked here on what needs no GPU.
pub fn frameworks_on_simulator() -> String {
    let lib = capi(None);
    crate::cmd::run_logged(
        Command::new("python3")
            .arg(root().join("cuda-mem-bench/frameworks/frameworks.py"))
            .arg("--capi")
            .arg(lib.join("libcuda_mem.so"))
            .arg("--driver")
            .arg(lib.join("libcuda_sim.so"))
            .args(["--allocators", "driver", "--steps", "60"]),
    );
    "the frameworks' differential (the driver's allocator, 60 steps, no disagreement)".into()
}

/// `cuda_mem.pc` for the libraries in `lib` and the header in `include`.
fn pkg_config(lib: &Path, include: &Path) -> String {
    let version = env!("CARGO_PKG_VERSION");
    format!(
        "libdir={}\nincludedir={}\n\nName: cuda_mem\nDescription: cuda-mem: one-call CUDA pointer \
         classification\nVersion: {version}\nLibs: -L${{libdir}} -lcuda_mem\nLibs.private: -ldl \
         -lpthread -lm\nCflags: -I${{includedir}}\n",
        lib.display(),
        include.display()
    )
}

/// The C program of `tests/` that opens `libcuda_mem.so` with `dlopen`,
/// uses it and closes it while the process goes on freeing GPU memory:
/// run with the driver library and the C library as its arguments (under
/// valgrind, and on a GPU machine by the bundle; `cargo test` runs it with
/// the others, `tests/c_programs.rs`).
pub const PLUGIN_HOST_TEST: &str = "plugin_host_test";

/// Builds `libcuda_mem.so` and `libcuda_mem.a` against the headers of
/// `version` and writes `cuda_mem.pc` beside them: what a C user links.
/// (The C programs of `tests/` run under `cargo test`.) Returns what was
/// checked.
pub fn test(version: &str) -> String {
    crate::cmd::run_logged(&mut cargo_with(
        version,
        &["build", "-p", "cuda-mem-capi", "-p", "cuda-sim"],
    ));
    let lib = target_for(version).join("debug");
    for built in ["libcuda_mem.so", "libcuda_mem.a"] {
        if !lib.join(built).is_file() {
            fail(&format!("{} was not built", lib.join(built).display()));
        }
    }
    let include = crate_dir().join("include");
    let pc = lib.join("cuda_mem.pc");
    std::fs::write(&pc, pkg_config(&lib, &include)).expect("write cuda_mem.pc");
    format!("the C libraries and cuda_mem.pc in {}", lib.display())
}

/// Compiles `source` (the C test or bench, relative to the crate) against
/// the shared library in `lib` (found at run time there or beside the
/// executable).
pub fn compile(source: &Path, lib: &Path, cuda_include: &Path, exe: &Path) {
    compile_c(source, lib, cuda_include, exe, true);
}

/// Compiles [`PLUGIN_HOST_TEST`]: with the library's header, not linked
/// against the library, which it opens with `dlopen` as a plugin host does.
pub fn compile_plugin_host(lib: &Path, cuda_include: &Path, exe: &Path) {
    let source = crate_dir().join(format!("tests/{PLUGIN_HOST_TEST}.c"));
    compile_c(&source, lib, cuda_include, exe, false);
}

fn compile_c(source: &Path, lib: &Path, cuda_include: &Path, exe: &Path, link: bool) {
    let mut c = Command::new("cc");
    c.args([
        "-std=c11",
        "-D_GNU_SOURCE",
        "-O2",
        "-Wall",
        "-Wextra",
        "-Werror",
    ])
    .arg("-I")
    .arg(crate_dir().join("include"))
    .arg("-I")
    .arg(crate_dir().join("tests"))
    .arg("-I")
    .arg(cuda_include)
    .arg(source)
    .arg("-o")
    .arg(exe);
    if link {
        c.arg("-L")
            .arg(lib)
            .arg("-lcuda_mem")
            .arg(format!("-Wl,-rpath,{}:$ORIGIN", lib.display()));
    }
    run(c.args(["-ldl", "-lpthread"]));
}
