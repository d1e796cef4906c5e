//! The driver a bench or an example times: the real one when it shows a
//! device, else the simulator, with which of the two it is.

use cuda_mem::Cuda;
use cuda_sim::SimLibrary;

/// `N` handles of one driver library, each with its own registry and
/// caches (what one owns is foreign to the others). Move the handles out
/// (`let [a, b] = loaded.handles;`) after the last look at the rest: the
/// simulator's library stays behind and drops after them.
pub struct Loaded<const N: usize> {
    /// The handles, in the order they were loaded.
    pub handles: [Cuda; N],
    /// The simulator's library when simulated; after the handles, so that
    /// it outlives them.
    sim: Option<SimLibrary>,
}

impl<const N: usize> Loaded<N> {
    /// Whether the handles are the simulator's.
    pub fn simulated(&self) -> bool {
        self.sim.is_some()
    }

    /// The line the examples print first: which driver their numbers time.
    pub fn which(&self) -> &'static str {
        if self.simulated() {
            "simulated driver: these numbers time the simulator, not a GPU"
        } else {
            "real driver"
        }
    }
}

/// Loads the real driver `N` times, or, when it does not load or shows no
/// device, the simulator `N` times.
pub fn load<const N: usize>() -> Loaded<N> {
    let real: Vec<Cuda> = (0..N).map_while(|_| Cuda::load().ok()).collect();
    if real.len() == N && real.first().is_some_and(|c| !c.devices().is_empty()) {
        return Loaded {
            handles: array(real),
            sim: None,
        };
    }
    drop(real);
    let sim = SimLibrary::new("").expect("simulator");
    // SAFETY: cuda-sim implements the driver's C ABI.
    let load = || unsafe { Cuda::load_from(sim.path_str()) }.expect("simulator loads");
    Loaded {
        handles: array((0..N).map(|_| load()).collect()),
        sim: Some(sim),
    }
}

fn array<const N: usize>(v: Vec<Cuda>) -> [Cuda; N] {
    match v.try_into() {
        Ok(a) => a,
        Err(_) => unreachable!("{N} handles made"),
    }
}
