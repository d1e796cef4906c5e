//! The simulated driver's state: devices, primary contexts, allocations,
//! pools, VMM handles and reservations. Everything here is safe Rust; the C
//! entry points in `api` translate pointers and call into it.

use crate::config::Config;
use crate::shm::{File, Header, Holds, Mapping};
use cuda_mem_sys::CUresult;
use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, MutexGuard};

pub use crate::types::{Place, Res};

/// Granularity of VMM and pool mappings (what the H200 reports).
pub const GRANULARITY: usize = 2 << 20;
/// Address space each device-side reservation takes (nothing is backed).
const ARENA: usize = 64 << 30;
/// Size of one pool mapping block (the H200 maps pool memory 32 MiB at a time).
pub const POOL_BLOCK: usize = 32 << 20;

/// Where a VMM allocation or pool lives.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// cuMemAlloc, owned by the primary context of `dev`.
    Device,
    /// cuMemHostAlloc.
    Pinned,
    /// cuMemHostRegister (the memory is the caller's).
    Registered,
    /// cuMemAllocManaged.
    Managed,
    /// cuMemAllocAsync / cuMemAllocFromPoolAsync.
    Pool {
        pool: usize,
        block_base: usize,
        block_size: usize,
    },
    /// cuMemMap of a cuMemCreate handle.
    Vmm { handle: u64 },
    /// A graph's alloc node, between the launches of its alloc and free
    /// nodes (`api/graph.rs`).
    Graph,
}

/// A node of a graph: what its launch does.
#[derive(Debug, Clone, Copy)]
pub enum Node {
    /// Makes the graph allocation at this address live.
    Alloc(usize),
    /// Frees it.
    Free(usize),
}

/// A graph allocation's address range, fixed when its node is added.
#[derive(Debug, Clone, Copy)]
pub struct GraphAlloc {
    pub len: usize,
    pub dev: usize,
}

/// The entry of [`Alloc::access`] that grants the host (the CPU) access.
pub const HOST_ACCESS: usize = usize::MAX;

#[derive(Debug)]
pub struct Alloc {
    pub start: usize,
    pub len: usize,
    pub kind: Kind,
    pub dev: usize,
    pub place: Place,
    pub buffer_id: u64,
    pub block_id: u64,
    pub handle_types: u64,
    /// Devices with read-write access (VMM mappings); [`HOST_ACCESS`] for
    /// the host's (host-NUMA VMM mappings granted it).
    pub access: Vec<usize>,
    /// A managed pool's memory: `IS_MANAGED` answers 1.
    pub managed: bool,
    /// Registered with `CU_MEMHOSTREGISTER_READ_ONLY`: `ACCESS_FLAGS`
    /// answers read-only (1).
    pub read_only: bool,
    /// Host memory the simulator allocated for this range, freed with it.
    pub host: Option<std::alloc::Layout>,
    /// The file holding this range's bytes and the data offset of its first
    /// byte, when it is not the pool's or handle's (cuMemAlloc memory, and
    /// imported memory).
    pub file: Option<(File, u64)>,
    /// The simulator's read-write view of the bytes, made on first use.
    pub bytes: Option<Mapping>,
    /// Opened from another process (legacy IPC or an imported pool
    /// pointer): closed or freed by the importer, never by the exporter's
    /// rules.
    pub imported: bool,
}

#[derive(Debug, Default)]
pub struct Primary {
    pub refs: u32,
    pub flags: u32,
}

#[derive(Debug)]
pub struct Pool {
    pub place: Place,
    /// Made with `CU_MEM_ALLOCATION_TYPE_MANAGED` (CUDA 13).
    pub managed: bool,
    pub handle_types: u64,
    pub is_default: bool,
    pub destroyed: bool,
    /// Whether `cuMemPoolExportToShareableHandle` has given out the pool:
    /// the driver exports its pointers only after that.
    pub exported: bool,
    pub release_threshold: u64,
    pub access: BTreeMap<usize, u32>,
    /// Address ranges the pool maps its memory in, each (base, size); the
    /// last one is filled from `used_in_last` on.
    pub blocks: Vec<(usize, usize)>,
    /// Bytes of the last block handed out.
    pub used_in_last: usize,
    pub live: usize,
    pub reserved: u64,
    pub used: u64,
    /// Data offset in the pool's file of each block, parallel to `blocks`.
    pub block_offsets: Vec<u64>,
    /// Data bytes the blocks so far take in the file.
    pub file_size: u64,
    /// The pool's file, made when its bytes are first needed (or given by
    /// an import).
    pub file: Option<File>,
    /// Imported from another process: holds no blocks of its own.
    pub imported: bool,
}

#[derive(Debug)]
pub struct VmmHandle {
    pub size: usize,
    pub place: Place,
    pub dev: usize,
    pub handle_types: u64,
    /// References: the creator's until cuMemRelease, plus retains, plus maps.
    pub refs: u32,
    /// The memory's file, made when its bytes are first needed (or given by
    /// an import).
    pub file: Option<File>,
}

/// A `cuEventCreate` event. Work completes at once, so recording it takes
/// the time.
#[derive(Debug)]
pub struct Event {
    pub timing: bool,
    pub recorded: Option<std::time::Instant>,
}

#[derive(Debug)]
pub struct Reservation {
    pub size: usize,
}

/// Counts the sim-only `cuda_sim_stats` reports.
#[repr(C)]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SimStats {
    /// Live allocations of every kind (VMM mappings included).
    pub allocations: u64,
    /// cuMemAlloc allocations.
    pub device: u64,
    /// cuMemHostAlloc allocations.
    pub pinned: u64,
    /// cuMemHostRegister registrations.
    pub registered: u64,
    /// cuMemAllocManaged allocations.
    pub managed: u64,
    /// Stream-ordered allocations.
    pub pool_allocations: u64,
    /// Pools created and not destroyed (default pools not counted).
    pub pools: u64,
    /// cuMemCreate handles still holding memory.
    pub vmm_handles: u64,
    /// cuMemAddressReserve ranges.
    pub reservations: u64,
    /// cuMemMap mappings.
    pub mappings: u64,
    /// Streams.
    pub streams: u64,
    /// Devices whose primary context is active.
    pub active_contexts: u64,
    /// Graph allocations between their alloc and free launches.
    pub graph_allocations: u64,
}

pub struct State {
    pub cfg: Config,
    pub initialized: bool,
    pub primaries: Vec<Primary>,
    pub default_pools: Vec<usize>,
    pub allocs: BTreeMap<usize, Alloc>,
    pub pools: HashMap<usize, Pool>,
    pub handles: HashMap<u64, VmmHandle>,
    pub reservations: BTreeMap<usize, Reservation>,
    /// Stream handle -> device.
    pub streams: HashMap<usize, usize>,
    pub events: HashMap<usize, Event>,
    /// Graphs and executable graphs, by handle: their nodes in order (and
    /// for an executable graph whether it was instantiated to free its
    /// allocations before it is launched again).
    pub graphs: HashMap<usize, Vec<Node>>,
    pub graph_execs: HashMap<usize, (Vec<Node>, bool)>,
    /// Every graph allocation's reserved range, by start.
    pub graph_allocs: BTreeMap<usize, GraphAlloc>,
    /// Streams being captured, and the graph each capture builds.
    pub captures: HashMap<usize, usize>,
    pub next_id: u64,
    /// Device-side address ranges in use (start -> size), carved out of
    /// large inaccessible reservations (`arena`), so device addresses fault
    /// if the CPU touches them, never collide with host memory, and a
    /// million of them cost a few kernel mappings, not a million.
    va_live: BTreeMap<usize, usize>,
    /// The reservations device ranges are carved from, each (base, size)
    /// less what [`State::unmap`] gave back, and the next free address of
    /// the last one and its end.
    arena: Vec<(usize, usize)>,
    bump: usize,
    bump_end: usize,
    /// Ranges given back, by size, reused last-in first-out as the driver
    /// reuses a freed address at once; unmapped with the state.
    va_free: BTreeMap<usize, Vec<usize>>,
    /// The same given-back ranges by start (start -> size), to tell a
    /// device address in one without a scan.
    va_freed: BTreeMap<usize, usize>,
    /// Bytes of cuMemAlloc memory on each device, kept as allocations come
    /// and go so that an allocation's fit is checked without a scan.
    device_alloc_bytes: Vec<usize>,
    pub op_counts: HashMap<&'static str, u64>,
    pub config_error: Option<String>,
}

static STATE: Mutex<Option<State>> = Mutex::new(None);

/// The state, created with the environment's configuration on first use.
pub fn lock() -> MutexGuard<'static, Option<State>> {
    STATE.lock().unwrap_or_else(|e| e.into_inner())
}

/// The state unless another thread holds it (or a holder panicked).
pub fn try_lock() -> Result<MutexGuard<'static, Option<State>>, ()> {
    STATE.try_lock().map_err(drop)
}

/// Runs `f` on the state, which must have been initialised by cuInit.
pub fn with<T>(f: impl FnOnce(&mut State) -> Res<T>) -> Res<T> {
    let mut g = lock();
    match g.as_mut() {
        Some(s) if s.initialized => f(s),
        _ => Err(CUresult::CUDA_ERROR_NOT_INITIALIZED),
    }
}

/// The configured failure of this call of `symbol`, if any
/// (`fail.<symbol>=N[:code]`); it comes before the entry point reads any
/// argument, so the call then has no effect at all.
pub fn inject(symbol: &'static str) -> Res<()> {
    let mut g = lock();
    ensure_state(&mut g).inject(symbol)
}

/// Configuration text: what `cuda_sim_configure` set, else the environment.
pub(crate) static CONFIG_TEXT: Mutex<Option<String>> = Mutex::new(None);

fn config_text() -> String {
    if let Some(t) = CONFIG_TEXT
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .clone()
    {
        return t;
    }
    std::env::var("CUDA_SIM_CONFIG").unwrap_or_default()
}

/// The state as configured, created on first use.
pub(crate) fn ensure_state(g: &mut Option<State>) -> &mut State {
    g.get_or_insert_with(|| match crate::config::parse(&config_text()) {
        Ok(cfg) => State::new(cfg, None),
        Err(e) => State::new(Default::default(), Some(e)),
    })
}

/// Context handles are the address of one byte per device in this static,
/// so they are unique per loaded copy of the library and never null.
static CONTEXT_TOKENS: [u8; 64] = [0; 64];

pub fn context_handle(dev: usize) -> usize {
    CONTEXT_TOKENS.as_ptr() as usize + dev
}

pub fn context_device(ctx: usize) -> Option<usize> {
    let base = CONTEXT_TOKENS.as_ptr() as usize;
    (ctx >= base && ctx < base + CONTEXT_TOKENS.len()).then(|| ctx - base)
}

/// `n` rounded up to a multiple of `to`; `None` past the address space.
pub fn round_up(n: usize, to: usize) -> Option<usize> {
    n.checked_next_multiple_of(to)
}

impl Drop for State {
    fn drop(&mut self) {
        for (base, size) in std::mem::take(&mut self.arena) {
            // SAFETY: what is left of a reservation this state made (the
            // parts unmapped before are no longer listed); every device
            // range lies in one, and nothing else uses them.
            unsafe { libc::munmap(base as *mut libc::c_void, size) };
        }
    }
}

impl Pool {
    /// What the pool's file says about it: its place and its blocks so far.
    pub fn header(&self) -> Header {
        Header {
            holds: Holds::Pool,
            place: self.place,
            dev: match self.place {
                Place::Device(d) => d,
                Place::HostNuma(_) | Place::Host => 0,
            },
            handle_types: self.handle_types,
            size: self.file_size,
            id: 0,
        }
    }
}

mod objects;
mod space;
