//! `setup`: the CUDA headers from NVIDIA's wheels, libclang, MPICH and UCX,
//! and cargo with a header version's own target folder.

use crate::cmd::{cargo, cargo_messages, fail, is_root, root, run};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Header wheels, pinned: (version, PyPI requirement, include folder inside).
pub const WHEELS: &[(&str, &str, &str)] = &[
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

/// CUPTI's headers, unpacked beside CUDA 13.0's `cuda.h`: cuda-mem-sys
/// generates its CUPTI bindings from them.
pub const CUPTI_WHEEL: (&str, &str) = ("nvidia-cuda-cupti==13.0.85", "nvidia/cu13/include");

pub fn headers_dir(version: &str) -> PathBuf {
    root()
        .join("target/cuda-headers")
        .join(version)
        .join("include")
}

pub fn setup_headers(version: &str) -> PathBuf {
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
pub fn unpack_wheel(work: &str, req: &str) -> PathBuf {
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
pub fn download_wheel(work: &Path, req: &str, extra: &[&str]) -> Option<PathBuf> {
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
pub fn fetch_ucx() -> Option<PathBuf> {
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
pub fn fetch_mpich() -> Option<PathBuf> {
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
pub fn pack_mpich(data: &Path, dir: &Path) {
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

pub fn has_libclang() -> bool {
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
pub fn is_libclang(name: &str) -> bool {
    let versioned = name
        .strip_prefix("libclang-")
        .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()));
    (name.starts_with("libclang.so") || versioned) && name.contains(".so")
}

pub fn setup_libclang() {
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
pub fn setup_mpi() -> Result<(), String> {
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

pub fn cuda_arg(args: &[String]) -> String {
    args.windows(2)
        .find(|w| w[0] == "--cuda")
        .map(|w| w[1].clone())
        .unwrap_or_else(|| "13.0".into())
}

pub fn target_for(version: &str) -> PathBuf {
    root().join("target").join(format!("cuda-{version}"))
}

/// Cargo with the header of `version` and its own target folder.
pub fn cargo_with(version: &str, args: &[&str]) -> Command {
    let mut c = cargo();
    c.args(args)
        .env("CUDA_INCLUDE_DIR", setup_headers(version))
        .env("CARGO_TARGET_DIR", target_for(version));
    c
}

/// Executables cargo reports building (`--message-format=json`).
pub fn executables(args: &[&str], env: &[(&str, &str)]) -> Vec<PathBuf> {
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

/// `setup [--cuda V]`: libclang, the headers of `V` (13.0 unless said),
/// and MPICH where it can be installed.
pub fn task(args: &[String]) {
    setup_libclang();
    let inc = setup_headers(&cuda_arg(args));
    let mpi = match setup_mpi() {
        Ok(()) => "MPI (mpicc, mpiexec) present".to_string(),
        Err(why) => format!("no MPI: {why}"),
    };
    eprintln!(
        "xtask setup: libclang present; cuda.h in {}; {mpi}",
        inc.display()
    );
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
