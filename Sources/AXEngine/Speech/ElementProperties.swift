import AXModel

/// Reads an element's label, value and hint, running blocks (and counting them) as it goes.
///
/// A node's own label is its `labelBlock`, else `label`, else `text`; value and hint likewise
/// from their block or plain property. `combine` elements and nested buttons build theirs from
/// their members (voiceover-model.md §3).
public struct ElementProperties {
    public let snapshot: Snapshot
    public let evaluation: Evaluation

    public init(snapshot: Snapshot, evaluation: Evaluation) {
        self.snapshot = snapshot
        self.evaluation = evaluation
    }

    func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    /// The node's own label: `labelBlock`, else `label`, else `text`.
    public func ownLabel(_ index: Int) -> String? {
        let node = snapshot.nodes[index]
        if let block = node.labelBlock { return nonEmpty(evaluation.run(block, kind: .labelBlock, of: node)) }
        return nonEmpty(node.label ?? node.text)
    }

    public func ownValue(_ index: Int) -> String? {
        let node = snapshot.nodes[index]
        if let block = node.valueBlock { return nonEmpty(evaluation.run(block, kind: .valueBlock, of: node)) }
        return nonEmpty(node.value)
    }

    public func ownHint(_ index: Int) -> String? {
        let node = snapshot.nodes[index]
        if let block = node.hintBlock { return nonEmpty(evaluation.run(block, kind: .hintBlock, of: node)) }
        return nonEmpty(node.hint)
    }

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

    public func name(of action: ElementAction) -> String {
        switch action.name {
        case .declared(let name): name
        case .member(let member): label(member) ?? snapshot.nodes[member.node].id
        case .node(let node): ownLabel(node) ?? snapshot.nodes[node].id
        }
    }
}
