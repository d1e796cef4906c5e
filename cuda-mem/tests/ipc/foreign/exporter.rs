//! A second process that allocates stream-ordered memory from a pool of
//! its own and exports each allocation. The differential test imports the
//! pool once, and each allocation with `cuMemPoolImportPointer` as another
//! library would; it frees each import before the exporter frees the
//! allocation. The second process is the test binary started again with
//! [`EXPORTER_SOCKET`] in its environment.

use cuda_mem::cuda_mem_sys::{self, out, CUdeviceptr, Driver};
use cuda_mem::*;
use cuda_mem_testing::socket::{receive, send, start_self};
use cuda_mem_testing::*;
use std::io::{Read, Write};
use std::os::fd::AsFd;
use std::os::fd::AsRawFd;
use std::os::unix::net::UnixStream;

/// Set in the second process: the socket to connect to.
pub(crate) const EXPORTER_SOCKET: &str = "CUDA_MEM_FOREIGN_EXPORTER_SOCKET";

/// Requests: one byte, then a little-endian u64 (a length or an address).
const EXIT: u8 = 0;
const ALLOC: u8 = 1;
const FREE: u8 = 2;
/// An allocation's answer: the exporter's address, then the driver's
/// export data.
const EXPORTED: usize = 8 + 64;

/// The importing side: the second process, and its pool imported.
pub(crate) struct Exporter {
    child: std::process::Child,
    sock: UnixStream,
    path: std::path::PathBuf,
    pool: MemPool,
}

impl Exporter {
    /// Starts the second process and imports its pool through `cuda`,
    /// with access for device 0.
    pub(crate) fn start(cuda: &Cuda, tag: &str) -> Exporter {
        let (child, sock, path) = start_self(EXPORTER_SOCKET, &format!("foreign-{tag}"));
        let mut hello = [0u8; 1];
        let fd = receive(&sock, &mut hello)
            .unwrap()
            .expect("the pool's descriptor");
        let pool = MemPool::import_fd(cuda, fd.as_fd(), MemLocation::Device(0)).unwrap();
        pool.set_access(0, Access::ReadWrite).unwrap();
        Exporter {
            child,
            sock,
            path,
            pool,
        }
    }

    fn request(&self, op: u8, value: u64) {
        let mut msg = [0u8; 9];
        msg[0] = op;
        msg[1..].copy_from_slice(&value.to_le_bytes());
        (&self.sock).write_all(&msg).unwrap();
    }

    /// A new allocation of `len` bytes in the second process, imported:
    /// (the address here, the exporter's).
    pub(crate) fn alloc(&self, d: &Driver, len: usize) -> (CUdeviceptr, u64) {
        self.request(ALLOC, len as u64);
        let mut answer = [0u8; EXPORTED];
        (&self.sock).read_exact(&mut answer).unwrap();
        let theirs = u64::from_le_bytes(answer[..8].try_into().unwrap());
        let mut data = cuda_mem_sys::CUmemPoolPtrExportData {
            reserved: answer[8..].try_into().unwrap(),
        };
        // SAFETY: a valid out-pointer and the driver's export data of a live
        // allocation of the imported pool.
        let ours =
            out(|p| unsafe { d.cuMemPoolImportPointer(p, self.pool.as_raw(), &mut data) }).unwrap();
        (ours, theirs)
    }

    /// Frees the import at `ours` here, then the allocation at `theirs` in
    /// the second process.
    pub(crate) fn free(&self, d: &Driver, ours: CUdeviceptr, theirs: u64) {
        // SAFETY: an import made by `alloc`, freed once.
        unsafe {
            d.cuMemFreeAsync(ours, std::ptr::null_mut()).unwrap();
            d.cuCtxSynchronize().unwrap();
        }
        self.request(FREE, theirs);
        let mut done = [0u8; 1];
        (&self.sock).read_exact(&mut done).unwrap();
    }
}

impl Drop for Exporter {
    fn drop(&mut self) {
        self.request(EXIT, 0);
        let _ = self.child.wait();
        let _ = std::fs::remove_file(&self.path);
    }
}

/// The second process: a pool with POSIX descriptors, its descriptor sent
/// first, then allocations made, exported and freed as asked.
pub(crate) fn serve(socket: &str) {
    let (_t, cuda) = load("");
    let d = cuda.driver();
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let _current = ctx.make_current().unwrap();
    let pool = MemPool::new(
        &cuda,
        PoolProps::device(0).handle_types(HandleTypes::POSIX_FD),
    )
    .unwrap();
    let fd = pool.export_fd().unwrap();
    let sock = UnixStream::connect(socket).unwrap();
    send(&sock, &[1], Some(fd.as_raw_fd())).unwrap();
    loop {
        let mut msg = [0u8; 9];
        if (&sock).read_exact(&mut msg).is_err() {
            return;
        }
        let value = u64::from_le_bytes(msg[1..].try_into().unwrap());
        // SAFETY: allocations of the live pool, exported while they live,
        // each freed once when the importer asks (after it freed its
        // import); a context is current.
        unsafe {
            match msg[0] {
                ALLOC => {
                    let p = out(|p| {
                        d.cuMemAllocFromPoolAsync(
                            p,
                            value as usize,
                            pool.as_raw(),
                            std::ptr::null_mut(),
                        )
                    })
                    .unwrap();
                    d.cuCtxSynchronize().unwrap();
                    let mut data = cuda_mem_sys::CUmemPoolPtrExportData { reserved: [0; 64] };
                    d.cuMemPoolExportPointer(&mut data, p).unwrap();
                    let mut answer = [0u8; EXPORTED];
                    answer[..8].copy_from_slice(&p.to_le_bytes());
                    answer[8..].copy_from_slice(&data.reserved);
                    (&sock).write_all(&answer).unwrap();
                }
                FREE => {
                    d.cuMemFreeAsync(value, std::ptr::null_mut()).unwrap();
                    d.cuCtxSynchronize().unwrap();
                    (&sock).write_all(&[1]).unwrap();
                }
                _ => return,
            }
        }
    }
}
