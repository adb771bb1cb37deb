import Foundation

/// Writes to one of the process's standard streams.
struct FileStream {
    let handle: FileHandle

    static var standardOutput: FileStream { FileStream(handle: .standardOutput) }
    static var standardError: FileStream { FileStream(handle: .standardError) }

    func write(_ text: String) {
        handle.write(Data(text.utf8))
    }
}
