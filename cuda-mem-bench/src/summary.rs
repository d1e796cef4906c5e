//! The report written next to criterion's HTML: a markdown table of ns per
//! call with ratios, and an SVG plot of classify against the floor and the
//! baselines per memory kind.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// Criterion's folder name for a group or function id.
fn safe(s: &str) -> String {
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
const PEERS: [usize; 4] = [4, 5, 6, 7];

fn f(v: Option<f64>) -> String {
    v.map(|x| format!("{x:.1}")).unwrap_or_else(|| "-".into())
}

fn ratio(a: Option<f64>, b: Option<f64>) -> String {
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
    /// (context current, observed / default paired over fresh buffers,
    /// group) of the `first_sight` benches.
    pub first_sight: Vec<(bool, f64, String)>,
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
    /// The plot's title (names the driver).
    pub plot_title: String,
}

/// A target and whether the run met it.
fn target(md: &mut String, what: &str, worst: Option<f64>, limit: f64, unit: &str, at_most: bool) {
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

/// Writes `summary.md` and `classify.svg` into `dir`; returns their paths.
pub fn write(dir: &Path, report: &Report<'_>) -> std::io::Result<(PathBuf, PathBuf)> {
    let Report {
        header,
        rows,
        device_attrs,
        pointer_rows,
        pointer_functions,
        query,
        context,
        threads,
        notes,
        first_sight,
        neighbours,
        foreign_cache_bytes,
        ucx,
        ..
    } = report;
    let mut md = String::new();
    writeln!(md, "{header}\n").ok();
    for note in notes {
        writeln!(md, "> {note}\n").ok();
    }
    writeln!(
        md,
        "## classify/<kind>: ns per call (criterion median), ratios from the same run\n\n\
         *owned*: memory this `Cuda` allocated (answered by the registry); *foreign*: \
         the same kind allocated through another `Cuda` (one driver call); *floor*: the raw \
         call with classify's {query} attributes; *previous*: the raw call with the six \
         attributes classify asked for before. Peer ratios are foreign / peer, paired \
         (and, in brackets, of the criterion medians): below 1 means classify is faster.\n"
    )
    .ok();
    writeln!(md, "| kind | context | owned | foreign | floor | foreign / floor, paired | foreign / previous, paired | / Open MPI #13773 | / Open MPI main | / Open MPI + #14331 | / UCX | answers: cuda-mem / Open MPI #13773, main, +#14331 / UCX |").ok();
    writeln!(md, "|---|---|---|---|---|---|---|---|---|---|---|---|").ok();
    let mut series: Vec<Vec<Option<f64>>> = vec![Vec::new(); STRATEGIES.len()];
    let mut worst_owned: Option<f64> = None;
    let mut worst_peer: Option<f64> = None;
    let mut worst_paired: Option<f64> = None;
    let mut worst_previous: Option<f64> = None;
    let max = |a: Option<f64>, b: f64| Some(a.map_or(b, |a: f64| a.max(b)));
    for r in rows {
        let ns: Vec<Option<f64>> = STRATEGIES
            .iter()
            .map(|s| median_ns(dir, &r.group, s))
            .collect();
        for (i, v) in ns.iter().enumerate() {
            series[i].push(*v);
        }
        if r.kind != "pageable" {
            if let Some(o) = ns[0] {
                worst_owned = max(worst_owned, o);
            }
        }
        for p in &r.paired_peers {
            worst_peer = max(worst_peer, *p);
        }
        worst_paired = max(worst_paired, r.paired);
        worst_previous = max(worst_previous, r.paired_previous);
        let peers: Vec<String> = PEERS
            .iter()
            .zip(&r.paired_peers)
            .map(|(p, paired)| format!("{paired:.2} ({})", ratio(ns[1], ns[*p])))
            .collect();
        writeln!(
            md,
            "| {} | {} | {} | {} | {} | {:.2} | {:.2} | {} | {} / {} / {} |",
            r.kind,
            if r.ctx { "current" } else { "none" },
            f(ns[0]),
            f(ns[1]),
            f(ns[2]),
            r.paired,
            r.paired_previous,
            peers.join(" | "),
            r.answer,
            r.ompi_answers.join(", "),
            r.ucx_answer
        )
        .ok();
    }
    writeln!(
        md,
        "\n## foreign memory seen before: direct (default) and observed mode\n\n\
         *owned*: `classify` of memory the `Cuda` allocated (the registry), for comparison; \
         *owned, observed*: the same through a handle with `observe_frees` on (its table is \
         asked first, a miss, then the registry); *default*: `classify` of foreign memory in the default (direct) mode; *by driver*: \
         `classify_by_driver`; *observed*: `classify` through a handle with `observe_frees` on; \
         *UCX cache*: the real UCX's `ucs_memtype_cache_lookup` with the allocation in its cache \
         (a hit for device, managed, pool and VMM memory; host memory is not cached by UCX, a \
         miss). UCX without its cache (`uct_md_detect_memory_type`) is timed in a process of \
         its own (`ucx_detect` example). Ratios paired, except *observed / owned* (of \
         the medians). Observed mode keeps neither pageable nor stream-ordered memory (no \
         callback marks memory becoming driver-known, nor the moment a stream-ordered free is \
         done): those cost one call, as a first sight does.\n\nUCX cache: {}\n",
        match ucx {
            Ok(s) => s.clone(),
            Err(e) => format!("not loaded ({e}): its columns are skipped"),
        }
    )
    .ok();
    writeln!(md, "| kind | context | owned | owned, observed | default | by driver | observed | UCX cache | observed / owned | default / by driver | default / Open MPI main | observed / by driver | observed / UCX cache |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|").ok();
    let mut worst_ucx: Option<f64> = None;
    let mut worst_observed_ns: Option<f64> = None;
    for r in rows {
        let ns = |s: &str| median_ns(dir, &r.group, s);
        let kept = r.kind != "pageable" && !r.kind.contains("pool");
        if kept {
            if let Some(o) = ns("observed") {
                worst_observed_ns = max(worst_observed_ns, o);
            }
        }
        let ucx_hit = kept && !matches!(r.kind.as_str(), "pinned" | "registered");
        if let (true, Some(u)) = (ucx_hit, r.paired_observed_ucx) {
            worst_ucx = max(worst_ucx, u);
        }
        writeln!(
            md,
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {:.2} | {:.2} | {:.2} | {} |",
            r.kind,
            if r.ctx { "current" } else { "none" },
            f(ns("owned")),
            f(ns("owned_observed")),
            f(ns("foreign")),
            f(ns("by_driver")),
            f(ns("observed")),
            f(ns("ucx_cache")),
            ratio(ns("observed"), ns("owned")),
            r.paired_by_driver,
            r.paired_peers.get(1).copied().unwrap_or(f64::NAN),
            r.paired_observed,
            r.paired_observed_ucx
                .map(|u| format!("{u:.2}"))
                .unwrap_or_else(|| "-".into()),
        )
        .ok();
    }
    writeln!(md, "\n### first sight: ns per classification of an allocation never classified before\n\n| context | default | observed | by driver | default / by driver | observed / by driver | observed / default, paired |\n|---|---|---|---|---|---|---|").ok();
    let mut worst_first: Option<f64> = None;
    for (ctx, paired, group) in first_sight {
        let ns = |s: &str| median_ns(dir, group, s);
        let by = ns("by_driver");
        worst_first = max(worst_first, *paired);
        writeln!(
            md,
            "| {} | {} | {} | {} | {} | {} | {paired:.2} |",
            if *ctx { "current" } else { "none" },
            f(ns("default")),
            f(ns("observed")),
            f(by),
            ratio(ns("default"), by),
            ratio(ns("observed"), by)
        )
        .ok();
    }
    writeln!(md, "\n### a pageable address next to 20 registered heap vectors (same 64 KiB granule)\n\n| context | classify | classify_by_driver | classify / classify_by_driver, paired |\n|---|---|---|---|").ok();
    let mut worst_neighbours: Option<f64> = None;
    for (ctx, paired, group) in neighbours {
        worst_neighbours = max(worst_neighbours, *paired);
        writeln!(
            md,
            "| {} | {} | {} | {paired:.2} |",
            if *ctx { "current" } else { "none" },
            f(median_ns(dir, group, "classify")),
            f(median_ns(dir, group, "by_driver")),
        )
        .ok();
    }
    writeln!(
        md,
        "\nThe caches of foreign answers take {foreign_cache_bytes} bytes, fixed at load.\n"
    )
    .ok();
    writeln!(
        md,
        "\n## pointer_attribute/<kind>: ns per cuPointerGetAttributes, one attribute alone and the strategies' lists\n"
    )
    .ok();
    writeln!(
        md,
        "| kind | context | {} |\n|---|---|{}",
        pointer_functions.join(" | "),
        "---|".repeat(pointer_functions.len())
    )
    .ok();
    for (kind, ctx, group) in pointer_rows {
        let cells: Vec<String> = pointer_functions
            .iter()
            .map(|func| f(median_ns(dir, group, func)))
            .collect();
        let ctx = if *ctx { "current" } else { "none" };
        writeln!(md, "| {kind} | {ctx} | {} |", cells.join(" | ")).ok();
    }
    writeln!(md, "\n## device_attribute: ns per call (criterion median of batches of {BATCH} calls, divided by {BATCH})\n\n| attribute | cuDeviceGetAttribute | cached DeviceCaps read | ratio |\n|---|---|---|---|").ok();
    for (attr, group) in device_attrs {
        let per_call = |func| median_ns(dir, group, func).map(|t| t / BATCH as f64);
        let (raw, cached) = (
            per_call("cuDeviceGetAttribute_batch"),
            per_call("cached_batch"),
        );
        writeln!(
            md,
            "| {attr} | {} | {} | {} |",
            f(raw),
            f(cached),
            ratio(raw, cached)
        )
        .ok();
    }
    writeln!(md, "\n## context: ns per call\n\n| case | ns |\n|---|---|").ok();
    for (case, group, func) in context {
        writeln!(md, "| {case} | {} |", f(median_ns(dir, group, func))).ok();
    }
    writeln!(md, "\n## threads: aggregate classifications per second (millions), one device buffer\n\n| threads | owned | owned, × one thread | foreign (default) | foreign (observed) | observed, × one thread | raw call | default / raw | UCX cache | observed / UCX cache |\n|---|---|---|---|---|---|---|---|---|---|").ok();
    let mut ucx16 = None;
    let (mut one_thread, mut one_observed) = (None, None);
    let (mut scaling16, mut observed16) = (None, None);
    for (n, group) in threads {
        let per = |func| median_ns(dir, group, func).map(|t| *n as f64 / t * 1e3);
        let (o, fo, ob, r) = (per("owned"), per("foreign"), per("observed"), per("floor"));
        let u = per("ucx_cache");
        if *n == 16 {
            ucx16 = ob.zip(u).map(|(ob, u)| ob / u);
        }
        if *n == 1 {
            one_thread = o;
            one_observed = ob;
        }
        let scale = o.zip(one_thread).map(|(o, one)| o / one);
        let oscale = ob.zip(one_observed).map(|(o, one)| o / one);
        if *n == 16 {
            scaling16 = scale;
            observed16 = oscale;
        }
        let x = |s: Option<f64>| s.map(|s| format!("{s:.1}")).unwrap_or_else(|| "-".into());
        writeln!(
            md,
            "| {n} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            f(o),
            x(scale),
            f(fo),
            f(ob),
            x(oscale),
            f(r),
            ratio(fo, r),
            f(u),
            ratio(ob, u)
        )
        .ok();
    }
    writeln!(
        md,
        "\n## targets\n\n| target | goal | worst in this run | |\n|---|---|---|---|"
    )
    .ok();
    target(
        &mut md,
        "owned pointer, ns per classify (every CUDA kind, both context states)",
        worst_owned,
        10.0,
        " ns",
        true,
    );
    target(
        &mut md,
        "owned, aggregate at 16 threads / one thread",
        scaling16,
        8.0,
        "×",
        false,
    );
    target(
        &mut md,
        "foreign classify / previous classify list (paired)",
        worst_previous,
        1.05,
        "×",
        true,
    );
    target(
        &mut md,
        "foreign classify / floor (paired)",
        worst_paired,
        1.10,
        "×",
        true,
    );
    target(
        &mut md,
        "foreign classify / every peer on every kind",
        worst_peer,
        0.95,
        "×",
        true,
    );
    target(
        &mut md,
        "observed, ns per classify of foreign memory seen before (every kind it keeps)",
        worst_observed_ns,
        10.0,
        " ns",
        true,
    );
    target(
        &mut md,
        "observed, aggregate at 16 threads / one thread",
        observed16,
        8.0,
        "×",
        false,
    );
    target(
        &mut md,
        "observed / the real UCX's cache hit, one thread (paired; kinds UCX caches)",
        worst_ucx,
        0.5,
        "×",
        true,
    );
    target(
        &mut md,
        "observed / the real UCX's cache hit, aggregate at 16 threads",
        ucx16,
        50.0,
        "×",
        false,
    );
    target(
        &mut md,
        "observed, first sight / default (direct) classify, paired",
        worst_first,
        1.10,
        "×",
        true,
    );
    target(
        &mut md,
        "pageable next to 20 registrations: classify / classify_by_driver (paired)",
        worst_neighbours,
        1.03,
        "×",
        true,
    );
    target(
        &mut md,
        "caches of foreign answers, MiB",
        Some(*foreign_cache_bytes as f64 / (1 << 20) as f64),
        1.0,
        " MiB",
        true,
    );
    let md_path = dir.join("summary.md");
    std::fs::write(&md_path, &md)?;
    let svg_path = dir.join("classify.svg");
    plot(&svg_path, &report.plot_title, rows, &series)
        .map_err(|e| std::io::Error::other(e.to_string()))?;
    Ok((md_path, svg_path))
}

/// The strategies the plot shows, by index into [`STRATEGIES`], with their
/// legend labels and colours.
const PLOTTED: [(usize, &str, (u8, u8, u8)); 7] = [
    (0, "cuda-mem classify, owned (registry)", (255, 127, 14)),
    (1, "cuda-mem classify, foreign", (214, 39, 40)),
    (2, "floor: raw batched call", (60, 60, 60)),
    (4, "Open MPI #13773", (140, 190, 230)),
    (5, "Open MPI main", (31, 119, 180)),
    (6, "Open MPI main + #14331", (148, 103, 189)),
    (7, "UCX slow path", (44, 160, 44)),
];

/// Grouped bars: one group per memory kind, one bar per strategy, on a log
/// scale (the C libraries' error paths cost 10-40 times the batched call);
/// one panel with a current context, one without.
fn plot(
    path: &Path,
    title: &str,
    rows: &[ClassifyRow],
    series: &[Vec<Option<f64>>],
) -> Result<(), Box<dyn std::error::Error>> {
    use plotters::prelude::*;
    let all: Vec<f64> = PLOTTED
        .iter()
        .flat_map(|(i, _, _)| series[*i].iter().flatten().copied())
        .collect();
    let (lo, hi) = all
        .iter()
        .fold((f64::MAX, 1.0f64), |(l, h), v| (l.min(*v), h.max(*v)));
    let floor = (lo.max(0.1) * 0.5).max(0.1);
    let root = SVGBackend::new(path, (1500, 900)).into_drawing_area();
    root.fill(&WHITE)?;
    let root = root.titled(title, ("sans-serif", 22))?;
    let panels = root.split_evenly((2, 1));
    for (panel, with_ctx) in panels.iter().zip([true, false]) {
        let picked: Vec<usize> = (0..rows.len())
            .filter(|i| rows[*i].ctx == with_ctx)
            .collect();
        let n = picked.len().max(1);
        let mut chart = ChartBuilder::on(panel)
            .caption(
                if with_ctx {
                    "context current"
                } else {
                    "no current context (fresh thread)"
                },
                ("sans-serif", 17),
            )
            .margin(12)
            .x_label_area_size(30)
            .y_label_area_size(70)
            .build_cartesian_2d(-0.5f64..(n as f64 - 0.5), (floor..hi * 1.3).log_scale())?;
        let labels: Vec<String> = picked.iter().map(|i| rows[*i].kind.clone()).collect();
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_labels(n)
            .x_label_formatter(&|x| {
                let i = x.round();
                if (x - i).abs() < 0.01 {
                    labels.get(i as usize).cloned().unwrap_or_default()
                } else {
                    String::new()
                }
            })
            .x_label_style(("sans-serif", 15))
            .y_desc("ns per classification (log)")
            .y_label_style(("sans-serif", 13))
            .draw()?;
        let width = 0.84 / PLOTTED.len() as f64;
        for (slot, (i, label, (r, g, b))) in PLOTTED.iter().enumerate() {
            let colour = RGBColor(*r, *g, *b);
            let bars = picked.iter().enumerate().filter_map(|(x, row)| {
                let left = x as f64 - 0.42 + slot as f64 * width;
                series[*i][*row].map(|v| {
                    Rectangle::new([(left, floor), (left + width * 0.9, v)], colour.filled())
                })
            });
            let drawn = chart.draw_series(bars)?;
            if with_ctx {
                drawn.label(*label).legend(move |(x, y)| {
                    Rectangle::new([(x, y - 6), (x + 14, y + 6)], colour.filled())
                });
            }
        }
        if with_ctx {
            chart
                .configure_series_labels()
                .position(SeriesLabelPosition::UpperLeft)
                .label_font(("sans-serif", 14))
                .background_style(WHITE.mix(0.9))
                .border_style(BLACK)
                .draw()?;
        }
    }
    root.present()?;
    Ok(())
}
