//! The survey: driver, devices, capabilities, homogeneity, then one
//! allocation of every memory kind classified from a thread with a current
//! context and from a fresh thread without one, and what `ensure_context`
//! did there. Runs on the real driver, or on the simulated one when no GPU
//! driver (or no GPU) is found, and says which in its first line.

use cuda_mem::cuda_mem_sys::{self, CUpointer_attribute as P};
use cuda_mem::*;
use cuda_mem_testing::{EveryKind, Expected};

/// Bytes moved through each kind.
const MOVED: usize = 4096;
const LEN: usize = 4 << 20;

fn main() {
    if let Err(e) = survey() {
        eprintln!("survey failed: {e}");
        std::process::exit(1);
    }
}

/// The real driver if it sees a device, else a private simulator copy (kept
/// alive beside the handle).
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
        // What was tried, without the remedy: the survey takes it.
        Err(Error::DriverNotFound { tried }) => format!(
            "no CUDA driver ({} not found)",
            tried
                .iter()
                .map(|(name, _)| name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Err(e) => e.to_string(),
    };
    let sim = cuda_sim::SimLibrary::new("").map_err(Error::InvalidArgument)?;
    // SAFETY: cuda-sim implements the driver's C ABI.
    let c = unsafe { Cuda::load_from(sim.path_str()) }?;
    let path = sim.source().display().to_string();
    Ok((
        c,
        Some(sim),
        format!("simulated driver ({path}; no GPU: {why})"),
    ))
}

fn attribute_name(a: P) -> &'static str {
    match a {
        P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE => "MEMORY_TYPE",
        P::CU_POINTER_ATTRIBUTE_CONTEXT => "CONTEXT",
        P::CU_POINTER_ATTRIBUTE_IS_MANAGED => "IS_MANAGED",
        P::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL => "DEVICE_ORDINAL",
        P::CU_POINTER_ATTRIBUTE_BUFFER_ID => "BUFFER_ID",
        P::CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE => "MEMPOOL_HANDLE",
        _ => "(other)",
    }
}

fn yes(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

fn handle_types(bits: u32) -> String {
    let names: Vec<&str> = HandleTypes::from_bits_retain(bits)
        .iter_names()
        .map(|(name, _)| name)
        .collect();
    if names.is_empty() {
        "none".into()
    } else {
        names.join(" + ")
    }
}

/// The answer's columns: kind, location, context reported, pool reported.
fn columns(i: &PointerInfo) -> [String; 4] {
    [
        format!("{:?}", i.kind()),
        format!("{:?}", i.location()),
        yes(i.context().is_some()).into(),
        yes(i.pool().is_some()).into(),
    ]
}

fn survey() -> Result<()> {
    let (cuda, _sim, label) = load()?;
    describe(&cuda, &label);

    let mut all = EveryKind::new(&cuda, 0, LEN)?;
    let rows: Vec<Expected> = all.expected();
    let on_main: Vec<[String; 4]> = {
        let _current = all.ctx.make_current()?;
        rows.iter()
            .map(|e| cuda.classify(e.address).map(|i| columns(&i)))
            .collect::<Result<_>>()?
    };
    // Each kind on a thread of its own that starts with no context, so each
    // row shows what ensure_context does for that kind.
    let fresh: Vec<([String; 4], String)> = rows
        .iter()
        .map(|e| {
            let (cuda, address) = (cuda.clone(), e.address);
            std::thread::spawn(move || {
                let i = cuda.classify(address)?;
                let bound = match cuda.ensure_context(&i)? {
                    ContextBinding::Bound { device, retained } => format!(
                        "bound device {device}'s primary context{}",
                        if retained { " (took a reference)" } else { "" }
                    ),
                    ContextBinding::AlreadyCurrent(_) => "a context was current".into(),
                    _ => "not needed".into(),
                };
                Ok((columns(&i), bound))
            })
            .join()
            .expect("survey thread")
        })
        .collect::<Result<_>>()?;

    println!();
    println!(
        "Legend: kind and location are classify's answer; ctx and pool say whether the driver \
         reports a context or a pool; the fresh thread starts with no current context, and \
         ensure_context says what it did there."
    );
    let w = rows.iter().map(|e| e.name.len()).max().unwrap_or(6);
    println!(
        "{:<w$} | {:<13} {:<11} {:<3} {:<4} | {:<13} {:<11} {:<3} {:<4} | ensure_context",
        "memory", "kind", "location", "ctx", "pool", "fresh: kind", "location", "ctx", "pool"
    );
    for (e, (m, (f, bound))) in rows.iter().zip(on_main.iter().zip(fresh.iter())) {
        let ok = m[0] == format!("{:?}", e.kind) && f[0] == m[0];
        println!(
            "{:<w$} | {:<13} {:<11} {:<3} {:<4} | {:<13} {:<11} {:<3} {:<4} | {bound}{}",
            e.name,
            m[0],
            m[1],
            m[2],
            m[3],
            f[0],
            f[1],
            f[2],
            f[3],
            if ok { "" } else { "  <- unexpected" }
        );
    }

    permits(&cuda, &rows)?;
    move_bytes(&mut all);
    frameworks();
    Ok(())
}

/// What each kind permits a caller, as the answer's accessors say (from
/// the table, no driver call), and where the owner's grants decide, what
/// the detailed query asked the driver.
fn permits(cuda: &Cuda, rows: &[Expected]) -> Result<()> {
    println!();
    println!(
        "What the memory permits (PointerInfo's accessors; \"granted\": the devices the owner \
         granted, asked of the driver by classify_detailed):"
    );
    let w = rows.iter().map(|e| e.name.len()).max().unwrap_or(6);
    println!(
        "{:<w$} | {:<3} {:<22} {:<7} | shared by",
        "memory", "CPU", "devices", "managed"
    );
    for e in rows {
        let i = cuda.classify(e.address)?;
        let devices = match i.device_access() {
            DeviceAccess::Granted => {
                let d = cuda.classify_detailed(e.address)?;
                format!("granted: {:#x}", d.granted_devices)
            }
            other => format!("{other:?}"),
        };
        println!(
            "{:<w$} | {:<3} {:<22} {:<7} | {:?}{}",
            e.name,
            yes(i.cpu_access()),
            devices,
            yes(i.is_managed()),
            i.sharing(),
            if i.permits() == e.permits {
                ""
            } else {
                "  <- unexpected"
            }
        );
    }
    Ok(())
}

/// Which of the frameworks whose allocators `frameworks.py` checks are
/// installed for `python3`, found without importing them (an import of
/// PyTorch or JAX takes seconds and may touch the GPU).
const FIND_FRAMEWORKS: &str = r#"
import importlib.util as u, importlib.metadata as md
for name, mod, dists in (("PyTorch", "torch", ("torch",)),
                         ("CuPy", "cupy", ("cupy", "cupy-cuda13x", "cupy-cuda12x")),
                         ("JAX", "jax", ("jax",)),
                         ("NCCL", "nvidia.nccl", ("nvidia-nccl-cu13", "nvidia-nccl-cu12"))):
    try:
        found = u.find_spec(mod) is not None
    except Exception:
        found = False
    version = ""
    for d in dists:
        try:
            version = md.version(d)
            break
        except Exception:
            pass
    print(f"{name}\t{found}\t{version}")
"#;

/// One line per framework: found (and its version) or not.
fn frameworks() {
    println!();
    let Ok(out) = std::process::Command::new("python3")
        .args(["-c", FIND_FRAMEWORKS])
        .output()
    else {
        println!("frameworks: no python3 to ask");
        return;
    };
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        let mut f = line.split('\t');
        let (Some(name), Some(found), version) = (f.next(), f.next(), f.next()) else {
            continue;
        };
        if found == "True" {
            println!(
                "{name} {}: found; observed mode on its allocators: cuda-mem-bench/frameworks/frameworks.py",
                version.unwrap_or("")
            );
        } else {
            println!("{name}: not installed for python3");
        }
    }
}

/// The driver, the bindings, every device's capabilities, and the
/// classification's query.
fn describe(cuda: &Cuda, label: &str) {
    println!("cuda-mem survey on the {label}");
    let bindings = match cuda_mem_sys::HEADER_INCLUDE_DIR {
        Some(dir) => format!("bindgen on {dir}/cuda.h"),
        None => "generated ahead of time".into(),
    };
    println!(
        "driver API version {}; bindings for cuda.h {} ({bindings})",
        cuda.driver_version(),
        cuda_mem_sys::HEADER_VERSION,
    );
    for d in cuda.devices() {
        let c = &d.caps;
        println!(
            "device {}: {}, compute capability {}.{}, {} GiB; memory pools: {}, VMM: {}, \
             unified addressing: {}, GPUDirect RDMA on VMM: {}, pool export handles: {}, \
             host NUMA node: {}",
            d.ordinal,
            d.name,
            c.compute_capability.0,
            c.compute_capability.1,
            c.total_memory >> 30,
            yes(c.memory_pools),
            yes(c.vmm),
            yes(c.unified_addressing),
            yes(c.gpu_direct_rdma_with_vmm),
            handle_types(c.mempool_handle_types.0),
            c.host_numa_id
                .map_or("unknown".to_string(), |n| n.to_string()),
        );
    }
    println!("topology: {}", cuda.topology());
    let names: Vec<_> = cuda
        .classification_attributes()
        .iter()
        .map(|a| attribute_name(*a))
        .collect();
    println!(
        "classification: none for memory cuda-mem allocated (its registry), else one \
         cuPointerGetAttributes asking for {}",
        names.join(", ")
    );
}

/// A few bytes through every kind: written from the host, read back.
fn move_bytes(all: &mut EveryKind) {
    println!();
    println!(
        "moving bytes: {MOVED} bytes written into each kind from the host and read back, in stream order"
    );
    let stream = all.stream.clone();
    let want: Vec<u8> = (0..MOVED).map(|i| (i as u8).wrapping_mul(31)).collect();
    for (key, view) in all.every_bytes_mut() {
        let mut back = vec![0u8; MOVED];
        let moved = view.slice(..MOVED).and_then(|mut v| {
            stream.copy(v.reborrow(), &want[..])?;
            stream.copy(&mut back[..], v.as_bytes())
        });
        let said = match moved {
            Ok(()) if back == want => "read back as written".to_string(),
            Ok(()) => "read back DIFFERENT bytes  <- unexpected".to_string(),
            Err(e) => format!("failed: {e}  <- unexpected"),
        };
        println!("  {key:<14} {said}");
    }
}
