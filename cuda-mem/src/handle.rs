//! [`Cuda`], the handle every user starts from, and [`Shared`], what its
//! clones share. Plain data: the parts it holds (the registry, the observer,
//! the query) know nothing of `Cuda`, so every module may import this one.
//! Its public methods are in `cuda.rs`.

use crate::caps::{self, Device, Topology};
use crate::error::{Error, ObserveError, Result};
use crate::fork;
use crate::observed::mode::Handle;
use crate::observed::observer::Observer;
use crate::query::Query;
use crate::registry::Registry;
use crate::table::Table;
use cuda_mem_sys::out;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// The loaded driver with every device's capabilities. Cheap to clone; all
/// clones share one driver.
#[derive(Clone)]
pub struct Cuda {
    pub(crate) shared: Arc<Shared>,
}

impl std::fmt::Debug for Cuda {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cuda")
            .field("library", &self.shared.library.path())
            .field("driver_version", &self.shared.driver_version)
            .field("devices", &self.shared.devices)
            .finish()
    }
}

/// What every [`Cuda`] clone, RAII value and thread-local context slot
/// shares. Fixed at load except the registry, which readers consult
/// without a lock.
///
/// `repr(C)` and aligned to a cache line, so that the four fields an
/// observed-mode hit reads (whether this handle observes, the table, the
/// observer, the fork count) come first and share one line: a hit touches
/// one line of the handle, not two, which counts where another process
/// on the same core keeps evicting it.
#[repr(C, align(64))]
pub(crate) struct Shared {
    /// How many observing [`FreeObserver`](crate::FreeObserver)s made
    /// through this handle or its clones live: while any does, classify
    /// asks the observer's table first. Other handles of the same driver
    /// stay direct until they ask too.
    pub observing: AtomicUsize,
    /// Observed mode's table of answers, kept here too so that a lookup
    /// loads one pointer.
    pub table: Table,
    /// Observed mode's state for this driver library, shared by every
    /// handle of it in the process and never freed
    /// (`observed/observer.rs`).
    pub observer: &'static Observer,
    /// The process's fork count at load: another count means this is a
    /// forked child, where nothing may reach the driver (`fork.rs`).
    pub forks: u64,
    /// Reached through [`Shared::driver`], the one gate every driver call
    /// of this crate passes.
    library: cuda_mem_sys::Driver,
    pub driver_version: i32,
    pub devices: Vec<Device>,
    pub topology: Topology,
    pub query: Query,
    /// The ranges owned by this crate's RAII values; the only part that
    /// changes after load, and it is read without a lock.
    pub registry: Registry,
    /// Why observed mode could not be had, when this handle asked for it.
    pub fallback: Mutex<Option<ObserveError>>,
}

const _: () = assert!(
    std::mem::offset_of!(Shared, forks) + std::mem::size_of::<u64>() <= 64,
    "what a hit reads of a handle fits its first cache line"
);

impl Shared {
    /// Calls `cuInit` on a loaded driver and reads every device's
    /// capabilities.
    pub(crate) fn init(driver: cuda_mem_sys::Driver) -> Result<Shared> {
        let forks = fork::generation();
        // The version was read at load; a library without cuDriverGetVersion
        // is no driver.
        // SAFETY: a valid out-pointer.
        let version = out(|v| unsafe { driver.cuDriverGetVersion(v) })?;
        // SAFETY: cuInit takes no pointers.
        let count = match unsafe { driver.cuInit(0) } {
            Err(e) if e.code() == Some(cuda_mem_sys::CUresult::CUDA_ERROR_NO_DEVICE) => {
                log::info!(
                    "no CUDA device visible: every pointer classifies as pageable host memory"
                );
                0
            }
            // SAFETY: a valid out-pointer.
            r => r.and_then(|()| out(|n| unsafe { driver.cuDeviceGetCount(n) }))?,
        };
        let devices = (0..count)
            .map(|d| caps::read_device(&driver, d))
            .collect::<Result<Vec<_>>>()?;
        let topology = Topology::of(&devices);
        if !topology.is_homogeneous() {
            log::warn!("{topology}; classifying every pointer with the same query");
        }
        let pageable_reach = devices.iter().all(|d| d.caps.pageable_memory_access);
        let query = Query::new(topology.any_pools, devices.len(), pageable_reach);
        let observer = Observer::of(&driver);
        Ok(Shared {
            library: driver,
            driver_version: version,
            devices,
            topology,
            query,
            registry: Registry::new(),
            observer,
            table: observer.table(),
            observing: AtomicUsize::new(0),
            fallback: Mutex::new(None),
            forks,
        })
    }

    /// Whether this handle observes frees: a live observing
    /// [`FreeObserver`](crate::FreeObserver) of it keeps the process's
    /// subscription, so the observer is active too.
    #[inline]
    pub(crate) fn is_observing(&self) -> bool {
        self.observing.load(Ordering::Acquire) != 0
    }

    /// Whether this process is a child forked after the driver was loaded.
    #[inline]
    pub(crate) fn inherited(&self) -> bool {
        fork::forked_since(self.forks)
    }

    /// The driver, for a call: [`Error::InheritedAcrossFork`] in a forked
    /// child, where no driver call may be made (`fork.rs`). Every driver
    /// call of this crate after load goes through here, so no method can
    /// forget the check; a drop that gets the error leaves the memory to
    /// the parent.
    #[inline(always)]
    pub(crate) fn driver(&self) -> Result<&cuda_mem_sys::Driver> {
        if self.inherited() {
            return Err(Error::InheritedAcrossFork);
        }
        Ok(&self.library)
    }

    /// The loaded library, for what makes no driver call (its path, its
    /// symbols) and for [`Cuda::driver`]'s raw calls, whose callers answer
    /// for them.
    pub(crate) fn library(&self) -> &cuda_mem_sys::Driver {
        &self.library
    }
}

impl Handle for Shared {
    fn observer(&self) -> &'static Observer {
        self.observer
    }
    fn library(&self) -> &cuda_mem_sys::Driver {
        &self.library
    }
    fn inherited(&self) -> bool {
        Shared::inherited(self)
    }
    fn observing(&self) -> &AtomicUsize {
        &self.observing
    }
    fn fallback(&self) -> &Mutex<Option<ObserveError>> {
        &self.fallback
    }
}
