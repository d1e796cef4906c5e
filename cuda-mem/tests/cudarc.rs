//! cuda-mem beside cudarc in one process (feature `cudarc`): one driver
//! library, one primary context per device, classification of what cudarc
//! allocates, bytes both ways between cudarc slices and every kind of
//! memory, and nothing left behind whichever side is dropped first.
//!
//! cudarc opens the driver once per process, so every scenario shares one
//! driver (the simulator, or the real one with CUDA_MEM_TEST_REAL_DRIVER=1)
//! and they run one after another. On the simulator the process runs itself
//! again with a device without memory pools, where cudarc falls back to
//! `cuMemAlloc`.

use ::cudarc::driver::{CudaContext, CudaSlice, DevicePtr};
use cuda_mem::cudarc::{CudarcBytes, CudarcBytesMut};
use cuda_mem::*;
use cuda_mem_testing::EveryKind;
use cuda_sim::TestDriver;
use std::sync::{Arc, OnceLock};

/// Set in the second run on the simulator: its configuration.
const CONFIG_ENV: &str = "CUDA_MEM_CUDARC_TEST_CONFIG";
const LEN: usize = 4 << 20;

fn driver() -> &'static TestDriver {
    static DRIVER: OnceLock<TestDriver> = OnceLock::new();
    DRIVER.get_or_init(|| TestDriver::new(&std::env::var(CONFIG_ENV).unwrap_or_default()))
}

fn load() -> Cuda {
    // SAFETY: the simulator, or the real driver with
    // CUDA_MEM_TEST_REAL_DRIVER=1.
    unsafe { Cuda::load_from(driver().library()) }.expect("the driver loads")
}

fn cudarc_context() -> Arc<CudaContext> {
    CudaContext::new(0).expect("cudarc makes its context")
}

/// (active, flags) of device 0's primary context, asked through cudarc.
fn primary_state() -> (bool, u32) {
    let (mut flags, mut active) = (0u32, 0i32);
    // SAFETY: valid out-pointers; cudarc's driver is loaded by now.
    let r =
        unsafe { ::cudarc::driver::sys::cuDevicePrimaryCtxGetState(0, &mut flags, &mut active) };
    assert_eq!(r, ::cudarc::driver::sys::CUresult::CUDA_SUCCESS);
    (active != 0, flags)
}

/// Free device memory, asked in a primary context retained for the call.
fn free_device_memory() -> usize {
    let ctx = cudarc_context();
    ctx.mem_get_info().expect("cuMemGetInfo").0
}

fn pattern(seed: u8, len: usize) -> Vec<u8> {
    (0..len)
        .map(|i| {
            (i as u32)
                .wrapping_mul(2_654_435_761)
                .rotate_left(seed as u32 % 31) as u8
                ^ seed
        })
        .collect()
}

fn cudarc_and_cuda_mem_open_the_same_driver_library() {
    let _cuda = load();
    let ours = {
        // SAFETY: opening the library cuda-mem loaded hands back its handle.
        let lib = unsafe { libloading::Library::new(driver().library()) }.unwrap();
        // SAFETY: only the address is taken.
        let f = unsafe { lib.get::<unsafe extern "C" fn(u32) -> u32>(b"cuInit\0") }.unwrap();
        *f as usize
    };
    let theirs = {
        // SAFETY: only the address is taken.
        let f = unsafe {
            ::cudarc::driver::sys::culib()
                .get::<unsafe extern "C" fn(u32) -> u32>(b"cuInit\0")
                .unwrap()
        };
        *f as usize
    };
    assert_eq!(
        ours,
        theirs,
        "cudarc opened another driver library than {}",
        driver().library()
    );
}

fn cudarcs_context_is_the_primary_context_cuda_mem_retains() {
    let cuda = load();
    let ctx = cudarc_context();
    let guard = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    assert_eq!(guard.context(), ctx.cu_ctx().cast());
    // The other way round: cuda-mem first.
    drop(ctx);
    let again = cudarc_context();
    assert_eq!(guard.context(), again.cu_ctx().cast());
}

/// What cudarc's allocation must classify as, and what it did allocate.
fn expect_cudarc_kind(cuda: &Cuda, ctx: &CudaContext, info: &PointerInfo) {
    assert_eq!(info.device(), Some(0));
    assert_eq!(info.location(), Location::Device(0));
    if ctx.has_async_alloc() {
        assert_eq!(info.kind(), MemoryKind::StreamOrdered);
        assert_eq!(info.context(), None);
        let default = MemPool::default_for(cuda, 0).unwrap();
        assert_eq!(info.pool(), Some(default.as_raw()));
    } else {
        assert_eq!(info.kind(), MemoryKind::Device);
        assert_eq!(info.context(), Some(ctx.cu_ctx().cast()));
        assert_eq!(info.pool(), None);
    }
}

fn cudarc_allocations_classify_as_what_cudarc_allocated() {
    let cuda = load();
    let ctx = cudarc_context();
    let stream = ctx.default_stream();
    let bytes: CudaSlice<u8> = stream.alloc_zeros(LEN).unwrap();
    let words: CudaSlice<u32> = stream.clone_htod(&[1u32, 2, 3, 4]).unwrap();
    for (what, info) in [
        ("a slice of bytes", cuda.classify(&bytes).unwrap()),
        ("a slice of u32", cuda.classify(&words).unwrap()),
        (
            "device_ptr",
            cuda.classify(bytes.device_ptr(&stream)).unwrap(),
        ),
    ] {
        println!(
            "cudarc {what}: {:?} on {:?} (cudarc async alloc: {})",
            info.kind(),
            info.location(),
            ctx.has_async_alloc()
        );
        expect_cudarc_kind(&cuda, &ctx, &info);
        assert_eq!(info, cuda.classify_by_driver(info.address()).unwrap());
    }
    // A view inside the slice: its own address, the allocation's kind.
    let view = bytes.slice(4096..8192);
    let (address, record) = view.device_ptr(&stream);
    let info = cuda.classify((address, record)).unwrap();
    assert_eq!(info.address(), address);
    assert_eq!(
        info.address(),
        cuda.classify(&bytes).unwrap().address() + 4096
    );
    expect_cudarc_kind(&cuda, &ctx, &info);
    // Freed by cudarc: the address no longer classifies as its memory.
    let address = cuda.classify(&words).unwrap().address();
    drop(words);
    stream.synchronize().unwrap();
    let after = cuda.classify(address).unwrap();
    assert_eq!(after, cuda.classify_by_driver(address).unwrap());
}

fn ensure_context_leaves_cudarcs_current_context_alone() {
    let cuda = load();
    let ctx = cudarc_context();
    // Context-less memory: cuda-mem's pool memory.
    let guard = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stream = Stream::new(&guard).unwrap();
    let pool = MemPool::default_for(&cuda, 0);
    let info = match &pool {
        Ok(pool) => {
            let buf = pool.alloc_async(4096, &stream).unwrap();
            stream.synchronize().unwrap();
            cuda.classify(buf.device_ptr()).unwrap()
        }
        Err(_) => {
            let buf = DeviceBuffer::new(&guard, 4096).unwrap();
            cuda.classify(buf.device_ptr()).unwrap()
        }
    };
    let ctx2 = ctx.clone();
    let cuda2 = cuda.clone();
    std::thread::spawn(move || {
        // cudarc made its context current on this thread.
        ctx2.bind_to_thread().unwrap();
        let before = cuda2.current_context().unwrap();
        assert_eq!(before, Some(ctx2.cu_ctx().cast()));
        let binding = cuda2.ensure_context(&info).unwrap();
        assert_eq!(
            binding,
            ContextBinding::AlreadyCurrent(ctx2.cu_ctx().cast())
        );
        assert_eq!(cuda2.current_context().unwrap(), before);
        assert_eq!(cuda2.thread_bindings(), 0, "no reference taken");
    })
    .join()
    .unwrap();
    // A thread with nothing current gets the same primary context cudarc uses.
    let cuda3 = cuda.clone();
    let want = ctx.cu_ctx() as usize;
    std::thread::spawn(move || {
        assert_eq!(cuda3.current_context().unwrap(), None);
        let binding = cuda3.ensure_context(&info).unwrap();
        assert!(matches!(binding, ContextBinding::Bound { device: 0, .. }));
        assert_eq!(
            cuda3.current_context().unwrap().map(|c| c as usize),
            Some(want)
        );
        assert_eq!(cuda3.release_thread_contexts().unwrap(), 1);
    })
    .join()
    .unwrap();
}

fn bytes_move_both_ways_between_cudarc_and_every_kind() {
    let cuda = load();
    let ctx = cudarc_context();
    let rc = ctx.default_stream();
    let mut all = EveryKind::new(&cuda, 0, LEN).unwrap();
    let stream = Stream::new(&all.ctx).unwrap();
    let mut slice: CudaSlice<u8> = rc.alloc_zeros(LEN).unwrap();
    let mut moved = 0;
    for (seed, (key, mut bytes)) in all.every_bytes_mut().into_iter().enumerate() {
        let seed = seed as u8 * 2 + 1;
        // cuda-mem memory -> cudarc slice, through Stream::copy.
        let a = pattern(seed, LEN);
        stream.copy(bytes.reborrow(), &a).unwrap();
        stream
            .copy(slice.bytes_mut().unwrap(), bytes.as_bytes())
            .unwrap();
        let back: Vec<u8> = rc.clone_dtoh(&slice).unwrap();
        rc.synchronize().unwrap();
        assert!(back == a, "{key} -> cudarc slice: bytes differ");
        // cudarc slice -> cuda-mem memory.
        let b = pattern(seed + 1, LEN);
        rc.memcpy_htod(&b, &mut slice).unwrap();
        stream
            .copy(bytes.reborrow(), slice.bytes().unwrap())
            .unwrap();
        let mut host = vec![0u8; LEN];
        stream.copy(&mut host, bytes.as_bytes()).unwrap();
        assert!(host == b, "cudarc slice -> {key}: bytes differ");
        // A view of part of the slice, both ways.
        let mut view = slice.slice_mut(LEN / 2..LEN / 2 + 4096);
        stream
            .copy(
                view.bytes_mut().unwrap(),
                bytes.as_bytes().slice(..4096).unwrap(),
            )
            .unwrap();
        let view = slice.slice(LEN / 2..LEN / 2 + 4096);
        assert_eq!(
            cuda.classify(&view).unwrap().address(),
            cuda.classify(&slice).unwrap().address() + LEN as u64 / 2
        );
        let mut host = vec![0u8; 4096];
        stream.copy(&mut host, view.bytes().unwrap()).unwrap();
        assert!(host[..] == b[..4096], "{key}: view bytes differ");
        moved += 1;
    }
    println!("bytes moved both ways between a cudarc slice and {moved} kinds");

    // cudarc's own copies with cuda-mem's host memory.
    let a = pattern(101, LEN);
    rc.memcpy_htod(all.pinned.as_slice(), &mut slice).unwrap();
    all.pinned.as_mut_slice().copy_from_slice(&a);
    rc.memcpy_htod(all.pinned.as_slice(), &mut slice).unwrap();
    rc.memcpy_dtoh(&slice, all.registered.as_mut_slice())
        .unwrap();
    rc.synchronize().unwrap();
    assert!(
        all.registered.as_slice() == &a[..],
        "cudarc htod/dtoh with pinned and registered memory"
    );
    drop(slice);
    rc.synchronize().unwrap();
}

/// cudarc work on a second stream right before cuda-mem copies: writes
/// queued there (32 passes of a memset over 64 MiB, which the GPU takes
/// milliseconds for) are all in what cuda-mem reads, and reads queued there
/// (32 copies out of the slice) all see the bytes from before cuda-mem
/// writes it. Every byte checked. cudarc orders a slice's own stream after
/// work on other streams only when asked for the slice's address, so the
/// address must be asked before the wait (on the simulator work completes
/// at once: only the GPU can show a wrong order).
fn copies_wait_for_cudarc_work_on_other_streams() {
    let cuda = load();
    let ctx = cudarc_context();
    let own = ctx.default_stream();
    let other = ctx.new_stream().unwrap();
    let len = 64 << 20;
    let guard = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stream = Stream::new(&guard).unwrap();
    let mut slice: CudaSlice<u8> = own.clone_htod(&vec![1u8; len]).unwrap();
    own.synchronize().unwrap();
    for _ in 0..32 {
        other.memset_zeros(&mut slice).unwrap();
    }
    let mut host = vec![1u8; len];
    stream.copy(&mut host, slice.bytes().unwrap()).unwrap();
    let stale = host.iter().filter(|&&b| b != 0).count();
    assert_eq!(
        stale, 0,
        "bytes read before the other stream's writes ended"
    );

    let mut copies: CudaSlice<u8> = own.alloc_zeros(len).unwrap();
    own.synchronize().unwrap();
    for _ in 0..32 {
        other.memcpy_dtod(&slice, &mut copies).unwrap();
    }
    let written = vec![7u8; len];
    stream.copy(slice.bytes_mut().unwrap(), &written).unwrap();
    let read: Vec<u8> = other.clone_dtoh(&copies).unwrap();
    other.synchronize().unwrap();
    let clobbered = read.iter().filter(|&&b| b != 0).count();
    assert_eq!(
        clobbered, 0,
        "bytes written before the other stream's reads ended"
    );
    let now: Vec<u8> = own.clone_dtoh(&slice).unwrap();
    own.synchronize().unwrap();
    assert!(now == written, "cuda-mem's write landed");
    println!("{len} bytes checked both ways against 32 queued writes and 32 queued reads");
}

/// cudarc's and cuda-mem's values of every kind, dropped with cudarc's
/// context first (`cudarc_first`) or cuda-mem's handles first; afterwards
/// no primary-context reference is held and no memory is left.
fn drop_in_order(cudarc_first: bool) {
    let baseline = free_device_memory();
    assert!(
        !primary_state().0,
        "a primary context is still held before the scenario"
    );
    let cuda = load();
    let ctx = cudarc_context();
    let rc = ctx.default_stream();
    let slice: CudaSlice<u8> = rc.alloc_zeros(LEN).unwrap();
    let all = EveryKind::new(&cuda, 0, LEN).unwrap();
    let info = cuda.classify(&slice).unwrap();
    let bound = std::thread::spawn({
        let cuda = cuda.clone();
        move || {
            let b = cuda.ensure_context(&info).unwrap();
            // The thread exits holding its reference: given back at exit.
            assert!(matches!(b, ContextBinding::Bound { .. }));
        }
    });
    bound.join().unwrap();
    if cudarc_first {
        drop(slice);
        drop((rc, ctx));
        drop(cuda);
        drop(all);
    } else {
        drop(cuda);
        drop(all);
        drop(slice);
        drop((rc, ctx));
    }
    if let Some(sim) = driver().sim() {
        assert_eq!(sim.primary_refcount(0), 0, "a context reference was left");
        let stats = sim.stats();
        assert_eq!(stats.allocations, 0, "memory was left: {stats:?}");
    }
    assert!(!primary_state().0, "the primary context is still active");
    let after = free_device_memory();
    println!(
        "{} first: primary context inactive; free device memory {} MiB before, {} MiB after",
        if cudarc_first { "cudarc" } else { "cuda-mem" },
        baseline >> 20,
        after >> 20
    );
    assert!(
        after >= baseline,
        "{} bytes of device memory left",
        baseline - after
    );
}

fn dropping_cudarcs_context_first_leaves_nothing_behind() {
    drop_in_order(true);
}

fn dropping_cuda_mems_handles_first_leaves_nothing_behind() {
    drop_in_order(false);
}

fn main() {
    let tests: [(&str, fn()); 8] = [
        (
            "cudarc_and_cuda_mem_open_the_same_driver_library",
            cudarc_and_cuda_mem_open_the_same_driver_library,
        ),
        (
            "cudarcs_context_is_the_primary_context_cuda_mem_retains",
            cudarcs_context_is_the_primary_context_cuda_mem_retains,
        ),
        (
            "cudarc_allocations_classify_as_what_cudarc_allocated",
            cudarc_allocations_classify_as_what_cudarc_allocated,
        ),
        (
            "ensure_context_leaves_cudarcs_current_context_alone",
            ensure_context_leaves_cudarcs_current_context_alone,
        ),
        (
            "bytes_move_both_ways_between_cudarc_and_every_kind",
            bytes_move_both_ways_between_cudarc_and_every_kind,
        ),
        (
            "copies_wait_for_cudarc_work_on_other_streams",
            copies_wait_for_cudarc_work_on_other_streams,
        ),
        (
            "dropping_cudarcs_context_first_leaves_nothing_behind",
            dropping_cudarcs_context_first_leaves_nothing_behind,
        ),
        (
            "dropping_cuda_mems_handles_first_leaves_nothing_behind",
            dropping_cuda_mems_handles_first_leaves_nothing_behind,
        ),
    ];
    let mut args = libtest_mimic::Arguments::from_args();
    // One driver, one primary context: the scenarios must not overlap.
    args.test_threads = Some(1);
    let second_run = std::env::var_os(CONFIG_ENV).is_some();
    let suffix = if second_run {
        " (device without pools)"
    } else {
        ""
    };
    let trials = tests
        .into_iter()
        .map(|(name, f)| {
            libtest_mimic::Trial::test(format!("{name}{suffix}"), move || {
                f();
                Ok(())
            })
        })
        .collect();
    let conclusion = libtest_mimic::run(&args, trials);
    if conclusion.has_failed() || second_run || TestDriver::real_requested() || args.list {
        conclusion.exit();
    }
    // The simulator again, with a device that has no memory pools: cudarc
    // allocates with cuMemAlloc there.
    let status = std::process::Command::new(std::env::current_exe().unwrap())
        .args(std::env::args_os().skip(1))
        .env(CONFIG_ENV, "device.0.pools=0")
        .status()
        .unwrap();
    if !status.success() {
        std::process::exit(101);
    }
    conclusion.exit();
}
