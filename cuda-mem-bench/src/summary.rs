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

/// Mean ns per iteration criterion measured for `group`/`function`.
pub fn mean_ns(criterion_dir: &Path, group: &str, function: &str) -> Option<f64> {
    let p = criterion_dir
        .join(safe(group))
        .join(safe(function))
        .join("new/estimates.json");
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(p).ok()?).ok()?;
    v["mean"]["point_estimate"].as_f64()
}

/// Calls per iteration in the `device_attribute` benches.
pub const BATCH: usize = 100;

/// One memory kind on one thread state, with the strategies' answers.
pub struct ClassifyRow {
    /// Median classify/floor ratio of alternating batches (drift-free).
    pub paired: f64,
    /// Memory kind name.
    pub kind: String,
    /// Whether a context was current.
    pub ctx: bool,
    /// Criterion group of this row.
    pub group: String,
    /// cuda-mem's answer.
    pub answer: String,
    /// Open MPI's answer.
    pub ompi_answer: String,
    /// UCX's answer.
    pub ucx_answer: String,
}

/// Strategies measured for each row (criterion function ids).
pub const STRATEGIES: [&str; 6] = [
    "classify",
    "floor",
    "percall_cap",
    "ompi_main",
    "ompi_early",
    "ucx",
];

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
    /// (memory kind, group) of the `pointer_attribute` benches.
    pub pointer_rows: Vec<(String, String)>,
    /// Function ids measured in each `pointer_attribute` group.
    pub pointer_functions: &'a [&'a str],
    /// (case, group, function) of the `context` benches.
    pub context: Vec<(String, String, String)>,
    /// (threads, group) of the `threads` benches.
    pub threads: Vec<(usize, String)>,
}

/// Writes `summary.md` and `classify.svg` into `dir`; returns their paths.
pub fn write(dir: &Path, report: &Report<'_>) -> std::io::Result<(PathBuf, PathBuf)> {
    let Report {
        header,
        rows,
        device_attrs,
        pointer_rows,
        pointer_functions,
        context,
        threads,
    } = report;
    let mut md = String::new();
    writeln!(md, "{header}\n").ok();
    writeln!(
        md,
        "## classify/<kind>: ns per call (mean), ratios from the same run\n"
    )
    .ok();
    writeln!(md, "| kind | context | classify | floor (raw batched call) | classify / floor | classify / floor, paired | per-call cap check / classify | Open MPI main / classify | Open MPI early return / classify | UCX slow path / classify | answers: cuda-mem / Open MPI / UCX |").ok();
    writeln!(md, "|---|---|---|---|---|---|---|---|---|---|---|").ok();
    let mut series: Vec<Vec<Option<f64>>> = vec![Vec::new(); STRATEGIES.len()];
    for r in rows {
        let ns: Vec<Option<f64>> = STRATEGIES
            .iter()
            .map(|s| mean_ns(dir, &r.group, s))
            .collect();
        for (i, v) in ns.iter().enumerate() {
            series[i].push(*v);
        }
        writeln!(
            md,
            "| {} | {} | {} | {} | {} | {:.2} | {} | {} | {} | {} | {} / {} / {} |",
            r.kind,
            if r.ctx { "current" } else { "none" },
            f(ns[0]),
            f(ns[1]),
            ratio(ns[0], ns[1]),
            r.paired,
            ratio(ns[2], ns[0]),
            ratio(ns[3], ns[0]),
            ratio(ns[4], ns[0]),
            ratio(ns[5], ns[0]),
            r.answer,
            r.ompi_answer,
            r.ucx_answer
        )
        .ok();
    }
    writeln!(md, "\n## device_attribute: ns per call (criterion mean of batches of {BATCH} calls, divided by {BATCH})\n\n| attribute | cuDeviceGetAttribute | cached DeviceCaps read | ratio |\n|---|---|---|---|").ok();
    for (attr, group) in device_attrs {
        let per_call = |func| mean_ns(dir, group, func).map(|t| t / BATCH as f64);
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
    writeln!(
        md,
        "\n## pointer_attribute/<kind>: ns per call (context current)\n"
    )
    .ok();
    writeln!(
        md,
        "| kind | {} |\n|---|{}",
        pointer_functions.join(" | "),
        "---|".repeat(pointer_functions.len())
    )
    .ok();
    for (kind, group) in pointer_rows {
        let cells: Vec<String> = pointer_functions
            .iter()
            .map(|func| f(mean_ns(dir, group, func)))
            .collect();
        writeln!(md, "| {kind} | {} |", cells.join(" | ")).ok();
    }
    writeln!(md, "\n## context: ns per call\n\n| case | ns |\n|---|---|").ok();
    for (case, group, func) in context {
        writeln!(md, "| {case} | {} |", f(mean_ns(dir, group, func))).ok();
    }
    writeln!(md, "\n## threads: aggregate calls per second (millions)\n\n| threads | classify | raw batched call | classify / raw |\n|---|---|---|---|").ok();
    for (n, group) in threads {
        let per = |func| mean_ns(dir, group, func).map(|t| *n as f64 / t * 1e3);
        let (c, r) = (per("classify"), per("floor"));
        writeln!(md, "| {n} | {} | {} | {} |", f(c), f(r), ratio(c, r)).ok();
    }
    let md_path = dir.join("summary.md");
    std::fs::write(&md_path, &md)?;
    let svg_path = dir.join("classify.svg");
    plot(&svg_path, rows, &series).map_err(|e| std::io::Error::other(e.to_string()))?;
    Ok((md_path, svg_path))
}

fn plot(
    path: &Path,
    rows: &[ClassifyRow],
    series: &[Vec<Option<f64>>],
) -> Result<(), Box<dyn std::error::Error>> {
    use plotters::prelude::*;
    let all: Vec<f64> = series.iter().flatten().flatten().copied().collect();
    let (lo, hi) = all
        .iter()
        .fold((f64::MAX, 1.0f64), |(l, h), v| (l.min(*v), h.max(*v)));
    let root = SVGBackend::new(path, (1400, 700)).into_drawing_area();
    root.fill(&WHITE)?;
    let n = rows.len().max(1);
    let mut chart = ChartBuilder::on(&root)
        .caption(
            "pointer classification: ns per call (log scale)",
            ("sans-serif", 22),
        )
        .margin(15)
        .x_label_area_size(120)
        .y_label_area_size(70)
        .build_cartesian_2d(
            -0.5f64..(n as f64 - 0.5),
            (lo.max(0.1) * 0.7..hi * 1.5).log_scale(),
        )?;
    let labels: Vec<String> = rows
        .iter()
        .map(|r| format!("{}{}", r.kind, if r.ctx { "" } else { " (no ctx)" }))
        .collect();
    chart
        .configure_mesh()
        .x_labels(n)
        .x_label_formatter(&|x| labels.get(x.round() as usize).cloned().unwrap_or_default())
        .x_label_style(
            ("sans-serif", 11)
                .into_font()
                .transform(FontTransform::Rotate90),
        )
        .y_desc("ns per call")
        .draw()?;
    let colors = [RED, BLACK, MAGENTA, BLUE, CYAN, GREEN];
    for (i, s) in series.iter().enumerate() {
        let pts: Vec<(f64, f64)> = s
            .iter()
            .enumerate()
            .filter_map(|(x, v)| v.map(|v| (x as f64, v)))
            .collect();
        let c = colors[i % colors.len()];
        chart
            .draw_series(LineSeries::new(pts.clone(), c.stroke_width(2)))?
            .label(STRATEGIES[i])
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], c));
        chart.draw_series(pts.into_iter().map(|p| Circle::new(p, 4, c.filled())))?;
    }
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .draw()?;
    root.present()?;
    Ok(())
}
