//! The workspace's test gear, in one place: one live allocation of every
//! kind with what classification must answer ([`EveryKind`]), a driver for
//! a test (simulated, or real with `CUDA_MEM_TEST_REAL_DRIVER=1`), a test
//! run again in a process of its own, the randomized tests' model and
//! sequence, and descriptors over a Unix socket ([`socket`]). Built on
//! cuda-mem's public API only; never published.

mod every_kind;
pub mod socket;

pub use every_kind::{EveryKind, Expected, STATIC_BYTES};

use cuda_mem::{Cuda, Error, MemoryKind};
use cuda_sim::TestDriver;
use std::ffi::OsStr;

/// Bytes of this process's address space that are mapped
/// (`/proc/self/statm`'s size).
pub fn mapped_bytes() -> u64 {
    statm(0)
}

/// Resident bytes of this process (`/proc/self/statm`'s resident).
pub fn resident_bytes() -> u64 {
    statm(1)
}

/// Field `i` of `/proc/self/statm`, in bytes.
fn statm(i: usize) -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap();
    let pages: u64 = statm.split_whitespace().nth(i).unwrap().parse().unwrap();
    pages * 4096
}

/// A driver for a test (the simulator configured with `config`, or the
/// real driver with `CUDA_MEM_TEST_REAL_DRIVER=1`) and a handle on it.
pub fn load(config: &str) -> (TestDriver, Cuda) {
    let d = TestDriver::new(config);
    // SAFETY: the simulator, or the real driver with
    // CUDA_MEM_TEST_REAL_DRIVER=1.
    let cuda = unsafe { Cuda::load_from(d.library()) }
        .unwrap_or_else(|e| panic!("loading the {} driver: {e}", d.label()));
    (d, cuda)
}

/// Whether the tests run against the real driver.
pub fn real_driver() -> bool {
    TestDriver::real_requested()
}

/// Loads a private simulator copy.
pub fn load_sim(sim: &cuda_sim::SimLibrary) -> Cuda {
    try_load_sim(sim).expect("the simulator loads")
}

/// Loads a private simulator copy, which may refuse (a configuration that
/// makes cuInit fail, say).
pub fn try_load_sim(sim: &cuda_sim::SimLibrary) -> Result<Cuda, Error> {
    // SAFETY: cuda-sim implements the driver's C ABI.
    unsafe { Cuda::load_from(sim.path_str()) }
}

/// Bytes of each allocation the tests make when the size does not matter.
pub const LEN: usize = 4 << 20;

/// Runs the test `name` of this binary again by itself, in a child process
/// with `marker` set (to `name`) and `env` changed (a value set, `None`
/// removed): for a test that reads or changes what the whole process
/// shares (its address space, its logger, its environment). The test tells
/// it is the child by `marker`. Asserts that the child ran that one test
/// and passed it, and answers its standard output.
pub fn run_alone(name: &str, marker: &str, env: &[(&str, Option<&OsStr>)]) -> String {
    let mut child = std::process::Command::new(std::env::current_exe().unwrap());
    child
        // Not `--test-threads=1`: libtest then prints the test's name
        // before its output, on the same line.
        .args(["--exact", name, "--nocapture"])
        .env(marker, name);
    for &(key, value) in env {
        match value {
            Some(v) => child.env(key, v),
            None => child.env_remove(key),
        };
    }
    let out = child.output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success() && stdout.contains("1 passed"),
        "{name} alone, with {env:?}: {stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// Names the one test a child started by [`alone`] runs.
pub const ALONE_ENV: &str = "CUDA_MEM_TEST_ALONE";

/// For a test that measures what the whole process shares: `true` in the
/// child process that runs the test `name` by itself, where the test goes
/// on; `false` in the test binary's own process, where that child has run
/// and passed ([`run_alone`], its output printed) and the test returns.
pub fn alone(name: &str) -> bool {
    if std::env::var_os(ALONE_ENV).is_some_and(|v| v == name) {
        return true;
    }
    print!("{}", run_alone(name, ALONE_ENV, &[]));
    false
}

/// Names a percentage to scale the longest tests' step and fork counts by
/// (at least 1 each): `cargo xtask ci` runs them under valgrind at a
/// fraction of their length.
pub const SCALE_ENV: &str = "CUDA_MEM_TEST_SCALE_PERCENT";

/// `n` scaled by [`SCALE_ENV`] (100% when unset).
pub fn scaled(n: u64) -> u64 {
    let percent: u64 = std::env::var(SCALE_ENV)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    (n * percent / 100).max(1)
}

/// A live allocation as the tests model it.
#[derive(Debug, Clone, Copy)]
pub struct Modelled {
    /// The first byte.
    pub start: u64,
    /// Its length in bytes.
    pub len: u64,
    /// What classification must answer for it.
    pub kind: MemoryKind,
}

/// What classify must answer for an address, given what is live.
pub fn expected(live: &[Modelled], addr: u64) -> Result<MemoryKind, Error> {
    if addr == 0 {
        return Err(Error::NullPointer);
    }
    Ok(live
        .iter()
        .find(|m| addr >= m.start && addr < m.start + m.len)
        .map(|m| m.kind)
        .unwrap_or(MemoryKind::Pageable))
}

/// One hostile address from two random words: inside a live allocation
/// (start, interior, last byte), one past its end, inside a freed range,
/// inside a reserved but unmapped range, null, a small integer, an unaligned
/// random address, or a kernel-half address.
pub fn hostile_address(
    live: &[Modelled],
    freed: &[(u64, u64)],
    reserved: &[(u64, u64)],
    r1: u64,
    r2: u64,
) -> u64 {
    let pick = |v: &[(u64, u64)]| v.get((r2 as usize) % v.len().max(1)).copied();
    match r1 % 10 {
        0..=2 if !live.is_empty() => {
            let m = live[(r2 as usize) % live.len()];
            match (r2 >> 32) % 3 {
                0 => m.start,
                1 => m.start + (r2 >> 8) % m.len,
                _ => m.start + m.len - 1,
            }
        }
        3 if !live.is_empty() => {
            let m = live[(r2 as usize) % live.len()];
            m.start + m.len
        }
        4 => pick(freed)
            .map(|(s, l)| s + (r2 >> 16) % l)
            .unwrap_or(r2 | 1),
        5 => pick(reserved)
            .map(|(s, l)| s + (r2 >> 16) % l)
            .unwrap_or(r2 | 1),
        6 => 0,
        7 => r2 % 4096,
        8 => (r2 & 0x0000_7fff_ffff_ffff) | 1,
        _ => 0xffff_8000_0000_0000 | (r2 & 0x7fff_ffff_ffff),
    }
}

/// CRC-32 (IEEE), bit by bit: the tests' own, independent of the crate's,
/// to seal messages as a peer would.
pub fn crc32(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in data {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = (crc >> 1) ^ (0xedb8_8320 & (crc & 1).wrapping_neg());
        }
    }
    !crc
}

/// `size` bytes (a multiple of the 2 MiB granularity) of VMM memory at
/// `location` (device 0, or host NUMA node 0), mapped with raw driver
/// calls, device 0 granted read-write access: (address, physical handle).
pub fn vmm_map(
    d: &cuda_mem_sys::Driver,
    size: usize,
    location: cuda_mem_sys::CUmemLocationType,
) -> (u64, cuda_mem_sys::CUmemGenericAllocationHandle) {
    let prop = cuda_mem_sys::CUmemAllocationProp {
        type_: cuda_mem_sys::CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED,
        location: cuda_mem_sys::CUmemLocation {
            type_: location,
            id: 0,
        },
        ..Default::default()
    };
    // SAFETY: valid out-pointers and properties; the reservation is mapped
    // with a handle of its size.
    unsafe {
        let h = cuda_mem_sys::out(|h| d.cuMemCreate(h, size, &prop, 0)).unwrap();
        let p = cuda_mem_sys::out(|p| d.cuMemAddressReserve(p, size, 0, 0, 0)).unwrap();
        d.cuMemMap(p, size, 0, h, 0).unwrap();
        vmm_grant_device0(d, p, size);
        (p, h)
    }
}

/// Grants device 0 read-write access to the mapped range `[p, p + size)`.
pub fn vmm_grant_device0(d: &cuda_mem_sys::Driver, p: u64, size: usize) {
    let access = cuda_mem_sys::CUmemAccessDesc {
        location: cuda_mem_sys::CUmemLocation {
            type_: cuda_mem_sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
            id: 0,
        },
        flags: cuda_mem_sys::CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READWRITE,
    };
    // SAFETY: one valid access descriptor for a mapped range.
    unsafe { d.cuMemSetAccess(p, size, &access, 1) }.unwrap();
}

/// Xorshift64: the seeded sequence the randomized tests replay, the same
/// numbers on every machine (a failure names its step, and the step is
/// there again on the next run).
pub struct XorShift(u64);

impl XorShift {
    /// The sequence from `seed` (not 0, which stays 0).
    pub fn new(seed: u64) -> XorShift {
        assert_ne!(seed, 0, "xorshift's seed is never 0");
        XorShift(seed)
    }

    /// The next number of the sequence.
    pub fn next_u64(&mut self) -> u64 {
        let s = &mut self.0;
        *s ^= *s << 13;
        *s ^= *s >> 7;
        *s ^= *s << 17;
        *s
    }

    /// The next number below `n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}
