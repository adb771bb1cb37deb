#if canImport(Glibc)
import Glibc
#endif

/// Writes bytes to one of the process's standard streams with `write(2)`, unbuffered: callers hand
/// it large pieces.
struct FileStream {
    let descriptor: Int32

    static var standardOutput: FileStream { FileStream(descriptor: STDOUT_FILENO) }
    static var standardError: FileStream { FileStream(descriptor: STDERR_FILENO) }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0) }
    }

    /// Writes all of `bytes`, continuing after partial writes and interruptions; stops at an error
    /// (a closed pipe), as there is no one left to tell.
    func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = Glibc.write(descriptor, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            next += written
            left -= written
        }
    }
}
