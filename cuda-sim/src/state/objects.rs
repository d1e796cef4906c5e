//! Lookups and bookkeeping of the state's objects: devices, contexts,
//! allocations, handles and pools, and their counts.

use super::*;

impl State {
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
                managed: false,
                read_only: false,
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
        let streams = &self.streams;
        self.captures.retain(|h, _| streams.contains_key(h));
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
