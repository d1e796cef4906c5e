//! A pool pointer's 64 export bytes as the H200's driver lays them out and
//! reads them (`cuda-mem-bench/c/pool_export_bytes.c`, every single-byte
//! change of a real export imported by a fresh process, driver 580): bytes
//! 0..24 checked (any change refused), 24..32 the allocation's offset in
//! the pool, 32..40 its size (both mapped as they say), 40..64 ignored. The layout
//! runs on the simulator in CI and on the real driver with
//! CUDA_MEM_TEST_REAL_DRIVER=1; the imports run on the simulator only (the
//! driver imports a pool pointer only in another process: the probe).

use cuda_mem_sys::*;
use cuda_sim::TestDriver;
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

/// The probe's size: 2 MiB each.
const LEN: usize = 2 << 20;
const FD: CUmemAllocationHandleType =
    CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;

struct Exported {
    d: Driver,
    stream: CUstream,
    fd: std::ffi::c_int,
    a: (CUdeviceptr, [u8; 64]),
    b: (CUdeviceptr, [u8; 64]),
}

/// A pool exported with two allocations of [`LEN`], each exported, each
/// filled with its own byte.
fn exported(t: &TestDriver) -> Exported {
    // SAFETY: a CUDA driver or the simulator.
    let d = unsafe { Driver::load_from(t.library()) }.unwrap();
    ok!(d, cuInit(0));
    let mut ctx = null_mut();
    ok!(d, cuDevicePrimaryCtxRetain(&mut ctx, 0));
    ok!(d, cuCtxSetCurrent(ctx));
    let mut stream = null_mut();
    ok!(d, cuStreamCreate(&mut stream, 1));
    let props = CUmemPoolProps {
        allocType: CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED,
        handleTypes: FD,
        location: CUmemLocation {
            type_: CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
            id: 0,
        },
        ..Default::default()
    };
    let mut pool = null_mut();
    ok!(d, cuMemPoolCreate(&mut pool, &props));
    let mut fd: std::ffi::c_int = -1;
    let out = (&mut fd as *mut std::ffi::c_int).cast();
    ok!(d, cuMemPoolExportToShareableHandle(out, pool, FD, 0));
    let export = |fill: u8| {
        let mut p = 0;
        ok!(d, cuMemAllocFromPoolAsync(&mut p, LEN, pool, stream));
        ok!(d, cuMemsetD8Async(p, fill, LEN, stream));
        ok!(d, cuStreamSynchronize(stream));
        let mut data = CUmemPoolPtrExportData { reserved: [0; 64] };
        ok!(d, cuMemPoolExportPointer(&mut data, p));
        (p, data.reserved)
    };
    let a = export(0xa);
    let b = export(0xb);
    Exported {
        d,
        stream,
        fd,
        a,
        b,
    }
}

fn u64_at(b: &[u8; 64], i: usize) -> u64 {
    u64::from_le_bytes(b[i..i + 8].try_into().expect("8 bytes"))
}

fn an_export_holds_the_allocation_s_offset_and_size() {
    let t = TestDriver::new("");
    let e = exported(&t);
    for (_, bytes) in [e.a, e.b] {
        assert_eq!(u64_at(&bytes, 32), LEN as u64, "bytes 32..40: the size");
    }
    // Where the pool put them: B's offset is A's plus the distance between
    // their addresses (one mapping of the pool, in address order).
    let (a, b) = (u64_at(&e.a.1, 24), u64_at(&e.b.1, 24));
    assert_eq!(
        b.wrapping_sub(a),
        e.b.0.wrapping_sub(e.a.0),
        "bytes 24..32: offsets {a:#x} and {b:#x}, addresses {:#x} and {:#x}",
        e.a.0,
        e.b.0
    );
}

fn an_import_maps_what_the_offset_and_size_say_and_checks_only_the_first_24_bytes() {
    let t = TestDriver::new("");
    let e = exported(&t);
    let d = &e.d;
    let mut pool = null_mut();
    let fd = e.fd as usize as *mut std::ffi::c_void;
    ok!(d, cuMemPoolImportFromShareableHandle(&mut pool, fd, FD, 0));
    let import = |bytes: [u8; 64]| -> Result<(u8, u64), DriverError> {
        let mut data = CUmemPoolPtrExportData { reserved: bytes };
        let mut p = 0;
        // SAFETY: valid out-pointer and export data; an imported pool.
        unsafe { d.cuMemPoolImportPointer(&mut p, pool, &mut data) }?;
        let (mut first, mut size) = (0u8, 0u64);
        ok!(d, cuMemcpyDtoH_v2((&mut first as *mut u8).cast(), p, 1));
        let mut attr = CUpointer_attribute::CU_POINTER_ATTRIBUTE_RANGE_SIZE;
        let mut out = (&mut size as *mut u64).cast();
        ok!(d, cuPointerGetAttributes(1, &mut attr, &mut out, p));
        ok!(d, cuMemFreeAsync(p, e.stream));
        ok!(d, cuStreamSynchronize(e.stream));
        Ok((first, size))
    };
    let (a, b) = (e.a.1, e.b.1);
    assert_eq!(import(a).unwrap(), (0xa, LEN as u64), "as exported");
    for i in 0..24 {
        let mut m = a;
        m[i] ^= 0x01;
        assert!(import(m).is_err(), "byte {i} changed: refused");
    }
    for i in 40..64 {
        let mut m = a;
        m[i] ^= 0x80;
        assert_eq!(import(m).unwrap(), (0xa, LEN as u64), "byte {i}: ignored");
    }
    let mut m = a;
    m[24..32].copy_from_slice(&b[24..32]);
    assert_eq!(import(m).unwrap().0, 0xb, "A's bytes with B's offset: B");
    let mut m = a;
    m[32..40].copy_from_slice(&(LEN as u64 + 4096).to_le_bytes());
    assert_eq!(
        import(m).unwrap(),
        (0xa, LEN as u64 + 4096),
        "a larger size inside the pool"
    );
    let mut m = a;
    m[31] ^= 0x01;
    assert!(import(m).is_err(), "an offset far outside the pool");
}

fn main() {
    let mut trials = vec![libtest_mimic::Trial::test(
        "an_export_holds_the_allocation_s_offset_and_size",
        || {
            an_export_holds_the_allocation_s_offset_and_size();
            Ok(())
        },
    )];
    if TestDriver::real_requested() {
        eprintln!(
            "skipped on a real driver: the imports (the driver imports a pool pointer only in \
             another process, which cuda-mem-bench/c/pool_export_bytes.c does)"
        );
    } else {
        trials.push(libtest_mimic::Trial::test(
            "an_import_maps_what_the_offset_and_size_say_and_checks_only_the_first_24_bytes",
            || {
                an_import_maps_what_the_offset_and_size_say_and_checks_only_the_first_24_bytes();
                Ok(())
            },
        ));
    }
    libtest_mimic::run(&libtest_mimic::Arguments::from_args(), trials).exit();
}
