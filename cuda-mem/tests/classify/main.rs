//! Classification: every memory kind with and without a current context
//! (`kinds.rs`); random sequences of allocations, frees and hostile
//! addresses against a model (`hostile.rs`); a million hostile addresses
//! (`random_addresses.rs`); the registry of owned memory under
//! concurrency (`registry.rs`); what needs a configured driver: several or
//! zero devices, missing symbols, injected failures, driver-call counts
//! (`configured.rs`); a simulator copy's address space given back
//! (`address_space.rs`); a missing driver's message (`loading.rs`); what
//! an answer permits, for the kinds the frameworks do not use yet
//! (`permits.rs`); the homogeneity check's one warning (`topology.rs`);
//! and the context a thread is given: at its end, after the context's
//! destruction, per device (`context.rs`), and never outliving the thread
//! (`thread_churn.rs`). Each
//! file's first paragraph says where it runs: on the simulator, and on the
//! real driver with CUDA_MEM_TEST_REAL_DRIVER=1, unless it says the
//! simulator.

mod address_space;
mod configured;
mod context;
mod hostile;
mod kinds;
mod loading;
mod permits;
mod random_addresses;
mod registry;
mod thread_churn;
mod topology;
