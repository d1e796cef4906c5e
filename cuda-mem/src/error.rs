//! The crate's errors: [`Error`], which every fallible call answers, and
//! [`ObserveError`], why observed mode could not be had (a value of
//! [`ForeignMode`](crate::ForeignMode), never returned as an error).

use cuda_mem_sys::{CUresult, Cause, DriverError};

/// Everything that can go wrong, each with what a user needs to act on it.
///
/// `Debug` prints the message, as `Display` does: a `main` that returns
/// `Result<(), Error>` shows the user what happened and what to do (a
/// missing driver names every library tried and how to choose one).
#[derive(Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A driver call returned an error status.
    #[error("{call} failed: {code}")]
    Driver {
        /// The driver function that failed (its symbol).
        call: &'static str,
        /// The raw status code; its `Display` names it.
        code: CUresult,
    },
    /// No driver library could be opened.
    #[error("{}", cuda_mem_sys::LoadError { tried: tried.clone() })]
    DriverNotFound {
        /// Each library name tried and the dynamic loader's message for it.
        tried: Vec<(String, String)>,
    },
    /// The driver is older than a function this operation needs.
    #[error("the CUDA driver (API version {driver_version}) does not export {function}")]
    MissingSymbol {
        /// The function, as its versioned symbol.
        function: &'static str,
        /// What `cuDriverGetVersion` reported (0 if unknown).
        driver_version: i32,
    },
    /// A device lacks a capability the operation needs.
    #[error("device {device} does not support {capability}")]
    Unsupported {
        /// The capability (a device attribute name).
        capability: &'static str,
        /// The device's ordinal (-1 when no device has it).
        device: i32,
    },
    /// A device ordinal outside `0..count`.
    #[error("no device {ordinal}: {count} device(s) visible")]
    NoSuchDevice {
        /// The ordinal asked for.
        ordinal: i32,
        /// How many devices are visible.
        count: usize,
    },
    /// A null pointer was passed where an address is needed.
    #[error("null pointer")]
    NullPointer,
    /// An argument outside what the operation accepts.
    #[error("invalid argument: {0}")]
    InvalidArgument(String),
    /// The host could not allocate this many bytes (a hostile or mistaken
    /// size given to a constructor that allocates host memory).
    #[error("the host cannot allocate {bytes} bytes")]
    OutOfHostMemory {
        /// The size asked for.
        bytes: usize,
    },
    /// A byte range outside a view or an allocation.
    #[error("bytes {start}..{end} are outside the {len} bytes there are")]
    OutOfBounds {
        /// First byte asked for.
        start: usize,
        /// One past the last byte asked for.
        end: usize,
        /// Bytes the view or allocation has.
        len: usize,
    },
    /// The two sides of a copy differ in length.
    #[error("copy of {src} bytes into {dst}: the lengths must be equal")]
    LengthMismatch {
        /// Destination length.
        dst: usize,
        /// Source length.
        src: usize,
    },
    /// The memory was not made exportable as the handle type asked for.
    #[error("not exportable as {handle_type}: made without that handle type")]
    NotExportable {
        /// The handle type asked for.
        handle_type: &'static str,
    },
    /// A pool of this kind cannot be exported at all: the driver refuses
    /// handle types to a managed pool and to one on the host with no NUMA
    /// node.
    #[error("a {pool} pool cannot be exported: the driver refuses it handle types")]
    PoolNotExportable {
        /// Which pool: "managed" or "host".
        pool: &'static str,
    },
    /// The driver answered something the classification table has no row
    /// for.
    #[error("unexpected pointer attributes for {address:#x}: memory type {memory_type}")]
    UnexpectedAttributes {
        /// The address classified.
        address: u64,
        /// The MEMORY_TYPE the driver answered.
        memory_type: u32,
    },
    /// A message from another process (an IPC handle or a pool export) was
    /// refused: malformed, damaged, of another kind or version, or naming a
    /// length the driver's mapping does not have.
    #[error("refused IPC message: {reason}")]
    InvalidMessage {
        /// What was wrong with it.
        reason: String,
    },
    /// The [`Cuda`](crate::Cuda) handle was loaded by a parent of this
    /// process, before a `fork`: CUDA cannot be used through it here, nor
    /// loaded again before `exec`. Every method that would call the driver
    /// answers this in such a child, without the call.
    #[error("CUDA was loaded before this process was forked: it cannot be used in the child")]
    InheritedAcrossFork,
    /// The calling thread is exiting (its thread-local state is gone), so it
    /// cannot hold a context reference any more.
    #[error("the calling thread is exiting: no context can be bound to it")]
    ThreadExiting,
}

impl std::fmt::Debug for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(self, f)
    }
}

impl Error {
    /// The driver's status code, for [`Error::Driver`].
    pub fn code(&self) -> Option<CUresult> {
        match self {
            Error::Driver { code, .. } => Some(*code),
            _ => None,
        }
    }
}

/// A raw call through [`Cuda::driver`](crate::Cuda::driver) composes with
/// the safe layer through `?`.
impl From<DriverError> for Error {
    #[cold]
    fn from(e: DriverError) -> Error {
        match e.cause {
            Cause::Missing { driver_version } => Error::MissingSymbol {
                function: e.function,
                driver_version,
            },
            Cause::Status(code) => Error::Driver {
                call: e.function,
                code,
            },
            // `Cause` may grow; report what there is.
            _ => Error::InvalidArgument(e.to_string()),
        }
    }
}

/// Result with [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Why observed mode could not be had.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ObserveError {
    /// No CUPTI library could be opened, or it lacks the callback API.
    #[error("CUPTI is not available: {tried}")]
    CuptiNotFound {
        /// Each library tried and why it failed.
        tried: String,
    },
    /// Another CUPTI subscriber (a profiler, a debugger, another library)
    /// holds the one subscription CUPTI allows.
    #[error("CUPTI has another subscriber{}", by.as_deref().map(|b| format!(" ({b})")).unwrap_or_default())]
    SubscriberTaken {
        /// The other subscriber's name, where CUPTI reports it
        /// (`cuptiSubscribe_v2`).
        by: Option<String>,
    },
    /// A CUPTI call failed.
    #[error("{call} failed: CUPTI error {code}")]
    Cupti {
        /// The call.
        call: &'static str,
        /// Its `CUptiResult`.
        code: u32,
    },
    /// The handle was loaded by a parent of this process, before a fork.
    #[error("CUDA was loaded before this process was forked")]
    InheritedAcrossFork,
    /// `CUDA_MEM_OBSERVE=off`.
    #[error("observed mode is off (CUDA_MEM_OBSERVE=off)")]
    Disabled,
    /// `CUDA_MEM_OBSERVE` holds something other than `off`, `on` or `auto`.
    #[error("CUDA_MEM_OBSERVE={value:?} is not off, on or auto")]
    BadSetting {
        /// What it holds.
        value: String,
    },
    /// Another CUPTI user is in the process (an injected tool, or a
    /// `libcupti` another component loaded, as PyTorch does for its
    /// profiler), and `CUDA_MEM_OBSERVE` is `auto`: subscribing would
    /// take CUPTI from it.
    #[error(
        "CUPTI is used by {tool}; observing would leave it blind to the GPU \
         (set CUDA_MEM_OBSERVE=on to observe anyway, off to not ask)"
    )]
    CuptiInUse {
        /// The other user, as the process shows it.
        tool: String,
    },
}
