internal import CMemory

/// How a command run by the `axscope` executable has the C allocator treat memory it frees: kept
/// in the process for the allocations that follow rather than given back to the system.
///
/// A command frees the file's bytes once the snapshot is read, and allocates the analysis after.
/// By default glibc maps each large block (the file's) apart and unmaps it when freed, and gives
/// the top of its heap back, so the analysis touches pages new to the process: each a page fault,
/// which on a virtual machine can cost the host a fault of its own. Kept, the freed pages are used
/// again: at a million nodes `order` takes about a fifth fewer page faults (152,800 → 118,000).
/// Off unless the executable turns it on: the window, which lives on after a document closes,
/// gives memory back as usual.
public enum FreedMemory {
    /// Asks the allocator to serve every block from its heap (none mapped apart) and never to give
    /// the top of the heap back. Returns whether it accepted both.
    @discardableResult
    public static func keepForReuse() -> Bool {
        axscope_keep_freed_memory() == 1
    }

    /// The stretch of heap ``inHugePages(_:)`` reserves for a command: what `audit` of a
    /// 10,000-element snapshot touches, and more.
    public static let hugePageStretch = 32 << 20

    /// Grows the heap by `size` bytes at once and has the kernel back them with 2 MiB pages where
    /// it can (transparent huge pages, on advice): the heap there takes a page fault for each 2 MiB
    /// touched rather than each 4 KiB (`audit` of a 10,000-element snapshot: 3,500 faults → 960,
    /// 5–10 % of its time). Untouched, the stretch takes no memory; a page touched takes 2 MiB.
    /// After ``keepForReuse()``, on the main thread. Returns whether the kernel took the advice (a
    /// kernel without huge pages leaves the heap as it was).
    @discardableResult
    public static func inHugePages(_ size: Int = hugePageStretch) -> Bool {
        axscope_heap_in_huge_pages(size) == 1
    }
}
