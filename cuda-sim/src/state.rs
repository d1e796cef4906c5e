//! The simulated driver's state: devices, primary contexts, allocations,
//! pools, VMM handles and reservations. Everything here is safe Rust; the C
//! entry points in `api` translate pointers and call into it.

use crate::config::{self, Config};
use cuda_sys::CUresult;
use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, MutexGuard};

pub type Res<T> = Result<T, CUresult>;

/// Granularity of VMM and pool mappings (what the H200 reports).
pub const GRANULARITY: usize = 2 << 20;
/// Size of one pool mapping block (the H200 maps pool memory 32 MiB at a time).
pub const POOL_BLOCK: usize = 32 << 20;
/// Address space reserved for device-side allocations, largest first (a
/// smaller one where the larger is refused, as under valgrind).
const VA_SIZES: [usize; 4] = [64 << 30, 4 << 30, 1 << 30, 256 << 20];

/// Where a VMM allocation or pool lives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    Device(usize),
    HostNuma(i32),
}

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
}

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
    /// Devices with read-write access (VMM mappings).
    pub access: Vec<usize>,
    /// Host memory the simulator allocated for this range, freed with it.
    pub host: Option<std::alloc::Layout>,
}

#[derive(Debug, Default)]
pub struct Primary {
    pub refs: u32,
    pub flags: u32,
}

#[derive(Debug)]
pub struct Pool {
    pub place: Place,
    pub handle_types: u64,
    pub is_default: bool,
    pub destroyed: bool,
    pub release_threshold: u64,
    pub access: BTreeMap<usize, u32>,
    /// Current block: (base, size, used).
    pub block: Option<(usize, usize, usize)>,
    pub live: usize,
    pub reserved: u64,
    pub used: u64,
}

#[derive(Debug)]
pub struct VmmHandle {
    pub size: usize,
    pub place: Place,
    pub dev: usize,
    pub handle_types: u64,
    /// References: the creator's until cuMemRelease, plus retains, plus maps.
    pub refs: u32,
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
    pub next_id: u64,
    va_base: usize,
    va_size: usize,
    va_next: usize,
    pub op_counts: HashMap<&'static str, u64>,
    pub config_error: Option<String>,
}

static STATE: Mutex<Option<State>> = Mutex::new(None);

/// The state, created with the environment's configuration on first use.
pub fn lock() -> MutexGuard<'static, Option<State>> {
    STATE.lock().unwrap_or_else(|e| e.into_inner())
}

/// Runs `f` on the state, which must have been initialised by cuInit.
pub fn with<T>(f: impl FnOnce(&mut State) -> Res<T>) -> Res<T> {
    let mut g = lock();
    match g.as_mut() {
        Some(s) if s.initialized => f(s),
        _ => Err(CUresult::CUDA_ERROR_NOT_INITIALIZED),
    }
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

fn round_up(n: usize, to: usize) -> usize {
    n.div_ceil(to) * to
}

impl State {
    pub fn new(cfg: Config, config_error: Option<String>) -> State {
        // Device-side addresses come from one reserved, inaccessible range so
        // they never collide with host memory and fault if the CPU touches
        // them, as device memory would.
        let (mut va_base, mut va_size) = (0, 0);
        for size in VA_SIZES {
            // SAFETY: an anonymous PROT_NONE reservation; no memory is touched.
            let base = unsafe {
                libc::mmap(
                    std::ptr::null_mut(),
                    size,
                    libc::PROT_NONE,
                    libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                    -1,
                    0,
                )
            };
            if base != libc::MAP_FAILED {
                (va_base, va_size) = (base as usize, size);
                break;
            }
        }
        let va_base = round_up(va_base, GRANULARITY);
        State {
            primaries: cfg.devices.iter().map(|_| Primary::default()).collect(),
            default_pools: Vec::new(),
            cfg,
            initialized: false,
            allocs: BTreeMap::new(),
            pools: HashMap::new(),
            handles: HashMap::new(),
            reservations: BTreeMap::new(),
            streams: HashMap::new(),
            next_id: 0x300,
            va_base,
            va_size,
            va_next: va_base,
            op_counts: HashMap::new(),
            config_error,
        }
    }

    pub fn id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    /// Addresses for device-side memory: never reused, so a freed range
    /// never resolves again.
    pub fn va(&mut self, len: usize, align: usize) -> Res<usize> {
        let align = align.max(GRANULARITY);
        let start = round_up(self.va_next, align);
        let end = start
            .checked_add(round_up(len.max(1), GRANULARITY))
            .ok_or(CUresult::CUDA_ERROR_OUT_OF_MEMORY)?;
        if self.va_base == 0 || end > self.va_base + self.va_size - GRANULARITY {
            return Err(CUresult::CUDA_ERROR_OUT_OF_MEMORY);
        }
        self.va_next = end;
        Ok(start)
    }

    /// Counts a call of a failable operation and fails the configured one.
    pub fn inject(&mut self, op: &'static str) -> Res<()> {
        debug_assert!(config::FAILABLE.contains(&op));
        let n = self.op_counts.entry(op).or_insert(0);
        *n += 1;
        match self.cfg.failures.get(op) {
            Some(&(at, code)) if at == *n => Err(CUresult(code)),
            _ => Ok(()),
        }
    }

    pub fn device(&self, dev: i32) -> Res<usize> {
        usize::try_from(dev)
            .ok()
            .filter(|d| *d < self.cfg.devices.len())
            .ok_or(CUresult::CUDA_ERROR_INVALID_DEVICE)
    }

    /// The device of a context handle whose primary context is active.
    pub fn live_context(&self, ctx: usize) -> Res<usize> {
        let dev = context_device(ctx)
            .filter(|d| *d < self.primaries.len())
            .ok_or(CUresult::CUDA_ERROR_INVALID_CONTEXT)?;
        if self.primaries[dev].refs == 0 {
            return Err(CUresult::CUDA_ERROR_CONTEXT_IS_DESTROYED);
        }
        Ok(dev)
    }

    /// The allocation containing `addr`, if any.
    pub fn find(&self, addr: usize) -> Option<&Alloc> {
        let (_, a) = self.allocs.range(..=addr).next_back()?;
        (addr < a.start + a.len).then_some(a)
    }

    pub fn overlaps(&self, start: usize, len: usize) -> bool {
        if let Some((_, a)) = self.allocs.range(..start + len).next_back() {
            return a.start + a.len > start;
        }
        false
    }

    pub fn insert(
        &mut self,
        start: usize,
        len: usize,
        kind: Kind,
        dev: usize,
        place: Place,
    ) -> &mut Alloc {
        let buffer_id = self.id();
        let block_id = self.id();
        self.allocs.insert(
            start,
            Alloc {
                start,
                len,
                kind,
                dev,
                place,
                buffer_id,
                block_id,
                handle_types: 0,
                access: vec![],
                host: None,
            },
        );
        self.allocs.get_mut(&start).expect("just inserted")
    }

    /// Removes an allocation and frees host memory the simulator made for it.
    pub fn remove(&mut self, start: usize) -> Option<Alloc> {
        let a = self.allocs.remove(&start)?;
        if let Some(layout) = a.host {
            // SAFETY: `start` was returned by `alloc` with this layout and is
            // removed from the table, so it is freed exactly once.
            unsafe { std::alloc::dealloc(start as *mut u8, layout) };
        }
        if let Kind::Pool { pool, .. } = a.kind {
            if let Some(p) = self.pools.get_mut(&pool) {
                p.live = p.live.saturating_sub(1);
                p.used = p.used.saturating_sub(a.len as u64);
            }
            self.reap_pool(pool);
        }
        if let Kind::Vmm { handle } = a.kind {
            self.unref_handle(handle);
        }
        Some(a)
    }

    /// Real host memory for pinned and managed allocations: the CPU may use it.
    pub fn host_memory(len: usize) -> Res<(usize, std::alloc::Layout)> {
        let layout = std::alloc::Layout::from_size_align(len.max(1), 4096)
            .map_err(|_| CUresult::CUDA_ERROR_OUT_OF_MEMORY)?;
        // SAFETY: the layout has a non-zero size.
        let p = unsafe { std::alloc::alloc_zeroed(layout) };
        if p.is_null() {
            return Err(CUresult::CUDA_ERROR_OUT_OF_MEMORY);
        }
        Ok((p as usize, layout))
    }

    /// Frees what a primary context owns when its last reference goes.
    pub fn destroy_context_memory(&mut self, dev: usize) {
        let owned: Vec<usize> = self
            .allocs
            .values()
            .filter(|a| {
                a.dev == dev
                    && matches!(
                        a.kind,
                        Kind::Device | Kind::Pinned | Kind::Registered | Kind::Managed
                    )
            })
            .map(|a| a.start)
            .collect();
        for s in owned {
            self.remove(s);
        }
        self.streams.retain(|_, d| *d != dev);
    }

    pub fn unref_handle(&mut self, handle: u64) {
        if let Some(h) = self.handles.get_mut(&handle) {
            h.refs = h.refs.saturating_sub(1);
            if h.refs == 0 {
                self.handles.remove(&handle);
            }
        }
    }

    pub fn reap_pool(&mut self, pool: usize) {
        if self
            .pools
            .get(&pool)
            .is_some_and(|p| p.destroyed && p.live == 0)
        {
            self.pools.remove(&pool);
        }
    }

    pub fn stats(&self) -> SimStats {
        let mut s = SimStats {
            allocations: self.allocs.len() as u64,
            ..Default::default()
        };
        for a in self.allocs.values() {
            match a.kind {
                Kind::Device => s.device += 1,
                Kind::Pinned => s.pinned += 1,
                Kind::Registered => s.registered += 1,
                Kind::Managed => s.managed += 1,
                Kind::Pool { .. } => s.pool_allocations += 1,
                Kind::Vmm { .. } => s.mappings += 1,
            }
        }
        s.pools = self
            .pools
            .values()
            .filter(|p| !p.is_default && !p.destroyed)
            .count() as u64;
        s.vmm_handles = self.handles.len() as u64;
        s.reservations = self.reservations.len() as u64;
        s.streams = self.streams.len() as u64;
        s.active_contexts = self.primaries.iter().filter(|p| p.refs > 0).count() as u64;
        s
    }
}
