import AXModel

/// Building one element (rule 4), with SwiftUI's `combine` and `ignore` and nested buttons (§3).
extension TreeBuilder {
    static let actionable: Traits = [.button, .link, .switchButton]

    mutating func makeElement(_ index: Int) -> ElementModel {
        let node = snapshot.nodes[index]
        let element: ElementModel
        switch node.childBehavior {
        case .combine:
            element = makeCombined(index)
        case .ignore:
            markSubtree(index, .childrenIgnored(index), includingSelf: false)
            element = plain(index)
        default:
            element = makeSingle(index)
        }
        if let owner = mergeOwner { setRole(index, .merged(into: owner)) }
        return element
    }

    func declaredActions(_ index: Int) -> [ElementAction] { ElementAction.declared(by: index, in: snapshot) }

    func plain(_ index: Int) -> ElementModel {
        let node = snapshot.nodes[index]
        return ElementModel(node: index, kind: .plain, members: [], labelSources: [], traits: node.effectiveTraits,
                            defaultActionNode: node.action(.activate) != nil || !node.effectiveTraits.isDisjoint(with: Self.actionable) ? index : nil,
                            defaultMember: nil, customActions: declaredActions(index))
    }

    /// A plain element, or a button whose subtree holds actionable views (they become its custom
    /// actions, and their labels make its label when it has none).
    mutating func makeSingle(_ index: Int) -> ElementModel {
        markSubtree(index, .insideElement(index), includingSelf: false)
        let base = plain(index)
        guard base.traits.contains(.button) else { return base }
        var sources: [Int] = []
        var inner: [Int] = []
        var descendant = index + 1
        while descendant < Int(subtreeEnd[index]) {
            let node = snapshot.nodes[descendant]
            if pruneReason(descendant) != nil {
                descendant = Int(subtreeEnd[descendant])
                continue
            }
            if !node.decorative {
                if node.label != nil || node.labelBlock != nil || node.text != nil { sources.append(descendant) }
                if node.isElement, !node.effectiveTraits.isDisjoint(with: Self.actionable) { inner.append(descendant) }
            }
            descendant += 1
        }
        guard !inner.isEmpty else { return base }
        var actions = base.customActions
        for node in inner {
            setRole(node, .customAction(of: index))
            actions.append(ElementAction(name: .node(node), node: node,
                                         effects: snapshot.nodes[node].action(.activate)?.effects ?? []))
        }
        return ElementModel(node: index, kind: .nestedButton, members: [], labelSources: sources, traits: base.traits,
                            defaultActionNode: index, defaultMember: nil, customActions: actions)
    }

    /// `childBehavior: combine`: one element built from the elements its subtree would yield.
    mutating func makeCombined(_ index: Int) -> ElementModel {
        let node = snapshot.nodes[index]
        let outerOwner = mergeOwner
        mergeOwner = index
        var items: [Item] = []
        visitChildren(index, into: &items, groupKind: nil)
        mergeOwner = outerOwner
        let order = FocusOrder(snapshot: snapshot)
        order.sort(&items)
        let members = order.flattenedElements(items)

        var defaultMember: ElementModel?
        var defaultNode: Int? = node.action(.activate) != nil ? index : nil
        if defaultNode == nil {
            defaultMember = members.first { member in
                snapshot.nodes[member.node].action(.activate) != nil || member.isActionable
            }
            defaultNode = defaultMember.map { $0.defaultActionNode ?? $0.node }
        }

        let traits = combinedTraits(index, members: members, defaultMember: defaultMember)
        // The node's own actions, then every other actionable member followed by its own.
        var actions = declaredActions(index)
        for member in members where member !== defaultMember && member.isActionable {
            actions.append(ElementAction(name: .member(member), node: member.defaultActionNode ?? member.node,
                                         effects: snapshot.nodes[member.node].action(.activate)?.effects ?? []))
            actions += member.customActions
        }
        return ElementModel(node: index, kind: .combined, members: members, labelSources: [], traits: traits,
                            defaultActionNode: defaultNode, defaultMember: defaultMember, customActions: actions)
    }
}

extension TreeBuilder {
    /// A `combine` element's traits: the node's own (its `traits`, else its type's defaults);
    /// only a node with neither takes the union of the non-actionable members' traits, plus
    /// `button` when the default-action member is a button. `notEnabled` and `switchButton` come
    /// from the default-action member; `addTraits` and `removeTraits` apply last.
    func combinedTraits(_ index: Int, members: [ElementModel], defaultMember: ElementModel?) -> Traits {
        let node = snapshot.nodes[index]
        var traits: Traits
        if let own = node.traits ?? (node.type.defaultTraits.isEmpty ? nil : node.type.defaultTraits) {
            traits = own
        } else {
            traits = members.filter { !$0.isActionable }.reduce(into: Traits()) { $0.formUnion($1.traits) }
            if let defaultMember, defaultMember.traits.contains(.button) { traits.insert(.button) }
        }
        if let defaultMember { traits.formUnion(defaultMember.traits.intersection([.notEnabled, .switchButton])) }
        traits.formUnion(node.addTraits)
        traits.subtract(node.removeTraits)
        if node.directTouch != nil { traits.insert(.allowsDirectInteraction) }
        if node.accessibilityViewIsModal { traits.insert(.isModal) }
        return traits
    }
}

extension FocusOrder {
    /// The elements of an ordered list, groups opened in place.
    func flattenedElements(_ items: [TreeBuilder.Item]) -> [ElementModel] {
        var result: [ElementModel] = []
        result.reserveCapacity(items.count)
        for item in items {
            switch item {
            case .element(let element): result.append(element)
            case .group(let group): result += flattenedElements(group.items)
            }
        }
        return result
    }
}
