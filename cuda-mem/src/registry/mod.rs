//! The ranges this crate allocated, answered without asking the driver.
//!
//! The driver serialises pointer queries (about 12 M/s on one thread and no
//! more from sixteen on the H200). Memory that a RAII value of this crate
//! owns is known exactly from its creation to its free, so its answer is
//! kept here: inserted when the value is created (from one driver
//! classification, so it is the driver's own answer), removed in the value's
//! `Drop` *before* the driver frees it. A lookup can therefore never answer
//! for memory that has been freed.
//!
//! Readers take no lock. First a bit table of the granules the owned
//! ranges cover (`filter.rs`) turns away nearly every address that is not
//! owned, with three independent loads: most classifications are of foreign
//! memory, and they pay little more than the driver call. Past it, the
//! ranges live in an immutable sorted snapshot behind an [`ArcSwap`]; every
//! change builds a new snapshot and then bumps a generation counter. Each
//! thread keeps the snapshot it last used with its generation and the range
//! it found last, so a repeated lookup is the filter, one atomic load and a
//! few compares; only after a change does a thread load the new snapshot.
//! Writers (creation and drop of owned memory) serialise on a mutex and copy
//! the snapshot: their cost grows with the number of live owned values.
//!
//! In front of all that, for an address classified before: a table of
//! answers by exact address (the seqlock slots of `crate::table`, as observed mode keeps),
//! filled by the lookup that found the range and emptied of a range's
//! addresses by the range's removal, both under the writers' mutex. A
//! lookup's answer is kept only if no change was published since it read
//! the generation, so the table never holds an address of a removed range.

mod filter;

use crate::answer::{Answer, PointerInfo};
use crate::table::{Slots, Writer};
use arc_swap::ArcSwap;
use filter::{Counts, Filter};
use std::cell::{Cell, RefCell};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

/// One immutable set of non-overlapping ranges, sorted by start.
#[derive(Default, Clone)]
struct Snapshot {
    /// The ranges' starts alone, dense for the scan.
    starts: Vec<u64>,
    /// The range starting at `starts[i]`.
    entries: Vec<Range>,
}

/// Up to this many ranges a lookup counts the starts below the address
/// instead of bisecting: independent compares the CPU runs in parallel
/// (and vectorises) beat a bisection's chain of dependent loads.
const SCAN: usize = 32;

/// One range and its answer, as a thread keeps the one it found last.
#[derive(Clone, Copy)]
struct Range {
    start: u64,
    end: u64,
    answer: Answer,
}

impl Range {
    /// Holds no address.
    const EMPTY: Range = Range {
        start: 0,
        end: 0,
        answer: PointerInfo::pageable(0).answer,
    };

    #[inline]
    fn answer(&self, address: u64) -> Option<Answer> {
        (self.start <= address && address < self.end).then_some(self.answer)
    }
}

impl Snapshot {
    /// The range holding `address`, or the gap between ranges it falls in
    /// (`[end of the range below, start of the range above)`).
    fn find(&self, address: u64) -> Result<Range, (u64, u64)> {
        let below = if self.starts.len() <= SCAN {
            self.starts.iter().filter(|&&s| s <= address).count()
        } else {
            self.starts.partition_point(|&s| s <= address)
        };
        let above = self.starts.get(below).copied().unwrap_or(u64::MAX);
        match below.checked_sub(1).map(|i| self.entries[i]) {
            Some(range) if address < range.end => Ok(range),
            Some(range) => Err((range.end, above)),
            None => Err((0, above)),
        }
    }
}

/// The owned ranges of one [`Cuda`](crate::Cuda) and its clones.
pub(crate) struct Registry {
    /// Tells this registry's snapshot apart in the thread-local cache.
    id: u64,
    /// Bumped after every published change.
    generation: AtomicU64,
    current: ArcSwap<Snapshot>,
    /// Granules of the current ranges; a clear bit is a certain miss.
    filter: Filter,
    /// Answers of owned addresses classified before, by address.
    kept: Box<Slots>,
    /// Held by writers; holds the filter's counts and the kept answers'
    /// writer.
    writers: Mutex<Writers>,
}

/// What the registry's writers change under its mutex.
struct Writers {
    counts: Counts,
    kept: Writer,
}

/// What a thread keeps of the registry it asked last: the range it found
/// last and the gap between ranges its last miss fell in (a thread tends to
/// ask about the same buffers again, owned or not: a communication
/// library's pageable buffer next to its registered bounce buffers would
/// otherwise pay the search every time), valid while `registry` and
/// `generation` are current, and the snapshot it searched.
/// A repeated lookup only reads these cells: no store, so no borrow flag
/// and nothing for the CPU to order against the loads.
struct Cached {
    /// 0 before the first lookup (registry ids start at 1).
    registry: Cell<u64>,
    generation: Cell<u64>,
    last: Cell<Range>,
    /// `[start, end)` holding no owned address.
    gap: Cell<(u64, u64)>,
    snapshot: RefCell<Option<Arc<Snapshot>>>,
}

thread_local! {
    static CACHED: Cached = const {
        Cached {
            registry: Cell::new(0),
            generation: Cell::new(0),
            last: Cell::new(Range::EMPTY),
            gap: Cell::new((0, 0)),
            snapshot: RefCell::new(None),
        }
    };
}

static NEXT_ID: AtomicU64 = AtomicU64::new(1);

impl Registry {
    pub(crate) fn new() -> Registry {
        Registry {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            generation: AtomicU64::new(0),
            current: ArcSwap::from_pointee(Snapshot::default()),
            filter: Filter::new(),
            kept: Slots::new(),
            writers: Mutex::new(Writers {
                counts: Counts::default(),
                kept: Writer::new(),
            }),
        }
    }

    /// The answer kept for `address`, an owned address classified before
    /// (a few loads, no call).
    #[inline(always)]
    pub(crate) fn kept(&self, address: u64) -> Option<Answer> {
        self.kept.get(address)
    }

    /// [`Registry::lookup_held`], keeping a found answer for the next
    /// lookup of `address` (unless a change was published since the
    /// lookup read the generation: the range may be gone).
    #[inline(always)]
    pub(crate) fn lookup_and_keep(&self, address: u64) -> Option<Answer> {
        let generation = self.generation.load(Ordering::Acquire);
        let answer = self.lookup_at(generation, address)?;
        self.keep(generation, address, answer);
        Some(answer)
    }

    /// Keeps `answer`, found for `address` in the snapshot of `generation`,
    /// unless a change was published since.
    fn keep(&self, generation: u64, address: u64, answer: Answer) {
        let mut w = self.writers();
        // Changes are published under the lock: none since `generation`,
        // none until the lock is released.
        if self.generation.load(Ordering::Relaxed) == generation {
            w.kept.put(&self.kept, address, answer);
        }
    }

    /// The writers' side, locked. A poisoned lock leaves everything as the
    /// last finished change left it.
    fn writers(&self) -> std::sync::MutexGuard<'_, Writers> {
        self.writers.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The answer for `address` if it lies in a live owned range.
    #[cfg(test)]
    pub(crate) fn lookup(&self, address: u64) -> Option<PointerInfo> {
        if !self.may_hold(address) {
            return None;
        }
        let answer = self.lookup_held(address)?;
        Some(PointerInfo { address, answer })
    }

    /// False when no owned range can hold `address`: three independent
    /// loads, the only part of the registry a foreign address pays for
    /// when its page or granule holds nothing owned.
    #[inline]
    pub(crate) fn may_hold(&self, address: u64) -> bool {
        self.filter.may_hold(address)
    }

    /// [`Registry::lookup`] for an address the filter let through: the
    /// thread's last range, then its snapshot (the search, out of line).
    /// Always inlined into its callers, which are out of line themselves:
    /// left to itself the compiler made it one more call.
    #[inline(always)]
    pub(crate) fn lookup_held(&self, address: u64) -> Option<Answer> {
        // Acquire pairs with the Release bump in `publish`: a thread that
        // sees the new generation sees the snapshot stored before it.
        self.lookup_at(self.generation.load(Ordering::Acquire), address)
    }

    /// The lookup, in the snapshot of `generation` or a later one.
    #[inline(always)]
    fn lookup_at(&self, generation: u64, address: u64) -> Option<Answer> {
        CACHED
            .try_with(|c| {
                if c.registry.get() == self.id && c.generation.get() == generation {
                    if let Some(answer) = c.last.get().answer(address) {
                        return Some(answer);
                    }
                    let (start, end) = c.gap.get();
                    if start <= address && address < end {
                        return None;
                    }
                }
                self.search(c, generation, address)
            })
            // Thread-local storage is gone only while the thread exits.
            .unwrap_or_else(|_| self.current.load().find(address).ok()?.answer(address))
    }

    /// Looks `address` up in the thread's snapshot, first replacing it if
    /// it is another registry's or older than `generation`.
    #[inline(never)]
    fn search(&self, c: &Cached, generation: u64, address: u64) -> Option<Answer> {
        // Never borrowed elsewhere: nothing in here calls back into a lookup.
        let mut snapshot = c.snapshot.try_borrow_mut().ok()?;
        if c.registry.get() != self.id || c.generation.get() != generation {
            *snapshot = Some(self.current.load_full());
            c.registry.set(self.id);
            c.generation.set(generation);
            c.last.set(Range::EMPTY);
            c.gap.set((0, 0));
        }
        match snapshot.as_ref()?.find(address) {
            Ok(range) => {
                c.last.set(range);
                range.answer(address)
            }
            Err(gap) => {
                c.gap.set(gap);
                None
            }
        }
    }

    /// Adds `[start, start + len)`. Refuses (answering false) a range that
    /// overlaps one already present or wraps the address space: the driver
    /// then keeps answering for it.
    pub(crate) fn insert(&self, start: u64, len: usize, info: PointerInfo) -> bool {
        let Some(end) = start.checked_add(len as u64) else {
            return false;
        };
        if len == 0 {
            return false;
        }
        self.publish(Filter::add, false, |s| {
            let i = s.starts.partition_point(|&x| x < start);
            let overlaps_before = i > 0 && s.entries[i - 1].end > start;
            let overlaps_after = i < s.starts.len() && s.starts[i] < end;
            if overlaps_before || overlaps_after {
                return None;
            }
            s.starts.insert(i, start);
            s.entries.insert(
                i,
                Range {
                    start,
                    end,
                    answer: info.answer,
                },
            );
            Some((start, end))
        })
    }

    /// Removes the range starting at `start`, if present.
    pub(crate) fn remove(&self, start: u64) {
        self.publish(Filter::remove, true, |s| {
            let i = s.starts.binary_search(&start).ok()?;
            s.starts.remove(i);
            Some((start, s.entries.remove(i).end))
        });
    }

    /// Applies `change` to a copy of the snapshot and, if it added (or,
    /// `removes`, removed) a range, publishes the copy and then `mark`s the
    /// range in the filter (`Filter::add` or `Filter::remove`).
    fn publish(
        &self,
        mark: fn(&Filter, &mut Counts, u64, u64),
        removes: bool,
        change: impl FnOnce(&mut Snapshot) -> Option<(u64, u64)>,
    ) -> bool {
        let mut w = self.writers();
        let mut next = Snapshot::clone(&self.current.load());
        let Some((start, end)) = change(&mut next) else {
            return false;
        };
        self.current.store(Arc::new(next));
        self.generation.fetch_add(1, Ordering::Release);
        // A reader may see the bits before or after the snapshot: a set bit
        // only sends it to the snapshot, a clear one to the driver.
        mark(&self.filter, &mut w.counts, start, end);
        // A removed range's kept answers go (an added range has none: its
        // addresses' answers went with the range removed before it).
        if removes {
            w.kept.remove(&self.kept, start, end);
        }
        true
    }

    /// How many ranges are registered.
    #[cfg(feature = "testing")]
    pub(crate) fn len(&self) -> usize {
        self.current.load().starts.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::answer::{Location, MemoryKind};

    fn info(kind: MemoryKind) -> PointerInfo {
        PointerInfo::new(
            0,
            kind,
            Some(0),
            Location::Device(0),
            std::ptr::null_mut(),
            std::ptr::null_mut(),
            crate::permits::Permits::OWNER_DEVICE,
        )
    }

    #[test]
    fn answers_inside_a_range_and_nowhere_else() {
        let r = Registry::new();
        assert!(r.insert(0x1000, 0x100, info(MemoryKind::Device)));
        assert!(r.insert(0x2000, 0x10, info(MemoryKind::Vmm)));
        assert_eq!(r.lookup(0xfff), None);
        assert_eq!(r.lookup(0x1000).unwrap().kind(), MemoryKind::Device);
        assert_eq!(r.lookup(0x10ff).unwrap().address(), 0x10ff);
        assert_eq!(r.lookup(0x1100), None);
        assert_eq!(r.lookup(0x200f).unwrap().kind(), MemoryKind::Vmm);
        assert_eq!(r.lookup(0x2010), None);
        r.remove(0x1000);
        assert_eq!(r.lookup(0x1000), None);
        assert_eq!(r.lookup(0x2000).unwrap().kind(), MemoryKind::Vmm);
    }

    #[test]
    fn refuses_overlapping_empty_and_wrapping_ranges() {
        let r = Registry::new();
        assert!(r.insert(0x1000, 0x100, info(MemoryKind::Device)));
        assert!(!r.insert(0x10ff, 1, info(MemoryKind::Vmm)));
        assert!(!r.insert(0xf00, 0x101, info(MemoryKind::Vmm)));
        assert!(!r.insert(0x3000, 0, info(MemoryKind::Vmm)));
        assert!(!r.insert(u64::MAX - 1, 4, info(MemoryKind::Vmm)));
        assert!(r.insert(0xf00, 0x100, info(MemoryKind::Vmm)));
        assert_eq!(r.lookup(0xfff).unwrap().kind(), MemoryKind::Vmm);
        assert_eq!(r.lookup(0x1000).unwrap().kind(), MemoryKind::Device);
    }

    #[test]
    fn kept_answers_go_with_their_range() {
        let r = Registry::new();
        assert!(r.insert(0x1000, 0x100, info(MemoryKind::Device)));
        assert!(r.insert(0x2000, 0x100, info(MemoryKind::Vmm)));
        assert_eq!(r.kept(0x1010), None, "not classified before");
        let found = r.lookup_and_keep(0x1010).unwrap();
        r.lookup_and_keep(0x2010).unwrap();
        assert_eq!(r.kept(0x1010), Some(found));
        assert_eq!(r.kept(0x1011), None, "kept by exact address");
        r.remove(0x1000);
        assert_eq!(r.kept(0x1010), None);
        assert!(r.kept(0x2010).is_some(), "another range's");
        assert_eq!(r.lookup_and_keep(0x1010), None);
        assert_eq!(r.kept(0x1010), None);
    }

    #[test]
    fn an_answer_found_before_a_removal_is_not_kept() {
        let r = Registry::new();
        assert!(r.insert(0x1000, 0x100, info(MemoryKind::Device)));
        let generation = r.generation.load(Ordering::Acquire);
        let found = r.lookup_at(generation, 0x1010).unwrap();
        // The range goes between the lookup and the keep.
        r.remove(0x1000);
        r.keep(generation, 0x1010, found);
        assert_eq!(r.kept(0x1010), None);
    }

    #[test]
    fn two_registries_do_not_share_a_thread_cache() {
        let (a, b) = (Registry::new(), Registry::new());
        assert!(a.insert(0x1000, 0x100, info(MemoryKind::Device)));
        assert!(a.lookup(0x1000).is_some());
        assert!(b.lookup(0x1000).is_none());
        assert!(a.lookup(0x1000).is_some());
        // At the same generation, the thread's snapshot of `a` is still not
        // `b`'s.
        assert!(b.insert(0x5000, 0x100, info(MemoryKind::Vmm)));
        assert_eq!(
            a.generation.load(Ordering::Relaxed),
            b.generation.load(Ordering::Relaxed)
        );
        assert!(a.lookup(0x1000).is_some());
        assert!(
            b.lookup(0x1000).is_none(),
            "b's lookup answered from a's snapshot"
        );
        assert_eq!(b.lookup(0x5000).unwrap().kind(), MemoryKind::Vmm);
    }

    /// `find` answers the range holding an address, or the gap it falls
    /// in (which the thread keeps to answer its next miss there), both for
    /// a snapshot it scans and for one it bisects.
    #[test]
    fn find_gives_the_range_or_the_gap_around_the_address() {
        for ranges in [3u64, SCAN as u64, SCAN as u64 + 1, 4 * SCAN as u64] {
            let r = Registry::new();
            // [0x1000 i, 0x1000 i + 0x100) for i in 1..=ranges.
            for i in 1..=ranges {
                assert!(r.insert(i << 12, 0x100, info(MemoryKind::Device)));
            }
            let s = r.current.load();
            let gap = |a: u64| s.find(a).err();
            let range = |a: u64| s.find(a).ok().map(|x| (x.start, x.end));
            assert_eq!(gap(0), Some((0, 0x1000)), "{ranges} ranges");
            assert_eq!(gap(0xfff), Some((0, 0x1000)));
            for i in 1..=ranges {
                let (start, end) = (i << 12, (i << 12) + 0x100);
                let above = if i == ranges { u64::MAX } else { (i + 1) << 12 };
                for a in [start, start + 1, end - 1] {
                    assert_eq!(range(a), Some((start, end)), "{a:#x} of {ranges} ranges");
                    assert_eq!(r.lookup(a).map(|x| x.address()), Some(a));
                }
                for a in [end, end + 1, above - 1] {
                    assert_eq!(gap(a), Some((end, above)), "{a:#x} of {ranges} ranges");
                    assert_eq!(r.lookup(a), None);
                }
            }
        }
    }

    /// The filter turns away an address no owned range is near (the only
    /// cost a foreign address pays), and lets every owned one through.
    #[test]
    fn only_addresses_near_an_owned_range_may_be_held() {
        let r = Registry::new();
        assert!(!r.may_hold(0x7f00_0000_1000), "empty");
        assert!(r.insert(0x7f00_0000_1000, 0x100, info(MemoryKind::Device)));
        assert!(r.may_hold(0x7f00_0000_1000) && r.may_hold(0x7f00_0000_10ff));
        assert!(!r.may_hold(0x7f00_0040_0000), "4 MiB away");
        r.remove(0x7f00_0000_1000);
        assert!(!r.may_hold(0x7f00_0000_1000), "removed");
    }
}
