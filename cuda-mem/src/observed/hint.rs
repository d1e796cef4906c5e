//! A lock-free bitmap of the 2 MiB granules (hashed) of a record kept
//! under the writers' lock (the stream-ordered allocations, the VMM
//! mappings): a clear bit says the record holds nothing there, so that a
//! miss whose answer the insert would refuse (pool or VMM memory made
//! before observing began) asks the driver and takes no lock. A set bit
//! only sends the insert on to the lock, which decides: bits are set under
//! the lock when the record gains a range and cleared together only when
//! the record empties. A bit read clear for a granule the record holds
//! (its mark not yet seen by this thread) costs a kept answer, never a
//! wrong one.

use crate::sync::{AtomicU64, Ordering};
use crate::table::spread;

/// Bits (a power of two): 512 bytes.
const BITS: usize = 4096;

/// The granules: 2 MiB, the H200's granularity for VMM mappings and pools.
const GRANULE_BITS: u32 = 21;

pub(crate) struct Hint {
    words: [AtomicU64; BITS / 64],
}

/// The bit of a granule.
#[inline]
fn bit(granule: u64) -> usize {
    (spread(granule) >> 52) as usize & (BITS - 1)
}

impl Hint {
    /// Bytes a hint takes.
    pub(crate) const BYTES: usize = BITS / 8;

    pub(crate) fn new() -> Hint {
        Hint {
            words: std::array::from_fn(|_| AtomicU64::new(0)),
        }
    }

    /// Whether the record may hold `address`.
    #[inline]
    pub(crate) fn may_hold(&self, address: u64) -> bool {
        let b = bit(address >> GRANULE_BITS);
        self.words[b / 64].load(Ordering::Acquire) & (1 << (b % 64)) != 0
    }

    /// Marks the granules of `[lo, hi)`, which the record now holds (under
    /// the writers' lock): every bit when they outnumber the bits.
    pub(crate) fn mark(&self, lo: u64, hi: u64) {
        if lo >= hi {
            return;
        }
        let (first, last) = (lo >> GRANULE_BITS, (hi - 1) >> GRANULE_BITS);
        if last - first >= BITS as u64 {
            for w in &self.words {
                w.store(u64::MAX, Ordering::Release);
            }
            return;
        }
        for granule in first..=last {
            let b = bit(granule);
            self.words[b / 64].fetch_or(1 << (b % 64), Ordering::Release);
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
    fn a_marked_range_may_be_held_until_cleared() {
        let h = Hint::new();
        let at = 0x7000_0000;
        assert!(!h.may_hold(at));
        h.mark(at, at + 1);
        assert!(
            h.may_hold(at) && h.may_hold(at + (2 << 20) - 1),
            "its granule"
        );
        assert!(
            (1u64..64).any(|i| !h.may_hold(i << 21)),
            "other granules clear"
        );
        h.clear();
        assert!(!h.may_hold(at));
        h.mark(0, (BITS as u64) << 21);
        assert!((1u64..64).all(|i| h.may_hold(i << 21)), "every bit");
    }

    /// A mark sets the bits of its granules and next to no other, where
    /// the address space's high end lies too: of 1024 other granules, a
    /// marked one shares its bit with a few at most (1024/4096 expected).
    #[test]
    fn a_mark_sets_its_granules_bits_and_few_others() {
        const G: u64 = 1 << GRANULE_BITS;
        for at in [0x7000_0000, 0x7f12_3400_0000] {
            let h = Hint::new();
            // Two whole granules: `hi` ends the second.
            h.mark(at, at + 2 * G);
            assert!(h.may_hold(at) && h.may_hold(at + 2 * G - 1));
            assert!(!h.may_hold(at + 2 * G), "the granule `hi` starts");
            let others = (2..1026u64).filter(|i| h.may_hold(at + i * G)).count();
            assert!(
                others <= 4,
                "{others} of 1024 other granules held, at {at:#x}"
            );
        }
    }

    #[test]
    fn bytes_is_the_hint_s_size() {
        assert_eq!(Hint::BYTES, std::mem::size_of::<Hint>());
    }
}
