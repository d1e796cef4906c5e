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

mod fdpass;

use cuda_mem::cuda_sys::flags::{HostAllocFlags, HostRegisterFlags};
use cuda_mem::*;
use mpi::traits::*;
use std::fmt::Write as _;
use std::io::Write as _;
use std::os::fd::{AsFd, AsRawFd};
use std::os::unix::net::{UnixListener, UnixStream};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

const SIZES: [usize; 10] = [
    8,
    64,
    512,
    4 << 10,
    32 << 10,
    256 << 10,
    2 << 20,
    16 << 20,
    128 << 20,
    256 << 20,
];

/// Command line.
struct Args {
    max_size: usize,
    timeout: Duration,
    out: Option<String>,
    log: Option<String>,
    /// Round trips per timed row; else 1 GiB's worth, 4 to 1000.
    iters: Option<usize>,
    fault: Option<Fault>,
}

/// A failure rank 1 stages, to show what the other rank does.
#[derive(Clone, Copy, PartialEq)]
enum Fault {
    /// Rank 1 dies (SIGABRT) after its first message arrives.
    Die,
    /// Rank 1 sends its first checked reply with one byte changed.
    Corrupt,
}

fn usage() -> ! {
    eprintln!(
        "usage: mpiexec -n 2 mpi-pingpong [--max-size BYTES] [--timeout SECONDS] [--out FILE] [--log FILE] [--iters N] \
         [--fault die|corrupt]"
    );
    std::process::exit(2)
}

fn parse_args() -> Args {
    let mut a = Args {
        max_size: 256 << 20,
        timeout: Duration::from_secs(120),
        out: None,
        log: None,
        iters: None,
        fault: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().unwrap_or_else(|| usage());
        match flag.as_str() {
            "--max-size" => a.max_size = value().parse().unwrap_or_else(|_| usage()),
            "--timeout" => {
                a.timeout = Duration::from_secs(value().parse().unwrap_or_else(|_| usage()))
            }
            "--out" => a.out = Some(value()),
            "--log" => a.log = Some(value()),
            "--iters" => {
                a.iters = Some(
                    value()
                        .parse()
                        .ok()
                        .filter(|&n| n > 0)
                        .unwrap_or_else(|| usage()),
                )
            }
            "--fault" => {
                a.fault = Some(match value().as_str() {
                    "die" => Fault::Die,
                    "corrupt" => Fault::Corrupt,
                    _ => usage(),
                })
            }
            _ => usage(),
        }
    }
    a
}

/// Milliseconds since the start at the last completed step, for the watchdog.
static PROGRESS: AtomicU64 = AtomicU64::new(0);

fn progress(start: Instant) {
    PROGRESS.store(start.elapsed().as_millis() as u64, Ordering::Relaxed);
}

/// Ends this rank if it waits on its peer for longer than `timeout`: MPI's
/// blocking calls never return when the peer is gone.
fn watchdog(rank: i32, start: Instant, timeout: Duration) {
    std::thread::spawn(move || loop {
        std::thread::sleep(Duration::from_millis(200));
        let last = Duration::from_millis(PROGRESS.load(Ordering::Relaxed));
        if start.elapsed().saturating_sub(last) > timeout {
            report(&format!(
                "rank {rank}: nothing from rank {} for {} s: the peer died or stopped; exiting",
                1 - rank,
                timeout.as_secs()
            ));
            // SAFETY: ends the process at once: exit handlers (MPI's among
            // them) would run while the main thread is inside MPI.
            unsafe { libc::_exit(3) };
        }
    });
}

/// The file named by `--log`, opened for appending by both ranks: what a
/// rank reports reaches it even when the launcher, ending the run, stops
/// forwarding the ranks' output.
static LOG: std::sync::OnceLock<std::fs::File> = std::sync::OnceLock::new();

/// One line to stderr and the log, each in one write, so that lines of the
/// two ranks never interleave.
fn report(line: &str) {
    let line = format!("{line}\n");
    let _ = std::io::stderr().write_all(line.as_bytes());
    if let Some(mut log) = LOG.get() {
        let _ = log.write_all(line.as_bytes());
    }
}

/// What this rank prints when the launcher ends it: set once, before the
/// first exchange, so the signal handler only reads it.
static TERMINATED: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();

extern "C" fn on_terminate(_: libc::c_int) {
    if let Some(msg) = TERMINATED.get() {
        let log = LOG.get().map_or(-1, |f| f.as_raw_fd());
        for fd in [2, log] {
            // SAFETY: write(2) is async-signal-safe; `msg` is initialised
            // and never changed or freed once set, and the log's
            // descriptor stays open for the life of the process.
            unsafe { libc::write(fd, msg.as_ptr().cast(), msg.len()) };
        }
    }
    // SAFETY: ends the process without running anything else.
    unsafe { libc::_exit(4) }
}

/// Launchers (MPICH's Hydra, Open MPI's mpirun) end every rank with SIGTERM
/// when one dies, before the survivor's watchdog could notice: the survivor
/// then says so instead of vanishing.
fn report_termination(rank: i32) {
    let msg = format!(
        "rank {rank}: ended by SIGTERM before the exchange finished (launchers end the survivors when rank {} dies); exiting\n",
        1 - rank
    );
    let _ = TERMINATED.set(msg.into_bytes());
    let handler: extern "C" fn(libc::c_int) = on_terminate;
    // SAFETY: installs a handler that only calls async-signal-safe
    // functions.
    unsafe { libc::signal(libc::SIGTERM, handler as libc::sighandler_t) };
}

/// Reports what this rank saw and ends it.
fn fail(rank: i32, what: impl std::fmt::Display) -> ! {
    report(&format!("rank {rank}: {what}; exiting"));
    std::process::exit(2)
}

/// The kinds of memory exchanged.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Pageable,
    Pinned,
    Registered,
    Managed,
    Device,
    Pool,
    Vmm,
}

const KINDS: [Kind; 7] = [
    Kind::Pageable,
    Kind::Pinned,
    Kind::Registered,
    Kind::Managed,
    Kind::Device,
    Kind::Pool,
    Kind::Vmm,
];

/// A buffer of one kind.
enum Buffer {
    Pageable(Vec<u8>),
    Pinned(PinnedHostBuffer),
    Registered(HostRegistration<'static>),
    Managed(ManagedBuffer),
    Device(DeviceBuffer),
    Pool(PoolBuffer),
    Vmm(VmmAllocation),
}

impl Buffer {
    fn new(
        cuda: &Cuda,
        ctx: &PrimaryContextGuard,
        stream: &Stream,
        kind: Kind,
        len: usize,
    ) -> Result<Buffer> {
        let fd = HandleTypes::POSIX_FD;
        Ok(match kind {
            Kind::Pageable => Buffer::Pageable(vec![0; len]),
            Kind::Pinned => {
                Buffer::Pinned(PinnedHostBuffer::new(ctx, len, HostAllocFlags::PORTABLE)?)
            }
            Kind::Registered => Buffer::Registered(HostRegistration::zeroed(
                ctx,
                len,
                HostRegisterFlags::PORTABLE,
            )?),
            Kind::Managed => Buffer::Managed(ManagedBuffer::new(ctx, len)?),
            Kind::Device => Buffer::Device(DeviceBuffer::new(ctx, len)?),
            Kind::Pool => {
                let pool = MemPool::new(
                    cuda,
                    PoolProps::device(0).handle_types(fd).release_threshold(0),
                )?;
                let buf = pool.alloc_async(len, stream)?;
                stream.synchronize()?;
                Buffer::Pool(buf)
            }
            Kind::Vmm => Buffer::Vmm(VmmAllocation::with_handle_types(
                cuda,
                len,
                MemLocation::Device(0),
                fd,
            )?),
        })
    }

    fn address(&self) -> u64 {
        self.bytes().address()
    }

    fn bytes(&self) -> Bytes<'_> {
        match self {
            Buffer::Pageable(v) => Bytes::of(&v[..]),
            Buffer::Pinned(b) => b.bytes(),
            Buffer::Registered(b) => b.bytes(),
            Buffer::Managed(b) => b.bytes(),
            Buffer::Device(b) => b.bytes(),
            Buffer::Pool(b) => b.bytes(),
            Buffer::Vmm(b) => b.bytes(),
        }
    }

    fn bytes_mut(&mut self) -> BytesMut<'_> {
        match self {
            Buffer::Pageable(v) => BytesMut::of(&mut v[..]),
            Buffer::Pinned(b) => b.bytes_mut(),
            Buffer::Registered(b) => b.bytes_mut(),
            Buffer::Managed(b) => b.bytes_mut(),
            Buffer::Device(b) => b.bytes_mut(),
            Buffer::Pool(b) => b.bytes_mut(),
            Buffer::Vmm(b) => b.bytes_mut(),
        }
    }

    /// The bytes as a host slice, for the kinds the CPU may touch.
    fn host(&mut self) -> Option<&mut [u8]> {
        match self {
            Buffer::Pageable(v) => Some(&mut v[..]),
            Buffer::Pinned(b) => Some(b.as_mut_slice()),
            Buffer::Registered(b) => Some(b.as_mut_slice()),
            Buffer::Managed(b) => {
                // SAFETY: managed memory is accessible from the CPU at its
                // device address (unified addressing) for its whole length,
                // and `b` is borrowed uniquely while the slice lives.
                Some(unsafe { std::slice::from_raw_parts_mut(b.device_ptr() as *mut u8, b.len()) })
            }
            _ => None,
        }
    }
}

/// How a buffer's bytes reach the peer.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Path {
    /// The host bytes to MPI.
    Mpi,
    /// CUDA IPC: the peer copies from its mapping of this buffer.
    Ipc,
    /// Device to a pinned buffer, MPI, pinned buffer to device.
    Staged,
    /// The device pointer to a CUDA-aware MPI.
    CudaAware,
}

impl Path {
    fn name(self) -> &'static str {
        match self {
            Path::Mpi => "MPI (host)",
            Path::Ipc => "CUDA IPC",
            Path::Staged => "staged (pinned + MPI)",
            Path::CudaAware => "CUDA-aware MPI",
        }
    }
}

/// The paths a buffer so classified can take: what the layer decides.
fn paths_for(info: &PointerInfo, same_node: bool, cuda_aware: bool) -> Vec<Path> {
    match (info.kind(), info.location()) {
        (MemoryKind::Pageable | MemoryKind::PinnedHost | MemoryKind::Managed, _) => vec![Path::Mpi],
        (MemoryKind::Device | MemoryKind::StreamOrdered | MemoryKind::Vmm, Location::Device(_)) => {
            let mut p = Vec::new();
            if same_node {
                p.push(Path::Ipc);
            }
            p.push(Path::Staged);
            if cuda_aware {
                p.push(Path::CudaAware);
            }
            p
        }
        _ => vec![Path::Staged],
    }
}

/// Whether the MPI library says it is CUDA-aware. `MPIX_Query_cuda_support`
/// is MPICH's and Open MPI's extension; a library without it is not.
fn mpi_cuda_aware() -> (bool, String) {
    // SAFETY: looking a symbol up in the loaded objects; a NUL-terminated name.
    let f = unsafe { libc::dlsym(libc::RTLD_DEFAULT, c"MPIX_Query_cuda_support".as_ptr()) };
    if f.is_null() {
        return (
            false,
            "the MPI library has no MPIX_Query_cuda_support".into(),
        );
    }
    // SAFETY: the extension's signature: int MPIX_Query_cuda_support(void).
    let query: extern "C" fn() -> libc::c_int = unsafe { std::mem::transmute(f) };
    match query() {
        0 => (
            false,
            "MPIX_Query_cuda_support() = 0: not built with CUDA".into(),
        ),
        _ => (true, "MPIX_Query_cuda_support() = 1".into()),
    }
}

/// Deterministic bytes for one direction of one exchange.
fn pattern(seed: u64, len: usize) -> Vec<u8> {
    let mut v = Vec::with_capacity(len + 8);
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    while v.len() < len {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        v.extend_from_slice(&x.to_le_bytes());
    }
    v.truncate(len);
    v
}

/// The peer's buffer, imported.
enum Imported {
    Legacy(IpcBuffer),
    Pool(PoolBuffer),
    Vmm(VmmAllocation),
}

impl Imported {
    fn bytes(&self) -> Bytes<'_> {
        match self {
            Imported::Legacy(b) => b.bytes(),
            Imported::Pool(b) => b.bytes(),
            Imported::Vmm(b) => b.bytes(),
        }
    }
}

/// One rank's side of the run.
struct Rank<'w> {
    rank: i32,
    peer: mpi::topology::Process<'w>,
    cuda: Cuda,
    ctx: PrimaryContextGuard,
    stream: Stream,
    staging: PinnedHostBuffer,
    socket: Option<UnixStream>,
    start: Instant,
    fault: Option<Fault>,
    messages: u64,
}

/// A control message of the IPC path: which exchange, how many bytes.
fn control(kind: Kind, size: usize, seq: u64) -> [u64; 3] {
    [kind as u64, size as u64, seq]
}

impl Rank<'_> {
    fn fail(&self, what: impl std::fmt::Display) -> ! {
        fail(self.rank, what)
    }

    fn check<T>(&self, r: Result<T>, doing: &str) -> T {
        r.unwrap_or_else(|e| self.fail(format!("{doing}: {e}")))
    }

    fn send(&mut self, data: &[u8]) {
        self.peer.send(data);
        self.messages += 1;
    }

    fn receive(&mut self, into: &mut [u8], what: &str) {
        let status = self.peer.receive_into(into);
        progress(self.start);
        if self.messages == 0 && self.rank == 1 && self.fault == Some(Fault::Die) {
            report("rank 1: dying mid-exchange (--fault die)");
            // An exit, not a signal: Hydra under `-disable-auto-cleanup`
            // then leaves the survivor running, to notice by itself.
            std::process::exit(9);
        }
        let n = status.count(u8::equivalent_datatype()) as usize;
        if n != into.len() {
            self.fail(format!(
                "{what}: {n} bytes came from rank {}, {} expected",
                1 - self.rank,
                into.len()
            ));
        }
    }

    fn receive_control(&mut self, want: [u64; 3]) {
        let mut got = [0u64; 3];
        // SAFETY: plain integers, any bytes are valid.
        let bytes = unsafe { std::slice::from_raw_parts_mut(got.as_mut_ptr().cast::<u8>(), 24) };
        self.receive(bytes, "an IPC control message");
        if got != want {
            self.fail(format!(
                "IPC control message {got:?} from rank {}, {want:?} expected: the ranks disagree on the exchange",
                1 - self.rank
            ));
        }
    }

    fn send_control(&mut self, c: [u64; 3]) {
        // SAFETY: plain integers viewed as their bytes.
        let bytes = unsafe { std::slice::from_raw_parts(c.as_ptr().cast::<u8>(), 24) };
        self.send(bytes);
    }

    /// Sends the first `n` bytes of `buf` by `path`.
    fn send_by(&mut self, path: Path, buf: &mut Buffer, n: usize, c: [u64; 3]) {
        match path {
            Path::Mpi => {
                let host = buf.host().expect("host-accessible memory");
                self.peer.send(&host[..n]);
                self.messages += 1;
            }
            Path::Staged => {
                let r = self.stream.copy(
                    self.staging.bytes_mut().slice(..n).unwrap(),
                    buf.bytes().slice(..n).unwrap(),
                );
                self.check(r, "copy to the pinned staging buffer");
                self.peer.send(&self.staging.as_slice()[..n]);
                self.messages += 1;
            }
            // The peer pulls from its mapping of `buf`: tell it the bytes are there.
            Path::Ipc => self.send_control(c),
            Path::CudaAware => {
                // SAFETY: a CUDA-aware MPI reads `n` bytes of device memory
                // at this address, which `buf` keeps allocated.
                let r = unsafe {
                    mpi::ffi::MPI_Send(
                        buf.address() as usize as *const libc::c_void,
                        n as i32,
                        mpi::ffi::RSMPI_UINT8_T,
                        self.peer.rank(),
                        0,
                        mpi::ffi::RSMPI_COMM_WORLD,
                    )
                };
                if r != 0 {
                    self.fail(format!("MPI_Send of a device pointer: error {r}"));
                }
                self.messages += 1;
            }
        }
    }

    /// Receives `n` bytes into `buf` by `path`.
    fn receive_by(
        &mut self,
        path: Path,
        buf: &mut Buffer,
        n: usize,
        c: [u64; 3],
        peer: Option<&Imported>,
    ) {
        match path {
            Path::Mpi => {
                let status = self
                    .peer
                    .receive_into(&mut buf.host().expect("host-accessible memory")[..n]);
                self.after_receive(status, n);
            }
            Path::Staged => {
                let status = self
                    .peer
                    .receive_into(&mut self.staging.as_mut_slice()[..n]);
                self.after_receive(status, n);
                let r = self.stream.copy(
                    buf.bytes_mut().slice(..n).unwrap(),
                    self.staging.bytes().slice(..n).unwrap(),
                );
                self.check(r, "copy from the pinned staging buffer");
            }
            Path::Ipc => {
                self.receive_control(c);
                let from = peer.expect("the peer's buffer, imported");
                let r = self.stream.copy(
                    buf.bytes_mut().slice(..n).unwrap(),
                    from.bytes().slice(..n).unwrap(),
                );
                self.check(r, "device-to-device copy from the peer's buffer");
            }
            Path::CudaAware => {
                let mut status = std::mem::MaybeUninit::<mpi::ffi::MPI_Status>::uninit();
                // SAFETY: a CUDA-aware MPI writes `n` bytes of device memory
                // at this address, which `buf` keeps allocated.
                let r = unsafe {
                    mpi::ffi::MPI_Recv(
                        buf.address() as usize as *mut libc::c_void,
                        n as i32,
                        mpi::ffi::RSMPI_UINT8_T,
                        self.peer.rank(),
                        0,
                        mpi::ffi::RSMPI_COMM_WORLD,
                        status.as_mut_ptr(),
                    )
                };
                progress(self.start);
                if r != 0 {
                    self.fail(format!("MPI_Recv into a device pointer: error {r}"));
                }
            }
        }
    }

    fn after_receive(&mut self, status: mpi::point_to_point::Status, n: usize) {
        progress(self.start);
        if self.messages == 0 && self.rank == 1 && self.fault == Some(Fault::Die) {
            report("rank 1: dying mid-exchange (--fault die)");
            // An exit, not a signal: Hydra under `-disable-auto-cleanup`
            // then leaves the survivor running, to notice by itself.
            std::process::exit(9);
        }
        let got = status.count(u8::equivalent_datatype()) as usize;
        if got != n {
            self.fail(format!(
                "{got} bytes came from rank {}, {n} expected",
                1 - self.rank
            ));
        }
    }

    fn fill(&self, buf: &mut Buffer, data: &[u8]) {
        let r = self
            .stream
            .copy(buf.bytes_mut().slice(..data.len()).unwrap(), data);
        self.check(r, "filling the buffer");
    }

    fn verify(&self, buf: &Buffer, want: &[u8], what: &str) {
        let mut host = vec![0u8; want.len()];
        let r = self
            .stream
            .copy(&mut host[..], buf.bytes().slice(..want.len()).unwrap());
        self.check(r, "reading the buffer back");
        if let Some(i) = host.iter().zip(want).position(|(a, b)| a != b) {
            self.fail(format!(
                "{what}: byte {i} of {} from rank {} is {:#04x}, {:#04x} expected",
                want.len(),
                1 - self.rank,
                host[i],
                want[i]
            ));
        }
    }

    /// Exports `buf` to the peer and imports the peer's; `None` (with the
    /// reason) where the driver refuses.
    fn exchange_ipc(&mut self, buf: &Buffer) -> std::result::Result<Imported, String> {
        let mut msg = [0u8; IPC_MESSAGE_LEN];
        let (mine, fd) = match buf {
            Buffer::Device(b) => (b.ipc_handle().map(|h| h.to_bytes()), None),
            // The pool first: `export` would otherwise export it once more
            // (the driver exports a pool's pointers only after the pool).
            Buffer::Pool(b) => {
                let fd = b.pool().export_fd();
                (b.export().map(|e| e.to_bytes()), Some(fd))
            }
            // A VMM export is the descriptor alone; the length is known.
            Buffer::Vmm(v) => (Ok([0u8; IPC_MESSAGE_LEN]), Some(v.export_fd())),
            _ => unreachable!("only device-side kinds take the IPC path"),
        };
        // Either rank may fail to export: each says so first, so that
        // neither waits for an export that will not come.
        let mine = match (mine, fd.transpose()) {
            (Ok(m), Ok(fd)) => Ok((m, fd)),
            (Err(e), _) | (_, Err(e)) => Err(format!("exporting: {e}")),
        };
        let mut peer_exported = [0u8];
        for turn in 0..2 {
            if (turn == 0) == (self.rank == 0) {
                self.send(&[u8::from(mine.is_ok())]);
                if let Ok((m, fd)) = &mine {
                    self.send(m);
                    if let Some(fd) = fd {
                        let sock = self.socket.as_ref().expect("the ranks' socket");
                        if let Err(e) = fdpass::send_fd(sock, fd.as_raw_fd()) {
                            self.fail(format!("sending a descriptor: {e}"));
                        }
                    }
                }
            } else {
                self.receive(&mut peer_exported, "whether the peer exported");
                if peer_exported[0] == 1 {
                    self.receive(&mut msg, "an IPC export");
                }
            }
        }
        if let Err(why) = mine {
            // The peer's descriptor must not stay queued for the next kind.
            if peer_exported[0] == 1 && matches!(buf, Buffer::Pool(_) | Buffer::Vmm(_)) {
                let sock = self.socket.as_ref().expect("the ranks' socket");
                drop(fdpass::receive_fd(sock));
            }
            return Err(why);
        }
        if peer_exported[0] != 1 {
            return Err(format!(
                "rank {} could not export its buffer",
                1 - self.rank
            ));
        }
        let len = buf.bytes().len();
        let imported = match buf {
            Buffer::Device(_) => IpcHandle::from_bytes(&msg)
                .and_then(|h| IpcBuffer::open(&self.ctx, &h))
                .map(Imported::Legacy),
            Buffer::Pool(..) | Buffer::Vmm(_) => {
                let sock = self.socket.as_ref().expect("the ranks' socket");
                let fd =
                    fdpass::receive_fd(sock).map_err(|e| format!("receiving a descriptor: {e}"))?;
                progress(self.start);
                if let Buffer::Pool(..) = buf {
                    MemPool::import_fd(&self.cuda, fd.as_fd(), MemLocation::Device(0)).and_then(
                        |pool| {
                            pool.set_access(0, Access::ReadWrite)?;
                            let b =
                                pool.import_pointer(&PoolExport::from_bytes(&msg)?, &self.stream)?;
                            Ok(Imported::Pool(b))
                        },
                    )
                } else {
                    VmmAllocation::import_fd(&self.cuda, fd.as_fd(), len).map(Imported::Vmm)
                }
            }
            _ => unreachable!(),
        };
        imported.map_err(|e| e.to_string())
    }
}

/// One row of the table.
struct Row {
    kind: Kind,
    class: String,
    path: Path,
    size: usize,
    latency: Duration,
    classify: Duration,
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
    let sizes: Vec<usize> = SIZES.iter().copied().filter(|&s| s <= max).collect();
    let staging = PinnedHostBuffer::new(&ctx, max, HostAllocFlags::PORTABLE)
        .unwrap_or_else(|e| fail(rank, e));

    // Same node: the processor names agree.
    let name = mpi::environment::processor_name().unwrap_or_default();
    let mut names = vec![0u8; 256 * 2];
    let mut mine = [0u8; 256];
    mine[..name.len().min(256)].copy_from_slice(&name.as_bytes()[..name.len().min(256)]);
    world.all_gather_into(&mine[..], &mut names[..]);
    let same_node = names[..256] == names[256..];
    let (cuda_aware, aware_why) = mpi_cuda_aware();

    // The Unix socket for descriptors: rank 0 listens, rank 1 connects.
    let socket = same_node.then(|| {
        let mut path = [0u8; 108];
        if rank == 0 {
            let p = std::env::temp_dir().join(format!("cuda-mem-mpi-{}.sock", std::process::id()));
            let _ = std::fs::remove_file(&p);
            let listener = UnixListener::bind(&p)
                .unwrap_or_else(|e| fail(rank, format!("{}: {e}", p.display())));
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
    });
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

    let mut rows = Vec::new();
    let mut checked = 0u64;
    let mut corrupt_pending = args.fault == Some(Fault::Corrupt);
    for kind in KINDS {
        let supported = match kind {
            Kind::Pool => caps.memory_pools,
            Kind::Vmm => caps.vmm,
            _ => true,
        };
        if !supported {
            if rank == 0 {
                println!("{kind:?}: not supported by device 0, skipped");
            }
            continue;
        }
        let r = Buffer::new(&me.cuda, &me.ctx, &me.stream, kind, max);
        let mut buf = me.check(r, &format!("allocating {kind:?} memory"));
        let info = me.check(me.cuda.classify(buf.address()), "classifying");
        let class = format!("{:?} on {:?}", info.kind(), info.location());
        let paths = paths_for(&info, same_node, cuda_aware);
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
            let imported = if path == Path::Ipc {
                match me.exchange_ipc(&buf) {
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
                continue;
            }
            for &size in &sizes {
                let seq = (checked + 1) << 8;
                // Checked exchange: rank 0's pattern there, rank 1's back.
                let ping = pattern(seq, size);
                let pong = pattern(seq + 1, size);
                if rank == 0 {
                    me.fill(&mut buf, &ping);
                    me.send_by(path, &mut buf, size, control(kind, size, seq));
                    me.receive_by(
                        path,
                        &mut buf,
                        size,
                        control(kind, size, seq + 1),
                        imported.as_ref(),
                    );
                    me.verify(
                        &buf,
                        &pong,
                        &format!("{kind:?} by {} ({} B), rank 1's reply", path.name(), size),
                    );
                } else {
                    me.receive_by(
                        path,
                        &mut buf,
                        size,
                        control(kind, size, seq),
                        imported.as_ref(),
                    );
                    me.verify(
                        &buf,
                        &ping,
                        &format!("{kind:?} by {} ({} B), rank 0's message", path.name(), size),
                    );
                    if corrupt_pending {
                        corrupt_pending = false;
                        let mut bad = pong.clone();
                        bad[size / 2] ^= 0x40;
                        report(&format!(
                            "rank 1: sending byte {} changed (--fault corrupt)",
                            size / 2
                        ));
                        me.fill(&mut buf, &bad);
                    } else {
                        me.fill(&mut buf, &pong);
                    }
                    me.send_by(path, &mut buf, size, control(kind, size, seq + 1));
                }
                checked += 1;
                // Timed ping-pong.
                let iters = args.iters.unwrap_or(((1usize << 30) / size).clamp(4, 1000)) as u64;
                world.barrier();
                let t = Instant::now();
                for i in 0..iters {
                    let c = seq + 2 + 2 * i;
                    if rank == 0 {
                        me.send_by(path, &mut buf, size, control(kind, size, c));
                        me.receive_by(
                            path,
                            &mut buf,
                            size,
                            control(kind, size, c + 1),
                            imported.as_ref(),
                        );
                    } else {
                        me.receive_by(
                            path,
                            &mut buf,
                            size,
                            control(kind, size, c),
                            imported.as_ref(),
                        );
                        me.send_by(path, &mut buf, size, control(kind, size, c + 1));
                    }
                }
                let latency = t.elapsed() / (2 * iters as u32);
                rows.push(Row {
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
            world.barrier();
            drop(imported);
            me.check(me.stream.synchronize(), "synchronizing");
            world.barrier();
        }
    }

    if rank == 0 {
        let mut t = String::new();
        let _ = writeln!(
            t,
            "| kind | classified as | path | size | latency | bandwidth | classify | share of latency |"
        );
        let _ = writeln!(t, "|---|---|---|---:|---:|---:|---:|---:|");
        for r in &rows {
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
            "mpi-pingpong: {checked} checked exchanges (every byte, both ways), {} timed rows, 0 mismatches",
            rows.len()
        );
        if let Some(out) = &args.out {
            if let Err(e) = std::fs::write(out, &t) {
                fail(rank, format!("{out}: {e}"));
            }
        }
    }
    world.barrier();
}
