//! The summary's plot: classify against the floor and the baselines per
//! memory kind.

use super::ClassifyRow;
use std::path::Path;

/// The strategies the plot shows, by index into [`STRATEGIES`], with their
/// legend labels (what each is, as the tables' notes say) and colours.
const PLOTTED: [(usize, &str, (u8, u8, u8)); 8] = [
    (0, "cuda-mem, owned memory (registry)", (255, 127, 14)),
    (1, "cuda-mem, foreign memory (one call)", (214, 39, 40)),
    (9, "cuda-mem, observed mode (seen before)", (227, 119, 194)),
    (2, "floor: the raw batched driver call", (60, 60, 60)),
    (4, "Open MPI, March 2026 fast path", (140, 190, 230)),
    (5, "Open MPI main", (31, 119, 180)),
    (6, "Open MPI main + proposed pool check", (148, 103, 189)),
    (10, "UCX memory-type cache", (44, 160, 44)),
];

/// The y axis's ticks: 1, 2, 5 of each decade.
fn ticks(lo: f64, hi: f64) -> Vec<f64> {
    let mut out = Vec::new();
    let mut decade = 10f64.powf(lo.log10().floor());
    while decade <= hi {
        for m in [1.0, 2.0, 5.0] {
            let t = decade * m;
            if t >= lo && t <= hi {
                out.push(t);
            }
        }
        decade *= 10.0;
    }
    out
}

/// A tick's label: no decimals from 1 ns up.
fn tick_label(v: f64) -> String {
    if v >= 1.0 {
        format!("{v:.0}")
    } else {
        format!("{v:.1}")
    }
}

/// Grouped bars: one group per memory kind, one bar per strategy, on a log
/// scale (the C libraries' error paths cost 10-40 times the batched call);
/// one panel with a current context, one without; the legend beside them,
/// over no bar.
pub(super) fn plot(
    path: &Path,
    title: &str,
    rows: &[ClassifyRow],
    series: &[Vec<Option<f64>>],
) -> Result<(), Box<dyn std::error::Error>> {
    use plotters::prelude::*;
    let all: Vec<f64> = PLOTTED
        .iter()
        .flat_map(|(i, _, _)| series.get(*i).into_iter().flatten().flatten().copied())
        .collect();
    let (lo, hi) = all
        .iter()
        .fold((f64::MAX, 1.0f64), |(l, h), v| (l.min(*v), h.max(*v)));
    // The floor a decade-step below the smallest bar, so that the ticks
    // under it show.
    let floor = 10f64.powf((lo.max(0.1) * 0.9).log10().floor());
    let top = hi * 1.3;
    let marks = ticks(floor, top);
    let root = SVGBackend::new(path, (1600, 900)).into_drawing_area();
    root.fill(&WHITE)?;
    let root = root.titled(title, ("sans-serif", 22))?;
    let (plots, legend) = root.split_horizontally(1250);
    let panels = plots.split_evenly((2, 1));
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
            .build_cartesian_2d(-0.5f64..(n as f64 - 0.5), (floor..top).log_scale())?;
        // Pageable memory is never owned: its "owned" bar is the registry's
        // miss and the driver's call.
        let labels: Vec<String> = picked
            .iter()
            .map(|i| match rows[*i].kind.as_str() {
                "pageable" => "pageable (never owned)".to_string(),
                k => k.to_string(),
            })
            .collect();
        chart
            .configure_mesh()
            .disable_x_mesh()
            .disable_y_mesh()
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
            .y_labels(2)
            .y_label_formatter(&|_| String::new())
            .y_desc("ns per classification (log)")
            .draw()?;
        // The 1-2-5 ticks and their lines, drawn here: the log axis's own
        // choice skips those under 10 and prints "100.0".
        // The floor's own label would sit on the x axis's line: the axis
        // marks it, the labels start one tick above.
        for &t in &marks {
            chart.draw_series(std::iter::once(PathElement::new(
                [(-0.5, t), (n as f64 - 0.5, t)],
                BLACK.mix(0.12),
            )))?;
            if t <= floor {
                continue;
            }
            chart.draw_series(std::iter::once(Text::new(
                tick_label(t),
                (-0.5, t),
                ("sans-serif", 13).into_font().into_text_style(panel).pos(
                    plotters::style::text_anchor::Pos::new(
                        plotters::style::text_anchor::HPos::Right,
                        plotters::style::text_anchor::VPos::Center,
                    ),
                ),
            )))?;
        }
        let width = 0.84 / PLOTTED.len() as f64;
        for (slot, (i, _, (r, g, b))) in PLOTTED.iter().enumerate() {
            let colour = RGBColor(*r, *g, *b);
            let Some(values) = series.get(*i) else {
                continue;
            };
            let bars = picked.iter().enumerate().filter_map(|(x, row)| {
                let left = x as f64 - 0.42 + slot as f64 * width;
                values[*row].map(|v| {
                    Rectangle::new([(left, floor), (left + width * 0.9, v)], colour.filled())
                })
            });
            chart.draw_series(bars)?;
        }
    }
    legend_strip(&legend)?;
    root.present()?;
    Ok(())
}

/// The legend, in a strip of its own beside the panels.
fn legend_strip(
    area: &plotters::prelude::DrawingArea<
        plotters::prelude::SVGBackend<'_>,
        plotters::coord::Shift,
    >,
) -> Result<(), Box<dyn std::error::Error>> {
    use plotters::prelude::*;
    for (k, (_, label, (r, g, b))) in PLOTTED.iter().enumerate() {
        let y = 80 + 34 * k as i32;
        area.draw(&Rectangle::new(
            [(10, y - 8), (28, y + 8)],
            RGBColor(*r, *g, *b).filled(),
        ))?;
        area.draw(&Text::new(
            label.to_string(),
            (36, y - 8),
            ("sans-serif", 14),
        ))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_one_two_five_of_each_decade_labelled_without_decimals() {
        assert_eq!(
            ticks(1.0, 600.0),
            [1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0, 200.0, 500.0]
        );
        assert_eq!(tick_label(100.0), "100");
        assert_eq!(tick_label(0.5), "0.5");
    }
}
