//! A fixed table of cached answers keyed by one non-zero word, read without
//! a lock or a store.
//!
//! Each slot is a seqlock: the writer makes the sequence odd, writes the
//! key and the answer, and makes it even again; a reader reads the
//! sequence, the key and the answer, and keeps them only if the sequence
//! was even and unchanged. Every field is an atomic read and written with
//! relaxed ordering between the fences, so a torn read is detected, never
//! undefined. Slots are direct-mapped by a hash of the key: a new key
//! evicts the one in its slot, so the table's memory is fixed at creation.
//!
//! There is one writer at a time: the [`Writer`], which its owner keeps
//! behind a lock. Holding it `&mut` is what lets a write be plain stores
//! (no read-modify-write of the sequence), and it keeps a copy of every
//! slot's key, so that removing a range reads one small array.
//!
//! Beside the answers, each slot keeps a mark of the last key missed
//! there, and each bucket of 64 KiB granules a count of the removals that
//! touched it (every bucket's at the end of a subscription):
//! [`Slots::seen_again`] tells a key's second sight from its first with
//! no lock, so that only a key seen twice is put in
//! (observed mode's admission, `observed/mod.rs`). Both are hints any
//! thread writes with plain relaxed stores: a wrong one only moves a put
//! one sight earlier or later, never changes an answer.

use crate::answer::Answer;
use crate::sync::{fence, AtomicU32, AtomicU64, Ordering};

/// One cache line: the sequence, the key, the answer's four words, and
/// the mark of the last key missed here.
#[repr(align(64))]
struct Slot {
    seq: AtomicU64,
    key: AtomicU64,
    words: [AtomicU64; 4],
    /// [`mark`] of the last key that missed at this slot (0: none).
    seen: AtomicU64,
}

/// Slots of a table: 256 KiB. A constant, so that a lookup shifts its
/// hash by an immediate and has no bounds check.
#[cfg(not(loom))]
pub(crate) const SLOTS: usize = 4096;
/// Under the model checker, few: each atomic is a state it explores.
#[cfg(loom)]
pub(crate) const SLOTS: usize = 4;

/// The slots of a table (256 KiB of cache lines) and the buckets' counts
/// of removals (16 KiB). Lives as long as the process in observed mode's
/// [`Table`], as long as its registry in the registry's table of owned
/// answers.
pub(crate) struct Slots {
    slots: [Slot; SLOTS],
    /// For each bucket of granules, the removals that touched it:
    /// an address's mark carries its bucket's count, so that memory freed
    /// and made again at the same address is a first sight again.
    changes: [AtomicU32; BUCKETS],
}

/// Observed mode's table: a pointer to its slots, which live as long as the
/// process (an [`Observer`](super::observer::Observer) is never freed, so a
/// callback in flight can never write freed memory). `Copy`, so that a
/// handle keeps the pointer itself and a lookup loads it once.
#[derive(Clone, Copy)]
pub(crate) struct Table {
    slots: &'static Slots,
}

impl std::ops::Deref for Table {
    type Target = Slots;

    #[inline(always)]
    fn deref(&self) -> &Slots {
        self.slots
    }
}

/// Fibonacci hashing: nearby keys (addresses, granules) spread over the
/// high bits, which each user takes as many of as it needs.
#[inline(always)]
pub(crate) fn spread(key: u64) -> u64 {
    key.wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// The slot of a key: the top bits of its spread, the best mixed (a
/// shift, no mask).
#[inline]
fn hash(key: u64) -> usize {
    (spread(key) >> (64 - SLOTS.trailing_zeros())) as usize
}

impl Table {
    /// An empty table, never freed.
    pub(crate) fn new() -> Table {
        Table {
            slots: Box::leak(Slots::new()),
        }
    }
}

impl Slots {
    /// Empty slots, made in place on the heap (a quarter MiB built on
    /// the stack first could overflow a small thread's).
    #[cfg(not(loom))]
    pub(crate) fn new() -> Box<Slots> {
        let layout = std::alloc::Layout::new::<Slots>();
        // SAFETY: the layout is `Slots`', not zero-sized. `Slots` is atomics
        // only, for which all-zero bytes are the value 0: empty slots,
        // nothing marked, no removal counted.
        unsafe {
            let raw = std::alloc::alloc_zeroed(layout).cast::<Slots>();
            if raw.is_null() {
                std::alloc::handle_alloc_error(layout);
            }
            Box::from_raw(raw)
        }
    }

    /// Empty slots (loom's atomics are not all-zero bytes).
    #[cfg(loom)]
    pub(crate) fn new() -> Box<Slots> {
        Box::new(Slots {
            slots: std::array::from_fn(|_| Slot {
                seq: AtomicU64::new(0),
                key: AtomicU64::new(0),
                words: std::array::from_fn(|_| AtomicU64::new(0)),
                seen: AtomicU64::new(0),
            }),
            changes: std::array::from_fn(|_| AtomicU32::new(0)),
        })
    }

    /// Bytes the slots take.
    pub(crate) fn bytes(&self) -> usize {
        std::mem::size_of_val(self)
    }

    /// The slot a key lives in.
    #[inline]
    fn slot_of(&self, key: u64) -> usize {
        hash(key)
    }

    /// The answer cached for `key` (never 0), if its slot holds it.
    #[inline]
    pub(crate) fn get(&self, key: u64) -> Option<Answer> {
        let s = &self.slots[self.slot_of(key)];
        let seq = s.seq.load(Ordering::Acquire);
        if s.key.load(Ordering::Relaxed) != key {
            return None;
        }
        let w = [
            s.words[0].load(Ordering::Relaxed),
            s.words[1].load(Ordering::Relaxed),
            s.words[2].load(Ordering::Relaxed),
            s.words[3].load(Ordering::Relaxed),
        ];
        // The loads above complete before the sequence is read again.
        fence(Ordering::Acquire);
        // Unchanged and even: the sequence only grows and this load reads
        // it no earlier than the first, so an odd `seq` never matches.
        (s.seq.load(Ordering::Relaxed) == seq & !1).then_some(Answer::from_words(w))
    }

    /// Slot `i`'s answer, as the holder of the table's [`Writer`] (the only
    /// one who changes slots) reads it.
    fn answer_at(&self, i: usize) -> Answer {
        let s = &self.slots[i];
        Answer::from_words([
            s.words[0].load(Ordering::Relaxed),
            s.words[1].load(Ordering::Relaxed),
            s.words[2].load(Ordering::Relaxed),
            s.words[3].load(Ordering::Relaxed),
        ])
    }

    /// Writes slot `i`: only the holder of the table's [`Writer`] calls
    /// this, so nothing else changes the sequence meanwhile.
    fn write(&self, i: usize, key: u64, words: [u64; 4]) {
        let s = &self.slots[i];
        let seq = s.seq.load(Ordering::Relaxed);
        s.seq.store(seq + 1, Ordering::Relaxed);
        // A reader that sees any store below sees the odd sequence too.
        fence(Ordering::Release);
        s.key.store(key, Ordering::Relaxed);
        for (w, v) in s.words.iter().zip(words) {
            w.store(v, Ordering::Relaxed);
        }
        s.seq.store(seq + 2, Ordering::Release);
    }

    /// Whether `key` (never 0), missed by a lookup, was missed at its slot
    /// before with no removal in its granule's bucket since: its second
    /// sight. At a first sight, marks the slot with it. Two loads and at
    /// most one store, no lock; racing sights of two keys at one slot may
    /// overwrite each other's mark, which only delays a put.
    #[inline]
    pub(crate) fn seen_again(&self, key: u64) -> bool {
        let changes = self.changes[bucket(key >> GRANULE_BITS)].load(Ordering::Relaxed);
        let mark = mark(key, changes);
        let seen = &self.slots[self.slot_of(key)].seen;
        if seen.load(Ordering::Relaxed) == mark {
            return true;
        }
        seen.store(mark, Ordering::Relaxed);
        false
    }

    /// Counts a removal that touched the bucket `b`: every mark made
    /// there before stops matching. Only the writer calls this.
    fn changed(&self, b: usize) {
        let c = &self.changes[b];
        c.store(c.load(Ordering::Relaxed).wrapping_add(1), Ordering::Relaxed);
    }

    /// [`Slots::changed`] for every bucket: every mark stops matching.
    fn changed_everywhere(&self) {
        (0..BUCKETS).for_each(|b| self.changed(b));
    }
}

/// A key's mark with its bucket's count of removals: equal marks mean the
/// same key with no removal between (the count is kept to 16 bits, and a
/// key above 48 bits may share a mark with another key: either only moves
/// a put).
#[inline(always)]
fn mark(key: u64, changes: u32) -> u64 {
    key ^ (u64::from(changes) << 48)
}

/// Granules of this many address bits group keys for a range's removal.
const GRANULE_BITS: u32 = 16;
/// Buckets of granules: as many as slots (a power of two).
const BUCKETS: usize = SLOTS;
/// A range over more granules than this is removed by reading every key.
const WALK_GRANULES: u64 = 1024;
/// No slot: the end of a bucket's list.
const NIL: u16 = u16::MAX;
const _: () = assert!(SLOTS < NIL as usize, "a slot's index fits a u16 below NIL");

/// The bucket of the granule `granule`.
#[inline]
fn bucket(granule: u64) -> usize {
    (spread(granule) >> 40) as usize & (BUCKETS - 1)
}

/// A slot's key (0: none) and its links in its bucket's list: one 16-byte
/// entry, so that a put reads the slot's three in one line and each
/// neighbour it relinks in one more.
#[derive(Clone, Copy)]
#[repr(C, align(16))]
struct Entry {
    key: u64,
    next: u16,
    prev: u16,
}

const EMPTY: Entry = Entry {
    key: 0,
    next: NIL,
    prev: NIL,
};

/// The writing side of a [`Table`]: a copy of every slot's key, kept in one
/// contiguous array so that removing by answer reads 64 KiB in order, not
/// one cache line of the table per slot; and, so that removing a range
/// (every free) visits only the keys near it, each occupied slot in a list
/// of the bucket of its key's 64 KiB granule (linked both ways, so that a
/// put that evicts unlinks in constant time).
pub(crate) struct Writer {
    entries: Box<[Entry; SLOTS]>,
    head: Box<[u16; BUCKETS]>,
}

impl Writer {
    /// The writer of a new (empty) table.
    pub(crate) fn new() -> Writer {
        Writer {
            entries: Box::new([EMPTY; SLOTS]),
            head: Box::new([NIL; BUCKETS]),
        }
    }

    /// Bytes a writer takes: the entries and the buckets' heads.
    pub(crate) const BYTES: usize = SLOTS * std::mem::size_of::<Entry>() + BUCKETS * 2;

    /// Puts `key`'s answer in its slot of `table` (this writer's),
    /// evicting what was there.
    pub(crate) fn put(&mut self, table: &Slots, key: u64, answer: Answer) {
        let i = table.slot_of(key);
        if self.entries[i].key != 0 {
            self.unlink(i);
        }
        table.write(i, key, answer.to_words());
        self.link(i, key);
    }

    /// Makes slot `i` hold `key` and adds it to its bucket's list.
    fn link(&mut self, i: usize, key: u64) {
        let b = bucket(key >> GRANULE_BITS);
        let first = self.head[b];
        self.entries[i] = Entry {
            key,
            next: first,
            prev: NIL,
        };
        if first != NIL {
            self.entries[usize::from(first)].prev = i as u16;
        }
        self.head[b] = i as u16;
    }

    /// Takes the occupied slot `i` out of its bucket's list.
    fn unlink(&mut self, i: usize) {
        let Entry { key, next, prev } = self.entries[i];
        if prev == NIL {
            self.head[bucket(key >> GRANULE_BITS)] = next;
        } else {
            self.entries[usize::from(prev)].next = next;
        }
        if next != NIL {
            self.entries[usize::from(next)].prev = prev;
        }
    }

    /// Empties the occupied slot `i`.
    fn empty(&mut self, table: &Slots, i: usize) {
        table.write(i, 0, [0; 4]);
        self.unlink(i);
        self.entries[i] = EMPTY;
    }

    /// Empties every slot of `table` whose key lies in `[lo, hi)`: the
    /// lists of the range's granules, or every key for a range of more
    /// than [`WALK_GRANULES`] granules. Counts the removal in the range's
    /// buckets (every bucket, for such a range), so that a mark made in
    /// the range before is a first sight again.
    pub(crate) fn remove(&mut self, table: &Slots, lo: u64, hi: u64) {
        if lo >= hi {
            return;
        }
        let (first, last) = (lo >> GRANULE_BITS, (hi - 1) >> GRANULE_BITS);
        if last - first >= WALK_GRANULES {
            table.changed_everywhere();
            self.retain(table, |_, key| !(lo..hi).contains(&key));
            return;
        }
        for granule in first..=last {
            let b = bucket(granule);
            table.changed(b);
            let mut at = self.head[b];
            while at != NIL {
                let i = usize::from(at);
                let Entry { key, next, .. } = self.entries[i];
                at = next;
                if (lo..hi).contains(&key) {
                    self.empty(table, i);
                }
            }
        }
    }

    /// Empties every slot of `table` and counts a removal in every bucket
    /// (a subscription's end: what is freed until the next is not seen).
    pub(crate) fn clear(&mut self, table: &Slots) {
        table.changed_everywhere();
        self.retain(table, |_, _| false);
    }

    /// Empties every slot of `table` whose answer `goes` says goes (a
    /// context's memory, a pool's), counting a removal in each one's bucket
    /// only: every context release removes so, and a mark that outlives
    /// its memory only moves a put one sight earlier.
    pub(crate) fn remove_answers(&mut self, table: &Slots, goes: impl Fn(&Answer) -> bool) {
        self.retain(table, |i, key| {
            let gone = goes(&table.answer_at(i));
            if gone {
                table.changed(bucket(key >> GRANULE_BITS));
            }
            !gone
        });
    }

    /// Empties every slot of `table` that `keep`, given its index and key,
    /// refuses.
    fn retain(&mut self, table: &Slots, keep: impl Fn(usize, u64) -> bool) {
        for i in 0..SLOTS {
            let key = self.entries[i].key;
            if key != 0 && !keep(i, key) {
                self.empty(table, i);
            }
        }
    }

    /// The keys of the occupied slots, by slot.
    #[cfg(test)]
    fn keys(&self) -> impl Iterator<Item = (usize, u64)> + '_ {
        self.entries.iter().map(|e| e.key).enumerate()
    }
}

#[cfg(test)]
mod tests;
