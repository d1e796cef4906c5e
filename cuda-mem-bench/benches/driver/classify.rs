//! `classify/<kind>/<ctx|noctx>` against the raw call and the peers,
//! `first_sight/<ctx|noctx>` and `neighbours/<ctx|noctx>`.

use crate::{classify_over, set_current, thread_state, Bench, OMPI};
use criterion::{black_box, Criterion};
use cuda_mem::{Cuda, DeviceBuffer, HostRegistration, MemoryKind};
use cuda_mem_bench::paired::consume;
use cuda_mem_bench::{baselines, paired, summary};
use std::time::{Duration, Instant};

/// The `classify` groups, one row each.
pub fn classify(c: &mut Criterion, b: &Bench) -> Vec<summary::ClassifyRow> {
    let mut rows = Vec::new();
    for with_ctx in [true, false] {
        for &(kind, owned, fptr, wptr) in &b.kinds {
            let reset = || thread_state(&b.cuda, &b.ctx, with_ctx);
            reset();
            let group = format!("classify/{kind}/{}", if with_ctx { "ctx" } else { "noctx" });
            let mut row = answers(b, kind, with_ctx, group, owned, fptr, &reset);
            measure(c, b, &row.group, owned, fptr, wptr, &reset);
            paired_ratios(b, fptr, &reset, &mut row);
            reset();
            rows.push(row);
        }
    }
    set_current(&b.cuda, std::ptr::null_mut());
    rows
}

/// The row of `kind`, with what each strategy answers for it; the ratios
/// come later.
fn answers(
    b: &Bench,
    kind: &str,
    with_ctx: bool,
    group: String,
    owned: u64,
    fptr: u64,
    reset: &dyn Fn(),
) -> summary::ClassifyRow {
    let Bench { cuda, statics, .. } = b;
    let d = cuda.driver();
    let answer = format!("{:?}", cuda.classify(fptr).unwrap().kind());
    assert_eq!(
        cuda.classify(owned).unwrap().kind(),
        cuda.classify(fptr).unwrap().kind()
    );
    let mut ompi_answers = Vec::new();
    for v in OMPI {
        reset();
        ompi_answers.push(baselines::open_mpi(d, fptr, statics, v).to_string());
    }
    reset();
    let ucx_answer = baselines::ucx(d, fptr).to_string();
    reset();
    summary::ClassifyRow {
        paired: 0.0,
        paired_previous: 0.0,
        paired_peers: Vec::new(),
        kind: kind.to_string(),
        ctx: with_ctx,
        group,
        answer,
        ompi_answers,
        ucx_answer,
        paired_by_driver: 0.0,
        paired_observed: 0.0,
        paired_observed_ucx: None,
    }
}

/// The criterion medians of one `classify` group.
fn measure(
    c: &mut Criterion,
    b: &Bench,
    group: &str,
    owned: u64,
    fptr: u64,
    wptr: u64,
    reset: &dyn Fn(),
) {
    let Bench {
        cuda,
        watcher,
        query,
        statics,
        ucx,
        ..
    } = b;
    let d = cuda.driver();
    let mut g = c.benchmark_group(group);
    g.bench_function("owned", |b| b.iter(|| cuda.classify(black_box(owned))));
    g.bench_function("owned_observed", |b| {
        b.iter(|| watcher.classify(black_box(wptr)))
    });
    g.bench_function("foreign", |b| b.iter(|| cuda.classify(black_box(fptr))));
    g.bench_function("floor", |b| {
        b.iter(|| baselines::floor(d, query, black_box(fptr)))
    });
    g.bench_function("previous_list", |b| {
        b.iter(|| baselines::batched(d, &baselines::PREVIOUS_QUERY, black_box(fptr)))
    });
    for (v, name) in OMPI.iter().zip(summary::OMPI_FUNCTIONS) {
        reset();
        g.bench_function(name, |b| {
            b.iter(|| baselines::open_mpi(d, black_box(fptr), statics, *v))
        });
    }
    reset();
    g.bench_function("ucx", |b| b.iter(|| baselines::ucx(d, black_box(fptr))));
    g.bench_function("by_driver", |b| {
        b.iter(|| cuda.classify_by_driver(black_box(fptr)))
    });
    let _ = watcher.classify(fptr);
    g.bench_function("observed", |b| b.iter(|| watcher.classify(black_box(fptr))));
    if let Some(u) = &ucx {
        g.bench_function("ucx_cache", |b| b.iter(|| u.lookup(black_box(fptr))));
    }
    g.finish();
}

/// The paired ratios of one row: classify over the raw call and each peer,
/// observed mode over the direct call and over UCX's cache.
fn paired_ratios(b: &Bench, fptr: u64, reset: &dyn Fn(), row: &mut summary::ClassifyRow) {
    let (cuda, watcher, statics) = (&b.cuda, &b.watcher, &b.statics);
    let (query, ucx, rounds) = (&b.query, &b.ucx, b.rounds);
    let (d, reset) = (cuda.driver(), &reset);
    let paired_floor = classify_over!(cuda, fptr, rounds, reset, {
        black_box(baselines::floor(d, query, black_box(fptr)));
    });
    let paired_previous = classify_over!(cuda, fptr, rounds, reset, {
        black_box(baselines::batched(
            d,
            &baselines::PREVIOUS_QUERY,
            black_box(fptr),
        ));
    });
    let mut paired_peers: Vec<f64> = OMPI
        .iter()
        .map(|v| {
            classify_over!(cuda, fptr, rounds, reset, {
                black_box(baselines::open_mpi(d, black_box(fptr), statics, *v));
            })
        })
        .collect();
    paired_peers.push(classify_over!(cuda, fptr, rounds, reset, {
        black_box(baselines::ucx(d, black_box(fptr)));
    }));
    let paired_by_driver = classify_over!(cuda, fptr, rounds, reset, {
        consume(cuda.classify_by_driver(black_box(fptr)));
    });
    let paired_observed = paired!(
        rounds,
        reset,
        {
            consume(watcher.classify(black_box(fptr)));
        },
        {
            consume(cuda.classify_by_driver(black_box(fptr)));
        }
    )
    .ratio;
    let paired_observed_ucx = ucx.as_ref().map(|u| {
        paired!(
            rounds,
            reset,
            {
                consume(watcher.classify(black_box(fptr)));
            },
            {
                black_box(u.lookup(black_box(fptr)));
            }
        )
        .ratio
    });
    row.paired = paired_floor;
    row.paired_previous = paired_previous;
    row.paired_peers = paired_peers;
    row.paired_by_driver = paired_by_driver;
    row.paired_observed = paired_observed;
    row.paired_observed_ucx = paired_observed_ucx;
}

/// The `first_sight` groups: each context state's paired ratios.
pub fn first_sight(c: &mut Criterion, b: &Bench) -> Vec<summary::FirstSight> {
    let Bench {
        cuda,
        watcher,
        foreign,
        ctx,
        rounds,
        ..
    } = b;
    let rounds = *rounds;
    // first_sight/<ctx|noctx>: device buffers of `other` never classified
    // by the measuring handle, each classified once.
    let mut first_sight = Vec::new();
    for with_ctx in [true, false] {
        let group = format!("first_sight/{}", if with_ctx { "ctx" } else { "noctx" });
        let mut g = c.benchmark_group(&group);
        let strategies: [(&str, &dyn Fn(u64)); 3] = [
            ("default", &|p| consume(cuda.classify(black_box(p)))),
            ("observed", &|p| consume(watcher.classify(black_box(p)))),
            ("by_driver", &|p| {
                consume(cuda.classify_by_driver(black_box(p)))
            }),
        ];
        for (name, classify) in strategies {
            g.bench_function(name, |b| {
                b.iter_custom(|iters| {
                    let mut total = Duration::ZERO;
                    let mut left = iters;
                    while left > 0 {
                        let n = left.min(256);
                        left -= n;
                        let bufs: Vec<DeviceBuffer> = (0..n)
                            .map(|_| DeviceBuffer::new(&foreign.ctx, 4096).expect("alloc"))
                            .collect();
                        thread_state(cuda, ctx, with_ctx);
                        let t = Instant::now();
                        for b in &bufs {
                            classify(b.device_ptr());
                        }
                        total += t.elapsed();
                        set_current(cuda, std::ptr::null_mut());
                    }
                    total
                })
            });
        }
        g.finish();
        // Observed against the default, in alternating batches of fresh
        // buffers: the separate medians above drift by more than the
        // insert costs.
        let fresh = || {
            let bufs: Vec<DeviceBuffer> = (0..paired::ALLOCATIONS)
                .map(|_| DeviceBuffer::new(&foreign.ctx, 4096).expect("alloc"))
                .collect();
            thread_state(cuda, ctx, with_ctx);
            bufs
        };
        // Each side calls `classify` directly, not through `strategies`'
        // `dyn Fn` (an indirect call on both sides pulls the ratio to 1).
        let paired_first = paired::paired_fresh(
            |b: &DeviceBuffer| consume(watcher.classify(black_box(b.device_ptr()))),
            |b: &DeviceBuffer| consume(cuda.classify(black_box(b.device_ptr()))),
            rounds,
            &fresh,
        );
        // The second sight, where observed mode asks again and keeps the
        // answer: each side's batch seen once, untimed, then timed again.
        let second = |handle: &Cuda| {
            let bufs = fresh();
            for b in &bufs {
                consume(handle.classify(black_box(b.device_ptr())));
            }
            thread_state(cuda, ctx, with_ctx);
            let t = Instant::now();
            for b in &bufs {
                consume(handle.classify(black_box(b.device_ptr())));
            }
            t.elapsed().as_nanos() as f64 / bufs.len() as f64
        };
        let paired_second = paired::alternate(rounds, || second(watcher), || second(cuda));
        set_current(cuda, std::ptr::null_mut());
        first_sight.push(summary::FirstSight {
            context: with_ctx,
            first: paired_first.ratio,
            second: paired_second.ratio,
            group,
        });
    }
    first_sight
}

/// The `neighbours` groups: (context current, paired ratio, group).
pub fn neighbours(c: &mut Criterion, b: &Bench) -> Vec<(bool, f64, String)> {
    let Bench {
        cuda, ctx, rounds, ..
    } = b;
    let rounds = *rounds;
    // neighbours/<ctx|noctx>: a pageable address in the same 64 KiB granule
    // as 20 registered heap vectors (a communication library's bounce
    // buffers), on another page than any of them: the registry's filter
    // marks small ranges by page, so that only the registered pages pay
    // the registry's search.
    let mut heaps: Vec<Vec<u8>> = (0..20).map(|_| vec![1u8; 64 << 10]).collect();
    let regs: Vec<HostRegistration<'_>> = heaps
        .iter_mut()
        .map(|h| HostRegistration::new(ctx, &mut h[..4096], Default::default()).expect("register"))
        .collect();
    let near = regs[10].as_ptr() as u64 + (32 << 10);
    assert_eq!(cuda.classify(near).unwrap().kind(), MemoryKind::Pageable);
    let mut neighbours = Vec::new();
    for with_ctx in [true, false] {
        let reset = || thread_state(cuda, ctx, with_ctx);
        reset();
        let group = format!("neighbours/{}", if with_ctx { "ctx" } else { "noctx" });
        let mut g = c.benchmark_group(&group);
        g.bench_function("classify", |b| b.iter(|| cuda.classify(black_box(near))));
        g.bench_function("by_driver", |b| {
            b.iter(|| cuda.classify_by_driver(black_box(near)))
        });
        g.finish();
        let paired = classify_over!(cuda, near, rounds, reset, {
            consume(cuda.classify_by_driver(black_box(near)));
        });
        neighbours.push((with_ctx, paired, group));
    }
    set_current(cuda, std::ptr::null_mut());
    drop(regs);
    neighbours
}
