//! The stream-ordered allocations observed mode saw made and not yet
//! freed: the only stream-ordered answers it keeps.
//!
//! `cuMemFreeAsync` returns before the stream frees the memory, and the
//! driver may release it at any synchronisation after that with no
//! callback; until then it answers pool memory. So a stream-ordered answer
//! is kept only at an address inside an allocation this process's
//! callbacks saw succeed, from the allocation's exit until a free of it is
//! called (its entry forgets the allocation before it removes the range's
//! answers, and an insert checks the record under the same lock). The
//! record also gives a free its range without asking the driver for the
//! extent. Allocations made before observing began, or past the record's
//! size, cost the direct call, as a first sight does.

use std::collections::BTreeMap;

/// Allocations the record holds at most. A program with more live
/// stream-ordered allocations made while observing has the rest
/// unrecorded (their answers are then not kept; nothing wrong is).
pub(crate) const ALLOCATIONS: usize = 4096;

/// Live allocations by start, kept by the observer's writer (under its
/// lock): ordered, so that an interior address finds its allocation.
pub(crate) struct Allocations {
    live: BTreeMap<u64, u64>,
}

impl Allocations {
    /// Bytes the record takes at most: a B-tree of 16-byte entries whose
    /// nodes hold 11 and are at least 5 full, with the inner nodes' links,
    /// is under 48 bytes an entry.
    pub(crate) const BYTES: usize = ALLOCATIONS * 48;

    pub(crate) fn new() -> Allocations {
        Allocations {
            live: BTreeMap::new(),
        }
    }

    /// Records `[start, end)`, allocated, unless the record is full:
    /// whether it did. A recorded range it overlaps is forgotten: the
    /// driver hands out no memory that is live, so that one's free went
    /// unseen.
    pub(crate) fn add(&mut self, start: u64, end: u64) -> bool {
        if start >= end {
            return false;
        }
        while let Some((&s, _)) = self
            .live
            .range(..end)
            .next_back()
            .filter(|(_, &e)| e > start)
        {
            self.live.remove(&s);
        }
        let fits = self.live.len() < ALLOCATIONS;
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

    /// Whether `address` lies in an allocation recorded live.
    pub(crate) fn holds(&self, address: u64) -> bool {
        self.live
            .range(..=address)
            .next_back()
            .is_some_and(|(_, &end)| address < end)
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
    fn adjacent_allocations_stay_recorded() {
        let mut a = Allocations::new();
        assert!(a.add(0x1000, 0x2000));
        assert!(a.add(0x2000, 0x3000), "touching is not overlapping");
        assert!(a.holds(0x1000) && a.holds(0x1fff) && a.holds(0x2000));
        // An overlapping one replaces what it overlaps (its free went
        // unseen).
        assert!(a.add(0x1800, 0x2800));
        assert!(!a.holds(0x1000) && !a.holds(0x2fff) && a.holds(0x1800));
    }

    #[test]
    fn an_allocation_is_held_from_its_record_until_taken() {
        let mut a = Allocations::new();
        a.add(0x1000, 0x2000);
        assert!(a.holds(0x1000) && a.holds(0x1008) && a.holds(0x1fff));
        assert!(!a.holds(0x2000) && !a.holds(0xfff), "only inside it");
        assert_eq!(a.take(0x1008), None, "a free names its start");
        assert_eq!(a.take(0x1000), Some((0x1000, 0x2000)));
        assert!(!a.holds(0x1000) && !a.holds(0x1008));
        assert_eq!(a.take(0x1000), None);
        assert!(!a.add(0x3000, 0x3000), "an empty range is no allocation");
        assert!(!a.holds(0x3000));
    }

    #[test]
    fn an_overlapping_allocation_replaces_what_it_overlaps() {
        let mut a = Allocations::new();
        a.add(0x1000, 0x3000);
        a.add(0x4000, 0x5000);
        a.add(0x6000, 0x7000);
        a.add(0x2000, 0x4800);
        assert!(!a.holds(0x1000), "overlapped: its free went unseen");
        assert!(!a.holds(0x4900), "overlapped too");
        assert!(a.holds(0x2000) && a.holds(0x47ff) && a.holds(0x6000));
        assert_eq!(a.take(0x4000), None);
    }

    #[test]
    fn a_full_record_holds_what_it_held() {
        let mut a = Allocations::new();
        for i in 0..ALLOCATIONS as u64 {
            a.add(i << 20, (i << 20) + 64);
        }
        assert!(!a.add(u64::MAX - 64, u64::MAX), "full");
        assert!(!a.holds(u64::MAX - 1), "not recorded: full");
        assert!(a.holds(0) && a.holds(((ALLOCATIONS as u64 - 1) << 20) + 63));
        a.clear();
        assert!(!a.holds(0));
    }
}
