//! Answers a thread has decided to keep but not yet put in the table.
//!
//! An insert into the table takes the writers' lock and counts itself
//! ([`Observer::insert_all`]): read-modify-writes that, right after a
//! driver call, wait for the call's stores to drain, and the writer's
//! lists, whose lines the call has pushed out of the core's caches. A
//! first sight pays the driver call anyway; paying the insert too made it
//! 1.2-1.5× the direct call on the H200. So a miss leaves its answer here,
//! in a small buffer of the calling thread, with the count of frees it read
//! before its query; the thread puts the whole buffer in the table under
//! one hold of the lock when the buffer fills, or when it sees one of the
//! buffer's addresses again (then the table answers that second sight).
//! If the batch refuses that address's answer as stale (a free came since
//! its query), the driver's new answer for it goes in at once: under a
//! steady stream of frees anywhere in the process (an allocator that frees
//! as it goes), a held answer would otherwise be stale at every next sight
//! and a buffer used over and over never kept.
//!
//! This is as sound as an insert made at once: the batch's insert checks
//! each answer's count of frees under the lock, as a single insert does,
//! and an insert made at once may be delayed as long by preemption. An
//! answer still here when its thread ends is dropped: only its caching is
//! lost. Other threads do not see these answers; until the flush they ask
//! the driver, as they would on their own first sight.

use super::observer::{Held, Observer};
use crate::classify::answer::Answer;
use std::cell::RefCell;

/// Answers a thread holds back: a batch's lock and count are paid once per
/// this many first sights.
const CAPACITY: usize = 32;

/// One thread's answers held back, all for one observer.
struct Pending {
    /// Whose they are (null while empty).
    observer: *const Observer,
    len: usize,
    /// One bit per held address's hash, so that a miss tells "not held" in
    /// one test: a bit set by another address only flushes early.
    seen: [u64; 4],
    held: [Held; CAPACITY],
}

const EMPTY: Held = Held {
    address: 0,
    answer: Answer::PAGEABLE,
    frees: 0,
};

thread_local! {
    static PENDING: RefCell<Pending> = const {
        RefCell::new(Pending {
            observer: std::ptr::null(),
            len: 0,
            seen: [0; 4],
            held: [EMPTY; CAPACITY],
        })
    };
}

/// The bit of `address` in [`Pending::seen`]: word, mask.
#[inline(always)]
fn bit(address: u64) -> (usize, u64) {
    let h = super::table::spread(address) >> 56;
    ((h >> 6) as usize, 1 << (h & 63))
}

impl Pending {
    /// Puts every held answer in the table, under one hold of the lock.
    fn flush(&mut self) {
        if self.len == 0 {
            return;
        }
        // SAFETY: `observer` is set with the first answer held and points
        // to an observer, which is never freed.
        let observer = unsafe { &*self.observer };
        // A forked child inherits its parent's buffer, not its memory: those
        // answers are the parent's, and a child takes no lock for them.
        if !observer.in_child() {
            observer.insert_all(&self.held[..self.len]);
        }
        self.len = 0;
        self.seen = [0; 4];
        self.observer = std::ptr::null();
    }
}

/// Keeps `answer` for `address` (read with the count of frees `frees`):
/// held in this thread's buffer, put in `observer`'s table with the
/// buffer; put in at once if `again` (this thread held an answer for
/// `address` that the table refused as stale). Takes the lock only when
/// the buffer fills, or then.
#[inline]
pub(super) fn keep(
    observer: &'static Observer,
    address: u64,
    answer: Answer,
    frees: u64,
    again: bool,
) {
    // Refused by the insert anyway: not held, so no flush for them.
    if !observer.may_keep(address, &answer) {
        return;
    }
    let held = Held {
        address,
        answer,
        frees,
    };
    if again {
        observer.insert_all(&[held]);
        return;
    }
    let done = with_pending(|p| {
        if !std::ptr::eq(p.observer, observer) {
            p.flush();
            p.observer = observer;
        }
        let n = p.len;
        p.held[n] = held;
        p.len = n + 1;
        let (w, m) = bit(address);
        p.seen[w] |= m;
        if p.len == CAPACITY {
            p.flush();
        }
    });
    if done.is_none() {
        observer.insert_all(&[held]);
    }
}

/// If this thread may hold an answer for `address`, puts what it holds in
/// the table; says whether it held one for `address` (the caller reads the
/// table again).
#[inline]
pub(super) fn flush_if_held(address: u64) -> bool {
    with_pending(|p| {
        let (w, m) = bit(address);
        if p.seen[w] & m == 0 {
            return false;
        }
        // Another address's bit, now and then: that flushes early, and
        // says no.
        let held = p.held[..p.len].iter().any(|h| h.address == address);
        p.flush();
        held
    })
    .unwrap_or(false)
}

/// Runs `f` on this thread's buffer; `None` where there is none to be had:
/// the thread is ending, or a signal handler classified in the middle of
/// a use of it (the caller then inserts at once, or holds nothing).
#[inline]
fn with_pending<R>(f: impl FnOnce(&mut Pending) -> R) -> Option<R> {
    PENDING
        .try_with(|p| p.try_borrow_mut().ok().map(|mut p| f(&mut p)))
        .ok()
        .flatten()
}

/// Puts what this thread holds in the table now.
#[cfg(test)]
fn flush() {
    with_pending(Pending::flush);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classify::answer::{Location, MemoryKind, PointerInfo};

    fn device(n: u64) -> Answer {
        PointerInfo::new(
            0x1000,
            MemoryKind::Device,
            Some(0),
            Location::Device(0),
            n as cuda_sys::CUcontext,
            std::ptr::null_mut(),
        )
        .answer
    }

    #[test]
    fn a_held_answer_reaches_the_table_at_its_second_sight() {
        let o = Observer::for_tests();
        keep(o, 0x1000, device(1), o.frees(), false);
        assert_eq!(o.table().get(0x1000), None, "held, not yet in the table");
        assert!(flush_if_held(0x1000));
        assert_eq!(o.table().get(0x1000), Some(device(1)));
        assert!(!flush_if_held(0x1000), "nothing held any more");
    }

    #[test]
    fn a_full_buffer_goes_to_the_table_at_once() {
        let o = Observer::for_tests();
        let frees = o.frees();
        for i in 0..CAPACITY as u64 {
            keep(o, 0x10_0000 * (i + 1), device(i + 1), frees, false);
        }
        for i in 0..CAPACITY as u64 {
            assert_eq!(o.table().get(0x10_0000 * (i + 1)), Some(device(i + 1)));
        }
    }

    #[test]
    fn a_second_sight_after_a_free_keeps_its_new_answer_at_once() {
        let o = Observer::for_tests();
        keep(o, 0x1000, device(1), o.frees(), false);
        // A free anywhere before the second sight: the held answer is stale.
        o.remove(0x5000_0000, 0x5000_1000);
        assert!(flush_if_held(0x1000));
        assert_eq!(o.table().get(0x1000), None, "stale: refused");
        // The second sight's new query, kept at once.
        keep(o, 0x1000, device(1), o.frees(), true);
        assert_eq!(o.table().get(0x1000), Some(device(1)));
    }

    #[test]
    fn an_address_not_held_is_not_reported_held() {
        let o = Observer::for_tests();
        keep(o, 0x1000, device(1), o.frees(), false);
        let (w, m) = bit(0x1000);
        let other = (0x2000..)
            .step_by(0x1000)
            .find(|&a| bit(a) == (w, m))
            .unwrap();
        assert!(!flush_if_held(other), "its bit is 0x1000's");
        assert_eq!(o.table().get(0x1000), Some(device(1)), "flushed early");
    }

    #[test]
    fn a_free_after_the_query_keeps_the_held_answer_out() {
        let o = Observer::for_tests();
        let frees = o.frees();
        keep(o, 0x1000, device(1), frees, false);
        keep(o, 0x9000_0000, device(2), frees, false);
        // A free anywhere, observed while the answers are held.
        o.remove(0x5000_0000, 0x5000_1000);
        keep(o, 0x2000, device(3), o.frees(), false);
        flush();
        assert_eq!(o.table().get(0x1000), None);
        assert_eq!(o.table().get(0x9000_0000), None);
        assert_eq!(
            o.table().get(0x2000),
            Some(device(3)),
            "read after the free"
        );
    }

    #[test]
    fn answers_of_another_observer_are_flushed_first() {
        let (a, b) = (Observer::for_tests(), Observer::for_tests());
        keep(a, 0x1000, device(1), a.frees(), false);
        keep(b, 0x2000, device(2), b.frees(), false);
        assert_eq!(a.table().get(0x1000), Some(device(1)));
        assert_eq!(b.table().get(0x2000), None, "held");
        flush();
        assert_eq!(b.table().get(0x2000), Some(device(2)));
        assert_eq!(a.table().get(0x2000), None);
    }
}
