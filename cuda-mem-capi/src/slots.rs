//! The objects C holds (handles, observers) in fixed tables of slots, named
//! to C by a slot index and a generation, never by an address.
//!
//! A C library is linked into processes with many components, and one of
//! them may pass a handle after releasing it, or release it twice, or two
//! threads may release it at once. A handle that were a heap address could
//! not be checked without reading memory the allocator may have handed to
//! someone else (and a stale release could then free another component's
//! handle). Here a handle's value is
//! `generation << 13 | index << 3 | table << 1 | 1`: the slot's memory is a
//! static that is never freed, the table's own tag (handles and observers
//! differ) says which type a value names, so that no value of one type is
//! ever taken for another's, not even the first of each in a fresh
//! process; the generation in
//! the slot's state word says whether the value is the slot's current
//! occupant, and release claims the slot with one compare-and-swap, so
//! exactly one of any number of releases of one handle succeeds and every
//! other use of a released handle is refused, whatever the allocator does.
//!
//! A handle's lookup is a mask, one load and a compare. Using a handle on one thread while another thread releases
//! it is the caller's race, as for any object of a C library.

use std::cell::UnsafeCell;
use std::mem::MaybeUninit;
use std::sync::atomic::{AtomicU64, Ordering};

/// Slots per table: the most objects of one type alive at once. One handle
/// serves a whole process (it is shared by every thread), so this bounds
/// only a leak.
pub(crate) const SLOTS: usize = 1024;
const INDEX_BITS: u32 = SLOTS.trailing_zeros();
/// Bits of a value that name its table, above the low bit.
const TABLE_BITS: u32 = 2;
/// Bits below a value's generation.
const LOW_BITS: u32 = INDEX_BITS + TABLE_BITS + 1;

/// The tag of each table, in a value's bits 1-2: never 0, so that a value
/// with both bits clear (1, say) names nothing.
pub(crate) const HANDLE_TABLE: u64 = 1;
/// See [`HANDLE_TABLE`].
pub(crate) const OBSERVER_TABLE: u64 = 2;

/// The low two bits of a slot's state word; the generation is above them.
const FREE: u64 = 0;
/// Claimed by one `insert`, which is writing the value.
const FILLING: u64 = 1;
const LIVE: u64 = 2;
/// Claimed by one `remove`, which is taking the value out.
const EMPTYING: u64 = 3;
const TAG: u64 = 3;

struct Slot<T> {
    /// `generation << 2 | tag`. The value is initialised exactly while the
    /// tag is `LIVE` or `EMPTYING`.
    state: AtomicU64,
    value: UnsafeCell<MaybeUninit<T>>,
}

/// A table of `SLOTS` values of `T`, made in a `static`.
pub(crate) struct Slots<T> {
    slots: [Slot<T>; SLOTS],
    /// [`HANDLE_TABLE`] or [`OBSERVER_TABLE`]: in every value this table
    /// gives, and checked in every value it is handed.
    table: u64,
}

// SAFETY: a slot's value is written only by the one thread whose
// compare-and-swap moved the slot to FILLING, and taken out only by the one
// whose compare-and-swap moved it from LIVE to EMPTYING; in between it is
// only read (shared), after an Acquire load that saw LIVE and pairs with
// the Release store that published it. So the table hands out `&T` across
// threads (T: Sync) and moves `T` between them (T: Send).
unsafe impl<T: Send + Sync> Sync for Slots<T> {}

/// The value C holds for `generation` of slot `index` of `table`: odd, so
/// never null and never an aligned address.
fn name(table: u64, index: usize, generation: u64) -> u64 {
    generation << LOW_BITS | (index as u64) << (TABLE_BITS + 1) | table << 1 | 1
}

/// The slot index and the state word a live value named `handle` has in
/// `table`, or `None` for a value this table never gave (another table's
/// among them).
#[inline(always)]
fn parse(table: u64, handle: u64) -> Option<(usize, u64)> {
    if handle & ((1 << (TABLE_BITS + 1)) - 1) != table << 1 | 1 {
        return None;
    }
    let index = (handle >> (TABLE_BITS + 1)) as usize & (SLOTS - 1);
    let generation = handle >> LOW_BITS;
    Some((index, generation << 2 | LIVE))
}

impl<T> Slots<T> {
    /// A table whose values carry `table` ([`HANDLE_TABLE`] or
    /// [`OBSERVER_TABLE`]): each table of the library has its own.
    pub(crate) const fn new(table: u64) -> Self {
        assert!(table != 0 && table < 1 << TABLE_BITS);
        Slots {
            table,
            slots: [const {
                Slot {
                    state: AtomicU64::new(FREE),
                    value: UnsafeCell::new(MaybeUninit::uninit()),
                }
            }; SLOTS],
        }
    }

    /// Puts `value` in a free slot and returns its name, or gives `value`
    /// back when every slot is taken.
    pub(crate) fn insert(&self, value: T) -> Result<u64, T> {
        for (index, slot) in self.slots.iter().enumerate() {
            let state = slot.state.load(Ordering::Relaxed);
            if state & TAG != FREE {
                continue;
            }
            let filling = state | FILLING;
            if slot
                .state
                .compare_exchange(state, filling, Ordering::Acquire, Ordering::Relaxed)
                .is_err()
            {
                continue;
            }
            // SAFETY: this thread moved the slot to FILLING, so no other
            // thread reads or writes its value until the LIVE store below.
            unsafe { (*slot.value.get()).write(value) };
            let generation = state >> 2;
            slot.state.store(generation << 2 | LIVE, Ordering::Release);
            return Ok(name(self.table, index, generation));
        }
        Err(value)
    }

    /// The live value named `handle`, or `None` (a value no slot gave, or
    /// one removed since).
    ///
    /// # Safety
    /// No other thread removes `handle` while the reference lives (the C
    /// contract: a handle is not released while it is in use).
    #[inline(always)]
    pub(crate) unsafe fn get(&self, handle: u64) -> Option<&T> {
        let (index, live) = parse(self.table, handle)?;
        let slot = &self.slots[index];
        if slot.state.load(Ordering::Acquire) != live {
            return None;
        }
        // SAFETY: LIVE, so initialised (published by the Release store that
        // the Acquire load saw), and not taken out while the reference
        // lives, by the caller's contract.
        Some(unsafe { (*slot.value.get()).assume_init_ref() })
    }

    /// Takes the live value named `handle` out of its slot, which any later
    /// use of `handle` finds empty; `None` when it is not live (removed
    /// before, by this thread or another, or never given).
    pub(crate) fn remove(&self, handle: u64) -> Option<T> {
        let (index, live) = parse(self.table, handle)?;
        let slot = &self.slots[index];
        let emptying = live | EMPTYING;
        slot.state
            .compare_exchange(live, emptying, Ordering::Acquire, Ordering::Relaxed)
            .ok()?;
        // SAFETY: this thread moved the slot from LIVE to EMPTYING: the
        // value is initialised, and no other thread takes it out or
        // overwrites it until the FREE store below.
        let value = unsafe { (*slot.value.get()).assume_init_read() };
        let next = (live >> 2).wrapping_add(1) & (u64::MAX >> LOW_BITS);
        slot.state.store(next << 2 | FREE, Ordering::Release);
        Some(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_removed_name_is_refused_after_its_slot_is_taken_again() {
        let t: Slots<String> = Slots::new(HANDLE_TABLE);
        let a = t.insert("a".into()).unwrap();
        assert_eq!(t.remove(a).as_deref(), Some("a"));
        let b = t.insert("b".into()).unwrap();
        assert_ne!(a, b, "the same slot, another generation");
        // SAFETY: nothing removes b meanwhile.
        assert!(unsafe { t.get(a) }.is_none());
        assert!(t.remove(a).is_none(), "a stale remove leaves b alone");
        // SAFETY: as above.
        assert_eq!(unsafe { t.get(b) }.map(String::as_str), Some("b"));
        assert!(t.remove(b).is_some());
    }

    #[test]
    fn values_no_slot_gave_are_refused() {
        let t: Slots<u32> = Slots::new(HANDLE_TABLE);
        for v in [0u64, 1, 8, 0x5555_5555_1000, u64::MAX, 3 << 11 | 1] {
            // SAFETY: nothing is removed.
            assert!(unsafe { t.get(v) }.is_none(), "{v:#x}");
            assert!(t.remove(v).is_none(), "{v:#x}");
        }
    }

    #[test]
    fn no_value_of_one_table_is_taken_by_another_even_the_first_of_each() {
        let handles: Slots<&str> = Slots::new(HANDLE_TABLE);
        let observers: Slots<&str> = Slots::new(OBSERVER_TABLE);
        let h = handles.insert("handle").unwrap();
        let o = observers.insert("observer").unwrap();
        // SAFETY: nothing is removed meanwhile.
        unsafe {
            assert!(observers.get(h).is_none() && handles.get(o).is_none());
        }
        assert!(observers.remove(h).is_none() && handles.remove(o).is_none());
        // SAFETY: as above.
        unsafe {
            assert_eq!(handles.get(h), Some(&"handle"));
            assert_eq!(observers.get(o), Some(&"observer"));
        }
    }

    #[test]
    fn a_generation_that_wraps_stays_in_its_own_bits() {
        let biggest = u64::MAX >> LOW_BITS;
        let v = name(OBSERVER_TABLE, SLOTS - 1, biggest);
        assert_eq!(
            parse(OBSERVER_TABLE, v),
            Some((SLOTS - 1, biggest << 2 | LIVE))
        );
        assert_eq!(parse(HANDLE_TABLE, v), None);
    }

    #[test]
    fn a_full_table_gives_the_value_back() {
        let t: Box<Slots<usize>> = Box::new(Slots::new(HANDLE_TABLE));
        let names: Vec<u64> = (0..SLOTS).map(|i| t.insert(i).unwrap()).collect();
        assert_eq!(t.insert(7), Err(7));
        for n in names {
            assert!(t.remove(n).is_some());
        }
    }

    #[test]
    fn of_threads_removing_one_name_at_once_exactly_one_gets_it() {
        static T: Slots<Box<u64>> = Slots::new(HANDLE_TABLE);
        for round in 0..200 {
            let h = T.insert(Box::new(round)).unwrap();
            let got: usize = std::thread::scope(|s| {
                let threads: Vec<_> = (0..4).map(|_| s.spawn(|| T.remove(h).is_some())).collect();
                threads
                    .into_iter()
                    .map(|t| t.join().unwrap() as usize)
                    .sum()
            });
            assert_eq!(got, 1, "round {round}");
        }
    }

    /// Threads that insert, read and remove at once, on the same first free
    /// slots: each gets back exactly the value it put in, so no slot is
    /// filled or emptied by two threads at a time.
    #[test]
    fn of_threads_inserting_and_removing_at_once_each_keeps_its_own() {
        static T: Slots<Box<u64>> = Slots::new(OBSERVER_TABLE);
        std::thread::scope(|s| {
            for thread in 0..4u64 {
                s.spawn(move || {
                    for i in 0..20_000u64 {
                        let mine = thread << 32 | i;
                        let h = T.insert(Box::new(mine)).unwrap();
                        // SAFETY: only this thread removes `h`.
                        assert_eq!(unsafe { T.get(h) }.map(|v| **v), Some(mine));
                        assert_eq!(T.remove(h).map(|v| *v), Some(mine));
                    }
                });
            }
        });
    }
}
