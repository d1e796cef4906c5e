//! How the cost of a kept answer moves over time, beside two fixed loops
//! timed at the same moments: is a slow row of the bench the code's, or the
//! host's?
//!
//! Observed mode's hit on one foreign device buffer, timed in batches back
//! to back for some seconds (`CUDA_MEM_TIMELINE_SECS`, 20 by default);
//! after each batch of hits, a batch of a chain of dependent
//! multiplications (its time follows the core's clock) and one of
//! independent additions over a small array (four loads and four adds a
//! step: its time follows the share of the core the thread gets, which a
//! hyperthread sibling's work takes from it). Printed: the medians of each
//! second, then how often a batch of hits is slow (over 1.5 times the 10th
//! percentile of all) and how often the loops are slow (over 1.25 times
//! theirs) in the same rounds and in the others.
//!
//! `cargo run --release -p cuda-mem-bench --bin hit_timeline`: on the
//! real driver, else on the simulator (and says so).

use cuda_mem::Cuda;
use cuda_mem_bench::paired::{consume, quantile};
use cuda_mem_bench::{batch, driver};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Calls per batch: about 50 µs of hits.
const CALLS: usize = 16_384;

/// One round: ns per step of each of the three batches.
#[derive(Clone, Copy)]
struct Round {
    hit: f64,
    chain: f64,
    wide: f64,
}

fn main() {
    let loaded = driver::load::<2>();
    println!("{}", loaded.which());
    let [cuda, owner] = loaded.handles;
    let secs: u64 = std::env::var("CUDA_MEM_TIMELINE_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    let every = cuda_mem_testing::EveryKind::new(&owner, 0, 1 << 20).expect("every kind");
    let p = every
        .expected()
        .iter()
        .find(|e| e.key == "device")
        .expect("a device buffer")
        .address;
    let observer = cuda.observe_frees();
    assert!(observer.is_observing(), "{}", cuda.foreign_mode());
    // Its first and second sights: kept from here on.
    consume(cuda.classify(p));
    consume(cuda.classify(p));
    let array = [1u64; 64];

    let start = Instant::now();
    let mut seconds: Vec<Vec<Round>> = Vec::new();
    while start.elapsed() < Duration::from_secs(secs) {
        let second = start.elapsed().as_secs() as usize;
        let hit = batch!(CALLS, || (), black_box(kind(&cuda, p)));
        let chain = batch!(CALLS, || (), chain_step());
        let wide = batch!(CALLS, || (), wide_step(&array));
        seconds.resize_with(second + 1, Vec::new);
        seconds[second].push(Round { hit, chain, wide });
    }
    drop(observer);

    println!(
        "ns per step, medians of each second's batches of {CALLS}: the hit, the chain (8 dependent multiplications), the wide loop (64 loads and adds, 4 at a time)"
    );
    println!();
    println!("| second | rounds | hit | chain | wide |");
    println!("|---|---|---|---|---|");
    for (s, rounds) in seconds.iter().enumerate() {
        if rounds.is_empty() {
            continue;
        }
        println!(
            "| {s} | {} | {:.2} | {:.2} | {:.2} |",
            rounds.len(),
            median(rounds.iter().map(|r| r.hit)),
            median(rounds.iter().map(|r| r.chain)),
            median(rounds.iter().map(|r| r.wide)),
        );
    }
    let all: Vec<Round> = seconds.into_iter().flatten().collect();
    let floor = |f: fn(&Round) -> f64| percentile(all.iter().map(f), 0.10);
    let (hit0, chain0, wide0) = (floor(|r| r.hit), floor(|r| r.chain), floor(|r| r.wide));
    let slow_hit = |r: &Round| r.hit > 1.5 * hit0;
    let slow_host = |r: &Round| r.chain > 1.25 * chain0 || r.wide > 1.25 * wide0;
    let slow: Vec<&Round> = all.iter().filter(|r| slow_hit(r)).collect();
    let fast: Vec<&Round> = all.iter().filter(|r| !slow_hit(r)).collect();
    let share = |v: &[&Round]| {
        100.0 * v.iter().filter(|r| slow_host(r)).count() as f64 / v.len().max(1) as f64
    };
    println!();
    println!(
        "{} rounds; 10th percentiles: hit {hit0:.2} ns, chain {chain0:.2}, wide {wide0:.2}",
        all.len()
    );
    println!(
        "slow hits (over {:.2} ns): {} rounds ({:.1}%), the loops slow in {:.1}% of them and in {:.1}% of the other rounds",
        1.5 * hit0,
        slow.len(),
        100.0 * slow.len() as f64 / all.len().max(1) as f64,
        share(&slow),
        share(&fast),
    );
    println!(
        "medians: hit {:.2} ns, chain {:.2}, wide {:.2}; worst second's hit median {:.2}",
        median(all.iter().map(|r| r.hit)),
        median(all.iter().map(|r| r.chain)),
        median(all.iter().map(|r| r.wide)),
        percentile(all.iter().map(|r| r.hit), 1.0),
    );
}

/// Eight dependent multiplications: a fixed amount of work, no memory
/// (as `classify_parts`' reference chain).
#[inline(always)]
fn chain_step() {
    let mut x = black_box(3u64);
    for _ in 0..8 {
        x = x.wrapping_mul(x) | 1;
    }
    black_box(x);
}

/// 64 loads and adds into four sums: as many independent operations a
/// cycle as the core gives one thread.
#[inline(always)]
fn wide_step(array: &[u64; 64]) {
    let a = black_box(array);
    let mut s = [0u64; 4];
    for c in a.chunks_exact(4) {
        for (s, x) in s.iter_mut().zip(c) {
            *s = s.wrapping_add(*x);
        }
    }
    black_box(s);
}

fn median(v: impl Iterator<Item = f64>) -> f64 {
    percentile(v, 0.5)
}

fn percentile(v: impl Iterator<Item = f64>, q: f64) -> f64 {
    quantile(&mut v.collect::<Vec<_>>(), q)
}

/// `Cuda::classify` of `p`, its kind read (as `capi_vs_rust` reads it).
/// Not `consume`: written into this loop, the `Result` handed whole to
/// `black_box` costs several times what reading the kind does, as
/// `consume` does in the bench's criterion loop.
#[inline(always)]
fn kind(cuda: &Cuda, p: u64) -> u32 {
    cuda.classify(black_box(p))
        .map_or(u32::MAX, |i| i.kind() as u32)
}
