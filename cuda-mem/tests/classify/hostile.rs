//! Property test on the simulator: random sequences of allocating, freeing
//! and classifying every memory kind, with hostile addresses. classify never
//! panics, never takes a driver error path, and agrees with a model of what
//! is allocated at that moment.

use cuda_mem::cuda_mem_sys::flags::{HostAllocFlags, HostRegisterFlags};
use cuda_mem::*;
use cuda_mem_testing::*;
use cuda_sim::SimLibrary;
use proptest::prelude::*;

#[derive(Debug, Clone)]
enum Op {
    Alloc(u8, usize),
    Free(usize),
    Classify(u64, u64),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        (0u8..9, 1usize..(3 << 20)).prop_map(|(k, l)| Op::Alloc(k, l)),
        any::<usize>().prop_map(Op::Free),
        (any::<u64>(), any::<u64>()).prop_map(|(a, b)| Op::Classify(a, b)),
        (any::<u64>(), any::<u64>()).prop_map(|(a, b)| Op::Classify(a, b)),
    ]
}

#[allow(dead_code)] // the buffers are held for their Drop
enum Held {
    Device(DeviceBuffer),
    Pinned(PinnedHostBuffer),
    Registered(HostRegistration<'static>),
    Managed(ManagedBuffer),
    Pool(PoolBuffer),
    Vmm(VmmAllocation),
    /// A reserved range with nothing mapped: classifies as pageable.
    Reserved(u64, usize),
}

proptest! {
    // 48 cases unless PROPTEST_CASES says otherwise (`cargo xtask valgrind`
    // runs fewer: each case loads its own copy of the simulator).
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(48),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]
    #[test]
    fn classify_agrees_with_the_model(ops in prop::collection::vec(op(), 1..60)) {
        let sim = SimLibrary::new("devices=2").unwrap();
        let cuda = load_sim(&sim);
        let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
        let stream = Stream::new(&ctx).unwrap();
        let pool = MemPool::new(&cuda, PoolProps::device(1)).unwrap();
        let dpool = MemPool::default_for(&cuda, 0).unwrap();
        let mut held: Vec<(Held, Modelled)> = Vec::new();
        let mut freed: Vec<(u64, u64)> = Vec::new();
        for op in ops {
            match op {
                Op::Alloc(k, len) => {
                    let (h, start, kind) = match k {
                        0 => { let b = DeviceBuffer::new(&ctx, len).unwrap(); let p = b.device_ptr(); (Held::Device(b), p, MemoryKind::Device) }
                        1 => { let b = PinnedHostBuffer::new(&ctx, len, HostAllocFlags::empty()).unwrap(); let p = b.as_ptr() as u64; (Held::Pinned(b), p, MemoryKind::PinnedHost) }
                        2 => {
                            let r = HostRegistration::from_vec(&ctx, vec![0u8; len], HostRegisterFlags::empty()).unwrap();
                            let p = r.as_ptr() as u64;
                            (Held::Registered(r), p, MemoryKind::PinnedHost)
                        }
                        3 => { let b = ManagedBuffer::new(&ctx, len).unwrap(); let p = b.device_ptr(); (Held::Managed(b), p, MemoryKind::Managed) }
                        4 => { let b = pool.alloc_async(len, &stream).unwrap(); let p = b.device_ptr(); (Held::Pool(b), p, MemoryKind::StreamOrdered) }
                        5 => { let b = dpool.alloc_async(len, &stream).unwrap(); let p = b.device_ptr(); (Held::Pool(b), p, MemoryKind::StreamOrdered) }
                        6 => { let v = VmmAllocation::new(&cuda, len, MemLocation::Device(1)).unwrap(); let p = v.device_ptr(); (Held::Vmm(v), p, MemoryKind::Vmm) }
                        7 => { let v = VmmAllocation::new(&cuda, len, MemLocation::HostNuma(0)).unwrap(); let p = v.device_ptr(); (Held::Vmm(v), p, MemoryKind::Vmm) }
                        _ => {
                            let size = len.next_multiple_of(2 << 20);
                            let d = cuda.driver();
                            // SAFETY: valid out-pointer; freed when dropped from `held`.
                            let p = cuda_mem_sys::out(|p| unsafe { d.cuMemAddressReserve(p, size, 0, 0, 0) }).unwrap();
                            (Held::Reserved(p, size), p, MemoryKind::Pageable)
                        }
                    };
                    let len = match &h { Held::Vmm(v) => v.len(), Held::Reserved(_, s) => *s, _ => len };
                    held.push((h, Modelled { start, len: len as u64, kind }));
                }
                Op::Free(i) if !held.is_empty() => {
                    let (h, m) = held.swap_remove(i % held.len());
                    if let Held::Reserved(p, s) = h {
                        // SAFETY: reserved above with this size.
                        unsafe { cuda.driver().cuMemAddressFree(p, s) }.unwrap();
                    } else {
                        drop(h);
                    }
                    freed.push((m.start, m.len));
                }
                Op::Free(_) => {}
                Op::Classify(r1, r2) => {
                    let live: Vec<Modelled> = held.iter().map(|(_, m)| *m).filter(|m| m.kind != MemoryKind::Pageable).collect();
                    let reserved: Vec<(u64, u64)> = held.iter().filter(|(_, m)| m.kind == MemoryKind::Pageable).map(|(_, m)| (m.start, m.len)).collect();
                    let a = hostile_address(&live, &freed, &reserved, r1, r2);
                    let error_paths = sim.calls("cuPointerGetAttribute") + sim.calls("cuMemRetainAllocationHandle");
                    let got = cuda.classify(a).map(|i| i.kind());
                    prop_assert_eq!(got, expected(&live, a), "address {:#x}", a);
                    prop_assert_eq!(sim.calls("cuPointerGetAttribute") + sim.calls("cuMemRetainAllocationHandle"), error_paths);
                }
            }
        }
        for (h, _) in held.drain(..) {
            if let Held::Reserved(p, s) = h {
                // SAFETY: reserved above with this size.
                unsafe { cuda.driver().cuMemAddressFree(p, s) }.unwrap();
            }
        }
    }
}
