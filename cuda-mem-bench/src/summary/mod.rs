//! The report written next to criterion's HTML: a markdown table of ns per
//! call with ratios, and an SVG plot of classify against the floor and the
//! baselines per memory kind.

mod plot;
mod tables;
mod writer;

pub use writer::write;

use std::fmt::Write as _;
use std::path::Path;

/// Criterion's folder name for a group or function id.
pub(crate) fn safe(s: &str) -> String {
    let mut out: String = s
        .chars()
        .map(|c| if "?\"/\\*<>:|^".contains(c) { '_' } else { c })
        .collect();
    out.truncate(64);
    out
}

/// Median ns per iteration criterion measured for `group`/`function`: the
/// median of its samples, which a few slow samples (another process on the
/// host, a migration) do not move as they move the mean.
pub fn median_ns(criterion_dir: &Path, group: &str, function: &str) -> Option<f64> {
    let p = criterion_dir
        .join(safe(group))
        .join(safe(function))
        .join("new/estimates.json");
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(p).ok()?).ok()?;
    v["median"]["point_estimate"].as_f64()
}

/// Calls per iteration in the `device_attribute` benches.
pub const BATCH: usize = 100;

/// One memory kind on one thread state, with the strategies' answers.
pub struct ClassifyRow {
    /// Median ratio of classify (foreign memory) to the raw call of the
    /// same list, in alternating batches (drift-free).
    pub paired: f64,
    /// The same against the raw call of the list classify asked for before
    /// the registry ([`crate::baselines::PREVIOUS_QUERY`]).
    pub paired_previous: f64,
    /// The same against each peer: Open MPI's variants in the order of
    /// [`OMPI_FUNCTIONS`], then UCX.
    pub paired_peers: Vec<f64>,
    /// Memory kind name.
    pub kind: String,
    /// Whether a context was current.
    pub ctx: bool,
    /// Criterion group of this row.
    pub group: String,
    /// cuda-mem's answer.
    pub answer: String,
    /// Open MPI's answers, in the order of [`OMPI_FUNCTIONS`].
    pub ompi_answers: Vec<String>,
    /// Foreign classify (default mode) over `classify_by_driver`, paired.
    pub paired_by_driver: f64,
    /// Observed mode's classify over `classify_by_driver`, paired.
    pub paired_observed: f64,
    /// Observed mode's classify over the real UCX's memory-type cache
    /// lookup, paired; `None` without UCX.
    pub paired_observed_ucx: Option<f64>,
    /// UCX's answer.
    pub ucx_answer: String,
}

/// Function ids of the Open MPI variants.
pub const OMPI_FUNCTIONS: [&str; 3] = ["ompi_fastpath", "ompi_main", "ompi_14331"];

/// Function ids of the `threads/<n>` groups.
pub const THREAD_FUNCTIONS: [&str; 5] = ["owned", "foreign", "observed", "floor", "ucx_cache"];

/// Strategies measured for each row (criterion function ids).
pub const STRATEGIES: [&str; 11] = [
    "owned",
    "foreign",
    "floor",
    "previous_list",
    "ompi_fastpath",
    "ompi_main",
    "ompi_14331",
    "ucx",
    "by_driver",
    "observed",
    "ucx_cache",
];

/// Indices into [`STRATEGIES`] of the C libraries' sequences.
pub(crate) const PEERS: [usize; 4] = [4, 5, 6, 7];

pub(crate) fn f(v: Option<f64>) -> String {
    v.map(|x| format!("{x:.1}")).unwrap_or_else(|| "-".into())
}

pub(crate) fn ratio(a: Option<f64>, b: Option<f64>) -> String {
    match (a, b) {
        (Some(a), Some(b)) if b > 0.0 => format!("{:.2}", a / b),
        _ => "-".into(),
    }
}

/// What the bench measured, by criterion group and function id.
pub struct Report<'a> {
    /// First line: driver, device, versions.
    pub header: String,
    /// `classify/<kind>/<ctx|noctx>` rows.
    pub rows: Vec<ClassifyRow>,
    /// (attribute name, group) of the `device_attribute` benches.
    pub device_attrs: Vec<(String, String)>,
    /// (memory kind, context current, group) of the `pointer_attribute`
    /// benches.
    pub pointer_rows: Vec<(String, bool, String)>,
    /// Function ids measured in each `pointer_attribute` group.
    pub pointer_functions: &'a [String],
    /// How many attributes classify's query has.
    pub query: usize,
    /// (case, group, function) of the `context` benches.
    pub context: Vec<(String, String, String)>,
    /// (threads, group) of the `threads` benches.
    pub threads: Vec<(usize, String)>,
    /// The `first_sight` benches, one per context state.
    pub first_sight: Vec<FirstSight>,
    /// (context current, classify / classify_by_driver paired, group) of a
    /// pageable address next to 20 registered heap vectors.
    pub neighbours: Vec<(bool, f64, String)>,
    /// Bytes the caches of foreign answers take.
    pub foreign_cache_bytes: usize,
    /// Where the real UCX's cache came from, or why it was skipped.
    pub ucx: Result<String, String>,
    /// Lines said before the tables (simulated driver, `--quick`, where the
    /// reference numbers are).
    pub notes: Vec<String>,
    /// Whether the simulated driver was measured: the targets are then
    /// shown without verdicts.
    pub simulated: bool,
    /// The plot's title (names the driver).
    pub plot_title: String,
}

/// One context state's `first_sight` group and its paired ratios over
/// fresh device buffers.
pub struct FirstSight {
    /// Whether a context was current.
    pub context: bool,
    /// Observed mode's first sight / the default classify's.
    pub first: f64,
    /// Observed mode's second sight (where it keeps the answer) / the
    /// default classify's.
    pub second: f64,
    /// The criterion group.
    pub group: String,
}

/// A target and whether the run met it.
pub(crate) fn target(
    md: &mut String,
    what: &str,
    worst: Option<f64>,
    limit: f64,
    unit: &str,
    at_most: bool,
) {
    let (verdict, value) = match worst {
        Some(v) if (at_most && v <= limit) || (!at_most && v >= limit) => ("met", v),
        Some(v) => ("**missed**", v),
        None => ("not measured", f64::NAN),
    };
    let op = if at_most { "≤" } else { "≥" };
    writeln!(
        md,
        "| {what} | {op} {limit}{unit} | {value:.2}{unit} | {verdict} |"
    )
    .ok();
}

/// The worst value of each target in this run, gathered while the tables
/// are written.
#[derive(Default)]
pub(crate) struct Worst {
    pub(crate) owned: Option<f64>,
    pub(crate) peer: Option<f64>,
    pub(crate) paired: Option<f64>,
    pub(crate) previous: Option<f64>,
    pub(crate) ucx: Option<f64>,
    pub(crate) observed_ns: Option<f64>,
    pub(crate) owned_observed: Option<f64>,
    pub(crate) first: Option<f64>,
    pub(crate) neighbours: Option<f64>,
    pub(crate) scaling16: Option<f64>,
    pub(crate) observed16: Option<f64>,
    pub(crate) ucx16: Option<f64>,
}

/// The larger of `a` and `b`.
pub(crate) fn max(a: Option<f64>, b: f64) -> Option<f64> {
    Some(a.map_or(b, |a| a.max(b)))
}
