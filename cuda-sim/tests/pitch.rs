//! `cuMemAllocPitch`: memory that answers as `cuMemAlloc` memory does, at
//! least `pitch * height` bytes, its pitch at least the row's width. On the
//! simulator in CI, and on the real driver with CUDA_MEM_TEST_REAL_DRIVER=1.

use cuda_mem_sys::CUpointer_attribute as P;
use cuda_mem_sys::*;
use cuda_sim::TestDriver;
use std::ffi::c_void;

#[test]
fn a_pitched_allocation_answers_as_device_memory() {
    let t = TestDriver::new("");
    // SAFETY: a CUDA driver or the simulator; valid out-pointers; the
    // allocation freed once.
    unsafe {
        let d = Driver::load_from(t.library()).unwrap();
        d.cuInit(0).unwrap();
        let ctx = out(|c| d.cuDevicePrimaryCtxRetain(c, 0)).unwrap();
        d.cuCtxSetCurrent(ctx).unwrap();
        for (width, height) in [(1usize, 1usize), (1000, 3), (4097, 17)] {
            let mut pitch = 0usize;
            let p = out(|p| d.cuMemAllocPitch_v2(p, &mut pitch, width, height, 4)).unwrap();
            assert!(pitch >= width, "pitch {pitch} for rows of {width}");
            assert_eq!(pitch % 32, 0, "pitch {pitch}");
            let mut a = [
                P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
                P::CU_POINTER_ATTRIBUTE_CONTEXT,
                P::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR,
                P::CU_POINTER_ATTRIBUTE_RANGE_SIZE,
            ];
            let mut v = [0u64; 4];
            let mut outs: Vec<*mut c_void> = v.iter_mut().map(|x| (x as *mut u64).cast()).collect();
            let last = p + (pitch * (height - 1) + width - 1) as u64;
            d.cuPointerGetAttributes(4, a.as_mut_ptr(), outs.as_mut_ptr(), last)
                .unwrap();
            assert_eq!(v[0] & 0xffff_ffff, 2, "device memory");
            assert_eq!(v[1], ctx as u64, "its context");
            assert_eq!(v[2], p, "the allocation's start");
            assert!(
                v[3] >= (pitch * height) as u64,
                "size {} for {pitch} x {height}",
                v[3]
            );
            println!("{width} x {height}: pitch {pitch}, size {}", v[3]);
            d.cuMemFree_v2(p).unwrap();
        }
        d.cuDevicePrimaryCtxRelease_v2(0).unwrap();
    }
}
