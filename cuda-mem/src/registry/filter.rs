//! Which address granules hold an owned range: one relaxed load per table
//! turns away most addresses the registry does not hold, before any
//! thread-local state or snapshot is touched.
//!
//! Three bit tables, by the size of the range: ranges of up to
//! [`PAGE_LIMIT`] pages of 4 KiB mark the page table, so that a host
//! registration of a few pages in the middle of a heap (a communication
//! library's bounce buffer) leaves the rest of its 64 KiB to the driver;
//! ranges of up to [`FINE_LIMIT`] granules of 64 KiB mark the fine table;
//! larger ones mark the coarse table, whose 2 MiB granules are the driver's
//! address granularity for large allocations, so a large range shares a
//! coarse granule with nothing it did not allocate itself. An address may
//! be held only if its bit is set in one of the tables.
//!
//! The tables are a hint, never an answer: a set bit sends the lookup on to
//! the snapshot, which decides; a clear bit sends the address to the driver,
//! which is never wrong. So readers may see a bit late or early.
//! Writers keep, under the registry's lock, how many live granules fall on
//! each bit, and set or clear a bit only when its count leaves or reaches
//! zero.

use std::sync::atomic::{AtomicU64, Ordering};

/// Bits per table (a power of two): 4 KiB per table. The page table spans
/// 128 MiB before two pages share a bit, the fine one 2 GiB, the coarse
/// one 64 GiB.
const BITS: usize = 1 << 15;
const WORDS: usize = BITS / 64;
const PAGE_SHIFT: u32 = 12;
const FINE_SHIFT: u32 = 16;
const COARSE_SHIFT: u32 = 21;
/// Ranges of more pages than this (64 KiB) go to the fine table.
const PAGE_LIMIT: u64 = 1 << 4;
/// Ranges of more fine granules than this (64 MiB) go to the coarse table,
/// so that no single range fills the fine one.
const FINE_LIMIT: u64 = 1 << 10;

/// The bit of a granule. Folding the granule's high bits in keeps ranges
/// that lie a multiple of the table's span apart (a heap and a mapping,
/// say) from landing on the same bits; within one aligned span the mapping
/// is one to one.
#[inline]
fn bit(granule: u64) -> usize {
    (granule ^ (granule >> 15)) as usize & (BITS - 1)
}

pub(super) struct Filter {
    page: [AtomicU64; WORDS],
    fine: [AtomicU64; WORDS],
    coarse: [AtomicU64; WORDS],
}

/// The writers' side: how many granules of live ranges fall on each bit.
/// Allocated on the first insert.
#[derive(Default)]
pub(super) struct Counts {
    page: Vec<u32>,
    fine: Vec<u32>,
    coarse: Vec<u32>,
}

impl Filter {
    pub(super) fn new() -> Filter {
        Filter {
            page: [const { AtomicU64::new(0) }; WORDS],
            fine: [const { AtomicU64::new(0) }; WORDS],
            coarse: [const { AtomicU64::new(0) }; WORDS],
        }
    }

    /// False when no owned range can hold `address`.
    #[inline]
    pub(super) fn may_hold(&self, address: u64) -> bool {
        let held = |table: &[AtomicU64; WORDS], shift: u32| {
            let b = bit(address >> shift);
            table[b / 64].load(Ordering::Relaxed) >> (b % 64)
        };
        (held(&self.page, PAGE_SHIFT)
            | held(&self.fine, FINE_SHIFT)
            | held(&self.coarse, COARSE_SHIFT))
            & 1
            != 0
    }

    /// Marks the granules of `[start, end)` (`start < end`).
    pub(super) fn add(&self, counts: &mut Counts, start: u64, end: u64) {
        self.each_bit(counts, start, end, |count, word, mask| {
            *count += 1;
            if *count == 1 {
                word.fetch_or(mask, Ordering::Relaxed);
            }
        });
    }

    /// Unmarks the granules of `[start, end)`, added before.
    pub(super) fn remove(&self, counts: &mut Counts, start: u64, end: u64) {
        self.each_bit(counts, start, end, |count, word, mask| {
            *count -= 1;
            if *count == 0 {
                word.fetch_and(!mask, Ordering::Relaxed);
            }
        });
    }

    fn each_bit(
        &self,
        counts: &mut Counts,
        start: u64,
        end: u64,
        mut f: impl FnMut(&mut u32, &AtomicU64, u64),
    ) {
        let last = end - 1;
        let spans = |shift: u32| (last >> shift) - (start >> shift);
        let (table, counts, shift) = if spans(PAGE_SHIFT) < PAGE_LIMIT {
            (&self.page, &mut counts.page, PAGE_SHIFT)
        } else if spans(FINE_SHIFT) < FINE_LIMIT {
            (&self.fine, &mut counts.fine, FINE_SHIFT)
        } else {
            (&self.coarse, &mut counts.coarse, COARSE_SHIFT)
        };
        if counts.is_empty() {
            counts.resize(BITS, 0);
        }
        let (first, last) = (start >> shift, last >> shift);
        let mut visit = |b: usize| f(&mut counts[b], &table[b / 64], 1 << (b % 64));
        if last - first >= BITS as u64 - 1 {
            // Covers every bit: each once, whatever the folding.
            (0..BITS).for_each(&mut visit);
        } else {
            (first..=last).map(bit).for_each(&mut visit);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_exactly_while_live_and_keeps_shared_bits() {
        let f = Filter::new();
        let mut c = Counts::default();
        assert!(!f.may_hold(0x1234_0000));
        // Two small ranges sharing the page 0x7f00_0001_8000.
        let a = (0x7f00_0001_0800, 0x7f00_0001_8800);
        let b = (0x7f00_0001_8800, 0x7f00_0001_9000);
        f.add(&mut c, a.0, a.1);
        f.add(&mut c, b.0, b.1);
        assert!(f.may_hold(0x7f00_0001_0000), "the range's first page");
        assert!(f.may_hold(0x7f00_0001_8fff));
        assert!(!f.may_hold(0x7f00_0001_9000), "the next page");
        assert!(!f.may_hold(0x7f00_0001_f000), "same 64 KiB, another page");
        f.remove(&mut c, a.0, a.1);
        assert!(!f.may_hold(0x7f00_0001_0800));
        assert!(f.may_hold(0x7f00_0001_8000), "still held by the second");
        f.remove(&mut c, b.0, b.1);
        assert!(!f.may_hold(0x7f00_0001_8000));
    }

    #[test]
    fn ranges_over_64_kib_mark_whole_granules() {
        let f = Filter::new();
        let mut c = Counts::default();
        let (start, end) = (0x7f00_0010_8000, 0x7f00_0020_8000); // 1 MiB
        f.add(&mut c, start, end);
        assert!(c.page.iter().all(|&n| n == 0));
        assert!(f.may_hold(start) && f.may_hold(end - 1));
        assert!(f.may_hold(end + 0x4000), "the last granule's rest: a hint");
        assert!(!f.may_hold(0x7f00_0021_0000));
        f.remove(&mut c, start, end);
        assert!(!f.may_hold(start));
    }

    proptest::proptest! {
        /// Whatever the sizes and the order of adds and removes, every byte
        /// of a live range may be held (no owned address is ever sent to
        /// the driver), and once all are removed nothing is marked.
        #[test]
        fn live_ranges_are_always_marked_and_removed_ones_leave_no_trace(
            // Lengths of every magnitude, from a byte to 128 GiB (past 64 GiB a
            // range marks every coarse bit).
            ranges in proptest::collection::vec((0u64..1 << 44, 0u32..38, proptest::num::u64::ANY), 1..24),
            removal in proptest::collection::vec(proptest::bool::ANY, 24),
        ) {
            let f = Filter::new();
            let mut c = Counts::default();
            let ranges: Vec<(u64, u64)> =
                ranges.iter().map(|&(s, bits, x)| (s, s + 1 + x % (1 << bits))).collect();
            for &(s, e) in &ranges {
                f.add(&mut c, s, e);
            }
            let mut live: Vec<(u64, u64)> = Vec::new();
            for (&(s, e), &drop_it) in ranges.iter().zip(&removal) {
                if drop_it {
                    f.remove(&mut c, s, e);
                } else {
                    live.push((s, e));
                }
            }
            for &(s, e) in &live {
                for a in [s, e - 1, s + (e - s) / 2] {
                    proptest::prop_assert!(f.may_hold(a), "{a:#x} in [{s:#x}, {e:#x})");
                }
            }
            for &(s, e) in &live {
                f.remove(&mut c, s, e);
            }
            proptest::prop_assert!(c.page.iter().chain(&c.fine).chain(&c.coarse).all(|&n| n == 0));
            for w in f.page.iter().chain(&f.fine).chain(&f.coarse) {
                proptest::prop_assert_eq!(w.load(Ordering::Relaxed), 0);
            }
        }
    }

    /// The table a range marks: up to 16 pages the page table, then up to
    /// 1024 fine granules the fine one, then the coarse one.
    #[test]
    fn a_range_s_size_picks_its_table_at_the_limits() {
        let at = 0x7f00_0000_0000;
        for (len, table) in [
            (PAGE_LIMIT << PAGE_SHIFT, "page"),
            ((PAGE_LIMIT + 1) << PAGE_SHIFT, "fine"),
            (FINE_LIMIT << FINE_SHIFT, "fine"),
            ((FINE_LIMIT + 1) << FINE_SHIFT, "coarse"),
        ] {
            let f = Filter::new();
            let mut c = Counts::default();
            f.add(&mut c, at, at + len);
            let marked = |counts: &[u32]| counts.iter().any(|&n| n != 0);
            let got = [
                (marked(&c.page), "page"),
                (marked(&c.fine), "fine"),
                (marked(&c.coarse), "coarse"),
            ];
            assert_eq!(
                got.iter().filter(|g| g.0).map(|g| g.1).collect::<Vec<_>>(),
                [table],
                "{len:#x} bytes"
            );
            f.remove(&mut c, at, at + len);
        }
    }

    /// Granules a multiple of a table's span apart (a heap and a mapping)
    /// fall on different bits.
    #[test]
    fn ranges_a_table_s_span_apart_do_not_share_bits() {
        let f = Filter::new();
        let mut c = Counts::default();
        let at = 0x7f00_0000_1000;
        f.add(&mut c, at, at + 0x100);
        for k in 1..8u64 {
            let away = at + (k << (15 + PAGE_SHIFT));
            assert!(!f.may_hold(away), "{k} spans of 128 MiB away: {away:#x}");
        }
    }

    #[test]
    fn large_ranges_use_coarse_granules_and_huge_ones_every_bit() {
        let f = Filter::new();
        let mut c = Counts::default();
        let (start, end) = (0x7f00_0000_0000, 0x7f00_1000_0000); // 256 MiB
        f.add(&mut c, start, end);
        assert!(f.may_hold(start) && f.may_hold(end - 1));
        assert!(!f.may_hold(end) && !f.may_hold(start - 1));
        assert!(c.page.iter().chain(&c.fine).all(|&n| n == 0));
        let huge = (0x1000_0000_0000, 0x2000_0000_0000);
        f.add(&mut c, huge.0, huge.1);
        assert!(f.may_hold(0x10));
        f.remove(&mut c, huge.0, huge.1);
        f.remove(&mut c, start, end);
        assert!(c
            .page
            .iter()
            .chain(&c.fine)
            .chain(&c.coarse)
            .all(|&n| n == 0));
        assert!(!f.may_hold(start) && !f.may_hold(0x10));
    }
}
