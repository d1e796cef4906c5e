//! The bytes an export travels as between processes, and the checks that
//! make a peer's bytes safe to act on.
//!
//! A message from another process is hostile input: it may be truncated,
//! corrupted, from another version of this crate, or forged. So it carries
//! what lets it be checked whole before the driver sees any of it, and the
//! length it claims is then checked against what the driver reports for the
//! mapping it made (`check_mapped` in `memory/mod.rs`) before any view or registry entry
//! exists.
//!
//! Layout, [`MESSAGE_LEN`] bytes, integers little-endian:
//!
//! | bytes | field |
//! |---|---|
//! | 0..4 | magic `b"CMEM"` |
//! | 4..6 | version ([`VERSION`]) |
//! | 6 | kind: 1 legacy IPC handle, 2 pool allocation export |
//! | 7 | 0 (reserved) |
//! | 8..16 | length in bytes, not 0, at most `isize::MAX` |
//! | 16..80 | the driver's 64 bytes (`CUipcMemHandle`, `CUmemPoolPtrExportData`) |
//! | 80..84 | CRC-32 (IEEE) of bytes 0..80 |
//!
//! What is protected, and what is not:
//! - Refused before the driver sees anything: a message of another length,
//!   magic, version or kind, a length of 0 or above `isize::MAX`, and any
//!   damage or cut on the way (the CRC-32).
//! - Refused after the driver mapped it, and unmapped: a claimed length
//!   other than the driver's extent of the mapping. So no view or registry
//!   entry reaches past what the driver mapped.
//! - Not protected: a peer that writes a message on purpose. The checksum
//!   is not a key (any process can seal any bytes), and the driver's 64
//!   bytes go to `cuIpcOpenMemHandle`/`cuMemPoolImportPointer` as they
//!   came: only the driver can read them, and it does not check them
//!   fully. On the H200 (driver 580) a pool export's bytes 24..32 are the
//!   allocation's offset in the pool and 32..40 its size, which the
//!   importer maps as they say (another part of the pool, an unaligned
//!   offset, a larger size), only bytes 0..24 are checked, and an offset or
//!   size far outside the pool crashes the importing process inside
//!   `cuMemPoolImportPointer` (`cuda-mem-bench/c/pool_export_bytes.c`). Share
//!   memory only with processes trusted not to attack this one, as CUDA IPC
//!   itself requires (any process of the same user can open a legacy
//!   handle it is given).

use crate::error::{Error, Result};

/// Bytes of every message.
pub const MESSAGE_LEN: usize = 84;
/// The message version this build writes and reads.
pub const VERSION: u16 = 1;
const MAGIC: [u8; 4] = *b"CMEM";
const SEALED: usize = 80;

/// What a message names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A `cuMemAlloc` buffer's legacy IPC handle.
    Legacy = 1,
    /// One pool allocation's export data.
    PoolPointer = 2,
}

impl Kind {
    fn name(byte: u8) -> &'static str {
        match byte {
            1 => "a legacy IPC handle",
            2 => "a pool allocation export",
            _ => "of no known kind",
        }
    }
}

pub(crate) fn refuse(reason: String) -> Error {
    Error::InvalidMessage { reason }
}

/// The message for `raw` (the driver's bytes) naming `len` bytes.
pub(crate) fn encode(kind: Kind, len: usize, raw: &[u8; 64]) -> [u8; MESSAGE_LEN] {
    let mut m = [0u8; MESSAGE_LEN];
    m[0..4].copy_from_slice(&MAGIC);
    m[4..6].copy_from_slice(&VERSION.to_le_bytes());
    m[6] = kind as u8;
    m[8..16].copy_from_slice(&(len as u64).to_le_bytes());
    m[16..80].copy_from_slice(raw);
    let crc = crc32fast::hash(&m[..SEALED]);
    m[SEALED..].copy_from_slice(&crc.to_le_bytes());
    m
}

/// The length and the driver's bytes of a message of `kind`, after every
/// check a message can pass without the driver.
pub(crate) fn decode(kind: Kind, m: &[u8]) -> Result<(usize, [u8; 64])> {
    let m: &[u8; MESSAGE_LEN] = m
        .try_into()
        .map_err(|_| refuse(format!("{} bytes; a message has {MESSAGE_LEN}", m.len())))?;
    if m[0..4] != MAGIC {
        return Err(refuse("no cuda-mem magic".into()));
    }
    let version = u16::from_le_bytes([m[4], m[5]]);
    if version != VERSION {
        return Err(refuse(format!(
            "version {version}; this build reads version {VERSION}"
        )));
    }
    if m[6] != kind as u8 {
        return Err(refuse(format!(
            "it is {}, not {}",
            Kind::name(m[6]),
            Kind::name(kind as u8)
        )));
    }
    if m[7] != 0 {
        return Err(refuse("a reserved byte is set".into()));
    }
    let crc = u32::from_le_bytes([m[80], m[81], m[82], m[83]]);
    if crc != crc32fast::hash(&m[..SEALED]) {
        return Err(refuse("the checksum does not match: damaged or cut".into()));
    }
    let mut len = [0u8; 8];
    len.copy_from_slice(&m[8..16]);
    let len = u64::from_le_bytes(len);
    let len = usize::try_from(len)
        .ok()
        .filter(|&l| l != 0 && l <= isize::MAX as usize)
        .ok_or_else(|| refuse(format!("length {len}")))?;
    let mut raw = [0u8; 64];
    raw.copy_from_slice(&m[16..80]);
    if raw == [0; 64] {
        return Err(refuse("the driver's handle is all zeros".into()));
    }
    Ok((len, raw))
}

/// A type naming memory for another process: the driver's 64 bytes and the
/// length, sent as a checked message (this module) over any channel.
macro_rules! exported {
    ($(#[$m:meta])* $name:ident, $kind:expr) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub struct $name {
            raw: [u8; 64],
            len: usize,
        }

        impl $name {
            /// Bytes to send: a message of
            /// [`IPC_MESSAGE_LEN`](crate::IPC_MESSAGE_LEN) bytes with
            /// a magic, a version, the kind, the length, the driver's handle
            /// and a checksum.
            pub fn to_bytes(&self) -> [u8; crate::ipc::wire::MESSAGE_LEN] {
                crate::ipc::wire::encode($kind, self.len, &self.raw)
            }

            /// What `to_bytes` sent, checked whole: its size, magic,
            /// version, kind and checksum, a length that is not 0 and at
            /// most `isize::MAX`, and a handle that is not all zeros;
            /// [`Error::InvalidMessage`](crate::Error::InvalidMessage)
            /// otherwise. The length is checked again against the driver
            /// when the memory is mapped.
            pub fn from_bytes(bytes: &[u8]) -> crate::error::Result<$name> {
                let (len, raw) = crate::ipc::wire::decode($kind, bytes)?;
                Ok($name { raw, len })
            }

            /// Length of the memory in bytes, as the exporter says.
            pub fn len(&self) -> usize {
                self.len
            }

            /// Always false: exported memory is not empty, and a message
            /// of length 0 is refused.
            pub fn is_empty(&self) -> bool {
                self.len == 0
            }
        }
    };
}
pub(crate) use exported;

#[cfg(test)]
mod tests {
    use super::*;

    fn raw() -> [u8; 64] {
        std::array::from_fn(|i| i as u8 + 1)
    }

    #[test]
    fn a_message_reads_back_as_written() {
        let m = encode(Kind::PoolPointer, 4096, &raw());
        assert_eq!(decode(Kind::PoolPointer, &m).unwrap(), (4096, raw()));
    }

    #[test]
    fn every_damaged_message_is_refused() {
        let m = encode(Kind::Legacy, 1 << 21, &raw());
        let (mut tried, mut refused) = (0, 0);
        for cut in 0..MESSAGE_LEN {
            tried += 1;
            refused += decode(Kind::Legacy, &m[..cut]).is_err() as u32;
        }
        for i in 0..MESSAGE_LEN {
            for bit in 0..8 {
                let mut bad = m;
                bad[i] ^= 1 << bit;
                tried += 1;
                refused += decode(Kind::Legacy, &bad).is_err() as u32;
            }
        }
        let mut long = m.to_vec();
        long.push(0);
        tried += 1;
        refused += decode(Kind::Legacy, &long).is_err() as u32;
        assert_eq!(
            decode(Kind::PoolPointer, &m).unwrap_err().to_string(),
            "refused IPC message: it is a legacy IPC handle, not a pool allocation export"
        );
        assert_eq!(tried, refused);
    }

    #[test]
    fn sealed_lengths_out_of_range_are_refused() {
        for len in [0u64, isize::MAX as u64 + 1, u64::MAX] {
            let mut m = encode(Kind::Legacy, 1, &raw());
            m[8..16].copy_from_slice(&len.to_le_bytes());
            let crc = crc32fast::hash(&m[..SEALED]);
            m[SEALED..].copy_from_slice(&crc.to_le_bytes());
            assert!(decode(Kind::Legacy, &m).is_err(), "{len}");
        }
        assert!(decode(Kind::Legacy, &encode(Kind::Legacy, 8, &[0; 64])).is_err());
    }
}
