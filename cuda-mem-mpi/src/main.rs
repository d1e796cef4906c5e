//! Two MPI ranks exchange every kind of memory the way a GPU-aware
//! communication layer does: classify the buffer with cuda-mem, then pick
//! the path its bytes take.
//!
//! - host memory (pageable, pinned, registered; managed, which the CPU may
//!   touch): straight to MPI;
//! - device, pool and VMM memory with the peer on the same node: CUDA IPC.
//!   A `cuMemAlloc` buffer's legacy handle travels in an MPI message; pool
//!   and VMM exports are file descriptors, which MPI cannot carry, so they
//!   go over a Unix socket between the two ranks. The receiver imports the
//!   peer's buffer once and copies device to device from it;
//! - device memory on another node, or where IPC is refused: staged through
//!   a pinned buffer and MPI (run for every device-side kind, as the
//!   comparison);
//! - the device pointer straight to MPI when the MPI library says it is
//!   CUDA-aware (`MPIX_Query_cuda_support`).
//!
//! Every size from 8 B up to `--max-size` (256 MiB) is exchanged once with
//! every byte checked both ways, then timed as a ping-pong; rank 0 prints
//! the table: latency and bandwidth per kind, path and size, and what the
//! classification cost per message is as a share of the latency.
//!
//! A rank that stops answering, or a message that is not what the protocol
//! expects, is reported by the rank that sees it, which exits non-zero: a
//! watchdog ends a rank that waits longer than `--timeout` seconds, and a
//! rank the launcher ends because its peer died says so.
//!
//! ```sh
//! mpiexec -n 2 target/debug/mpi-pingpong [--max-size BYTES] [--timeout S] [--out FILE] [--log FILE] [--iters N]
//! ```

mod args;
mod buffers;
mod rank;
mod watch;

use args::{parse_args, Args, Fault, SIZES};
use buffers::{mpi_cuda_aware, paths_for, pattern, Buffer, Imported, Kind, Path, KINDS};
use cuda_mem::cuda_mem_sys::flags::HostAllocFlags;
use cuda_mem::*;
use mpi::topology::{Process, SimpleCommunicator};
use mpi::traits::*;
use rank::{control, Rank};
use std::fmt::Write as _;
use std::os::unix::net::{UnixListener, UnixStream};
use std::time::{Duration, Instant};
use watch::{fail, progress, report, report_termination, watchdog, LOG};

/// One timed row of the table.
struct Row {
    kind: Kind,
    class: String,
    path: Path,
    size: usize,
    latency: Duration,
    classify: Duration,
}

/// What the whole run has done so far.
struct Run<'a> {
    args: &'a Args,
    world: &'a SimpleCommunicator,
    sizes: Vec<usize>,
    max: usize,
    same_node: bool,
    cuda_aware: bool,
    rows: Vec<Row>,
    checked: u64,
    /// `--fault corrupt` has yet to change a byte.
    corrupt_pending: bool,
}

fn human(n: usize) -> String {
    match n {
        n if n >= 1 << 20 => format!("{} MiB", n >> 20),
        n if n >= 1 << 10 => format!("{} KiB", n >> 10),
        n => format!("{n} B"),
    }
}

fn main() {
    let args = parse_args();
    let start = Instant::now();
    let (universe, _) = mpi::initialize_with_threading(mpi::Threading::Funneled)
        .unwrap_or_else(|| fail(-1, "MPI could not be initialised"));
    let world = universe.world();
    let rank = world.rank();
    if world.size() != 2 {
        fail(
            rank,
            format!("two ranks are needed, {} were started", world.size()),
        );
    }
    if let Some(path) = &args.log {
        let f = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path);
        let _ = LOG.set(f.unwrap_or_else(|e| fail(rank, format!("{path}: {e}"))));
    }
    watchdog(rank, start, args.timeout);
    report_termination(rank);
    let peer = world.process_at_rank(1 - rank);

    let cuda = Cuda::load().unwrap_or_else(|e| fail(rank, format!("loading the driver: {e}")));
    let ctx = PrimaryContextGuard::retain(&cuda, 0)
        .unwrap_or_else(|e| fail(rank, format!("device 0: {e}")));
    let stream = Stream::new(&ctx).unwrap_or_else(|e| fail(rank, e));
    let caps = cuda.device(0).unwrap_or_else(|e| fail(rank, e)).caps;
    let max = args.max_size.min(SIZES[SIZES.len() - 1]);
    let staging = PinnedHostBuffer::new(&ctx, max, HostAllocFlags::PORTABLE)
        .unwrap_or_else(|e| fail(rank, e));
    let same_node = same_node(&world);
    let (cuda_aware, aware_why) = mpi_cuda_aware();
    let socket = same_node.then(|| descriptor_socket(rank, &peer));
    progress(start);

    let mut me = Rank {
        rank,
        peer,
        cuda,
        ctx,
        stream,
        staging,
        socket,
        start,
        fault: args.fault,
        messages: 0,
    };
    if rank == 0 {
        println!(
            "mpi-pingpong: 2 ranks, {} node; driver: {}; device 0: pools {}, VMM {}; MPI: {}; CUDA-aware: {} ({aware_why})",
            if same_node { "one" } else { "two" },
            if std::env::var_os("CUDA_DRIVER_LIBRARY").is_some() { "CUDA_DRIVER_LIBRARY" } else { "libcuda.so.1" },
            caps.memory_pools,
            caps.vmm,
            mpi::environment::library_version().unwrap_or_default().lines().next().unwrap_or(""),
            if cuda_aware { "yes" } else { "no" },
        );
    }
    let mut run = Run {
        args: &args,
        world: &world,
        sizes: SIZES.iter().copied().filter(|&s| s <= max).collect(),
        max,
        same_node,
        cuda_aware,
        rows: Vec::new(),
        checked: 0,
        corrupt_pending: args.fault == Some(Fault::Corrupt),
    };
    for kind in KINDS {
        let supported = match kind {
            Kind::Pool => caps.memory_pools,
            Kind::Vmm => caps.vmm,
            _ => true,
        };
        if supported {
            exchange_kind(&mut me, &mut run, kind);
        } else if rank == 0 {
            println!("{kind:?}: not supported by device 0, skipped");
        }
    }
    if rank == 0 {
        print_table(&run);
    }
    world.barrier();
}

/// Whether both ranks run on one node: their processor names agree.
fn same_node(world: &SimpleCommunicator) -> bool {
    let name = mpi::environment::processor_name().unwrap_or_default();
    let mut names = vec![0u8; 256 * 2];
    let mut mine = [0u8; 256];
    mine[..name.len().min(256)].copy_from_slice(&name.as_bytes()[..name.len().min(256)]);
    world.all_gather_into(&mine[..], &mut names[..]);
    names[..256] == names[256..]
}

/// The Unix socket for descriptors: rank 0 listens, rank 1 connects.
fn descriptor_socket(rank: i32, peer: &Process<'_>) -> UnixStream {
    let mut path = [0u8; 108];
    if rank == 0 {
        let p = std::env::temp_dir().join(format!("cuda-mem-mpi-{}.sock", std::process::id()));
        let _ = std::fs::remove_file(&p);
        let listener =
            UnixListener::bind(&p).unwrap_or_else(|e| fail(rank, format!("{}: {e}", p.display())));
        let s = p.to_string_lossy();
        path[..s.len()].copy_from_slice(s.as_bytes());
        peer.send(&path[..]);
        let (sock, _) = listener
            .accept()
            .unwrap_or_else(|e| fail(rank, format!("accept: {e}")));
        let _ = std::fs::remove_file(&p);
        sock
    } else {
        peer.receive_into(&mut path[..]);
        let end = path.iter().position(|&b| b == 0).unwrap_or(path.len());
        let p = String::from_utf8_lossy(&path[..end]).into_owned();
        UnixStream::connect(&p).unwrap_or_else(|e| fail(rank, format!("{p}: {e}")))
    }
}

/// Every path a buffer of `kind` takes, each at every size.
fn exchange_kind(me: &mut Rank<'_>, run: &mut Run<'_>, kind: Kind) {
    let rank = me.rank;
    let r = Buffer::new(&me.cuda, &me.ctx, &me.stream, kind, run.max);
    let mut buf = me.check(r, &format!("allocating {kind:?} memory"));
    let info = me.check(me.cuda.classify(buf.address()), "classifying");
    let class = format!("{:?} on {:?}", info.kind(), info.location());
    let paths = paths_for(&info, run.same_node, run.cuda_aware);
    if rank == 0 {
        println!(
            "{kind:?}: classified as {class}: {}",
            paths
                .iter()
                .map(|p| p.name())
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    // Classification cost: what the layer pays per message.
    let t = Instant::now();
    let reps = 10_000u32;
    for _ in 0..reps {
        std::hint::black_box(me.cuda.classify(std::hint::black_box(buf.address())).ok());
    }
    let classify = t.elapsed() / reps;
    for path in paths {
        let Some(imported) = agree_on(me, &buf, kind, path) else {
            continue;
        };
        for size in run.sizes.clone() {
            let seq = (run.checked + 1) << 8;
            checked_exchange(me, run, &mut buf, kind, path, size, imported.as_ref());
            let latency =
                timed_exchange(me, run, &mut buf, kind, path, size, seq, imported.as_ref());
            run.rows.push(Row {
                kind,
                class: class.clone(),
                path,
                size,
                latency,
                classify,
            });
        }
        // Both ranks are done with each other's buffers before either
        // closes its import or frees its buffer.
        run.world.barrier();
        drop(imported);
        me.check(me.stream.synchronize(), "synchronizing");
        run.world.barrier();
    }
}

/// Imports the peer's buffer for the IPC path, and whether both ranks go
/// on with `path`: `None` skips it on both (the IPC path refused by
/// either); `Some(None)` for every other path.
fn agree_on(me: &mut Rank<'_>, buf: &Buffer, kind: Kind, path: Path) -> Option<Option<Imported>> {
    let rank = me.rank;
    let imported = if path == Path::Ipc {
        match me.exchange_ipc(buf) {
            Ok(i) => Some(i),
            Err(why) => {
                // Both ranks must agree to skip: tell the peer.
                report(&format!(
                    "rank {rank}: {kind:?}: IPC refused ({why}); staged instead"
                ));
                None
            }
        }
    } else {
        None
    };
    let ok = [u8::from(path != Path::Ipc || imported.is_some())];
    let mut peer_ok = [0u8];
    for turn in 0..2 {
        if (turn == 0) == (rank == 0) {
            me.send(&ok);
        } else {
            me.receive(&mut peer_ok, "whether IPC import worked");
        }
    }
    if ok[0] == 0 || peer_ok[0] == 0 {
        if rank == 0 {
            println!("{kind:?}: CUDA IPC refused by a rank; its row is the staged path's");
        }
        return None;
    }
    Some(imported)
}

/// One exchange with every byte checked: rank 0's pattern there, rank 1's
/// back.
fn checked_exchange(
    me: &mut Rank<'_>,
    run: &mut Run<'_>,
    buf: &mut Buffer,
    kind: Kind,
    path: Path,
    size: usize,
    imported: Option<&Imported>,
) {
    let seq = (run.checked + 1) << 8;
    let ping = pattern(seq, size);
    let pong = pattern(seq + 1, size);
    if me.rank == 0 {
        me.fill(buf, &ping);
        me.send_by(path, buf, size, control(kind, size, seq));
        me.receive_by(path, buf, size, control(kind, size, seq + 1), imported);
        me.verify(
            buf,
            &pong,
            &format!("{kind:?} by {} ({} B), rank 1's reply", path.name(), size),
        );
    } else {
        me.receive_by(path, buf, size, control(kind, size, seq), imported);
        me.verify(
            buf,
            &ping,
            &format!("{kind:?} by {} ({} B), rank 0's message", path.name(), size),
        );
        if run.corrupt_pending {
            run.corrupt_pending = false;
            let mut bad = pong.clone();
            bad[size / 2] ^= 0x40;
            report(&format!(
                "rank 1: sending byte {} changed (--fault corrupt)",
                size / 2
            ));
            me.fill(buf, &bad);
        } else {
            me.fill(buf, &pong);
        }
        me.send_by(path, buf, size, control(kind, size, seq + 1));
    }
    run.checked += 1;
}

/// The timed ping-pong: the one-way latency.
#[allow(clippy::too_many_arguments)]
fn timed_exchange(
    me: &mut Rank<'_>,
    run: &Run<'_>,
    buf: &mut Buffer,
    kind: Kind,
    path: Path,
    size: usize,
    seq: u64,
    imported: Option<&Imported>,
) -> Duration {
    let iters = run
        .args
        .iters
        .unwrap_or(((1usize << 30) / size).clamp(4, 1000)) as u64;
    run.world.barrier();
    let t = Instant::now();
    for i in 0..iters {
        let c = seq + 2 + 2 * i;
        if me.rank == 0 {
            me.send_by(path, buf, size, control(kind, size, c));
            me.receive_by(path, buf, size, control(kind, size, c + 1), imported);
        } else {
            me.receive_by(path, buf, size, control(kind, size, c), imported);
            me.send_by(path, buf, size, control(kind, size, c + 1));
        }
    }
    t.elapsed() / (2 * iters as u32)
}

/// Rank 0's table: latency and bandwidth per kind, path and size, and the
/// classification's share of the latency.
fn print_table(run: &Run<'_>) {
    let mut t = String::new();
    let _ = writeln!(
        t,
        "| kind | classified as | path | size | latency | bandwidth | classify | share of latency |"
    );
    let _ = writeln!(t, "|---|---|---|---:|---:|---:|---:|---:|");
    for r in &run.rows {
        let us = r.latency.as_secs_f64() * 1e6;
        let gbs = r.size as f64 / r.latency.as_secs_f64() / 1e9;
        let share = r.classify.as_secs_f64() / r.latency.as_secs_f64() * 100.0;
        let _ = writeln!(
            t,
            "| {:?} | {} | {} | {} | {us:.2} µs | {gbs:.3} GB/s | {} ns | {share:.3} % |",
            r.kind,
            r.class,
            r.path.name(),
            human(r.size),
            r.classify.as_nanos()
        );
    }
    println!("{t}");
    println!(
        "mpi-pingpong: {} checked exchanges (every byte, both ways), {} timed rows, 0 mismatches",
        run.checked,
        run.rows.len()
    );
    if let Some(out) = &run.args.out {
        if let Err(e) = std::fs::write(out, &t) {
            fail(0, format!("{out}: {e}"));
        }
    }
}
