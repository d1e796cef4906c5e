//! `gpu-bundle`: test, bench and demo executables, the simulator and
//! `run.sh` (`assets/run.sh`) for a GPU machine.

use crate::capi;
use crate::cmd::{cargo, cargo_messages, fail, root, run};
use crate::downstream::downstream;
use crate::setup::{
    executables, fetch_mpich, fetch_ucx, pack_mpich, setup_headers, setup_libclang, setup_mpi,
};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Release builds without what a GPU run does not need, so that the bundle
/// travels within the device tool's 64 MiB.
const ENV: [(&str, &str); 3] = [
    ("CARGO_PROFILE_RELEASE_STRIP", "symbols"),
    ("CARGO_PROFILE_BENCH_STRIP", "debuginfo"),
    ("CARGO_PROFILE_BENCH_DEBUG", "0"),
];

/// The bundle's folder.
struct Bundle {
    dir: PathBuf,
}

impl Bundle {
    /// Copies `from` to `to` under the bundle's folder.
    fn copy(&self, from: &Path, to: &str) {
        let dest = self.dir.join(to);
        std::fs::copy(from, &dest)
            .unwrap_or_else(|e| fail(&format!("{} -> {}: {e}", from.display(), dest.display())));
    }

    /// Builds with `args` and copies every executable into `tests/` under
    /// its own name, unless `skip` refuses the name.
    fn tests(&self, args: &[&str], skip: impl Fn(&str) -> bool) {
        for exe in executables(args, &ENV) {
            let name = exe.file_name().expect("file").to_string_lossy().to_string();
            if !skip(&name) {
                self.copy(&exe, &format!("tests/{name}"));
            }
        }
    }

    /// Builds with `args` and copies the executable as `name`.
    fn program(&self, args: &[&str], name: &str) {
        self.program_with(args, &ENV, name);
    }

    /// [`Bundle::program`] with the environment `env`.
    fn program_with(&self, args: &[&str], env: &[(&str, &str)], name: &str) {
        for exe in executables(args, env) {
            self.copy(&exe, name);
        }
    }

    /// Builds the C library with the environment `env` and copies it as
    /// `name`.
    fn c_library(&self, env: &[(&str, &str)], name: &str) {
        let mut build = cargo();
        build.args(["build", "--release", "-p", "cuda-mem-capi"]);
        for (k, v) in env {
            build.env(k, v);
        }
        run(&mut build);
        self.copy(&root().join("target/release/libcuda_mem.so"), name);
    }
}

/// `gpu-bundle [--ab REV]...`: the bundle, with the bench of each `REV`
/// beside this build's for `run.sh --ab` (a build against earlier ones,
/// run in turn on the same machine).
pub fn gpu_bundle(revs: &[String]) {
    setup_libclang();
    setup_headers("13.0");
    let b = Bundle {
        dir: root().join("gpu-bundle"),
    };
    let _ = std::fs::remove_dir_all(&b.dir);
    std::fs::create_dir_all(b.dir.join("tests")).expect("create gpu-bundle");
    run(cargo().args(["build", "--release", "-p", "cuda-sim"]));
    b.copy(
        &root().join("target/release/libcuda_sim.so"),
        "libcuda_sim.so",
    );
    // Compile-fail tests need a toolchain, and xtask's own tests no GPU.
    b.tests(
        &["test", "--release", "--workspace", "--tests", "--no-run"],
        |n| n.starts_with("compile_fail") || n.starts_with("xtask"),
    );
    stacks(&b);
    programs(&b);
    frameworks(&b);
    ucx(&b);
    c_api(&b);
    earlier_benches(&b, revs);
    std::fs::write(b.dir.join("run.sh"), include_str!("../assets/run.sh")).expect("write run.sh");
    // The build a run names (`run.sh --summary` prints it first).
    let build = Command::new("git")
        .args(["describe", "--always", "--dirty"])
        .current_dir(root())
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_else(|| "unknown (no git)".into());
    std::fs::write(b.dir.join("BUILD"), format!("{build}\n")).expect("write BUILD");
    run(Command::new("chmod").arg("+x").arg(b.dir.join("run.sh")));
    eprintln!(
        "xtask: bundle in {}; on the GPU machine run gpu-bundle/run.sh [--bench [--quick]]",
        b.dir.display()
    );
}

/// Beside the stacks users run: cudarc in-process, MPI across processes.
fn stacks(b: &Bundle) {
    let cudarc = ["-p", "cuda-mem", "--features", "cudarc"];
    b.tests(
        &[
            &["test", "--release"][..],
            &cudarc,
            &["--test", "cudarc", "--no-run"],
        ]
        .concat(),
        |_| false,
    );
    b.program(
        &[
            &["build", "--release"][..],
            &cudarc,
            &["--example", "with_cudarc"],
        ]
        .concat(),
        "with_cudarc",
    );
    if let Err(why) = setup_mpi() {
        eprintln!("xtask: the bundle runs no MPI test: {why}");
        return;
    }
    let mpi = ["-p", "cuda-mem-mpi", "--features", "mpi"];
    b.tests(
        &[&["test", "--release"][..], &mpi, &["--no-run"]].concat(),
        |n| n.starts_with("mpi_pingpong") || n.starts_with("mpi-pingpong"),
    );
    b.program(
        &[&["build", "--release"][..], &mpi].concat(),
        "mpi-pingpong",
    );
    if let Some(data) = fetch_mpich() {
        pack_mpich(&data, &b.dir);
    }
}

/// The bench, its examples, the survey, and the crate outside the
/// workspace as a user builds it (no header), to run against the real
/// driver too.
fn programs(b: &Bundle) {
    let bench = ["-p", "cuda-mem-bench"];
    b.program(
        &[&["bench"][..], &bench, &["--bench", "driver", "--no-run"]].concat(),
        "bench",
    );
    for (program, name) in [
        ("classify_parts", "classify-parts"),
        ("ucx_detect", "ucx-detect"),
        ("alloc_free", "alloc-free"),
        ("capi_vs_rust", "capi-vs-rust"),
        ("hit_timeline", "hit-timeline"),
    ] {
        b.program(
            &[&["build", "--release"][..], &bench, &["--bin", program]].concat(),
            name,
        );
    }
    b.program(&["build", "--release", "-p", "cuda-mem-survey"], "survey");
    downstream();
    b.copy(
        &root().join("target/downstream/target/debug/downstream-app"),
        "downstream",
    );
}

/// The frameworks' differential and the profiler cases (Python through
/// the C library, its header beside them for the timing loop).
fn frameworks(b: &Bundle) {
    std::fs::create_dir_all(b.dir.join("frameworks")).expect("create gpu-bundle/frameworks");
    let dir = root().join("cuda-mem-bench/frameworks");
    for f in ["frameworks.py", "profiler.py", "timer.c"] {
        b.copy(&dir.join(f), &format!("frameworks/{f}"));
    }
    b.copy(&capi::header_path(), "frameworks/cuda_mem.h");
}

/// UCX's memory-type cache, the real peer of the benches; libuct and its
/// CUDA module (under `ucx/`, where libucs looks for modules) for UCX's
/// detection without the cache.
fn ucx(b: &Bundle) {
    let Some(ucx) = fetch_ucx() else { return };
    std::fs::create_dir_all(b.dir.join("ucx/ucx")).expect("create gpu-bundle/ucx/ucx");
    for lib in [
        "libucs.so.0",
        "libucm.so.0",
        "libuct.so.0",
        "ucx/libuct_cuda.so.0",
    ] {
        b.copy(&ucx.join(lib), &format!("ucx/{lib}"));
    }
}

/// The C API's library, its test and bench in C (which find the library
/// beside them), and the probes in C, compiled on the GPU machine against
/// its own cuda.h.
fn c_api(b: &Bundle) {
    b.c_library(&ENV, "libcuda_mem.so");
    let include = setup_headers("13.0");
    capi::compile(
        &capi::crate_dir().join("tests/capi_test.c"),
        &b.dir,
        &include,
        &b.dir.join("capi_test"),
    );
    capi::compile_plugin_host(&b.dir, &include, &b.dir.join(capi::PLUGIN_HOST_TEST));
    let c = root().join("cuda-mem-bench/c");
    capi::compile(
        &c.join("capi_bench.c"),
        &b.dir,
        &include,
        &b.dir.join("capi_bench"),
    );
    std::fs::create_dir_all(b.dir.join("probes")).expect("create gpu-bundle/probes");
    for probe in [
        "pool_export_bytes.c",
        "graph_maps_later.c",
        "call_site.c",
        "pool_kinds.c",
        "edges.c",
        "graph_memory.c",
    ] {
        b.copy(&c.join(probe), &format!("probes/{probe}"));
    }
}

/// The bench of each commit in `revs`, built in a worktree of it under
/// `target/ab/`, as `ab/bench-<rev>`: `run.sh --ab [FILTER]` runs them and
/// this build's bench in turn, twice.
fn earlier_benches(b: &Bundle, revs: &[String]) {
    if revs.is_empty() {
        return;
    }
    std::fs::create_dir_all(b.dir.join("ab")).expect("create gpu-bundle/ab");
    let include = setup_headers("13.0");
    for rev in revs {
        let tree = root().join("target/ab").join(rev);
        if !tree.join("Cargo.toml").is_file() {
            run(Command::new("git")
                .current_dir(root())
                .args(["worktree", "add", "--force", "--detach"])
                .arg(&tree)
                .arg(rev));
        }
        let mut c = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
        c.current_dir(&tree)
            .args([
                "bench",
                "-p",
                "cuda-mem-bench",
                "--bench",
                "driver",
                "--no-run",
            ])
            .env("CARGO_TARGET_DIR", root().join("target/ab/target"))
            .env("CUDA_INCLUDE_DIR", &include);
        for (k, v) in ENV {
            c.env(k, v);
        }
        for m in cargo_messages(&mut c, &format!("the bench of {rev}")) {
            if let Some(exe) = m["executable"].as_str() {
                b.copy(Path::new(exe), &format!("ab/bench-{rev}"));
            }
        }
    }
}
