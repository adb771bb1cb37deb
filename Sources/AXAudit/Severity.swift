/// How bad a finding is (audit.md §2), most severe first.
public enum Severity: String, Sendable, CaseIterable, Comparable {
    case error, warning, info

    /// Lower is more severe.
    var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .info: 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }

    /// Whether a finding of this severity is kept with `--min-severity threshold`.
    public func isAtLeast(_ threshold: Severity) -> Bool { rank <= threshold.rank }

    /// `1 error`, `2 warnings`, `1 info`.
    public func counted(_ count: Int) -> String {
        let noun = self == .info ? "info" : rawValue
        return "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// SARIF's level: info is `note`.
    public var sarifLevel: String { self == .info ? "note" : rawValue }
}
