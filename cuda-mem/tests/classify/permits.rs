//! What an answer says a caller may do with the bytes, for the kinds the
//! frameworks do not use yet: write-combined pinned memory, read-only
//! registrations, host-NUMA VMM memory the CPU was or was not granted,
//! pageable memory where devices do or do not read it, and the pools that
//! cannot be exported. Runs on the simulator, and on the real driver with
//! CUDA_MEM_TEST_REAL_DRIVER=1, except where a test configures the
//! simulator (then the simulator only).

use cuda_mem::cuda_mem_sys::flags::{HostAllocFlags, HostRegisterFlags};
use cuda_mem::cuda_mem_sys::{
    CUmemAccessDesc, CUmemAccess_flags, CUmemLocation, CUmemLocationType,
};
use cuda_mem::*;
use cuda_mem_testing::{load, load_sim};
use cuda_sim::SimLibrary;

const LEN: usize = 2 << 20;

#[test]
fn write_combined_and_read_only_host_memory_is_pinned_host_memory() {
    let (_d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let wc = PinnedHostBuffer::new(&ctx, LEN, HostAllocFlags::WRITECOMBINED).unwrap();
    let info = cuda.classify(wc.as_ptr()).unwrap();
    assert_eq!(info.kind(), MemoryKind::PinnedHost);
    assert_eq!(info.permits(), Permits::CPU | Permits::ANY_DEVICE);
    // Read-only registration needs READ_ONLY_HOST_REGISTER_SUPPORTED; where
    // the driver refuses it, it says so with an error.
    match HostRegistration::zeroed(&ctx, LEN, HostRegisterFlags::READ_ONLY) {
        Ok(r) => {
            let info = cuda.classify(r.as_ptr()).unwrap();
            assert_eq!(info.kind(), MemoryKind::PinnedHost);
            assert!(info.cpu_access());
            // The table cannot know it; the detailed query's ACCESS_FLAGS
            // does (the driver refuses a device's writes, H100).
            assert!(cuda.classify_detailed(r.as_ptr()).unwrap().read_only);
            assert!(!cuda.classify_detailed(wc.as_ptr()).unwrap().read_only);
            println!("READ_ONLY registration: {:?}", info.permits());
        }
        Err(e) => println!("READ_ONLY registration refused: {e}"),
    }
}

#[test]
fn host_numa_vmm_memory_is_the_cpus_only_where_the_owner_granted_it() {
    let (_d, cuda) = load("");
    let numa = cuda.devices()[0].caps.host_numa_id.unwrap_or(0);
    let vmm = VmmAllocation::new(&cuda, LEN, MemLocation::HostNuma(numa)).unwrap();
    let info = cuda.classify(vmm.device_ptr()).unwrap();
    assert_eq!(info.location(), Location::HostNuma(numa));
    assert!(!info.cpu_access(), "the table cannot know a grant");
    assert_eq!(info.device_access(), DeviceAccess::Granted);
    let details = || cuda.classify_detailed(vmm.device_ptr()).unwrap();
    assert!(!details().cpu_access, "not granted yet");
    assert_eq!(details().granted_devices & 1, 1, "device 0 was granted");
    let host = CUmemAccessDesc {
        location: CUmemLocation {
            type_: CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST_NUMA,
            id: numa,
        },
        flags: CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READWRITE,
    };
    // SAFETY: the mapping `vmm` holds, whole; one descriptor.
    let granted = unsafe {
        cuda.driver()
            .cuMemSetAccess(vmm.device_ptr(), vmm.len(), &host, 1)
    };
    match granted {
        Ok(()) => assert!(details().cpu_access, "granted"),
        Err(e) => println!("granting the host access refused: {e}"),
    }
}

#[test]
fn pageable_memory_is_pageable_with_the_devices_reach_where_they_read_it() {
    for (config, reach) in [("", false), ("device.*.pageable=1", true)] {
        let s = SimLibrary::new(config).unwrap();
        let cuda = load_sim(&s);
        let heap = [1u8; 64];
        let info = cuda.classify(heap.as_ptr()).unwrap();
        assert_eq!(info.kind(), MemoryKind::Pageable, "{config}");
        assert!(info.cpu_access(), "{config}");
        let want = if reach {
            DeviceAccess::Any
        } else {
            DeviceAccess::None
        };
        assert_eq!(info.device_access(), want, "{config}");
        assert_eq!(info.sharing(), Sharing::None, "{config}");
        // Kept by observed mode, it says the same.
        let _observer = cuda.observe_frees();
        for _ in 0..3 {
            assert_eq!(
                cuda.classify(heap.as_ptr()).unwrap().permits(),
                info.permits(),
                "{config}"
            );
        }
    }
}

#[test]
fn pools_that_cannot_be_exported_are_refused_handle_types_before_the_driver() {
    let (_d, cuda) = load("");
    let fd = HandleTypes::POSIX_FD;
    let managed = PoolProps::managed(MemLocation::Device(0)).handle_types(fd);
    let host = PoolProps::new(MemLocation::Host).handle_types(fd);
    for (props, pool) in [(managed, "managed"), (host, "host")] {
        match MemPool::new(&cuda, props) {
            Err(Error::PoolNotExportable { pool: p }) => assert_eq!(p, pool),
            other => panic!("{pool}: {other:?}"),
        }
    }
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let pool = MemPool::new(&cuda, PoolProps::managed(MemLocation::Device(0))).unwrap();
    let b = pool.alloc_async(LEN, &stream).unwrap();
    stream.synchronize().unwrap();
    let info = cuda.classify(b.device_ptr()).unwrap();
    assert!(info.is_managed() && info.cpu_access());
    assert_eq!(info.sharing(), Sharing::None);
    assert!(
        matches!(b.export(), Err(Error::NotExportable { .. })),
        "a managed pool's memory is not exported"
    );
}
