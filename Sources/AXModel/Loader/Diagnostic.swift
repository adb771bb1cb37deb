/// An error or warning about a snapshot, located in its file.
public struct Diagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning }

    public var severity: Severity
    public var file: String
    public var location: SourceLocation
    /// The JSON path of the value concerned (`root.children[2].frame`); empty for the whole file.
    public var path: String
    public var message: String

    public init(severity: Severity, file: String, location: SourceLocation, path: String, message: String) {
        self.severity = severity
        self.file = file
        self.location = location
        self.path = path
        self.message = message
    }

    /// A path of at most about 200 characters: its start and end around "…".
    static func shortened(_ path: String) -> String {
        guard path.count > 200 else { return path }
        return "\(path.prefix(80))…\(path.suffix(100))"
    }

    /// `FILE:LINE:COLUMN: error: PATH: MESSAGE`, the form compilers use.
    public var description: String {
        let subject = path.isEmpty ? message : "\(Diagnostic.shortened(path)): \(message)"
        return Echo.terminalSafe("\(file):\(location.line):\(location.column): \(severity.rawValue): \(subject)")
    }
}

/// A snapshot and the warnings its loading produced.
public struct LoadedSnapshot: Sendable {
    public var snapshot: Snapshot
    public var warnings: [Diagnostic]

    public init(snapshot: Snapshot, warnings: [Diagnostic]) {
        self.snapshot = snapshot
        self.warnings = warnings
    }
}
