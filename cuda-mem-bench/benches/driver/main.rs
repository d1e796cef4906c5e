//! What each driver query costs, and cuda-mem's classification against the
//! raw call and the C libraries' sequences. `cargo xtask bench [--quick]`.
//! Runs on the real driver, or on the simulator when there is no GPU (the
//! summary's first line says which).
//!
//! One function per bench group: `attributes.rs` (device and pointer
//! attributes, per call), `classify.rs` (classify against the raw call and
//! the peers, first sight, neighbours of registered memory), `threads.rs`
//! (contexts, and 1 to 16 threads); this file loads the driver, makes the
//! memory every group measures, and writes the summary.

mod attributes;
mod classify;
mod threads;

use criterion::Criterion;
use cuda_mem::cuda_mem_sys::{self, CUpointer_attribute as P};
use cuda_mem::*;
use cuda_mem_bench::{baselines, summary};
use std::time::Duration;

/// The Open MPI variants, in the order of [`summary::OMPI_FUNCTIONS`].
const OMPI: [baselines::OpenMpi; 3] = [
    baselines::OpenMpi::FastPath,
    baselines::OpenMpi::Main,
    baselines::OpenMpi::Pr14331,
];

const LEN: usize = 4 << 20;

/// The paired ratio of `classify($ptr)` over the expression `$other`,
/// each written into its batch's loop ([`paired!`]).
macro_rules! classify_over {
    ($cuda:expr, $ptr:expr, $rounds:expr, $reset:expr, $other:expr) => {
        cuda_mem_bench::paired!(
            $rounds,
            $reset,
            {
                cuda_mem_bench::paired::consume($cuda.classify(criterion::black_box($ptr)));
            },
            $other
        )
        .ratio
    };
}
pub(crate) use classify_over;

fn set_current(cuda: &Cuda, ctx: cuda_mem_sys::CUcontext) {
    // SAFETY: a live context or null.
    unsafe { cuda.driver().cuCtxSetCurrent(ctx) }.expect("cuCtxSetCurrent");
}

/// Makes `ctx` current on this thread, or no context at all.
fn thread_state(cuda: &Cuda, ctx: &PrimaryContextGuard, with_ctx: bool) {
    let c = if with_ctx {
        ctx.context()
    } else {
        std::ptr::null_mut()
    };
    set_current(cuda, c);
}

/// What every group measures: three handles of one driver, one live
/// allocation of every kind owned by each, and the peers' state.
pub struct Bench {
    /// The measuring handle: owns `all`.
    pub cuda: Cuda,
    /// Observes frees: owns `watched`.
    pub watcher: Cuda,
    /// Owned by `cuda`: its registry answers.
    pub all: cuda_mem_testing::EveryKind,
    /// Owned by another handle: foreign to `cuda` and `watcher`.
    pub foreign: cuda_mem_testing::EveryKind,
    /// (kind, owned by `cuda`, foreign, owned by `watcher`) addresses.
    pub kinds: Vec<(&'static str, u64, u64, u64)>,
    /// The primary context of device 0.
    pub ctx: PrimaryContextGuard,
    /// classify's attribute list.
    pub query: Vec<P>,
    /// What Open MPI reads once at start-up.
    pub statics: baselines::OpenMpiStatics,
    /// The real UCX's memory-type cache, when its library loads.
    pub ucx: Option<cuda_mem_bench::ucx::MemtypeCache>,
    /// Pairs per paired ratio.
    pub rounds: usize,
}

fn main() {
    let bench_mode = std::env::args().any(|a| a == "--bench");
    let out_dir = std::env::var_os("CUDA_MEM_BENCH_OUT")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| {
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/criterion")
        });
    let mut c = criterion(&out_dir);

    let rounds = rounds(bench_mode);
    // Three handles of one driver, each with its own registry and caches:
    // what the second owns is foreign to the first and the third (which
    // observes frees).
    let loaded = cuda_mem_bench::driver::load::<3>();
    let simulated = loaded.simulated();
    let [cuda, other, watcher] = loaded.handles;
    let _observing = watcher.observe_frees();
    let d = cuda.driver();
    let which = if simulated {
        "simulated driver (no GPU found)"
    } else {
        "real driver"
    };
    let dev0 = &cuda.devices()[0];
    let header = format!(
        "Measured on the {which}: {} (cc{}.{}), driver API {}, cuda.h {}, {} device(s)",
        dev0.name,
        dev0.caps.compute_capability.0,
        dev0.caps.compute_capability.1,
        cuda.driver_version(),
        cuda_mem_sys::HEADER_VERSION,
        cuda.devices().len()
    );
    eprintln!("{header}");
    let observed_mode = watcher.foreign_mode();
    eprintln!("observed mode: {observed_mode}");
    let (ucx, ucx_said) = load_ucx();

    // `all` is owned by `cuda` (classify answers from its registry);
    // `foreign` by `other`, so to `cuda` it is memory someone else
    // allocated (classify asks the driver).
    let all =
        cuda_mem_testing::EveryKind::new(&cuda, 0, LEN).expect("one allocation of every kind");
    let foreign = cuda_mem_testing::EveryKind::new(&other, 0, LEN).expect("and another");
    // Owned by the observing handle: its registry's answers, past its table.
    let watched = cuda_mem_testing::EveryKind::new(&watcher, 0, LEN).expect("and a third");
    let kinds: Vec<(&str, u64, u64, u64)> = all
        .expected()
        .iter()
        .zip(foreign.expected().iter())
        .zip(watched.expected().iter())
        .filter(|((e, _), _)| e.key != "pageable_static")
        .map(|((e, f), w)| (e.key, e.address, f.address, w.address))
        .collect();
    assert_eq!(kinds.len(), 12, "the bench needs every kind");
    // UCX's cache holds what UCM saw allocated on the device side; host
    // memory it leaves to its default (a miss).
    if let Some(u) = &ucx {
        for e in foreign.expected() {
            let kind = match e.kind {
                MemoryKind::Managed => 2,
                MemoryKind::Device | MemoryKind::StreamOrdered | MemoryKind::Vmm => 1,
                _ => continue,
            };
            u.populate(e.address, e.len, kind);
        }
    }
    let statics = baselines::OpenMpiStatics::read(d);
    let b = Bench {
        ctx: all.ctx.clone(),
        query: cuda.classification_attributes().to_vec(),
        cuda: cuda.clone(),
        watcher: watcher.clone(),
        all,
        foreign,
        kinds,
        statics,
        ucx,
        rounds,
    };
    let device_attrs = attributes::device(&mut c, &b);
    let (pointer_functions, pointer_rows) = attributes::pointer(&mut c, &b);
    let rows = classify::classify(&mut c, &b);
    let first_sight = classify::first_sight(&mut c, &b);
    let neighbours = classify::neighbours(&mut c, &b);
    let context = threads::context(&mut c, &b);
    let threads = threads::threads(&mut c, &b);

    c.final_summary();
    if bench_mode {
        let quick = std::env::args().any(|a| a == "--quick");
        let notes = notes(simulated, quick, &observed_mode);
        let plot_title = format!(
            "pointer classification, ns per call: {}, {}{}",
            dev0.name,
            which,
            if quick { ", --quick" } else { "" }
        );
        let report = summary::Report {
            notes,
            simulated,
            plot_title,
            header,
            rows,
            device_attrs,
            pointer_rows,
            pointer_functions: &pointer_functions,
            query: b.query.len(),
            context,
            threads,
            first_sight,
            neighbours,
            foreign_cache_bytes: cuda.foreign_cache_bytes(),
            ucx: ucx_said,
        };
        write_summary(&out_dir, &report);
    }
}

/// Criterion with short measurements (the groups are many), writing under
/// `out_dir`.
fn criterion(out_dir: &std::path::Path) -> Criterion {
    Criterion::default()
        .output_directory(out_dir)
        .plotting_backend(criterion::PlottingBackend::Plotters)
        .warm_up_time(Duration::from_millis(200))
        .measurement_time(Duration::from_millis(500))
        .sample_size(20)
        .configure_from_args()
}

/// Pairs per paired ratio: 1001, or CUDA_MEM_BENCH_ROUNDS (a shorter run
/// on a GPU machine rented by the minute); 3 when not benchmarking.
fn rounds(bench_mode: bool) -> usize {
    if bench_mode {
        std::env::var("CUDA_MEM_BENCH_ROUNDS")
            .ok()
            .and_then(|r| r.parse().ok())
            .unwrap_or(1001)
    } else {
        3
    }
}

/// The summary's notes: which driver, how measured, where the reference
/// numbers are.
fn notes(simulated: bool, quick: bool, observed_mode: &ForeignMode) -> Vec<String> {
    let mut notes = Vec::new();
    if simulated {
        notes.push(
            "These numbers come from the simulated driver: they time the simulator, not a GPU."
                .to_string(),
        );
    }
    if quick {
        notes.push(
            "Measured with `--quick`: few samples, for checking the report, not for conclusions."
                .to_string(),
        );
    }
    notes.push(format!(
        "Observed mode (the `observed` columns): {observed_mode}."
    ));
    notes.push(
        "Reference numbers from an H200, with the command that reproduces them: BENCHMARKS.md in the repository root."
            .to_string(),
    );
    notes
}

/// Writes the summary and its plot, and says where.
fn write_summary(out_dir: &std::path::Path, report: &summary::Report<'_>) {
    match summary::write(out_dir, report) {
        Ok((md, svg)) => {
            eprintln!("summary: {}\nplot: {}", md.display(), svg.display());
            // Criterion writes no report with --noplot.
            let report = out_dir.join("report/index.html");
            if report.is_file() && !std::env::args().any(|a| a == "--noplot") {
                eprintln!("criterion report: {}", report.display());
            }
        }
        Err(e) => eprintln!("writing the summary failed: {e}"),
    }
}

/// The real UCX's memory-type cache from the bundle's libucs, and where it
/// came from (or why it did not load).
fn load_ucx() -> (
    Option<cuda_mem_bench::ucx::MemtypeCache>,
    Result<String, String>,
) {
    let ucx = cuda_mem_bench::ucx::MemtypeCache::load();
    let ucx_said = match &ucx {
        Ok(_) => Ok(format!(
            "libucs from {}",
            std::env::var(cuda_mem_bench::ucx::UCX_ENV)
                .unwrap_or_else(|_| "the loader's path".into())
        )),
        Err(e) => Err(e.clone()),
    };
    eprintln!("UCX: {ucx_said:?}");
    (ucx.ok(), ucx_said)
}
