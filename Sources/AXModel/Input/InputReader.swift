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
            // Straight into the array, not through a chunk; the loop below reads on should the
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
        } else {
            bytes.reserveCapacity(chunkSize)
        }
        // Written by `read` before it is read: not filled first.
        let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
        defer { chunk.deallocate() }
        while true {
            let count = Foundation.read(descriptor, chunk.baseAddress, chunkSize)
            if count < 0 {
                if errno == EINTR { continue }
                throw refuse("cannot read the file: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[0..<count]))
            guard bytes.count <= maximumSize else {
                throw refuse("input larger than the limit of \(describeSize(maximumSize)) (reading stopped there)")
            }
            if bytes.count == count, let problem = TextEncoding.binaryProblem(bytes) { throw refuse(problem) }
        }
        return bytes
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
