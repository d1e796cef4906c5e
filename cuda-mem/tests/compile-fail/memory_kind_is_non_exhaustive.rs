// New memory kinds may come: a match must have a wildcard arm.
use cuda_mem::*;

fn describe(k: MemoryKind) -> &'static str {
    match k {
        MemoryKind::Pageable => "pageable",
        MemoryKind::PinnedHost => "pinned",
        MemoryKind::Device => "device",
        MemoryKind::Managed => "managed",
        MemoryKind::StreamOrdered => "pool",
        MemoryKind::Vmm => "vmm",
    }
}

fn main() {
    let _ = describe(MemoryKind::Vmm);
}
