import AXModel

/// How an evaluation reads its expressions: a text it evaluates again and again (a template's
/// `visibleWhen`, a label the audit's probes read once each) is parsed into its tree the second
/// time, while there is room (at most ``maximumKept`` trees, so that a file of distinct
/// expressions costs no more memory); any other text is read and evaluated in one pass
/// (``ExpressionInterpreter``), which is quicker than parsing it for one evaluation.
///
/// A kept tree also keeps its last value and the state generation it was found in: an
/// expression reads nothing but the state, so a text met again before the state changes (a
/// template's `visibleWhen` on each of its rows) has that value without evaluating.
public final class ExpressionTrees {
    private struct Kept {
        let source: String
        let tree: Expression
        /// The generation ``value`` was found in.
        var generation: Int
        var value: Result<Value, EvaluationError>
    }

    /// The kept trees by their text's hash, with the text (a text whose hash another kept text
    /// has is read in one pass).
    private var trees: [Int: Kept] = [:]
    /// The hashes of texts evaluated once and not kept (a collision only parses a text sooner).
    private var seen = Set<Int>()
    /// The last generation handed out.
    private var generations = 0
    /// Texts' hashes by the address of their bytes: the nodes of a template share one copy of
    /// each expression text (the loader's), whose hash is then found without reading it. A stale
    /// entry (an address another text took) gives a wrong hash, which only misses a kept tree or
    /// parses a text sooner: every kept tree is compared by text.
    private var hashes = [(address: UInt, hash: Int)](repeating: (0, 0), count: 4_096)
    static let maximumKept = 1_024
    static let maximumSeen = 65_536

    public init() {}

    /// A generation no state evaluated with these trees has had: an evaluation takes a new one
    /// whenever its state changes.
    func newGeneration() -> Int {
        generations += 1
        return generations
    }

    /// The text's hash, remembered by its bytes' address when it has its own storage (a text of
    /// more than 15 bytes).
    private func hash(of source: String) -> Int {
        guard source.utf8.count > 15,
              let address = source.utf8.withContiguousStorageIfAvailable({ UInt(bitPattern: $0.baseAddress) }) else {
            return source.hashValue
        }
        let slot = Int(truncatingIfNeeded: (address >> 4) & UInt(hashes.count - 1))
        if hashes[slot].address == address { return hashes[slot].hash }
        let hash = source.hashValue
        hashes[slot] = (address, hash)
        return hash
    }

    /// The value of `source` against `state`, whose generation is `generation`; the text is
    /// hashed once.
    func evaluate(_ source: String, in state: [String: Value], generation: Int) throws(EvaluationError) -> Value {
        let hash = self.hash(of: source)
        if let index = trees.index(forKey: hash) {
            let kept = trees.values[index]
            if kept.source == source {
                if kept.generation == generation { return try kept.value.get() }
                let value = Result { () throws(EvaluationError) in try ExpressionEvaluator.evaluate(kept.tree, in: state) }
                trees.values[index].generation = generation
                trees.values[index].value = value
                return try value.get()
            }
        } else if trees.count < ExpressionTrees.maximumKept {
            if seen.remove(hash) != nil {
                let tree = (try? ExpressionParser.parse(source)) ?? .literal(.null)
                let value = Result { () throws(EvaluationError) in try ExpressionEvaluator.evaluate(tree, in: state) }
                trees[hash] = Kept(source: source, tree: tree, generation: generation, value: value)
                return try value.get()
            }
            if seen.count < ExpressionTrees.maximumSeen { seen.insert(hash) }
        }
        return try ExpressionEvaluator.evaluate(text: source, in: state)
    }
}
