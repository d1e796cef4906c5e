//! The registry entry each RAII value holds for the memory it owns.

use crate::handle::Cuda;

/// A live owned range: held by each RAII value, retired first in its `Drop`.
pub(crate) struct Owned {
    cuda: Cuda,
    start: u64,
    registered: bool,
}

impl Owned {
    /// Registers `[start, start + len)` with the driver's classification of
    /// `start`. If that query fails, the range is left to the driver: the
    /// value is still created, and classify asks the driver for it.
    pub(crate) fn new(cuda: &Cuda, start: u64, len: usize) -> Owned {
        let registered = match crate::classify::classify_by_driver(cuda, start) {
            Ok(info) if info.is_cuda_memory() => cuda.shared.registry.insert(start, len, info),
            _ => false,
        };
        Owned {
            cuda: cuda.clone(),
            start,
            registered,
        }
    }

    /// Removes the range; called before the driver frees the memory. In a
    /// forked child it only forgets it: the parent may have held the
    /// writer lock at the fork.
    pub(crate) fn retire(&mut self) {
        if std::mem::take(&mut self.registered) && !self.cuda.shared.inherited() {
            self.cuda.shared.registry.remove(self.start);
        }
    }
}

impl Drop for Owned {
    fn drop(&mut self) {
        self.retire();
    }
}
