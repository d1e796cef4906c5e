//! `context`: what giving a thread a context costs; `threads/<n>`: the
//! same buffer classified by 1 to 16 threads at once.

use crate::{set_current, Bench};
use criterion::{black_box, Criterion};
use cuda_mem_bench::paired::consume;
use cuda_mem_bench::{baselines, summary};
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Duration, Instant};

/// The `context` group: (case, group, function).
pub fn context(c: &mut Criterion, b: &Bench) -> Vec<(String, String, String)> {
    let Bench { cuda, all, .. } = b;
    let d = cuda.driver();
    // context
    let vinfo = cuda
        .classify(all.vmm_device.as_ref().expect("VMM").device_ptr())
        .unwrap();
    {
        let mut g = c.benchmark_group("context");
        g.bench_function("cuCtxGetCurrent", |b| {
            cuda.ensure_context(&vinfo).unwrap();
            b.iter(|| {
                let mut ctx = std::ptr::null_mut();
                // SAFETY: a valid out-pointer.
                let r = unsafe { d.cuCtxGetCurrent(&mut ctx) };
                black_box((r, ctx))
            })
        });
        g.bench_function("ensure_context_bound", |b| {
            cuda.ensure_context(&vinfo).unwrap();
            b.iter(|| cuda.ensure_context(black_box(&vinfo)))
        });
        g.bench_function("first_bind_fresh_thread", |b| {
            b.iter_custom(|iters| {
                let mut total = Duration::ZERO;
                for _ in 0..iters {
                    let cu = cuda.clone();
                    total += std::thread::spawn(move || {
                        let t = Instant::now();
                        let r = cu.ensure_context(&vinfo);
                        let e = t.elapsed();
                        r.unwrap();
                        e
                    })
                    .join()
                    .unwrap();
                }
                total
            })
        });
        g.finish();
    }
    set_current(cuda, std::ptr::null_mut());
    let context = vec![
        (
            "raw cuCtxGetCurrent on a bound thread (the floor)".to_string(),
            "context".to_string(),
            "cuCtxGetCurrent".to_string(),
        ),
        (
            "ensure_context, thread already bound".to_string(),
            "context".to_string(),
            "ensure_context_bound".to_string(),
        ),
        (
            "ensure_context, first bind on a fresh thread".to_string(),
            "context".to_string(),
            "first_bind_fresh_thread".to_string(),
        ),
    ];
    context
}

/// The `threads` groups: (threads, group).
pub fn threads(c: &mut Criterion, b: &Bench) -> Vec<(usize, String)> {
    let Bench {
        cuda,
        watcher,
        all,
        foreign,
        query,
        ucx,
        ..
    } = b;
    let d = cuda.driver();
    // threads: the same device buffer, owned (registry) and foreign
    // (driver), and the raw call.
    let mut threads = Vec::new();
    let owned_ptr = all.device_buffer.device_ptr();
    let foreign_ptr = foreign.device_buffer.device_ptr();
    for n in [1usize, 2, 4, 8, 16] {
        let group = format!("threads/{n}");
        let mut g = c.benchmark_group(&group);
        for func in summary::THREAD_FUNCTIONS {
            if func == "ucx_cache" && ucx.is_none() {
                continue;
            }
            g.bench_function(func, |b| {
                b.iter_custom(|iters| {
                    // `iters` calls for each thread, taken from one budget
                    // in chunks by whichever thread is free: the time is
                    // the aggregate's, all threads running until the
                    // budget is spent, as capi_bench's window is. A fixed
                    // share per thread would time the slowest thread, one
                    // the host preempted included (BENCHMARKS.md,
                    // "Threads").
                    let budget = AtomicI64::new((iters * n as u64) as i64);
                    let barrier = std::sync::Barrier::new(n + 1);
                    std::thread::scope(|s| {
                        for _ in 0..n {
                            s.spawn(|| {
                                barrier.wait();
                                // The choice is made once, outside the timed loop.
                                match func {
                                    "owned" => shares(&budget, || {
                                        consume(cuda.classify(black_box(owned_ptr)));
                                    }),
                                    "foreign" => shares(&budget, || {
                                        consume(cuda.classify(black_box(foreign_ptr)));
                                    }),
                                    "observed" => shares(&budget, || {
                                        consume(watcher.classify(black_box(foreign_ptr)));
                                    }),
                                    "ucx_cache" => {
                                        let u = ucx.as_ref().expect("loaded");
                                        shares(&budget, || {
                                            black_box(u.lookup(black_box(foreign_ptr)));
                                        })
                                    }
                                    _ => shares(&budget, || {
                                        black_box(baselines::floor(
                                            d,
                                            query,
                                            black_box(foreign_ptr),
                                        ));
                                    }),
                                }
                                barrier.wait();
                            });
                        }
                        barrier.wait();
                        let t = Instant::now();
                        barrier.wait();
                        t.elapsed()
                    })
                })
            });
        }
        g.finish();
        threads.push((n, group));
    }
    threads
}

/// Calls taken from the shared budget at a time: 10 µs of cache hits, so
/// that 16 threads' subtractions on the budget's line stay rare, and short
/// enough that the threads' last chunks end close together.
const CHUNK: i64 = 4096;

/// Makes `call` chunk by chunk until `budget` is spent.
#[inline(always)]
fn shares(budget: &AtomicI64, mut call: impl FnMut()) {
    loop {
        let left = budget.fetch_sub(CHUNK, Ordering::Relaxed);
        if left <= 0 {
            return;
        }
        (0..left.min(CHUNK)).for_each(|_| call());
    }
}
