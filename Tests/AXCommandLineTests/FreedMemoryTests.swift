@testable import AXCommandLine
import AXTestSupport
import CMemory
import Foundation
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

    /// `order` of a 50,000-element snapshot, run as the built program: its heap, in 4 KiB pages,
    /// takes about 5,000 page faults; in 2 MiB pages a fifth of that.
    @Test func theCommandsHeapTakesAFaultPer2MiBWhereTheKernelHasHugePages() throws {
        let rows = (0..<50_000).map { #"{"id": "b\#($0)", "type": "button", "frame": [0, \#($0 * 44), 200, 44], "label": "Button \#($0)"}"# }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString).axsnap").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(Fixture.json(rows.joined(separator: ",")).utf8)))
        defer { unlink(path) }
        let program = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .deletingLastPathComponent().appendingPathComponent("axscope").path
        // Both run from Python, which can call prctl: once with huge pages refused to the process.
        // Python's own faults are those of a run of `true`.
        let python = try pageFaults("/bin/true", [], hugePages: true)
        let inSmallPages = try pageFaults(program, ["order", path], hugePages: false) - python
        let inHugePages = try pageFaults(program, ["order", path], hugePages: true) - python
        let setting = (try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)) ?? "[never]"
        if setting.contains("[never]") {
            #expect(inHugePages > inSmallPages * 9 / 10, "\(inHugePages) faults, \(inSmallPages) without huge pages")
        } else {
            #expect(inSmallPages > 4_000, "\(inSmallPages) faults without huge pages")
            #expect(inHugePages * 3 < inSmallPages, "\(inHugePages) faults, \(inSmallPages) without huge pages")
        }
    }

    /// The minor page faults of a run of `program` (its output discarded), started by Python,
    /// which first refuses the process huge pages unless `hugePages` (prctl's setting stays
    /// across exec).
    private func pageFaults(_ program: String, _ arguments: [String], hugePages: Bool) throws -> Int {
        let start = "import ctypes, os, sys; ctypes.CDLL(None).prctl(41, \(hugePages ? 0 : 1), 0, 0, 0); os.execv(sys.argv[1], sys.argv[1:])"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = (["/usr/bin/python3", "-c", start, program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, "/usr/bin/python3", &actions, nil, argv, environ) == 0)
        var status: Int32 = 0
        var usage = rusage()
        try #require(wait4(pid, &status, 0, &usage) == pid)
        #expect(status == 0)
        return usage.ru_minflt
    }
}
