//! `ab-report FILE BASE OTHER`: the paired A/B of two builds from the
//! summaries `run.sh --ab` gathers (`ab-summary.md`): for every timed row
//! both builds measured, the median over the rounds of each, their ratio,
//! and each build's own spread from round to round (the noise a ratio has
//! to be read against). `BASE` and `OTHER` name a build as its summaries do:
//! `bench-<rev>` for an earlier commit, `bench` for the bundle's own.

use std::collections::BTreeMap;

/// (section, kind or context, context or "", column) of one timed cell.
type Cell = (String, String, String, String);

/// Columns holding nanoseconds per classification in the summary's
/// per-kind tables: the ones an A/B compares.
const TIMED: [&str; 6] = [
    "owned",
    "owned, observed",
    "foreign",
    "default",
    "observed",
    "by driver",
];

/// The sections whose rows are nanoseconds per classification.
const SECTIONS: [&str; 3] = ["classify/", "foreign memory seen before", "first sight"];

/// Every timed cell of every run: run name -> cell -> ns.
fn parse(text: &str) -> BTreeMap<String, BTreeMap<Cell, f64>> {
    let mut runs: BTreeMap<String, BTreeMap<Cell, f64>> = BTreeMap::new();
    let mut run = String::new();
    let mut section = String::new();
    let mut header: Option<Vec<String>> = None;
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("# ") {
            run = name.trim().to_string();
            continue;
        }
        if line.starts_with('#') {
            section = line.trim_start_matches('#').trim().to_string();
            section.truncate(section.find(':').unwrap_or(section.len()));
            header = None;
            continue;
        }
        if !line.starts_with('|') {
            header = None;
            continue;
        }
        let cells: Vec<String> = line
            .trim()
            .trim_matches('|')
            .split('|')
            .map(|c| c.trim().to_string())
            .collect();
        let Some(h) = &header else {
            header = Some(cells);
            continue;
        };
        if cells[0].chars().all(|c| c == '-') {
            continue;
        }
        // Rows are named by their first cells that are not numbers: a kind
        // and a context, or a context alone.
        let names: Vec<&String> = cells
            .iter()
            .take_while(|c| c.parse::<f64>().is_err())
            .take(2)
            .collect();
        let (a, b) = (
            names.first().map_or(String::new(), |s| s.to_string()),
            names.get(1).map_or(String::new(), |s| s.to_string()),
        );
        if !SECTIONS.iter().any(|s| section.starts_with(s)) {
            continue;
        }
        for (col, v) in h.iter().zip(&cells) {
            if let (true, Ok(ns)) = (TIMED.contains(&col.as_str()), v.parse::<f64>()) {
                let cell = (section.clone(), a.clone(), b.clone(), col.clone());
                runs.entry(run.clone()).or_default().insert(cell, ns);
            }
        }
    }
    runs
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

/// The rounds of `build`: its runs' cells, in round order.
fn rounds<'a>(
    runs: &'a BTreeMap<String, BTreeMap<Cell, f64>>,
    build: &str,
) -> Vec<&'a BTreeMap<Cell, f64>> {
    runs.iter()
        .filter(|(name, _)| {
            name.strip_prefix(build)
                .and_then(|r| r.strip_prefix('-'))
                .is_some_and(|r| r.parse::<u32>().is_ok())
        })
        .map(|(_, cells)| cells)
        .collect()
}

pub fn task(args: &[String]) {
    let [_, file, base, other] = args else {
        eprintln!("usage: cargo xtask ab-report FILE BASE OTHER");
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("reading {file}: {e}"));
    let runs = parse(&text);
    let (a, b) = (rounds(&runs, base), rounds(&runs, other));
    assert!(
        !a.is_empty() && !b.is_empty(),
        "{file} has no rounds of {base} or of {other}"
    );
    println!(
        "A/B: {other} against {base}, {} and {} rounds, medians in ns",
        b.len(),
        a.len()
    );
    println!();
    println!(
        "| table | row | column | {base} | {other} | ratio | spread {base} | spread {other} |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    let mut ratios = Vec::new();
    for cell in a[0].keys() {
        let of = |rs: &[&BTreeMap<Cell, f64>]| -> Vec<f64> {
            rs.iter().filter_map(|r| r.get(cell).copied()).collect()
        };
        let (va, vb) = (of(&a), of(&b));
        if va.len() != a.len() || vb.len() != b.len() {
            continue;
        }
        let spread = |v: &[f64]| {
            v.iter().copied().fold(f64::MIN, f64::max) / v.iter().copied().fold(f64::MAX, f64::min)
        };
        let (ma, mb) = (median(va.clone()), median(vb.clone()));
        let ratio = mb / ma;
        ratios.push(ratio);
        let row = [cell.1.as_str(), cell.2.as_str()].join(" ");
        println!(
            "| {} | {} | {} | {ma:.1} | {mb:.1} | {ratio:.3} | {:.2} | {:.2} |",
            cell.0,
            row.trim(),
            cell.3,
            spread(&va),
            spread(&vb)
        );
    }
    let worst = ratios.iter().copied().fold(f64::MIN, f64::max);
    let geo = (ratios.iter().map(|r| r.ln()).sum::<f64>() / ratios.len() as f64).exp();
    println!();
    println!(
        "{} rows; ratio of medians: worst {worst:.3}, geometric mean {geo:.3}; within 3%: {}",
        ratios.len(),
        ratios.iter().filter(|r| (*r - 1.0).abs() <= 0.03).count()
    );
}
