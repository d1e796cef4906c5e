//! A lock-free bitmap of hashed keys, beside a record kept under the
//! writers' lock (the 2 MiB granules of the stream-ordered allocations and
//! of the VMM mappings): a clear bit says the record cannot hold the
//! key, so that a miss whose answer the insert would refuse (pool or VMM
//! memory made before observing began) asks the driver and takes no lock.
//! A set bit only sends the insert on to the lock, which decides: bits are
//! set under the lock when the record gains a key and cleared together
//! only when the record empties. A bit read clear for a key the record
//! holds (its mark not yet seen by this thread) costs a kept answer,
//! never a wrong one.

use super::sync::{AtomicU64, Ordering};
use super::table::spread;

/// Bits (a power of two): 512 bytes.
const BITS: usize = 4096;

pub(crate) struct Hint {
    words: [AtomicU64; BITS / 64],
}

/// The bit of `key`.
#[inline]
fn bit(key: u64) -> usize {
    (spread(key) >> 52) as usize & (BITS - 1)
}

impl Hint {
    /// Bytes a hint takes.
    pub(crate) const BYTES: usize = BITS / 8;

    pub(crate) fn new() -> Hint {
        Hint {
            words: std::array::from_fn(|_| AtomicU64::new(0)),
        }
    }

    /// Whether the record may hold `key`.
    #[inline]
    pub(crate) fn may_hold(&self, key: u64) -> bool {
        let b = bit(key);
        self.words[b / 64].load(Ordering::Acquire) & (1 << (b % 64)) != 0
    }

    /// Marks `key`, which the record now holds (under the writers' lock).
    pub(crate) fn mark(&self, key: u64) {
        let b = bit(key);
        self.words[b / 64].fetch_or(1 << (b % 64), Ordering::Release);
    }

    /// Marks the granules (of `1 << bits` bytes) of `[lo, hi)`, which the
    /// record now holds (under the writers' lock): every key when they
    /// outnumber the bits.
    pub(crate) fn mark_range(&self, lo: u64, hi: u64, bits: u32) {
        if lo >= hi {
            return;
        }
        let (first, last) = (lo >> bits, (hi - 1) >> bits);
        if last - first >= BITS as u64 {
            self.mark_all();
        } else {
            (first..=last).for_each(|g| self.mark(g));
        }
    }

    /// Marks every key (a record gained more keys than there are bits).
    pub(crate) fn mark_all(&self) {
        for w in &self.words {
            w.store(u64::MAX, Ordering::Release);
        }
    }

    /// Clears every bit: the record is empty (under the writers' lock).
    pub(crate) fn clear(&self) {
        for w in &self.words {
            w.store(0, Ordering::Release);
        }
    }
}

#[cfg(all(test, not(loom)))]
mod tests {
    use super::*;

    #[test]
    fn a_marked_key_may_be_held_until_cleared() {
        let h = Hint::new();
        assert!(!h.may_hold(0x7000_0000));
        h.mark(0x7000_0000);
        assert!(h.may_hold(0x7000_0000));
        assert!((1u64..64).any(|i| !h.may_hold(i << 21)), "other keys clear");
        h.clear();
        assert!(!h.may_hold(0x7000_0000));
        h.mark_all();
        assert!((1u64..64).all(|i| h.may_hold(i << 21)));
    }
}
