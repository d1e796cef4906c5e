//! What an answer permits a caller to do with the bytes: the bits every
//! answer carries ([`Permits`]) and the two questions they answer most
//! often ([`DeviceAccess`], [`Sharing`]). The accessors are
//! [`PointerInfo`](crate::PointerInfo)'s.

bitflags::bitflags! {
    /// What an allocation permits a caller to do with its bytes, from the
    /// classification table and the devices' capabilities read at load (no
    /// driver call of its own): [`PointerInfo::permits`](crate::PointerInfo::permits), and the C
    /// struct's `access` field (`CUDA_MEM_PERMITS_`, the same bits).
    ///
    /// | memory | permits |
    /// |---|---|
    /// | pageable | `CPU`, and `ANY_DEVICE` where every device reads pageable memory (`PAGEABLE_MEMORY_ACCESS`) |
    /// | pinned or registered host | `CPU`, `ANY_DEVICE` |
    /// | `cuMemAlloc` device | `OWNER_DEVICE`, `LEGACY_IPC` |
    /// | managed, managed pool | `CPU`, `ANY_DEVICE`, `MANAGED` |
    /// | pool on a device | `OWNER_DEVICE`, `BY_GRANT`, `POOL_EXPORT` |
    /// | pool on the host or a host NUMA node | `CPU`, `BY_GRANT`, `POOL_EXPORT` |
    /// | VMM on a device | `OWNER_DEVICE`, `BY_GRANT`, `VMM_HANDLE` |
    /// | VMM on a host NUMA node | `BY_GRANT`, `VMM_HANDLE` |
    ///
    /// `POOL_EXPORT` and `VMM_HANDLE` say which way the kind is shared;
    /// whether this allocation was made exportable is its handle types
    /// ([`PointerDetails::allowed_handle_types`](crate::PointerDetails)).
    /// `BY_GRANT`: more devices (and, for host-NUMA VMM memory, the CPU)
    /// may use the memory where its owner granted them access, which
    /// [`PointerDetails`](crate::PointerDetails) asks the driver.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    pub struct Permits: u16 {
        /// The CPU may load and store the bytes.
        const CPU = 1 << 0;
        /// The owner device ([`PointerInfo::device`](crate::PointerInfo::device)) may.
        const OWNER_DEVICE = 1 << 1;
        /// Every device may.
        const ANY_DEVICE = 1 << 2;
        /// Devices the owner granted access may (`cuMemSetAccess`,
        /// `cuMemPoolSetAccess`).
        const BY_GRANT = 1 << 3;
        /// Managed: pages migrate on demand between the CPU and devices.
        const MANAGED = 1 << 4;
        /// Shared with another process by a legacy IPC handle
        /// (`cuIpcGetMemHandle`).
        const LEGACY_IPC = 1 << 5;
        /// Shared by exporting its pool and the pointer
        /// (`cuMemPoolExportPointer`), where the pool has handle types.
        const POOL_EXPORT = 1 << 6;
        /// Shared by exporting its VMM handle (a POSIX file descriptor,
        /// `cuMemExportToShareableHandle`), where it has handle types.
        const VMM_HANDLE = 1 << 7;
    }
}

/// Which devices may load and store an allocation's bytes
/// ([`PointerInfo::device_access`](crate::PointerInfo::device_access)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DeviceAccess {
    /// None (pageable memory, where devices do not read pageable memory).
    None,
    /// The owner device, and peers the owner enabled: `cuMemAlloc` and
    /// device-located pool and VMM memory.
    Owner,
    /// Every device: pinned, registered and managed memory, and pageable
    /// memory where the devices read it.
    Any,
    /// The devices the owner granted access (host-located pool and VMM
    /// memory): [`PointerDetails`](crate::PointerDetails) lists them.
    Granted,
}

/// How an allocation can be shared with another process
/// ([`PointerInfo::sharing`](crate::PointerInfo::sharing)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Sharing {
    /// Not at all: pageable, pinned, registered and managed memory, and a
    /// managed pool's (the driver refuses to export such a pool).
    None,
    /// A legacy IPC handle (`cuMemAlloc` memory).
    LegacyIpc,
    /// Its pool's export and the pointer's ([`PoolExport`](crate::PoolExport)),
    /// where the pool was made with handle types.
    PoolExport,
    /// Its VMM handle as a file descriptor, where it was made with handle
    /// types.
    VmmHandle,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::answer::{Location, MemoryKind, PointerInfo};

    #[test]
    fn the_accessors_read_the_permits_the_table_gave() {
        use Permits as P;
        let with = |p: Permits| {
            PointerInfo::new(
                1,
                MemoryKind::StreamOrdered,
                Some(0),
                Location::Device(0),
                std::ptr::null_mut(),
                std::ptr::null_mut(),
                p,
            )
        };
        let cases = [
            (P::CPU, true, DeviceAccess::None, false, Sharing::None),
            (
                P::CPU | P::ANY_DEVICE,
                true,
                DeviceAccess::Any,
                false,
                Sharing::None,
            ),
            (
                P::OWNER_DEVICE | P::LEGACY_IPC,
                false,
                DeviceAccess::Owner,
                false,
                Sharing::LegacyIpc,
            ),
            (
                P::CPU | P::ANY_DEVICE | P::MANAGED,
                true,
                DeviceAccess::Any,
                true,
                Sharing::None,
            ),
            (
                P::OWNER_DEVICE | P::BY_GRANT | P::POOL_EXPORT,
                false,
                DeviceAccess::Owner,
                false,
                Sharing::PoolExport,
            ),
            (
                P::CPU | P::BY_GRANT | P::POOL_EXPORT,
                true,
                DeviceAccess::Granted,
                false,
                Sharing::PoolExport,
            ),
            (
                P::BY_GRANT | P::VMM_HANDLE,
                false,
                DeviceAccess::Granted,
                false,
                Sharing::VmmHandle,
            ),
        ];
        for (p, cpu, device, managed, sharing) in cases {
            let i = with(p);
            assert_eq!(i.permits(), p);
            assert_eq!(
                (
                    i.cpu_access(),
                    i.device_access(),
                    i.is_managed(),
                    i.sharing()
                ),
                (cpu, device, managed, sharing),
                "{p:?}"
            );
        }
    }
}
