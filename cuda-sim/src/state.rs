//! The simulated driver's state: devices, primary contexts, allocations,
//! pools, VMM handles and reservations. Everything here is safe Rust; the C
//! entry points in `api` translate pointers and call into it.

use crate::config::Config;
use crate::shm::{File, Header, Holds, Mapping};
use cuda_sys::CUresult;
use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, MutexGuard};

pub type Res<T> = Result<T, CUresult>;

/// Granularity of VMM and pool mappings (what the H200 reports).
pub const GRANULARITY: usize = 2 << 20;
/// Address space each device-side reservation takes (nothing is backed).
const ARENA: usize = 64 << 30;
/// Size of one pool mapping block (the H200 maps pool memory 32 MiB at a time).
pub const POOL_BLOCK: usize = 32 << 20;

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
    /// Graphs and executable graphs, by handle: their nodes in order.
    pub graphs: HashMap<usize, Vec<Node>>,
    pub graph_execs: HashMap<usize, Vec<Node>>,
    /// Every graph allocation's reserved range, by start.
    pub graph_allocs: BTreeMap<usize, GraphAlloc>,
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
    crate::api::context::ensure_state(&mut g).inject(symbol)
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
                Place::HostNuma(_) => 0,
            },
            handle_types: self.handle_types,
            size: self.file_size,
            id: 0,
        }
    }
}

impl State {
    pub fn new(cfg: Config, config_error: Option<String>) -> State {
        State {
            primaries: cfg.devices.iter().map(|_| Primary::default()).collect(),
            device_alloc_bytes: vec![0; cfg.devices.len()],
            default_pools: Vec::new(),
            cfg,
            initialized: false,
            allocs: BTreeMap::new(),
            pools: HashMap::new(),
            handles: HashMap::new(),
            reservations: BTreeMap::new(),
            streams: HashMap::new(),
            events: HashMap::new(),
            graphs: HashMap::new(),
            graph_execs: HashMap::new(),
            graph_allocs: BTreeMap::new(),
            next_id: 0x300,
            va_live: BTreeMap::new(),
            arena: Vec::new(),
            bump: 0,
            bump_end: 0,
            va_free: BTreeMap::new(),
            va_freed: BTreeMap::new(),
            op_counts: HashMap::new(),
            config_error,
        }
    }

    pub fn id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    /// An address range for device-side memory of at least `len` bytes,
    /// aligned to `align` (at least the granularity). A range given back
    /// with the same size is reused first.
    pub fn va(&mut self, len: usize, align: usize) -> Res<usize> {
        let oom = CUresult::CUDA_ERROR_OUT_OF_MEMORY;
        let align = align.max(GRANULARITY);
        let size = round_up(len.max(1), GRANULARITY).ok_or(oom)?;
        if let Some(free) = self.va_free.get_mut(&size) {
            if let Some(i) = free.iter().rposition(|s| s % align == 0) {
                let start = free.remove(i);
                self.va_freed.remove(&start);
                self.va_live.insert(start, size);
                return Ok(start);
            }
        }
        let start = match round_up(self.bump, align) {
            Some(start) if start != 0 && size <= self.bump_end.saturating_sub(start) => start,
            _ => self.reserve(size.checked_add(align).ok_or(oom)?, align)?,
        };
        self.bump = start + size;
        self.va_live.insert(start, size);
        Ok(start)
    }

    /// A new reservation to carve from (`ARENA` bytes, or as much of that
    /// as the host allows, at least `at_least`), and the first `align`ed
    /// address in it. A host that refuses a large reservation (valgrind
    /// manages its own, smaller address space) gets smaller ones.
    fn reserve(&mut self, at_least: usize, align: usize) -> Res<usize> {
        let oom = CUresult::CUDA_ERROR_OUT_OF_MEMORY;
        let mut span = at_least.max(ARENA);
        let base = loop {
            // SAFETY: an anonymous PROT_NONE reservation; no memory is
            // touched.
            let base = unsafe {
                libc::mmap(
                    std::ptr::null_mut(),
                    span,
                    libc::PROT_NONE,
                    libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                    -1,
                    0,
                )
            };
            if base != libc::MAP_FAILED {
                break base as usize;
            }
            if span / 2 < at_least {
                return Err(oom);
            }
            span /= 2;
        };
        if self.bump_end > self.bump {
            // The unused end of the last reservation, abandoned.
            self.unmap(self.bump, self.bump_end - self.bump);
        }
        self.arena.push((base, span));
        self.bump_end = base + span;
        round_up(base, align).ok_or(oom)
    }

    /// Unmaps every cached free range and the blocks of pools with nothing
    /// allocated: what a copy holds that nothing uses (a copy may stay
    /// loaded after the harness drops it).
    pub fn trim(&mut self) {
        let idle: Vec<(usize, usize)> = self
            .pools
            .values_mut()
            .filter(|p| p.live == 0)
            .flat_map(|p| {
                p.used_in_last = 0;
                p.reserved = 0;
                p.block_offsets.clear();
                std::mem::take(&mut p.blocks)
            })
            .collect();
        for (base, _) in idle {
            self.release_va(base);
        }
        // Given-back ranges and the unused rest of the last reservation are
        // unmapped and never handed out again.
        self.va_freed.clear();
        for (size, starts) in std::mem::take(&mut self.va_free) {
            for start in starts {
                self.unmap(start, size);
            }
        }
        if self.bump_end > self.bump {
            self.unmap(self.bump, self.bump_end - self.bump);
            self.bump = self.bump_end;
        }
    }

    /// Unmaps `[start, start + size)`, part of a reservation of this state
    /// that nothing uses, and takes it out of `arena`: the kernel may hand
    /// the range to another mapping (a thread's malloc arena), which the
    /// unmapping of the reservations when the state drops must not tear
    /// out.
    fn unmap(&mut self, start: usize, size: usize) {
        let end = start + size;
        // SAFETY: part of a reservation of this state (still in `arena`),
        // given back and used by nothing.
        unsafe { libc::munmap(start as *mut libc::c_void, size) };
        let mut kept = Vec::with_capacity(self.arena.len() + 1);
        for &(base, len) in &self.arena {
            let top = base + len;
            if top <= start || end <= base {
                kept.push((base, len));
                continue;
            }
            if base < start {
                kept.push((base, start - base));
            }
            if end < top {
                kept.push((end, top - end));
            }
        }
        self.arena = kept;
    }

    /// Whether `addr` is in a device address range of this simulator, in
    /// use or given back.
    fn is_device_va(&self, addr: usize) -> bool {
        let inside = |(&start, &size): (&usize, &usize)| addr >= start && addr - start < size;
        self.va_live.range(..=addr).next_back().is_some_and(inside)
            || self.va_freed.range(..=addr).next_back().is_some_and(inside)
    }

    /// Where the CPU can reach `len` bytes at `addr`: the address itself
    /// for host-side memory (pinned, registered, managed, and memory CUDA
    /// does not know), the simulator's view of the file for device-side
    /// memory. The bytes must lie in one allocation; a device address with
    /// none is CUDA_ERROR_INVALID_VALUE.
    pub fn bytes(&mut self, addr: usize, len: usize) -> Res<*mut u8> {
        let bad = CUresult::CUDA_ERROR_INVALID_VALUE;
        let Some(a) = self.find(addr) else {
            if self.is_device_va(addr) {
                return Err(bad);
            }
            return Ok(addr as *mut u8);
        };
        let (start, alen, kind) = (a.start, a.len, a.kind);
        if len > alen - (addr - start) {
            return Err(bad);
        }
        if matches!(kind, Kind::Pinned | Kind::Registered | Kind::Managed) {
            return Ok(addr as *mut u8);
        }
        if self.allocs[&start].bytes.is_none() {
            let a = &self.allocs[&start];
            // cuMemAlloc memory no other process has a handle to needs no
            // file, so it holds no descriptor (`file_of` moves its bytes
            // into one when it is exported).
            let m = if matches!(a.kind, Kind::Device | Kind::Graph) && a.file.is_none() {
                Mapping::anonymous(alen)?
            } else {
                let (file, offset) = self.file_of(start)?;
                file.map(offset, alen)?
            };
            self.allocs.get_mut(&start).expect("found").bytes = Some(m);
        }
        let view = self.allocs[&start].bytes.as_ref().expect("mapped").start();
        Ok((view + (addr - start)) as *mut u8)
    }

    /// The file holding an allocation's bytes and the data offset of its
    /// first byte, making the file if it does not exist yet.
    pub fn file_of(&mut self, start: usize) -> Res<(File, u64)> {
        let a = &self.allocs[&start];
        if let Some(f) = &a.file {
            return Ok(f.clone());
        }
        match a.kind {
            Kind::Device => {
                let header = Header {
                    holds: Holds::Device,
                    place: a.place,
                    dev: a.dev,
                    handle_types: 0,
                    size: a.len as u64,
                    id: a.buffer_id,
                };
                let f = (File::create(header)?, 0);
                let a = self.allocs.get_mut(&start).expect("found");
                // Bytes written before the export move into the file; the
                // next access maps the file instead.
                if let Some(m) = a.bytes.take() {
                    f.0.write_data(0, m.data())?;
                }
                a.file = Some(f.clone());
                Ok(f)
            }
            Kind::Pool {
                pool, block_base, ..
            } => {
                let file = self.pool_file(pool)?;
                let p = &self.pools[&pool];
                let i = p
                    .blocks
                    .iter()
                    .position(|b| b.0 == block_base)
                    .ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
                Ok((file, p.block_offsets[i] + (start - block_base) as u64))
            }
            Kind::Vmm { handle } => Ok((self.handle_file(handle)?, 0)),
            Kind::Pinned | Kind::Registered | Kind::Managed | Kind::Graph => {
                Err(CUresult::CUDA_ERROR_INVALID_VALUE)
            }
        }
    }

    /// A pool's file, made if needed.
    pub fn pool_file(&mut self, pool: usize) -> Res<File> {
        let p = self
            .pools
            .get_mut(&pool)
            .ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
        if p.file.is_none() {
            p.file = Some(File::create(p.header())?);
        }
        Ok(p.file.clone().expect("made"))
    }

    /// A VMM handle's file, made if needed.
    pub fn handle_file(&mut self, handle: u64) -> Res<File> {
        let h = self
            .handles
            .get_mut(&handle)
            .ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
        if h.file.is_none() {
            h.file = Some(File::create(Header {
                holds: Holds::Vmm,
                place: h.place,
                dev: h.dev,
                handle_types: h.handle_types,
                size: h.size as u64,
                id: 0,
            })?);
        }
        Ok(h.file.clone().expect("made"))
    }

    /// Gives back a range from [`State::va`].
    pub fn release_va(&mut self, start: usize) {
        if let Some(size) = self.va_live.remove(&start) {
            self.va_free.entry(size).or_default().push(start);
            self.va_freed.insert(start, size);
        }
    }

    /// Bytes of device memory in use on `dev`: cuMemAlloc memory, pool
    /// blocks and VMM physical memory placed there.
    pub fn device_bytes(&self, dev: usize) -> usize {
        let allocs = self.device_alloc_bytes[dev];
        let pools: usize = self
            .pools
            .values()
            .filter(|p| p.place == Place::Device(dev))
            .flat_map(|p| p.blocks.iter().map(|b| b.1))
            .sum();
        let handles: usize = self
            .handles
            .values()
            .filter(|h| h.place == Place::Device(dev))
            .map(|h| h.size)
            .sum();
        allocs + pools + handles
    }

    /// CUDA_ERROR_OUT_OF_MEMORY unless `len` more bytes fit in what the
    /// device reports as its total memory.
    pub fn fits(&self, place: Place, len: usize) -> Res<()> {
        let Place::Device(dev) = place else {
            return Ok(());
        };
        match self.device_bytes(dev).checked_add(len) {
            Some(n) if n <= self.cfg.devices[dev].memory => Ok(()),
            _ => Err(CUresult::CUDA_ERROR_OUT_OF_MEMORY),
        }
    }

    /// Whether `node` is a host NUMA node some configured device is near.
    pub fn numa_node_exists(&self, node: i32) -> bool {
        self.cfg.devices.iter().any(|d| d.numa == node)
    }

    /// Counts a call of an entry point and fails it if the configuration
    /// says this call is the one (`fail.<symbol>=N[:code]`).
    pub fn inject(&mut self, symbol: &'static str) -> Res<()> {
        let n = self.op_counts.entry(symbol).or_insert(0);
        *n += 1;
        match self.cfg.failures.get(symbol) {
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

    /// The device of a context handle, active or not.
    pub fn known_context(&self, ctx: usize) -> Res<usize> {
        context_device(ctx)
            .filter(|d| *d < self.primaries.len())
            .ok_or(CUresult::CUDA_ERROR_INVALID_CONTEXT)
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
        let end = start.saturating_add(len);
        if let Some((_, a)) = self.allocs.range(..end).next_back() {
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
        if kind == Kind::Device {
            self.device_alloc_bytes[dev] += len;
        }
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
                file: None,
                bytes: None,
                imported: false,
            },
        );
        self.allocs.get_mut(&start).expect("just inserted")
    }

    /// Removes an allocation and frees host memory the simulator made for it.
    pub fn remove(&mut self, start: usize) -> Option<Alloc> {
        let a = self.allocs.remove(&start)?;
        if a.kind == Kind::Device {
            self.device_alloc_bytes[a.dev] -= a.len;
        }
        if a.kind == Kind::Device || a.imported {
            self.release_va(start);
        }
        if let Some(layout) = a.host {
            // SAFETY: `start` was returned by `alloc` with this layout and is
            // removed from the table, so it is freed exactly once.
            unsafe { std::alloc::dealloc(start as *mut u8, layout) };
        }
        if let Kind::Pool { pool, .. } = a.kind {
            if let Some(p) = self.pools.get_mut(&pool) {
                p.live = p.live.saturating_sub(1);
                p.used = p.used.saturating_sub(a.len as u64);
                if p.live == 0 {
                    // Nothing allocated: the last block is free again.
                    p.used_in_last = 0;
                }
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
            if let Some(p) = self.pools.remove(&pool) {
                for (base, _) in p.blocks {
                    self.release_va(base);
                }
            }
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
                Kind::Graph => s.graph_allocations += 1,
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
