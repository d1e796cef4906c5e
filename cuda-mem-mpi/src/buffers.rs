//! The kinds of memory exchanged, the paths their bytes take, and the
//! peer's imported buffers.

use cuda_mem::cuda_mem_sys::flags::{HostAllocFlags, HostRegisterFlags};
use cuda_mem::*;

/// The kinds of memory exchanged.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Kind {
    Pageable,
    Pinned,
    Registered,
    Managed,
    Device,
    Pool,
    Vmm,
}

pub(crate) const KINDS: [Kind; 7] = [
    Kind::Pageable,
    Kind::Pinned,
    Kind::Registered,
    Kind::Managed,
    Kind::Device,
    Kind::Pool,
    Kind::Vmm,
];

/// A buffer of one kind.
pub(crate) enum Buffer {
    Pageable(Vec<u8>),
    Pinned(PinnedHostBuffer),
    Registered(HostRegistration<'static>),
    Managed(ManagedBuffer),
    Device(DeviceBuffer),
    Pool(PoolBuffer),
    Vmm(VmmAllocation),
}

impl Buffer {
    pub(crate) fn new(
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

    pub(crate) fn address(&self) -> u64 {
        self.bytes().address()
    }

    pub(crate) fn bytes(&self) -> Bytes<'_> {
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

    pub(crate) fn bytes_mut(&mut self) -> BytesMut<'_> {
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
    pub(crate) fn host(&mut self) -> Option<&mut [u8]> {
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
pub(crate) enum Path {
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
    pub(crate) fn name(self) -> &'static str {
        match self {
            Path::Mpi => "MPI (host)",
            Path::Ipc => "CUDA IPC",
            Path::Staged => "staged (pinned + MPI)",
            Path::CudaAware => "CUDA-aware MPI",
        }
    }
}

/// The paths a buffer so classified can take: what the layer decides.
pub(crate) fn paths_for(info: &PointerInfo, same_node: bool, cuda_aware: bool) -> Vec<Path> {
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
pub(crate) fn mpi_cuda_aware() -> (bool, String) {
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
pub(crate) fn pattern(seed: u64, len: usize) -> Vec<u8> {
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
pub(crate) enum Imported {
    Legacy(IpcBuffer),
    Pool(PoolBuffer),
    Vmm(VmmAllocation),
}

impl Imported {
    pub(crate) fn bytes(&self) -> Bytes<'_> {
        match self {
            Imported::Legacy(b) => b.bytes(),
            Imported::Pool(b) => b.bytes(),
            Imported::Vmm(b) => b.bytes(),
        }
    }
}
