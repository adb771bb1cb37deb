import AXModel

/// The live state of a snapshot and the bookkeeping of every block evaluation.
///
/// Blocks run only when asked for (a description, an inspection, a focus move); each run is
/// counted under `NODEID.BLOCKKIND`, and its error, if any, is kept for display.
public final class Evaluation {
    /// The current value of every state name.
    public private(set) var state: [String: Value]
    /// State names in the file's order.
    public private(set) var stateOrder: [String]
    /// How many times each block ran, by `NODEID.BLOCKKIND`.
    public private(set) var counts: [String: Int] = [:]
    /// The last error of each block that failed, by `NODEID.BLOCKKIND`.
    public private(set) var errors: [String: EvaluationError] = [:]
    /// The last result of each block that ran, by `NODEID.BLOCKKIND` (nil inside: no value).
    public private(set) var results: [String: String?] = [:]

    public init(snapshot: Snapshot) {
        state = Dictionary(snapshot.state.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        stateOrder = snapshot.state.map(\.name)
    }

    /// Sets a state value (adding the name if it is new).
    public func set(_ name: String, to value: Value) {
        if state[name] == nil { stateOrder.append(name) }
        state[name] = value
    }

    /// Evaluates an expression against the state, without counting.
    public func evaluate(_ expression: SourcedExpression) throws(EvaluationError) -> Value {
        try ExpressionEvaluator.evaluate(expression.expression, in: state)
    }

    /// Runs a block of a node and counts the run. Returns nil for `null` or a failed evaluation:
    /// a block that fails counts as no property (voiceover-model.md §6); the captured value
    /// stands in only for a block without an expression, and each time it does counts as a run,
    /// as VoiceOver calls the recorded closure each time.
    public func run(_ block: Block, kind: BlockKind, of node: Node) -> String? {
        let key = "\(node.id).\(kind.rawValue)"
        counts[key, default: 0] += 1
        guard let expression = block.expression else {
            results[key] = .some(block.captured)
            return block.captured
        }
        do throws(EvaluationError) {
            let value = try evaluate(expression)
            errors[key] = nil
            let text: String? = value == .null ? nil : value.text
            results[key] = .some(text)
            return text
        } catch {
            errors[key] = error
            results[key] = .some(nil)
            return nil
        }
    }

    /// The total number of block evaluations so far.
    public var totalCount: Int { counts.values.reduce(0, +) }
}
