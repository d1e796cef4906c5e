//! CUPTI: the callbacks that fire at every free.

use super::*;

/// What the CUPTI callback of `cupti_callbacks_fire_at_every_free` saw:
/// (domain, callback id, site, the first parameter).
static SEEN: std::sync::Mutex<Vec<(u32, u32, u32, u64)>> = std::sync::Mutex::new(Vec::new());

unsafe extern "C" fn record(
    _userdata: *mut c_void,
    domain: cupti::CUpti_CallbackDomain,
    cbid: cupti::CUpti_CallbackId,
    cbdata: *const c_void,
) {
    let (site, first) = if domain == cupti::CUpti_CallbackDomain::CUPTI_CB_DOMAIN_DRIVER_API {
        // SAFETY: a driver-API callback's data and its parameter struct,
        // whose first field is pointer-sized for every entry point enabled.
        unsafe {
            let d = &*cbdata.cast::<cupti::CUpti_CallbackData>();
            (
                d.callbackSite.0,
                d.functionParams.cast::<u64>().read_unaligned(),
            )
        }
    } else {
        // SAFETY: a resource callback's data.
        (
            0,
            unsafe { (*cbdata.cast::<cupti::CUpti_ResourceData>()).context } as u64,
        )
    };
    SEEN.lock().unwrap().push((domain.0, cbid, site, first));
}

/// CUPTI for the driver under test: its own exports (the simulator), else
/// `CUDA_CUPTI_LIBRARY`, else the CUDA installation's.
pub(crate) fn cupti_for(library: &str) -> cupti::Cupti {
    let mut names = vec![library.to_string()];
    names.extend(std::env::var("CUDA_CUPTI_LIBRARY").ok());
    names.extend(
        [
            "libcupti.so.13",
            "/usr/local/cuda/lib64/libcupti.so.13",
            "/usr/local/cuda/extras/CUPTI/lib64/libcupti.so.13",
        ]
        .map(String::from),
    );
    names
        .iter()
        // SAFETY: CUPTI, or the simulated driver exporting its API.
        .filter_map(|n| unsafe { cupti::Cupti::new(n) }.ok())
        .find(|c| c.cuptiSubscribe.is_ok())
        .unwrap_or_else(|| panic!("no CUPTI among {names:?}"))
}

/// CUPTI's subscribers are the process's: on the real driver, the tests
/// that subscribe run one at a time.
pub(crate) fn one_subscriber_test_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    static ONE: std::sync::Mutex<()> = std::sync::Mutex::new(());
    ONE.lock().unwrap_or_else(|e| e.into_inner())
}

#[test]
pub(crate) fn cupti_callbacks_fire_at_every_free() {
    use cupti::CUpti_driver_api_trace_cbid_enum as C;
    let _one = one_subscriber_test_at_a_time();
    let e = env();
    let d = &e.d;
    let c = cupti_for(e._t.library());
    let mut h = null_mut();
    // SAFETY: a valid out-pointer; the callback only records.
    let r = unsafe { (c.cuptiSubscribe.as_ref().unwrap())(&mut h, Some(record), null_mut()) };
    assert_eq!(r, cupti::CUptiResult::CUPTI_SUCCESS);
    let driver = cupti::CUpti_CallbackDomain::CUPTI_CB_DOMAIN_DRIVER_API;
    let resource = cupti::CUpti_CallbackDomain::CUPTI_CB_DOMAIN_RESOURCE;
    let destroy = cupti::CUpti_CallbackIdResource::CUPTI_CBID_RESOURCE_CONTEXT_DESTROY_STARTING.0;
    let frees = [
        C::CUPTI_DRIVER_TRACE_CBID_cuMemFree_v2,
        C::CUPTI_DRIVER_TRACE_CBID_cuMemFreeHost,
        C::CUPTI_DRIVER_TRACE_CBID_cuMemFreeAsync,
        C::CUPTI_DRIVER_TRACE_CBID_cuMemUnmap,
        C::CUPTI_DRIVER_TRACE_CBID_cuMemHostUnregister,
        C::CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxRelease_v2,
    ];
    let enable = c.cuptiEnableCallback.as_ref().unwrap();
    for (domain, id) in frees
        .iter()
        .map(|f| (driver, f.0))
        .chain([(resource, destroy)])
    {
        // SAFETY: the live subscriber.
        let r = unsafe { enable(1, h, domain, id) };
        assert_eq!(r, cupti::CUptiResult::CUPTI_SUCCESS);
    }
    SEEN.lock().unwrap().clear();
    ok!(d, cuCtxSetCurrent(e.ctx));
    let mut dev = 0;
    ok!(d, cuMemAlloc_v2(&mut dev, LEN));
    ok!(d, cuMemFree_v2(dev));
    let mut host = null_mut();
    ok!(d, cuMemHostAlloc(&mut host, LEN, 0));
    ok!(d, cuMemFreeHost(host));
    let mut pool = 0;
    ok!(d, cuMemAllocAsync(&mut pool, LEN, null_mut()));
    ok!(d, cuMemFreeAsync(pool, null_mut()));
    ok!(d, cuCtxSynchronize());
    let (vmm, handle) = vmm_map(d, CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE, 0);
    vmm_unmap(d, (vmm, handle));
    let mut v = vec![0u8; LEN];
    ok!(d, cuMemHostRegister_v2(v.as_mut_ptr().cast(), LEN, 0));
    ok!(d, cuMemHostUnregister(v.as_mut_ptr().cast()));
    // The last reference: the context is destroyed (and retained again for
    // `env`'s release).
    ok!(d, cuCtxSetCurrent(null_mut()));
    ok!(d, cuDevicePrimaryCtxRelease_v2(0));
    let mut again = null_mut();
    ok!(d, cuDevicePrimaryCtxRetain(&mut again, 0));
    // SAFETY: the live subscriber, once.
    unsafe { (c.cuptiUnsubscribe.as_ref().unwrap())(h) };
    // Never closed: CUPTI hooks itself into the driver.
    std::mem::forget(c);
    let seen = SEEN.lock().unwrap().clone();
    println!("CUPTI callbacks seen ({}): {seen:x?}", e._t.label());
    let (enter, exit) = (0, 1);
    for (id, first) in [
        (C::CUPTI_DRIVER_TRACE_CBID_cuMemFree_v2, dev),
        (C::CUPTI_DRIVER_TRACE_CBID_cuMemFreeHost, host as u64),
        (C::CUPTI_DRIVER_TRACE_CBID_cuMemFreeAsync, pool),
        (C::CUPTI_DRIVER_TRACE_CBID_cuMemUnmap, vmm),
        (
            C::CUPTI_DRIVER_TRACE_CBID_cuMemHostUnregister,
            v.as_ptr() as u64,
        ),
        (C::CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxRelease_v2, 0),
    ] {
        // cuDevicePrimaryCtxRelease's first parameter is a 4-byte device.
        let width = if first == 0 {
            u32::MAX as u64
        } else {
            u64::MAX
        };
        for site in [enter, exit] {
            assert!(
                seen.iter()
                    .any(|s| (s.0, s.1, s.2, s.3 & width) == (driver.0, id.0, site, first)),
                "{id:?} site {site} with {first:#x}"
            );
        }
    }
    assert!(
        seen.iter()
            .any(|s| s.0 == resource.0 && s.1 == destroy && s.3 == e.ctx as u64),
        "the primary context's destruction"
    );
}
