/// `--ignore` and `--fail-on` (diff.md §1): which changes are left out, and which fail.
public struct ChangeFilter: Sendable {
    /// Kinds or leading parts of kinds whose changes are not printed, counted or failing.
    public var ignore: [String]
    /// `regression`, `warning`, `any`, `none`, kinds or leading parts of kinds.
    public var failOn: [String]

    public static let levelTerms = ["regression", "warning", "any", "none"]

    public init(ignore: [String] = [], failOn: [String] = ["regression"]) {
        self.ignore = ignore
        self.failOn = failOn
    }

    /// Whether `term` names a kind or the leading dot-separated parts of kinds.
    public static func isKindTerm(_ term: String) -> Bool {
        ChangeKind.allCases.contains { matches(term, $0) }
    }

    static func matches(_ term: String, _ kind: ChangeKind) -> Bool {
        kind.rawValue == term || kind.rawValue.hasPrefix(term + ".")
    }

    public func ignores(_ kind: ChangeKind) -> Bool { ignore.contains { ChangeFilter.matches($0, kind) } }

    public func fails(_ change: Change) -> Bool {
        failOn.contains { term in
            switch term {
            case "regression": change.level == .error
            case "warning": change.level != .info
            case "any": true
            case "none": false
            default: ChangeFilter.matches(term, change.kind)
            }
        }
    }
}
