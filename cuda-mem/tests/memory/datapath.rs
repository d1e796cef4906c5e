//! Moving bytes: every kind set, written from the host, read back, copied
//! to and from device memory, sliced, and timed with events. Runs on the
//! simulator (whose device memory holds real bytes), and on the real driver
//! with CUDA_MEM_TEST_REAL_DRIVER=1.

use cuda_mem::*;
use cuda_mem_testing::EveryKind;
use cuda_mem_testing::*;

fn pattern(len: usize, seed: u8) -> Vec<u8> {
    (0..len).map(|i| (i as u8).wrapping_mul(7) ^ seed).collect()
}

#[test]
fn every_kind_is_set_written_read_and_copied() {
    let (_d, cuda) = load("");
    let mut all = EveryKind::new(&cuda, 0, LEN).unwrap();
    let stream = all.stream.clone();
    let ctx = all.ctx.clone();
    let mut scratch = DeviceBuffer::new(&ctx, LEN).unwrap();
    let mut host = vec![0u8; LEN];
    let mut views = all.every_bytes_mut();
    assert_eq!(views.len(), 12, "every kind but the static bytes");
    for (i, (key, view)) in views.iter_mut().enumerate() {
        let n = view.len().min(LEN);
        let seed = i as u8 + 1;
        // Set (by the device; pageable memory by the CPU, since the H200
        // has no PAGEABLE_MEMORY_ACCESS), then read back through the host.
        // SAFETY: the first `n` bytes of the view's memory, which `all`
        // keeps alive; one view at a time is used.
        let part = || unsafe { BytesMut::from_raw(view.address(), n) }.unwrap();
        if *key == "pageable" {
            pageable_fill(part(), 0x5a);
        } else {
            stream.set(part(), 0x5a).unwrap();
        }
        stream.copy(&mut host[..n], part().as_bytes()).unwrap();
        assert!(host[..n].iter().all(|&b| b == 0x5a), "{key}: set");
        // Write a pattern from the host, read it back.
        let want = pattern(n, seed);
        stream.copy(part(), &want[..]).unwrap();
        host.fill(0);
        stream.copy(&mut host[..n], part().as_bytes()).unwrap();
        assert_eq!(host[..n], want[..], "{key}: host round trip");
        // Into device memory and back out.
        scratch
            .bytes_mut()
            .slice(..n)
            .map(|s| stream.set(s, 0))
            .unwrap()
            .unwrap();
        stream
            .copy(scratch.bytes_mut().slice(..n).unwrap(), part().as_bytes())
            .unwrap();
        host.fill(0);
        stream
            .copy(&mut host[..n], scratch.bytes().slice(..n).unwrap())
            .unwrap();
        assert_eq!(host[..n], want[..], "{key}: through device memory");
        // An interior part, from device memory into the kind (a copy, which
        // any kind takes).
        let mid = n / 2;
        stream
            .set(scratch.bytes_mut().slice(..16).unwrap(), 0xee)
            .unwrap();
        stream
            .copy(
                part().slice(mid..mid + 16).unwrap(),
                scratch.bytes().slice(..16).unwrap(),
            )
            .unwrap();
        stream.copy(&mut host[..n], part().as_bytes()).unwrap();
        assert!(
            host[mid..mid + 16].iter().all(|&b| b == 0xee),
            "{key}: interior"
        );
        assert_eq!(
            host[..mid],
            want[..mid],
            "{key}: bytes before the interior part"
        );
        assert_eq!(host[mid + 16..n], want[mid + 16..], "{key}: bytes after it");
    }
}

#[test]
fn no_copy_reaches_past_either_side() {
    let (_d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let stream = Stream::new(&ctx).unwrap();
    let mut buf = DeviceBuffer::new(&ctx, 4096).unwrap();
    let mut host = vec![0u32; 512];
    assert_eq!(
        buf.bytes().slice(4000..4097).unwrap_err(),
        Error::OutOfBounds {
            start: 4000,
            end: 4097,
            len: 4096
        }
    );
    let (start, end) = (10, 5);
    assert!(matches!(
        buf.bytes_mut().slice(start..end),
        Err(Error::OutOfBounds { .. })
    ));
    assert_eq!(
        stream.copy(&mut host[..], buf.bytes()).unwrap_err(),
        Error::LengthMismatch {
            dst: 2048,
            src: 4096
        }
    );
    // Lengths in elements: 512 u32 are the first 2048 bytes.
    let view = BytesMut::of(&mut host[..]);
    assert_eq!((view.len(), view.len_in::<u32>()), (2048, 512));
    stream.set(buf.bytes_mut(), 1).unwrap();
    stream
        .copy(&mut host[..], buf.bytes().slice(..2048).unwrap())
        .unwrap();
    assert!(host.iter().all(|&x| x == 0x0101_0101));
    // The checked raw form: inside the allocation, and past its end.
    let p = buf.device_ptr();
    // SAFETY: `buf` outlives the views, and nothing else uses it.
    unsafe {
        assert_eq!(cuda.bytes_at(p + 4000, 96).unwrap().len(), 96);
        assert_eq!(
            cuda.bytes_at_mut(p + 4000, 97).unwrap_err(),
            Error::OutOfBounds {
                start: 4000,
                end: 4097,
                len: 4096
            }
        );
    }
    // Nothing was written past the buffer by the failed calls.
    let mut all = vec![0u8; 4096];
    stream.copy(&mut all[..], buf.bytes()).unwrap();
    assert!(all.iter().all(|&b| b == 1));
}

#[test]
fn events_order_and_time_stream_work() {
    let (_d, cuda) = load("");
    let ctx = PrimaryContextGuard::retain(&cuda, 0).unwrap();
    let (a, b) = (Stream::new(&ctx).unwrap(), Stream::new(&ctx).unwrap());
    let mut buf = DeviceBuffer::new(&ctx, LEN).unwrap();
    let (start, end) = (
        Event::new(&ctx, true).unwrap(),
        Event::new(&ctx, true).unwrap(),
    );
    let untimed = Event::new(&ctx, false).unwrap();
    assert!(untimed.is_complete().unwrap(), "never recorded: complete");
    start.record(&a).unwrap();
    stream_set(&a, &mut buf, 3);
    end.record(&a).unwrap();
    untimed.record(&a).unwrap();
    // Work on `b` waits for `a`'s set.
    b.wait_event(&untimed).unwrap();
    let mut host = [0u8; 64];
    b.copy(&mut host[..], buf.bytes().slice(..64).unwrap())
        .unwrap();
    assert!(host.iter().all(|&x| x == 3));
    end.synchronize().unwrap();
    assert!(end.is_complete().unwrap());
    let t = end.elapsed_since(&start).unwrap();
    assert!(t < std::time::Duration::from_secs(10), "{t:?}");
    assert!(matches!(
        untimed.elapsed_since(&start),
        Err(Error::InvalidArgument(_))
    ));
}

/// Fills host memory CUDA does not know, with the CPU.
fn pageable_fill(view: BytesMut<'_>, v: u8) {
    // SAFETY: the view is of pageable host memory the test owns (the
    // fixture's heap vector), uniquely borrowed.
    unsafe { std::ptr::write_bytes(view.address() as usize as *mut u8, v, view.len()) };
}

/// Queues a set and does not wait: the event test orders it with events.
fn stream_set(s: &Stream, buf: &mut DeviceBuffer, v: u8) {
    // SAFETY: `buf` stays alive and untouched until the caller has
    // synchronised through the events.
    unsafe { s.set_async(buf.bytes_mut(), v) }.unwrap();
}
