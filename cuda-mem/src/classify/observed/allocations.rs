//! The stream-ordered allocations observed mode saw made and not yet
//! freed: the only stream-ordered answers it keeps.
//!
//! `cuMemFreeAsync` returns before the stream frees the memory, and the
//! driver may release it at any synchronisation after that with no
//! callback; until then it answers pool memory. So a stream-ordered answer
//! is kept only at an address an allocation this process's callbacks saw
//! succeed returned, from the allocation's exit until a free of it is
//! called (its entry forgets the allocation before it removes the answer,
//! and an insert checks the record under the same lock). The record also
//! gives a free its range without asking the driver for the extent.
//! Allocations made before observing began, or past the record's size,
//! cost the direct call, as a first sight does.

use super::table::spread;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Allocations the record holds at most. A program with more live
/// stream-ordered allocations made while observing has the rest
/// unrecorded (their answers are then not kept; nothing wrong is).
pub(crate) const ALLOCATIONS: usize = 4096;

/// Hashes an address with one multiplication ([`spread`]): the keys are
/// addresses, no adversary chooses them.
#[derive(Default)]
pub(crate) struct AddressHasher(u64);

impl Hasher for AddressHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = spread(self.0.rotate_left(8) ^ u64::from(b));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = spread(n);
    }
}

/// Live allocations, start to end, kept by the observer's writer (under
/// its lock).
pub(crate) struct Allocations {
    live: HashMap<u64, u64, BuildHasherDefault<AddressHasher>>,
}

impl Allocations {
    /// Bytes the record's table takes (reserved at creation: buckets of a
    /// 16-byte entry and a control byte, at most 7/8 full).
    pub(crate) const BYTES: usize = (ALLOCATIONS * 8 / 7).next_power_of_two() * (16 + 1);

    pub(crate) fn new() -> Allocations {
        Allocations {
            live: HashMap::with_capacity_and_hasher(ALLOCATIONS, Default::default()),
        }
    }

    /// Records `[start, end)`, allocated, unless the record is full:
    /// whether it did.
    pub(crate) fn add(&mut self, start: u64, end: u64) -> bool {
        let fits = start < end && (self.live.len() < ALLOCATIONS || self.live.contains_key(&start));
        if fits {
            self.live.insert(start, end);
        }
        fits
    }

    /// Whether no allocation is recorded.
    pub(crate) fn is_empty(&self) -> bool {
        self.live.is_empty()
    }

    /// Forgets the allocation starting at `start` (its free was called):
    /// its range, if it was recorded.
    pub(crate) fn take(&mut self, start: u64) -> Option<(u64, u64)> {
        self.live.remove(&start).map(|end| (start, end))
    }

    /// Whether an allocation recorded live starts at `address`.
    pub(crate) fn starts_at(&self, address: u64) -> bool {
        self.live.contains_key(&address)
    }

    /// Forgets every allocation (its memory may have been freed with no
    /// call naming it).
    pub(crate) fn clear(&mut self) {
        self.live.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_allocation_is_held_from_its_record_until_taken() {
        let mut a = Allocations::new();
        a.add(0x1000, 0x2000);
        assert!(a.starts_at(0x1000));
        assert!(!a.starts_at(0x1008), "only at its start");
        assert_eq!(a.take(0x1000), Some((0x1000, 0x2000)));
        assert!(!a.starts_at(0x1000));
        assert_eq!(a.take(0x1000), None);
        a.add(0x3000, 0x3000);
        assert!(!a.starts_at(0x3000), "an empty range is no allocation");
    }

    #[test]
    fn a_full_record_holds_what_it_held() {
        let mut a = Allocations::new();
        for i in 0..ALLOCATIONS as u64 {
            a.add(i << 20, (i << 20) + 64);
        }
        a.add(u64::MAX - 64, u64::MAX);
        assert!(!a.starts_at(u64::MAX - 64), "not recorded: full");
        assert!(a.starts_at(0) && a.starts_at((ALLOCATIONS as u64 - 1) << 20));
        a.clear();
        assert!(!a.starts_at(0));
    }
}
