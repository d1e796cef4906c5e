//! Every entry point the simulator implements has a fault switch
//! (`fail.<symbol>=N[:code]`): the switched call fails with the configured
//! code before it reads an argument, and the next call is not affected.

use cuda_mem_sys::{CUresult, Driver};
use cuda_sim::{fault_probe, SimLibrary, IMPLEMENTED};

#[test]
fn every_implemented_entry_point_fails_when_its_switch_is_set() {
    assert!(IMPLEMENTED.len() >= 58, "{}", IMPLEMENTED.len());
    let set_up = |config: &str, symbol: &str| {
        let sim = SimLibrary::new(config).unwrap_or_else(|e| panic!("{symbol}: {e}"));
        // SAFETY: the simulator.
        let d = unsafe { Driver::load_from(sim.path_str()) }.unwrap();
        if symbol != "cuInit" {
            // SAFETY: cuInit takes no pointers.
            unsafe { d.cuInit(0) }.unwrap();
        }
        (sim, d)
    };
    for symbol in IMPLEMENTED {
        let code = 987;
        // Loading and cuInit make calls of their own (the driver version is
        // read at load): the switch names the call after those.
        let before = set_up("", symbol).0.calls(symbol);
        let (sim, d) = set_up(&format!("fail.{symbol}={}:{code}", before + 1), symbol);
        // SAFETY: the switched call fails before it reads its (zeroed)
        // arguments.
        let r = unsafe { fault_probe::call_zeroed(&d, symbol) }
            .unwrap_or_else(|| panic!("no probe for {symbol}"));
        let e = r.expect_err(symbol);
        assert_eq!(e.code(), Some(CUresult(code)), "{symbol}");
        assert_eq!(e.function, symbol);
        assert_eq!(sim.calls(symbol), before + 1, "{symbol} counted");
    }
}

#[test]
fn a_switch_fails_only_the_call_it_names() {
    let sim = SimLibrary::new("fail.cuDeviceGetCount=2").unwrap();
    // SAFETY: the simulator.
    let d = unsafe { Driver::load_from(sim.path_str()) }.unwrap();
    // SAFETY: valid out-pointers.
    unsafe {
        d.cuInit(0).unwrap();
        let mut n = 0;
        d.cuDeviceGetCount(&mut n).unwrap();
        assert_eq!(
            d.cuDeviceGetCount(&mut n).unwrap_err().code(),
            Some(CUresult::CUDA_ERROR_OUT_OF_MEMORY)
        );
        d.cuDeviceGetCount(&mut n).unwrap();
        assert_eq!(n, 1);
    }
}
