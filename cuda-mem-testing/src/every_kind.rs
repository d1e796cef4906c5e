//! One live allocation of every kind, with what classification must answer
//! for each: the tests, the survey and the benches build it here, once.

use cuda_mem::cuda_mem_sys::flags::{HostAllocFlags, HostRegisterFlags};
use cuda_mem::{
    Cuda, DeviceBuffer, HandleTypes, HostRegistration, Location, ManagedBuffer, MemLocation,
    MemPool, MemoryKind, Permits, PinnedHostBuffer, PoolBuffer, PoolProps, PrimaryContextGuard,
    Result, Stream, VmmAllocation,
};

/// Bytes the static entry of [`EveryKind`] classifies.
pub static STATIC_BYTES: [u8; 64] = [1; 64];

/// One allocation of [`EveryKind`] and what classifying it must answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Expected {
    /// A short identifier (`pinned`, `vmm_device`, ...): the name of the
    /// kind's row in the survey's and the benches' tables.
    pub key: &'static str,
    /// A label for messages and tables.
    pub name: &'static str,
    /// The first byte.
    pub address: u64,
    /// Its length in bytes (interior pointers classify the same).
    pub len: usize,
    /// The kind.
    pub kind: MemoryKind,
    /// The location.
    pub location: Location,
    /// The owner device (`None` for pageable memory).
    pub device: Option<i32>,
    /// Whether the driver reports a context.
    pub has_context: bool,
    /// Whether the driver reports a pool.
    pub has_pool: bool,
    /// What the memory permits ([`PointerInfo::permits`](cuda_mem::PointerInfo::permits)).
    pub permits: Permits,
}

/// One live allocation of every memory kind on one device: pageable heap and
/// static bytes, pinned, registered, `cuMemAlloc`, managed, and where the
/// device supports them default-pool, own-pool, managed-pool (CUDA 13),
/// host-pool, host-NUMA-pool, device VMM and host-NUMA VMM memory. Every field is `'static` and `Send`: the value can move to
/// another thread and be dropped there. Pool memory is allocated on
/// [`EveryKind::stream`] and synchronised before `new` returns.
#[derive(Debug)]
pub struct EveryKind {
    /// The device.
    pub device: i32,
    /// The context that owns the context-owned kinds.
    pub ctx: PrimaryContextGuard,
    /// The stream the pool memory is ordered on.
    pub stream: Stream,
    /// Pageable heap memory.
    pub heap: Vec<u8>,
    /// `cuMemHostAlloc` memory.
    pub pinned: PinnedHostBuffer,
    /// Whole pages registered with `cuMemHostRegister` (no other data
    /// shares a page with them, so the bytes just outside are pageable).
    pub registered: HostRegistration<'static>,
    /// `cuMemAlloc` memory.
    pub device_buffer: DeviceBuffer,
    /// `cuMemAllocManaged` memory.
    pub managed: ManagedBuffer,
    /// The device's default pool and memory from it.
    pub default_pool: Option<(MemPool, PoolBuffer)>,
    /// A created pool (exportable as POSIX descriptors where the device
    /// supports it) and memory from it.
    pub own_pool: Option<(MemPool, PoolBuffer)>,
    /// A managed pool on the device (a driver of CUDA 13 or newer) and
    /// memory from it.
    pub managed_pool: Option<(MemPool, PoolBuffer)>,
    /// A pool on the host (`HOST_MEMORY_POOLS_SUPPORTED`), granted to the
    /// device, and memory from it.
    pub host_pool: Option<(MemPool, PoolBuffer)>,
    /// A pool on the device's host NUMA node
    /// (`HOST_NUMA_MEMORY_POOLS_SUPPORTED`), granted to the device, and
    /// memory from it.
    pub host_numa_pool: Option<(MemPool, PoolBuffer)>,
    /// VMM memory on the device.
    pub vmm_device: Option<VmmAllocation>,
    /// VMM memory on the device's host NUMA node.
    pub vmm_host: Option<VmmAllocation>,
}

impl EveryKind {
    /// Allocates `len` bytes of every kind on `device`.
    pub fn new(cuda: &Cuda, device: i32, len: usize) -> Result<EveryKind> {
        let caps = cuda.device(device)?.caps;
        let ctx = PrimaryContextGuard::retain(cuda, device)?;
        let stream = Stream::new(&ctx)?;
        let pools = caps.memory_pools;
        let with_buffer = |pool: MemPool| -> Result<(MemPool, PoolBuffer)> {
            let buf = pool.alloc_async(len, &stream)?;
            Ok((pool, buf))
        };
        let fd = HandleTypes::POSIX_FD;
        let handles = if caps.mempool_handle_types.0 & fd.bits() != 0 {
            fd
        } else {
            HandleTypes::empty()
        };
        let own_props = PoolProps::device(device)
            .handle_types(handles)
            .release_threshold(0);
        let default_pool = pools
            .then(|| MemPool::default_for(cuda, device).and_then(with_buffer))
            .transpose()?;
        let own_pool = pools
            .then(|| MemPool::new(cuda, own_props).and_then(with_buffer))
            .transpose()?;
        let numa = caps.host_numa_id.unwrap_or(0);
        // A pool on the host is the CPU's alone until a device is granted
        // it (the driver refuses the device's copies before): granted here,
        // as a communication library's user would.
        let created = |wanted: bool, props: PoolProps| {
            let grant = props.location != MemLocation::Device(device) && !props.managed;
            (pools && wanted)
                .then(|| {
                    let pool = MemPool::new(cuda, props)?;
                    if grant {
                        pool.set_access(device, cuda_mem::Access::ReadWrite)?;
                    }
                    with_buffer(pool)
                })
                .transpose()
        };
        let managed_pool = created(
            cuda.driver_version() >= 13000,
            PoolProps::managed(MemLocation::Device(device)),
        )?;
        let host_pool = created(caps.host_memory_pools, PoolProps::new(MemLocation::Host))?;
        let host_numa_pool = created(
            caps.host_numa_memory_pools,
            PoolProps::new(MemLocation::HostNuma(numa)),
        )?;
        let vmm = |at| {
            caps.vmm
                .then(|| VmmAllocation::new(cuda, len, at))
                .transpose()
        };
        let all = EveryKind {
            device,
            heap: vec![7u8; len],
            pinned: PinnedHostBuffer::new(&ctx, len, HostAllocFlags::PORTABLE)?,
            registered: HostRegistration::zeroed(&ctx, len, HostRegisterFlags::PORTABLE)?,
            device_buffer: DeviceBuffer::new(&ctx, len)?,
            managed: ManagedBuffer::new(&ctx, len)?,
            default_pool,
            own_pool,
            managed_pool,
            host_pool,
            host_numa_pool,
            vmm_device: vmm(MemLocation::Device(device))?,
            vmm_host: vmm(MemLocation::HostNuma(numa))?,
            ctx,
            stream,
        };
        all.stream.synchronize()?;
        Ok(all)
    }

    /// Every writable allocation (all but the static bytes) as bytes to
    /// copy into and out of, with its key, in the order of
    /// [`EveryKind::expected`].
    pub fn every_bytes_mut(&mut self) -> Vec<(&'static str, cuda_mem::BytesMut<'_>)> {
        use cuda_mem::{BytesMut, Memory};
        let mut v: Vec<(&'static str, BytesMut<'_>)> = vec![
            ("pageable", BytesMut::of(&mut self.heap[..])),
            ("pinned", self.pinned.bytes_mut()),
            ("registered", self.registered.bytes_mut()),
            ("device", self.device_buffer.bytes_mut()),
            ("managed", self.managed.bytes_mut()),
        ];
        if let Some((_, b)) = &mut self.default_pool {
            v.push(("default_pool", b.bytes_mut()));
        }
        if let Some((_, b)) = &mut self.own_pool {
            v.push(("own_pool", b.bytes_mut()));
        }
        if let Some((_, b)) = &mut self.managed_pool {
            v.push(("managed_pool", b.bytes_mut()));
        }
        if let Some((_, b)) = &mut self.host_pool {
            v.push(("host_pool", b.bytes_mut()));
        }
        if let Some((_, b)) = &mut self.host_numa_pool {
            v.push(("host_numa_pool", b.bytes_mut()));
        }
        if let Some(b) = &mut self.vmm_device {
            v.push(("vmm_device", b.bytes_mut()));
        }
        if let Some(b) = &mut self.vmm_host {
            v.push(("vmm_host_numa", b.bytes_mut()));
        }
        v
    }

    /// Every allocation with what classification must answer, pageable
    /// first.
    pub fn expected(&self) -> Vec<Expected> {
        use MemoryKind::*;
        let dev = Some(self.device);
        let on_dev = Location::Device(self.device);
        let reach = self
            .ctx
            .cuda()
            .device(self.device)
            .is_ok_and(|d| d.caps.pageable_memory_access);
        let e = |(key, name), address: u64, len, kind, location, ctx, pool| Expected {
            key,
            name,
            address,
            len,
            kind,
            location,
            device: if kind == Pageable { None } else { dev },
            has_context: ctx,
            has_pool: pool,
            permits: permits_of(kind, location, reach),
        };
        let mut v = vec![
            e(
                ("pageable", "pageable heap"),
                self.heap.as_ptr() as u64,
                self.heap.len(),
                Pageable,
                Location::Host,
                false,
                false,
            ),
            e(
                ("pageable_static", "pageable static"),
                STATIC_BYTES.as_ptr() as u64,
                STATIC_BYTES.len(),
                Pageable,
                Location::Host,
                false,
                false,
            ),
            e(
                ("pinned", "pinned (cuMemHostAlloc)"),
                self.pinned.as_ptr() as u64,
                self.pinned.len(),
                PinnedHost,
                Location::Host,
                true,
                false,
            ),
            e(
                ("registered", "registered (cuMemHostRegister)"),
                self.registered.as_ptr() as u64,
                self.registered.len(),
                PinnedHost,
                Location::Host,
                true,
                false,
            ),
            e(
                ("device", "device (cuMemAlloc)"),
                self.device_buffer.device_ptr(),
                self.device_buffer.len(),
                Device,
                on_dev,
                true,
                false,
            ),
            e(
                ("managed", "managed (cuMemAllocManaged)"),
                self.managed.device_ptr(),
                self.managed.len(),
                Managed,
                on_dev,
                true,
                false,
            ),
        ];
        v.extend(self.pool_rows(&e));
        if let Some(a) = &self.vmm_device {
            v.push(e(
                ("vmm_device", "VMM on the device"),
                a.device_ptr(),
                a.len(),
                Vmm,
                on_dev,
                false,
                false,
            ));
        }
        if let Some(a) = &self.vmm_host {
            v.push(e(
                ("vmm_host_numa", "VMM on a host NUMA node"),
                a.device_ptr(),
                a.len(),
                Vmm,
                a.location().into(),
                false,
                false,
            ));
        }
        v
    }

    /// The pools' rows of [`EveryKind::expected`], made by its `row`.
    fn pool_rows(
        &self,
        row: &impl Fn(
            (&'static str, &'static str),
            u64,
            usize,
            MemoryKind,
            Location,
            bool,
            bool,
        ) -> Expected,
    ) -> Vec<Expected> {
        use MemoryKind::StreamOrdered;
        let (e, on_dev) = (row, Location::Device(self.device));
        let mut v = Vec::new();
        if let Some((_, b)) = &self.default_pool {
            v.push(e(
                ("default_pool", "stream-ordered, default pool"),
                b.device_ptr(),
                b.len(),
                StreamOrdered,
                on_dev,
                false,
                true,
            ));
        }
        if let Some((_, b)) = &self.own_pool {
            v.push(e(
                ("own_pool", "stream-ordered, own pool"),
                b.device_ptr(),
                b.len(),
                StreamOrdered,
                on_dev,
                false,
                true,
            ));
        }
        if let Some((_, b)) = &self.managed_pool {
            let mut m = e(
                ("managed_pool", "stream-ordered, managed pool"),
                b.device_ptr(),
                b.len(),
                StreamOrdered,
                on_dev,
                false,
                true,
            );
            m.permits = Permits::CPU | Permits::ANY_DEVICE | Permits::MANAGED;
            v.push(m);
        }
        for (pool, key) in [
            (&self.host_pool, ("host_pool", "stream-ordered, host pool")),
            (
                &self.host_numa_pool,
                ("host_numa_pool", "stream-ordered, host NUMA pool"),
            ),
        ] {
            if let Some((_, b)) = pool {
                v.push(e(
                    key,
                    b.device_ptr(),
                    b.len(),
                    StreamOrdered,
                    Location::Host,
                    false,
                    true,
                ));
            }
        }
        v
    }
}

/// What classification must say `kind` at `location` permits; `reach`:
/// the devices read pageable memory. A managed pool's row sets its own.
fn permits_of(kind: MemoryKind, location: Location, reach: bool) -> Permits {
    use MemoryKind::*;
    use Permits as P;
    match (kind, location) {
        (Pageable, _) if reach => P::CPU | P::ANY_DEVICE,
        (Pageable, _) => P::CPU,
        (PinnedHost, _) => P::CPU | P::ANY_DEVICE,
        (Device, _) => P::OWNER_DEVICE | P::LEGACY_IPC,
        (Managed, _) => P::CPU | P::ANY_DEVICE | P::MANAGED,
        (StreamOrdered, Location::Host) => P::CPU | P::BY_GRANT | P::POOL_EXPORT,
        (StreamOrdered, _) => P::OWNER_DEVICE | P::BY_GRANT | P::POOL_EXPORT,
        (Vmm, Location::HostNuma(_)) => P::BY_GRANT | P::VMM_HANDLE,
        _ => P::OWNER_DEVICE | P::BY_GRANT | P::VMM_HANDLE,
    }
}
