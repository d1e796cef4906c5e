//! Graph memory as the driver answers it (`docs/driver-facts.md`, "Graph
//! memory"): an alloc node's address is fixed when the node is added, is
//! driver-known from its graph's launch to the launch of a graph freeing
//! it, answers as VMM device memory does (device, no context, no pool),
//! has no allocation handle, and comes back at the same address with a new
//! buffer id when the alloc graph is launched again (also while it lives,
//! when the graph was instantiated to free before each launch); memory
//! allocated with `cuMemAllocAsync` on a captured stream is graph memory
//! too. On the
//! simulator in CI, and on the real driver with CUDA_MEM_TEST_REAL_DRIVER=1.

use cuda_mem_sys::CUpointer_attribute as P;
use cuda_mem_sys::*;
use cuda_sim::TestDriver;
use std::ffi::c_void;
use std::ptr::null_mut;

macro_rules! ok {
    ($d:expr, $call:ident($($a:expr),*)) => {{
        // SAFETY: arguments follow the driver's contract (valid out-pointers
        // to locals, live handles).
        if let Err(e) = unsafe { $d.$call($($a),*) } {
            panic!("{}: {e}", stringify!($call));
        }
    }};
}

const LEN: usize = 4 << 20;
const UNWRITTEN: u64 = 0xdead_beef;

/// What the driver answers for an address: (memory type, context, managed,
/// pool, buffer id, range start, range size, device ordinal).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Seen {
    mem_type: u64,
    ctx: u64,
    managed: u64,
    pool: u64,
    buffer_id: u64,
    start: u64,
    size: u64,
    ordinal: i32,
}

fn seen(d: &Driver, p: u64) -> Seen {
    let mut a = [
        P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
        P::CU_POINTER_ATTRIBUTE_CONTEXT,
        P::CU_POINTER_ATTRIBUTE_IS_MANAGED,
        P::CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE,
        P::CU_POINTER_ATTRIBUTE_BUFFER_ID,
        P::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR,
        P::CU_POINTER_ATTRIBUTE_RANGE_SIZE,
        P::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
    ];
    let mut v = [UNWRITTEN; 8];
    let mut outs: Vec<*mut c_void> = v.iter_mut().map(|x| (x as *mut u64).cast()).collect();
    ok!(
        d,
        cuPointerGetAttributes(a.len() as u32, a.as_mut_ptr(), outs.as_mut_ptr(), p)
    );
    Seen {
        mem_type: v[0] & 0xffff_ffff,
        ctx: v[1],
        managed: v[2] & 0xffff_ffff,
        pool: v[3],
        buffer_id: v[4],
        start: v[5],
        size: v[6],
        ordinal: (v[7] & 0xffff_ffff) as u32 as i32,
    }
}

fn unregistered() -> Seen {
    Seen {
        mem_type: 0,
        ctx: 0,
        managed: 0,
        pool: 0,
        buffer_id: 0,
        start: UNWRITTEN,
        size: UNWRITTEN,
        ordinal: -2,
    }
}

/// Live graph memory at `p`, with its buffer id as answered.
fn live(p: u64, buffer_id: u64) -> Seen {
    Seen {
        mem_type: 2,
        ctx: 0,
        managed: 0,
        pool: 0,
        buffer_id,
        start: p,
        size: LEN as u64,
        ordinal: 0,
    }
}

fn alloc_params() -> CUDA_MEM_ALLOC_NODE_PARAMS {
    let mut ap = CUDA_MEM_ALLOC_NODE_PARAMS::default();
    ap.poolProps.allocType = CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED;
    ap.poolProps.location.type_ = CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE;
    ap.poolProps.location.id = 0;
    ap.bytesize = LEN;
    ap
}

#[test]
fn graph_memory_answers_as_the_driver_does() {
    let t = TestDriver::new("");
    // SAFETY: a CUDA driver or the simulator.
    let d = unsafe { Driver::load_from(t.library()) }.unwrap();
    ok!(d, cuInit(0));
    let mut ctx = null_mut();
    ok!(d, cuDevicePrimaryCtxRetain(&mut ctx, 0));
    ok!(d, cuCtxSetCurrent(ctx));
    let mut s = null_mut();
    ok!(d, cuStreamCreate(&mut s, 1));

    let (mut ga, mut na, mut ea) = (null_mut(), null_mut(), null_mut());
    let mut ap = alloc_params();
    ok!(d, cuGraphCreate(&mut ga, 0));
    ok!(
        d,
        cuGraphAddMemAllocNode(&mut na, ga, std::ptr::null(), 0, &mut ap)
    );
    let p = ap.dptr;
    assert_ne!(p, 0, "the node's address is fixed when it is added");
    assert_eq!(seen(&d, p), unregistered(), "added, not launched");
    ok!(d, cuGraphInstantiateWithFlags(&mut ea, ga, 0));
    ok!(d, cuGraphLaunch(ea, s));
    ok!(d, cuStreamSynchronize(s));
    let first = seen(&d, p);
    assert_ne!(first.buffer_id, 0);
    assert_eq!(
        first,
        live(p, first.buffer_id),
        "after the alloc graph's launch"
    );
    assert_eq!(seen(&d, p + 4096), first, "interior");
    let mut handle = 0;
    // SAFETY: a valid out-pointer; the address is only looked up.
    let retained = unsafe { d.cuMemRetainAllocationHandle(&mut handle, p as *mut c_void) };
    assert_eq!(
        retained.map_err(|e| e.code()),
        Err(Some(CUresult::CUDA_ERROR_INVALID_VALUE)),
        "graph memory has no allocation handle"
    );
    // On the graph's stream: the stream is non-blocking, so a memset on the
    // null stream could still be running when the free graph below unmaps
    // the memory (an illegal address at a later synchronisation).
    ok!(d, cuMemsetD8Async(p, 7, LEN, s));

    let (mut gf, mut nf, mut ef) = (null_mut(), null_mut(), null_mut());
    ok!(d, cuGraphCreate(&mut gf, 0));
    ok!(
        d,
        cuGraphAddMemFreeNode(&mut nf, gf, std::ptr::null(), 0, p)
    );
    ok!(d, cuGraphInstantiateWithFlags(&mut ef, gf, 0));
    ok!(d, cuGraphLaunch(ef, s));
    ok!(d, cuStreamSynchronize(s));
    assert_eq!(seen(&d, p), unregistered(), "after the free graph's launch");
    assert_eq!(
        seen(&d, p + 4096),
        unregistered(),
        "interior, after the free"
    );
    ok!(d, cuDeviceGraphMemTrim(0));
    assert_eq!(seen(&d, p), unregistered(), "after the trim");

    ok!(d, cuGraphLaunch(ea, s));
    ok!(d, cuStreamSynchronize(s));
    let again = seen(&d, p);
    assert_eq!(
        again,
        live(p, again.buffer_id),
        "relaunched at the same address"
    );
    assert_ne!(again.buffer_id, first.buffer_id, "with a new buffer id");
    ok!(d, cuGraphLaunch(ef, s));
    ok!(d, cuStreamSynchronize(s));
    assert_eq!(seen(&d, p), unregistered(), "after the second free");

    // Alloc and free in one graph: unregistered once it ran.
    let (mut g2, mut a2, mut f2, mut e2) = (null_mut(), null_mut(), null_mut(), null_mut());
    let mut ap2 = alloc_params();
    ok!(d, cuGraphCreate(&mut g2, 0));
    ok!(
        d,
        cuGraphAddMemAllocNode(&mut a2, g2, std::ptr::null(), 0, &mut ap2)
    );
    ok!(d, cuGraphAddMemFreeNode(&mut f2, g2, &a2, 1, ap2.dptr));
    ok!(d, cuGraphInstantiateWithFlags(&mut e2, g2, 0));
    ok!(d, cuGraphLaunch(e2, s));
    ok!(d, cuStreamSynchronize(s));
    assert_eq!(
        seen(&d, ap2.dptr),
        unregistered(),
        "alloc and free in one graph"
    );

    // Instantiated to free before each relaunch: launched again while its
    // allocation lives, the allocation answers as before, at the same
    // address with the same buffer id (the H200's answer).
    let (mut g3, mut a3, mut e3) = (null_mut(), null_mut(), null_mut());
    let mut ap3 = alloc_params();
    ok!(d, cuGraphCreate(&mut g3, 0));
    ok!(
        d,
        cuGraphAddMemAllocNode(&mut a3, g3, std::ptr::null(), 0, &mut ap3)
    );
    let auto_free = CUgraphInstantiate_flags::CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH;
    ok!(
        d,
        cuGraphInstantiateWithFlags(&mut e3, g3, auto_free.0 as u64)
    );
    ok!(d, cuGraphLaunch(e3, s));
    ok!(d, cuStreamSynchronize(s));
    let p3 = ap3.dptr;
    let before = seen(&d, p3);
    assert_eq!(before, live(p3, before.buffer_id), "auto-free: launched");
    ok!(d, cuGraphLaunch(e3, s));
    ok!(d, cuStreamSynchronize(s));
    let after = seen(&d, p3);
    assert_eq!(after, live(p3, after.buffer_id), "auto-free: relaunched");
    assert_eq!(after, before, "auto-free: the same allocation");
    let (mut g4, mut f4, mut e4) = (null_mut(), null_mut(), null_mut());
    ok!(d, cuGraphCreate(&mut g4, 0));
    ok!(
        d,
        cuGraphAddMemFreeNode(&mut f4, g4, std::ptr::null(), 0, p3)
    );
    ok!(d, cuGraphInstantiateWithFlags(&mut e4, g4, 0));
    ok!(d, cuGraphLaunch(e4, s));
    ok!(d, cuStreamSynchronize(s));
    assert_eq!(
        seen(&d, p3),
        unregistered(),
        "auto-free: freed by a free node"
    );

    // Captured: cuMemAllocAsync on a captured stream adds an alloc node and
    // returns its address at once, driver-known only from the captured
    // graph's launch, then as an alloc node's (no pool: graph memory is not
    // the stream's pool's); cuMemFreeAsync captured adds the free node.
    let (mut g5, mut e5, mut g6, mut e6) = (null_mut(), null_mut(), null_mut(), null_mut());
    let mut status = CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_NONE;
    // Relaxed: the steps below query the driver while the stream is
    // captured (whether a global capture allows that is said after them).
    let relaxed = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED;
    ok!(d, cuStreamBeginCapture_v2(s, relaxed));
    ok!(d, cuStreamIsCapturing(s, &mut status));
    assert_eq!(
        status,
        CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_ACTIVE
    );
    let mut p5 = 0;
    ok!(d, cuMemAllocAsync(&mut p5, LEN, s));
    assert_ne!(p5, 0, "captured: an address at once");
    assert_eq!(seen(&d, p5), unregistered(), "captured, not launched");
    ok!(d, cuStreamEndCapture(s, &mut g5));
    ok!(d, cuStreamIsCapturing(s, &mut status));
    assert_eq!(status, CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_NONE);
    ok!(d, cuGraphInstantiateWithFlags(&mut e5, g5, 0));
    assert_eq!(seen(&d, p5), unregistered(), "captured, instantiated");
    ok!(d, cuGraphLaunch(e5, s));
    ok!(d, cuStreamSynchronize(s));
    let captured = seen(&d, p5);
    assert_eq!(
        captured,
        live(p5, captured.buffer_id),
        "captured, after the graph's launch"
    );
    ok!(d, cuStreamBeginCapture_v2(s, relaxed));
    ok!(d, cuMemFreeAsync(p5, s));
    ok!(d, cuStreamEndCapture(s, &mut g6));
    assert_eq!(
        seen(&d, p5),
        captured,
        "a captured free frees nothing before its graph runs"
    );
    ok!(d, cuGraphInstantiateWithFlags(&mut e6, g6, 0));
    ok!(d, cuGraphLaunch(e6, s));
    ok!(d, cuStreamSynchronize(s));
    assert_eq!(
        seen(&d, p5),
        unregistered(),
        "captured, freed by a captured free"
    );

    // A pointer query while a stream is captured in the global mode (a
    // communication library classifies while an application captures):
    // said, not asserted (the driver decides which calls such a capture
    // forbids).
    let mut g7 = null_mut();
    let global = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_GLOBAL;
    ok!(d, cuStreamBeginCapture_v2(s, global));
    let mut mem_type = 0u32;
    let mut attr = P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE;
    let mut out = (&mut mem_type as *mut u32).cast::<c_void>();
    // SAFETY: one attribute, one 4-byte output.
    let queried = unsafe { d.cuPointerGetAttributes(1, &mut attr, &mut out, p) };
    // SAFETY: a valid out-pointer; the capture begun above. Its status
    // is said with the query's (a query a global capture forbids may
    // invalidate it).
    let ended = unsafe { d.cuStreamEndCapture(s, &mut g7) };
    println!(
        "a pointer query during a global capture: {}; the capture's end: {}",
        queried.map_or_else(|e| e.to_string(), |()| "answered".into()),
        ended.map_or_else(|e| e.to_string(), |()| "ended".into())
    );
    if !g7.is_null() {
        ok!(d, cuGraphDestroy(g7));
    }

    for e in [ea, ef, e2, e3, e4, e5, e6] {
        ok!(d, cuGraphExecDestroy(e));
    }
    for g in [ga, gf, g2, g3, g4, g5, g6] {
        ok!(d, cuGraphDestroy(g));
    }
    ok!(d, cuDeviceGraphMemTrim(0));
    ok!(d, cuStreamDestroy_v2(s));
    ok!(d, cuDevicePrimaryCtxRelease_v2(0));
}
