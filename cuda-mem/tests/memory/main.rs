//! Memory: bytes moved through every kind (`datapath.rs`), views sliced
//! at every boundary and peers' messages parsed (`bounds.rs`), hostile
//! sizes (`sizes.rs`), and every driver call of the safe layer failed on
//! purpose (`faults.rs`, simulator only). Each file's first paragraph says
//! where it runs: on the simulator, and on the real driver with
//! CUDA_MEM_TEST_REAL_DRIVER=1, unless it says the simulator.

mod bounds;
mod datapath;
mod faults;
mod sizes;
