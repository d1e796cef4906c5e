//! Loading and dropping simulator copies gives their address space back.
//! Simulator only, in a child process of its own.

use cuda_mem_testing::{alone, load_sim};
use cuda_sim::SimLibrary;

/// Bytes of inaccessible (`---p`) mappings in this process.
fn inaccessible_bytes() -> u64 {
    std::fs::read_to_string("/proc/self/maps")
        .unwrap()
        .lines()
        .filter(|l| l.split_whitespace().nth(1) == Some("---p"))
        .filter_map(|l| {
            let (a, b) = l.split_whitespace().next()?.split_once('-')?;
            Some(u64::from_str_radix(b, 16).ok()? - u64::from_str_radix(a, 16).ok()?)
        })
        .sum()
}

/// The process's address space is shared by every test of this binary: a
/// simulator copy another test holds while this one measures reads as
/// growth. The measuring runs in a child that runs this test alone.
#[test]
fn loading_and_dropping_simulator_copies_leaves_no_address_space_behind() {
    if !alone("address_space::loading_and_dropping_simulator_copies_leaves_no_address_space_behind")
    {
        return;
    }
    let cycle = || {
        let sim = SimLibrary::new("").unwrap();
        let cuda = load_sim(&sim);
        drop(cuda_mem_testing::EveryKind::new(&cuda, 0, 4 << 20).unwrap());
    };
    cycle();
    let before = inaccessible_bytes();
    for _ in 0..20 {
        cycle();
    }
    let grown = inaccessible_bytes().saturating_sub(before);
    assert!(
        grown < 1 << 30,
        "20 copies left {} MiB reserved",
        grown >> 20
    );
}
