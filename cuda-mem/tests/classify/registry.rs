//! The registry of owned memory under concurrency: several threads create,
//! drop and classify owned memory in random interleavings, each checking
//! its own allocations against a model and against the driver. Always on
//! the simulator (it counts ranges and reuses addresses predictably).

use cuda_mem_testing::load_sim;

use cuda_mem::cuda_mem_sys::flags::HostAllocFlags;
use cuda_mem::*;
use cuda_sim::SimLibrary;
use proptest::prelude::*;
use std::sync::Barrier;

#[derive(Debug, Clone)]
enum Op {
    /// Create a value of kind `k % 5` (`n` picks its size).
    Create(u8, u8),
    /// Drop the live value at this index (modulo the count).
    Drop(usize),
    /// Classify the live value at this index at this offset (modulo its
    /// length).
    Classify(usize, u64),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        (any::<u8>(), any::<u8>()).prop_map(|(k, n)| Op::Create(k, n)),
        any::<usize>().prop_map(Op::Drop),
        (any::<usize>(), any::<u64>()).prop_map(|(i, o)| Op::Classify(i, o)),
    ]
}

/// A live owned value and what it must classify as.
struct Live {
    _value: Box<dyn Send>,
    start: u64,
    len: u64,
    kind: MemoryKind,
}

struct Fixture {
    ctx: PrimaryContextGuard,
    stream: Stream,
    /// Each thread's own: a pool hands out addresses inside its blocks,
    /// so a shared one would give a freed address to another thread.
    pool: MemPool,
}

/// Thread `t` uses sizes no other thread uses, in whole 2 MiB granules: the
/// simulator reuses a freed device address only for an allocation of the
/// same rounded size, so an address a thread freed is not reused by another
/// thread while it checks it. Odd numbers of granules: a pool's block (32
/// MiB, 16 granules, or one allocation's own size) is then never the size
/// another thread frees.
fn create(cuda: &Cuda, f: &Fixture, t: usize, k: u8, n: u8) -> Live {
    let slot = t * 8 + (n % 8) as usize + 1;
    let small = (2 * slot + 1) << 21;
    let (value, start, len, kind): (Box<dyn Send>, u64, usize, MemoryKind) = match k % 5 {
        0 => {
            let b = DeviceBuffer::new(&f.ctx, small).unwrap();
            let p = b.device_ptr();
            (Box::new(b), p, small, MemoryKind::Device)
        }
        1 => {
            let b = ManagedBuffer::new(&f.ctx, small).unwrap();
            let p = b.device_ptr();
            (Box::new(b), p, small, MemoryKind::Managed)
        }
        2 => {
            let len = slot * 4096;
            let b = PinnedHostBuffer::new(&f.ctx, len, HostAllocFlags::empty()).unwrap();
            let p = b.as_ptr() as u64;
            (Box::new(b), p, len, MemoryKind::PinnedHost)
        }
        3 => {
            let b = f.pool.alloc_async(small, &f.stream).unwrap();
            let p = b.device_ptr();
            (Box::new(b), p, small, MemoryKind::StreamOrdered)
        }
        _ => {
            let v = VmmAllocation::new(cuda, small, MemLocation::Device(0)).unwrap();
            let (p, l) = (v.device_ptr(), v.len());
            (Box::new(v), p, l, MemoryKind::Vmm)
        }
    };
    Live {
        _value: value,
        start,
        len: len as u64,
        kind,
    }
}

/// Runs one thread's operations, checking its own allocations.
fn run(cuda: &Cuda, ctx: &PrimaryContextGuard, t: usize, ops: &[Op]) {
    let f = &Fixture {
        ctx: ctx.clone(),
        stream: Stream::new(ctx).unwrap(),
        pool: MemPool::new(cuda, PoolProps::device(0)).unwrap(),
    };
    let mut live: Vec<Live> = Vec::new();
    for op in ops {
        match op {
            Op::Create(k, n) => live.push(create(cuda, f, t, *k, *n)),
            Op::Drop(i) if !live.is_empty() => {
                let gone = live.swap_remove(i % live.len());
                let (start, kind) = (gone.start, gone.kind);
                drop(gone);
                if !matches!(kind, MemoryKind::PinnedHost | MemoryKind::Managed) {
                    // Host memory (pinned, and the simulator's managed
                    // memory) may be handed to another thread at once;
                    // device addresses of this thread's sizes are not.
                    assert_eq!(
                        cuda.classify_kept(start),
                        None,
                        "thread {t}: freed {kind:?} still kept"
                    );
                    let answer = cuda.classify(start).map(|i| i.kind());
                    assert_ne!(
                        answer,
                        Ok(kind),
                        "thread {t}: freed {kind:?} still answered"
                    );
                    assert_eq!(
                        answer,
                        cuda.classify_by_driver(start).map(|i| i.kind()),
                        "thread {t}: freed {kind:?}"
                    );
                }
            }
            Op::Classify(i, off) if !live.is_empty() => {
                let l = &live[i % live.len()];
                let addr = l.start + off % l.len;
                let info = cuda.classify(addr).unwrap();
                assert_eq!(info.kind(), l.kind, "thread {t} at {addr:#x}");
                assert_eq!(info.address(), addr);
                assert_eq!(info, cuda.classify_by_driver(addr).unwrap(), "thread {t}");
                // Kept by the classification (unless another thread's
                // change came between): the same answer, never another.
                if let Some(kept) = cuda.classify_kept(addr) {
                    assert_eq!(kept, info, "thread {t}: kept at {addr:#x}");
                }
            }
            _ => {}
        }
        // Every live value, after every step.
        for l in &live {
            assert_eq!(cuda.classify(l.start).unwrap().kind(), l.kind, "thread {t}");
            assert_eq!(
                cuda.classify(l.start + l.len - 1).unwrap().kind(),
                l.kind,
                "thread {t}"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(24),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]
    #[test]
    fn concurrent_create_drop_and_classify_agree_with_the_model_and_the_driver(
        per_thread in prop::collection::vec(prop::collection::vec(op(), 1..40), 4)
    ) {
        let sim = SimLibrary::new("").unwrap();
        let cuda = load_sim(&sim);
        let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
        let start = Barrier::new(per_thread.len());
        std::thread::scope(|s| {
            for (t, ops) in per_thread.iter().enumerate() {
                let (cuda, ctx, start) = (&cuda, &ctx, &start);
                s.spawn(move || {
                    start.wait();
                    run(cuda, ctx, t, ops);
                });
            }
        });
        // Every value was dropped with its thread's list: nothing is left.
        prop_assert_eq!(cuda.owned_ranges(), 0);
    }
}

#[test]
fn a_failed_classification_at_creation_leaves_the_value_to_the_driver() {
    // The registry reads each new value's answer with one driver query; if
    // that query fails the value is still made, and classify asks the
    // driver for it.
    let sim = SimLibrary::new("fail.cuPointerGetAttributes=1").unwrap();
    let cuda = load_sim(&sim);
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let b = DeviceBuffer::new(&ctx, 4096).unwrap();
    assert_eq!(cuda.owned_ranges(), 0);
    assert_eq!(
        cuda.classify(b.device_ptr()).unwrap().kind(),
        MemoryKind::Device
    );
    let c = DeviceBuffer::new(&ctx, 4096).unwrap();
    assert_eq!(cuda.owned_ranges(), 1);
    drop((b, c));
    assert_eq!(cuda.owned_ranges(), 0);
}
