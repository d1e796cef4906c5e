//! The survey: driver, devices, capabilities, homogeneity, then one
//! allocation of every memory kind classified from a thread with a current
//! context and from a fresh thread without one. Runs on the real driver, or
//! on the simulated one when no GPU driver (or no GPU) is found.

use cuda_mem::cuda_sys::flags::{HostAllocFlags, HostRegisterFlags};
use cuda_mem::*;

const LEN: usize = 4 << 20;

fn main() {
    if let Err(e) = survey() {
        eprintln!("survey failed: {e}");
        std::process::exit(1);
    }
}

fn load() -> Result<(Cuda, Option<cuda_sim::SimLibrary>, String)> {
    let why = match Cuda::load() {
        Ok(c) if !c.devices().is_empty() => {
            let label = if c.is_simulated() {
                "simulated driver"
            } else {
                "real driver"
            };
            let path = c.driver().path().to_string();
            return Ok((c, None, format!("{label} ({path})")));
        }
        Ok(_) => "the driver sees no device".to_string(),
        Err(e) => e.to_string(),
    };
    let sim = cuda_sim::SimLibrary::new("").map_err(Error::InvalidArgument)?;
    let c = Cuda::load_from(sim.path_str())?;
    Ok((c, Some(sim), format!("simulated driver (no GPU: {why})")))
}

fn survey() -> Result<()> {
    let (cuda, _sim, label) = load()?;
    println!("cuda-mem survey on the {label}");
    println!(
        "driver API version {}, cuda.h {}",
        cuda.driver_version(),
        cuda_sys::HEADER_VERSION
    );
    for d in cuda.devices() {
        let c = &d.caps;
        println!(
            "device {}: {} cc{}.{} {} GiB pools={} vmm={} unified={} gdr_vmm={} pool_handles={:#x} host_numa={:?}",
            d.ordinal,
            d.name,
            c.compute_capability.0,
            c.compute_capability.1,
            c.total_memory >> 30,
            c.memory_pools,
            c.vmm,
            c.unified_addressing,
            c.gpu_direct_rdma_with_vmm,
            c.mempool_handle_types.0,
            c.host_numa_id
        );
    }
    println!("topology: {}", cuda.topology());
    println!(
        "classification query: {:?}",
        cuda.classification_attributes()
            .iter()
            .map(|a| a.0)
            .collect::<Vec<_>>()
    );

    let caps = cuda.devices()[0].caps;
    let numa = caps.host_numa_id.unwrap_or(0);
    let ctx = PrimaryContextGuard::retain(&cuda, 0)?;
    let stream = Stream::new(&ctx)?;
    let heap = vec![0u8; LEN];
    let mut reg_mem = vec![0u8; LEN];
    let pinned = PinnedHostBuffer::new(&ctx, LEN, HostAllocFlags::empty())?;
    let registered = HostRegistration::new(&ctx, &mut reg_mem, HostRegisterFlags::empty())?;
    let device = DeviceBuffer::new(&ctx, LEN)?;
    let managed = ManagedBuffer::new(&ctx, LEN)?;
    let mut rows: Vec<(&str, u64)> = vec![
        ("pageable heap", heap.as_ptr() as u64),
        ("pinned (cuMemHostAlloc)", pinned.as_ptr() as u64),
        ("registered (cuMemHostRegister)", registered.as_ptr() as u64),
        ("device (cuMemAlloc)", device.device_ptr()),
        ("managed", managed.device_ptr()),
    ];
    let default_pool = if caps.memory_pools {
        Some(MemPool::default_for(&cuda, 0)?)
    } else {
        None
    };
    let own_pool = if caps.memory_pools {
        Some(MemPool::new(&cuda, 0, PoolProps::device(0))?)
    } else {
        None
    };
    let a = default_pool
        .as_ref()
        .map(|p| p.alloc_async(LEN, &stream))
        .transpose()?;
    let b = own_pool
        .as_ref()
        .map(|p| p.alloc_async(LEN, &stream))
        .transpose()?;
    if let (Some(a), Some(b)) = (&a, &b) {
        rows.push(("stream-ordered, default pool", a.device_ptr()));
        rows.push(("stream-ordered, own pool", b.device_ptr()));
    }
    let vd = if caps.vmm {
        Some(VmmAllocation::new(&cuda, LEN, Location::Device(0))?)
    } else {
        None
    };
    let vh = if caps.vmm {
        Some(VmmAllocation::new(&cuda, LEN, Location::HostNuma(numa))?)
    } else {
        None
    };
    if let (Some(vd), Some(vh)) = (&vd, &vh) {
        rows.push(("VMM on device 0", vd.device_ptr()));
        rows.push(("VMM on host NUMA node", vh.device_ptr()));
    }
    stream.synchronize()?;

    let fmt = |i: &PointerInfo| {
        format!(
            "{:<13} {:<12} ctx={:<3} pool={:<3}",
            format!("{:?}", i.kind()),
            format!("{:?}", i.location()),
            if i.context().is_some() { "yes" } else { "no" },
            if i.pool().is_some() { "yes" } else { "no" }
        )
    };
    let main_rows: Vec<String> = {
        let _c = ctx.make_current()?;
        rows.iter()
            .map(|(_, p)| cuda.classify(*p).map(|i| fmt(&i)))
            .collect::<Result<_>>()?
    };
    // Each kind on a thread of its own that starts with no context, so each
    // row shows what ensure_context does for that kind.
    let fresh: Vec<(String, String)> = rows
        .iter()
        .map(|(_, p)| {
            std::thread::scope(|s| {
                s.spawn(|| {
                    let i = cuda.classify(*p)?;
                    let b = match cuda.ensure_context(&i)? {
                        ContextBinding::Bound { device, retained } => {
                            format!("bound device {device}'s primary (new ref: {retained})")
                        }
                        ContextBinding::AlreadyCurrent(_) => "already current".to_string(),
                        ContextBinding::NotNeeded => "not needed".to_string(),
                    };
                    Ok((fmt(&i), b))
                })
                .join()
                .expect("survey thread")
            })
        })
        .collect::<Result<_>>()?;
    println!();
    println!(
        "{:<32} | {:<46} | {:<46} | ensure_context on the fresh thread",
        "memory", "main thread (context current)", "fresh thread (no context)"
    );
    for ((name, _), (m, (f, b))) in rows.iter().zip(main_rows.iter().zip(fresh.iter())) {
        println!("{name:<32} | {m:<46} | {f:<46} | {b}");
    }
    Ok(())
}
