//! Two strategies timed against each other in alternating batches, so that
//! drift in the driver's cost between two separate measurements (on a
//! shared host it can be larger than the difference being measured)
//! cancels out of their ratio.

use std::time::Instant;

/// Calls per timed batch of [`batch!`](crate::batch!) at the least.
pub const MIN_BATCH: usize = 256;

/// Calls per timed batch of [`batch!`](crate::batch!) at the most.
pub const MAX_BATCH: usize = 4096;

/// How long a batch of the faster side's calls lasts, where
/// [`MAX_BATCH`] calls allow. What a batch pays once, two clock reads and
/// the caches its reset left cold, is then under 1% of it: short batches
/// of observed mode's hit skewed its ratio to UCX's cache, whose calls take
/// longer (`classify_parts`' rows guard it).
pub const BATCH_NS: f64 = 16_000.0;

/// Allocations per timed batch where each call needs one of its own (a
/// first sight's fresh buffer, an allocation and its free): each costs
/// microseconds, so that 256 already outlast what the batch pays once.
pub const ALLOCATIONS: usize = 256;

/// Calls per timed batch for a pairing whose faster side takes `ns` per
/// call: `CUDA_MEM_BENCH_BATCH`, else enough to last [`BATCH_NS`],
/// from [`MIN_BATCH`] to [`MAX_BATCH`].
pub fn calls_per_batch(ns: f64) -> usize {
    count_from_env("CUDA_MEM_BENCH_BATCH").unwrap_or_else(|| {
        let n = (BATCH_NS / ns.max(f64::MIN_POSITIVE)).ceil();
        (n.min(MAX_BATCH as f64) as usize).max(MIN_BATCH)
    })
}

/// Pairs per paired ratio: `CUDA_MEM_BENCH_ROUNDS` (a shorter run on a GPU
/// machine rented by the minute), else `default`.
pub fn rounds(default: usize) -> usize {
    count_from_env("CUDA_MEM_BENCH_ROUNDS").unwrap_or(default)
}

/// A positive count that the environment variable `name` sets.
fn count_from_env(name: &str) -> Option<usize> {
    std::env::var(name)
        .ok()
        .and_then(|n| n.parse().ok())
        .filter(|&n| n > 0)
}

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

/// One timed batch of `$n` evaluations of `$call`, after `$reset()` and
/// one untimed evaluation: ns per call. A macro, so that `$call` is
/// written into the loop: a closure called once per call is compiled out
/// of line when its body is large (observed mode's hit is), and its call,
/// prologue and epilogue would be timed with it (what that did to observed
/// mode's ratios: `BENCHMARKS.md`). The untimed evaluation brings back what
/// `$reset`'s driver calls pushed out of the core's caches; what that one
/// call leaves cold, the batch's length ([`calls_per_batch`]) spreads thin.
#[macro_export]
macro_rules! batch {
    ($n:expr, $reset:expr, $call:expr) => {{
        let n: usize = $n;
        ($reset)();
        $call;
        let t = ::std::time::Instant::now();
        for _ in 0..n {
            $call;
        }
        t.elapsed().as_nanos() as f64 / n as f64
    }};
}

/// Hands a `Result` to `black_box` whole, as criterion's loop hands a
/// routine's output, and drops it with the `Ok` test inline. Written as
/// `let _ = black_box(r)` in a batch's loop, the `Result`'s drop glue was
/// an out-of-line call per call, after which the compiler reloaded the
/// handle's fields on every call (what that did to observed mode's hit:
/// `BENCHMARKS.md`).
#[inline(always)]
pub fn consume<T, E>(r: Result<T, E>) {
    if let Err(e) = std::hint::black_box(r) {
        drop(e);
    }
}

/// Times `$rounds` pairs of batches of `$a` and `$b` (expressions, each
/// written into its batch's loop by [`batch!`](crate::batch!)), which side first
/// alternating, so that what a batch pays for coming first (or second)
/// falls on both: a [`Paired`]. One batch of [`MIN_BATCH`] calls of each
/// side sets the length of all ([`calls_per_batch`] of the faster).
/// `$reset()` runs, untimed, before each batch (the bench restores the
/// thread's context state with it, which Open MPI's sequence changes).
#[macro_export]
macro_rules! paired {
    ($rounds:expr, $reset:expr, $a:expr, $b:expr) => {{
        let a_ns = $crate::batch!($crate::paired::MIN_BATCH, $reset, $a);
        let b_ns = $crate::batch!($crate::paired::MIN_BATCH, $reset, $b);
        let n = $crate::paired::calls_per_batch(a_ns.min(b_ns));
        $crate::paired::alternate(
            $rounds,
            || $crate::batch!(n, $reset, $a),
            || $crate::batch!(n, $reset, $b),
        )
    }};
}

/// [`paired!`] of two closures, each called once per call: for calls of
/// tens of ns or more, where that call is lost in the noise.
pub fn paired(mut a: impl FnMut(), mut b: impl FnMut(), rounds: usize, reset: &dyn Fn()) -> Paired {
    paired!(rounds, reset, a(), b())
}

/// As [`paired!`], for calls that each need an input never used before (an
/// allocation never classified): `make` builds each batch's [`ALLOCATIONS`]
/// inputs and readies the thread, untimed, and the batch's inputs are
/// dropped untimed after it.
pub fn paired_fresh<T>(
    mut a: impl FnMut(&T),
    mut b: impl FnMut(&T),
    rounds: usize,
    make: &dyn Fn() -> Vec<T>,
) -> Paired {
    alternate(
        rounds,
        || fresh_batch(&mut a, make),
        || fresh_batch(&mut b, make),
    )
}

/// One timed batch of `f` over inputs `make` built untimed: ns per call.
fn fresh_batch<T, F: FnMut(&T)>(f: &mut F, make: &dyn Fn() -> Vec<T>) -> f64 {
    let inputs = make();
    let t = Instant::now();
    for x in &inputs {
        f(x);
    }
    let ns = t.elapsed().as_nanos() as f64 / inputs.len() as f64;
    drop(inputs);
    ns
}

/// `rounds` pairs of one timed batch of each side (each closure readies
/// its side untimed and returns its batch's ns per call), which side first
/// alternating; their medians.
pub fn alternate(rounds: usize, mut a: impl FnMut() -> f64, mut b: impl FnMut() -> f64) -> Paired {
    let (mut ratios, mut ta, mut tb) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..rounds {
        let (x, y) = if i % 2 == 0 {
            let x = a();
            (x, b())
        } else {
            let y = b();
            (a(), y)
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
    quantile(v, 0.5)
}

/// The `q` quantile (0 to 1) of `v` by rank, sorting `v`: the value at
/// `(len - 1) × q`, rounded (the median at `q` 0.5 is `v[len / 2]`);
/// NaN for none.
pub fn quantile(v: &mut [f64], q: f64) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    v.sort_by(f64::total_cmp);
    v[((v.len() - 1) as f64 * q).round() as usize]
}
