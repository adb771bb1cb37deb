import AXModel

/// The live state of a snapshot and the bookkeeping of every block evaluation.
///
/// Blocks run only when asked for (a description, an inspection, a focus move); each run is
/// counted under `NODEID.BLOCKKIND`, and its error, if any, is kept for display — unless the
/// evaluation was made without that record (``init(snapshot:recordsRuns:)``), for a command that
/// reports none of it.
public final class Evaluation {
    /// The current value of every state name.
    public private(set) var state: [String: Value]
    /// State names in the file's order.
    public private(set) var stateOrder: [String]
    /// How many times each block ran, by `NODEID.BLOCKKIND`.
    public var counts: [String: Int] { byName { Int($0.count) } }
    /// The last error of each block that failed, by `NODEID.BLOCKKIND`.
    public var errors: [String: EvaluationError] {
        Dictionary(uniqueKeysWithValues: failures.map { ($0.key.name, $0.value) })
    }
    /// The last result of each block that ran, by `NODEID.BLOCKKIND` (nil inside: no value).
    public var results: [String: String?] { byName { .some($0.result) } }

    /// A block: its node (by identity) and its kind.
    private struct BlockKey: Hashable {
        let node: Node
        let kind: BlockKind

        static func == (a: BlockKey, b: BlockKey) -> Bool { a.node === b.node && a.kind == b.kind }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(node))
            hasher.combine(kind)
        }

        var name: String { "\(node.id).\(kind.rawValue)" }
    }

    /// What the runs of one block came to: 24 bytes.
    private struct Runs {
        var count: Int32 = 0
        var result: String?

        mutating func record(_ result: String?) {
            count += 1
            self.result = result
        }
    }

    /// Every block that ran, kept by node and kind rather than by a name made for each run (a
    /// string per block was most of this bookkeeping's memory at a million elements).
    private var runs: [BlockKey: Runs] = [:]
    /// The blocks whose last run failed.
    private var failures: [BlockKey: EvaluationError] = [:]
    /// The trees of the texts it evaluates again and again (``ExpressionTrees``).
    private let trees: ExpressionTrees
    /// The state's generation in ``trees``: a new one at each change.
    private var generation: Int
    /// Whether runs are counted and their results and errors kept.
    public let recordsRuns: Bool

    private func byName<T>(_ value: (Runs) -> T?) -> [String: T] {
        var result: [String: T] = [:]
        for (key, runs) in self.runs { if let value = value(runs) { result[key.name] = value } }
        return result
    }

    /// The evaluation of a snapshot at its initial state. Without `recordsRuns`, blocks run as
    /// they do with it, but ``counts``, ``results`` and ``errors`` stay empty: `diff` and `audit`
    /// report none of them, and at a million elements the record of a run per block is a table
    /// of its own to grow.
    ///
    /// Evaluations of one snapshot may share their `trees` (the audit's probes do).
    public convenience init(snapshot: Snapshot, recordsRuns: Bool = true, trees: ExpressionTrees = ExpressionTrees()) {
        self.init(initialState: InitialState(snapshot), recordsRuns: recordsRuns, trees: trees)
    }

    /// A snapshot's state as an evaluation starts from it: read once for the many evaluations of
    /// one snapshot (``AnalysisCache``).
    struct InitialState {
        let state: [String: Value]
        let order: [String]

        init(_ snapshot: Snapshot) {
            state = Dictionary(snapshot.state.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
            order = snapshot.state.map(\.name)
        }
    }

    /// An evaluation at `initial` (by default without a record of the blocks that ran).
    init(initialState initial: InitialState, recordsRuns: Bool = false, trees: ExpressionTrees) {
        self.recordsRuns = recordsRuns
        self.trees = trees
        generation = trees.newGeneration()
        (state, stateOrder) = (initial.state, initial.order)
    }

    /// Sets a state value (adding the name if it is new).
    public func set(_ name: String, to value: Value) {
        if state[name] == nil { stateOrder.append(name) }
        state[name] = value
        generation = trees.newGeneration()
    }

    /// Evaluates an expression against the state, without counting.
    public func evaluate(_ expression: SourcedExpression) throws(EvaluationError) -> Value {
        try trees.evaluate(expression.source, in: state, generation: generation)
    }

    /// Runs a block of a node and counts the run (when the evaluation ``recordsRuns``). Returns
    /// nil for `null` or a failed evaluation: a block that fails counts as no property
    /// (voiceover-model.md §6); the captured value stands in only for a block without an
    /// expression, and each time it does counts as a run, as VoiceOver calls the recorded
    /// closure each time.
    public func run(_ block: Block, kind: BlockKind, of node: Node) -> String? {
        let key = BlockKey(node: node, kind: kind)
        let result: String?
        if let expression = block.expression {
            do throws(EvaluationError) {
                let value = try evaluate(expression)
                result = value == .null ? nil : value.text
                if recordsRuns, !failures.isEmpty { failures[key] = nil }
            } catch {
                if recordsRuns { failures[key] = error }
                result = nil
            }
        } else {
            result = block.captured
        }
        if recordsRuns { runs[key, default: Runs()].record(result) }
        return result
    }

    /// How many times a node's block ran (0 without a record).
    public func count(of node: Node, _ kind: BlockKind) -> Int { Int(runs[BlockKey(node: node, kind: kind)]?.count ?? 0) }

    /// The last result of a node's block; nil when it never ran (or without a record),
    /// `.some(nil)` for no value.
    public func result(of node: Node, _ kind: BlockKind) -> String?? {
        guard let runs = runs[BlockKey(node: node, kind: kind)] else { return nil }
        return .some(runs.result)
    }

    /// The last error of a node's block, if its last run failed (nil without a record).
    public func error(of node: Node, _ kind: BlockKind) -> EvaluationError? { failures[BlockKey(node: node, kind: kind)] }

    /// The total number of block evaluations so far (0 without a record).
    public var totalCount: Int { runs.values.reduce(0) { $0 + Int($1.count) } }
}
