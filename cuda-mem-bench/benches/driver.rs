//! What each driver query costs, and cuda-mem's classification against the
//! raw call and the C libraries' sequences. `cargo xtask bench [--quick]`.
//! Runs on the real driver, or on the simulator when there is no GPU (the
//! summary's first line says which).

use criterion::{black_box, Criterion};
use cuda_mem::cuda_sys::{self, CUdevice_attribute as A, CUpointer_attribute as P};
use cuda_mem::*;
use cuda_mem_bench::{baselines, paired, summary};
use std::time::{Duration, Instant};

/// The Open MPI variants, in the order of [`summary::OMPI_FUNCTIONS`].
const OMPI: [baselines::OpenMpi; 3] = [
    baselines::OpenMpi::FastPath,
    baselines::OpenMpi::Main,
    baselines::OpenMpi::Pr14331,
];

const LEN: usize = 4 << 20;

/// Three loads of the same driver (the real one, else the simulator): each
/// has its own registry and caches, so what the second owns is foreign to
/// the first and the third (which observes frees).
fn load() -> (Cuda, Cuda, Cuda, Option<cuda_sim::SimLibrary>) {
    if let (Ok(a), Ok(b), Ok(c)) = (Cuda::load(), Cuda::load(), Cuda::load()) {
        if !a.devices().is_empty() {
            return (a, b, c, None);
        }
    }
    let sim = cuda_sim::SimLibrary::new("").expect("simulator");
    // SAFETY: cuda-sim implements the driver's C ABI.
    let load = || unsafe { Cuda::load_from(sim.path_str()) }.expect("simulator loads");
    let (a, b, c) = (load(), load(), load());
    (a, b, c, Some(sim))
}

/// The paired ratio of `f` over `other`.
fn paired_over(rounds: usize, reset: &dyn Fn(), f: impl FnMut(), other: impl FnMut()) -> f64 {
    paired::paired(f, other, rounds, reset).ratio
}

/// The paired ratio of `classify(ptr)` over `other` (both called directly,
/// neither through dynamic dispatch).
fn classify_over(
    cuda: &Cuda,
    ptr: u64,
    rounds: usize,
    reset: &dyn Fn(),
    other: impl FnMut(),
) -> f64 {
    let classify = || {
        let _ = black_box(cuda.classify(black_box(ptr)));
    };
    paired::paired(classify, other, rounds, reset).ratio
}

fn set_current(cuda: &Cuda, ctx: cuda_sys::CUcontext) {
    // SAFETY: a live context or null.
    unsafe { cuda.driver().cuCtxSetCurrent(ctx) }.expect("cuCtxSetCurrent");
}

/// Makes `ctx` current on this thread, or no context at all.
fn thread_state(cuda: &Cuda, ctx: &PrimaryContextGuard, with_ctx: bool) {
    let c = if with_ctx {
        ctx.context()
    } else {
        std::ptr::null_mut()
    };
    set_current(cuda, c);
}

fn main() {
    let bench_mode = std::env::args().any(|a| a == "--bench");
    let out_dir = std::env::var_os("CUDA_MEM_BENCH_OUT")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| {
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/criterion")
        });
    let mut c = Criterion::default()
        .output_directory(&out_dir)
        .plotting_backend(criterion::PlottingBackend::Plotters)
        .warm_up_time(Duration::from_millis(200))
        .measurement_time(Duration::from_millis(500))
        .sample_size(20)
        .configure_from_args();

    // Pairs per paired ratio: 1001, or CUDA_MEM_BENCH_ROUNDS (a shorter run
    // on a GPU machine rented by the minute); 3 when not benchmarking.
    let rounds: usize = if bench_mode {
        std::env::var("CUDA_MEM_BENCH_ROUNDS")
            .ok()
            .and_then(|r| r.parse().ok())
            .unwrap_or(1001)
    } else {
        3
    };
    let (cuda, other, watcher, sim) = load();
    let _observing = watcher.observe_frees();
    let d = cuda.driver();
    let which = if sim.is_some() {
        "simulated driver (no GPU found)"
    } else {
        "real driver"
    };
    let dev0 = &cuda.devices()[0];
    let header = format!(
        "Measured on the {which}: {} (cc{}.{}), driver API {}, cuda.h {}, {} device(s)",
        dev0.name,
        dev0.caps.compute_capability.0,
        dev0.caps.compute_capability.1,
        cuda.driver_version(),
        cuda_sys::HEADER_VERSION,
        cuda.devices().len()
    );
    eprintln!("{header}");
    let observed_mode = watcher.foreign_mode();
    eprintln!("observed mode: {observed_mode}");
    let ucx = cuda_mem_bench::ucx::MemtypeCache::load();
    let ucx_said = match &ucx {
        Ok(_) => Ok(format!(
            "libucs from {}",
            std::env::var(cuda_mem_bench::ucx::UCX_ENV)
                .unwrap_or_else(|_| "the loader's path".into())
        )),
        Err(e) => Err(e.clone()),
    };
    eprintln!("UCX: {ucx_said:?}");
    let ucx = ucx.ok();

    // `all` is owned by `cuda` (classify answers from its registry);
    // `foreign` by `other`, so to `cuda` it is memory someone else
    // allocated (classify asks the driver).
    let all = testing::EveryKind::new(&cuda, 0, LEN).expect("one allocation of every kind");
    let foreign = testing::EveryKind::new(&other, 0, LEN).expect("and another");
    // Owned by the observing handle: its registry's answers, past its table.
    let watched = testing::EveryKind::new(&watcher, 0, LEN).expect("and a third");
    let kinds: Vec<(&str, u64, u64, u64)> = all
        .expected()
        .iter()
        .zip(foreign.expected().iter())
        .zip(watched.expected().iter())
        .filter(|((e, _), _)| e.key != "pageable_static")
        .map(|((e, f), w)| (e.key, e.address, f.address, w.address))
        .collect();
    assert_eq!(kinds.len(), 9, "the bench needs every kind");
    // UCX's cache holds what UCM saw allocated on the device side; host
    // memory it leaves to its default (a miss).
    if let Some(u) = &ucx {
        for e in foreign.expected() {
            let kind = match e.kind {
                MemoryKind::Managed => 2,
                MemoryKind::Device | MemoryKind::StreamOrdered | MemoryKind::Vmm => 1,
                _ => continue,
            };
            u.populate(e.address, e.len, kind);
        }
    }
    let ctx = all.ctx.clone();
    let query: Vec<P> = cuda.classification_attributes().to_vec();
    let statics = baselines::OpenMpiStatics::read(d);

    // device_attribute: the driver call against the cached field, each in
    // batches of BATCH calls per iteration so the timing loop's own cost (a
    // few ns) does not swamp a read from memory.
    let mut device_attrs = Vec::new();
    macro_rules! device_attribute {
        ($name:literal, $attr:expr, $field:ident) => {{
            let group = concat!("device_attribute/", $name);
            let mut g = c.benchmark_group(group);
            g.bench_function("cuDeviceGetAttribute_batch", |b| {
                b.iter(|| {
                    let mut acc = 0;
                    for _ in 0..summary::BATCH {
                        let mut v = 0;
                        // SAFETY: valid out-pointer, device 0.
                        let _ = unsafe { d.cuDeviceGetAttribute(&mut v, black_box($attr), 0) };
                        acc += v;
                    }
                    acc
                })
            });
            let caps = &cuda.devices()[0].caps;
            g.bench_function("cached_batch", |b| {
                b.iter(|| {
                    let mut acc = 0;
                    for _ in 0..summary::BATCH {
                        acc += black_box(caps).$field as i32;
                    }
                    acc
                })
            });
            g.finish();
            device_attrs.push(($name.to_string(), group.to_string()));
        }};
    }
    device_attribute!(
        "MEMORY_POOLS_SUPPORTED",
        A::CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED,
        memory_pools
    );
    device_attribute!(
        "VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED",
        A::CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED,
        vmm
    );
    device_attribute!(
        "UNIFIED_ADDRESSING",
        A::CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING,
        unified_addressing
    );

    // pointer_attribute/<kind>/<ctx|noctx>: what each attribute costs alone,
    // and the lists the strategies ask for. Short measurements: there are
    // many.
    let singles = [
        ("MEMORY_TYPE", P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE),
        ("CONTEXT", P::CU_POINTER_ATTRIBUTE_CONTEXT),
        ("IS_MANAGED", P::CU_POINTER_ATTRIBUTE_IS_MANAGED),
        ("MEMPOOL_HANDLE", P::CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE),
        ("DEVICE_ORDINAL", P::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL),
        ("BUFFER_ID", P::CU_POINTER_ATTRIBUTE_BUFFER_ID),
        ("RANGE_START_ADDR", P::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR),
        (
            "ALLOWED_HANDLE_TYPES",
            P::CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES,
        ),
    ];
    let ompi_list = [
        P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
        P::CU_POINTER_ATTRIBUTE_CONTEXT,
        P::CU_POINTER_ATTRIBUTE_IS_MANAGED,
    ];
    let all14 = [
        P::CU_POINTER_ATTRIBUTE_CONTEXT,
        P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
        P::CU_POINTER_ATTRIBUTE_DEVICE_POINTER,
        P::CU_POINTER_ATTRIBUTE_HOST_POINTER,
        P::CU_POINTER_ATTRIBUTE_BUFFER_ID,
        P::CU_POINTER_ATTRIBUTE_IS_MANAGED,
        P::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
        P::CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE,
        P::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR,
        P::CU_POINTER_ATTRIBUTE_RANGE_SIZE,
        P::CU_POINTER_ATTRIBUTE_MAPPED,
        P::CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES,
        P::CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE,
        P::CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE,
    ];
    let lists: [(&str, &[P]); 4] = [
        ("open_mpi_list", &ompi_list),
        ("classify_list", &query),
        ("previous_list", &baselines::PREVIOUS_QUERY),
        ("all_14", &all14),
    ];
    let mut pointer_functions: Vec<String> = singles.iter().map(|s| s.0.to_string()).collect();
    pointer_functions.extend(lists.iter().map(|l| l.0.to_string()));
    pointer_functions.extend([
        "singular_MEMORY_TYPE".into(),
        "RetainAllocationHandle".into(),
    ]);
    let mut pointer_rows = Vec::new();
    for with_ctx in [true, false] {
        thread_state(&cuda, &ctx, with_ctx);
        for (kind, ptr, _, _) in &kinds {
            let group = format!(
                "pointer_attribute/{kind}/{}",
                if with_ctx { "ctx" } else { "noctx" }
            );
            let mut g = c.benchmark_group(&group);
            g.warm_up_time(Duration::from_millis(100))
                .measurement_time(Duration::from_millis(300))
                .sample_size(10);
            for (name, attr) in singles {
                g.bench_function(name, |b| {
                    b.iter(|| baselines::batched(d, &[attr], black_box(*ptr)))
                });
            }
            for (name, list) in lists {
                g.bench_function(name, |b| {
                    b.iter(|| baselines::batched_list(d, list, black_box(*ptr)))
                });
            }
            g.bench_function("singular_MEMORY_TYPE", |b| {
                b.iter(|| {
                    let mut v = 0u64;
                    // SAFETY: an 8-byte output holds the attribute.
                    unsafe {
                        d.cuPointerGetAttribute(
                            (&mut v as *mut u64).cast(),
                            P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
                            black_box(*ptr),
                        )
                    }
                })
            });
            g.bench_function("RetainAllocationHandle", |b| {
                b.iter(|| {
                    let mut h = 0;
                    // SAFETY: valid out-pointer; a retained handle is released.
                    unsafe {
                        if d.cuMemRetainAllocationHandle(&mut h, black_box(*ptr) as usize as *mut _)
                            .is_ok()
                        {
                            let _ = d.cuMemRelease(h);
                        }
                    }
                })
            });
            g.finish();
            pointer_rows.push((kind.to_string(), with_ctx, group));
        }
    }

    // classify/<kind>/<ctx|noctx>
    let mut rows = Vec::new();
    for with_ctx in [true, false] {
        for (kind, owned, foreign_ptr, watched_ptr) in &kinds {
            let (owned, fptr, wptr) = (*owned, *foreign_ptr, *watched_ptr);
            let reset = || thread_state(&cuda, &ctx, with_ctx);
            reset();
            let group = format!("classify/{kind}/{}", if with_ctx { "ctx" } else { "noctx" });
            let answer = format!("{:?}", cuda.classify(fptr).unwrap().kind());
            assert_eq!(
                cuda.classify(owned).unwrap().kind(),
                cuda.classify(fptr).unwrap().kind()
            );
            let mut ompi_answers = Vec::new();
            for v in OMPI {
                reset();
                ompi_answers.push(baselines::open_mpi(d, fptr, &statics, v).to_string());
            }
            reset();
            let ucx_answer = baselines::ucx(d, fptr).to_string();
            reset();
            let mut g = c.benchmark_group(&group);
            g.bench_function("owned", |b| b.iter(|| cuda.classify(black_box(owned))));
            g.bench_function("owned_observed", |b| {
                b.iter(|| watcher.classify(black_box(wptr)))
            });
            g.bench_function("foreign", |b| b.iter(|| cuda.classify(black_box(fptr))));
            g.bench_function("floor", |b| {
                b.iter(|| baselines::floor(d, &query, black_box(fptr)))
            });
            g.bench_function("previous_list", |b| {
                b.iter(|| baselines::batched(d, &baselines::PREVIOUS_QUERY, black_box(fptr)))
            });
            for (v, name) in OMPI.iter().zip(summary::OMPI_FUNCTIONS) {
                reset();
                g.bench_function(name, |b| {
                    b.iter(|| baselines::open_mpi(d, black_box(fptr), &statics, *v))
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
            let paired_floor = classify_over(&cuda, fptr, rounds, &reset, || {
                black_box(baselines::floor(d, &query, black_box(fptr)));
            });
            let paired_previous = classify_over(&cuda, fptr, rounds, &reset, || {
                black_box(baselines::batched(
                    d,
                    &baselines::PREVIOUS_QUERY,
                    black_box(fptr),
                ));
            });
            let mut paired_peers: Vec<f64> = OMPI
                .iter()
                .map(|v| {
                    classify_over(&cuda, fptr, rounds, &reset, || {
                        black_box(baselines::open_mpi(d, black_box(fptr), &statics, *v));
                    })
                })
                .collect();
            paired_peers.push(classify_over(&cuda, fptr, rounds, &reset, || {
                black_box(baselines::ucx(d, black_box(fptr)));
            }));
            let paired_by_driver = classify_over(&cuda, fptr, rounds, &reset, || {
                let _ = black_box(cuda.classify_by_driver(black_box(fptr)));
            });
            let paired_observed = paired_over(
                rounds,
                &reset,
                || {
                    let _ = black_box(watcher.classify(black_box(fptr)));
                },
                || {
                    let _ = black_box(cuda.classify_by_driver(black_box(fptr)));
                },
            );
            let paired_observed_ucx = ucx.as_ref().map(|u| {
                paired_over(
                    rounds,
                    &reset,
                    || {
                        let _ = black_box(watcher.classify(black_box(fptr)));
                    },
                    || {
                        black_box(u.lookup(black_box(fptr)));
                    },
                )
            });
            reset();
            rows.push(summary::ClassifyRow {
                paired: paired_floor,
                paired_previous,
                paired_peers,
                kind: kind.to_string(),
                ctx: with_ctx,
                group,
                answer,
                ompi_answers,
                ucx_answer,
                paired_by_driver,
                paired_observed,
                paired_observed_ucx,
            });
        }
    }
    set_current(&cuda, std::ptr::null_mut());

    // first_sight/<ctx|noctx>: device buffers of `other` never classified
    // by the measuring handle, each classified once.
    let mut first_sight = Vec::new();
    for with_ctx in [true, false] {
        let group = format!("first_sight/{}", if with_ctx { "ctx" } else { "noctx" });
        let mut g = c.benchmark_group(&group);
        let strategies: [(&str, &dyn Fn(u64)); 3] = [
            ("default", &|p| drop(black_box(cuda.classify(black_box(p))))),
            ("observed", &|p| {
                drop(black_box(watcher.classify(black_box(p))))
            }),
            ("by_driver", &|p| {
                drop(black_box(cuda.classify_by_driver(black_box(p))))
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
                        thread_state(&cuda, &ctx, with_ctx);
                        let t = Instant::now();
                        for b in &bufs {
                            classify(b.device_ptr());
                        }
                        total += t.elapsed();
                        set_current(&cuda, std::ptr::null_mut());
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
            let bufs: Vec<DeviceBuffer> = (0..paired::BATCH)
                .map(|_| DeviceBuffer::new(&foreign.ctx, 4096).expect("alloc"))
                .collect();
            thread_state(&cuda, &ctx, with_ctx);
            bufs
        };
        let paired_first = paired::paired_fresh(
            |b: &DeviceBuffer| strategies[1].1(b.device_ptr()),
            |b: &DeviceBuffer| strategies[0].1(b.device_ptr()),
            rounds,
            &fresh,
        );
        set_current(&cuda, std::ptr::null_mut());
        first_sight.push((with_ctx, paired_first.ratio, group));
    }

    // neighbours/<ctx|noctx>: a pageable address in the same 64 KiB granule
    // as 20 registered heap vectors (a communication library's bounce
    // buffers), on another page than any of them: the registry's filter
    // marks small ranges by page, so that only the registered pages pay
    // the registry's search.
    let mut heaps: Vec<Vec<u8>> = (0..20).map(|_| vec![1u8; 64 << 10]).collect();
    let regs: Vec<HostRegistration<'_>> = heaps
        .iter_mut()
        .map(|h| HostRegistration::new(&ctx, &mut h[..4096], Default::default()).expect("register"))
        .collect();
    let near = regs[10].as_ptr() as u64 + (32 << 10);
    assert_eq!(cuda.classify(near).unwrap().kind(), MemoryKind::Pageable);
    let mut neighbours = Vec::new();
    for with_ctx in [true, false] {
        let reset = || thread_state(&cuda, &ctx, with_ctx);
        reset();
        let group = format!("neighbours/{}", if with_ctx { "ctx" } else { "noctx" });
        let mut g = c.benchmark_group(&group);
        g.bench_function("classify", |b| b.iter(|| cuda.classify(black_box(near))));
        g.bench_function("by_driver", |b| {
            b.iter(|| cuda.classify_by_driver(black_box(near)))
        });
        g.finish();
        let paired = classify_over(&cuda, near, rounds, &reset, || {
            let _ = black_box(cuda.classify_by_driver(black_box(near)));
        });
        neighbours.push((with_ctx, paired, group));
    }
    set_current(&cuda, std::ptr::null_mut());
    drop(regs);

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
    set_current(&cuda, std::ptr::null_mut());
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
                    let barrier = std::sync::Barrier::new(n + 1);
                    std::thread::scope(|s| {
                        for _ in 0..n {
                            s.spawn(|| {
                                barrier.wait();
                                // The choice is made once, outside the timed loop.
                                match func {
                                    "owned" => (0..iters).for_each(|_| {
                                        let _ = black_box(cuda.classify(black_box(owned_ptr)));
                                    }),
                                    "foreign" => (0..iters).for_each(|_| {
                                        let _ = black_box(cuda.classify(black_box(foreign_ptr)));
                                    }),
                                    "observed" => (0..iters).for_each(|_| {
                                        let _ = black_box(watcher.classify(black_box(foreign_ptr)));
                                    }),
                                    "ucx_cache" => {
                                        let u = ucx.as_ref().expect("loaded");
                                        (0..iters).for_each(|_| {
                                            black_box(u.lookup(black_box(foreign_ptr)));
                                        })
                                    }

                                    _ => (0..iters).for_each(|_| {
                                        black_box(baselines::floor(
                                            d,
                                            &query,
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

    c.final_summary();
    if bench_mode {
        let quick = std::env::args().any(|a| a == "--quick");
        let mut notes = Vec::new();
        if sim.is_some() {
            notes.push(
                "These numbers come from the simulated driver: they time the simulator, not a GPU."
                    .to_string(),
            );
        }
        if quick {
            notes.push(
                "Measured with `--quick`: few samples, for checking the report, not for conclusions."
                    .to_string(),
            );
        }
        notes.push(format!(
            "Observed mode (the `observed` columns): {observed_mode}."
        ));
        notes.push(
            "Reference numbers from an H200, with the command that reproduces them: BENCHMARKS.md in the repository root."
                .to_string(),
        );
        let plot_title = format!(
            "pointer classification, ns per call: {}, {}{}",
            dev0.name,
            which,
            if quick { ", --quick" } else { "" }
        );
        let report = summary::Report {
            notes,
            plot_title,
            header,
            rows,
            device_attrs,
            pointer_rows,
            pointer_functions: &pointer_functions,
            query: query.len(),
            context,
            threads,
            first_sight,
            neighbours,
            foreign_cache_bytes: cuda.foreign_cache_bytes(),
            ucx: ucx_said,
        };
        match summary::write(&out_dir, &report) {
            Ok((md, svg)) => {
                eprintln!("summary: {}\nplot: {}", md.display(), svg.display());
                // Criterion writes no report with --noplot.
                let report = out_dir.join("report/index.html");
                if report.is_file() && !std::env::args().any(|a| a == "--noplot") {
                    eprintln!("criterion report: {}", report.display());
                }
            }
            Err(e) => eprintln!("writing the summary failed: {e}"),
        }
    }
}
