//! The VMM mappings observed mode saw made: the only VMM answers it keeps.
//!
//! The driver answers a graph's memory exactly as VMM device memory (device,
//! no context, no pool: `docs/driver-facts.md`, "Graph memory"), and a graph's
//! launch maps and unmaps it with no call of its own, on a thread of the
//! driver's when the graph runs. So a VMM answer is kept only at an address
//! in a range whose `cuMemMap` exit this process's callbacks saw succeed,
//! and whose `cuMemUnmap` they have not seen since: memory an application
//! mapped, never a graph's. A mapping made before observing began, or
//! evicted from this fixed list, costs the direct call, as a first sight
//! does.
//!
//! Asking the driver instead whether the memory has a `cuMemCreate` handle
//! (`cuMemRetainAllocationHandle`, then `cuMemRelease`) is not safe for
//! foreign memory: on the H200 a retain made while the owner unmaps and
//! releases the memory crashed inside the driver's `cuMemRelease`.

/// Ranges the list holds at most: 8 KiB. A program with more live mappings
/// made while observing has some evicted (their answers are then not kept;
/// nothing wrong is).
pub(crate) const MAPPINGS: usize = 512;

/// Mapped `[lo, hi)` ranges, kept by the observer's writer (under its lock).
pub(crate) struct Mappings {
    ranges: Box<[(u64, u64); MAPPINGS]>,
    /// Ranges in use: `ranges[..used]`.
    used: usize,
    /// Where the next range goes when the list is full.
    evict: usize,
}

impl Mappings {
    /// Bytes the list takes.
    pub(crate) const BYTES: usize = MAPPINGS * 16;

    pub(crate) fn new() -> Mappings {
        Mappings {
            ranges: Box::new([(0, 0); MAPPINGS]),
            used: 0,
            evict: 0,
        }
    }

    /// Records `[lo, hi)` as mapped, evicting a range when the list is
    /// full.
    pub(crate) fn add(&mut self, lo: u64, hi: u64) {
        if lo >= hi {
            return;
        }
        if self.used < MAPPINGS {
            self.ranges[self.used] = (lo, hi);
            self.used += 1;
        } else {
            self.ranges[self.evict] = (lo, hi);
            self.evict = (self.evict + 1) % MAPPINGS;
        }
    }

    /// Forgets every range that overlaps `[lo, hi)`.
    pub(crate) fn remove(&mut self, lo: u64, hi: u64) {
        let mut i = 0;
        while i < self.used {
            let (a, b) = self.ranges[i];
            if a < hi && lo < b {
                self.used -= 1;
                self.ranges[i] = self.ranges[self.used];
            } else {
                i += 1;
            }
        }
        self.evict = 0;
    }

    /// Whether no range is recorded.
    pub(crate) fn is_empty(&self) -> bool {
        self.used == 0
    }

    /// Forgets every range.
    pub(crate) fn clear(&mut self) {
        self.used = 0;
        self.evict = 0;
    }

    /// Whether `address` lies in a recorded range.
    pub(crate) fn holds(&self, address: u64) -> bool {
        self.ranges[..self.used]
            .iter()
            .any(|&(lo, hi)| (lo..hi).contains(&address))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_range_is_held_from_its_map_to_its_unmap() {
        let mut m = Mappings::new();
        m.add(0x1000, 0x3000);
        m.add(0x8000, 0x9000);
        assert!(m.holds(0x1000) && m.holds(0x2fff) && m.holds(0x8800));
        assert!(!m.holds(0x3000) && !m.holds(0xfff));
        m.remove(0x2000, 0x2001);
        assert!(!m.holds(0x1000), "an overlapping removal forgets the range");
        assert!(m.holds(0x8800));
        m.clear();
        assert!(!m.holds(0x8800));
    }

    #[test]
    fn a_full_list_evicts_and_never_holds_a_removed_range() {
        let mut m = Mappings::new();
        for i in 0..MAPPINGS as u64 + 10 {
            m.add(i << 20, (i << 20) + 4096);
        }
        assert!(m.holds((MAPPINGS as u64 + 9) << 20), "the newest is held");
        assert!(!m.holds(0), "the oldest was evicted");
        for i in 0..MAPPINGS as u64 + 10 {
            m.remove(i << 20, (i << 20) + 1);
            assert!(!m.holds(i << 20));
        }
        assert!(m.ranges[..m.used].is_empty());
    }

    /// A full list evicts its oldest ranges in turn, never one it just
    /// added.
    #[test]
    fn a_full_list_evicts_the_oldest_in_turn() {
        let mut m = Mappings::new();
        let n = MAPPINGS as u64 + 10;
        for i in 0..n {
            m.add(i << 20, (i << 20) + 4096);
        }
        for i in 0..n {
            assert_eq!(m.holds(i << 20), i >= 10, "range {i} of {n}");
        }
    }

    /// Only ranges that share an address with the removed one go: VMM
    /// ranges are often mapped side by side.
    #[test]
    fn a_removal_keeps_the_ranges_beside_it() {
        let mut m = Mappings::new();
        m.add(0x1000, 0x2000);
        m.add(0x2000, 0x3000);
        m.add(0x3000, 0x4000);
        m.remove(0x2000, 0x3000);
        assert!(m.holds(0x1fff) && m.holds(0x3000));
        assert!(!m.holds(0x2000));
        assert!(!m.is_empty());
    }

    #[test]
    fn bytes_is_the_list_s_size() {
        let m = Mappings::new();
        assert_eq!(Mappings::BYTES, std::mem::size_of_val(&*m.ranges));
    }
}
