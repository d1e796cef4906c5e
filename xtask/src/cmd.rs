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

/// Runs `cmd` with its output appended to [`test_log`], and prints, as it
/// comes, what a user reads of it: progress through the compiles (each
/// workspace crate, and a count of the others), each test binary's result
/// line, skips with their reason; on a failure, the log's last lines and
/// its path.
pub fn run_logged(cmd: &mut Command) {
    use std::io::{BufRead, BufReader, Read, Write};
    use std::process::Stdio;
    use std::sync::{Arc, Mutex};
    let path = test_log();
    let log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)
        .unwrap_or_else(|e| fail(&format!("{}: {e}", path.display())));
    eprintln!("xtask: running {cmd:?}");
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| fail(&format!("{cmd:?} could not start: {e}")));
    let shared = Arc::new(Mutex::new((log, Progress::default())));
    let streams: Vec<Box<dyn Read + Send>> = vec![
        Box::new(child.stdout.take().expect("piped")),
        Box::new(child.stderr.take().expect("piped")),
    ];
    let readers: Vec<_> = streams
        .into_iter()
        .map(|stream| {
            let shared = Arc::clone(&shared);
            std::thread::spawn(move || {
                for line in BufReader::new(stream).lines().map_while(Result::ok) {
                    let mut g = shared.lock().unwrap_or_else(|e| e.into_inner());
                    let _ = writeln!(g.0, "{line}");
                    g.1.see(&line);
                }
            })
        })
        .collect();
    for r in readers {
        let _ = r.join();
    }
    let status = child.wait();
    let g = shared.lock().unwrap_or_else(|e| e.into_inner());
    match status {
        Ok(s) if s.success() => {}
        Ok(s) => {
            for l in &g.1.tail {
                eprintln!("{l}");
            }
            fail(&format!(
                "{cmd:?} failed: {s}; the whole output is in {}",
                path.display()
            ))
        }
        Err(e) => fail(&format!("{cmd:?} could not be waited for: {e}")),
    }
}

/// What [`run_logged`] shows of a command's output, line by line.
#[derive(Default)]
struct Progress {
    /// The test binary running now: its crate and what ran.
    binary: String,
    /// Crates compiled so far that are not the workspace's.
    dependencies: usize,
    /// The last lines, shown on a failure.
    tail: std::collections::VecDeque<String>,
}

impl Progress {
    fn see(&mut self, line: &str) {
        if self.tail.len() == 60 {
            self.tail.pop_front();
        }
        self.tail.push_back(line.to_string());
        let t = line.trim_start();
        if let Some(c) = t.strip_prefix("Compiling ") {
            // "cuda-mem v0.1.0 (/path)": a workspace crate has a path.
            if c.contains(" (/") {
                eprintln!("  compiling {}", c.split(' ').next().unwrap_or(c));
            } else {
                self.dependencies += 1;
                if self.dependencies.is_multiple_of(25) {
                    eprintln!("  compiled {} dependencies", self.dependencies);
                }
            }
        } else if let Some(b) = t
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
            self.binary = format!("{krate} {what}").trim().to_string();
        } else if t.starts_with("test result:") {
            eprintln!("  {}: {t}", self.binary);
        } else if t.contains("SKIPPED") || t.contains("skipped:") || t.contains("checks passed") {
            eprintln!("  {t}");
        }
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
