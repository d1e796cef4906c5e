//! Hostile sizes: every public constructor and view that takes a size,
//! with sizes no machine serves, answered with an error, never an abort;
//! and sizes a machine does serve, allocated over and over.

use cuda_mem::*;
use cuda_mem_testing::*;

#[test]
fn sizes_no_driver_can_allocate_are_errors() {
    let (_d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let oom = Some(cuda_mem_sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY);
    for len in [usize::MAX, usize::MAX - 4095, 1 << 50] {
        assert_eq!(
            DeviceBuffer::new(&ctx, len).unwrap_err().code(),
            oom,
            "{len:#x}"
        );
        assert!(ManagedBuffer::new(&ctx, len).is_err(), "{len:#x}");
        assert!(
            PinnedHostBuffer::new(&ctx, len, Default::default()).is_err(),
            "{len:#x}"
        );
    }
    let stream = Stream::new(&ctx).unwrap();
    let pool = MemPool::default_for(&cuda, 0).unwrap();
    assert!(pool.alloc_async(usize::MAX, &stream).is_err());
    assert!(matches!(
        VmmAllocation::new(&cuda, usize::MAX, MemLocation::Device(0)),
        Err(Error::InvalidArgument(_))
    ));
    // Nothing half-made stays behind: an ordinary allocation still works.
    drop(DeviceBuffer::new(&ctx, 1 << 20).unwrap());
}

#[test]
fn a_hundred_thousand_alloc_free_cycles_reuse_the_memory() {
    let (_d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let cycles = if cuda_mem_testing::real_driver() {
        10_000
    } else {
        100_000
    };
    let _current = ctx.make_current().unwrap();
    for i in 0..cycles {
        DeviceBuffer::new(&ctx, 1 << 20).unwrap_or_else(|e| panic!("cycle {i}: {e}"));
    }
}

#[test]
fn most_of_the_reported_memory_can_be_allocated_at_once() {
    let (_d, cuda) = load("");
    let total = cuda.devices()[0].caps.total_memory;
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let big = total / 10 * 6; // 80 GiB of the H200's 140
    let b = DeviceBuffer::new(&ctx, big).unwrap();
    assert_eq!(b.len(), big);
    assert!(
        DeviceBuffer::new(&ctx, total).is_err(),
        "more than the device has"
    );
}

/// Every public constructor and view that takes a size, with sizes no
/// machine can serve: each answers an error, none panics or aborts, and an
/// ordinary allocation works after. (Managed memory is asked only for sizes
/// past any address space: a real driver may reserve a managed range
/// larger than the card lazily.)
#[test]
fn every_constructor_that_takes_a_size_refuses_hostile_sizes() {
    use cuda_mem_sys::flags::{HostAllocFlags, HostRegisterFlags};
    let (_d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let pool = MemPool::default_for(&cuda, 0).unwrap();
    let exportable = VmmAllocation::with_handle_types(
        &cuda,
        2 << 20,
        MemLocation::Device(0),
        HandleTypes::POSIX_FD,
    )
    .unwrap();
    let fd = exportable.export_fd().unwrap();
    let heap = [0u8; 64];
    let small = DeviceBuffer::new(&ctx, 4096).unwrap();
    let past_address_space = [usize::MAX, usize::MAX - 4095, 1 << 50];
    let hostile = [usize::MAX, usize::MAX - 4095, 1 << 50, 1 << 46];
    let mut refused = 0;
    let mut check = |what: &str, len: usize, r: Result<()>| {
        assert!(r.is_err(), "{what}({len:#x}) succeeded");
        refused += 1;
    };
    for len in hostile {
        check(
            "DeviceBuffer::new",
            len,
            DeviceBuffer::new(&ctx, len).map(drop),
        );
        check(
            "PinnedHostBuffer::new",
            len,
            PinnedHostBuffer::new(&ctx, len, HostAllocFlags::empty()).map(drop),
        );
        let zeroed = HostRegistration::zeroed(&ctx, len, HostRegisterFlags::empty());
        assert!(
            matches!(zeroed, Err(Error::OutOfHostMemory { bytes }) if bytes == len),
            "HostRegistration::zeroed({len:#x}): {zeroed:?}"
        );
        check(
            "MemPool::alloc_async",
            len,
            pool.alloc_async(len, &stream).map(drop),
        );
        check(
            "VmmAllocation::new",
            len,
            VmmAllocation::new(&cuda, len, MemLocation::Device(0)).map(drop),
        );
        check(
            "VmmAllocation::with_handle_types",
            len,
            VmmAllocation::with_handle_types(
                &cuda,
                len,
                MemLocation::Device(0),
                HandleTypes::POSIX_FD,
            )
            .map(drop),
        );
        check(
            "VmmAllocation::import_fd",
            len,
            VmmAllocation::import_fd(&cuda, std::os::fd::AsFd::as_fd(&fd), len).map(drop),
        );
        // Device memory's extent is the driver's: a longer view is refused.
        // SAFETY: the views are refused, never made.
        check("Cuda::bytes_at", len, unsafe {
            cuda.bytes_at(small.device_ptr(), len).map(drop)
        });
        // SAFETY: as above.
        check("Cuda::bytes_at_mut", len, unsafe {
            cuda.bytes_at_mut(small.device_ptr(), len).map(drop)
        });
    }
    // The caller vouches for a raw view's bytes, and for pageable memory's
    // (the driver knows no extent of it): only a view that wraps the
    // address space is refused.
    for len in [usize::MAX, usize::MAX - 4095] {
        // SAFETY: as above.
        check("Cuda::bytes_at (pageable)", len, unsafe {
            cuda.bytes_at(heap.as_ptr() as u64, len).map(drop)
        });
        // SAFETY: as above.
        check("Bytes::from_raw", len, unsafe {
            Bytes::from_raw(heap.as_ptr() as u64, len).map(drop)
        });
        // SAFETY: as above.
        check("BytesMut::from_raw", len, unsafe {
            BytesMut::from_raw(heap.as_ptr() as u64, len).map(drop)
        });
    }
    for len in past_address_space {
        check(
            "ManagedBuffer::new",
            len,
            ManagedBuffer::new(&ctx, len).map(drop),
        );
    }
    println!("{refused} hostile sizes refused with an error");
    // Nothing half-made stays behind: ordinary allocations still work.
    drop(DeviceBuffer::new(&ctx, 1 << 20).unwrap());
    drop(HostRegistration::zeroed(&ctx, 1 << 20, HostRegisterFlags::empty()).unwrap());
}

/// A zeroed registration takes its pages from the kernel untouched: a
/// length the host has is not zeroed page by page before the driver is
/// asked to pin it (where the kernel overcommits, a zeroing loop over more
/// than the host can give brings the out-of-memory killer). The driver
/// pins, and so touches, every page: the resident size is checked on the
/// simulator only.
#[test]
fn a_zeroed_registration_leaves_its_pages_to_the_kernel_and_the_driver() {
    use cuda_mem_sys::flags::HostRegisterFlags;
    let (_d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let len = 1 << 30;
    let before = resident_bytes();
    let r = HostRegistration::zeroed(&ctx, len, HostRegisterFlags::empty()).unwrap();
    let grew = resident_bytes().saturating_sub(before) as usize;
    assert_eq!(r.len(), len);
    assert_eq!(r.as_ptr() as usize % 4096, 0, "page-aligned");
    assert_eq!(
        cuda.classify(r.as_ptr()).unwrap().kind(),
        MemoryKind::PinnedHost
    );
    if !cuda_mem_testing::real_driver() {
        assert!(
            grew < len / 8,
            "{grew} bytes became resident for a {len}-byte registration: its pages were touched"
        );
    }
    let s = r.as_slice();
    assert!(s[0] == 0 && s[len / 2] == 0 && s[len - 1] == 0);
}

/// A zeroed registration's pages go back to the kernel with it, and what it
/// says of itself is what it is. The address space is every test's: the
/// measuring runs in a child that runs this test alone.
#[test]
fn a_zeroed_registration_gives_its_pages_back() {
    use cuda_mem_sys::flags::HostRegisterFlags;
    if !alone("sizes::a_zeroed_registration_gives_its_pages_back") {
        return;
    }
    let (_d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let len = 1 << 30;
    let before = mapped_bytes() as usize;
    for _ in 0..4 {
        let r = HostRegistration::zeroed(&ctx, len, HostRegisterFlags::empty()).unwrap();
        assert!(!r.is_empty());
        assert_eq!(
            format!("{r:?}"),
            format!(
                "HostRegistration {{ address: {:?}, len: {len}, owned: true }}",
                r.as_ptr()
            )
        );
    }
    let grew = (mapped_bytes() as usize).saturating_sub(before);
    assert!(
        grew < len,
        "{grew} bytes of address space stayed mapped after four 1 GiB registrations"
    );
    let mut borrowed = vec![0u8; 8192];
    let r = HostRegistration::new(&ctx, &mut borrowed, HostRegisterFlags::empty()).unwrap();
    assert!(
        format!("{r:?}").ends_with("len: 8192, owned: false }"),
        "{r:?}"
    );
}
