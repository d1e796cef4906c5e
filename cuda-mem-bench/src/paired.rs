//! Two strategies timed against each other in alternating batches, so that
//! drift in the driver's cost between two separate measurements (on a
//! shared host it can be larger than the difference being measured)
//! cancels out of their ratio.

use std::time::Instant;

/// Calls per timed batch.
pub const BATCH: usize = 256;

/// The medians of one pairing.
#[derive(Debug, Clone, Copy)]
pub struct Paired {
    /// Median over the pairs of `a`'s batch time over `b`'s.
    pub ratio: f64,
    /// Median ns per call of `a`.
    pub a_ns: f64,
    /// Median ns per call of `b`.
    pub b_ns: f64,
}

/// Times `rounds` pairs of batches of [`BATCH`] calls of `a` and `b`.
/// Which of the two runs first alternates from pair to pair, so that what a
/// batch pays for coming first (or second) falls on both. `reset` runs,
/// untimed, before each batch (the bench restores the thread's context
/// state with it, which Open MPI's sequence changes).
pub fn paired(mut a: impl FnMut(), mut b: impl FnMut(), rounds: usize, reset: &dyn Fn()) -> Paired {
    let time = |f: &mut dyn FnMut()| {
        reset();
        let t = Instant::now();
        for _ in 0..BATCH {
            f();
        }
        t.elapsed().as_nanos() as f64 / BATCH as f64
    };
    let (mut ratios, mut ta, mut tb) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..rounds {
        let (x, y) = if i % 2 == 0 {
            let x = time(&mut a);
            (x, time(&mut b))
        } else {
            let y = time(&mut b);
            (time(&mut a), y)
        };
        ratios.push(x / y);
        ta.push(x);
        tb.push(y);
    }
    Paired {
        ratio: median(&mut ratios),
        a_ns: median(&mut ta),
        b_ns: median(&mut tb),
    }
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}
