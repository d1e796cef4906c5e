//! The simulator at scale: a million live allocations and a million
//! alloc/free cycles in linear time, and descriptors bounded however many
//! buffers are touched. Always the simulator. Its own binary, its tests one
//! at a time: they measure the process (its descriptors), which tests
//! running beside them would change.

use cuda_mem_sys::*;
use cuda_sim::SimLibrary;
use std::sync::Mutex;

static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// A simulator copy, loaded and initialised, with device 0's primary
/// context current on this thread.
fn sim() -> (SimLibrary, Driver) {
    let s = SimLibrary::new("").unwrap();
    // SAFETY: cuda-sim implements the driver's C ABI; valid out-pointers.
    let d = unsafe {
        let d = Driver::load_from(s.path_str()).unwrap();
        d.cuInit(0).unwrap();
        let ctx = out(|c| d.cuDevicePrimaryCtxRetain(c, 0)).unwrap();
        d.cuCtxSetCurrent(ctx).unwrap();
        d
    };
    (s, d)
}

/// Descriptors this process has open.
fn open_descriptors() -> usize {
    std::fs::read_dir("/proc/self/fd").map_or(0, |d| d.count())
}

#[test]
fn a_million_live_allocations_and_a_million_cycles_in_linear_time() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let (_s, d) = sim();
    let n = 1_000_000;
    let mut live = Vec::with_capacity(n);
    let mut laps = Vec::new();
    let t = std::time::Instant::now();
    for i in 0..n {
        // SAFETY: a valid out-pointer; a context is current.
        live.push(out(|p| unsafe { d.cuMemAlloc_v2(p, 64) }).unwrap());
        if (i + 1) % (n / 10) == 0 {
            laps.push(t.elapsed());
        }
    }
    let first = laps[0];
    // The fastest of the last three tenths: a pause of the host in one of
    // them (a loaded two-core CI machine) is not the simulator's cost.
    let last = (7..10).map(|i| laps[i] - laps[i - 1]).min().expect("three");
    for p in live.drain(..) {
        // SAFETY: allocated above, freed once.
        unsafe { d.cuMemFree_v2(p) }.unwrap();
    }
    let t = std::time::Instant::now();
    for _ in 0..n {
        // SAFETY: as above.
        let p = out(|p| unsafe { d.cuMemAlloc_v2(p, 64) }).unwrap();
        // SAFETY: as above.
        unsafe { d.cuMemFree_v2(p) }.unwrap();
    }
    let cycles = t.elapsed();
    println!(
        "{n} live allocations: first tenth {first:?}, fastest of the last three tenths {last:?}; \
         {n} alloc/free cycles {cycles:?}"
    );
    // Linear: the last hundred thousand cost what the first did (the
    // scan this replaced made them ten times dearer).
    assert!(
        last < first * 3,
        "first tenth {first:?}, fastest of the last three {last:?}"
    );
}

#[test]
fn buffers_whose_bytes_were_touched_hold_no_descriptor_each() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let (_s, d) = sim();
    let before = open_descriptors();
    // SAFETY: valid out-pointers; a context is current; every byte set or
    // read lies inside its allocation; each allocation freed once.
    unsafe {
        let bufs: Vec<CUdeviceptr> = (0..2000)
            .map(|_| out(|p| d.cuMemAlloc_v2(p, 4096)).unwrap())
            .collect();
        for (i, &b) in bufs.iter().enumerate() {
            d.cuMemsetD8_v2(b, i as u8, 4096).unwrap();
        }
        let mut host = [0u8; 4096];
        d.cuMemcpyDtoH_v2(host.as_mut_ptr().cast(), bufs[1999], 4096)
            .unwrap();
        assert!(host.iter().all(|&b| b == (1999 % 256) as u8));
        let grown = open_descriptors().saturating_sub(before);
        assert!(grown < 16, "{grown} descriptors for 2000 touched buffers");
        // One exported buffer takes a file; its bytes move with it.
        out(|h| d.cuIpcGetMemHandle(h, bufs[7])).unwrap();
        d.cuMemcpyDtoH_v2(host.as_mut_ptr().cast(), bufs[7], 4096)
            .unwrap();
        assert!(host.iter().all(|&b| b == 7));
        for b in bufs {
            d.cuMemFree_v2(b).unwrap();
        }
    }
}
