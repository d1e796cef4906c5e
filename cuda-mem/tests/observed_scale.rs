//! Observed mode's caches stay flat: resident memory over a million
//! cycles of device and stream-ordered memory each allocated, classified
//! twice and freed. Always the simulator. A binary of its own: it measures
//! the process's resident memory, which tests running beside it would
//! change, and a million cycles are too long for the mutation gate and
//! valgrind, which run the other observed-mode tests.

use cuda_mem::cuda_mem_sys;
use cuda_mem::*;
use cuda_sim::SimLibrary;

use cuda_mem_testing::resident_bytes as resident;

fn sim(config: &str) -> (SimLibrary, Cuda) {
    let s = SimLibrary::new(config).unwrap();
    // SAFETY: cuda-sim implements the driver's C ABI.
    let c = unsafe { Cuda::load_from(s.path_str()) }.unwrap();
    (s, c)
}

#[test]
fn the_foreign_caches_stay_flat_over_a_million_alloc_free_cycles() {
    let (_s, cuda) = sim("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let _current = ctx.make_current().unwrap();
    let _observing = cuda.observe_frees();
    assert!(cuda.foreign_mode().is_observed(), "{}", cuda.foreign_mode());
    assert!(
        cuda.foreign_cache_bytes() <= 1 << 20,
        "{}",
        cuda.foreign_cache_bytes()
    );
    let d = cuda.driver();
    let cycle = |n: usize| {
        for i in 0..n {
            // SAFETY: a valid out-pointer; a context is current.
            let p = cuda_mem_sys::out(|p| unsafe { d.cuMemAlloc_v2(p, 64 << (i % 8)) }).unwrap();
            // Seen twice (kept at the second sight), then answered from
            // the caches; and an interior address seen once.
            for _ in 0..3 {
                assert_eq!(cuda.classify(p).unwrap().kind(), MemoryKind::Device);
            }
            assert_eq!(cuda.classify(p + 1).unwrap().kind(), MemoryKind::Device);
            // SAFETY: allocated above, freed once.
            unsafe { d.cuMemFree_v2(p) }.unwrap();
            // Stream-ordered memory: recorded at its allocation, kept at
            // its second sight, forgotten at its free.
            let q = cuda_mem_sys::out(|q| {
                // SAFETY: a valid out-pointer; the null stream of the
                // current context.
                unsafe { d.cuMemAllocAsync(q, 64 << (i % 8), std::ptr::null_mut()) }
            })
            .unwrap();
            assert_eq!(cuda.classify(q).unwrap().kind(), MemoryKind::StreamOrdered);
            assert_eq!(cuda.classify(q).unwrap().kind(), MemoryKind::StreamOrdered);
            // SAFETY: allocated above, freed once.
            unsafe { d.cuMemFreeAsync(q, std::ptr::null_mut()) }.unwrap();
        }
    };
    cycle(100_000);
    let before = resident();
    cycle(1_000_000);
    let grown = resident().saturating_sub(before);
    println!(
        "foreign caches: at most {} bytes; resident memory over 1000000 foreign alloc/classify/free \
         cycles (device and stream-ordered memory) in observed mode grew {} KiB",
        cuda.foreign_cache_bytes(),
        grown >> 10
    );
    assert!(grown < 4 << 20, "grew {grown} bytes");
}
