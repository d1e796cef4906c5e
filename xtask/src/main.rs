//! Project tasks: `cargo xtask <task>`. Std and serde_json only, so it
//! compiles in seconds. Every task ends with one line saying what ran and
//! where its results are.
//!
//! - `setup [--cuda 13.0|12.9]`: fetch NVIDIA's header wheel into
//!   `target/cuda-headers/<version>/include`, make sure libclang is there,
//!   and MPICH (for the two-rank MPI example).
//! - `test [--cuda V]`: setup, then every test (and each bench once, on the
//!   simulator), the cudarc tests and example, and the two-rank MPI test
//!   (reported as skipped, with the reason, where MPI cannot be installed).
//! - `ci`: the quality gates after `test`: fmt, clippy `-D warnings`, docs
//!   with warnings denied (with the header, and as docs.rs builds them), the
//!   CUDA 12.9 headers' clippy and tests, the committed bindings against the
//!   generator, package contents, a crate outside the workspace built with no
//!   header, and the libraries' MSRV against their dependencies.
//! - `bindings [--check]`: regenerate (or check) the committed bindings.
//! - `demo`: the survey of every memory kind (real GPU, else simulated).
//! - `bench [--quick] [--report]`: the criterion benches, their summary and
//!   plot; `--report` adds criterion's HTML report with its charts, which
//!   take criterion seconds per benchmark to draw.
//! - `gpu-bundle`: test, bench and demo executables plus the simulator in
//!   `gpu-bundle/`, with `run.sh` that runs them on a GPU machine.
//! - `valgrind`: every simulator-backed test binary under valgrind memcheck
//!   (errors fail the run; leaks are not checked, since tests leak on
//!   purpose, e.g. memory they register and never free).

mod capi;
mod layout;

use std::path::{Path, PathBuf};
use std::process::{exit, Command};

/// Header wheels, pinned: (version, PyPI requirement, include folder inside).
const WHEELS: &[(&str, &str, &str)] = &[
    (
        "13.0",
        "nvidia-cuda-runtime==13.0.96",
        "nvidia/cu13/include",
    ),
    (
        "12.9",
        "nvidia-cuda-runtime-cu12==12.9.79",
        "nvidia/cuda_runtime/include",
    ),
];

/// CUPTI's headers, unpacked beside CUDA 13.0's `cuda.h`: cuda-sys
/// generates its CUPTI bindings from them.
const CUPTI_WHEEL: (&str, &str) = ("nvidia-cuda-cupti==13.0.85", "nvidia/cu13/include");

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .to_path_buf()
}

fn fail(msg: &str) -> ! {
    eprintln!("xtask: {msg}");
    exit(1)
}

fn run(cmd: &mut Command) {
    eprintln!("xtask: running {cmd:?}");
    match cmd.status() {
        Ok(s) if s.success() => {}
        Ok(s) => fail(&format!("{cmd:?} failed: {s}")),
        Err(e) => fail(&format!("{cmd:?} could not start: {e}")),
    }
}

fn cargo() -> Command {
    let mut c = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    c.current_dir(root());
    c
}

fn headers_dir(version: &str) -> PathBuf {
    root()
        .join("target/cuda-headers")
        .join(version)
        .join("include")
}

fn setup_headers(version: &str) -> PathBuf {
    let (_, req, inner) = WHEELS
        .iter()
        .find(|w| w.0 == version)
        .unwrap_or_else(|| fail(&format!("--cuda must be 13.0 or 12.9, not {version}")));
    let dest = headers_dir(version);
    if !dest.join("cuda.h").is_file() {
        let unpacked = unpack_wheel(&format!("{version}/runtime"), req);
        std::fs::create_dir_all(dest.parent().expect("has parent")).ok();
        let _ = std::fs::remove_dir_all(&dest);
        std::fs::rename(unpacked.join(inner), &dest)
            .unwrap_or_else(|e| fail(&format!("moving {inner} to {}: {e}", dest.display())));
        eprintln!("xtask: CUDA {version} headers in {}", dest.display());
    }
    if version == "13.0" && !dest.join("cupti_callbacks.h").is_file() {
        let (req, inner) = CUPTI_WHEEL;
        let unpacked = unpack_wheel("13.0/cupti", req);
        for f in std::fs::read_dir(unpacked.join(inner))
            .unwrap_or_else(|e| fail(&format!("{inner}: {e}")))
            .filter_map(|e| e.ok())
            .filter(|e| e.path().extension().is_some_and(|x| x == "h"))
        {
            std::fs::copy(f.path(), dest.join(f.file_name()))
                .unwrap_or_else(|e| fail(&format!("{}: {e}", f.path().display())));
        }
        eprintln!("xtask: CUPTI 13.0 headers in {}", dest.display());
    }
    dest
}

/// Downloads the wheel `req` with pip into `target/cuda-headers/wheels/<work>`
/// and unpacks it; answers the unpacked folder.
fn unpack_wheel(work: &str, req: &str) -> PathBuf {
    let work = root().join("target/cuda-headers/wheels").join(work);
    download_wheel(&work, req, &[]).unwrap_or_else(|| {
        fail(&format!(
            "pip could not fetch {req} into {}",
            work.display()
        ))
    })
}

/// Downloads the wheel `req` with pip (and `extra` arguments) into `work`
/// and unpacks it into `work/unpacked`; `None` if pip left no wheel.
fn download_wheel(work: &Path, req: &str, extra: &[&str]) -> Option<PathBuf> {
    std::fs::create_dir_all(work).ok()?;
    let fetched = Command::new("python3")
        .args([
            "-m",
            "pip",
            "download",
            "--quiet",
            "--no-deps",
            "--only-binary=:all:",
        ])
        .args(extra)
        .arg("-d")
        .arg(work)
        .arg(req)
        .status()
        .is_ok_and(|s| s.success());
    let wheel = std::fs::read_dir(work).ok().and_then(|d| {
        d.filter_map(|e| e.ok())
            .map(|e| e.path())
            .find(|p| p.extension().is_some_and(|x| x == "whl"))
    });
    let wheel = wheel.filter(|_| fetched)?;
    let unpacked = work.join("unpacked");
    let _ = std::fs::remove_dir_all(&unpacked);
    run(Command::new("python3")
        .args(["-m", "zipfile", "-e"])
        .arg(&wheel)
        .arg(&unpacked));
    Some(unpacked)
}

/// UCX 1.22's libraries from the `libucx-cu12` wheel (the real peer the
/// bench measures), unpacked under `target/ucx`; `None`, said why, when pip
/// cannot fetch it (the bench then skips UCX's columns).
fn fetch_ucx() -> Option<PathBuf> {
    let work = root().join("target/ucx");
    let lib = work.join("unpacked/libucx/lib");
    if lib.join("libucs.so.0").is_file() {
        return Some(lib);
    }
    let platform = [
        "--python-version",
        "3.12",
        "--platform",
        "manylinux_2_28_x86_64",
    ];
    if download_wheel(&work, "libucx-cu12==1.22.0", &platform).is_none() {
        eprintln!(
            "xtask: the libucx-cu12 wheel could not be fetched: UCX's bench columns are skipped"
        );
        return None;
    }
    lib.join("libucs.so.0").is_file().then_some(lib)
}

/// MPICH 5.0.2 from its PyPI wheel (`mpiexec`, Hydra and `libmpi.so.12`),
/// for the GPU machine, which has no MPI and no network: the wheel's
/// `data` folder, unpacked under `target/mpich`; `None`, said why, when pip
/// cannot fetch it.
fn fetch_mpich() -> Option<PathBuf> {
    let work = root().join("target/mpich");
    let data = work.join("unpacked/mpich-5.0.2.data/data");
    if data.join("lib/libmpi.so.12").is_file() {
        return Some(data);
    }
    let platform = ["--platform", "manylinux_2_28_x86_64"];
    if download_wheel(&work, "mpich==5.0.2", &platform).is_none() {
        eprintln!("xtask: the mpich wheel could not be fetched: the bundle runs no MPI test");
        return None;
    }
    data.join("lib/libmpi.so.12").is_file().then_some(data)
}

/// What of MPICH the two ranks need on the GPU machine, packed as
/// `mpich.tar.xz` in `dir`: the launcher, Hydra's proxy, `mpichversion`
/// and the library with the libraries it loads from `lib/mpich` (5 MB
/// instead of the 13 MB wheel, which would not fit the device's carry
/// limit beside the bench).
fn pack_mpich(data: &Path, dir: &Path) {
    run(Command::new("tar")
        .arg("-cJf")
        .arg(dir.join("mpich.tar.xz"))
        .arg("-C")
        .arg(data)
        .args([
            "bin/mpiexec",
            "bin/mpiexec.hydra",
            "bin/hydra_pmi_proxy",
            "bin/mpichversion",
            "lib/libmpi.so.12",
            "lib/mpich",
        ]));
}

fn has_libclang() -> bool {
    if let Ok(p) = std::env::var("LIBCLANG_PATH") {
        if Path::new(&p).is_dir() {
            return true;
        }
    }
    let dirs = [
        "/usr/lib",
        "/usr/lib64",
        "/usr/local/lib",
        "/usr/lib/x86_64-linux-gnu",
        "/usr/lib/aarch64-linux-gnu",
    ];
    let llvm = std::fs::read_dir("/usr/lib")
        .into_iter()
        .flatten()
        .filter_map(|e| e.ok())
        .map(|e| e.path().join("lib"));
    dirs.iter().map(PathBuf::from).chain(llvm).any(|d| {
        std::fs::read_dir(&d)
            .into_iter()
            .flatten()
            .filter_map(|e| e.ok())
            .any(|e| is_libclang(&e.file_name().to_string_lossy()))
    })
}

/// `libclang.so*` or `libclang-NN.so*`: the library bindgen loads (Debian
/// installs `libclang-cpp` without it).
fn is_libclang(name: &str) -> bool {
    let versioned = name
        .strip_prefix("libclang-")
        .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()));
    (name.starts_with("libclang.so") || versioned) && name.contains(".so")
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

fn setup_libclang() {
    if has_libclang() {
        return;
    }
    if !is_root() {
        fail("libclang (needed by bindgen) is missing: install it with `sudo apt-get install libclang-dev` (Debian/Ubuntu) or set LIBCLANG_PATH");
    }
    run(Command::new("apt-get").arg("update").arg("-q"));
    run(Command::new("apt-get")
        .args(["install", "-y", "-q", "libclang-dev"])
        .env("DEBIAN_FRONTEND", "noninteractive"));
}

/// MPI for the two-rank example: Debian's MPICH (its `mpicc` is what the
/// `mpi` crate builds with, its `mpiexec` what the test launches), installed
/// when missing and this is root. `Err` says why MPI is not there.
fn setup_mpi() -> Result<(), String> {
    let have = || {
        Command::new("mpicc")
            .arg("-show")
            .output()
            .is_ok_and(|o| o.status.success())
            && Command::new("mpiexec")
                .arg("--version")
                .output()
                .is_ok_and(|o| o.status.success())
    };
    if have() {
        return Ok(());
    }
    if !is_root() {
        return Err(
            "MPI is missing: install it with `sudo apt-get install mpich libmpich-dev`".into(),
        );
    }
    let installed = Command::new("apt-get")
        .args(["install", "-y", "-q", "mpich", "libmpich-dev"])
        .env("DEBIAN_FRONTEND", "noninteractive")
        .status()
        .is_ok_and(|s| s.success());
    if !installed {
        let _ = Command::new("apt-get").args(["update", "-q"]).status();
        let _ = Command::new("apt-get")
            .args(["install", "-y", "-q", "mpich", "libmpich-dev"])
            .env("DEBIAN_FRONTEND", "noninteractive")
            .status();
    }
    if have() {
        Ok(())
    } else {
        Err("`apt-get install mpich libmpich-dev` did not give mpicc and mpiexec".into())
    }
}

/// The tests beside the stacks users run: cudarc in the same process, and
/// two MPI ranks (skipped, with the reason, where MPI is missing). Answers
/// what ran.
fn test_stacks(version: &str) -> String {
    let sim = target_for(version).join("debug/libcuda_sim.so");
    run(&mut cargo_with(
        version,
        &[
            "test",
            "-p",
            "cuda-mem",
            "--features",
            "cudarc",
            "--test",
            "cudarc",
        ],
    ));
    run(cargo_with(
        version,
        &[
            "run",
            "-p",
            "cuda-mem",
            "--features",
            "cudarc",
            "--example",
            "with_cudarc",
        ],
    )
    .env("CUDA_DRIVER_LIBRARY", &sim));
    match setup_mpi() {
        Ok(()) => {
            run(&mut cargo_with(
                version,
                &[
                    "test",
                    "-p",
                    "cuda-mem-mpi",
                    "--features",
                    "mpi",
                    "--",
                    "--nocapture",
                ],
            ));
            "the cudarc tests and example, the two-rank MPI test".into()
        }
        Err(why) => {
            eprintln!("xtask test: skipped: the two-rank MPI test: {why}");
            format!("the cudarc tests and example; SKIPPED the two-rank MPI test ({why})")
        }
    }
}

/// Observed mode's protocol between inserts, lookups and the callbacks
/// that remove, model-checked with loom (`--cfg loom`, a target folder of
/// its own; every interleaving up to three preemptions).
fn loom(version: &str) -> String {
    run(
        cargo_with(version, &["test", "-p", "cuda-mem", "--lib", "loom"])
            .env("RUSTFLAGS", "--cfg loom")
            .env("LOOM_MAX_PREEMPTIONS", "3")
            .env("CARGO_TARGET_DIR", target_for(version).join("loom")),
    );
    "observed mode's protocol under loom".into()
}

fn cuda_arg(args: &[String]) -> String {
    args.windows(2)
        .find(|w| w[0] == "--cuda")
        .map(|w| w[1].clone())
        .unwrap_or_else(|| "13.0".into())
}

fn target_for(version: &str) -> PathBuf {
    root().join("target").join(format!("cuda-{version}"))
}

/// Cargo with the header of `version` and its own target folder.
fn cargo_with(version: &str, args: &[&str]) -> Command {
    let mut c = cargo();
    c.args(args)
        .env("CUDA_INCLUDE_DIR", setup_headers(version))
        .env("CARGO_TARGET_DIR", target_for(version));
    c
}

/// Tests against one header version, in a target folder of its own.
fn test_with(version: &str) {
    for args in [
        &["build", "-p", "cuda-sim"][..],
        &["test", "--workspace"][..],
        &["test", "--workspace", "--benches"][..],
    ] {
        run(&mut cargo_with(version, args));
    }
}

fn clippy_with(version: &str) {
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

/// Every CUDA variable unset, so nothing but what a build finds by itself
/// (and, on a machine without a toolkit, nothing at all) is used.
fn without_cuda_vars(c: &mut Command) -> &mut Command {
    for v in [
        "CUDA_INCLUDE_DIR",
        "CUDA_PATH",
        "CUDA_HOME",
        "CUDA_ROOT",
        "CUDA_TOOLKIT_ROOT_DIR",
        "CUDA_SYS_BINDGEN",
        "CUDA_SYS_PREGENERATED",
        "CUDA_DRIVER_LIBRARY",
    ] {
        c.env_remove(v);
    }
    c
}

/// Fails with every finding of [`layout::check`].
fn layout_check() {
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

fn ci() {
    setup_libclang();
    run(cargo().args(["fmt", "--all", "--check"]));
    clippy_with("13.0");
    run(cargo_with("13.0", &["doc", "--workspace", "--no-deps"]).env("RUSTDOCFLAGS", "-D warnings"));
    docs_rs();
    clippy_with("12.9");
    test_with("12.9");
    bindings(true);
    capi::header(true);
    package_contents();
    downstream();
    msrv();
    valgrind_observed();
    eprintln!(
        "xtask ci: passed: fmt, clippy -D warnings and tests (CUDA 13.0 and 12.9 headers), docs with \
         warnings denied (with a header, and with DOCS_RS=1 and none), committed bindings, package \
         contents, a crate outside the workspace on the simulator, the libraries' MSRV, observed \
         mode's, the fork and the foreign-memory tests under valgrind memcheck"
    );
}

/// `cargo doc` as docs.rs runs it: DOCS_RS set, no CUDA variable.
fn docs_rs() {
    let mut c = cargo();
    c.args([
        "doc",
        "--no-deps",
        "-p",
        "cuda-sys",
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
fn package_contents() {
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
    for krate in ["cuda-sys", "cuda-mem", "cuda-sim"] {
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

const DOWNSTREAM_MAIN: &str = r#"//! A crate outside the cuda-mem workspace, built from the packaged crates:
//! a communication layer keeps cuda-mem values in a long-lived struct, hands
//! it to a progress thread, and moves a user's bytes through it.
use cuda_mem::{
    Bytes, ContextBinding, Cuda, DeviceBuffer, Event, MemPool, Memory, MemoryKind,
    PrimaryContextGuard, Stream,
};

/// What a communicator keeps for its lifetime.
struct Comm {
    cuda: Cuda,
    stream: Stream,
    staging: DeviceBuffer,
    done: Event,
}

fn main() -> Result<(), cuda_mem::Error> {
    let cuda = Cuda::load()?;
    let heap = vec![0u8; 64];
    assert_eq!(cuda.classify(heap.as_ptr())?.kind(), MemoryKind::Pageable);
    let ctx = PrimaryContextGuard::retain(&cuda, 0)?;
    let comm = Comm {
        cuda: cuda.clone(),
        stream: Stream::new(&ctx)?,
        staging: DeviceBuffer::new(&ctx, 4096)?,
        done: Event::new(&ctx, false)?,
    };
    drop(ctx);
    // The user's buffer: stream-ordered memory, which has no context.
    let user_stream = Stream::new(comm.staging.context())?;
    let mut user = MemPool::default_for(&cuda, 0)?.alloc_async(4096, &user_stream)?;
    user_stream.set(user.bytes_mut(), 42)?;
    let (ptr, len) = (user.device_ptr(), user.len());

    // The progress thread owns the communicator.
    let mut comm = std::thread::spawn(move || -> Result<Comm, cuda_mem::Error> {
        let mut comm = comm;
        let info = comm.cuda.classify(ptr)?;
        assert_eq!(info.kind(), MemoryKind::StreamOrdered);
        let bound = comm.cuda.ensure_context(&info)?;
        assert!(matches!(bound, ContextBinding::Bound { .. }));
        // SAFETY: the user keeps the buffer alive and unwritten meanwhile.
        let src: Bytes<'_> = unsafe { comm.cuda.bytes_at(ptr, len)? };
        comm.stream.copy(comm.staging.bytes_mut(), src)?;
        comm.done.record(&comm.stream)?;
        comm.done.synchronize()?;
        Ok(comm)
    })
    .join()
    .expect("progress thread")?;
    let mut out = vec![0u8; 4096];
    comm.stream.copy(&mut out[..], comm.staging.bytes())?;
    assert!(out.iter().all(|&b| b == 42));
    assert_eq!(cuda.classify(comm.staging.device_ptr() + 7)?.kind(), MemoryKind::Device);
    drop((user, comm));
    println!(
        "downstream: cuda-mem works (bindings for CUDA {}, pregenerated: {}, driver {})",
        cuda_mem::cuda_sys::HEADER_VERSION,
        cuda_mem::cuda_sys::PREGENERATED,
        cuda.driver_version()
    );
    Ok(())
}
"#;

/// Packages cuda-sys and cuda-mem as they would be published, unpacks them
/// outside the workspace, and builds and runs a crate that depends on them
/// with every CUDA variable unset, against the simulator. The build must
/// take the committed bindings (no header is reachable there).
fn downstream() {
    let dir = root().join("target/downstream");
    let _ = std::fs::remove_dir_all(&dir);
    let crates = dir.join("crates");
    let app = dir.join("app");
    std::fs::create_dir_all(&crates).expect("create target/downstream");
    std::fs::create_dir_all(app.join("src")).expect("create the app");
    run(cargo().args([
        "package",
        "--no-verify",
        "--allow-dirty",
        "-p",
        "cuda-sys",
        "-p",
        "cuda-sim",
        "-p",
        "cuda-mem",
    ]));
    let version = env!("CARGO_PKG_VERSION");
    for krate in ["cuda-sys", "cuda-mem"] {
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
             [patch.crates-io]\ncuda-sys = {{ path = \"../crates/cuda-sys-{version}\" }}\n\n\
             # Not a member of the repository's workspace.\n[workspace]\n"
        ),
    )
    .expect("write the app's manifest");
    std::fs::write(app.join("src/main.rs"), DOWNSTREAM_MAIN).expect("write the app");
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
    let warnings: Vec<&str> = stderr.lines().filter(|l| l.contains("cuda-sys:")).collect();
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

/// The library crates claim `rust-version`; every dependency they build
/// with (normal and build, as locked) must claim no newer one. Their own use
/// of std is checked by clippy's `incompatible_msrv` lint against the same
/// field.
fn msrv() {
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
    for krate in ["cuda-sys", "cuda-mem", "cuda-sim"] {
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

/// The committed bindings' folder for a header version (`13.0` -> `cuda_13000`).
fn pregenerated_dir(version: &str) -> PathBuf {
    let (major, minor) = version.split_once('.').expect("MAJOR.MINOR");
    let v: u32 =
        major.parse::<u32>().expect("major") * 1000 + minor.parse::<u32>().expect("minor") * 10;
    root()
        .join("cuda-sys/src/pregenerated")
        .join(format!("cuda_{v}"))
}

/// Runs the generator (cuda-sys's build script with bindgen forced) on each
/// header version, and writes its output into `cuda-sys/src/pregenerated/`,
/// or, with `check`, fails when the committed files differ from it.
fn bindings(check: bool) {
    setup_libclang();
    let mut stale = Vec::new();
    for (version, _, _) in WHEELS {
        let inc = setup_headers(version);
        let mut c = cargo();
        c.args(["build", "-p", "cuda-sys"])
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
                    .is_some_and(|p| p.contains("cuda-sys"))
            })
            .find_map(|m| m["out_dir"].as_str().map(PathBuf::from))
            .unwrap_or_else(|| fail("cargo did not report cuda-sys's OUT_DIR"));
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

/// Runs a cargo command with `--message-format=json` and returns its
/// messages; fails with `what` (and cargo's stderr) if the command does.
fn cargo_messages(c: &mut Command, what: &str) -> Vec<serde_json::Value> {
    c.arg("--message-format=json");
    eprintln!("xtask: running {c:?}");
    let out = c.output().unwrap_or_else(|e| fail(&format!("cargo: {e}")));
    if !out.status.success() {
        eprintln!("{}", String::from_utf8_lossy(&out.stderr));
        fail(&format!("{what} failed"));
    }
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect()
}

/// Executables cargo reports building (`--message-format=json`).
fn executables(args: &[&str], env: &[(&str, &str)]) -> Vec<PathBuf> {
    let mut c = cargo();
    c.args(args);
    for (k, v) in env {
        c.env(k, v);
    }
    cargo_messages(&mut c, "the build")
        .iter()
        .filter_map(|m| m["executable"].as_str().map(PathBuf::from))
        .collect()
}

const RUN_SH: &str = r#"#!/usr/bin/env bash
# Runs every test, the survey and (with --bench) the benches and the
# classify_parts, ucx_detect and alloc_free examples against the machine's real CUDA
# driver. Writes
# everything to ${OUT:-.}/gpu-run.log.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${OUT:-$here}"
log="$out/gpu-run.log"
export CUDA_SIM_LIBRARY="$here/libcuda_sim.so"
export CUDA_MEM_TEST_REAL_DRIVER=1
# UCX for the benches' real-peer columns, when the bundle carries it.
[ -f "$here/ucx/libucs.so.0" ] && export CUDA_MEM_BENCH_UCX="$here/ucx"
# MPICH from its PyPI wheel for the two-rank test. The program was linked
# against Debian's MPICH (libmpich.so.12); the wheel's libmpi.so.12 is the
# same MPICH ABI under its other name.
mpi_note="no MPI in the bundle: the two-rank test is skipped"
if [ -f "$here/mpich.tar.xz" ]; then
  data="$here/mpich"
  if python3 -m tarfile -e "$here/mpich.tar.xz" "$data" 2>/dev/null; then
    chmod +x "$data"/bin/*
    ln -sf "$data/lib/libmpi.so.12" "$data/lib/libmpich.so.12"
    export LD_LIBRARY_PATH="$data/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    export MPIEXEC="$data/bin/mpiexec"
    export CUDA_MEM_MPI_PINGPONG="$here/mpi-pingpong"
    mpi_note="MPI: $("$data/bin/mpichversion" 2>&1 | head -1)"
  else
    mpi_note="python3 could not unpack mpich.tar.xz: the two-rank test is skipped"
  fi
fi
status=0
{
  echo "== host: $(uname -a)"
  nvidia-smi --query-gpu=name,driver_version --format=csv 2>&1 || true
  echo "CUPTI: $(ls /usr/local/cuda/lib64/libcupti.so* /usr/local/cuda/extras/CUPTI/lib64/libcupti.so* 2>/dev/null | tr '\n' ' ')"
  echo "$mpi_note"
  for t in "$here"/tests/*; do
    case "$(basename "$t")" in
      two_ranks-*) [ -n "${MPIEXEC:-}" ] || { echo "== $(basename "$t"): SKIPPED ($mpi_note)"; continue; } ;;
    esac
    echo "== $(basename "$t")"
    "$t" --include-ignored --test-threads=1 --nocapture || status=1
  done
  echo "== probe: altered pool exports (also in $out/pool-export-bytes.txt)"
  if gcc -O2 -o "$here/pool_export_bytes" "$here/probes/pool_export_bytes.c" -I/usr/local/cuda/include \
       -L/usr/local/cuda/lib64/stubs -lcuda; then
    "$here/pool_export_bytes" | tee "$out/pool-export-bytes.txt" || status=1
  else
    echo "the probe did not compile"; status=1
  fi
  echo "== the C API's test in C"
  "$here/capi_test" libcuda.so.1 || status=1
  echo "== with_cudarc example"
  "$here/with_cudarc" || status=1
  echo "== survey"
  "$here/survey" || status=1
  echo "== downstream (a crate outside the workspace, built without cuda.h)"
  "$here/downstream" || status=1
  if [ "${1:-}" = "--bench" ]; then
    shift
    echo "== benches"
    ( cd "$out" && CUDA_MEM_BENCH_OUT="$out/criterion" "$here/bench" --bench "$@" ) || status=1
    echo "== classify parts (also in $out/classify-parts.md)"
    "$here/classify-parts" | tee "$out/classify-parts.md" || status=1
    echo "== UCX without its cache (also in $out/ucx-detect.md)"
    "$here/ucx-detect" | tee "$out/ucx-detect.md" || status=1
    echo "== the C API in one C process (also in $out/capi-bench.md)"
    "$here/capi_bench" libcuda.so.1 "$here/ucx" | tee "$out/capi-bench.md" || status=1
    echo "== allocation and free with observed mode on (also in $out/alloc-free.md)"
    "$here/alloc-free" | tee "$out/alloc-free.md" || status=1
  fi
  echo "== exit status $status"
} 2>&1 | tee "$log"
exit $status
"#;

fn gpu_bundle() {
    setup_libclang();
    setup_headers("13.0");
    let dir = root().join("gpu-bundle");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("tests")).expect("create gpu-bundle");
    let env = [
        ("CARGO_PROFILE_RELEASE_STRIP", "symbols"),
        ("CARGO_PROFILE_BENCH_STRIP", "debuginfo"),
        ("CARGO_PROFILE_BENCH_DEBUG", "0"),
    ];
    run(cargo().args(["build", "--release", "-p", "cuda-sim"]));
    let copy = |from: &Path, to: &Path| {
        std::fs::copy(from, to)
            .unwrap_or_else(|e| fail(&format!("{} -> {}: {e}", from.display(), to.display())));
    };
    copy(
        &root().join("target/release/libcuda_sim.so"),
        &dir.join("libcuda_sim.so"),
    );
    for exe in executables(
        &["test", "--release", "--workspace", "--tests", "--no-run"],
        &env,
    ) {
        let name = exe.file_name().expect("file").to_string_lossy().to_string();
        // Compile-fail tests need a toolchain, and xtask's own tests no GPU.
        if name.starts_with("compile_fail") || name.starts_with("xtask") {
            continue;
        }
        copy(&exe, &dir.join("tests").join(name));
    }
    // Beside the stacks users run: cudarc in-process, MPI across processes.
    for exe in executables(
        &[
            "test",
            "--release",
            "-p",
            "cuda-mem",
            "--features",
            "cudarc",
            "--test",
            "cudarc",
            "--no-run",
        ],
        &env,
    ) {
        let name = exe.file_name().expect("file").to_string_lossy().to_string();
        copy(&exe, &dir.join("tests").join(name));
    }
    for exe in executables(
        &[
            "build",
            "--release",
            "-p",
            "cuda-mem",
            "--features",
            "cudarc",
            "--example",
            "with_cudarc",
        ],
        &env,
    ) {
        copy(&exe, &dir.join("with_cudarc"));
    }
    match setup_mpi() {
        Ok(()) => {
            for exe in executables(
                &[
                    "test",
                    "--release",
                    "-p",
                    "cuda-mem-mpi",
                    "--features",
                    "mpi",
                    "--no-run",
                ],
                &env,
            ) {
                let name = exe.file_name().expect("file").to_string_lossy().to_string();
                if name.starts_with("mpi_pingpong") || name.starts_with("mpi-pingpong") {
                    continue;
                }
                copy(&exe, &dir.join("tests").join(name));
            }
            for exe in executables(
                &[
                    "build",
                    "--release",
                    "-p",
                    "cuda-mem-mpi",
                    "--features",
                    "mpi",
                ],
                &env,
            ) {
                copy(&exe, &dir.join("mpi-pingpong"));
            }
            if let Some(data) = fetch_mpich() {
                pack_mpich(&data, &dir);
            }
        }
        Err(why) => eprintln!("xtask: the bundle runs no MPI test: {why}"),
    }
    for exe in executables(
        &[
            "bench",
            "-p",
            "cuda-mem-bench",
            "--bench",
            "driver",
            "--no-run",
        ],
        &env,
    ) {
        copy(&exe, &dir.join("bench"));
    }
    for (example, name) in [
        ("classify_parts", "classify-parts"),
        ("ucx_detect", "ucx-detect"),
        ("alloc_free", "alloc-free"),
    ] {
        let args = [
            "build",
            "--release",
            "-p",
            "cuda-mem-bench",
            "--example",
            example,
        ];
        for exe in executables(&args, &env) {
            copy(&exe, &dir.join(name));
        }
    }
    for exe in executables(&["build", "--release", "-p", "cuda-mem-survey"], &env) {
        copy(&exe, &dir.join("survey"));
    }
    // The crate outside the workspace, as a user builds it (no header),
    // to run against the real driver too.
    downstream();
    copy(
        &root().join("target/downstream/target/debug/downstream-app"),
        &dir.join("downstream"),
    );
    // UCX's memory-type cache, the real peer of the benches.
    if let Some(ucx) = fetch_ucx() {
        std::fs::create_dir_all(dir.join("ucx")).expect("create gpu-bundle/ucx");
        // libuct and its CUDA module (under `ucx/`, where libucs looks for
        // modules) for UCX's detection without the cache.
        std::fs::create_dir_all(dir.join("ucx/ucx")).expect("create gpu-bundle/ucx/ucx");
        for lib in [
            "libucs.so.0",
            "libucm.so.0",
            "libuct.so.0",
            "ucx/libuct_cuda.so.0",
        ] {
            copy(&ucx.join(lib), &dir.join("ucx").join(lib));
        }
    }
    // The C API's library and its test in C, which finds the library
    // beside it.
    let mut build = cargo();
    build.args(["build", "--release", "-p", "cuda-mem-capi"]);
    for (k, v) in env {
        build.env(k, v);
    }
    run(&mut build);
    copy(
        &root().join("target/release/libcuda_mem.so"),
        &dir.join("libcuda_mem.so"),
    );
    let include = setup_headers("13.0");
    capi::compile("tests/capi_test.c", &dir, &include, &dir.join("capi_test"));
    capi::compile(
        "bench/capi_bench.c",
        &dir,
        &include,
        &dir.join("capi_bench"),
    );
    // Probes in C, compiled on the GPU machine against its own cuda.h.
    std::fs::create_dir_all(dir.join("probes")).expect("create gpu-bundle/probes");
    copy(
        &root().join("cuda-sim/probes/pool_export_bytes.c"),
        &dir.join("probes/pool_export_bytes.c"),
    );
    std::fs::write(dir.join("run.sh"), RUN_SH).expect("write run.sh");
    run(Command::new("chmod").arg("+x").arg(dir.join("run.sh")));
    eprintln!(
        "xtask: bundle in {}; on the GPU machine run gpu-bundle/run.sh [--bench [--quick]]",
        dir.display()
    );
}

fn valgrind() {
    setup_libclang();
    setup_headers("13.0");
    run(cargo().args(["build", "-p", "cuda-sim"]));
    let exes = executables(&["test", "--workspace", "--tests", "--no-run"], &[]);
    let mut failed = Vec::new();
    for exe in exes {
        let name = exe.file_name().expect("file").to_string_lossy().to_string();
        if name.starts_with("compile_fail") || name.starts_with("xtask") {
            continue;
        }
        // Each property-test case loads a simulator copy, which reserves
        // address space; valgrind has less of it.
        if let Err(e) = memcheck(&exe, &[("PROPTEST_CASES", "6")]) {
            failed.push(e);
        }
    }
    if !failed.is_empty() {
        fail(&format!("under valgrind: {}", failed.join("; ")));
    }
    eprintln!("xtask: every test binary ran clean under valgrind memcheck");
}

/// Observed mode's tests, the fork tests and the differential test of
/// foreign memory under valgrind memcheck (with a tenth of their steps, a
/// fiftieth of their forks): what a callback, a forked child or a cached answer touches must
/// be live memory. Part of `ci`.
fn valgrind_observed() {
    setup_headers("13.0");
    if Command::new("valgrind").arg("--version").output().is_err() {
        if is_root() {
            run(Command::new("apt-get").args(["install", "-y", "-q", "valgrind"]));
        } else {
            fail("valgrind is missing: install it with `apt-get install valgrind`");
        }
    }
    run(cargo().args(["build", "-p", "cuda-sim"]));
    let exes = executables(
        &[
            "test", "-p", "cuda-mem", "--lib", "--test", "observed", "--test", "fork", "--test",
            "foreign", "--no-run",
        ],
        &[],
    );
    let mut failed = Vec::new();
    for exe in &exes {
        // A forked child runs under valgrind too, and starting one costs
        // seconds there: the fork tests run a fiftieth of their forks.
        let fork = exe
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with("fork-"));
        let percent = if fork { "2" } else { "10" };
        if let Err(e) = memcheck(exe, &[("CUDA_MEM_TEST_SCALE_PERCENT", percent)]) {
            failed.push(e);
        }
    }
    if !failed.is_empty() {
        fail(&format!("under valgrind: {}", failed.join("; ")));
    }
    eprintln!(
        "xtask: observed mode's, the fork and the foreign-memory tests ran clean under valgrind \
         memcheck ({} binaries)",
        exes.len()
    );
}

/// Runs one test binary under valgrind memcheck, any error failing it.
fn memcheck(exe: &Path, env: &[(&str, &str)]) -> Result<(), String> {
    let name = exe.file_name().expect("file").to_string_lossy().to_string();
    let mut c = Command::new("valgrind");
    c.args([
        "--tool=memcheck",
        "--error-exitcode=99",
        "--leak-check=no",
        "--child-silent-after-fork=yes",
        "-q",
    ])
    .arg(exe)
    .arg("--test-threads=4");
    for (k, v) in env {
        c.env(k, v);
    }
    eprintln!("xtask: running {c:?}");
    match c.status() {
        Ok(s) if s.success() => Ok(()),
        Ok(s) => Err(format!("{name}: {s}")),
        Err(e) => fail(&format!(
            "valgrind could not start ({e}): install it with `apt-get install valgrind`"
        )),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let task = args.first().map(String::as_str).unwrap_or("help");
    match task {
        "setup" => {
            setup_libclang();
            let inc = setup_headers(&cuda_arg(&args));
            let mpi = match setup_mpi() {
                Ok(()) => "MPI (mpicc, mpiexec) present".to_string(),
                Err(why) => format!("no MPI: {why}"),
            };
            eprintln!(
                "xtask setup: libclang present; cuda.h in {}; {mpi}",
                inc.display()
            );
        }
        "test" => {
            setup_libclang();
            let version = cuda_arg(&args);
            test_with(&version);
            let stacks = test_stacks(&version);
            let c_api = capi::test(&version);
            let model = loom(&version);
            let target = target_for(&version);
            eprintln!(
                "xtask test: every test, doctest and bench (each run once), {stacks}, {c_api}, {model} passed \
                 on the simulated driver, CUDA {version} headers; build in {}, simulator library {}",
                target.display(),
                target.join("debug/libcuda_sim.so").display()
            );
        }
        "ci" => ci(),
        "demo" => {
            setup_libclang();
            setup_headers("13.0");
            run(cargo().args(["build", "-p", "cuda-sim", "--release"]));
            run(cargo().args(["run", "--quiet", "--release", "-p", "cuda-mem-survey"]));
            eprintln!(
                "xtask demo: the survey ran (its first line says on which driver); simulator library {}",
                root().join("target/release/libcuda_sim.so").display()
            );
        }
        "bench" => {
            setup_libclang();
            setup_headers("13.0");
            run(cargo().args(["build", "-p", "cuda-sim", "--release"]));
            // Criterion draws charts for its HTML report at a few seconds a
            // benchmark: over the bench's 450 or so, half an hour more than
            // the measurements themselves. The summary and plot are the
            // bench's own and come either way.
            let report = args.iter().any(|a| a == "--report");
            let mut c = cargo();
            if let Some(ucx) = fetch_ucx() {
                c.env("CUDA_MEM_BENCH_UCX", ucx);
            }
            c.args(["bench", "-p", "cuda-mem-bench", "--bench", "driver", "--"]);
            c.args(args[1..].iter().filter(|a| *a != "--report"));
            if !report {
                c.arg("--noplot");
            }
            run(&mut c);
            let dir = root().join("target/criterion");
            let mut results = vec![dir.join("summary.md"), dir.join("classify.svg")];
            if report {
                results.push(dir.join("report/index.html"));
            }
            for r in &results {
                if !r.is_file() {
                    fail(&format!("the bench did not write {}", r.display()));
                }
            }
            let quick = if args.iter().any(|a| a == "--quick") {
                " (--quick: few samples)"
            } else {
                ""
            };
            let report_line = if report {
                format!(", criterion report {}", results[2].display())
            } else {
                String::new()
            };
            eprintln!(
                "xtask bench: benches ran{quick}; summary {}, plot {}{report_line}; H200 reference numbers in BENCHMARKS.md",
                results[0].display(),
                results[1].display(),
            );
        }
        "gpu-bundle" => gpu_bundle(),
        "downstream" => downstream(),
        "package" => package_contents(),
        "msrv" => msrv(),
        "bindings" => bindings(args.iter().any(|a| a == "--check")),
        "capi-header" => capi::header(args.iter().any(|a| a == "--check")),
        "valgrind" => valgrind(),
        "layout" => layout_check(),
        _ => {
            eprintln!("usage: cargo xtask setup [--cuda 13.0|12.9] | test [--cuda V] | ci | bindings [--check] | capi-header [--check] | demo | bench [--quick] [--report] | gpu-bundle | valgrind");
            exit(if task == "help" { 0 } else { 2 });
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn libclang_names() {
        for yes in [
            "libclang.so",
            "libclang.so.1",
            "libclang-14.so.1",
            "libclang-14.0.6.so",
        ] {
            assert!(super::is_libclang(yes), "{yes}");
        }
        for no in ["libclang-cpp.so.14", "libclangAST.a", "libclang.a"] {
            assert!(!super::is_libclang(no), "{no}");
        }
    }
}
