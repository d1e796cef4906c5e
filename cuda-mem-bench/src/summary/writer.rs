//! The summary file and its plot, table after table.

use super::{plot, tables, Report, Worst};
use std::path::{Path, PathBuf};

/// Writes `summary.md` and `classify.svg` into `dir`; returns their paths.
pub fn write(dir: &Path, report: &Report<'_>) -> std::io::Result<(PathBuf, PathBuf)> {
    let mut md = String::new();
    let mut w = Worst::default();
    let series = tables::classify(&mut md, dir, report, &mut w);
    tables::observed(&mut md, dir, report, &mut w);
    tables::first_sight(&mut md, dir, report, &mut w);
    tables::neighbours(&mut md, dir, report, &mut w);
    tables::pointer_attributes(&mut md, dir, report);
    tables::device_attributes_and_context(&mut md, dir, report);
    tables::threads(&mut md, dir, report, &mut w);
    tables::targets(&mut md, report, &w);
    let md_path = dir.join("summary.md");
    std::fs::write(&md_path, &md)?;
    let svg_path = dir.join("classify.svg");
    plot::plot(&svg_path, &report.plot_title, &report.rows, &series)
        .map_err(|e| std::io::Error::other(e.to_string()))?;
    Ok((md_path, svg_path))
}
