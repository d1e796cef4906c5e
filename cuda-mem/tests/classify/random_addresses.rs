//! A million hostile addresses against live, freed and reserved memory of
//! every kind: no crash, every answer what the allocations say. Runs on the
//! simulator, and on the real driver with CUDA_MEM_TEST_REAL_DRIVER=1 (the
//! gpu-bundle), where it prints the count of each kind and the time taken.

use cuda_mem::cuda_mem_sys;
use cuda_mem::*;
use cuda_mem_testing::*;
use std::collections::BTreeMap;

/// Sizes are multiples of 2 MiB so that the driver's rounding never extends
/// an allocation past what the model knows.
const SZ: usize = 2 << 20;

#[test]
fn a_million_hostile_addresses_get_consistent_answers() {
    let (d, cuda) = load("");
    // Three allocations of every kind, each a multiple of 2 MiB (registered
    // memory is whole pages of its own).
    let all: Vec<_> = (0..3)
        .map(|_| cuda_mem_testing::EveryKind::new(&cuda, 0, SZ).unwrap())
        .collect();
    let ctx = all[0].ctx.clone();
    let live: Vec<Modelled> = all
        .iter()
        .flat_map(|a| a.expected())
        .filter(|e| e.kind != MemoryKind::Pageable)
        .map(|e| Modelled {
            start: e.address,
            len: e.len as u64,
            kind: e.kind,
        })
        .collect();
    let mut freed = Vec::new();
    // Freed ranges: one of each context-owned kind and a VMM mapping.
    for _ in 0..2 {
        let b = DeviceBuffer::new(&ctx, SZ).unwrap();
        freed.push((b.device_ptr(), SZ as u64));
        let v = VmmAllocation::new(&cuda, SZ, MemLocation::Device(0)).unwrap();
        freed.push((v.device_ptr(), SZ as u64));
        let p = ManagedBuffer::new(&ctx, SZ).unwrap();
        freed.push((p.device_ptr(), SZ as u64));
    }
    // A reserved range with nothing mapped.
    let drv = cuda.driver();
    // SAFETY: valid out-pointer; the range is freed below.
    let reserved_ptr =
        cuda_mem_sys::out(|p| unsafe { drv.cuMemAddressReserve(p, SZ, 0, 0, 0) }).unwrap();
    let reserved = [(reserved_ptr, SZ as u64)];

    let mut counts: BTreeMap<String, u64> = BTreeMap::new();
    let mut rng = XorShift::new(0x9E37_79B9_7F4A_7C15);
    let t = std::time::Instant::now();
    let n = 1_000_000;
    for _ in 0..n {
        let (r1, r2) = (rng.next_u64(), rng.next_u64());
        let a = hostile_address(&live, &freed, &reserved, r1, r2);
        let got = cuda.classify(a).map(|i| i.kind());
        let want = expected(&live, a);
        assert_eq!(got, want, "address {a:#x} ({} driver)", d.label());
        *counts.entry(format!("{got:?}")).or_default() += 1;
    }
    let took = t.elapsed();
    println!(
        "{n} addresses on the {} driver in {:.2?} ({:.0} ns each): {counts:?}",
        d.label(),
        took,
        took.as_nanos() as f64 / n as f64
    );
    // SAFETY: reserved above with this size, nothing mapped.
    unsafe { cuda.driver().cuMemAddressFree(reserved_ptr, SZ) }.unwrap();
}
