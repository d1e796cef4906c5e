//! Contexts and devices: primary contexts' life cycle, each thread's
//! current context, device attributes, a released context left current.

use super::*;

#[test]
pub(crate) fn primary_context_life_cycle_and_per_thread_current_context() {
    let t = TestDriver::new("");
    // SAFETY: a CUDA driver or the simulator.
    let d = unsafe { Driver::load_from(t.library()) }.unwrap();
    ok!(d, cuInit(0));
    std::thread::scope(|s| {
        s.spawn(|| {
            let state = |d: &Driver| {
                let (mut f, mut a) = (0, 0);
                ok!(d, cuDevicePrimaryCtxGetState(0, &mut f, &mut a));
                a
            };
            assert_eq!(state(&d), 0, "inactive before any retain");
            let mut ctx = null_mut();
            ok!(d, cuDevicePrimaryCtxRetain(&mut ctx, 0));
            assert_eq!(state(&d), 1);
            ok!(d, cuCtxSetCurrent(ctx));
            let mut dev = -1;
            ok!(d, cuCtxGetDevice(&mut dev));
            assert_eq!(dev, 0);
            let mut p = 0;
            ok!(d, cuMemAlloc_v2(&mut p, LEN));
            // Another thread does not see this thread's current context.
            std::thread::scope(|s2| {
                s2.spawn(|| {
                    let mut c = 1 as CUcontext;
                    ok!(d, cuCtxGetCurrent(&mut c));
                    assert!(c.is_null());
                    let mut dev = 0;
                    assert_ne!(raw!(d, cuCtxGetDevice(&mut dev)), CUresult::CUDA_SUCCESS);
                });
            });
            // Push/pop nest.
            ok!(d, cuCtxPushCurrent_v2(ctx));
            let mut popped = null_mut();
            ok!(d, cuCtxPopCurrent_v2(&mut popped));
            assert_eq!(popped, ctx);
            let mut c = null_mut();
            ok!(d, cuCtxGetCurrent(&mut c));
            assert_eq!(c, ctx);
            ok!(d, cuCtxSetCurrent(null_mut()));
            // The last release makes it inactive even with cuMemAlloc memory
            // alive; that memory dies with it.
            ok!(d, cuDevicePrimaryCtxRelease_v2(0));
            assert_eq!(state(&d), 0, "inactive after the last release");
            let v = attrs(&d, p);
            assert_ne!(low(v[1]), 2, "cuMemAlloc memory outlived its context");
        });
    });
}

#[test]
pub(crate) fn device_attributes_and_driver_identity() {
    let t = TestDriver::new("");
    // SAFETY: a CUDA driver or the simulator.
    let d = unsafe { Driver::load_from(t.library()) }.unwrap();
    let mut v = 0;
    ok!(d, cuDriverGetVersion(&mut v));
    ok!(d, cuInit(0));
    let mut n = 0;
    ok!(d, cuDeviceGetCount(&mut n));
    println!("{} driver: version {v}, {n} device(s)", t.label());
    assert!(n >= 1);
    for dev in 0..n {
        let mut name = [0i8; 128];
        ok!(d, cuDeviceGetName(name.as_mut_ptr().cast(), 128, dev));
        // SAFETY: NUL-terminated by the driver.
        let name = unsafe { std::ffi::CStr::from_ptr(name.as_ptr().cast()) }.to_string_lossy();
        let a = |at| {
            let mut x = -1;
            ok!(d, cuDeviceGetAttribute(&mut x, at, dev));
            x
        };
        use CUdevice_attribute as A;
        let (pools, vmm) = (
            a(A::CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED),
            a(A::CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED),
        );
        println!("device {dev}: {name}, MEMORY_POOLS_SUPPORTED={pools}, VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED={vmm}");
        assert!(pools == 0 || pools == 1);
    }
    let mut name = std::ptr::null();
    ok!(
        d,
        cuGetErrorName(CUresult::CUDA_ERROR_INVALID_VALUE, &mut name)
    );
    // SAFETY: a static NUL-terminated string from the driver.
    let name = unsafe { std::ffi::CStr::from_ptr(name) };
    assert_eq!(name.to_str().unwrap(), "CUDA_ERROR_INVALID_VALUE");
    // A cuMemAlloc pointer's MEMORY_TYPE, through the batched call.
    let mut ctx = null_mut();
    ok!(d, cuDevicePrimaryCtxRetain(&mut ctx, 0));
    ok!(d, cuCtxPushCurrent_v2(ctx));
    let mut p = 0;
    ok!(d, cuMemAlloc_v2(&mut p, 1 << 20));
    let v = attrs(&d, p);
    println!(
        "cuMemAlloc pointer {p:#x}: MEMORY_TYPE={} (CU_MEMORYTYPE_DEVICE=2)",
        low(v[1])
    );
    assert_eq!(low(v[1]), 2);
    ok!(d, cuMemFree_v2(p));
    let mut c = null_mut();
    ok!(d, cuCtxPopCurrent_v2(&mut c));
    ok!(d, cuDevicePrimaryCtxRelease_v2(0));
}

/// What the driver answers on a thread whose current context is a primary
/// context whose last reference was released while it was current.
#[test]
pub(crate) fn a_released_primary_context_left_current() {
    let t = TestDriver::new("");
    // SAFETY: a CUDA driver or the simulator.
    let d = unsafe { Driver::load_from(t.library()) }.unwrap();
    ok!(d, cuInit(0));
    std::thread::scope(|s| {
        s.spawn(|| {
            let mut ctx = null_mut();
            ok!(d, cuDevicePrimaryCtxRetain(&mut ctx, 0));
            ok!(d, cuCtxPushCurrent_v2(ctx));
            ok!(d, cuDevicePrimaryCtxRelease_v2(0));
            let (mut flags, mut active) = (0, 0);
            ok!(d, cuDevicePrimaryCtxGetState(0, &mut flags, &mut active));
            let mut cur = null_mut();
            let get_current = raw!(d, cuCtxGetCurrent(&mut cur));
            let mut dev = -1;
            let get_device = raw!(d, cuCtxGetDevice(&mut dev));
            let mut version = 0;
            let api_version = raw!(d, cuCtxGetApiVersion(ctx, &mut version));
            let mut id = 0;
            let get_id = raw!(d, cuCtxGetId(ctx, &mut id));
            let mut cflags = 0;
            let get_flags = raw!(d, cuCtxGetFlags(&mut cflags));
            let sync = raw!(d, cuCtxSynchronize());
            let mut p = 0;
            let alloc = raw!(d, cuMemAlloc_v2(&mut p, 4096));
            println!(
                "released primary left current ({}): active={active} current_is_it={} \
                 cuCtxGetCurrent={get_current} cuCtxGetDevice={get_device} \
                 cuCtxGetApiVersion={api_version} cuCtxGetId={get_id} cuCtxGetFlags={get_flags} \
                 cuCtxSynchronize={sync} cuMemAlloc={alloc}",
                t.label(),
                cur == ctx
            );
            if alloc == CUresult::CUDA_SUCCESS {
                let _ = raw!(d, cuMemFree_v2(p));
            }
            let (mut f2, mut a2) = (0, 0);
            ok!(d, cuDevicePrimaryCtxGetState(0, &mut f2, &mut a2));
            println!("after the calls: active={a2}");
            let mut popped = null_mut();
            let _ = raw!(d, cuCtxPopCurrent_v2(&mut popped));
            // Measured on the H200 (driver 580): the context stays current
            // and cuCtxGetDevice still answers, but work in it fails as
            // destroyed; cuCtxGetApiVersion tells.
            assert_eq!(
                active, 0,
                "the last release deactivates the primary context"
            );
            assert!(cur == ctx);
            assert_eq!(get_device, CUresult::CUDA_SUCCESS);
            assert_eq!(get_flags, CUresult::CUDA_SUCCESS);
            assert_eq!(api_version, CUresult::CUDA_ERROR_INVALID_CONTEXT);
            assert_eq!(get_id, CUresult::CUDA_ERROR_CONTEXT_IS_DESTROYED);
            assert_eq!(sync, CUresult::CUDA_ERROR_CONTEXT_IS_DESTROYED);
            assert_eq!(alloc, CUresult::CUDA_ERROR_CONTEXT_IS_DESTROYED);
            assert_eq!(a2, 0, "probing does not revive it");
        });
    });
}
