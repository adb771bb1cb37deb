@testable import AXCommandLine
import CMemory
import Glibc
import Testing

@Suite struct FreedMemoryTests {
    /// Over the 32 MiB up to which glibc raises its threshold for mapping a block apart, and under
    /// the 64 MiB of a thread's heap (tests run on threads other than the main one).
    static let size = 48 << 20

    @Test func aLargeBlockComesFromTheHeapAndStaysThereOnceFreed() throws {
        #expect(FreedMemory.keepForReuse())
        // The tests share one process: glibc's defaults back for the others once done.
        defer {
            mallopt(M_MMAP_MAX, 65_536)
            mallopt(M_TRIM_THRESHOLD, 128 * 1_024)
        }
        let before = mallinfo2()
        let block = try #require(malloc(Self.size))
        memset(block, 1, Self.size)
        let allocated = mallinfo2()
        free(block)
        let freed = mallinfo2()
        // Mapped apart, the block would add its size to `hblkhd`.
        #expect(allocated.hblkhd < before.hblkhd + Self.size)
        // Freed, it stays in the heap for what comes next.
        #expect(freed.arena >= allocated.arena)
        #expect(freed.fordblks >= Self.size)
    }
}
