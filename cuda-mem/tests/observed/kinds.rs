//! What observed mode keeps of each kind, and until when: VMM memory
//! mapped while observing, never graph memory; stream-ordered memory from
//! its second sight inside its allocation until its free's call;
//! owned memory until its free; a VMM range mapped again, and a pageable
//! address taken by driver memory, answer their new memory; a free of
//! unknown range takes every kept answer, a known one only its own.

use super::*;

/// VMM memory mapped while observing is kept once seen twice (its
/// `cuMemMap` was seen); memory the driver answers the same way without
/// one (a graph's) is not, nor VMM memory mapped before observing began.
#[test]
fn vmm_memory_is_kept_once_seen_twice() {
    let _one = one_at_a_time();
    let (t, cuda) = load("");
    let d = raw(t.library());
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let _current = ctx.make_current().unwrap();
    let before_observing = Raw::vmm(&d, 2 << 20);
    let observer = cuda.observe_frees();
    assert!(observer.is_observing(), "{}", cuda.foreign_mode());
    let vmm = Raw::vmm(&d, 2 << 20);
    for (what, at, kept) in [
        ("mapped while observing", vmm.0 + 64, true),
        ("mapped before observing", before_observing.0 + 64, false),
    ] {
        let first = cuda.classify(at).unwrap();
        assert_eq!(first.kind(), MemoryKind::Vmm, "{what}");
        assert_eq!(cuda.classify(at).unwrap(), first, "{what}: seen twice");
        if let Some(sim) = t.sim() {
            let before = sim.calls("cuPointerGetAttributes");
            assert_eq!(cuda.classify(at).unwrap(), first);
            let calls = sim.calls("cuPointerGetAttributes") - before;
            assert_eq!(calls, u64::from(!kept), "{what}: kept {kept}");
        }
    }
    let ats = [vmm.0 + 64, before_observing.0 + 64];
    vmm.free(&d);
    before_observing.free(&d);
    for at in ats {
        assert_eq!(
            cuda.classify(at).unwrap(),
            cuda.classify_by_driver(at).unwrap()
        );
    }
    drop(observer);
}

/// Stream-ordered memory allocated while observing is kept from its second
/// classification at an address inside it (its first, an interior and
/// its last byte) until its free is called (whose
/// callbacks need no driver query for its range); after the free's call,
/// and for memory allocated before observing, every classification asks
/// the driver (a free takes effect on the stream later, and the driver may
/// release the memory at any synchronisation).
#[test]
fn stream_ordered_memory_is_kept_from_its_allocation_until_its_free() {
    let _one = one_at_a_time();
    let (t, cuda) = load("");
    let d = raw(t.library());
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let _current = ctx.make_current().unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let s = stream.as_raw();
    let alloc = || stream_ordered(&d, &stream);
    let before = alloc();
    let observer = cuda.observe_frees();
    assert!(observer.is_observing(), "{}", cuda.foreign_mode());
    let kept = alloc();
    let queries = || t.sim().map(|sim| sim.calls("cuPointerGetAttributes"));
    let inside = [kept, kept + 4096, kept + (1 << 20) - 1];
    let cases = inside
        .map(|p| (p, true))
        .into_iter()
        .chain([(before, false)]);
    for (p, is_kept) in cases {
        let want = cuda.classify_by_driver(p).unwrap();
        assert_eq!(want.kind(), MemoryKind::StreamOrdered);
        let asked = queries();
        for _ in 0..3 {
            assert_eq!(cuda.classify(p).unwrap(), want);
        }
        // Asked at the first two sights (the second keeps the answer),
        // or every time.
        if let (Some(a), Some(b)) = (asked, queries()) {
            assert_eq!(
                b - a,
                if is_kept { 2 } else { 3 },
                "{p:#x}, kept: {is_kept}"
            );
        }
    }
    let asked = queries();
    // SAFETY: allocated above on `s`, freed once.
    unsafe { d.cuMemFreeAsync(kept, s) }.unwrap();
    if let (Some(a), Some(b)) = (asked, queries()) {
        assert_eq!(b - a, 0, "the free's range known without the driver");
    }
    for p in inside {
        let asked = queries();
        assert_eq!(
            cuda.classify(p).unwrap(),
            cuda.classify_by_driver(p).unwrap()
        );
        if let (Some(a), Some(b)) = (asked, queries()) {
            assert!(b - a >= 1, "{p:#x} asked again after the free's call");
        }
    }
    stream.synchronize().unwrap();
    assert_eq!(
        cuda.classify(kept).unwrap(),
        cuda.classify_by_driver(kept).unwrap()
    );
    // SAFETY: allocated above on `s`, freed once.
    unsafe { d.cuMemFreeAsync(before, s) }.unwrap();
    stream.synchronize().unwrap();
}

/// Owned memory of every kind, classified twice in observed mode at its
/// first, an interior and its last byte (its answers then kept in the table,
/// which another observing handle then answers from), and freed: every
/// address then answers what the driver answers.
#[test]
fn owned_memory_kept_in_the_table_goes_with_its_free() {
    let _one = one_at_a_time();
    let Observing {
        t,
        cuda,
        observer: _observer,
        d: _d,
    } = observing();
    let all = cuda_mem_testing::EveryKind::new(&cuda, 0, 1 << 20).unwrap();
    // Another handle of the driver, observing too, shares the table: once
    // the owner has classified its device buffer twice, the other
    // handle's classification of it asks the driver nothing.
    if let Some(sim) = t.sim() {
        // SAFETY: the same driver, loaded again.
        let other = unsafe { Cuda::load_from(t.library()) }.unwrap();
        let _also = other.observe_frees();
        let p = all.device_buffer.device_ptr() + 8;
        let want = cuda.classify(p).unwrap();
        assert_eq!(cuda.classify(p).unwrap(), want);
        let before = sim.calls("cuPointerGetAttributes");
        assert_eq!(other.classify(p).unwrap(), want);
        assert_eq!(sim.calls("cuPointerGetAttributes"), before, "kept");
    }
    let mut addresses = Vec::new();
    for e in all.expected() {
        for a in [
            e.address,
            e.address + e.len as u64 / 2,
            e.address + e.len as u64 - 1,
        ] {
            for _ in 0..2 {
                let info = cuda.classify(a).unwrap();
                assert_eq!(info.kind(), e.kind, "{} at {a:#x}", e.name);
            }
            addresses.push((e.name, a));
        }
    }
    drop(all);
    for (name, a) in addresses {
        assert_eq!(
            cuda.classify(a).unwrap(),
            cuda.classify_by_driver(a).unwrap(),
            "{name} at {a:#x}, freed"
        );
    }
}

/// Freeing one of two VMM mappings, or one of two stream-ordered
/// allocations, made while observing leaves the other's answer kept from
/// its second sight: the free forgets only its own range.
#[test]
fn a_free_leaves_the_other_mapping_and_allocation_kept() {
    let _one = one_at_a_time();
    let Observing {
        t: _t,
        cuda,
        observer: _observer,
        d,
    } = observing();
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let _current = ctx.make_current().unwrap();
    let kept_after_two_sights = |p: u64| {
        check_answer(&cuda, "after the other's free", p);
        cuda.classify_kept(p).is_some()
    };
    let (freed, other) = (Raw::vmm(&d, 2 << 20), Raw::vmm(&d, 2 << 20));
    let at = other.0 + 64;
    freed.free(&d);
    assert!(kept_after_two_sights(at), "the other mapping");
    other.free(&d);

    let stream = Stream::new(&ctx).unwrap();
    let s = stream.as_raw();
    let alloc = || stream_ordered(&d, &stream);
    let (freed, other) = (alloc(), alloc());
    // SAFETY: allocated above on `s`, freed once.
    unsafe { d.cuMemFreeAsync(freed, s) }.unwrap();
    assert!(kept_after_two_sights(other + 64), "the other allocation");
    // SAFETY: allocated above on `s`, freed once.
    unsafe { d.cuMemFreeAsync(other, s) }.unwrap();
    stream.synchronize().unwrap();
}

/// A stream-ordered allocation of 1 MiB on `stream`, made with a raw
/// driver call.
fn stream_ordered(d: &cuda_mem_sys::Driver, stream: &Stream) -> u64 {
    // SAFETY: a valid out-pointer and a live stream.
    cuda_mem_sys::out(|p| unsafe { d.cuMemAllocAsync(p, 1 << 20, stream.as_raw()) }).unwrap()
}

/// A VMM mapping made with raw driver calls: (address, size, handle).
struct Raw(u64, usize, cuda_mem_sys::CUmemGenericAllocationHandle);

impl Raw {
    fn vmm(d: &cuda_mem_sys::Driver, size: usize) -> Raw {
        let (p, h) = vmm_map(d, size, CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE);
        Raw(p, size, h)
    }

    fn free(self, d: &cuda_mem_sys::Driver) {
        // SAFETY: mapped and reserved above, undone once each.
        unsafe {
            d.cuMemUnmap(self.0, self.1).unwrap();
            d.cuMemRelease(self.2).unwrap();
            d.cuMemAddressFree(self.0, self.1).unwrap();
        }
    }
}

/// Graph memory answers as VMM device memory does and is made and freed
/// by a graph's launch, with no call naming its address: observed mode
/// never keeps it, keeps the pageable answer of its address only until a
/// launch, and answers what the driver answers at every step (alloc node,
/// launch, free launch, trim, relaunch, the graphs destroyed).
#[test]
fn graph_memory_is_answered_as_the_driver_answers_it_at_every_step() {
    let _one = one_at_a_time();
    let Observing {
        t,
        cuda,
        observer: _observer,
        d,
    } = observing();
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let _current = ctx.make_current().unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let s = stream.as_raw();
    let check = |step: &str, p: u64| {
        for a in [p, p + 4096] {
            // Twice: the second may come from the cache.
            for _ in 0..2 {
                assert_eq!(
                    cuda.classify(a).unwrap(),
                    cuda.classify_by_driver(a).unwrap(),
                    "{step}: {a:#x}"
                );
            }
        }
        if let Some(sim) = t.sim() {
            let before = sim.calls("cuPointerGetAttributes");
            let kept = cuda.classify(p).unwrap().kind() == MemoryKind::Pageable;
            assert_eq!(
                sim.calls("cuPointerGetAttributes"),
                before + u64::from(!kept),
                "{step}: graph memory is never kept, a pageable answer is"
            );
        }
    };
    let mut ap = cuda_mem_sys::CUDA_MEM_ALLOC_NODE_PARAMS::default();
    ap.poolProps.allocType = cuda_mem_sys::CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED;
    ap.poolProps.location.type_ = cuda_mem_sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE;
    ap.bytesize = 4 << 20;
    let (mut ga, mut na, mut ea) = (null_mut(), null_mut(), null_mut());
    let (mut gf, mut nf, mut ef) = (null_mut(), null_mut(), null_mut());
    // SAFETY: valid out-pointers and parameters, live handles; each graph
    // and executable graph destroyed once below.
    unsafe {
        d.cuGraphCreate(&mut ga, 0).unwrap();
        d.cuGraphAddMemAllocNode(&mut na, ga, std::ptr::null(), 0, &mut ap)
            .unwrap();
        let p = ap.dptr;
        check("the alloc node added", p);
        d.cuGraphInstantiateWithFlags(&mut ea, ga, 0).unwrap();
        d.cuGraphLaunch(ea, s).unwrap();
        stream.synchronize().unwrap();
        assert_eq!(cuda.classify(p).unwrap().kind(), MemoryKind::Vmm);
        check("after the alloc graph's launch", p);
        d.cuGraphCreate(&mut gf, 0).unwrap();
        d.cuGraphAddMemFreeNode(&mut nf, gf, std::ptr::null(), 0, p)
            .unwrap();
        d.cuGraphInstantiateWithFlags(&mut ef, gf, 0).unwrap();
        d.cuGraphLaunch(ef, s).unwrap();
        stream.synchronize().unwrap();
        assert_eq!(cuda.classify(p).unwrap().kind(), MemoryKind::Pageable);
        check("after the free graph's launch", p);
        d.cuDeviceGraphMemTrim(0).unwrap();
        check("after the trim", p);
        d.cuGraphLaunch(ea, s).unwrap();
        stream.synchronize().unwrap();
        check("after the alloc graph's relaunch", p);
        d.cuGraphLaunch(ef, s).unwrap();
        stream.synchronize().unwrap();
        check("after the second free", p);
        for e in [ea, ef] {
            d.cuGraphExecDestroy(e).unwrap();
        }
        for g in [ga, gf] {
            d.cuGraphDestroy(g).unwrap();
        }
        d.cuDeviceGraphMemTrim(0).unwrap();
        check("after the graphs are destroyed", p);
    }
}

/// A VMM range unmapped and mapped again with memory of another location
/// answers the new location, never the kept answer of the old mapping.
#[test]
fn a_vmm_range_mapped_again_answers_its_new_memory() {
    let _one = one_at_a_time();
    let Observing {
        t: _t,
        cuda,
        observer: _observer,
        d,
    } = observing();
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let _current = ctx.make_current().unwrap();
    let size = 2 << 20;
    let vmm = Raw::vmm(&d, size);
    let at = vmm.0 + 64;
    assert_eq!(cuda.classify(at).unwrap().location(), Location::Device(0));
    assert_eq!(cuda.classify(at).unwrap().location(), Location::Device(0));
    let host = cuda_mem_sys::CUmemAllocationProp {
        type_: cuda_mem_sys::CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED,
        location: cuda_mem_sys::CUmemLocation {
            type_: CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST_NUMA,
            id: 0,
        },
        ..Default::default()
    };
    // SAFETY: the range reserved by `vmm`, unmapped and mapped again with a
    // handle of the same size; everything undone once at the end.
    unsafe {
        d.cuMemUnmap(vmm.0, size).unwrap();
        assert_eq!(
            cuda.classify(at).unwrap(),
            cuda.classify_by_driver(at).unwrap()
        );
        let h = cuda_mem_sys::out(|h| d.cuMemCreate(h, size, &host, 0)).unwrap();
        d.cuMemMap(vmm.0, size, 0, h, 0).unwrap();
        vmm_grant_device0(&d, vmm.0, size);
        for _ in 0..2 {
            let info = cuda.classify(at).unwrap();
            assert_eq!(info, cuda.classify_by_driver(at).unwrap());
            assert_eq!(info.location(), Location::HostNuma(0));
        }
        d.cuMemUnmap(vmm.0, size).unwrap();
        d.cuMemRelease(h).unwrap();
        d.cuMemRelease(vmm.2).unwrap();
        d.cuMemAddressFree(vmm.0, size).unwrap();
    }
}

/// A pageable region classified (its answer kept), unmapped, and its
/// address then taken by driver memory: pinned memory from
/// `cuMemHostAlloc` (which often lands where the region was), or a VMM
/// mapping reserved with the address as its hint. The address then answers
/// what the driver answers, whether or not the driver reused it (each case
/// says which).
#[test]
fn a_pageable_address_taken_by_driver_memory_answers_the_new_memory() {
    let _one = one_at_a_time();
    let Observing {
        t: _t,
        cuda,
        observer: _observer,
        d,
    } = observing();
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let _current = ctx.make_current().unwrap();
    let size = 2usize << 20;
    for way in ["cuMemHostAlloc", "a VMM mapping reserved at the address"] {
        // A fresh anonymous mapping of twice the size, so that a 2 MiB
        // aligned address (the driver's granularity) lies inside; touched,
        // then unmapped below.
        // SAFETY: a new mapping, written inside its bounds.
        let (m, p) = unsafe {
            let m = libc::mmap(
                null_mut(),
                2 * size,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            );
            assert_ne!(m, libc::MAP_FAILED);
            let p = (m as usize).next_multiple_of(size);
            (p as *mut u8).write(1);
            (m, p as u64)
        };
        for _ in 0..2 {
            assert_eq!(cuda.classify(p).unwrap().kind(), MemoryKind::Pageable);
        }
        // SAFETY: the mapping made above, unmapped once; the driver
        // memory made at or near its address freed once below.
        let reused = unsafe {
            assert_eq!(libc::munmap(m, 2 * size), 0);
            if way == "cuMemHostAlloc" {
                let q = cuda_mem_sys::out(|q| d.cuMemHostAlloc(q, size, 0)).unwrap();
                let reused = q as u64 == p;
                check_answer(&cuda, way, p);
                d.cuMemFreeHost(q).unwrap();
                reused
            } else {
                let r = cuda_mem_sys::out(|r| d.cuMemAddressReserve(r, size, 0, p, 0)).unwrap();
                let prop = cuda_mem_sys::CUmemAllocationProp {
                    type_: cuda_mem_sys::CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED,
                    location: cuda_mem_sys::CUmemLocation {
                        type_: CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
                        id: 0,
                    },
                    ..Default::default()
                };
                let h = cuda_mem_sys::out(|h| d.cuMemCreate(h, size, &prop, 0)).unwrap();
                d.cuMemMap(r, size, 0, h, 0).unwrap();
                vmm_grant_device0(&d, r, size);
                check_answer(&cuda, way, p);
                d.cuMemUnmap(r, size).unwrap();
                d.cuMemRelease(h).unwrap();
                d.cuMemAddressFree(r, size).unwrap();
                r == p
            }
        };
        println!(
            "{way}: the pageable region's address {}",
            if reused {
                "taken by the driver memory"
            } else {
                "not reused (the driver placed its memory elsewhere)"
            }
        );
        check_answer(&cuda, "after the driver memory's free", p);
    }
}

/// A free whose range the driver does not give (its entry callback's
/// `cuPointerGetAttributes` fails) takes every kept answer with it: an
/// answer kept for memory of unknown extent could outlive that memory.
/// Simulator only (its `fail.<symbol>` switch).
#[test]
fn a_free_whose_range_the_driver_does_not_give_takes_every_kept_answer() {
    let _one = one_at_a_time();
    // (cuPointerGetAttributes calls before the free, the freed buffer's
    // answer kept after it, the other buffer's kept after it).
    let run = |config: &str| {
        let sim = SimLibrary::new(config).unwrap();
        let cuda = load_sim(&sim);
        let observer = cuda.observe_frees();
        assert!(observer.is_observing(), "{}", cuda.foreign_mode());
        let d = raw(sim.path_str());
        let freed = device_memory(&d, 1 << 20);
        let other = device_memory(&d, 1 << 20);
        for p in [freed, other] {
            for _ in 0..2 {
                assert_eq!(cuda.classify(p).unwrap().kind(), MemoryKind::Device);
            }
            assert!(cuda.classify_kept(p).is_some(), "kept before the free");
        }
        let before = sim.calls("cuPointerGetAttributes");
        // SAFETY: allocated above, freed once.
        unsafe { d.cuMemFree_v2(freed) }.unwrap();
        let after = (
            before,
            cuda.classify_kept(freed).is_some(),
            cuda.classify_kept(other).is_some(),
        );
        // SAFETY: allocated above, freed once; the context retained by
        // each `device_memory`, released once each.
        unsafe {
            d.cuMemFree_v2(other).unwrap();
            d.cuDevicePrimaryCtxRelease_v2(0).unwrap();
            d.cuDevicePrimaryCtxRelease_v2(0).unwrap();
        }
        drop(observer);
        after
    };
    let (before, freed_kept, other_kept) = run("");
    assert!(!freed_kept, "the freed buffer's answer went with its free");
    assert!(
        other_kept,
        "a free the driver gives the range of takes only its own"
    );
    let (_, freed_kept, other_kept) = run(&format!("fail.cuPointerGetAttributes={}:1", before + 1));
    assert!(
        !freed_kept && !other_kept,
        "a free of unknown range left answers kept: the freed buffer's {freed_kept}, another's {other_kept}"
    );
}

/// `classify` of `p` is the driver's answer, twice (the second may come
/// from the cache).
fn check_answer(cuda: &Cuda, step: &str, p: u64) {
    for _ in 0..2 {
        assert_eq!(
            cuda.classify(p).unwrap(),
            cuda.classify_by_driver(p).unwrap(),
            "{step}: {p:#x}"
        );
    }
}
