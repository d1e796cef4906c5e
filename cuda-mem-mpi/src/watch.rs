//! What a rank reports, and the watchdog and signal handler that make a
//! stuck or ended rank say so.

use std::io::Write as _;
use std::os::fd::AsRawFd;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Milliseconds since the start at the last completed step, for the watchdog.
pub(crate) static PROGRESS: AtomicU64 = AtomicU64::new(0);

pub(crate) fn progress(start: Instant) {
    PROGRESS.store(start.elapsed().as_millis() as u64, Ordering::Relaxed);
}

/// Ends this rank if it waits on its peer for longer than `timeout`: MPI's
/// blocking calls never return when the peer is gone.
pub(crate) fn watchdog(rank: i32, start: Instant, timeout: Duration) {
    std::thread::spawn(move || loop {
        std::thread::sleep(Duration::from_millis(200));
        let last = Duration::from_millis(PROGRESS.load(Ordering::Relaxed));
        if start.elapsed().saturating_sub(last) > timeout {
            report(&format!(
                "rank {rank}: nothing from rank {} for {} s: the peer died or stopped; exiting",
                1 - rank,
                timeout.as_secs()
            ));
            // SAFETY: ends the process at once: exit handlers (MPI's among
            // them) would run while the main thread is inside MPI.
            unsafe { libc::_exit(3) };
        }
    });
}

/// The file named by `--log`, opened for appending by both ranks: what a
/// rank reports reaches it even when the launcher, ending the run, stops
/// forwarding the ranks' output.
pub(crate) static LOG: std::sync::OnceLock<std::fs::File> = std::sync::OnceLock::new();

/// One line to stderr and the log, each in one write, so that lines of the
/// two ranks never interleave.
pub(crate) fn report(line: &str) {
    let line = format!("{line}\n");
    let _ = std::io::stderr().write_all(line.as_bytes());
    if let Some(mut log) = LOG.get() {
        let _ = log.write_all(line.as_bytes());
    }
}

/// What this rank prints when the launcher ends it: set once, before the
/// first exchange, so the signal handler only reads it.
pub(crate) static TERMINATED: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();

pub(crate) extern "C" fn on_terminate(_: libc::c_int) {
    if let Some(msg) = TERMINATED.get() {
        let log = LOG.get().map_or(-1, |f| f.as_raw_fd());
        for fd in [2, log] {
            // SAFETY: write(2) is async-signal-safe; `msg` is initialised
            // and never changed or freed once set, and the log's
            // descriptor stays open for the life of the process.
            unsafe { libc::write(fd, msg.as_ptr().cast(), msg.len()) };
        }
    }
    // SAFETY: ends the process without running anything else.
    unsafe { libc::_exit(4) }
}

/// Launchers (MPICH's Hydra, Open MPI's mpirun) end every rank with SIGTERM
/// when one dies, before the survivor's watchdog could notice: the survivor
/// then says so instead of vanishing.
pub(crate) fn report_termination(rank: i32) {
    let msg = format!(
        "rank {rank}: ended by SIGTERM before the exchange finished (launchers end the survivors when rank {} dies); exiting\n",
        1 - rank
    );
    let _ = TERMINATED.set(msg.into_bytes());
    let handler: extern "C" fn(libc::c_int) = on_terminate;
    // SAFETY: installs a handler that only calls async-signal-safe
    // functions.
    unsafe { libc::signal(libc::SIGTERM, handler as libc::sighandler_t) };
}

/// Reports what this rank saw and ends it.
pub(crate) fn fail(rank: i32, what: impl std::fmt::Display) -> ! {
    report(&format!("rank {rank}: {what}; exiting"));
    std::process::exit(2)
}
