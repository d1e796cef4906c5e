//! The real UCX without its memory-type cache (`UCX_MEMTYPE_CACHE=n`, what
//! its users set when a hook is missed): `uct_md_detect_memory_type` on the
//! `cuda_cpy` memory domain, against cuda-mem's `classify_by_driver` and
//! observed mode's hit, per kind and with 1 to 16 threads.
//!
//! In a process of its own, not in the criterion bench: opening UCX's CUDA
//! memory domain loads UCM's memory hooks into the process, which slowed
//! UCX's own cache lookup 1000-fold and crashed the bench on the H200.
//!
//! Needs the real driver and UCX (`CUDA_MEM_BENCH_UCX` names the folder
//! holding `libuct.so.0`, with `libuct_cuda.so.0` under `ucx/`); without
//! either it says why and does nothing. `cargo xtask gpu-bundle` carries
//! it as `gpu-bundle/ucx-detect`. Each number is the median of 31 batches.

use cuda_mem::{Cuda, MemoryKind};
use cuda_mem_bench::paired::consume;
use cuda_mem_bench::ucx::Detector;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Nanoseconds per call of `f`: the median of 31 batches of `n` calls.
fn per_call(n: u32, mut f: impl FnMut()) -> f64 {
    let mut batches: Vec<Duration> = (0..31)
        .map(|_| {
            let t = Instant::now();
            for _ in 0..n {
                f();
            }
            t.elapsed()
        })
        .collect();
    batches.sort();
    batches[15].as_nanos() as f64 / f64::from(n)
}

/// Aggregate calls per second (millions) of `f` on `threads` threads, each
/// making `n` calls after a common start.
fn aggregate(threads: usize, n: u32, f: &(impl Fn() + Sync)) -> f64 {
    let barrier = std::sync::Barrier::new(threads + 1);
    let elapsed = std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                barrier.wait();
                for _ in 0..n {
                    f();
                }
                barrier.wait();
            });
        }
        barrier.wait();
        let t = Instant::now();
        barrier.wait();
        t.elapsed()
    });
    (threads as f64 * f64::from(n)) / elapsed.as_secs_f64() / 1e6
}

fn main() {
    let (cuda, other) = match (Cuda::load(), Cuda::load()) {
        (Ok(a), Ok(b)) if !a.devices().is_empty() => (a, b),
        _ => {
            println!("ucx_detect: skipped, it needs the real driver and a GPU");
            return;
        }
    };
    let uct = match Detector::load() {
        Ok(u) => u,
        Err(e) => {
            println!("ucx_detect: skipped, UCX could not be loaded: {e}");
            return;
        }
    };
    let observer = cuda.observe_frees();
    println!("foreign mode: {}", cuda.foreign_mode());
    let foreign = cuda_mem_testing::EveryKind::new(&other, 0, 4 << 20).expect("every kind");
    let ctx = foreign.ctx.clone();
    let set = |c| {
        // SAFETY: a live context or null.
        unsafe { cuda.driver().cuCtxSetCurrent(c) }.expect("cuCtxSetCurrent");
    };
    println!("\n| kind | context | UCX detect (ns) | UCX says | classify_by_driver (ns) | observed classify (ns) | observed / UCX detect |");
    println!("|---|---|---|---|---|---|---|");
    for (with_ctx, name) in [(true, "current"), (false, "none")] {
        set(if with_ctx {
            ctx.context()
        } else {
            std::ptr::null_mut()
        });
        for e in foreign.expected() {
            if e.key == "pageable_static" {
                continue;
            }
            let p = e.address;
            let says = match uct.detect(p, 1) {
                Ok(0) => "host".to_string(),
                Ok(1) => "cuda".to_string(),
                Ok(2) => "cuda_managed".to_string(),
                Ok(t) => format!("type {t}"),
                Err(s) => format!("status {s}"),
            };
            let _ = cuda.classify(p);
            let detect = per_call(64, || {
                let _ = black_box(uct.detect(black_box(p), 1));
            });
            let by_driver = per_call(1024, || {
                consume(cuda.classify_by_driver(black_box(p)));
            });
            let observed = per_call(4096, || {
                consume(cuda.classify(black_box(p)));
            });
            println!(
                "| {} | {name} | {detect:.1} | {says} | {by_driver:.1} | {observed:.1} | {:.4} |",
                e.key,
                observed / detect
            );
        }
    }
    set(std::ptr::null_mut());
    let p = foreign.device_buffer.device_ptr();
    assert_eq!(cuda.classify(p).unwrap().kind(), MemoryKind::Device);
    println!("\n| threads (no current context) | UCX detect, M/s | observed classify, M/s | observed / UCX detect |");
    println!("|---|---|---|---|");
    for threads in [1usize, 2, 4, 8, 16] {
        let detect = aggregate(threads, 2000, &|| {
            let _ = black_box(uct.detect(black_box(p), 1));
        });
        let observed = aggregate(threads, 2_000_000, &|| {
            consume(cuda.classify(black_box(p)));
        });
        println!(
            "| {threads} | {detect:.3} | {observed:.1} | {:.0}× |",
            observed / detect
        );
    }
    drop(observer);
}
