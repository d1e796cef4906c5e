//! One rank's side of the run: sending and receiving by each path, and the
//! checks of every byte.

use crate::args::Fault;
use crate::buffers::{Buffer, Imported, Kind, Path};
use crate::watch::{fail, progress, report};
use cuda_mem::*;
use cuda_mem_testing::socket as fdpass;
use mpi::traits::*;
use std::os::fd::{AsFd, AsRawFd};
use std::os::unix::net::UnixStream;
use std::time::Instant;

/// One rank's side of the run.
pub(crate) struct Rank<'w> {
    pub(crate) rank: i32,
    pub(crate) peer: mpi::topology::Process<'w>,
    pub(crate) cuda: Cuda,
    pub(crate) ctx: PrimaryContextGuard,
    pub(crate) stream: Stream,
    pub(crate) staging: PinnedHostBuffer,
    pub(crate) socket: Option<UnixStream>,
    pub(crate) start: Instant,
    pub(crate) fault: Option<Fault>,
    pub(crate) messages: u64,
}

/// A control message of the IPC path: which exchange, how many bytes.
pub(crate) fn control(kind: Kind, size: usize, seq: u64) -> [u64; 3] {
    [kind as u64, size as u64, seq]
}

impl Rank<'_> {
    pub(crate) fn fail(&self, what: impl std::fmt::Display) -> ! {
        fail(self.rank, what)
    }

    pub(crate) fn check<T>(&self, r: Result<T>, doing: &str) -> T {
        r.unwrap_or_else(|e| self.fail(format!("{doing}: {e}")))
    }

    pub(crate) fn send(&mut self, data: &[u8]) {
        self.peer.send(data);
        self.messages += 1;
    }

    pub(crate) fn receive(&mut self, into: &mut [u8], what: &str) {
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

    pub(crate) fn receive_control(&mut self, want: [u64; 3]) {
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

    pub(crate) fn send_control(&mut self, c: [u64; 3]) {
        // SAFETY: plain integers viewed as their bytes.
        let bytes = unsafe { std::slice::from_raw_parts(c.as_ptr().cast::<u8>(), 24) };
        self.send(bytes);
    }

    /// Sends the first `n` bytes of `buf` by `path`.
    pub(crate) fn send_by(&mut self, path: Path, buf: &mut Buffer, n: usize, c: [u64; 3]) {
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
    pub(crate) fn receive_by(
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

    pub(crate) fn after_receive(&mut self, status: mpi::point_to_point::Status, n: usize) {
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

    pub(crate) fn fill(&self, buf: &mut Buffer, data: &[u8]) {
        let r = self
            .stream
            .copy(buf.bytes_mut().slice(..data.len()).unwrap(), data);
        self.check(r, "filling the buffer");
    }

    pub(crate) fn verify(&self, buf: &Buffer, want: &[u8], what: &str) {
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
    pub(crate) fn exchange_ipc(&mut self, buf: &Buffer) -> std::result::Result<Imported, String> {
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
