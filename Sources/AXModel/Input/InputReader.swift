import Foundation

/// Reads the bytes of an input file or standard input, bounded by ``maximumSize``.
///
/// Every reader of the project (the snapshot loader and every importer) gets its bytes here, so
/// one limit holds for all of them: a regular file is refused by its size before it is read, and a
/// pipe is read in chunks and refused as soon as it passes the limit. The readers convert text in
/// UTF-16 or UTF-32 with a byte-order mark (``TextEncoding``).
public enum InputReader {
    /// The largest input accepted, for every reader.
    public static let maximumSize = 256 * 1_048_576
    static let chunkSize = 1_048_576

    /// The bytes of the file at `path` (`-`: standard input), named `name` in messages.
    public static func read(path: String, name: String, maximumSize: Int = maximumSize) throws(Diagnostic) -> [UInt8] {
        func refuse(_ message: String) -> Diagnostic {
            Diagnostic(severity: .error, file: name, location: .init(line: 1, column: 1), path: "", message: message)
        }
        let descriptor = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw refuse(openFailure(errno)) }
        defer { if descriptor != 0 { close(descriptor) } }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw refuse("cannot read the file: \(String(cString: strerror(errno)))") }
        if status.st_mode & S_IFMT == S_IFDIR {
            throw refuse("is a directory; expected a snapshot (.axsnap) or a dump file")
        }
        let isRegular = status.st_mode & S_IFMT == S_IFREG
        if isRegular, Int(status.st_size) > maximumSize {
            throw refuse("file of \(status.st_size) bytes is larger than the limit of \(describeSize(maximumSize))")
        }
        var bytes: [UInt8] = []
        if isRegular {
            // Straight into the array, not through a chunk; the stream is read on should the
            // file have grown since `fstat`.
            let size = Int(status.st_size)
            var failure: Int32 = 0
            bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
                while count < size {
                    let read = Foundation.read(descriptor, buffer.baseAddress! + count, size - count)
                    if read < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    if read == 0 { break }
                    count += read
                }
            }
            if failure != 0 { throw refuse("cannot read the file: \(String(cString: strerror(failure)))") }
            if let problem = TextEncoding.binaryProblem(bytes, within: chunkSize) { throw refuse(problem) }
        }
        return try readStream(descriptor, after: bytes, maximumSize: maximumSize, refuse: refuse)
    }

    /// `prefix` and what `descriptor` gives until its end. The bytes are read into chunks mapped
    /// apart and copied once into the result, each chunk unmapped as soon as it is copied, so the
    /// memory stays within the input's size (at most the limit) plus one chunk; an array grown by
    /// doubling would take up to three times the limit. The first bytes of a stream are checked
    /// for binary content as a file's are.
    private static func readStream(_ descriptor: Int32, after prefix: [UInt8], maximumSize: Int,
                                   refuse: (String) -> Diagnostic) throws(Diagnostic) -> [UInt8] {
        var chunks: [(start: UnsafeMutableRawPointer, count: Int)] = []
        defer { for chunk in chunks { munmap(chunk.start, chunkSize) } }
        var total = prefix.count
        while true {
            if chunks.last.map({ $0.count == chunkSize }) ?? true {
                let start = mmap(nil, chunkSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
                guard let start, start != MAP_FAILED else { throw refuse("cannot read the file: \(String(cString: strerror(errno)))") }
                chunks.append((start, 0))
            }
            let last = chunks.count - 1
            let count = Foundation.read(descriptor, chunks[last].start + chunks[last].count, chunkSize - chunks[last].count)
            if count < 0 {
                if errno == EINTR { continue }
                throw refuse("cannot read the file: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            if total == 0, let problem = TextEncoding.binaryProblem(
                [UInt8](UnsafeRawBufferPointer(start: chunks[last].start, count: count))) {
                throw refuse(problem)
            }
            chunks[last].count += count
            total += count
            guard total <= maximumSize else {
                throw refuse("input larger than the limit of \(describeSize(maximumSize)) (reading stopped there)")
            }
        }
        guard total > prefix.count else { return prefix }
        return [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            _ = UnsafeMutableBufferPointer(rebasing: buffer[0..<prefix.count]).initialize(from: prefix)
            var offset = prefix.count
            for chunk in chunks {
                memcpy(buffer.baseAddress! + offset, chunk.start, chunk.count)
                offset += chunk.count
                munmap(chunk.start, chunkSize)
            }
            chunks = []
            initialized = total
        }
    }

    /// `256 MiB`, or a byte count below 1 MiB.
    public static func describeSize(_ size: Int) -> String {
        size >= 1_048_576 ? "\(size / 1_048_576) MiB" : "\(size) bytes"
    }

    static func openFailure(_ code: Int32) -> String {
        switch code {
        case ENOENT: "cannot read the file: it does not exist"
        case EACCES, EPERM: "cannot read the file: permission denied"
        case EISDIR: "is a directory; expected a snapshot (.axsnap) or a dump file"
        default: "cannot read the file: \(String(cString: strerror(code)))"
        }
    }
}
