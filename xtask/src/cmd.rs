//! Running commands: the workspace root, cargo, and failing with a message.

use std::path::{Path, PathBuf};
use std::process::{exit, Command};

/// The library crates a user depends on, in dependency order (the order
/// they are packaged and published in).
pub const LIBRARY_CRATES: [&str; 3] = ["cuda-mem-sys", "cuda-sim", "cuda-mem"];

/// `-p NAME` for each of [`LIBRARY_CRATES`].
pub fn library_crate_args() -> Vec<&'static str> {
    LIBRARY_CRATES.iter().flat_map(|k| ["-p", k]).collect()
}

pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .to_path_buf()
}

pub fn fail(msg: &str) -> ! {
    eprintln!("xtask: {msg}");
    exit(1)
}

pub fn run(cmd: &mut Command) {
    eprintln!("xtask: running {cmd:?}");
    match cmd.status() {
        Ok(s) if s.success() => {}
        Ok(s) => fail(&format!("{cmd:?} failed: {s}")),
        Err(e) => fail(&format!("{cmd:?} could not start: {e}")),
    }
}

/// The file `test`'s commands write their whole output to.
pub fn test_log() -> PathBuf {
    root().join("target/xtask-test.log")
}

/// Runs `cmd` with its output appended to [`test_log`], then prints what a
/// user reads of it: each test binary's result line, skips with their
/// reason, and, on a failure, the log's last lines and its path.
pub fn run_logged(cmd: &mut Command) {
    use std::io::{Seek, SeekFrom};
    let path = test_log();
    let mut log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)
        .unwrap_or_else(|e| fail(&format!("{}: {e}", path.display())));
    let start = log.seek(SeekFrom::End(0)).unwrap_or(0);
    let out = log.try_clone().expect("the log's descriptor");
    eprintln!("xtask: running {cmd:?}");
    let status = cmd.stdout(out).stderr(log).status();
    let text = std::fs::read(&path).unwrap_or_default();
    let text = String::from_utf8_lossy(&text[(start as usize).min(text.len())..]).to_string();
    let mut binary = String::new();
    for line in text.lines() {
        let t = line.trim_start();
        if let Some(b) = t
            .strip_prefix("Running ")
            .or_else(|| t.strip_prefix("Doc-tests "))
        {
            // "unittests src/lib.rs (target/.../deps/cuda_sim-<hash>)":
            // the crate, then what ran.
            let (what, exe) = b.split_once(" (").unwrap_or((b, ""));
            let krate = exe
                .rsplit('/')
                .next()
                .and_then(|f| f.rsplit_once('-'))
                .map_or("", |(k, _)| k);
            binary = format!("{krate} {what}").trim().to_string();
        } else if t.starts_with("test result:") {
            eprintln!("  {binary}: {t}");
        } else if t.contains("SKIPPED") || t.contains("skipped:") || t.contains("checks passed") {
            eprintln!("  {t}");
        }
    }
    match status {
        Ok(s) if s.success() => {}
        Ok(s) => {
            let tail: Vec<&str> = text.lines().rev().take(60).collect();
            for l in tail.iter().rev() {
                eprintln!("{l}");
            }
            fail(&format!(
                "{cmd:?} failed: {s}; the whole output is in {}",
                path.display()
            ))
        }
        Err(e) => fail(&format!("{cmd:?} could not start: {e}")),
    }
}

pub fn cargo() -> Command {
    let mut c = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    c.current_dir(root());
    c
}

pub fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// Runs a cargo command with `--message-format=json` and returns its
/// messages; fails with `what` (and cargo's stderr) if the command does.
pub fn cargo_messages(c: &mut Command, what: &str) -> Vec<serde_json::Value> {
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

/// Every CUDA variable unset, so nothing but what a build finds by itself
/// (and, on a machine without a toolkit, nothing at all) is used.
pub fn without_cuda_vars(c: &mut Command) -> &mut Command {
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
