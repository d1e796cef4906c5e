//! The summary's plot: classify against the floor and the baselines per
//! memory kind.

use super::ClassifyRow;
use std::path::Path;

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
pub(super) fn plot(
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
