@testable import AXModel
import AXTestSupport
import Foundation
import Testing

@Suite struct InputReaderTests {
    func refusal(_ path: String, maximumSize: Int = InputReader.maximumSize) -> String? {
        do {
            _ = try InputReader.read(path: path, name: "in", maximumSize: maximumSize)
            return nil
        } catch {
            return error.description
        }
    }

    func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-input-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func directoriesAndMissingFilesSayWhat() {
        #expect(refusal("/tmp") == "in:1:1: error: is a directory; expected a snapshot (.axsnap) or a dump file")
        #expect(refusal("/nonexistent/file.axsnap") == "in:1:1: error: cannot read the file: it does not exist")
    }

    /// Item 5 and 11: a regular file over the limit is refused by its size, before it is read (a
    /// sparse file of 3 GiB costs nothing to make and would trap an `Int32` conversion).
    @Test func aFileOverTheLimitIsRefusedBeforeReading() throws {
        let path = try temporaryFile([])
        defer { unlink(path) }
        #expect(truncate(path, 3 << 30) == 0)
        #expect(refusal(path) == "in:1:1: error: file of 3221225472 bytes is larger than the limit of 256 MiB")
        let small = try temporaryFile(Array("{}{}".utf8))
        defer { unlink(small) }
        #expect(refusal(small, maximumSize: 3) == "in:1:1: error: file of 4 bytes is larger than the limit of 3 bytes")
    }

    /// Item 7: a stream is read in chunks and refused as soon as it passes the limit.
    @Test func aStreamIsCutAtTheLimit() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-fifo-\(UUID().uuidString)").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "yes '{\"a\": 1}' > '\(fifo)' 2>/dev/null"]
        try writer.run()
        #expect(refusal(fifo, maximumSize: 4 * 1_048_576)
            == "in:1:1: error: input larger than the limit of 4 MiB (reading stopped there)")
        writer.terminate()
        writer.waitUntilExit()
    }

    /// Item 7: `cat /dev/zero | axscope validate -` ends at once: the first chunk is not text.
    @Test func binaryInputEndsAtTheFirstChunk() {
        #expect(refusal("/dev/zero")
            == "in:1:1: error: not UTF-8 text: byte 0x00 at offset 0 (a binary file, or UTF-16 without a byte-order mark?)")
    }

    /// Item 20: UTF-16 with a byte-order mark passes the binary check (its NUL bytes) and loads.
    @Test func utf16WithAByteOrderMarkIsRead() throws {
        let text = #"{"format": "axsnap", "version": 1, "screen": {"width": 1, "height": 1}, "root": {"id": "é", "type": "window", "frame": [0, 0, 1, 1]}}"#
        let path = try temporaryFile([0xFF, 0xFE] + Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        defer { unlink(path) }
        #expect(throws: Diagnostic.self) { try SnapshotLoader.load(path: path) }
        #expect(Fixture.error(text)?.hasSuffix("invalid id 'é': expected 1 to 128 of A–Z a–z 0–9 _ . : -") == true)
        let valid = text.replacingOccurrences(of: "é", with: "e")
        let validPath = try temporaryFile([0xFF, 0xFE] + Array(valid.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        defer { unlink(validPath) }
        #expect(try SnapshotLoader.load(path: validPath).snapshot.nodes.map(\.id) == ["e"])
    }

    /// Issue 13: a regular file is read straight into its array, every byte of it; the binary
    /// check looks at the first chunk, as it does for a stream.
    @Test func aRegularFileIsReadWholeAndCheckedInItsFirstChunk() throws {
        let text = (0..<(InputReader.chunkSize * 2 + 7)).map { UInt8(0x20 + $0 % 90) }
        let path = try temporaryFile(text)
        defer { unlink(path) }
        #expect(try InputReader.read(path: path, name: "in") == text)
        var early = text
        early[InputReader.chunkSize - 1] = 0
        let earlyPath = try temporaryFile(early)
        defer { unlink(earlyPath) }
        #expect(refusal(earlyPath) == "in:1:1: error: not UTF-8 text: byte 0x00 at offset 1048575 "
            + "(a binary file, or UTF-16 without a byte-order mark?)")
        var late = text
        late[InputReader.chunkSize] = 0
        let latePath = try temporaryFile(late)
        defer { unlink(latePath) }
        #expect(try InputReader.read(path: latePath, name: "in") == late)
        let empty = try temporaryFile([])
        defer { unlink(empty) }
        #expect(try InputReader.read(path: empty, name: "in") == [])
    }
}
