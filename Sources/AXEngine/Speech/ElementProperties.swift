import AXModel

/// Reads an element's label, value and hint, running blocks (and counting them) as it goes.
///
/// A node's own label is its `labelBlock`, else `label`, else `text`; value and hint likewise
/// from their block or plain property. `combine` elements and nested buttons build theirs from
/// their members (voiceover-model.md §3).
public struct ElementProperties {
    /// The snapshot's nodes (only they are read: a copy of these properties, several per element
    /// spoken, then retains one array instead of every field of the snapshot).
    let nodes: [Node]
    public let evaluation: Evaluation
    /// Within one reading (``reading()``), the result of every block that ran.
    private let results: Results?

    final class Results {
        struct Key: Hashable {
            var node: Int
            var kind: BlockKind
        }

        var byBlock: [Key: String?] = [:]
    }

    public init(snapshot: Snapshot, evaluation: Evaluation) {
        self.init(nodes: snapshot.nodes, evaluation: evaluation, results: nil)
    }

    private init(nodes: [Node], evaluation: Evaluation, results: Results?) {
        self.nodes = nodes
        self.evaluation = evaluation
        self.results = results
    }

    /// Properties for one reading of an element, as one focus move does: each block runs at most
    /// once, however many of the element's properties and action names need it
    /// (voiceover-model.md §6).
    public func reading() -> ElementProperties {
        ElementProperties(nodes: nodes, evaluation: evaluation, results: Results())
    }

    /// ``reading()`` with the bookkeeping kept in `results` between readings: reused, emptied,
    /// when no other reading still holds it, instead of a new allocation for every reading.
    func reading(reusing results: inout Results?) -> ElementProperties {
        if isKnownUniquelyReferenced(&results), let kept = results {
            // A large table is let go rather than emptied bucket by bucket at every reading.
            if kept.byBlock.count > 16 {
                kept.byBlock = [:]
            } else if !kept.byBlock.isEmpty {
                kept.byBlock.removeAll(keepingCapacity: true)
            }
        } else {
            results = Results()
        }
        return ElementProperties(nodes: nodes, evaluation: evaluation, results: results)
    }

    func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    /// The node's block of this kind when it has one (run, or its result within this reading),
    /// else its plain property (read only then).
    @inline(__always)
    private func read(_ index: Int, _ kind: BlockKind, plain: (Node) -> String?) -> String? {
        let node = nodes[index]
        guard let block = node.block(kind) else { return nonEmpty(plain(node)) }
        return run(block, kind, of: node, index)
    }

    private func run(_ block: Block, _ kind: BlockKind, of node: Node, _ index: Int) -> String? {
        let key = Results.Key(node: index, kind: kind)
        if let known = results?.byBlock[key] { return known }
        let result = nonEmpty(evaluation.run(block, kind: kind, of: node))
        results?.byBlock[key] = .some(result)
        return result
    }

    /// The node's own label: `labelBlock`, else `label`, else `text`.
    public func ownLabel(_ index: Int) -> String? { read(index, .labelBlock) { $0.label ?? $0.text } }

    public func ownValue(_ index: Int) -> String? { read(index, .valueBlock) { $0.value } }

    public func ownHint(_ index: Int) -> String? { read(index, .hintBlock) { $0.hint } }

    func joined(_ parts: [String]) -> String? { parts.isEmpty ? nil : parts.joined(separator: ", ") }

    public func label(_ element: ElementModel) -> String? {
        if let own = ownLabel(element.node) { return own }
        switch element.kind {
        case .plain:
            return nil
        case .nestedButton:
            return joined(element.labelSources.compactMap(ownLabel))
        case .combined:
            let passive = element.members.filter { !$0.isActionable }.compactMap(label)
            return joined(passive) ?? joined(element.members.compactMap(label))
        }
    }

    /// The value; a `combine` element without its own takes its default-action member's when
    /// that member is a switch, else the non-actionable members' values joined.
    public func value(_ element: ElementModel) -> String? {
        if let own = ownValue(element.node) { return own }
        guard element.kind == .combined else { return nil }
        if let member = element.defaultMember, member.traits.contains(.switchButton) { return value(member) }
        return joined(element.members.filter { !$0.isActionable }.compactMap(value))
    }

    public func hint(_ element: ElementModel) -> String? {
        if let own = ownHint(element.node) { return own }
        return element.defaultMember.flatMap(hint)
    }

    /// The element's custom content: its node's, then, for a `combine` element, each member's in
    /// member order.
    public func customContent(_ element: ElementModel) -> [CustomContent] {
        let own = nodes[element.node].customContent
        // Most elements have no members; a closure, unlike `flatMap(customContent)`, copies nothing.
        guard !element.members.isEmpty else { return own }
        return own + element.members.flatMap { customContent($0) }
    }

    public func name(of action: ElementAction) -> String {
        switch action.name {
        case .declared(let name): name
        case .member(let member): label(member) ?? nodes[member.node].id
        case .node(let node): ownLabel(node) ?? nodes[node].id
        }
    }
}
