//! Every public method of [`Cuda`]: the crate's surface in one place. Each
//! is its body, or one call into the module that does the work.

use crate::answer::{Address, PointerInfo};
use crate::caps::{Device, Topology};
use crate::classify::detail::PointerDetails;
use crate::context::{self, ContextBinding};
use crate::error::{Error, Result};
use crate::fork;
use crate::handle::{Cuda, Shared};
use crate::memory::copy::check_extent;
use crate::memory::view::{Bytes, BytesMut};
use crate::observed::mode::{self, ForeignMode, FreeObserver};
use crate::{classify, classify::detail};
use cuda_mem_sys::CUcontext;
use std::sync::Arc;

/// Loading, and what was read at load.
impl Cuda {
    /// Loads the driver named by `CUDA_DRIVER_LIBRARY`, else `libcuda.so.1`,
    /// else `libcuda.so`; calls `cuInit`; reads every device's capabilities.
    ///
    /// A machine without a GPU (`cuInit` answering CUDA_ERROR_NO_DEVICE)
    /// loads with zero devices: every pointer then classifies as pageable.
    ///
    /// The library named by `CUDA_DRIVER_LIBRARY` is trusted as a CUDA
    /// driver, as the dynamic loader trusts `LD_LIBRARY_PATH`.
    ///
    /// In a child forked from a process that loaded the driver, CUDA is not
    /// usable until `exec`: [`Error::InheritedAcrossFork`], with no call.
    pub fn load() -> Result<Cuda> {
        fork::refuse_in_child()?;
        // SAFETY: the default names are the CUDA driver; a library named by
        // the user through CUDA_DRIVER_LIBRARY is theirs to vouch for, as
        // documented.
        let driver = unsafe { cuda_mem_sys::Driver::load() }
            .map_err(|e| Error::DriverNotFound { tried: e.tried })?;
        Ok(Cuda {
            shared: Arc::new(Shared::init(driver)?),
        })
    }

    /// As [`Cuda::load`], from the library at `path`.
    ///
    /// # Safety
    /// Opening the library runs its initialisers, and every driver entry
    /// point it exports is called with the header's signature: it must be a
    /// CUDA driver, or implement the same C ABI (as the simulated driver
    /// does).
    pub unsafe fn load_from(path: &str) -> Result<Cuda> {
        fork::refuse_in_child()?;
        // SAFETY: forwarded to the caller.
        let driver = unsafe { cuda_mem_sys::Driver::load_from(path) }
            .map_err(|e| Error::DriverNotFound { tried: e.tried })?;
        Ok(Cuda {
            shared: Arc::new(Shared::init(driver)?),
        })
    }

    /// Every visible device, by ordinal.
    pub fn devices(&self) -> &[Device] {
        &self.shared.devices
    }

    /// The device with this ordinal, or [`Error::NoSuchDevice`].
    pub fn device(&self, ordinal: i32) -> Result<&Device> {
        let devices = &self.shared.devices;
        usize::try_from(ordinal)
            .ok()
            .and_then(|i| devices.get(i))
            .ok_or(Error::NoSuchDevice {
                ordinal,
                count: devices.len(),
            })
    }

    /// How the devices compare.
    pub fn topology(&self) -> &Topology {
        &self.shared.topology
    }

    /// `cuDriverGetVersion` (for example 13000 for CUDA 13.0).
    pub fn driver_version(&self) -> i32 {
        self.shared.driver_version
    }

    /// The raw driver, for calls this crate does not wrap.
    pub fn driver(&self) -> &cuda_mem_sys::Driver {
        self.shared.library()
    }

    /// Whether this handle was loaded by a parent of this process, before a
    /// `fork`: CUDA cannot be used through it here, and values made from it
    /// drop without a driver call (see the crate docs on fork).
    pub fn is_inherited(&self) -> bool {
        self.shared.inherited()
    }

    /// Whether the loaded library is the simulated driver (`cuda-sim`), so
    /// that a tool that prints answers or timings can say which driver
    /// gave them (the survey's first line does).
    pub fn is_simulated(&self) -> bool {
        self.shared.library().has_symbol("cuda_sim_configure")
    }
}

/// Classification (`classify/`).
impl Cuda {
    /// Classifies an address: from the registry of owned memory when the
    /// address lies in memory a RAII value of this `Cuda` (or a clone)
    /// owns, else with one driver call (none when no device is visible;
    /// none either, in observed mode, for a foreign address answered
    /// before: see [`ForeignMode`]). Interior pointers classify as their
    /// allocation; freed memory classifies as pageable, or as whatever now
    /// holds the address.
    ///
    /// The registry answers for the bytes of a live [`DeviceBuffer`],
    /// [`PinnedHostBuffer`], [`ManagedBuffer`], [`HostRegistration`] (the
    /// registered bytes, not the rest of their pages), [`PoolBuffer`] and
    /// [`VmmAllocation`] (the mapped range) made through this `Cuda` or one
    /// of its clones. Its answer is the driver's, read once when the value
    /// was created, and it is removed before the value frees the memory.
    /// Anything else — memory from raw driver calls, from another library,
    /// from another [`Cuda::load`] — is foreign: one driver call, as
    /// [`Cuda::classify_by_driver`]; in observed mode
    /// ([`Cuda::observe_frees`]) none for an address answered before.
    ///
    /// Errors: [`Error::NullPointer`] for address 0 (no driver call, also
    /// when no device is visible); [`Error::Driver`] if the driver refuses
    /// the query; [`Error::UnexpectedAttributes`] for an answer the table has
    /// no row for.
    ///
    /// [`DeviceBuffer`]: crate::DeviceBuffer
    /// [`PinnedHostBuffer`]: crate::PinnedHostBuffer
    /// [`ManagedBuffer`]: crate::ManagedBuffer
    /// [`HostRegistration`]: crate::HostRegistration
    /// [`PoolBuffer`]: crate::PoolBuffer
    /// [`VmmAllocation`]: crate::VmmAllocation
    // Always: a call returns the answer through memory, and a caller that
    // reads it back in other widths stalls on store forwarding (the C
    // library's entry point against the Rust call, `capi_vs_rust`, guards
    // it).
    #[inline(always)]
    pub fn classify(&self, ptr: impl Address) -> Result<PointerInfo> {
        classify::classify(self, ptr.address())
    }

    /// The answer [`Cuda::classify`] would give for an address, if it has
    /// it at hand: one it keeps, in observed mode, for an address answered
    /// before, or for owned memory classified before. No driver call, no
    /// lock, no error; `None` (address 0 included) where `classify` would
    /// have to look further. For a caller that keeps its hot path apart
    /// from the rest, as the C library's `cuda_mem_classify` does.
    #[inline(always)]
    pub fn classify_kept(&self, ptr: impl Address) -> Option<PointerInfo> {
        classify::kept(self, ptr.address())
    }

    /// Classifies an address with one driver call (none when no device is
    /// visible), also where the registry of owned memory knows the answer:
    /// to check the registry, or to time the driver. Errors as for
    /// [`Cuda::classify`].
    #[inline]
    pub fn classify_by_driver(&self, ptr: impl Address) -> Result<PointerInfo> {
        classify::classify_by_driver(self, ptr.address())
    }

    /// Classifies an address and reads its allocation's extent and
    /// capabilities and buffer id, with one driver call of its own: the
    /// classification's attributes and seven more. Always asks the driver,
    /// for owned memory too. For registration caches and RDMA paths;
    /// [`Cuda::classify`] stays the cheap default.
    ///
    /// Errors as for [`Cuda::classify`].
    pub fn classify_detailed(&self, ptr: impl Address) -> Result<PointerDetails> {
        detail::detailed(self, ptr.address())
    }

    /// The attributes the classification query asks for, in order: for a
    /// caller that makes the same `cuPointerGetAttributes` itself, to
    /// reproduce an answer with raw driver calls or to report which query
    /// a driver was asked (the survey prints it).
    pub fn classification_attributes(&self) -> &[cuda_mem_sys::CUpointer_attribute] {
        self.shared.query.attributes()
    }

    /// How many owned ranges the registry holds (see [`Cuda::classify`]).
    #[cfg(feature = "testing")]
    pub fn owned_ranges(&self) -> usize {
        self.shared.registry.len()
    }

    /// Turns observed mode on: CUPTI callbacks on every driver entry point
    /// that frees memory keep the cache of foreign answers exact, so a
    /// foreign address answered before costs no driver call (see
    /// [`ForeignMode`]). This handle and its clones observe while any
    /// clone of the returned value lives. The subscription is the
    /// process's: every handle of the same driver that asks shares it and
    /// its table, and it ends when the last of their observers drops,
    /// giving CUPTI back. A handle that has not asked stays direct.
    ///
    /// Never fails: with `CUDA_MEM_OBSERVE=off`, with another CUPTI user
    /// in the process while it is `auto` (the default; see
    /// [`ForeignMode`]), without CUPTI, with CUPTI refusing a second
    /// subscriber, or in a forked child, classification stays direct, the
    /// reason is logged once and [`Cuda::foreign_mode`] reports it.
    pub fn observe_frees(&self) -> FreeObserver {
        mode::observe_frees(self.shared.clone())
    }

    /// How foreign memory is classified now.
    pub fn foreign_mode(&self) -> ForeignMode {
        mode::foreign_mode(&*self.shared)
    }

    /// Bytes the cache of foreign answers takes at most (fixed at load,
    /// one cache per driver library in the process): for a caller that
    /// budgets or reports its memory before turning observed mode on.
    pub fn foreign_cache_bytes(&self) -> usize {
        self.shared.observer.bytes()
    }
}

/// Contexts (`context/`).
impl Cuda {
    /// This thread's current context, if any (one `cuCtxGetCurrent`).
    pub fn current_context(&self) -> Result<Option<CUcontext>> {
        context::current(self)
    }

    /// Makes sure the calling thread has a current context in which `info`'s
    /// memory can be used.
    ///
    /// On a thread that has a current context this is one `cuCtxGetCurrent`
    /// and nothing else. On a thread without one, the owner device's primary
    /// context is retained once per thread and device, made current, and
    /// released when the thread exits or calls
    /// [`Cuda::release_thread_contexts`].
    ///
    /// Errors: [`Error::ThreadExiting`] when called from a thread-local
    /// destructor (the thread can no longer hold a reference); driver errors.
    pub fn ensure_context(&self, info: &PointerInfo) -> Result<ContextBinding> {
        context::ensure(self, info)
    }

    /// Gives back every primary-context reference the calling thread holds
    /// through [`Cuda::ensure_context`] on this driver handle, now rather
    /// than at thread exit (for long-lived threads that are done with a
    /// device). A released context that is current is unset first. Returns
    /// how many references were released; the first failure is returned
    /// after every release was tried.
    pub fn release_thread_contexts(&self) -> Result<usize> {
        context::release_thread(self)
    }

    /// How many primary-context references the calling thread holds through
    /// [`Cuda::ensure_context`] (for this driver handle).
    #[cfg(feature = "testing")]
    pub fn thread_bindings(&self) -> usize {
        context::thread_bindings(self)
    }
}

/// Views of memory this crate does not own (`memory/`).
impl Cuda {
    /// A view of `len` bytes at `address`, checked against the driver: for
    /// memory CUDA knows, the bytes must lie in one allocation
    /// ([`Error::OutOfBounds`] otherwise; one detailed query). Memory CUDA
    /// does not know (pageable) cannot be checked.
    ///
    /// # Safety
    /// As [`Bytes::from_raw`]: the bytes stay allocated, and are not
    /// written by anyone else, for `'a`.
    pub unsafe fn bytes_at<'a>(&self, address: u64, len: usize) -> Result<Bytes<'a>> {
        check_extent(self, address, len)?;
        // SAFETY: forwarded to the caller.
        unsafe { Bytes::from_raw(address, len) }
    }

    /// As [`Cuda::bytes_at`], for writing.
    ///
    /// # Safety
    /// As [`BytesMut::from_raw`].
    pub unsafe fn bytes_at_mut<'a>(&self, address: u64, len: usize) -> Result<BytesMut<'a>> {
        check_extent(self, address, len)?;
        // SAFETY: forwarded to the caller.
        unsafe { BytesMut::from_raw(address, len) }
    }
}
