//! What each part of a foreign classification costs, paired on the same
//! pointers: the registry miss (`classify` against `classify_by_driver`),
//! the safe wrapper (`classify_by_driver` against the raw call through
//! arrays of exactly its length), and the raw call's own variants (through
//! 16-slot arrays; the six-attribute list classify asked for before).
//! Against Open MPI: the raw call with classify's list over the raw call
//! with Open MPI's three attributes, the least that classify over Open
//! MPI's fast path can be, and classify over Open MPI main itself. And
//! what an owned classification costs, paired with a fixed chain of eight
//! dependent multiplications: the chain's time shows the host's state at
//! that moment (on a virtual machine whose host is busy, it slows too).
//!
//! Each ratio is the median over 2001 pairs of batches (16 µs of the
//! faster side's calls), the order alternating from pair to pair; first
//! with the primary context current, then with no current context (set
//! before each batch: Open MPI makes a context current when it meets pool
//! or VMM memory).
//! Runs on the real driver, else on the simulator (and says so):
//! `cargo run --release -p cuda-mem-bench --bin classify_parts`.

use cuda_mem::Cuda;
use cuda_mem_bench::paired::{consume, paired, Paired};
use cuda_mem_bench::{baselines, driver};
use cuda_mem_sys::CUpointer_attribute as P;
use std::hint::black_box;

const ROUNDS: usize = 2001;

/// What Open MPI's `accelerator_cuda_check_addr` asks first.
const OPEN_MPI_QUERY: [P; 3] = [
    P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
    P::CU_POINTER_ATTRIBUTE_CONTEXT,
    P::CU_POINTER_ATTRIBUTE_IS_MANAGED,
];

fn main() {
    let loaded = driver::load::<2>();
    println!("{}", loaded.which());
    let [cuda, other] = loaded.handles;
    let d = cuda.driver();
    // `owned` makes the registry non-empty, as in a process that allocates
    // through cuda-mem; `foreign` is what is classified.
    let owned = cuda_mem_testing::EveryKind::new(&cuda, 0, 4 << 20).expect("every kind");
    let foreign = cuda_mem_testing::EveryKind::new(&other, 0, 4 << 20).expect("every kind");
    let query = cuda.classification_attributes().to_vec();
    println!(
        "| kind | context | classify / classify_by_driver | (ns) | classify_by_driver / raw | raw 16 slots / raw | previous 6 / raw 4 | classify / raw | raw 4 / Open MPI's raw 3 | classify / Open MPI main | owned classify (ns) | reference chain (ns) |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|");
    for (context, name) in [
        (owned.ctx.context(), "current"),
        (std::ptr::null_mut(), "none"),
    ] {
        let reset = || {
            // SAFETY: the primary context `owned` holds (live for the whole
            // run), or null for none.
            unsafe { d.cuCtxSetCurrent(context) }.expect("cuCtxSetCurrent");
        };
        rows(&cuda, &owned, &foreign, &query, name, &reset);
    }
}

/// One table row per kind of `foreign` memory, with the thread's context
/// state set by `reset`.
fn rows(
    cuda: &Cuda,
    owned: &cuda_mem_testing::EveryKind,
    foreign: &cuda_mem_testing::EveryKind,
    query: &[cuda_mem_sys::CUpointer_attribute],
    context: &str,
    reset: &dyn Fn(),
) {
    let d = cuda.driver();
    let statics = baselines::OpenMpiStatics::read(d);
    for (e, o) in foreign.expected().iter().zip(owned.expected()) {
        if e.key == "pageable_static" {
            continue;
        }
        reset();
        let p = e.address;
        let mut classify = || {
            consume(cuda.classify(black_box(p)));
        };
        let mut by_driver = || {
            consume(cuda.classify_by_driver(black_box(p)));
        };
        let mut raw = || {
            black_box(baselines::floor(d, query, black_box(p)));
        };
        let mut raw16 = || {
            black_box(baselines::batched_list(d, query, black_box(p)));
        };
        let mut previous = || {
            black_box(baselines::batched(
                d,
                &baselines::PREVIOUS_QUERY,
                black_box(p),
            ));
        };
        let mut open_mpi_raw = || {
            black_box(baselines::batched(d, &OPEN_MPI_QUERY, black_box(p)));
        };
        let mut open_mpi = || {
            black_box(baselines::open_mpi(
                d,
                black_box(p),
                &statics,
                baselines::OpenMpi::Main,
            ));
        };
        let pair =
            |a: &mut dyn FnMut(), b: &mut dyn FnMut()| -> Paired { paired(a, b, ROUNDS, reset) };
        let miss = pair(&mut classify, &mut by_driver);
        let wrapper = pair(&mut by_driver, &mut raw);
        let slots = pair(&mut raw16, &mut raw);
        let prev = pair(&mut previous, &mut raw);
        let total = pair(&mut classify, &mut raw);
        let bound = pair(&mut raw, &mut open_mpi_raw);
        let peer = pair(&mut classify, &mut open_mpi);
        let owned_classify = paired(
            || {
                consume(cuda.classify(black_box(o.address)));
            },
            reference_chain,
            ROUNDS,
            reset,
        );
        println!(
            "| {} | {context} | {:.3} | {:.1} / {:.1} | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} | {:.2} | {:.2} |",
            e.key,
            miss.ratio,
            miss.a_ns,
            miss.b_ns,
            wrapper.ratio,
            slots.ratio,
            prev.ratio,
            total.ratio,
            bound.ratio,
            peer.ratio,
            owned_classify.a_ns,
            owned_classify.b_ns
        );
    }
}

/// Eight dependent multiplications: a fixed amount of work, no memory.
fn reference_chain() {
    let mut x = black_box(3u64);
    for _ in 0..8 {
        x = x.wrapping_mul(x) | 1;
    }
    black_box(x);
}
