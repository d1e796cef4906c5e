//! Project tasks: `cargo xtask <task>`, one module per task (the shell
//! script and the crate they write are files under `assets/`). Every task
//! ends with one line saying what ran and where its results are.
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
//! - `gpu-bundle [--ab REV]...`: test, bench and demo
//!   executables plus the simulator in `gpu-bundle/`, with `run.sh` that
//!   runs them on a GPU machine; with `--ab`, the bench of each earlier
//!   commit too, which `run.sh --ab [FILTER]` runs in turn with this
//!   build's.
//! - `benchmarks DIR [--out FILE]`: `BENCHMARKS.md` from the files one GPU
//!   run left in `DIR`, around the text of `assets/benchmarks.md`.
//! - `ab-report FILE BASE OTHER`: the A/B of two builds from the summaries
//!   `run.sh --ab` gathered: medians over the rounds, ratios, spreads.
//! - `capi-header [--check]`: regenerate (or check) `cuda-mem-capi`'s C
//!   header with cbindgen.
//! - `capi [--prefix DIR]`: the C libraries, `cuda_mem.pc` and the simulated
//!   driver in `target/release` (and installed into `DIR`); `test` builds a
//!   C program with the README's commands against them.
//! - `layout`: the shape rules (no import cycle between files, no file above
//!   600 lines, no function above 120 outside tests); part of `ci`.
//! - `downstream`, `package`, `msrv`: single gates of `ci`.
//! - `mutants [--set S]... [--file GLOB]... [--in-diff REV [--max N]] [--
//!   ARGS]`: cargo-mutants over the gated code (the classification, the
//!   lifetimes, the C API) on the simulator: hours; `ci` runs the mutants
//!   of the last change's lines.
//! - `valgrind`: every simulator-backed test binary under valgrind memcheck
//!   (errors fail the run; leaks are not checked, since tests leak on
//!   purpose, e.g. memory they register and never free).

mod ab_report;
mod bench;
mod benchmarks;
mod bindings;
mod bundle;
mod capi;
mod ci;
mod cmd;
mod demo;
mod downstream;
mod layout;
mod msrv;
mod mutants;
mod package;
mod setup;
mod test;
mod valgrind;

/// Every task, with one line of what it does: `cargo xtask help`.
const TASKS: &[(&str, &str)] = &[
    ("setup [--cuda 13.0|12.9]", "fetch the CUDA headers, libclang and MPICH this machine lacks"),
    ("test [--cuda V]", "setup, then every test, doctest and bench once, on the simulated driver"),
    ("ci", "the gates CI runs after test: fmt, clippy, docs, 12.9, bindings, packages, downstream, MSRV, valgrind, the last change's mutants"),
    ("demo", "the survey of every memory kind (the real GPU, else the simulated driver)"),
    ("bench [--quick] [--report]", "the criterion benches, their summary table and plot"),
    ("benchmarks DIR [--out FILE]", "BENCHMARKS.md from the files one GPU run left in DIR"),
    ("gpu-bundle [--ab REV]...", "test, bench and demo executables and run.sh for a GPU machine without Rust"),
    ("ab-report FILE BASE OTHER", "the A/B of two builds from the summaries run.sh --ab gathered"),
    ("capi [--prefix DIR]", "libcuda_mem.so, libcuda_mem.a, cuda_mem.pc and the simulator in target/release"),
    ("capi-header [--check]", "regenerate (or check) cuda_mem.h with cbindgen"),
    ("bindings [--check]", "regenerate (or check) the committed CUDA 13.0 and 12.9 bindings"),
    ("layout", "no import cycle, no file above 600 lines, no function above 120"),
    ("mutants [--set S] [--file G] [--in-diff REV --max N]", "cargo-mutants over the gated code (hours; ci: the last change)"),
    ("valgrind", "the simulator-backed tests and the C tests under valgrind memcheck"),
    ("downstream", "a crate outside the workspace: no header, and fresh on its second build"),
    ("package", "what each published crate's package holds"),
    ("msrv", "the library crates' rust-version against their dependencies"),
    ("help", "this list"),
];

fn usage() -> String {
    let width = TASKS.iter().map(|t| t.0.len()).max().unwrap_or(0);
    let mut text = String::from("usage: cargo xtask <task>\n");
    for (task, what) in TASKS {
        text.push_str(&format!("  {task:<width$}  {what}\n"));
    }
    text
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let task = args.first().map(String::as_str).unwrap_or("help");
    match task {
        "setup" => setup::task(&args),
        "test" => test::task(&args),
        "ci" => ci::ci(),
        "layout" => layout::task(),
        "demo" => demo::task(),
        "bench" => bench::bench(&args),
        "gpu-bundle" => {
            let revs: Vec<String> = args
                .windows(2)
                .filter(|w| w[0] == "--ab")
                .map(|w| w[1].clone())
                .collect();
            bundle::gpu_bundle(&revs)
        }
        "ab-report" => ab_report::task(&args),
        "benchmarks" => benchmarks::task(&args),
        "downstream" => downstream::downstream(),
        "package" => package::task(),
        "msrv" => msrv::task(),
        "bindings" => bindings::bindings(args.iter().any(|a| a == "--check")),
        "capi-header" => capi::header(args.iter().any(|a| a == "--check")),
        "capi" => {
            let prefix = args
                .windows(2)
                .find(|w| w[0] == "--prefix")
                .map(|w| std::path::PathBuf::from(&w[1]));
            capi::capi(prefix.as_deref());
        }
        "valgrind" => valgrind::valgrind(),
        "mutants" => mutants::mutants(&args),
        "help" => print!("{}", usage()),
        _ => {
            eprint!("unknown task {task:?}\n{}", usage());
            std::process::exit(2);
        }
    }
}

#[cfg(test)]
mod tests {
    /// `cargo xtask help` lists every task `main` runs, and no other.
    #[test]
    fn help_lists_every_task() {
        let source = include_str!("main.rs");
        let body = &source[source.find("fn main()").expect("main")..];
        let mut run: Vec<&str> = body
            .lines()
            .filter_map(|l| {
                l.trim()
                    .strip_prefix('"')?
                    .split_once("\" =>")
                    .map(|(t, _)| t)
            })
            .collect();
        let mut listed: Vec<&str> = super::TASKS
            .iter()
            .map(|t| t.0.split_whitespace().next().expect("a name"))
            .collect();
        run.sort_unstable();
        listed.sort_unstable();
        assert_eq!(run, listed);
    }
}
