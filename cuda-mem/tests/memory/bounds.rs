//! No safe view reaches outside its allocation, and no peer's bytes become
//! one: views of every kind sliced at every boundary (offset plus length
//! overflowing included), raw views that would wrap the address space,
//! driver-checked views past an allocation's end, and random and mutated
//! IPC messages parsed. Runs on the simulator, and on the real driver with
//! CUDA_MEM_TEST_REAL_DRIVER=1 (the message properties need no driver).

use cuda_mem::*;
use cuda_mem_testing::EveryKind;
use cuda_mem_testing::*;
use proptest::prelude::*;
use std::ops::Bound;

/// Offsets that sit on or next to every edge a view of `len` bytes has,
/// and the ones arithmetic overflows at.
fn edges(len: usize) -> Vec<usize> {
    let mut v = vec![0, 1, 2, len / 2];
    for e in [len, usize::MAX, isize::MAX as usize] {
        v.extend([e.wrapping_sub(1), e, e.wrapping_add(1)]);
    }
    v.sort_unstable();
    v.dedup();
    v
}

#[test]
fn slices_of_every_kind_stay_inside_at_every_boundary() {
    let (_d, cuda) = load("");
    let mut all = EveryKind::new(&cuda, 0, LEN).unwrap();
    let (mut tried, mut refused) = (0u64, 0u64);
    for (key, mut view) in all.every_bytes_mut() {
        let (base, len) = (view.address(), view.len());
        let edges = edges(len);
        for &s in &edges {
            for &e in &edges {
                let bounds = [
                    (Bound::Included(s), Bound::Excluded(e)),
                    (Bound::Included(s), Bound::Included(e)),
                    (Bound::Excluded(s), Bound::Excluded(e)),
                    (Bound::Unbounded, Bound::Included(e)),
                    (Bound::Included(s), Bound::Unbounded),
                ];
                for b in bounds {
                    tried += 2;
                    let read = view.as_bytes().slice(b).map(|r| (r.address(), r.len()));
                    let write = view.reborrow().slice(b).map(|w| (w.address(), w.len()));
                    match (read, write) {
                        (Ok(r), Ok(w)) => {
                            assert_eq!(r, w);
                            let end = r.0.checked_add(r.1 as u64).unwrap();
                            assert!(
                                r.0 >= base && end <= base + len as u64,
                                "{key} {b:?}: {:#x}+{} outside {base:#x}+{len}",
                                r.0,
                                r.1
                            );
                        }
                        (Err(Error::OutOfBounds { .. }), Err(Error::OutOfBounds { .. })) => {
                            refused += 2;
                        }
                        other => panic!("{key} {b:?}: {other:?}"),
                    }
                }
            }
        }
    }
    println!("{tried} slices of every kind at every boundary: {refused} refused, 0 outside");
}

#[test]
fn raw_views_that_would_wrap_are_refused() {
    for (address, len) in [
        (u64::MAX, 1),
        (u64::MAX - 4095, 4097),
        (1, usize::MAX),
        (0x1000, isize::MAX as usize + 1),
    ] {
        // SAFETY: refused before any byte could be reached.
        let r = unsafe { Bytes::from_raw(address, len) };
        assert!(
            matches!(r, Err(Error::OutOfBounds { .. })),
            "{address:#x}+{len}"
        );
        // SAFETY: as above.
        let w = unsafe { BytesMut::from_raw(address, len) };
        assert!(matches!(w, Err(Error::OutOfBounds { .. })));
    }
    // SAFETY: a view of no bytes at the last address reaches nothing.
    assert!(unsafe { Bytes::from_raw(u64::MAX, 0) }.is_ok());
}

#[test]
fn driver_checked_views_past_an_allocation_are_refused() {
    let (_d, cuda) = load("");
    let all = EveryKind::new(&cuda, 0, LEN).unwrap();
    // Pageable memory, and a host pool's (RANGE_START_ADDR 0 on driver
    // 580), have no extent the driver names: their views are the caller's
    // word.
    for e in all
        .expected()
        .iter()
        .filter(|e| e.kind != MemoryKind::Pageable && e.key != "host_pool")
    {
        let end = e.address + e.len as u64;
        for (address, len) in [
            (e.address, e.len + 1),
            (e.address + 1, e.len),
            (end - 1, 2),
            (e.address, usize::MAX),
            (end - 1, usize::MAX),
        ] {
            // SAFETY: refused before any byte could be reached.
            let r = unsafe { cuda.bytes_at(address, len) };
            assert!(
                matches!(r, Err(Error::OutOfBounds { .. })),
                "{}: {address:#x}+{len}: {r:?}",
                e.name
            );
        }
        // SAFETY: the whole allocation, alive in `all`; not used.
        let whole = unsafe { cuda.bytes_at(e.address, e.len) };
        assert!(whole.is_ok(), "{}", e.name);
    }
}

/// A sealed message as a peer would send it: the crate's own bytes of a
/// handle made up here (the parser never calls the driver).
fn genuine() -> [u8; IPC_MESSAGE_LEN] {
    let mut m = [0u8; IPC_MESSAGE_LEN];
    m[0..4].copy_from_slice(b"CMEM");
    m[4..6].copy_from_slice(&IPC_MESSAGE_VERSION.to_le_bytes());
    m[6] = 1;
    m[8..16].copy_from_slice(&(2u64 << 20).to_le_bytes());
    for (i, b) in m[16..80].iter_mut().enumerate() {
        *b = i as u8 ^ 0xa5;
    }
    let crc = crc32(&m[..80]);
    m[80..].copy_from_slice(&crc.to_le_bytes());
    m
}

#[test]
fn the_test_message_is_what_the_crate_accepts() {
    let h = IpcHandle::from_bytes(&genuine()).unwrap();
    assert_eq!(h.len(), 2 << 20);
    assert_eq!(h.to_bytes(), genuine());
    assert!(PoolExport::from_bytes(&genuine()).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 2048,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn random_bytes_are_refused(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        prop_assert!(IpcHandle::from_bytes(&bytes).is_err());
        prop_assert!(PoolExport::from_bytes(&bytes).is_err());
    }

    #[test]
    fn mutated_messages_are_refused(
        changes in prop::collection::vec((0..IPC_MESSAGE_LEN, 1u8..=255), 1..8),
    ) {
        let mut m = genuine();
        for (i, x) in changes {
            m[i] ^= x;
        }
        prop_assume!(m != genuine());
        let refused = matches!(IpcHandle::from_bytes(&m), Err(Error::InvalidMessage { .. }));
        prop_assert!(refused);
    }
}
