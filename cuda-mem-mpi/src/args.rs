//! The command line.

use std::time::Duration;

pub(crate) const SIZES: [usize; 10] = [
    8,
    64,
    512,
    4 << 10,
    32 << 10,
    256 << 10,
    2 << 20,
    16 << 20,
    128 << 20,
    256 << 20,
];

/// Command line.
pub(crate) struct Args {
    pub(crate) max_size: usize,
    pub(crate) timeout: Duration,
    pub(crate) out: Option<String>,
    pub(crate) log: Option<String>,
    /// Round trips per timed row; else 1 GiB's worth, 4 to 1000.
    pub(crate) iters: Option<usize>,
    pub(crate) fault: Option<Fault>,
}

/// A failure rank 1 stages, to show what the other rank does.
#[derive(Clone, Copy, PartialEq)]
pub(crate) enum Fault {
    /// Rank 1 dies (SIGABRT) after its first message arrives.
    Die,
    /// Rank 1 sends its first checked reply with one byte changed.
    Corrupt,
}

pub(crate) fn usage() -> ! {
    eprintln!(
        "usage: mpiexec -n 2 mpi-pingpong [--max-size BYTES] [--timeout SECONDS] [--out FILE] [--log FILE] [--iters N] \
         [--fault die|corrupt]"
    );
    std::process::exit(2)
}

pub(crate) fn parse_args() -> Args {
    let mut a = Args {
        max_size: 256 << 20,
        timeout: Duration::from_secs(120),
        out: None,
        log: None,
        iters: None,
        fault: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().unwrap_or_else(|| usage());
        match flag.as_str() {
            "--max-size" => a.max_size = value().parse().unwrap_or_else(|_| usage()),
            "--timeout" => {
                a.timeout = Duration::from_secs(value().parse().unwrap_or_else(|_| usage()))
            }
            "--out" => a.out = Some(value()),
            "--log" => a.log = Some(value()),
            "--iters" => {
                a.iters = Some(
                    value()
                        .parse()
                        .ok()
                        .filter(|&n| n > 0)
                        .unwrap_or_else(|| usage()),
                )
            }
            "--fault" => {
                a.fault = Some(match value().as_str() {
                    "die" => Fault::Die,
                    "corrupt" => Fault::Corrupt,
                    _ => usage(),
                })
            }
            _ => usage(),
        }
    }
    a
}
