//! Shared set-up: a driver (simulated, or real with CUDA_MEM_TEST_REAL_DRIVER=1)
//! and one live allocation of every kind.
#![allow(dead_code)]

use cuda_mem::*;
use cuda_sim::TestDriver;

pub fn load(config: &str) -> (TestDriver, Cuda) {
    let d = TestDriver::new(config);
    let cuda = Cuda::load_from(d.library())
        .unwrap_or_else(|e| panic!("loading the {} driver: {e}", d.label()));
    (d, cuda)
}

pub const LEN: usize = 4 << 20;

/// The kinds every test allocates, with what classification must answer.
pub struct Expect {
    pub name: &'static str,
    pub addr: u64,
    pub len: usize,
    pub kind: MemoryKind,
    pub location: Location,
    pub has_context: bool,
    pub has_pool: bool,
}

pub static STATIC_BYTES: [u8; 64] = [1; 64];
