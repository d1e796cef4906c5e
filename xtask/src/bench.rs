//! `bench`: the criterion benches, on the real driver where there is one,
//! else on the simulator.

use crate::cmd::{cargo, fail, root, run};
use crate::setup::{fetch_ucx, setup_headers, setup_libclang};

/// `bench [--quick] [--report]`: the criterion benches, their summary and
/// plot.
pub fn bench(args: &[String]) {
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
