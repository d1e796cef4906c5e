//! The bytes behind simulated device-side memory: shareable memory files
//! (`memfd`), so that copies really move bytes and exported handles are
//! real descriptors another process can map.
//!
//! A file is made the first time an allocation's bytes are needed (a copy,
//! a set, an export), so memory nobody reads costs nothing. Each file
//! starts with one header page saying what it holds; an importing process
//! reads it to learn the size and place. Device addresses stay inaccessible
//! mappings of their own: the bytes are reached through a second,
//! read-write mapping of the file that only the simulator uses.

use crate::types::{Place, Res};
use cuda_mem_sys::CUresult;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::sync::Arc;

/// Bytes before the data: the header page.
pub const HEADER: u64 = 4096;
/// Bytes of the encoded header at the start of the header page.
const ENCODED: usize = 56;
const MAGIC: u64 = 0x4d48_5353_4155_4443; // "CDAUSSHM", little-endian

/// What a file holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u32)]
pub enum Holds {
    /// One cuMemAlloc allocation (legacy IPC).
    Device = 1,
    /// A pool's blocks, one after another.
    Pool = 2,
    /// One cuMemCreate allocation.
    Vmm = 3,
}

/// The header page's content.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Header {
    pub holds: Holds,
    pub place: Place,
    pub dev: usize,
    pub handle_types: u64,
    /// Data bytes (for a pool: the blocks made so far).
    pub size: u64,
    /// The allocation's buffer id (a cuMemAlloc file), which a legacy
    /// handle repeats; 0 for the others.
    pub id: u64,
}

fn err<T>(_: std::io::Error) -> Res<T> {
    Err(CUresult::CUDA_ERROR_OUT_OF_MEMORY)
}

impl Header {
    fn encode(&self) -> [u8; ENCODED] {
        let (tag, id) = match self.place {
            Place::Device(d) => (0u32, d as i64),
            Place::HostNuma(n) => (1, n as i64),
            Place::Host => (2, 0),
        };
        let mut b = [0u8; ENCODED];
        b[0..8].copy_from_slice(&MAGIC.to_le_bytes());
        b[8..12].copy_from_slice(&(self.holds as u32).to_le_bytes());
        b[12..16].copy_from_slice(&tag.to_le_bytes());
        b[16..24].copy_from_slice(&id.to_le_bytes());
        b[24..32].copy_from_slice(&(self.dev as u64).to_le_bytes());
        b[32..40].copy_from_slice(&self.handle_types.to_le_bytes());
        b[40..48].copy_from_slice(&self.size.to_le_bytes());
        b[48..56].copy_from_slice(&self.id.to_le_bytes());
        b
    }

    fn decode(b: &[u8; ENCODED]) -> Option<Header> {
        let u64_at = |i: usize| u64::from_le_bytes(b[i..i + 8].try_into().expect("8 bytes"));
        let u32_at = |i: usize| u32::from_le_bytes(b[i..i + 4].try_into().expect("4 bytes"));
        if u64_at(0) != MAGIC {
            return None;
        }
        let holds = match u32_at(8) {
            1 => Holds::Device,
            2 => Holds::Pool,
            3 => Holds::Vmm,
            _ => return None,
        };
        let id = u64_at(16) as i64;
        let place = match u32_at(12) {
            0 => Place::Device(usize::try_from(id).ok()?),
            1 => Place::HostNuma(i32::try_from(id).ok()?),
            2 => Place::Host,
            _ => return None,
        };
        Some(Header {
            holds,
            place,
            dev: usize::try_from(u64_at(24)).ok()?,
            handle_types: u64_at(32),
            size: u64_at(40),
            id: u64_at(48),
        })
    }
}

/// A shareable memory file.
#[derive(Debug, Clone)]
pub struct File(Arc<OwnedFd>);

impl File {
    /// A new file with `header` and room for `header.size` data bytes
    /// (sparse: nothing is touched).
    pub fn create(header: Header) -> Res<File> {
        // SAFETY: a static C string; the flags are valid.
        let fd = unsafe { libc::memfd_create(c"cuda-sim".as_ptr(), libc::MFD_CLOEXEC) };
        if fd < 0 {
            return err(std::io::Error::last_os_error());
        }
        // SAFETY: a descriptor this call just opened and nothing else owns.
        let f = File(Arc::new(unsafe { OwnedFd::from_raw_fd(fd) }));
        f.write_header(header)?;
        Ok(f)
    }

    /// Rewrites the header and sizes the file to hold its data.
    pub fn write_header(&self, header: Header) -> Res<()> {
        let b = header.encode();
        let total = HEADER
            .checked_add(header.size)
            .and_then(|t| i64::try_from(t).ok())
            .ok_or(CUresult::CUDA_ERROR_OUT_OF_MEMORY)?;
        // SAFETY: our descriptor; a buffer of `b.len()` bytes.
        let wrote = unsafe { libc::pwrite(self.raw(), b.as_ptr().cast(), b.len(), 0) };
        // SAFETY: our descriptor.
        if wrote != b.len() as isize || unsafe { libc::ftruncate(self.raw(), total) } != 0 {
            return err(std::io::Error::last_os_error());
        }
        Ok(())
    }

    /// Takes a descriptor another process exported (duplicating it: the
    /// caller keeps its own) and reads its header.
    pub fn import(fd: RawFd) -> Res<(File, Header)> {
        // SAFETY: dup of a number the caller gave; an invalid one fails.
        let own = unsafe { libc::fcntl(fd, libc::F_DUPFD_CLOEXEC, 0) };
        if own < 0 {
            return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
        }
        // SAFETY: a descriptor this call just made.
        Self::adopt(unsafe { OwnedFd::from_raw_fd(own) })
    }

    /// Opens another process's descriptor by number (legacy IPC handles
    /// carry the exporter's pid and descriptor).
    pub fn open_remote(pid: u32, fd: i32) -> Res<(File, Header)> {
        let path = format!("/proc/{pid}/fd/{fd}\0");
        // SAFETY: a NUL-terminated path.
        let own = unsafe { libc::open(path.as_ptr().cast(), libc::O_RDWR | libc::O_CLOEXEC) };
        if own < 0 {
            return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
        }
        // SAFETY: a descriptor this call just opened.
        Self::adopt(unsafe { OwnedFd::from_raw_fd(own) })
    }

    fn adopt(fd: OwnedFd) -> Res<(File, Header)> {
        let f = File(Arc::new(fd));
        let header = f.header()?;
        Ok((f, header))
    }

    /// The header as it is now (a pool's exporter rewrites it as the pool
    /// grows).
    pub fn header(&self) -> Res<Header> {
        let mut b = [0u8; ENCODED];
        // SAFETY: our descriptor; a buffer of `b.len()` bytes.
        let read = unsafe { libc::pread(self.raw(), b.as_mut_ptr().cast(), b.len(), 0) };
        if read != b.len() as isize {
            return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
        }
        Header::decode(&b).ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)
    }

    pub fn raw(&self) -> RawFd {
        self.0.as_raw_fd()
    }

    /// A new descriptor for the file, owned by whoever receives it.
    pub fn export(&self) -> Res<RawFd> {
        // SAFETY: dup of our descriptor.
        let fd = unsafe { libc::fcntl(self.raw(), libc::F_DUPFD_CLOEXEC, 0) };
        if fd < 0 {
            return err(std::io::Error::last_os_error());
        }
        Ok(fd)
    }

    /// Maps `len` data bytes from data offset `offset`, read-write.
    pub fn map(&self, offset: u64, len: usize) -> Res<Mapping> {
        let file_offset = HEADER
            .checked_add(offset)
            .ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
        let page = 4096u64;
        let aligned = file_offset / page * page;
        let delta = (file_offset - aligned) as usize;
        let span = len
            .checked_add(delta)
            .ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?
            .max(1);
        // SAFETY: a fresh shared mapping of our file; the kernel picks the
        // address.
        let p = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                span,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_SHARED | libc::MAP_NORESERVE,
                self.raw(),
                aligned as libc::off_t,
            )
        };
        if p == libc::MAP_FAILED {
            return err(std::io::Error::last_os_error());
        }
        Ok(Mapping {
            base: p as usize,
            span,
            delta,
        })
    }
}

impl File {
    /// Writes `data` at data offset `offset`.
    pub fn write_data(&self, offset: u64, data: &[u8]) -> Res<()> {
        let at = HEADER
            .checked_add(offset)
            .and_then(|o| i64::try_from(o).ok())
            .ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
        let mut done = 0;
        while done < data.len() {
            let rest = &data[done..];
            // SAFETY: our descriptor; `rest` is valid for its length.
            let n = unsafe {
                libc::pwrite(
                    self.raw(),
                    rest.as_ptr().cast(),
                    rest.len(),
                    at + done as i64,
                )
            };
            if n <= 0 {
                return err(std::io::Error::last_os_error());
            }
            done += n as usize;
        }
        Ok(())
    }
}

/// A read-write view of file bytes (or of anonymous shared memory, for
/// bytes no other process can name yet), unmapped on drop.
#[derive(Debug)]
pub struct Mapping {
    base: usize,
    span: usize,
    delta: usize,
}

impl Mapping {
    /// `len` zeroed bytes of anonymous memory: no descriptor is held for
    /// them.
    pub fn anonymous(len: usize) -> Res<Mapping> {
        let span = len.max(1);
        // SAFETY: a fresh anonymous mapping; the kernel picks the address.
        let p = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                span,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                -1,
                0,
            )
        };
        if p == libc::MAP_FAILED {
            return err(std::io::Error::last_os_error());
        }
        Ok(Mapping {
            base: p as usize,
            span,
            delta: 0,
        })
    }

    /// The mapped data bytes.
    pub fn data(&self) -> &[u8] {
        // SAFETY: `span - delta` mapped, readable bytes from `start()`,
        // alive while `self` is.
        unsafe { std::slice::from_raw_parts(self.start() as *const u8, self.span - self.delta) }
    }

    /// Where data byte 0 of the mapped range is.
    pub fn start(&self) -> usize {
        self.base + self.delta
    }
}

impl Drop for Mapping {
    fn drop(&mut self) {
        // SAFETY: a mapping this value made, unmapped once.
        unsafe { libc::munmap(self.base as *mut libc::c_void, self.span) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_written_through_one_mapping_are_read_through_an_import() {
        let h = Header {
            holds: Holds::Vmm,
            place: Place::HostNuma(0),
            dev: 1,
            handle_types: 1,
            size: 3 << 20,
            id: 0,
        };
        let f = File::create(h).unwrap();
        let m = f.map(8192, 100).unwrap();
        // SAFETY: 100 mapped read-write bytes.
        unsafe { std::ptr::write_bytes(m.start() as *mut u8, 7, 100) };
        let fd = f.export().unwrap();
        let (g, read) = File::import(fd).unwrap();
        // SAFETY: the exported descriptor, owned here.
        drop(unsafe { OwnedFd::from_raw_fd(fd) });
        assert_eq!(read, h);
        let n = g.map(8192 + 99, 1).unwrap();
        // SAFETY: one mapped byte.
        assert_eq!(unsafe { *(n.start() as *const u8) }, 7);
        assert!(File::import(-1).is_err());
    }
}
