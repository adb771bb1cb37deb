import AXModel

/// One change between the two sides (diff.md §5), with everything the outputs print.
public struct Change: Sendable {
    public var kind: ChangeKind
    public var level: ChangeLevel
    /// The A stop (index from 0), if the change has one.
    public var a: Int?
    /// The B stop (index from 0), if the change has one.
    public var b: Int?
    /// The value on each side, as JSON.
    public var before: JSONOutput
    public var after: JSONOutput
    /// The text after `REF: `.
    public var message: String
    /// `stop.*`: why, or nil (the outputs print it for `stop.*` kinds only).
    public var reason: String?
    /// `stop.merged`: the one B stop; `stop.split`: the B stops.
    public var into: [Int]?
    /// Trait changes: the traits only on B, and only on A.
    public var addedTraits: [String]?
    public var removedTraits: [String]?
    /// `actions.*`: the action's name (a standard action: its kind) in A, else in B.
    public var actionKey: String?
    /// Set by the filter: left out of the report.
    public var ignored = false
    /// Set by the filter: makes the diff fail.
    public var failing = false

    public init(kind: ChangeKind, level: ChangeLevel? = nil, a: Int?, b: Int?, before: JSONOutput,
                after: JSONOutput, message: String) {
        self.kind = kind
        self.level = level ?? kind.level
        self.a = a
        self.b = b
        self.before = before
        self.after = after
        self.message = message
    }
}
