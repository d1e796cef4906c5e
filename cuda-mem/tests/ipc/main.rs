//! Sharing memory with another process, for each kind that can be shared:
//! legacy IPC (cuMemAlloc), a pool and one of its allocations, and VMM
//! memory. The test re-executes its own binary as the other process and
//! passes the handle (and the file descriptor, with SCM_RIGHTS) over a Unix
//! socket; the parent writes bytes the child must read, and the child
//! writes bytes the parent must read. Runs on the simulator (whose exported
//! descriptors are real shareable memory) and on the real driver with
//! CUDA_MEM_TEST_REAL_DRIVER=1.
//!
//! The second process classifies what it imports in observed mode: twice
//! (the second answer from the cache) equal to the driver's, and the
//! driver's again once the import is closed.
//!
//! A peer's bytes are hostile: the hostile-message tests send every
//! truncation, every single-bit flip and every resealed lie about the
//! length, kind and version of real exported messages to a second process,
//! which must refuse each one and stay alive; the counts are printed.
//!
//! And memory this crate did not allocate, pool memory of a second process
//! among it, answered in observed mode and never for freed memory
//! (`foreign.rs`, a differential test against the driver).
//!
//! Its own harness (libtest-mimic, the same command line as the built-in
//! one): `main` tells a second process, started with its socket in its
//! environment, from a test run before any test starts.

mod foreign;
mod hostile;

use cuda_mem::*;
use cuda_mem_testing::socket::{receive, send, start_self};
use cuda_mem_testing::*;
use hostile::{hostile_child, hostile_run};
use std::io::{Read, Write};
use std::os::fd::{AsFd, AsRawFd, OwnedFd, RawFd};
use std::os::unix::net::UnixStream;

/// Set in the child: the socket to connect to.
const CHILD_SOCKET: &str = "CUDA_MEM_IPC_TEST_SOCKET";
const LEN: usize = 2 << 20;

const LEGACY: u8 = 1;
const POOL: u8 = 2;
const VMM: u8 = 3;
/// A run of hostile messages of legacy handles (`HOSTILE | LEGACY`) or
/// pool exports (`HOSTILE | POOL`).
const HOSTILE: u8 = 0x10;
/// An export of an odd length (`ODD | LEGACY`, `ODD | POOL`): the child
/// imports it and checks only the length it sees.
const ODD: u8 = 0x20;

fn pattern(seed: u8) -> Vec<u8> {
    (0..LEN)
        .map(|i| (i as u8).wrapping_mul(13) ^ seed)
        .collect()
}

/// The other process: imports what the parent sends, checks the parent's
/// bytes, writes its own, answers.
fn child(socket: &str) {
    let (_d, cuda) = load("");
    // Imported memory is classified in observed mode: its answers are kept
    // and must go when the import is closed.
    let observer = cuda.observe_frees();
    assert!(observer.is_observing(), "{}", cuda.foreign_mode());
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let sock = UnixStream::connect(socket).unwrap();
    let mut msg = [0u8; 1 + IPC_MESSAGE_LEN];
    let fd = receive(&sock, &mut msg).unwrap();
    if msg[0] & HOSTILE != 0 {
        return hostile_child(&cuda, &ctx, &stream, &sock, msg[0] & !HOSTILE, fd);
    }
    let payload = &msg[1..];
    if msg[0] & ODD != 0 {
        let len = |b: &dyn Memory| b.bytes().len();
        let result = match msg[0] & !ODD {
            LEGACY => IpcHandle::from_bytes(payload)
                .and_then(|h| Ok((h.len(), len(&IpcBuffer::open(&ctx, &h)?)))),
            _ => MemPool::import_fd(
                &cuda,
                fd.expect("a descriptor").as_fd(),
                MemLocation::Device(0),
            )
            .and_then(|pool| {
                let export = PoolExport::from_bytes(payload)?;
                let b = pool.import_pointer(&export, &stream)?;
                Ok((export.len(), len(&b)))
            }),
        };
        let answer = match result {
            Ok((claimed, seen)) if claimed == seen => "ok".to_string(),
            Ok((claimed, seen)) => format!("claimed {claimed}, imported {seen}"),
            Err(e) => e.to_string(),
        };
        (&sock).write_all(answer.as_bytes()).unwrap();
        return;
    }
    let check = |m: &mut dyn Memory, kind: MemoryKind| -> Result<(), String> {
        let at = m.bytes().address() + 64;
        for _ in 0..2 {
            let info = cuda.classify(at).map_err(|e| e.to_string())?;
            if info.kind() != kind {
                return Err(format!("imported memory classifies as {:?}", info.kind()));
            }
            if Ok(info) != cuda.classify_by_driver(at) {
                return Err(format!(
                    "{}: classify {info:?} is not the driver's",
                    cuda.foreign_mode()
                ));
            }
        }
        let mut host = vec![0u8; LEN];
        stream
            .copy(&mut host[..], m.bytes().slice(..LEN).unwrap())
            .map_err(|e| e.to_string())?;
        if host != pattern(1) {
            return Err("the parent's bytes did not arrive".into());
        }
        stream
            .copy(m.bytes_mut().slice(..LEN).unwrap(), &pattern(2)[..])
            .map_err(|e| e.to_string())
    };
    // Once an import is closed, its address answers what the driver does.
    let closed = |at: u64| -> Result<(), String> {
        let (cached, driver) = (cuda.classify(at), cuda.classify_by_driver(at));
        if cached != driver {
            return Err(format!(
                "closed import: classify {cached:?}, the driver {driver:?}"
            ));
        }
        Ok(())
    };
    let result = match msg[0] {
        LEGACY => IpcHandle::from_bytes(payload)
            .and_then(|h| IpcBuffer::open(&ctx, &h))
            .map_err(|e| e.to_string())
            .and_then(|mut b| {
                check(&mut b, MemoryKind::Device)?;
                let at = b.bytes().address() + 64;
                drop(b);
                closed(at)
            }),
        POOL => {
            let fd = fd.expect("a descriptor");
            MemPool::import_fd(&cuda, fd.as_fd(), MemLocation::Device(0))
                .and_then(|pool| {
                    pool.set_access(0, Access::ReadWrite)?;
                    pool.import_pointer(&PoolExport::from_bytes(payload)?, &stream)
                })
                .map_err(|e| e.to_string())
                .and_then(|mut b| {
                    let r = check(&mut b, MemoryKind::StreamOrdered);
                    let at = b.bytes().address() + 64;
                    drop(b);
                    stream.synchronize().map_err(|e| e.to_string())?;
                    r.and_then(|()| closed(at))
                })
        }
        VMM => {
            let fd = fd.expect("a descriptor");
            VmmAllocation::import_fd(&cuda, fd.as_fd(), LEN)
                .map_err(|e| e.to_string())
                .and_then(|mut v| {
                    check(&mut v, MemoryKind::Vmm)?;
                    let at = v.bytes().address() + 64;
                    drop(v);
                    closed(at)
                })
        }
        k => Err(format!("unknown kind {k}")),
    };
    let answer = match result {
        Ok(()) => "ok".to_string(),
        Err(e) => e,
    };
    (&sock).write_all(answer.as_bytes()).unwrap();
}

/// Starts the child, sends it `kind` and `payload` (and `fd`), and returns
/// its answer.
fn share(kind: u8, payload: [u8; IPC_MESSAGE_LEN], fd: Option<RawFd>) -> String {
    let (mut child, sock, path) = start_child(kind);
    let mut msg = vec![kind];
    msg.extend_from_slice(&payload);
    send(&sock, &msg, fd).unwrap();
    let mut answer = String::new();
    (&sock).read_to_string(&mut answer).unwrap();
    assert!(child.wait().unwrap().success(), "the child process failed");
    let _ = std::fs::remove_file(&path);
    answer
}

/// Starts the second process and accepts its connection.
fn start_child(kind: u8) -> (std::process::Child, UnixStream, std::path::PathBuf) {
    start_self(CHILD_SOCKET, &format!("ipc-{kind}"))
}

fn hostile_legacy_handles_are_refused_by_a_process_that_stays_alive() {
    let (_d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let mut buf = DeviceBuffer::new(&ctx, LEN).unwrap();
    fill(&stream, &mut buf);
    hostile_run(LEGACY, buf.ipc_handle().unwrap().to_bytes(), None);
}

/// A pool on device 0 that exports POSIX file descriptors.
fn fd_pool(cuda: &Cuda) -> MemPool {
    MemPool::new(
        cuda,
        PoolProps::device(0).handle_types(HandleTypes::POSIX_FD),
    )
    .unwrap()
}

fn hostile_pool_exports_are_refused_by_a_process_that_stays_alive() {
    let (_d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let pool = fd_pool(&cuda);
    let mut buf = pool.alloc_async(LEN, &stream).unwrap();
    fill(&stream, &mut buf);
    let fd = pool.export_fd().unwrap();
    hostile_run(POOL, buf.export().unwrap().to_bytes(), Some(fd.as_raw_fd()));
}

/// Writes the parent's pattern into `m`.
fn fill(stream: &Stream, m: &mut dyn Memory) {
    stream
        .copy(m.bytes_mut().slice(..LEN).unwrap(), &pattern(1)[..])
        .unwrap();
}

/// Whether `m` holds the child's pattern.
fn holds_childs_bytes(stream: &Stream, m: &dyn Memory) -> bool {
    let mut host = vec![0u8; LEN];
    stream
        .copy(&mut host[..], m.bytes().slice(..LEN).unwrap())
        .unwrap();
    host == pattern(2)
}

fn legacy_ipc_moves_bytes_both_ways_between_processes() {
    let (_d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let mut buf = DeviceBuffer::new(&ctx, LEN).unwrap();
    fill(&stream, &mut buf);
    let handle = buf.ipc_handle().unwrap();
    assert_eq!(handle.len(), LEN);
    assert_eq!(IpcHandle::from_bytes(&handle.to_bytes()), Ok(handle));
    assert_eq!(share(LEGACY, handle.to_bytes(), None), "ok");
    assert!(holds_childs_bytes(&stream, &buf));
}

fn pool_ipc_moves_bytes_both_ways_between_processes() {
    let (_d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let pool = fd_pool(&cuda);
    let mut buf = pool.alloc_async(LEN, &stream).unwrap();
    fill(&stream, &mut buf);
    // The pointer before the pool: the driver refuses that order, the
    // safe layer must not.
    let export = buf.export().unwrap();
    let fd = pool.export_fd().unwrap();
    assert_eq!(export.len(), LEN);
    assert_eq!(share(POOL, export.to_bytes(), Some(fd.as_raw_fd())), "ok");
    assert!(holds_childs_bytes(&stream, &buf));
    // A pool made without the handle type refuses to export.
    let plain = MemPool::new(&cuda, PoolProps::device(0)).unwrap();
    let b = plain.alloc_async(4096, &stream).unwrap();
    let refused = Error::NotExportable {
        handle_type: "POSIX_FD",
    };
    assert_eq!(plain.export_fd().unwrap_err(), refused);
    assert_eq!(b.export().unwrap_err(), refused);
}

/// Lengths the driver does not round to: the importer checks the claimed
/// length against the driver's extent, so a driver that rounded would
/// refuse honest peers.
fn odd_lengths_export_and_import_for_legacy_and_pool_memory() {
    let (_d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let pool = fd_pool(&cuda);
    let fd = pool.export_fd().unwrap();
    for len in [1, 4097, (1 << 20) + 1] {
        let buf = DeviceBuffer::new(&ctx, len).unwrap();
        let handle = buf.ipc_handle().unwrap();
        assert_eq!(handle.len(), len);
        assert_eq!(
            share(ODD | LEGACY, handle.to_bytes(), None),
            "ok",
            "legacy, {len} bytes"
        );
        let b = pool.alloc_async(len, &stream).unwrap();
        stream.synchronize().unwrap();
        let export = b.export().unwrap();
        assert_eq!(export.len(), len);
        assert_eq!(
            share(ODD | POOL, export.to_bytes(), Some(fd.as_raw_fd())),
            "ok",
            "pool, {len} bytes"
        );
        println!("{len} bytes: legacy and pool exports imported at their length");
    }
}

fn vmm_ipc_moves_bytes_both_ways_between_processes() {
    let (_d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let mut vmm =
        VmmAllocation::with_handle_types(&cuda, LEN, MemLocation::Device(0), HandleTypes::POSIX_FD)
            .unwrap();
    assert_eq!(vmm.len(), LEN, "a whole number of granules");
    fill(&stream, &mut vmm);
    let fd = vmm.export_fd().unwrap();
    assert_eq!(share(VMM, [0; IPC_MESSAGE_LEN], Some(fd.as_raw_fd())), "ok");
    assert!(holds_childs_bytes(&stream, &vmm));
    let plain = VmmAllocation::new(&cuda, LEN, MemLocation::Device(0)).unwrap();
    assert_eq!(
        plain.export_fd().unwrap_err(),
        Error::NotExportable {
            handle_type: "POSIX_FD"
        }
    );
}

fn handle_types_the_device_cannot_export_are_refused_at_creation() {
    // Always the simulator: it can describe a device that cannot export.
    let sim = cuda_sim::SimLibrary::new("devices=2; device.1.vmm=0").unwrap();
    let cuda = load_sim(&sim);
    // Device 1 has no VMM, so it can export none.
    let refused =
        VmmAllocation::with_handle_types(&cuda, LEN, MemLocation::Device(1), HandleTypes::POSIX_FD);
    assert!(matches!(refused, Err(Error::Unsupported { device: 1, .. })));
    // The simulated H200 lists POSIX descriptors and fabric handles (0x9);
    // Win32 handles (0x2) are not among them.
    let win32 = HandleTypes::from_bits_retain(0x2);
    let refused = MemPool::new(&cuda, PoolProps::device(0).handle_types(win32));
    assert_eq!(
        refused.unwrap_err(),
        Error::Unsupported {
            capability: "MEMPOOL_SUPPORTED_HANDLE_TYPES",
            device: 0
        }
    );
}

fn main() {
    if let Ok(socket) = std::env::var(CHILD_SOCKET) {
        child(&socket);
        return;
    }
    if foreign::serve_if_exporter() {
        return;
    }
    let tests: [(&str, fn()); 7] = [
        (
            "hostile_legacy_handles_are_refused_by_a_process_that_stays_alive",
            hostile_legacy_handles_are_refused_by_a_process_that_stays_alive,
        ),
        (
            "hostile_pool_exports_are_refused_by_a_process_that_stays_alive",
            hostile_pool_exports_are_refused_by_a_process_that_stays_alive,
        ),
        (
            "legacy_ipc_moves_bytes_both_ways_between_processes",
            legacy_ipc_moves_bytes_both_ways_between_processes,
        ),
        (
            "pool_ipc_moves_bytes_both_ways_between_processes",
            pool_ipc_moves_bytes_both_ways_between_processes,
        ),
        (
            "odd_lengths_export_and_import_for_legacy_and_pool_memory",
            odd_lengths_export_and_import_for_legacy_and_pool_memory,
        ),
        (
            "vmm_ipc_moves_bytes_both_ways_between_processes",
            vmm_ipc_moves_bytes_both_ways_between_processes,
        ),
        (
            "handle_types_the_device_cannot_export_are_refused_at_creation",
            handle_types_the_device_cannot_export_are_refused_at_creation,
        ),
    ];
    let mut trials: Vec<_> = tests
        .into_iter()
        .map(|(name, f)| {
            libtest_mimic::Trial::test(name, move || {
                f();
                Ok(())
            })
        })
        .collect();
    trials.extend(foreign::trials());
    libtest_mimic::run(&libtest_mimic::Arguments::from_args(), trials).exit();
}
