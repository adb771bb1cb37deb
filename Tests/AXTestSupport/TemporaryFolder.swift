import Foundation

/// A folder of its own under the system's temporary directory, removed with everything in it
/// when the last reference goes, so that a suite's instance cleans up after its test.
public final class TemporaryFolder: Sendable {
    /// The folder's URL.
    public let url: URL

    /// Makes a new, empty folder named `prefix` and a UUID.
    public init(_ prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of `name` in the folder.
    public func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes `text` as UTF-8 to `name` in the folder and returns its path.
    public func write(_ name: String, _ text: String) throws -> String {
        let path = path(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
