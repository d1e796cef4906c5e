//! A million hostile addresses against live, freed and reserved memory of
//! every kind: no crash, every answer what the allocations say. Runs on the
//! simulator, and on the real driver with CUDA_MEM_TEST_REAL_DRIVER=1 (the
//! gpu-bundle), where it prints the count of each kind and the time taken.

mod common;
use common::*;
use cuda_mem::cuda_sys::flags::{HostAllocFlags, HostRegisterFlags};
use cuda_mem::*;
use std::collections::BTreeMap;

/// Sizes are multiples of 2 MiB so that the driver's rounding never extends
/// an allocation past what the model knows.
const SZ: usize = 2 << 20;

fn xorshift(s: &mut u64) -> u64 {
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    *s
}

fn page_aligned(len: usize) -> &'static mut [u8] {
    let layout = std::alloc::Layout::from_size_align(len, SZ).unwrap();
    // SAFETY: non-zero size; the memory is leaked on purpose (the test
    // registers it and the process ends soon after).
    unsafe {
        let p = std::alloc::alloc_zeroed(layout);
        assert!(!p.is_null());
        std::slice::from_raw_parts_mut(p, len)
    }
}

#[test]
fn a_million_hostile_addresses_get_consistent_answers() {
    let (d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let pool = MemPool::new(&cuda, 0, PoolProps::device(0)).unwrap();
    let dpool = MemPool::default_for(&cuda, 0).unwrap();
    let m = |start: u64, len: usize, kind| Modelled {
        start,
        len: len as u64,
        kind,
    };
    let mut live = Vec::new();
    let mut freed = Vec::new();
    let pinned: Vec<_> = (0..3)
        .map(|_| PinnedHostBuffer::new(&ctx, SZ, HostAllocFlags::empty()).unwrap())
        .collect();
    let regs: Vec<_> = (0..3)
        .map(|_| HostRegistration::new(&ctx, page_aligned(SZ), HostRegisterFlags::empty()).unwrap())
        .collect();
    let devs: Vec<_> = (0..3)
        .map(|_| DeviceBuffer::new(&ctx, SZ).unwrap())
        .collect();
    let managed: Vec<_> = (0..3)
        .map(|_| ManagedBuffer::new(&ctx, SZ).unwrap())
        .collect();
    let pbufs: Vec<_> = (0..3)
        .map(|i| {
            if i % 2 == 0 { &pool } else { &dpool }
                .alloc_async(SZ, &stream)
                .unwrap()
        })
        .collect();
    let vmms: Vec<_> = (0..3)
        .map(|_| VmmAllocation::new(&cuda, SZ, Location::Device(0)).unwrap())
        .collect();
    let numa = cuda.devices()[0].caps.host_numa_id.unwrap_or(0);
    let vhost = VmmAllocation::new(&cuda, SZ, Location::HostNuma(numa)).unwrap();
    stream.synchronize().unwrap();
    for b in &pinned {
        live.push(m(b.as_ptr() as u64, SZ, MemoryKind::PinnedHost));
    }
    for r in &regs {
        live.push(m(r.as_ptr() as u64, SZ, MemoryKind::PinnedHost));
    }
    for b in &devs {
        live.push(m(b.device_ptr(), SZ, MemoryKind::Device));
    }
    for b in &managed {
        live.push(m(b.device_ptr(), SZ, MemoryKind::Managed));
    }
    for b in &pbufs {
        live.push(m(b.device_ptr(), SZ, MemoryKind::StreamOrdered));
    }
    for v in vmms.iter().chain([&vhost]) {
        live.push(m(v.device_ptr(), SZ, MemoryKind::Vmm));
    }
    // Freed ranges: one of each context-owned kind and a VMM mapping.
    for _ in 0..2 {
        let b = DeviceBuffer::new(&ctx, SZ).unwrap();
        freed.push((b.device_ptr(), SZ as u64));
        let v = VmmAllocation::new(&cuda, SZ, Location::Device(0)).unwrap();
        freed.push((v.device_ptr(), SZ as u64));
        let p = ManagedBuffer::new(&ctx, SZ).unwrap();
        freed.push((p.device_ptr(), SZ as u64));
    }
    // A reserved range with nothing mapped.
    let mut reserved_ptr = 0;
    // SAFETY: valid out-pointer; the range is freed below.
    unsafe {
        cuda.driver()
            .cuMemAddressReserve(&mut reserved_ptr, SZ, 0, 0, 0)
    }
    .unwrap()
    .result()
    .unwrap();
    let reserved = [(reserved_ptr, SZ as u64)];

    let mut counts: BTreeMap<String, u64> = BTreeMap::new();
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let t = std::time::Instant::now();
    let n = 1_000_000;
    for _ in 0..n {
        let (r1, r2) = (xorshift(&mut seed), xorshift(&mut seed));
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
    unsafe { cuda.driver().cuMemAddressFree(reserved_ptr, SZ) }
        .unwrap()
        .result()
        .unwrap();
}
