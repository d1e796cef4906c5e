//! The summary's tables, one function each, in the order they are written.

use super::{
    f, max, median_ns, ratio, target, FirstSight, Report, Worst, BATCH, PEERS, STRATEGIES,
};
use std::fmt::Write as _;
use std::path::Path;

/// Writes the `classify/<kind>` table; answers the plot's series.
pub(super) fn classify(
    md: &mut String,
    dir: &Path,
    report: &Report<'_>,
    w: &mut Worst,
) -> Vec<Vec<Option<f64>>> {
    let Report {
        header,
        notes,
        rows,
        query,
        ..
    } = report;
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
                w.owned = max(w.owned, o);
            }
        }
        for p in &r.paired_peers {
            w.peer = max(w.peer, *p);
        }
        w.paired = max(w.paired, r.paired);
        w.previous = max(w.previous, r.paired_previous);
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
    series
}

/// Writes foreign memory seen before, direct and observed.
pub(super) fn observed(md: &mut String, dir: &Path, report: &Report<'_>, w: &mut Worst) {
    let Report { rows, ucx, .. } = report;
    writeln!(
        md,
        "\n## foreign memory seen before: direct (default) and observed mode\n\n\
         *owned*: `classify` of memory the `Cuda` allocated (the registry), for comparison; \
         *owned, observed*: the same through a handle with `observe_frees` on (its table, which \
         keeps the registry's answer from its second classification on); *default*: `classify` of foreign memory in the default (direct) mode; *by driver*: \
         `classify_by_driver`; *observed*: `classify` through a handle with `observe_frees` on; \
         *UCX cache*: the real UCX's `ucs_memtype_cache_lookup` with the allocation in its cache \
         (a hit for device, managed, pool and VMM memory; host memory is not cached by UCX, a \
         miss). UCX without its cache (`uct_md_detect_memory_type`) is timed in a process of \
         its own (`ucx_detect` program). Ratios paired, except *observed / owned* (of \
         the medians). Observed mode keeps pageable memory until a call that may make memory \
         driver-known returns (an allocation, a registration, a mapping, an import, a graph's \
         launch, anywhere in the process), and keeps \
         stream-ordered memory only inside an allocation made while observing until its \
         free is called: the rest costs one call, as a first sight does.\n\nUCX cache: {}\n",
        match ucx {
            Ok(s) => s.clone(),
            Err(e) => format!("not loaded ({e}): its columns are skipped"),
        }
    )
    .ok();
    writeln!(md, "| kind | context | owned | owned, observed | default | by driver | observed | UCX cache | observed / owned | default / by driver | default / Open MPI main | observed / by driver | observed / UCX cache |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|").ok();
    for r in rows {
        let ns = |s: &str| median_ns(dir, &r.group, s);
        if let Some(o) = ns("observed") {
            w.observed_ns = max(w.observed_ns, o);
        }
        // The pageable row's "owned" buffer is a heap vector: no registry.
        if let (true, Some(o)) = (r.kind != "pageable", ns("owned_observed")) {
            w.owned_observed = max(w.owned_observed, o);
        }
        if let Some(u) = r.paired_observed_ucx {
            w.ucx = max(w.ucx, u);
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
}

/// Writes first sight of an allocation.
pub(super) fn first_sight(md: &mut String, dir: &Path, report: &Report<'_>, w: &mut Worst) {
    let Report { first_sight, .. } = report;
    writeln!(md, "\n### first sight: ns per classification of an allocation never classified before\n\n| context | default | observed | by driver | default / by driver | observed / by driver | observed / default, paired | second sight, observed / default, paired |\n|---|---|---|---|---|---|---|---|").ok();
    for FirstSight {
        context,
        first,
        second,
        group,
    } in first_sight
    {
        let ns = |s: &str| median_ns(dir, group, s);
        let by = ns("by_driver");
        w.first = max(w.first, *first);
        writeln!(
            md,
            "| {} | {} | {} | {} | {} | {} | {first:.2} | {second:.2} |",
            if *context { "current" } else { "none" },
            f(ns("default")),
            f(ns("observed")),
            f(by),
            ratio(ns("default"), by),
            ratio(ns("observed"), by)
        )
        .ok();
    }
}

/// Writes a pageable address next to registered memory, and the caches' size.
pub(super) fn neighbours(md: &mut String, dir: &Path, report: &Report<'_>, w: &mut Worst) {
    let Report {
        neighbours,
        foreign_cache_bytes,
        ..
    } = report;
    writeln!(md, "\n### a pageable address next to 20 registered heap vectors (same 64 KiB granule)\n\n| context | classify | classify_by_driver | classify / classify_by_driver, paired |\n|---|---|---|---|").ok();
    for (ctx, paired, group) in neighbours {
        w.neighbours = max(w.neighbours, *paired);
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
        "\nThe caches of foreign answers take at most {foreign_cache_bytes} bytes, fixed at load.\n"
    )
    .ok();
}

/// Writes the per-call cost of each pointer attribute.
pub(super) fn pointer_attributes(md: &mut String, dir: &Path, report: &Report<'_>) {
    let Report {
        pointer_rows,
        pointer_functions,
        ..
    } = report;
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
}

/// Writes the per-call cost of each device attribute, and of contexts.
pub(super) fn device_attributes_and_context(md: &mut String, dir: &Path, report: &Report<'_>) {
    let Report {
        device_attrs,
        context,
        ..
    } = report;
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
}

/// Writes 1 to 16 threads.
pub(super) fn threads(md: &mut String, dir: &Path, report: &Report<'_>, w: &mut Worst) {
    let Report { threads, .. } = report;
    writeln!(md, "\n## threads: aggregate classifications per second (millions), one device buffer\n\n| threads | owned | owned, × one thread | foreign (default) | foreign (observed) | observed, × one thread | raw call | default / raw | UCX cache | observed / UCX cache |\n|---|---|---|---|---|---|---|---|---|---|").ok();
    let (mut one_thread, mut one_observed) = (None, None);
    for (n, group) in threads {
        let per = |func| median_ns(dir, group, func).map(|t| *n as f64 / t * 1e3);
        let (o, fo, ob, r) = (per("owned"), per("foreign"), per("observed"), per("floor"));
        let u = per("ucx_cache");
        if *n == 16 {
            w.ucx16 = ob.zip(u).map(|(ob, u)| ob / u);
        }
        if *n == 1 {
            one_thread = o;
            one_observed = ob;
        }
        let scale = o.zip(one_thread).map(|(o, one)| o / one);
        let oscale = ob.zip(one_observed).map(|(o, one)| o / one);
        if *n == 16 {
            w.scaling16 = scale;
            w.observed16 = oscale;
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
}

/// The targets' heading: on the simulated driver, why there is no verdict.
fn targets_heading(md: &mut String, simulated: bool) {
    let why = if simulated {
        "The targets are the GPU machine's (BENCHMARKS.md); on the simulated driver this run's \
         values are shown without a verdict.\n\n"
    } else {
        ""
    };
    writeln!(
        md,
        "\n## targets\n\n{why}| target | goal | worst in this run | |\n|---|---|---|---|"
    )
    .ok();
}

/// Writes each target, met or missed; on the simulated driver the values
/// only (the targets are the GPU machine's).
pub(super) fn targets(md: &mut String, report: &Report<'_>, w: &Worst) {
    let Report {
        foreign_cache_bytes,
        simulated,
        ..
    } = report;
    targets_heading(md, *simulated);
    let from = md.len();
    target(
        md,
        "every buffer seen before, observed mode, ns per classify (every kind, owned or not, both context states)",
        w.owned_observed.map_or(w.observed_ns, |o| max(w.observed_ns, o)),
        5.0,
        " ns",
        true,
    );
    target(
        md,
        "observed / the real UCX's answer for the same buffer, paired (every kind; host memory: UCX's miss)",
        w.ucx,
        0.4,
        "×",
        true,
    );
    target(
        md,
        "owned memory, direct mode (the registry), ns per classify (every kind, both context states)",
        w.owned,
        5.0,
        " ns",
        true,
    );
    target(
        md,
        "owned memory, observed mode (the table from its second classification on), ns per classify",
        w.owned_observed,
        5.0,
        " ns",
        true,
    );
    target(
        md,
        "owned, aggregate at 16 threads / one thread",
        w.scaling16,
        10.0,
        "×",
        false,
    );
    target(
        md,
        "observed, aggregate at 16 threads / one thread",
        w.observed16,
        10.0,
        "×",
        false,
    );
    target(
        md,
        "observed, first sight / direct classify, paired",
        w.first,
        1.05,
        "×",
        true,
    );
    target(
        md,
        "caches of foreign answers, MiB",
        Some(*foreign_cache_bytes as f64 / (1 << 20) as f64),
        1.0,
        " MiB",
        true,
    );
    writeln!(md, "| *earlier issues' targets* | | | |").ok();
    target(
        md,
        "foreign classify / previous classify list (paired)",
        w.previous,
        1.05,
        "×",
        true,
    );
    target(
        md,
        "foreign classify / floor (paired)",
        w.paired,
        1.10,
        "×",
        true,
    );
    target(
        md,
        "foreign classify / every peer on every kind",
        w.peer,
        0.95,
        "×",
        true,
    );
    target(
        md,
        "observed / the real UCX's cache hit, aggregate at 16 threads",
        w.ucx16,
        50.0,
        "×",
        false,
    );
    target(
        md,
        "pageable next to 20 registrations: classify / classify_by_driver (paired)",
        w.neighbours,
        1.03,
        "×",
        true,
    );
    if *simulated {
        strip_verdicts(md, from);
    }
}

/// The rows written from `from` on, without the GPU machine's verdicts.
fn strip_verdicts(md: &mut String, from: usize) {
    let rows = md.split_off(from);
    md.push_str(
        &rows
            .replace(" | met |", " | |")
            .replace(" | **missed** |", " | |"),
    );
}
