//! `mpi-pingpong` under `mpiexec -n 2`: every kind, every path, every size,
//! every byte checked; and a rank that dies or sends the wrong bytes is
//! reported by the other rank, and the run ends non-zero, within a timeout.
//!
//! Runs on the simulator (each rank loads a copy; IPC goes through the
//! kernel, as on the driver), or on the real driver with
//! CUDA_MEM_TEST_REAL_DRIVER=1. `MPIEXEC` names the launcher (else
//! `mpiexec` on the PATH) and `CUDA_MEM_MPI_PINGPONG` the program (else the
//! one cargo built).

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

struct Run {
    code: Option<i32>,
    output: String,
    took: Duration,
}

fn mpirun(args: &[&str], launcher: &[&str], limit: Duration) -> Run {
    let sim = (!cuda_sim::TestDriver::real_requested())
        .then(|| cuda_sim::SimLibrary::new("").expect("the simulator"));
    let program = std::env::var("CUDA_MEM_MPI_PINGPONG")
        .unwrap_or_else(|_| env!("CARGO_BIN_EXE_mpi-pingpong").to_string());
    let mpiexec = std::env::var("MPIEXEC").unwrap_or_else(|_| "mpiexec".into());
    let out = std::env::temp_dir().join(format!(
        "mpi-pingpong-{}-{}.log",
        std::process::id(),
        args.join("_").replace(['/', ' '], "")
    ));
    let log = std::fs::File::create(&out).unwrap();
    // What the ranks report also goes to a file of their own: a launcher
    // that ends the run may drop output it has not forwarded yet.
    let reports = out.with_extension("reports");
    let _ = std::fs::remove_file(&reports);
    let mut c = Command::new(&mpiexec);
    c.args(launcher)
        .args(["-n", "2", &program])
        .args(args)
        .arg("--log")
        .arg(&reports)
        .stdin(Stdio::null())
        .stdout(log.try_clone().unwrap())
        .stderr(log);
    if let Some(sim) = &sim {
        c.env("CUDA_DRIVER_LIBRARY", sim.path());
    }
    let start = Instant::now();
    let mut child = c
        .spawn()
        .unwrap_or_else(|e| panic!("{mpiexec}: {e} (set MPIEXEC to MPI's launcher)"));
    let code = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status.code();
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!(
                "mpiexec ran past {} s: a rank hangs\n{}",
                limit.as_secs(),
                std::fs::read_to_string(&out).unwrap_or_default()
            );
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let mut output = std::fs::read_to_string(&out).unwrap_or_default();
    if let Ok(r) = std::fs::read_to_string(&reports) {
        output.push_str("\n--- what the ranks reported ---\n");
        output.push_str(&r);
    }
    let _ = std::fs::remove_file(&out);
    let _ = std::fs::remove_file(&reports);
    Run {
        code,
        output,
        took: start.elapsed(),
    }
}

#[test]
fn two_ranks_exchange_every_kind_by_every_path_that_applies() {
    // The simulator's timings mean nothing: a few round trips per row keep
    // the run short; every size is still exchanged and checked.
    let args: &[&str] = if cuda_sim::TestDriver::real_requested() {
        &["--timeout", "120"]
    } else {
        &["--timeout", "120", "--iters", "2"]
    };
    let run = mpirun(args, &[], Duration::from_secs(1200));
    println!("{}", run.output);
    assert_eq!(run.code, Some(0), "mpi-pingpong failed");
    assert!(run.output.contains(" 0 mismatches"), "no summary line");
    for row in [
        "| Pageable |",
        "| Pinned |",
        "| Registered |",
        "| Managed |",
        "| Device |",
    ] {
        assert!(run.output.contains(row), "no {row} row");
    }
    for path in ["MPI (host)", "staged (pinned + MPI)", "CUDA IPC"] {
        assert!(run.output.contains(path), "no row for the {path} path");
    }
    assert!(
        run.output.contains("| 256 MiB |"),
        "sizes stop short of 256 MiB"
    );
    println!("mpi-pingpong took {:.1} s", run.took.as_secs_f64());
}

/// The partner of a rank that dies reports it and exits non-zero within its
/// timeout. The launcher is told to leave the survivor running (without
/// `-disable-auto-cleanup` Hydra kills it at once, and the run still ends
/// non-zero), so that it is the rank that notices.
#[test]
fn a_rank_that_dies_mid_exchange_is_reported_by_the_other() {
    let run = mpirun(
        &["--fault", "die", "--timeout", "5", "--max-size", "4096"],
        &["-disable-auto-cleanup"],
        Duration::from_secs(120),
    );
    println!("{}\n(took {:.1} s)", run.output, run.took.as_secs_f64());
    assert_ne!(run.code, Some(0), "the run succeeded with a dead rank");
    assert!(run.output.contains("rank 1: dying mid-exchange"));
    assert!(
        run.output.contains("rank 0: nothing from rank 1 for 5 s"),
        "rank 0 did not report the dead peer"
    );
    assert!(
        run.took < Duration::from_secs(30),
        "rank 0 took {:?} to end",
        run.took
    );
}

#[test]
fn bytes_that_do_not_match_are_reported_and_end_the_run() {
    let run = mpirun(
        &[
            "--fault",
            "corrupt",
            "--timeout",
            "10",
            "--max-size",
            "4096",
        ],
        &[],
        Duration::from_secs(120),
    );
    println!("{}\n(took {:.1} s)", run.output, run.took.as_secs_f64());
    assert_ne!(run.code, Some(0), "the run succeeded with a wrong byte");
    assert!(
        run.output
            .contains("rank 0: Pageable by MPI (host) (8 B), rank 1's reply: byte 4 of 8"),
        "rank 0 did not report the changed byte"
    );
}
