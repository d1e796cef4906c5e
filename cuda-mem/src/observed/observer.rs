//! Observed mode's state: one per driver library per process, never freed.
//!
//! CUPTI allows one subscriber per process, and a callback CUPTI has
//! entered may still run after `cuptiUnsubscribe` returns (no CUPTI
//! document says that unsubscribing waits for callbacks in flight). So what
//! a callback touches lives as long as the process: an [`Observer`] is
//! made once for each driver library a [`Cuda`](crate::Cuda) loads, kept in
//! a list that only grows, and shared by every handle of that library. It
//! holds the table of answers, the count of frees, the writers' lock, the
//! driver (opened once more and never closed, for the extent queries the
//! callbacks make) and the subscription's state. Whether frees are observed
//! is its `active` flag; a subscription ending turns it off and empties the
//! table, and the memory stays.

use super::allocations::Allocations;
use super::hint::Hint;
use super::mappings::Mappings;
use crate::answer::Answer;
use crate::query::UNWRITTEN;
use crate::sync::{AtomicBool, AtomicU64, Mutex, MutexGuard, Ordering};
use crate::table::{Table, Writer};
use cuda_mem_sys::cupti::Cupti;
use cuda_mem_sys::CUpointer_attribute as P;
use std::ffi::c_void;
use std::sync::atomic::AtomicPtr;
use std::sync::{OnceLock, PoisonError};

/// Observed mode's state for one driver library.
pub(crate) struct Observer {
    /// The library ([`cuda_mem_sys::Driver::library_id`]).
    library: usize,
    /// The observer made before this one (the list is pushed at its head
    /// and never shrinks).
    next: *const Observer,
    /// Whether frees are observed now: set once every callback is enabled,
    /// cleared before the subscription ends.
    active: AtomicBool,
    /// Frees (and allocations' entries) observed so far.
    frees: AtomicU64,
    /// Inserts attempted so far, counted before each checks `frees`: an
    /// exit callback that counts a change and then finds this unchanged
    /// since its entry knows that no insert can have kept an answer read
    /// while its call ran (of an insert and an exit, at least one sees the
    /// other's count: [`Observer::count_then_inserted_since`]).
    inserts: AtomicU64,
    /// Exits of calls that may have made memory driver-known (allocations,
    /// registrations, mappings, imports, a graph's launch, a module's load,
    /// a context's creation), counted after the driver made it: a kept
    /// pageable answer carries the count read before its query and holds
    /// while the count is unchanged. A graph's launch makes its memory
    /// driver-known with no parameter naming where (`docs/driver-facts.md`,
    /// "Graph memory"), and so does a module's load, so no range can be
    /// removed. In a cache line of its own: a pageable hit reads it, and
    /// the counts beside it change at every miss's insert.
    makes: Line,
    /// Bumped when a subscription starts and when it ends: a free's exit
    /// uses what its entry found only within one subscription.
    epoch: AtomicU64,
    /// The fork generation of the process that subscribed: a child (another
    /// generation) touches no lock and no driver from a callback.
    forks: AtomicU64,
    table: Table,
    /// The 2 MiB granules of the recorded stream-ordered allocations and
    /// of the recorded VMM mappings, as lock-free hints (`hint.rs`): an
    /// insert they refuse takes no lock.
    pool_granules: Hint,
    vmm_granules: Hint,
    /// The writers' lock. A waiter spins briefly, then sleeps in the kernel
    /// (std's futex mutex): a real-time thread waiting behind a preempted
    /// holder lets it run, where a waiter that only yields would not.
    writers: Mutex<Writers>,
    /// The driver, opened again at the first subscription and never closed,
    /// so that a callback can query it whatever handles have been dropped.
    driver: OnceLock<&'static cuda_mem_sys::Driver>,
    /// Who asked for observed mode, and the subscription (see
    /// `subscription.rs`); never locked by a callback.
    pub(crate) control: std::sync::Mutex<Control>,
}

/// A count alone in its cache line.
#[repr(align(64))]
struct Line(AtomicU64);

/// What the writers' lock guards: the table's writer, and the VMM mappings
/// and stream-ordered allocations whose answers may be kept.
struct Writers {
    table: Writer,
    mappings: Mappings,
    allocations: Allocations,
}

// SAFETY: `next` points to a leaked, immutable-after-publication `Observer`
// (or is null); everything else is atomics, locks and values that are Send
// and Sync.
unsafe impl Send for Observer {}
// SAFETY: as above: `next` is only read, and what it points to is `Sync`.
unsafe impl Sync for Observer {}

/// The head of the list of observers, newest first.
static OBSERVERS: AtomicPtr<Observer> = AtomicPtr::new(std::ptr::null_mut());

impl Observer {
    /// The observer of the library `driver` opened: the one made before for
    /// it, else a new one, which lives as long as the process. Lock-free
    /// (a forked child may call it).
    pub(crate) fn of(driver: &cuda_mem_sys::Driver) -> &'static Observer {
        let library = driver.library_id();
        let mut head = OBSERVERS.load(Ordering::Acquire);
        let mut fresh: Option<Box<Observer>> = None;
        loop {
            if let Some(found) = Self::find(head, library) {
                // `fresh` was never published: dropping it is safe.
                return found;
            }
            let mut new = fresh
                .take()
                .unwrap_or_else(|| Box::new(Observer::new(library)));
            new.next = head;
            let raw = Box::into_raw(new);
            match OBSERVERS.compare_exchange(head, raw, Ordering::AcqRel, Ordering::Acquire) {
                // SAFETY: just published; never freed from now on.
                Ok(_) => return unsafe { &*raw },
                Err(now) => {
                    // SAFETY: `raw` came from `Box::into_raw` above and was
                    // not published.
                    fresh = Some(unsafe { Box::from_raw(raw) });
                    head = now;
                }
            }
        }
    }

    fn find(mut at: *const Observer, library: usize) -> Option<&'static Observer> {
        while !at.is_null() {
            // SAFETY: every pointer in the list is a published, leaked
            // observer.
            let o = unsafe { &*at };
            if o.library == library {
                return Some(o);
            }
            at = o.next;
        }
        None
    }

    /// An observer of no library, observing, for tests of the callback.
    #[cfg(test)]
    pub(super) fn for_tests() -> &'static Observer {
        let o: &'static Observer = Box::leak(Box::new(Observer::new(0)));
        o.start();
        o
    }

    fn new(library: usize) -> Observer {
        Observer {
            library,
            next: std::ptr::null(),
            active: AtomicBool::new(false),
            frees: AtomicU64::new(0),
            inserts: AtomicU64::new(0),
            makes: Line(AtomicU64::new(0)),
            epoch: AtomicU64::new(0),
            forks: AtomicU64::new(0),
            table: Table::new(),
            pool_granules: Hint::new(),
            vmm_granules: Hint::new(),
            writers: Mutex::new(Writers {
                table: Writer::new(),
                mappings: Mappings::new(),
                allocations: Allocations::new(),
            }),
            driver: OnceLock::new(),
            control: std::sync::Mutex::new(Control::default()),
        }
    }

    /// The table, for the handles' copy of its pointer.
    pub(crate) fn table(&self) -> Table {
        self.table
    }

    /// The count of frees, read before a driver query whose answer may be
    /// inserted.
    #[inline]
    pub(crate) fn frees(&self) -> u64 {
        self.frees.load(Ordering::Acquire)
    }

    /// The count of calls that may have made memory driver-known, read
    /// before a driver query whose pageable answer may be kept.
    #[inline]
    pub(crate) fn makes(&self) -> u64 {
        self.makes.0.load(Ordering::Acquire)
    }

    /// Counts the exit of a call that may have made memory driver-known:
    /// every pageable answer read before it stops holding.
    pub(super) fn count_made(&self) {
        self.makes.0.fetch_add(1, Ordering::AcqRel);
    }

    /// What a kept answer says now: itself, or for a pageable answer,
    /// pageable while no call has made memory driver-known since its query
    /// (`None` once one has: the driver is asked again).
    #[inline(always)]
    pub(crate) fn current(&self, kept: Answer) -> Option<Answer> {
        kept.current(|| self.makes())
    }

    /// The current subscription's number.
    pub(super) fn epoch(&self) -> u64 {
        self.epoch.load(Ordering::Acquire)
    }

    /// Whether this process is a child forked after the subscription.
    #[inline]
    pub(crate) fn in_child(&self) -> bool {
        crate::fork::forked_since(self.forks.load(Ordering::Relaxed))
    }

    fn writers(&self) -> MutexGuard<'_, Writers> {
        // A panic never happens under the lock (its work is stores), and
        // the table stays consistent if one did: poisoning is ignored.
        self.writers.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Whether an answer for `address` may be kept at all: pool and VMM
    /// answers only where the records (by their lock-free hints) may hold
    /// the address. Memory the records cannot hold (made before observing
    /// began) is refused here, without the lock.
    #[inline]
    fn may_keep(&self, address: u64, answer: &Answer) -> bool {
        (!answer.in_pool() || self.pool_granules.may_hold(address))
            && (!answer.is_vmm() || self.vmm_granules.may_hold(address))
    }

    /// Keeps the answer for `address`, unless a free was observed since
    /// `frees` was read or observing stopped, or the answer is VMM memory
    /// outside every mapping seen made (`mappings.rs`: a graph's memory
    /// answers so too), or stream-ordered memory outside every allocation
    /// seen made and not yet freed (`allocations.rs`). An answer the
    /// lock-free hints refuse takes no lock.
    pub(crate) fn insert(&self, address: u64, answer: Answer, frees: u64) {
        if !self.may_keep(address, &answer) {
            return;
        }
        let mut w = self.writers();
        self.inserts.fetch_add(1, Ordering::SeqCst);
        // The lock orders this read after every removal's count; a count
        // that did not take the lock (an entry, an exit) either is seen
        // here or sees this insert's count ([`Observer::inserts`]).
        if !self.active.load(Ordering::Acquire) {
            return;
        }
        if frees != self.frees.load(Ordering::SeqCst)
            || (answer.is_vmm() && !w.mappings.holds(address))
            || (answer.in_pool() && !w.allocations.holds(address))
        {
            return;
        }
        w.table.put(&self.table, address, answer);
    }

    /// Records `[lo, hi)` as mapped by `cuMemMap` (at its successful exit,
    /// after the range's answers were removed): VMM answers there may be
    /// kept until an unmap or free of an overlapping range.
    pub(super) fn mapped(&self, lo: u64, hi: u64) {
        let mut w = self.writers();
        w.mappings.add(lo, hi);
        self.vmm_granules.mark(lo, hi);
    }

    /// Records `[lo, hi)` as a stream-ordered allocation made (at its
    /// successful exit, after the range's answers were removed): its
    /// answer may be kept at `lo` until a free of it is called.
    pub(super) fn allocated(&self, lo: u64, hi: u64) {
        let mut w = self.writers();
        if w.allocations.add(lo, hi) {
            self.pool_granules.mark(lo, hi);
        }
    }

    /// Inserts attempted so far (see the field).
    pub(super) fn inserts(&self) -> u64 {
        self.inserts.load(Ordering::SeqCst)
    }

    /// Counts a change without removing anything: no answer read before it
    /// is kept.
    pub(super) fn count(&self) {
        self.frees.fetch_add(1, Ordering::SeqCst);
    }

    /// Counts a change, then says whether an insert was attempted since
    /// [`Observer::inserts`] read `seen`. If not, no answer read before the
    /// count can be kept, and none was kept since.
    fn count_then_inserted_since(&self, seen: u64) -> bool {
        self.frees.fetch_add(1, Ordering::SeqCst);
        // Read by a read-modify-write, which reads the last count in its
        // order: an insert counted after it reads from it, so this count
        // of frees happens before that insert's check, which refuses.
        // (A plain load would need sequential consistency between the two
        // pairs, which the model checker does not model.)
        self.inserts.fetch_add(0, Ordering::SeqCst) != seen
    }

    /// A free's entry, given the freed `address`: the count of inserts,
    /// read first (an insert counted after it may hold an answer read while
    /// the free runs, after the removal); then, under one hold of the lock,
    /// the stream-ordered allocation starting there forgotten (no answer of
    /// it is kept from now on) and its range removed; for memory the record
    /// does not hold, the range the driver gives (or everything) removed.
    /// Returns the range and the count, for the exit.
    pub(super) fn enter_free(&self, address: u64) -> (Option<(u64, u64)>, u64) {
        let seen = self.inserts();
        {
            let mut w = self.writers();
            if let Some((lo, hi)) = w.allocations.take(address) {
                if w.allocations.is_empty() {
                    self.pool_granules.clear();
                }
                self.remove_held(&mut w, lo, hi);
                return (Some((lo, hi)), seen);
            }
        }
        let range = self.extent(address);
        self.remove_range(range);
        (range, seen)
    }

    /// An allocation's entry: the count of inserts, read first, then a
    /// change counted (no answer read before it is kept). Returns the count,
    /// for the exit.
    pub(super) fn enter_allocation(&self) -> u64 {
        let seen = self.inserts();
        self.count();
        seen
    }

    /// A call's exit, given what its entry returned: counts a change, and
    /// says whether answers kept while the call ran must be removed.
    pub(super) fn exit_must_remove(&self, seen: u64) -> bool {
        self.count_then_inserted_since(seen)
    }

    /// Removes the answers for addresses in `[lo, hi)`.
    pub(super) fn remove(&self, lo: u64, hi: u64) {
        self.remove_held(&mut self.writers(), lo, hi);
    }

    /// [`Observer::remove`], the lock held.
    fn remove_held(&self, w: &mut Writers, lo: u64, hi: u64) {
        self.frees.fetch_add(1, Ordering::SeqCst);
        if lo < hi {
            w.table.remove(&self.table, lo, hi);
            w.mappings.remove(lo, hi);
            if w.mappings.is_empty() {
                self.vmm_granules.clear();
            }
        }
    }

    /// Removes every answer, and forgets every stream-ordered allocation
    /// (a pool's destruction frees them with no call naming them).
    pub(super) fn remove_all(&self) {
        let mut w = self.writers();
        self.frees.fetch_add(1, Ordering::SeqCst);
        w.table.clear(&self.table);
        w.allocations.clear();
        self.pool_granules.clear();
    }

    /// Removes every answer `goes` says goes (memory of some owner that
    /// goes, whose ranges no parameter names).
    pub(super) fn remove_answers(&self, goes: impl Fn(&Answer) -> bool) {
        let mut w = self.writers();
        self.frees.fetch_add(1, Ordering::SeqCst);
        w.table.remove_answers(&self.table, goes);
    }

    /// Removes every stream-ordered answer and forgets every stream-ordered
    /// allocation (some may be freed by a call that names none of them).
    pub(super) fn remove_pool_memory(&self) {
        let mut w = self.writers();
        self.frees.fetch_add(1, Ordering::SeqCst);
        w.allocations.clear();
        self.pool_granules.clear();
        w.table.remove_answers(&self.table, Answer::in_pool);
    }

    /// Removes `range`, or everything when it is not known.
    pub(super) fn remove_range(&self, range: Option<(u64, u64)>) {
        match range {
            Some((lo, hi)) => self.remove(lo, hi),
            None => self.remove_all(),
        }
    }

    /// Opens this observer's driver once more, never to close it, for the
    /// callbacks' queries (once per process).
    pub(super) fn keep_driver(&self, driver: &cuda_mem_sys::Driver) -> Result<(), String> {
        if self.driver.get().is_some() {
            return Ok(());
        }
        // SAFETY: the library is already loaded as this handle's driver;
        // opening it again runs no initialiser and keeps it loaded.
        let again = unsafe { cuda_mem_sys::Driver::load_from(driver.path()) }
            .map_err(|e| format!("{} could not be kept open: {e}", driver.path()))?;
        if again.library_id() != self.library {
            return Err(format!("{} opened again is another library", driver.path()));
        }
        let _ = self.driver.set(Box::leak(Box::new(again)));
        Ok(())
    }

    /// Turns observing on, every callback enabled, for this process (its
    /// fork generation).
    pub(super) fn start(&self) {
        self.forks
            .store(crate::fork::generation(), Ordering::Relaxed);
        self.epoch.fetch_add(1, Ordering::AcqRel);
        self.frees.fetch_add(1, Ordering::AcqRel);
        self.active.store(true, Ordering::Release);
    }

    /// Turns observing off and empties the table, while frees are still
    /// observed: no reader takes an answer that a later, unobserved free
    /// made stale.
    pub(super) fn stop(&self) {
        self.active.store(false, Ordering::Release);
        self.epoch.fetch_add(1, Ordering::AcqRel);
        // Mappings unmapped and allocations freed while not observing
        // would be stale.
        self.writers().mappings.clear();
        self.vmm_granules.clear();
        self.remove_all();
    }

    /// The extent of the allocation holding `address`, asked of the driver
    /// (from inside a callback, which CUPTI allows; the query has no
    /// callback enabled, so it does not recurse); `None` if the driver does
    /// not say.
    pub(super) fn extent(&self, address: u64) -> Option<(u64, u64)> {
        let driver = self.driver.get()?;
        let mut start = UNWRITTEN;
        let mut size = UNWRITTEN;
        let mut attrs = [
            P::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR,
            P::CU_POINTER_ATTRIBUTE_RANGE_SIZE,
        ];
        let mut outs = [
            (&mut start as *mut u64).cast::<c_void>(),
            (&mut size as *mut u64).cast::<c_void>(),
        ];
        // SAFETY: two attributes and two initialised 8-byte outputs, which
        // hold a device pointer and a size.
        let r = unsafe {
            driver.cuPointerGetAttributes(2, attrs.as_mut_ptr(), outs.as_mut_ptr(), address)
        };
        (r.is_ok() && start != UNWRITTEN && size != UNWRITTEN && size != 0)
            .then(|| (start, start.saturating_add(size)))
    }

    /// The device address of the page-locked host memory at `address`
    /// (`CU_POINTER_ATTRIBUTE_DEVICE_POINTER`, what
    /// `cuMemHostGetDevicePointer` gives), asked from inside a host free's
    /// entry callback while it is still registered; `None` if the driver
    /// does not say.
    pub(super) fn device_alias(&self, address: u64) -> Option<u64> {
        let driver = self.driver.get()?;
        let mut alias = 0u64;
        // SAFETY: an initialised 8-byte output for a device pointer.
        let r = unsafe {
            driver.cuPointerGetAttribute(
                (&mut alias as *mut u64).cast(),
                P::CU_POINTER_ATTRIBUTE_DEVICE_POINTER,
                address,
            )
        };
        (r.is_ok() && alias != 0).then_some(alias)
    }

    /// Bytes the table and its writer's bits take.
    pub(crate) fn bytes(&self) -> usize {
        self.table.bytes() + Writer::BYTES + Mappings::BYTES + Allocations::BYTES + 2 * Hint::BYTES
    }
}

/// The subscription of one driver library's [`Observer`], under its
/// control lock (which no callback takes).
#[derive(Default)]
pub(crate) struct Control {
    /// Live tickets (each `Cuda::observe_frees` that observes makes one).
    pub(crate) users: usize,
    /// CUPTI, loaded at the first subscription and never closed: CUPTI
    /// hooks itself into the driver, which would call into an unloaded
    /// library after a `dlclose` (seen on the H200: a later CUPTI load in
    /// the same process crashed).
    pub(super) cupti: Option<&'static Cupti>,
    /// The subscriber handle while subscribed (CUPTI's opaque token).
    pub(super) handle: Option<usize>,
    /// How it subscribed, while subscribed.
    pub(crate) subscription: Option<super::policy::Subscription>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    /// What `Cuda::foreign_cache_bytes` reports: the table, the writer's
    /// bits, the mappings', allocations' and hints' records, about 545 KiB
    /// (under the 1 MiB the caches may take).
    #[test]
    fn the_caches_take_about_half_a_mebibyte() {
        let bytes = Observer::for_tests().bytes();
        assert!((512 << 10..=1 << 20).contains(&bytes), "{bytes} bytes");
    }
    use std::time::{Duration, Instant};

    /// Pins the calling thread to CPU 0.
    fn pin_to_cpu0() -> bool {
        // SAFETY: a zeroed cpu_set_t is an empty set; CPU_SET writes inside
        // it; sched_setaffinity reads it.
        unsafe {
            let mut set: libc::cpu_set_t = std::mem::zeroed();
            libc::CPU_SET(0, &mut set);
            libc::sched_setaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &set) == 0
        }
    }

    /// A real-time (SCHED_FIFO) thread waiting for the writers' lock behind
    /// an ordinary thread that holds it on the same CPU: a waiter that only
    /// yields never lets the holder run (the kernel lets it run only in the
    /// 5% of each second it keeps from real-time threads, so the work
    /// takes twenty times as long); one that sleeps does. Needs the right to make a thread real-time (root, or
    /// CAP_SYS_NICE): without it the test says it is skipped.
    #[test]
    fn a_real_time_waiter_lets_a_preempted_holder_run() {
        let observer = Observer::for_tests();
        let (held_tx, held_rx) = mpsc::channel();
        let holder = std::thread::spawn(move || {
            assert!(pin_to_cpu0());
            let guard = observer.writers();
            held_tx.send(()).unwrap();
            // Work that needs the CPU while holding the lock.
            let until = Instant::now() + Duration::from_millis(400);
            let mut spins = 0u64;
            while Instant::now() < until {
                spins = std::hint::black_box(spins + 1);
            }
            drop(guard);
        });
        held_rx.recv().unwrap();
        let waiter = std::thread::spawn(move || {
            if !pin_to_cpu0() {
                return Err("sched_setaffinity refused".to_string());
            }
            let param = libc::sched_param { sched_priority: 1 };
            // SAFETY: this thread's own scheduling policy.
            if unsafe {
                libc::pthread_setschedparam(libc::pthread_self(), libc::SCHED_FIFO, &param)
            } != 0
            {
                return Err("SCHED_FIFO refused (not root, no CAP_SYS_NICE)".to_string());
            }
            let start = Instant::now();
            observer.remove(0, 0);
            Ok(start.elapsed())
        });
        let waited = waiter.join().unwrap();
        holder.join().unwrap();
        match waited {
            Ok(waited) => assert!(
                waited < Duration::from_secs(3),
                "the real-time waiter took the lock after {waited:?}"
            ),
            Err(why) => eprintln!("SKIPPED a_real_time_waiter_lets_a_preempted_holder_run: {why}"),
        }
    }
}
