//! The state's address space: reservations, virtual addresses, the bytes
//! behind them and the files that back shareable memory.

use super::*;

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
            captures: HashMap::new(),
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

    /// `len` bytes of device address range at exactly `at` (a reservation's
    /// hint), if nothing in the process uses that range: reserved as a
    /// reservation of its own. `None` otherwise (the caller takes any
    /// range, as the driver does with a hint it cannot honour).
    pub fn va_at(&mut self, at: usize, len: usize) -> Option<usize> {
        let size = round_up(len.max(1), GRANULARITY)?;
        if at == 0 || at % GRANULARITY != 0 || at.checked_add(size).is_none() {
            return None;
        }
        // SAFETY: an anonymous PROT_NONE reservation at `at`, which the
        // kernel refuses (MAP_FIXED_NOREPLACE) where anything is mapped.
        let base = unsafe {
            libc::mmap(
                at as *mut libc::c_void,
                size,
                libc::PROT_NONE,
                libc::MAP_PRIVATE
                    | libc::MAP_ANONYMOUS
                    | libc::MAP_NORESERVE
                    | libc::MAP_FIXED_NOREPLACE,
                -1,
                0,
            )
        };
        if base == libc::MAP_FAILED {
            return None;
        }
        if base as usize != at {
            // A kernel without MAP_FIXED_NOREPLACE took it as a plain hint.
            // SAFETY: the mapping just made, used by nothing.
            unsafe { libc::munmap(base, size) };
            return None;
        }
        self.arena.push((at, size));
        self.va_live.insert(at, size);
        Some(at)
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
}
