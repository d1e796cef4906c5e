//! Every driver call the safe layer makes, failed on purpose (the
//! simulator's `fail.<symbol>` switch): the operation answers a typed error
//! naming that call, leaves no memory, pool, stream or context reference
//! behind, and leaves the calling thread's current context as it was.
//! Simulator only.

use cuda_mem::cuda_mem_sys::CUresult;
use cuda_mem::*;
use cuda_mem_testing::*;
use cuda_sim::SimLibrary;

const CODE: u32 = 987;

type Op = fn(&Cuda, &Fixture) -> Result<()>;

/// What an operation works on, made before the failure is armed.
struct Fixture {
    ctx: PrimaryContextGuard,
    stream: Stream,
    pool: MemPool,
}

fn fixture(cuda: &Cuda) -> Fixture {
    let ctx = PrimaryContextGuard::retain(cuda, 0).unwrap();
    Fixture {
        stream: Stream::new(&ctx).unwrap(),
        pool: MemPool::default_for(cuda, 0).unwrap(),
        ctx,
    }
}

fn vmm_info(cuda: &Cuda) -> (VmmAllocation, PointerInfo) {
    let v = VmmAllocation::new(cuda, 1 << 21, MemLocation::Device(0)).unwrap();
    let i = cuda.classify(v.device_ptr()).unwrap();
    (v, i)
}

/// (symbol failed, operation). Each operation makes what it makes and drops
/// it again, so a success leaves nothing either.
const OPERATIONS: &[(&str, Op)] = &[
    ("cuPointerGetAttributes", |c, f| {
        c.classify(f.stream.as_raw() as u64 | 0x1000).map(drop)
    }),
    ("cuDevicePrimaryCtxRetain", |c, _| {
        PrimaryContextGuard::retain(c, 0).map(drop)
    }),
    ("cuCtxPushCurrent_v2", |_, f| {
        DeviceBuffer::new(&f.ctx, 4096).map(drop)
    }),
    ("cuMemAlloc_v2", |_, f| {
        DeviceBuffer::new(&f.ctx, 4096).map(drop)
    }),
    ("cuMemHostAlloc", |_, f| {
        PinnedHostBuffer::new(&f.ctx, 4096, Default::default()).map(drop)
    }),
    ("cuMemAllocManaged", |_, f| {
        ManagedBuffer::new(&f.ctx, 4096).map(drop)
    }),
    ("cuMemHostRegister_v2", |_, f| {
        HostRegistration::from_vec(&f.ctx, vec![0; 8192], Default::default()).map(drop)
    }),
    ("cuStreamCreate", |_, f| Stream::new(&f.ctx).map(drop)),
    ("cuStreamSynchronize", |_, f| f.stream.synchronize()),
    ("cuDeviceGetDefaultMemPool", |c, _| {
        MemPool::default_for(c, 0).map(drop)
    }),
    ("cuMemPoolCreate", |c, _| {
        MemPool::new(c, PoolProps::device(0)).map(drop)
    }),
    ("cuMemPoolSetAttribute", |c, _| {
        MemPool::new(c, PoolProps::device(0).release_threshold(1 << 20)).map(drop)
    }),
    ("cuMemAllocFromPoolAsync", |_, f| {
        f.pool.alloc_async(4096, &f.stream).map(drop)
    }),
    ("cuMemPoolSetAccess", |_, f| {
        f.pool.set_access(0, Access::ReadWrite)
    }),
    ("cuMemPoolGetAccess", |_, f| f.pool.access(0).map(drop)),
    ("cuMemGetAllocationGranularity", |c, _| {
        VmmAllocation::new(c, 4096, MemLocation::Device(0)).map(drop)
    }),
    ("cuMemCreate", |c, _| {
        VmmAllocation::new(c, 4096, MemLocation::Device(0)).map(drop)
    }),
    ("cuMemAddressReserve", |c, _| {
        VmmAllocation::new(c, 4096, MemLocation::Device(0)).map(drop)
    }),
    ("cuMemMap", |c, _| {
        VmmAllocation::new(c, 4096, MemLocation::Device(0)).map(drop)
    }),
    ("cuMemSetAccess", |c, _| {
        VmmAllocation::new(c, 4096, MemLocation::Device(0)).map(drop)
    }),
    ("cuMemcpyAsync", |_, f| {
        let (src, mut dst) = ([1u8; 64], [0u8; 64]);
        f.stream.copy(&mut dst[..], &src[..])
    }),
    ("cuMemsetD8Async", |_, f| {
        f.stream.set(&mut [0u8; 64][..], 1)
    }),
    ("cuEventCreate", |_, f| Event::new(&f.ctx, true).map(drop)),
    ("cuEventRecord", |_, f| {
        Event::new(&f.ctx, true).and_then(|e| e.record(&f.stream))
    }),
    ("cuStreamWaitEvent", |_, f| {
        Event::new(&f.ctx, false).and_then(|e| f.stream.wait_event(&e))
    }),
    ("cuIpcGetMemHandle", |_, f| {
        DeviceBuffer::new(&f.ctx, 4096).and_then(|b| b.ipc_handle().map(drop))
    }),
    ("cuMemPoolExportToShareableHandle", |c, _| {
        let props = PoolProps::device(0).handle_types(HandleTypes::POSIX_FD);
        MemPool::new(c, props).and_then(|p| p.export_fd().map(drop))
    }),
    ("cuMemPoolExportPointer", |c, f| {
        let props = PoolProps::device(0).handle_types(HandleTypes::POSIX_FD);
        let pool = MemPool::new(c, props)?;
        let b = pool.alloc_async(4096, &f.stream)?;
        b.export().map(drop)
    }),
    ("cuMemExportToShareableHandle", |c, _| {
        let fd = HandleTypes::POSIX_FD;
        VmmAllocation::with_handle_types(c, 4096, MemLocation::Device(0), fd)
            .and_then(|v| v.export_fd().map(drop))
    }),
    ("cuCtxGetCurrent", |c, _| c.current_context().map(drop)),
    ("cuCtxGetApiVersion", |c, f| {
        let (_v, info) = vmm_info(c);
        // On a thread of its own with a current context it has not yet
        // found alive: ensure_context asks whether it is.
        std::thread::scope(|s| {
            s.spawn(|| {
                let _current = f.ctx.make_current()?;
                c.ensure_context(&info).map(drop)
            })
            .join()
            .unwrap()
        })
    }),
    ("cuCtxSetCurrent", |c, _| {
        let (_v, info) = vmm_info(c);
        // On a thread of its own, with no context: ensure_context binds.
        std::thread::scope(|s| {
            s.spawn(|| c.ensure_context(&info).map(drop))
                .join()
                .unwrap()
        })
    }),
];

/// `outcome` is the injected failure of `symbol`, as a typed error.
fn assert_fails_in<T: std::fmt::Debug>(outcome: Result<T>, symbol: &str) {
    match outcome {
        Err(Error::Driver { call, code }) => {
            assert_eq!(call, symbol);
            assert_eq!(code, CUresult(CODE), "{symbol}");
        }
        other => panic!("{symbol}: {other:?}"),
    }
}

/// What an armed operation did.
struct Attempt {
    outcome: Result<()>,
    before: cuda_sim::SimStats,
    after: cuda_sim::SimStats,
    /// Primary-context references after the operation (the fixture holds 1).
    refs: i32,
}

/// Runs `op` on a fresh simulator with `config`.
fn attempt(config: &str, op: Op) -> Attempt {
    let sim = SimLibrary::new(config).unwrap();
    let cuda = load_sim(&sim);
    let f = fixture(&cuda);
    let before = sim.stats();
    let outcome = op(&cuda, &f);
    Attempt {
        outcome,
        before,
        after: sim.stats(),
        refs: sim.primary_refcount(0),
    }
}

#[test]
fn each_failing_driver_call_is_a_typed_error_that_leaves_nothing_behind() {
    for (symbol, op) in OPERATIONS {
        // Count the calls of `symbol` up to and including the operation's,
        // then fail the operation's first one.
        let dry = SimLibrary::new("").unwrap();
        let cuda = load_sim(&dry);
        let f = fixture(&cuda);
        let before_op = dry.calls(symbol);
        op(&cuda, &f).unwrap_or_else(|e| panic!("{symbol}: the operation fails unarmed: {e}"));
        assert!(
            dry.calls(symbol) > before_op,
            "{symbol} is not called by its operation"
        );
        drop((f, cuda));

        let config = format!("fail.{symbol}={}:{CODE}", before_op + 1);
        let a = attempt(&config, *op);
        assert_fails_in(a.outcome, symbol);
        assert_eq!(a.before, a.after, "{symbol}: something was left behind");
        // The fixture's one guard is the only context reference.
        assert_eq!(a.refs, 1, "{symbol}: a context reference leaked");
    }
}

#[test]
fn the_current_context_is_as_it_was_after_a_failed_operation() {
    for symbol in [
        "cuMemAlloc_v2",
        "cuMemHostAlloc",
        "cuStreamCreate",
        "cuMemAllocManaged",
    ] {
        let sim = SimLibrary::new(&format!("fail.{symbol}=1:{CODE}")).unwrap();
        let cuda = load_sim(&sim);
        let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
        std::thread::scope(|s| {
            s.spawn(|| {
                assert_eq!(cuda.current_context().unwrap(), None);
                let r = match symbol {
                    "cuMemAlloc_v2" => DeviceBuffer::new(&ctx, 64).map(drop),
                    "cuMemHostAlloc" => {
                        PinnedHostBuffer::new(&ctx, 64, Default::default()).map(drop)
                    }
                    "cuStreamCreate" => Stream::new(&ctx).map(drop),
                    _ => ManagedBuffer::new(&ctx, 64).map(drop),
                };
                assert!(r.is_err(), "{symbol}");
                assert_eq!(
                    cuda.current_context().unwrap(),
                    None,
                    "{symbol} left a context pushed"
                );
                let _outer = ctx.make_current().unwrap();
                assert!(DeviceBuffer::new(&ctx, 64).is_ok());
                assert_eq!(cuda.current_context().unwrap(), Some(ctx.context()));
            });
        });
    }
}

#[test]
fn failing_load_time_queries_are_typed_errors() {
    for symbol in [
        "cuInit",
        "cuDeviceGetCount",
        "cuDeviceGetName",
        "cuDeviceTotalMem_v2",
        "cuDeviceGetAttribute",
    ] {
        let sim = SimLibrary::new(&format!("fail.{symbol}=1:{CODE}")).unwrap();
        assert_fails_in(try_load_sim(&sim), symbol);
    }
}

#[test]
fn failing_frees_in_drop_are_logged_never_a_panic() {
    // Each drop's driver call fails once; the value is dropped anyway.
    for symbol in [
        "cuMemFree_v2",
        "cuMemFreeHost",
        "cuMemHostUnregister",
        "cuStreamDestroy_v2",
        "cuMemPoolDestroy",
        "cuMemFreeAsync",
        "cuMemUnmap",
        "cuMemAddressFree",
        "cuMemRelease",
        "cuDevicePrimaryCtxRelease_v2",
        "cuCtxPopCurrent_v2",
        "cuEventDestroy_v2",
    ] {
        let sim = SimLibrary::new(&format!("fail.{symbol}=1:{CODE}")).unwrap();
        let cuda = load_sim(&sim);
        let all = cuda_mem_testing::EveryKind::new(&cuda, 0, 1 << 21).unwrap();
        let event = Event::new(&all.ctx, true).unwrap();
        drop((event, all));
        assert!(sim.calls(symbol) >= 1, "{symbol} not called by any drop");
    }
}
