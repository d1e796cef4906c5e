//! What observed mode costs every allocator in the process: an allocation
//! and its free, of each kind, through raw driver calls (memory this crate
//! does not own, as a communication library's users allocate it), with
//! observed mode on and its table full of kept answers, paired against the
//! same pair with no observer. Observed mode adds CUPTI's callbacks, the
//! entry points' handling (`cuda-mem/src/observed/entry_points.rs`) and
//! one pointer query per free (its extent; none for stream-ordered memory
//! allocated while observing, whose range the allocation recorded). For
//! device and stream-ordered memory, the last column is CUPTI's own part:
//! the pair with a subscriber whose callback does nothing, enabled for the
//! pair's two entry points only, paired against no subscriber.
//!
//! Each ratio is the median over 201 pairs (or CUDA_MEM_BENCH_ROUNDS) of
//! batches of 256 pairs, the order alternating; before each observed batch
//! observed mode is turned on and the table filled (16384 distinct
//! addresses of a kept buffer classified), untimed. Runs on the real driver, else on the simulator
//! (and says so):
//! `cargo run --release -p cuda-mem-bench --bin alloc_free`.

use cuda_mem::{Cuda, MemoryKind, PrimaryContextGuard, Stream};
use cuda_mem_bench::paired::{alternate, rounds, ALLOCATIONS};
use cuda_mem_sys::cupti::{
    CUptiResult, CUpti_CallbackDomain, CUpti_CallbackId, CUpti_SubscriberHandle,
    CUpti_driver_api_trace_cbid_enum as C, Cupti,
};
use cuda_mem_sys::Driver;
use std::ffi::c_void;
use std::time::Instant;

/// Pairs per ratio, unless CUDA_MEM_BENCH_ROUNDS says otherwise.
const ROUNDS: usize = 201;
const LEN: usize = 64 << 10;

/// One kind's allocation and free, through the raw driver.
struct Pair {
    name: &'static str,
    run: Box<dyn Fn(&Driver)>,
    /// The pair's two entry points, for CUPTI's floor; empty: not timed.
    calls: &'static [C],
}

fn pairs(cuda: &Cuda, stream: &Stream) -> Vec<Pair> {
    let s = stream.as_raw() as usize;
    let mut v = vec![
        Pair {
            name: "device (cuMemAlloc, cuMemFree)",
            run: Box::new(|d| {
                // SAFETY: a valid out-pointer, a context current; freed once.
                unsafe {
                    let p = cuda_mem_sys::out(|p| d.cuMemAlloc_v2(p, LEN)).unwrap();
                    d.cuMemFree_v2(p).unwrap();
                }
            }),
            calls: &[
                C::CUPTI_DRIVER_TRACE_CBID_cuMemAlloc_v2,
                C::CUPTI_DRIVER_TRACE_CBID_cuMemFree_v2,
            ],
        },
        Pair {
            name: "pinned (cuMemHostAlloc, cuMemFreeHost)",
            run: Box::new(|d| {
                // SAFETY: as above.
                unsafe {
                    let p = cuda_mem_sys::out(|p| d.cuMemHostAlloc(p, LEN, 0)).unwrap();
                    d.cuMemFreeHost(p).unwrap();
                }
            }),
            calls: &[],
        },
        Pair {
            name: "managed (cuMemAllocManaged, cuMemFree)",
            run: Box::new(|d| {
                // SAFETY: as above.
                unsafe {
                    let p = cuda_mem_sys::out(|p| d.cuMemAllocManaged(p, LEN, 1)).unwrap();
                    d.cuMemFree_v2(p).unwrap();
                }
            }),
            calls: &[],
        },
        Pair {
            name: "registered (cuMemHostRegister, cuMemHostUnregister)",
            run: Box::new(|d| {
                let mut page = vec![0u8; LEN + 4096];
                let at = (page.as_mut_ptr() as usize + 4095) & !4095;
                // SAFETY: LEN bytes of `page`, registered and unregistered
                // while it lives.
                unsafe {
                    d.cuMemHostRegister_v2(at as *mut c_void, LEN, 0).unwrap();
                    d.cuMemHostUnregister(at as *mut c_void).unwrap();
                }
            }),
            calls: &[],
        },
    ];
    if cuda.devices()[0].caps.memory_pools {
        v.push(Pair {
            name: "stream-ordered (cuMemAllocAsync, cuMemFreeAsync)",
            run: Box::new(move |d| {
                let s = s as cuda_mem_sys::CUstream;
                // SAFETY: the live stream; freed once on it.
                unsafe {
                    let p = cuda_mem_sys::out(|p| d.cuMemAllocAsync(p, LEN, s)).unwrap();
                    d.cuMemFreeAsync(p, s).unwrap();
                }
            }),
            calls: &[
                C::CUPTI_DRIVER_TRACE_CBID_cuMemAllocAsync,
                C::CUPTI_DRIVER_TRACE_CBID_cuMemFreeAsync,
            ],
        });
    }
    v
}

fn main() {
    // This program holds a CUPTI subscription of its own (the empty one it
    // compares with), which observed mode would otherwise leave CUPTI to.
    // Set before any thread starts.
    std::env::set_var(cuda_mem::OBSERVE_ENV, "on");
    let loaded = cuda_mem_bench::driver::load::<1>();
    println!("{}", loaded.which());
    let [cuda] = loaded.handles;
    let d = cuda.driver();
    let ctx = PrimaryContextGuard::retain(&cuda, 0).expect("primary context");
    let _current = ctx.make_current().expect("current");
    let stream = Stream::new(&ctx).expect("stream");
    // The kept buffer: foreign memory whose interior addresses fill the table.
    // SAFETY: a valid out-pointer; a context is current; freed at the end.
    let kept = cuda_mem_sys::out(|p| unsafe { d.cuMemAlloc_v2(p, 4 << 20) }).unwrap();
    let cupti = load_cupti(&cuda);
    println!("| pair of calls | observed, table full (ns) | no observer (ns) | observed / none, paired | CUPTI alone / none, paired |");
    println!("|---|---|---|---|---|");
    let mut worst: f64 = 0.0;
    for pair in pairs(&cuda, &stream) {
        let batch = |d: &Driver| {
            let t = Instant::now();
            for _ in 0..ALLOCATIONS {
                (pair.run)(d);
            }
            stream.synchronize().unwrap();
            t.elapsed().as_nanos() as f64 / ALLOCATIONS as f64
        };
        let observed = || {
            let observer = cuda.observe_frees();
            assert!(observer.is_observing(), "{}", cuda.foreign_mode());
            for i in 0..16384u64 {
                let info = cuda.classify(kept + i * 256).unwrap();
                assert_eq!(info.kind(), MemoryKind::Device);
            }
            let ns = batch(d);
            drop(observer);
            ns
        };
        let p = alternate(rounds(ROUNDS), observed, || batch(d));
        worst = worst.max(p.ratio);
        let floor = match &cupti {
            Some(cupti) if !pair.calls.is_empty() => {
                let alone = || {
                    let _s = EmptySubscription::new(cupti, pair.calls);
                    batch(d)
                };
                format!("{:.3}", alternate(rounds(ROUNDS), alone, || batch(d)).ratio)
            }
            _ => "-".into(),
        };
        println!(
            "| {} | {:.0} | {:.0} | {:.3} | {floor} |",
            pair.name, p.a_ns, p.b_ns, p.ratio
        );
    }
    println!("worst observed / none: {worst:.3} (target: at most 1.25)");
    // SAFETY: allocated above, freed once.
    unsafe { d.cuMemFree_v2(kept) }.unwrap();
}

/// The CUPTI library observed mode loads: the driver's own exports (the
/// simulator), else `CUDA_CUPTI_LIBRARY` or the defaults.
fn load_cupti(cuda: &Cuda) -> Option<Cupti> {
    let driver = cuda.driver().path().to_string();
    let names = std::iter::once(driver)
        .chain(std::env::var(cuda_mem::CUPTI_LIBRARY_ENV).ok())
        .chain(cuda_mem::CUPTI_LIBRARIES.iter().map(|s| s.to_string()));
    for name in names {
        // SAFETY: a CUPTI library, or the driver that exports its
        // functions; called with the header's signatures.
        if let Ok(c) = unsafe { Cupti::new(&name) } {
            if c.cuptiSubscribe.is_ok() && c.cuptiEnableCallback.is_ok() {
                return Some(c);
            }
        }
    }
    None
}

/// CUPTI subscribed with a callback that does nothing, enabled for a
/// pair's two entry points: what CUPTI adds to the pair before observed
/// mode does anything. Unsubscribed on drop.
struct EmptySubscription<'a> {
    cupti: &'a Cupti,
    handle: CUpti_SubscriberHandle,
}

unsafe extern "C" fn nothing(
    _: *mut c_void,
    _: CUpti_CallbackDomain,
    _: CUpti_CallbackId,
    _: *const c_void,
) {
}

impl<'a> EmptySubscription<'a> {
    fn new(cupti: &'a Cupti, calls: &[C]) -> EmptySubscription<'a> {
        let mut handle = std::ptr::null_mut();
        // SAFETY: a valid out-pointer; the callback touches nothing.
        let r = unsafe {
            (cupti.cuptiSubscribe.as_ref().unwrap())(
                &mut handle,
                Some(nothing),
                std::ptr::null_mut(),
            )
        };
        assert_eq!(r, CUptiResult::CUPTI_SUCCESS, "cuptiSubscribe");
        for c in calls {
            // SAFETY: the live subscriber handle.
            let r = unsafe {
                (cupti.cuptiEnableCallback.as_ref().unwrap())(
                    1,
                    handle,
                    CUpti_CallbackDomain::CUPTI_CB_DOMAIN_DRIVER_API,
                    c.0,
                )
            };
            assert_eq!(r, CUptiResult::CUPTI_SUCCESS, "cuptiEnableCallback");
        }
        EmptySubscription { cupti, handle }
    }
}

impl Drop for EmptySubscription<'_> {
    fn drop(&mut self) {
        if let Ok(unsubscribe) = &self.cupti.cuptiUnsubscribe {
            // SAFETY: the handle subscribed in `new`, once.
            unsafe { unsubscribe(self.handle) };
        }
    }
}
