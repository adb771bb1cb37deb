import AXModel

/// One change between the two sides (diff.md §5), with everything the outputs print.
///
/// A screen against an empty one has a change for each of its stops, so a change is kept small:
/// stop indices in 32 bits, and the fields few kinds set (``into``, the traits, ``actionKey``) in
/// one box, allocated when one is set — 104 bytes a change instead of 168. ``reason`` stays in the
/// change: every removed stop has one.
public struct Change: Sendable {
    public var kind: ChangeKind
    public var level: ChangeLevel
    /// Set by the filter: left out of the report.
    public var ignored = false
    /// Set by the filter: makes the diff fail.
    public var failing = false
    private var storedA: Int32
    private var storedB: Int32
    /// The value on each side, as JSON.
    public var before: JSONOutput
    public var after: JSONOutput
    /// The text after `REF: `.
    public var message: String
    /// `stop.*`: why, or nil (the outputs print it for `stop.*` kinds only).
    public var reason: String?
    private var details: Details = .none

    /// The fields few kinds set, boxed: an `indirect` case keeps a change's value semantics.
    private indirect enum Details: Sendable {
        case none
        case some(Fields)
    }

    private struct Fields: Sendable {
        var into: [Int]?
        var addedTraits: [String]?
        var removedTraits: [String]?
        var actionKey: String?

        var isEmpty: Bool {
            into == nil && addedTraits == nil && removedTraits == nil && actionKey == nil
        }
    }

    private var fields: Fields {
        get {
            if case .some(let fields) = details { return fields }
            return Fields()
        }
        set { details = newValue.isEmpty ? .none : .some(newValue) }
    }

    public init(kind: ChangeKind, level: ChangeLevel? = nil, a: Int?, b: Int?, before: JSONOutput,
                after: JSONOutput, message: String) {
        self.kind = kind
        self.level = level ?? kind.level
        storedA = Change.stored(a)
        storedB = Change.stored(b)
        self.before = before
        self.after = after
        self.message = message
    }

    /// A stop index (below 2³¹: a snapshot has far fewer nodes) or -1 for none.
    private static func stored(_ index: Int?) -> Int32 { index.map { Int32($0) } ?? -1 }

    /// The A stop (index from 0), if the change has one.
    public var a: Int? {
        get { storedA < 0 ? nil : Int(storedA) }
        set { storedA = Change.stored(newValue) }
    }

    /// The B stop (index from 0), if the change has one.
    public var b: Int? {
        get { storedB < 0 ? nil : Int(storedB) }
        set { storedB = Change.stored(newValue) }
    }

    /// `stop.merged`: the one B stop; `stop.split`: the B stops.
    public var into: [Int]? {
        get { fields.into }
        set { fields.into = newValue }
    }

    /// Trait changes: the traits only on B, and only on A.
    public var addedTraits: [String]? {
        get { fields.addedTraits }
        set { fields.addedTraits = newValue }
    }

    public var removedTraits: [String]? {
        get { fields.removedTraits }
        set { fields.removedTraits = newValue }
    }

    /// `actions.*`: the action's name (a standard action: its kind) in A, else in B.
    public var actionKey: String? {
        get { fields.actionKey }
        set { fields.actionKey = newValue }
    }
}
