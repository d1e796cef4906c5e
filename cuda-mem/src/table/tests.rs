//! The table's tests: answers, evictions, removals, marks, the
//! buckets' lists, and readers racing a writer.

use super::*;

use crate::answer::{Location, MemoryKind, PointerInfo};

fn info(kind: MemoryKind, location: Location) -> PointerInfo {
    PointerInfo::new(
        0x1234,
        kind,
        Some(1),
        location,
        0x77 as cuda_mem_sys::CUcontext,
        std::ptr::null_mut(),
        crate::permits::Permits::OWNER_DEVICE,
    )
}

#[test]
fn every_answer_survives_its_words() {
    for (k, l) in [
        (MemoryKind::PinnedHost, Location::Host),
        (MemoryKind::Device, Location::Device(1)),
        (MemoryKind::Managed, Location::Device(3)),
        (MemoryKind::StreamOrdered, Location::HostNuma(2)),
        (MemoryKind::Vmm, Location::Device(0)),
    ] {
        let i = info(k, l);
        let back = PointerInfo {
            address: 0x1234,
            answer: Answer::from_words(i.answer.to_words()),
        };
        assert_eq!(back, i);
        assert_eq!((back.kind(), back.location()), (k, l));
        assert_eq!(back.device(), Some(1));
    }
    let p = PointerInfo::pageable(9);
    let back = Answer::from_words(p.answer.to_words());
    assert_eq!(back, p.answer);
    assert_eq!(p.device(), None);
}

#[test]
fn a_key_is_answered_until_evicted_or_removed() {
    let t = Table::new();
    let mut w = Writer::new();
    assert_eq!(std::mem::size_of::<Entry>(), 16);
    assert!(std::mem::size_of_val(&*w.entries) < Writer::BYTES);
    let p = info(MemoryKind::Device, Location::Device(1)).answer;
    assert!(t.get(5).is_none());
    w.put(&t, 5, p);
    assert_eq!(t.get(5), Some(p));
    let other = (6..).find(|&k| t.slot_of(k) == t.slot_of(5)).unwrap();
    w.put(&t, other, p);
    assert!(t.get(5).is_none(), "evicted");
    w.put(&t, 5000, p);
    w.remove(&t, other + 1, 5000);
    assert_eq!(t.get(other), Some(p), "outside the range");
    assert_eq!(t.get(5000), Some(p), "the range's end is not in it");
    w.remove(&t, other, other + 1);
    assert!(t.get(other).is_none());
    assert_eq!(t.get(5000), Some(p));
    w.clear(&t);
    assert!(t.get(5000).is_none());
    assert!(w.keys().all(|(_, k)| k == 0));
    assert!(w.head.iter().all(|&h| h == NIL));
}

#[test]
fn a_key_is_seen_again_until_a_removal_in_its_granule() {
    let t = Table::new();
    let mut w = Writer::new();
    let key = 0x7f00_0001_2340;
    assert!(!t.seen_again(key), "a first sight");
    assert!(t.seen_again(key), "a second");
    assert!(t.seen_again(key), "and later ones");
    w.remove(&t, key + (1 << 20), key + (2 << 20));
    assert!(t.seen_again(key), "a removal in another granule");
    w.remove(&t, key - 64, key - 32);
    assert!(!t.seen_again(key), "a removal in its granule: first again");
    assert!(t.seen_again(key));
    w.remove(&t, 0, u64::MAX);
    assert!(!t.seen_again(key), "a removal over every granule");
    assert!(t.seen_again(key));
    let p = info(MemoryKind::Device, Location::Device(1)).answer;
    w.put(&t, key + (1 << 20), p);
    w.remove_answers(&t, |_| true);
    assert!(t.seen_again(key), "a removal by answer in another granule");
    w.put(&t, key + 64, p);
    w.remove_answers(&t, |_| true);
    assert!(!t.seen_again(key), "a removal by answer in its granule");
    assert!(t.seen_again(key));
    w.clear(&t);
    assert!(!t.seen_again(key), "everything removed");
    let other = (1..).find(|&k| t.slot_of(k) == t.slot_of(key)).unwrap();
    assert!(!t.seen_again(other));
    assert!(!t.seen_again(key), "its mark overwritten by another key's");
}

/// The buckets' lists hold exactly the occupied slots, each in the
/// bucket of its key's granule, linked consistently both ways.
fn check_lists(w: &Writer) {
    let mut seen = [false; SLOTS];
    for b in 0..BUCKETS {
        let (mut at, mut before) = (w.head[b], NIL);
        while at != NIL {
            let i = usize::from(at);
            assert!(!seen[i], "slot {i} twice");
            seen[i] = true;
            let Entry { key, next, prev } = w.entries[i];
            assert_ne!(key, 0, "an empty slot in a list");
            assert_eq!(bucket(key >> GRANULE_BITS), b);
            assert_eq!(prev, before);
            before = at;
            at = next;
        }
    }
    for (i, k) in w.keys() {
        assert_eq!(seen[i], k != 0, "slot {i}");
    }
}

#[test]
fn the_buckets_always_hold_exactly_the_occupied_slots() {
    let t = Table::new();
    let mut w = Writer::new();
    let p = info(MemoryKind::Device, Location::Device(1)).answer;
    let mut rng = 0x9e37_79b9u64;
    let mut next = move |n: u64| {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng % n
    };
    for step in 0..20_000 {
        // Keys crowded into a few MiB, so that granules hold several.
        let key = 1 + next(8 << 20);
        match next(100) {
            0 => w.clear(&t),
            1 => w.remove_answers(&t, |a| a.in_context()),
            2 => w.remove(&t, key, key + (1 << 40)),
            3..=30 => {
                let hi = key + next(1 << 20);
                w.remove(&t, key, hi);
                assert!(
                    w.keys().all(|(_, k)| !(key..hi).contains(&k)),
                    "step {step}: a key in the removed range"
                );
            }
            _ => w.put(&t, key, p),
        }
        if step % 500 == 0 || step == 19_999 {
            check_lists(&w);
            for (i, k) in w.keys() {
                if k != 0 {
                    assert_eq!(t.get(k), Some(p), "slot {i}");
                }
            }
        }
    }
}

#[test]
fn readers_never_see_a_torn_answer() {
    use std::sync::atomic::{AtomicBool, AtomicUsize};
    use std::sync::Arc;
    let t = Table::new();
    let a = Answer::from_words([1, 1, 1, 1]);
    let b = Answer::from_words([2, 2, 2, 2]);
    let stop = Arc::new(AtomicBool::new(false));
    let writes = Arc::new(AtomicUsize::new(0));
    // The writer keeps writing until the reader has read enough answers
    // while writes were going on (or for 3 s): on a loaded two-core
    // machine a fixed number of writes can end before the reader is
    // ever scheduled.
    let w = {
        let (stop, writes) = (stop.clone(), writes.clone());
        std::thread::spawn(move || {
            let mut w = Writer::new();
            let mut i = 0usize;
            while !stop.load(Ordering::Relaxed) {
                w.put(&t, 7, if i % 2 == 0 { a } else { b });
                i += 1;
                writes.store(i, Ordering::Relaxed);
                // Between writes, now and then: a scheduler that switches
                // threads seldom (valgrind's) would otherwise mostly
                // switch inside a write, and the reader see only odd
                // sequences.
                if i % 64 == 0 {
                    std::thread::yield_now();
                }
            }
        })
    };
    // The 3 s start at the first write (under valgrind, which runs one
    // thread at a time, the writer may start late).
    while writes.load(Ordering::Relaxed) == 0 {
        std::thread::yield_now();
    }
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(3);
    let mut seen = 0;
    let mut during = 0;
    while during < 1_000 && std::time::Instant::now() < deadline {
        let before = writes.load(Ordering::Relaxed);
        if let Some(p) = t.get(7) {
            assert!(p == a || p == b, "{p:?}");
            seen += 1;
            if before > 0 && writes.load(Ordering::Relaxed) != before {
                during += 1;
            }
        }
    }
    stop.store(true, Ordering::Relaxed);
    w.join().unwrap();
    // Reads overlapping writes are what the test is for, but how many
    // happen is up to the scheduler; every read was checked above.
    assert!(seen > 0, "the reader never read an answer");
}
