//! What the C API costs over the Rust call it wraps, in one process: the
//! same classification through `cuda_mem_classify` (the C library,
//! `libcuda_mem.so`, loaded as a C program links it) and through
//! `Cuda::classify`, of the same foreign buffer, paired.
//!
//! Each side's call is written into its batch's loop (`batch!`), and each
//! reads the kind of its answer, as a C caller reads its output's field.
//! Direct mode pairs the two calls batch by batch. In observed mode the
//! library and this program each hold their own copy of cuda-mem, and CUPTI
//! takes one subscriber per process, so each batch subscribes its side,
//! makes one call untimed, times its calls (the answer kept from the
//! address's second sight on) and unsubscribes, the sides alternating.
//! Kinds observed mode keeps only when made while observing (pool and VMM
//! memory, allocated before either side observes) cost the direct call on
//! both sides. Each round's pair runs a frame deeper on the stack than the
//! last (`at_depth`), so that where the driver's frames lie weighs alike
//! on both sides.
//!
//! `cargo run --release -p cuda-mem-bench --bin capi_vs_rust --
//! [--direct] [--csv FILE] [LIBRARY]` (LIBRARY: `libcuda_mem.so`, by
//! default `target/release/`'s, built by `cargo build --release -p
//! cuda-mem-capi`; `--direct` leaves out observed mode; `--csv` adds each
//! row to FILE as `library,kind,context,mode,c_ns,rust_ns,ratio,diff`).
//! Runs on the real driver, else on the simulator (and says so).

use cuda_mem::{Cuda, PrimaryContextGuard};
use cuda_mem_bench::batch;
use cuda_mem_bench::paired::{
    alternate, calls_per_batch, rounds, Paired, BATCH_NS, MAX_BATCH, MIN_BATCH,
};
use std::ffi::{c_char, c_void};
use std::hint::black_box;
use std::mem::MaybeUninit;

/// Pairs per ratio, unless CUDA_MEM_BENCH_ROUNDS says otherwise.
const ROUNDS: usize = 101;
const LEN: usize = 1 << 20;

type Load = unsafe extern "C" fn(*const c_char, *mut *mut c_void) -> i32;
type Classify = unsafe extern "C" fn(*const c_void, *const c_void, *mut Info) -> i32;

/// `cuda_mem_pointer_info`, as `include/cuda_mem.h` lays it out; the
/// kind is what is read of it (its 4 bytes, as the library stored them).
#[allow(dead_code)]
#[repr(C)]
struct Info {
    address: u64,
    kind: u32,
    device: i32,
    location: u16,
    permits: u16,
    location_id: i32,
    context: usize,
    pool: usize,
}
type Observe = unsafe extern "C" fn(*const c_void, *mut *mut c_void) -> i32;
type Release = unsafe extern "C" fn(*mut c_void) -> i32;

/// The C library's entry points this program calls.
struct CApi {
    handle: *mut c_void,
    classify: Classify,
    observe: Observe,
    observer_release: Release,
    _lib: libloading::Library,
}

// SAFETY: `handle` is a `cuda_mem_handle`, a `Cuda` behind a C pointer
// (`Send` and `Sync`); the C API takes it by const pointer from any thread,
// and the function pointers are plain code addresses.
unsafe impl Sync for CApi {}

impl CApi {
    fn load(path: &str, driver: &str) -> CApi {
        // SAFETY: the C library of this workspace, whose initialisers only
        // set up its own state.
        let lib = unsafe { libloading::Library::new(path) }
            .unwrap_or_else(|e| panic!("{path}: {e} (cargo build --release -p cuda-mem-capi)"));
        // SAFETY: each symbol has the signature its header gives.
        unsafe {
            let load: Load = *lib.get(b"cuda_mem_load\0").unwrap();
            let driver = std::ffi::CString::new(driver).unwrap();
            let mut handle = std::ptr::null_mut();
            assert_eq!(load(driver.as_ptr(), &mut handle), 0, "cuda_mem_load");
            CApi {
                handle,
                classify: *lib.get(b"cuda_mem_classify\0").unwrap(),
                observe: *lib.get(b"cuda_mem_observe_frees\0").unwrap(),
                observer_release: *lib.get(b"cuda_mem_observer_release\0").unwrap(),
                _lib: lib,
            }
        }
    }

    /// `cuda_mem_classify` of `p`: the kind it wrote, or `u32::MAX` for
    /// an error (what [`rust`] reads of the Rust call's answer).
    #[inline(always)]
    fn classify(&self, p: u64) -> u32 {
        let mut out = MaybeUninit::<Info>::uninit();
        // SAFETY: a live handle and an output of the C struct's layout.
        let s = unsafe {
            (self.classify)(self.handle, black_box(p) as *const c_void, out.as_mut_ptr())
        };
        if s != 0 {
            return u32::MAX;
        }
        // SAFETY: written whole by the call that succeeded.
        unsafe { out.assume_init_ref() }.kind
    }
}

/// `Cuda::classify` of `p`, read as a C caller reads [`CApi::classify`]'s
/// answer: the kind, or `u32::MAX` for an error.
#[inline(always)]
fn rust(cuda: &Cuda, p: u64) -> u32 {
    cuda.classify(black_box(p))
        .map_or(u32::MAX, |i| i.kind() as u32)
}

/// How many stack depths the rounds go through (see [`at_depth`]).
const DEPTHS: usize = 32;

/// Runs `batch` on a stack `depth` frames of [`at_depth`] deeper (each
/// frame at least 128 bytes): a pair's two batches at the same depth, the
/// next pair's one frame deeper, over 4 KiB and more. At one depth, C −
/// Rust of one build swung by several ns from one run to the next
/// (`BENCHMARKS.md`), where the stack fell in that run weighing on each
/// side's own code (the driver's call itself barely moves over these
/// depths, but for one depth on pageable memory: the `call_site` probe);
/// through the depths, runs agree.
/// `CUDA_MEM_STACK_DEPTHS=1` keeps every batch at one depth.
#[inline(never)]
fn at_depth(depth: usize, batch: &mut dyn FnMut() -> f64) -> f64 {
    let mut frame = [0u8; 128];
    black_box(&mut frame);
    let ns = if depth == 0 {
        batch()
    } else {
        at_depth(depth - 1, batch)
    };
    // After the call: the recursion is not a tail call, each frame stays.
    black_box(&frame);
    ns
}

/// The depths the rounds go through: [`DEPTHS`], or
/// `CUDA_MEM_STACK_DEPTHS`.
fn depths() -> usize {
    std::env::var("CUDA_MEM_STACK_DEPTHS")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|&d| d > 0)
        .unwrap_or(DEPTHS)
}

/// `batch` for [`alternate`], its k-th call at depth k mod `depths`: each
/// side counts its own calls, so that a round's two batches run at the
/// same depth.
fn swept(depths: usize, mut batch: impl FnMut() -> f64) -> impl FnMut() -> f64 {
    let mut k = 0;
    move || {
        let depth = k % depths;
        k += 1;
        at_depth(depth, &mut batch)
    }
}

/// Direct and observed mode, C against Rust, paired, at `p`: each side's
/// call written into its batch's loop (`batch!`), as a C program and a
/// Rust program would write it, each round's pair at a stack depth of its
/// own ([`at_depth`]).
fn pair(c: &CApi, cuda: &Cuda, p: u64, direct_only: bool) -> Vec<Paired> {
    let rounds = rounds(ROUNDS);
    let depths = depths();
    // The length of each mode's batches: the Rust side's calls, timed once.
    let n = calls_per_batch(batch!(MIN_BATCH, || (), black_box(rust(cuda, p))));
    let direct = alternate(
        rounds,
        swept(depths, || batch!(n, || (), black_box(c.classify(p)))),
        swept(depths, || batch!(n, || (), black_box(rust(cuda, p)))),
    );
    if direct_only {
        return vec![direct];
    }
    let n = {
        let _o = cuda.observe_frees();
        // The address's first sight; the batch's untimed call, the
        // second, keeps its answer.
        black_box(rust(cuda, p));
        calls_per_batch(batch!(MIN_BATCH, || (), black_box(rust(cuda, p))))
    };
    let observed = alternate(
        rounds,
        swept(depths, || {
            let mut o = std::ptr::null_mut();
            // SAFETY: a live handle; the observer released below.
            assert_eq!(unsafe { (c.observe)(c.handle, &mut o) }, 0);
            // An answer is kept at its second sight: of a batch's calls,
            // the untimed one and the first timed one at most miss.
            let ns = batch!(n, || (), black_box(c.classify(p)));
            // SAFETY: the observer just made, released once.
            unsafe { (c.observer_release)(o) };
            ns
        }),
        swept(depths, || {
            let o = cuda.observe_frees();
            assert!(o.is_observing(), "{}", cuda.foreign_mode());
            let ns = batch!(n, || (), black_box(rust(cuda, p)));
            drop(o);
            ns
        }),
    );
    vec![direct, observed]
}

const USAGE: &str = "usage: capi_vs_rust [--direct] [--csv FILE] [LIBRARY]";

/// The command line: `[--direct] [--csv FILE] [LIBRARY]`.
struct Args {
    direct_only: bool,
    csv: Option<String>,
    library: String,
}

impl Args {
    fn parse(args: &[String]) -> Args {
        let mut a = Args {
            direct_only: false,
            csv: None,
            library: concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../target/release/libcuda_mem.so"
            )
            .into(),
        };
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            match arg.as_str() {
                "--direct" => a.direct_only = true,
                "--csv" => a.csv = Some(it.next().expect("--csv FILE").clone()),
                flag if flag.starts_with("--") => panic!("{flag}: {USAGE}"),
                _ => a.library = arg.clone(),
            }
        }
        a
    }
}

fn main() {
    // The C library holds a copy of cuda-mem whose CUPTI this program's
    // copy would otherwise take for another user's. Set before any
    // thread starts.
    std::env::set_var(cuda_mem::OBSERVE_ENV, "on");
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args = Args::parse(&args);
    let loaded = cuda_mem_bench::driver::load::<1>();
    println!("{}", loaded.which());
    let [cuda] = loaded.handles;
    let driver = cuda.driver().path().to_string();
    let c = CApi::load(&args.library, &driver);
    // SAFETY: the same driver, loaded again: the owner of the buffers,
    // foreign to both sides.
    let owner = unsafe { Cuda::load_from(&driver) }.unwrap();
    let every = cuda_mem_testing::EveryKind::new(&owner, 0, LEN).expect("every kind");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    println!(
        "ns per classification, medians of {} pairs of batches of {MIN_BATCH}-{MAX_BATCH} calls (enough of the Rust call for {} µs, each mode), the pairs at {} stack depths in turn; C - Rust: (the paired ratio - 1) x Rust's median; {}",
        rounds(ROUNDS),
        BATCH_NS / 1000.0,
        depths(),
        args.library,
    );
    println!();
    println!("| kind | context | mode | C API | Rust | C / Rust, paired | C - Rust (ns) |");
    println!("|---|---|---|---|---|---|---|");
    let library = std::path::Path::new(&args.library)
        .file_name()
        .map_or(args.library.clone(), |n| n.to_string_lossy().into_owned());
    let mut csv = String::new();
    let mut worst: f64 = f64::MIN;
    for current in [true, false] {
        // A thread of its own for each context state: bound to the
        // primary context, or never bound.
        let rows = std::thread::scope(|scope| {
            scope
                .spawn(|| {
                    let _bound = current.then(|| ctx.make_current().unwrap());
                    every
                        .expected()
                        .iter()
                        .map(|e| (e.key, pair(&c, &cuda, e.address, args.direct_only)))
                        .collect::<Vec<_>>()
                })
                .join()
                .unwrap()
        });
        let context = if current { "current" } else { "none" };
        for (key, modes) in rows {
            for (mode, r) in ["direct", "observed"].into_iter().zip(modes) {
                // From the paired ratio, which drift between batches
                // leaves alone, not from the two medians' difference,
                // which it does not.
                let diff = (r.ratio - 1.0) * r.b_ns;
                worst = worst.max(diff);
                println!(
                    "| {key} | {context} | {mode} | {:.1} | {:.1} | {:.3} | {diff:.1} |",
                    r.a_ns, r.b_ns, r.ratio
                );
                csv += &format!(
                    "{library},{key},{context},{mode},{:.3},{:.3},{:.5},{diff:.3}\n",
                    r.a_ns, r.b_ns, r.ratio
                );
            }
        }
    }
    println!();
    println!("worst C - Rust: {worst:.1} ns (target: at most 1 ns)");
    if let Some(path) = &args.csv {
        use std::io::Write;
        std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .and_then(|mut f| f.write_all(csv.as_bytes()))
            .unwrap_or_else(|e| panic!("{path}: {e}"));
    }
}
