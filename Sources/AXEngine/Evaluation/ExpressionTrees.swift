import AXModel

/// How an evaluation reads its expressions: a text it evaluates again and again (a template's
/// `visibleWhen`, a label the audit's probes read once each) is parsed into its tree the second
/// time, while there is room (at most ``maximumKept`` trees, so that a file of distinct
/// expressions costs no more memory); any other text is read and evaluated in one pass
/// (``ExpressionInterpreter``), which is quicker than parsing it for one evaluation.
public final class ExpressionTrees {
    /// The kept trees by their text's hash, with the text (a text whose hash another kept text
    /// has is read in one pass).
    private var trees: [Int: (source: String, tree: Expression)] = [:]
    /// The hashes of texts evaluated once and not kept (a collision only parses a text sooner).
    private var seen = Set<Int>()
    static let maximumKept = 1_024
    static let maximumSeen = 65_536

    public init() {}

    /// The value of `source` against `state`; the text is hashed once.
    func evaluate(_ source: String, in state: [String: Value]) throws(EvaluationError) -> Value {
        let hash = source.hashValue
        if let kept = trees[hash] {
            if kept.source == source { return try ExpressionEvaluator.evaluate(kept.tree, in: state) }
        } else if trees.count < ExpressionTrees.maximumKept {
            if seen.remove(hash) != nil {
                let tree = (try? ExpressionParser.parse(source)) ?? .literal(.null)
                trees[hash] = (source, tree)
                return try ExpressionEvaluator.evaluate(tree, in: state)
            }
            if seen.count < ExpressionTrees.maximumSeen { seen.insert(hash) }
        }
        return try ExpressionEvaluator.evaluate(text: source, in: state)
    }
}
