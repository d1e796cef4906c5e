//! Every public method of every type, called in a forked child: each that
//! would call the driver answers `InheritedAcrossFork` without a call, and
//! a check of cuda-mem's source fails for a method the child does not
//! call.

use super::{wait, ONE_AT_A_TIME};
use cuda_mem::*;
use cuda_mem_testing::EveryKind;
use cuda_mem_testing::*;
use std::time::{Duration, Instant};

/// What a forked child's calls of the public API did: one line per method,
/// `name<TAB>ok` or `name<TAB>what went wrong`, written to a pipe the
/// parent reads.
struct Verdicts {
    lines: Vec<String>,
    /// The simulator's count of entry points called in a child (each
    /// refused); `None` on the real driver.
    counter: Option<extern "C" fn() -> u64>,
}

impl Verdicts {
    fn calls(&self) -> u64 {
        self.counter.map_or(0, |f| f())
    }

    fn record(&mut self, name: &str, before: u64, wrong: Option<String>) {
        let calls = self.calls() - before;
        let verdict = match wrong {
            Some(w) => w,
            None if calls != 0 => format!("{calls} driver calls"),
            None => "ok".to_string(),
        };
        self.lines.push(format!("{name}\t{verdict}"));
    }

    /// A method that would call the driver: refused, with no call.
    fn refused<T: std::fmt::Debug>(&mut self, name: &str, f: impl FnOnce() -> Result<T>) {
        let before = self.calls();
        let wrong = match f() {
            Err(Error::InheritedAcrossFork) => None,
            other => Some(format!("answered {other:?}, not InheritedAcrossFork")),
        };
        self.record(name, before, wrong);
    }

    /// A method that needs no driver call (an accessor, an answer from
    /// what the parent had): whatever it answers, with no call.
    fn quiet<T>(&mut self, name: &str, f: impl FnOnce() -> T) {
        let before = self.calls();
        drop(f());
        self.record(name, before, None);
    }
}

/// What the parent makes for the child, beyond [`EveryKind`]: values whose
/// methods the child calls. Each is `None` where the driver cannot make it
/// (a pool that cannot export on this device, say).
struct Inherited {
    every: EveryKind,
    event: Option<Event>,
    /// A pool made exportable, with one allocation.
    exportable_pool: Option<(MemPool, PoolBuffer)>,
    pool_export: Option<PoolExport>,
    ipc: Option<IpcHandle>,
    exportable_vmm: Option<VmmAllocation>,
    spare_registration: Option<HostRegistration<'static>>,
}

impl Inherited {
    fn new(cuda: &Cuda) -> Inherited {
        let every = EveryKind::new(cuda, 0, 1 << 16).unwrap();
        let exportable_pool = MemPool::new(
            cuda,
            PoolProps::device(0).handle_types(HandleTypes::POSIX_FD),
        )
        .and_then(|p| Ok((p.alloc_async(4096, &every.stream)?, p)))
        .map(|(b, p)| (p, b))
        .ok();
        let pool_export = exportable_pool.as_ref().and_then(|(_, b)| b.export().ok());
        Inherited {
            event: Event::new(&every.ctx, true).ok(),
            ipc: every.device_buffer.ipc_handle().ok(),
            spare_registration: HostRegistration::from_vec(
                &every.ctx,
                vec![0; 4096],
                cuda_mem_sys::flags::HostRegisterFlags::empty(),
            )
            .ok(),
            exportable_vmm: VmmAllocation::with_handle_types(
                cuda,
                2 << 20,
                MemLocation::Device(0),
                HandleTypes::POSIX_FD,
            )
            .ok(),
            exportable_pool,
            pool_export,
            every,
        }
    }
}

/// Every public method of every type, called in a forked child on values
/// the parent made. Its names are the ones the completeness test below
/// finds in the source, so a new method fails that test until it is here.
fn every_method_in_a_child(
    cuda: &Cuda,
    library: &str,
    mut all: Inherited,
    heap: &mut [u8],
    v: &mut Verdicts,
) {
    use cuda_mem_sys::flags::{HostAllocFlags, HostRegisterFlags};
    let heap_ptr = heap.as_ptr();
    let ctx = all.every.ctx.clone();
    let stream = all.every.stream.clone();
    let dev = all.every.device_buffer.device_ptr();
    let info = cuda.classify(dev).expect("owned memory answers in a child");

    v.refused("Cuda::load", Cuda::load);
    // SAFETY: the driver the parent loaded.
    v.refused("Cuda::load_from", || unsafe { Cuda::load_from(library) });
    v.quiet("Cuda::devices", || cuda.devices().len());
    v.quiet("Cuda::device", || cuda.device(0).map(|d| d.ordinal));
    v.quiet("Cuda::topology", || cuda.topology().is_homogeneous());
    v.quiet("Cuda::driver_version", || cuda.driver_version());
    v.quiet("Cuda::driver", || cuda.driver().path().len());
    v.quiet("Cuda::is_inherited", || assert!(cuda.is_inherited()));
    v.quiet("Cuda::is_simulated", || cuda.is_simulated());
    v.refused("Cuda::classify", || cuda.classify(heap_ptr));
    v.quiet("Cuda::classify (owned)", || cuda.classify(dev));
    v.quiet("Cuda::classify_kept", || cuda.classify_kept(heap_ptr));
    v.refused("Cuda::classify_by_driver", || cuda.classify_by_driver(dev));
    v.refused("Cuda::classify_detailed", || cuda.classify_detailed(dev));
    v.quiet("Cuda::classification_attributes", || {
        cuda.classification_attributes().len()
    });
    v.quiet("Cuda::owned_ranges", || cuda.owned_ranges());
    v.quiet("Cuda::observe_frees", || {
        assert!(!cuda.observe_frees().is_observing())
    });
    v.quiet("Cuda::foreign_mode", || cuda.foreign_mode());
    v.quiet("ForeignMode::is_observed", || {
        cuda.foreign_mode().is_observed()
    });
    v.quiet("Cuda::foreign_cache_bytes", || cuda.foreign_cache_bytes());
    v.refused("Cuda::current_context", || cuda.current_context());
    v.refused("Cuda::ensure_context", || cuda.ensure_context(&info));
    v.refused("Cuda::release_thread_contexts", || {
        cuda.release_thread_contexts()
    });
    v.quiet("Cuda::thread_bindings", || cuda.thread_bindings());
    // SAFETY: the heap outlives the views; nothing writes it meanwhile.
    v.refused("Cuda::bytes_at", || unsafe {
        cuda.bytes_at(heap_ptr as u64, 8).map(|b| b.len())
    });
    // SAFETY: as above.
    v.refused("Cuda::bytes_at_mut", || unsafe {
        cuda.bytes_at_mut(heap_ptr as u64, 8).map(|b| b.len())
    });

    v.refused("PrimaryContextGuard::retain", || {
        PrimaryContextGuard::retain(cuda, 0)
    });
    v.quiet("PrimaryContextGuard::device", || ctx.device());
    v.quiet("PrimaryContextGuard::context", || ctx.context());
    v.quiet("PrimaryContextGuard::cuda", || ctx.cuda().driver_version());
    v.refused("PrimaryContextGuard::make_current", || {
        ctx.make_current().map(|_| ())
    });

    v.refused("DeviceBuffer::new", || DeviceBuffer::new(&ctx, 4096));
    v.quiet("DeviceBuffer::device_ptr", || {
        all.every.device_buffer.device_ptr()
    });
    v.refused("DeviceBuffer::ipc_handle", || {
        all.every.device_buffer.ipc_handle()
    });
    v.refused("PinnedHostBuffer::new", || {
        PinnedHostBuffer::new(&ctx, 4096, HostAllocFlags::empty())
    });
    v.quiet("PinnedHostBuffer::as_slice", || {
        all.every.pinned.as_slice().len()
    });
    v.quiet("PinnedHostBuffer::as_mut_slice", || {
        all.every.pinned.as_mut_slice()[0] = 1
    });
    v.quiet("PinnedHostBuffer::as_ptr", || all.every.pinned.as_ptr());
    v.refused("ManagedBuffer::new", || ManagedBuffer::new(&ctx, 4096));
    v.quiet("ManagedBuffer::device_ptr", || {
        all.every.managed.device_ptr()
    });

    let mut bytes = vec![0u8; 4096];
    v.refused("HostRegistration::new", || {
        HostRegistration::new(&ctx, &mut bytes, HostRegisterFlags::empty()).map(|r| r.len())
    });
    v.refused("HostRegistration::from_vec", || {
        HostRegistration::from_vec(&ctx, vec![0; 4096], HostRegisterFlags::empty())
    });
    v.refused("HostRegistration::zeroed", || {
        HostRegistration::zeroed(&ctx, 4096, HostRegisterFlags::empty())
    });
    v.quiet("HostRegistration::as_slice", || {
        all.every.registered.as_slice().len()
    });
    v.quiet("HostRegistration::as_mut_slice", || {
        all.every.registered.as_mut_slice()[0] = 1
    });
    v.quiet("HostRegistration::as_ptr", || all.every.registered.as_ptr());
    v.quiet("HostRegistration::len", || all.every.registered.len());
    v.quiet("HostRegistration::is_empty", || {
        all.every.registered.is_empty()
    });

    v.refused("Stream::new", || Stream::new(&ctx));
    v.refused("Stream::synchronize", || stream.synchronize());
    v.quiet("Stream::as_raw", || stream.as_raw());
    v.quiet("Stream::device", || stream.device());
    v.quiet("Stream::context", || stream.context().device());
    let (to, from) = heap.split_at_mut(16);
    v.refused("Stream::copy", || stream.copy(&mut to[..8], &from[..8]));
    v.refused("Stream::set", || stream.set(&mut to[..8], 1));
    // SAFETY: refused before any work is queued; the memory outlives it.
    v.refused("Stream::copy_async", || unsafe {
        stream.copy_async(BytesMut::of(&mut to[..8]), Bytes::of(&from[..8]))
    });
    // SAFETY: as above.
    v.refused("Stream::set_async", || unsafe {
        stream.set_async(BytesMut::of(&mut to[..8]), 1)
    });
    v.refused("Event::new", || Event::new(&ctx, true));
    if let Some(event) = all.event.as_ref() {
        v.refused("Stream::wait_event", || stream.wait_event(event));
        v.refused("Event::record", || event.record(&stream));
        v.refused("Event::synchronize", || event.synchronize());
        v.refused("Event::is_complete", || event.is_complete());
        v.refused("Event::elapsed_since", || event.elapsed_since(event));
    }

    v.quiet("PoolProps::new", || PoolProps::new(MemLocation::Device(0)));
    v.quiet("PoolProps::device", || PoolProps::device(0));
    v.quiet("PoolProps::managed", || {
        PoolProps::managed(MemLocation::Device(0))
    });
    v.quiet("PoolProps::handle_types", || {
        PoolProps::device(0).handle_types(HandleTypes::POSIX_FD)
    });
    v.quiet("PoolProps::release_threshold", || {
        PoolProps::device(0).release_threshold(1)
    });
    v.refused("MemPool::new", || MemPool::new(cuda, PoolProps::device(0)));
    v.refused("MemPool::default_for", || MemPool::default_for(cuda, 0));
    v.refused("MemPool::import_fd", || {
        let null = std::fs::File::open("/dev/null").unwrap();
        MemPool::import_fd(
            cuda,
            std::os::fd::AsFd::as_fd(&null),
            MemLocation::Device(0),
        )
    });
    v.refused("VmmAllocation::import_fd", || {
        let null = std::fs::File::open("/dev/null").unwrap();
        VmmAllocation::import_fd(cuda, std::os::fd::AsFd::as_fd(&null), 2 << 20)
    });
    if let Some((pool, buffer)) = all.exportable_pool.as_ref() {
        v.refused("MemPool::alloc_async", || pool.alloc_async(4096, &stream));
        v.refused("MemPool::set_access", || {
            pool.set_access(0, Access::ReadWrite)
        });
        v.refused("MemPool::access", || pool.access(0));
        v.quiet("MemPool::as_raw", || pool.as_raw());
        v.quiet("MemPool::location", || pool.location());
        v.quiet("MemPool::is_owned", || pool.is_owned());
        v.quiet("MemPool::handle_types", || pool.handle_types());
        v.refused("MemPool::export_fd", || pool.export_fd());
        v.quiet("PoolBuffer::device_ptr", || buffer.device_ptr());
        v.quiet("PoolBuffer::len", || buffer.len());
        v.quiet("PoolBuffer::is_empty", || buffer.is_empty());
        v.quiet("PoolBuffer::pool", || buffer.pool().as_raw());
        v.quiet("PoolBuffer::stream", || buffer.stream().as_raw());
        v.refused("PoolBuffer::export", || buffer.export());
        if let Some(export) = all.pool_export.as_ref() {
            v.refused("MemPool::import_pointer", || {
                pool.import_pointer(export, &stream)
            });
        }
    }
    v.refused("VmmAllocation::new", || {
        VmmAllocation::new(cuda, 2 << 20, MemLocation::Device(0))
    });
    v.refused("VmmAllocation::with_handle_types", || {
        VmmAllocation::with_handle_types(
            cuda,
            2 << 20,
            MemLocation::Device(0),
            HandleTypes::POSIX_FD,
        )
    });
    if let Some(vmm) = all.exportable_vmm.as_ref() {
        v.refused("VmmAllocation::export_fd", || vmm.export_fd());
        v.refused("VmmAllocation::set_access", || {
            vmm.set_access(0, Access::ReadWrite)
        });
        v.quiet("VmmAllocation::device_ptr", || vmm.device_ptr());
        v.quiet("VmmAllocation::len", || vmm.len());
        v.quiet("VmmAllocation::is_empty", || vmm.is_empty());
        v.quiet("VmmAllocation::location", || vmm.location());
    }
    if let Some(handle) = all.ipc.as_ref() {
        v.refused("IpcBuffer::open", || IpcBuffer::open(&ctx, handle));
    }

    // Plain values: no driver behind them.
    let p = info;
    for name in [
        "PointerInfo::address",
        "PointerInfo::kind",
        "PointerInfo::device",
        "PointerInfo::location",
        "PointerInfo::context",
        "PointerInfo::pool",
        "PointerInfo::is_cuda_memory",
        "PointerInfo::to_raw",
        "PointerInfo::permits",
        "PointerInfo::cpu_access",
        "PointerInfo::device_access",
        "PointerInfo::is_managed",
        "PointerInfo::sharing",
    ] {
        v.quiet(name, || {
            (
                (p.address(), p.kind(), p.device(), p.location(), p.to_raw()),
                (
                    p.permits(),
                    p.cpu_access(),
                    p.device_access(),
                    p.is_managed(),
                    p.sharing(),
                ),
            )
        });
    }
    v.quiet("Topology::is_homogeneous", || {
        cuda.topology().is_homogeneous()
    });
    v.quiet("Topology::is_empty", || cuda.topology().is_empty());
    v.quiet("FreeObserver::is_observing", || {
        cuda.observe_frees().is_observing()
    });
    v.quiet("Error::code", || Error::InheritedAcrossFork.code());
    v.quiet("Bytes::from_raw", || {
        // SAFETY: the heap's own bytes.
        unsafe { Bytes::from_raw(heap_ptr as u64, 8) }.map(|b| b.len())
    });
    v.quiet("Bytes::of", || Bytes::of(&heap[..8]).address());
    v.quiet("Bytes::slice", || {
        Bytes::of(&heap[..8]).slice(..4).map(|b| b.len())
    });
    // SAFETY: as above; no other view of them is used meanwhile.
    v.quiet("BytesMut::from_raw", || unsafe {
        BytesMut::from_raw(heap_ptr as u64, 8).map(|b| b.len())
    });
    v.quiet("BytesMut::of", || BytesMut::of(&mut heap[..8]).len());
    v.quiet("BytesMut::slice", || {
        BytesMut::of(&mut heap[..8]).slice(..4).map(|b| b.len())
    });
    v.quiet("BytesMut::reborrow", || {
        BytesMut::of(&mut heap[..8]).reborrow().len()
    });
    v.quiet("BytesMut::as_bytes", || {
        BytesMut::of(&mut heap[..8]).as_bytes().len()
    });
    // The type holding its fields only, with no instance in a child test
    // (opening one's own handle is refused by the real driver).
    for name in [
        "IpcBuffer::device_ptr",
        "IpcBuffer::len",
        "IpcBuffer::is_empty",
    ] {
        v.quiet(name, || ());
    }
    if let Some(registered) = all.spare_registration.take() {
        v.quiet("HostRegistration::into_vec", || registered.into_vec());
    }
    // And every value dropped: no call either.
    let before = v.calls();
    drop(all);
    v.record("drop of every value", before, None);
}

#[test]
fn every_public_method_in_a_forked_child_answers_without_a_driver_call() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let (d, cuda) = load("");
    let all = Inherited::new(&cuda);
    // This thread holds a binding, which the child inherits.
    let vmm = VmmAllocation::new(&cuda, 2 << 20, MemLocation::Device(0)).unwrap();
    cuda.ensure_context(&cuda.classify(vmm.device_ptr()).unwrap())
        .unwrap();
    let mut heap = vec![0u8; 64];
    let mut verdicts = Verdicts {
        lines: Vec::new(),
        counter: d.sim().and_then(|s| s.child_call_counter()),
    };
    let mut fds = [0; 2];
    // SAFETY: a valid array of two descriptors.
    assert_eq!(unsafe { libc::pipe(fds.as_mut_ptr()) }, 0);
    // SAFETY: the child calls the API (which must make no driver call and
    // take no lock a parent thread may hold: this test's parent has no
    // other thread of its own at the fork), writes to the pipe and exits.
    let pid = unsafe { libc::fork() };
    assert!(pid >= 0, "fork failed");
    if pid == 0 {
        every_method_in_a_child(&cuda, d.library(), all, &mut heap, &mut verdicts);
        let text = verdicts.lines.join("\n");
        // SAFETY: our end of the pipe and our own bytes.
        unsafe { libc::write(fds[1], text.as_ptr().cast(), text.len()) };
        // SAFETY: leaves without running the parent's exit handlers twice.
        unsafe { libc::_exit(0) };
    }
    // SAFETY: the parent's write end, not used here.
    unsafe { libc::close(fds[1]) };
    let status = wait(pid, Instant::now() + Duration::from_secs(60)).expect("the child hung");
    use std::io::Read;
    let mut text = String::new();
    // SAFETY: the read end, owned from here on.
    let mut pipe = unsafe { <std::fs::File as std::os::fd::FromRawFd>::from_raw_fd(fds[0]) };
    pipe.read_to_string(&mut text).unwrap();
    assert!(
        libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
        "child: {status:#x}"
    );
    let wrong: Vec<&str> = text.lines().filter(|l| !l.ends_with("\tok")).collect();
    println!(
        "{} methods called in a forked child ({}): {} wrong",
        text.lines().count(),
        if verdicts.counter.is_some() {
            "driver calls counted by the simulator"
        } else {
            "the real driver"
        },
        wrong.len()
    );
    assert!(wrong.is_empty(), "in a forked child:\n{}", wrong.join("\n"));
    let called: std::collections::BTreeSet<&str> =
        text.lines().filter_map(|l| l.split('\t').next()).collect();
    let missing: Vec<String> = public_methods()
        .into_iter()
        .filter(|m| !called.contains(m.as_str()))
        .collect();
    assert!(
        missing.is_empty(),
        "public methods the forked child does not call (add them to every_method_in_a_child): {missing:?}"
    );
}

/// `Type::method` for every `pub fn` in an `impl Type` block of
/// cuda-mem's source (four spaces in, so not the macro-made accessors,
/// whose types' drops the child covers), `testing.rs` and the `cudarc`
/// feature's module aside.
fn public_methods() -> Vec<String> {
    fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    let mut files = Vec::new();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut methods = Vec::new();
    for f in files {
        let name = f.file_name().unwrap().to_string_lossy();
        if name == "testing.rs" || name == "cudarc.rs" || name.contains("test") {
            continue;
        }
        let mut ty: Option<String> = None;
        for line in std::fs::read_to_string(&f).unwrap().lines() {
            if let Some(rest) = line.strip_prefix("impl") {
                // `impl Type`, `impl<'a> Type<'a>`; trait impls have no
                // public methods of their own.
                let rest = rest.trim_start_matches(|c: char| c != ' ').trim();
                ty = (!line.contains(" for "))
                    .then(|| rest.split(['<', ' ', '{']).next().unwrap_or("").to_string());
            } else if line.starts_with('}') {
                ty = None;
            } else if let (Some(t), Some(rest)) = (ty.as_ref(), line.strip_prefix("    pub ")) {
                let rest = rest
                    .trim_start_matches("unsafe ")
                    .trim_start_matches("const ");
                if let Some(f) = rest.strip_prefix("fn ") {
                    let method = f.split(['(', '<']).next().unwrap();
                    methods.push(format!("{t}::{method}"));
                }
            }
        }
    }
    methods.sort();
    methods.dedup();
    methods
}
