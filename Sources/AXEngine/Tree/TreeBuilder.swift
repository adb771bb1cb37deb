import AXModel

/// Builds VoiceOver's elements from the raw node tree (voiceover-model.md §1), recording every
/// node's role. Ordering is ``FocusOrder``; `combine` and nested buttons are in
/// `TreeBuilder+Elements.swift`.
///
/// The walk recurses once per tree level; the loader refuses trees deeper than 512 levels.
struct TreeBuilder {
    let snapshot: Snapshot
    let evaluation: Evaluation
    var roles: [NodeRole]
    /// One past the last node of each node's subtree (nodes are in document order).
    let subtreeEnd: [Int32]
    var visited: [Bool]
    /// The innermost `combine` node being collected, if any.
    var mergeOwner: Int?

    /// An entry of a list to be ordered: an element or a group of entries.
    enum Item {
        case element(ElementModel)
        indirect case group(Group)
    }

    /// Entries a container keeps together, in their order.
    struct Group {
        var node: Int
        var kind: ContainerKind
        var explicit: Bool
        var isContain: Bool
        var items: [Item]
        /// The top-left corner of the member that sorts first by position, which places the
        /// group (found once, so that nested groups cost no more than flat ones).
        var corner: Point?
    }

    init(snapshot: Snapshot, evaluation: Evaluation) {
        self.snapshot = snapshot
        self.evaluation = evaluation
        roles = Array(repeating: .walkedThrough, count: snapshot.nodes.count)
        visited = Array(repeating: false, count: snapshot.nodes.count)
        var end = (0..<Int32(snapshot.nodes.count)).map { $0 + 1 }
        for index in snapshot.nodes.indices.reversed() {
            if let last = snapshot.nodes[index].children.last { end[index] = end[last] }
        }
        subtreeEnd = end
    }

    /// A reachable role always wins over an unreachable one; the first unreachable reason stays.
    mutating func setRole(_ node: Int, _ role: NodeRole) {
        if role.isReachable || roles[node] == .walkedThrough { roles[node] = role }
    }

    /// Marks the node's descendants (and the node itself unless `includingSelf` is false).
    mutating func markSubtree(_ node: Int, _ reason: UnreachableReason, includingSelf: Bool = true) {
        for index in (includingSelf ? node : node + 1)..<Int(subtreeEnd[node]) {
            if roles[index] == .walkedThrough { roles[index] = .unreachable(reason) }
        }
    }

    /// Rules 1–2: the reason the node and its subtree yield nothing, if any.
    func pruneReason(_ index: Int) -> UnreachableReason? {
        if let condition = snapshot.visibleWhen(index) {
            do throws(EvaluationError) {
                switch try evaluation.evaluate(condition) {
                case .bool(true): break
                case .bool(false): return .visibleWhenFalse(by: index)
                case let other:
                    return .visibleWhenFailed(by: index, message: "expected a bool, found \(other.typeName) \(other.quoted)")
                }
            } catch {
                return .visibleWhenFailed(by: index, message: error.message)
            }
        }
        let node = snapshot.nodes[index]
        if node.accessibilityHidden { return .accessibilityHidden(by: index) }
        if node.accessibilityElementsHidden { return .accessibilityElementsHidden(by: index) }
        guard node.type != .element else { return nil }
        if node.isHidden { return .isHidden(by: index) }
        if node.alpha <= 0 { return .transparent(by: index) }
        if node.frame.width == 0, node.frame.height == 0,
           node.clipsToBounds || node.isElement || node.accessibilityElements != nil {
            return .zeroSize(by: index)
        }
        return nil
    }

    /// Visits one node (rules 1–6), appending what it yields to `list`.
    mutating func visit(_ index: Int, into list: inout [Item]) {
        guard !visited[index] else { return }
        visited[index] = true
        if let reason = pruneReason(index) {
            roles[index] = .unreachable(reason)
            markSubtree(index, reason, includingSelf: false)
            return
        }
        // Reached (a listed node inside an unlisted or element subtree too): walked through
        // unless it turns out to be more.
        roles[index] = .walkedThrough
        let node = snapshot.nodes[index]
        // Rule 3: a decorative node is no element; rules 5 and 6 still apply to it.
        if node.decorative {
            setRole(index, .unreachable(.decorative))
        } else if node.isElement {
            list.append(.element(makeElement(index)))
            return
        }
        if let listed = node.accessibilityElements {
            markSubtree(index, .notListed(index), includingSelf: false)
            var items: [Item] = []
            for target in listed {
                if let reason = ancestorPruneReason(of: target, below: index) {
                    setRole(target, .unreachable(reason))
                    continue
                }
                var sub: [Item] = []
                visit(target, into: &sub)
                FocusOrder(snapshot: snapshot).sort(&sub)
                items += sub
            }
            list.append(FocusOrder(snapshot: snapshot).group(node: index, kind: groupKind(index, explicit: true) ?? .group,
                                                             explicit: true, isContain: node.childBehavior == .contain, items: items))
            return
        }
        visitChildren(index, into: &list, groupKind: groupKind(index, explicit: false))
    }

    /// Rule 6: the children, with modal views dropping their siblings; as a group or spliced.
    mutating func visitChildren(_ index: Int, into list: inout [Item], groupKind kind: ContainerKind?) {
        guard let kind else {
            // Spliced: straight into the list, not copied into it from a list of their own.
            visitEachChild(of: index, into: &list)
            return
        }
        var items: [Item] = []
        visitEachChild(of: index, into: &items)
        let order = FocusOrder(snapshot: snapshot)
        order.sort(&items)
        list.append(order.group(node: index, kind: kind, explicit: false,
                                isContain: snapshot.nodes[index].childBehavior == .contain, items: items))
    }

    private mutating func visitEachChild(of index: Int, into list: inout [Item]) {
        let children = snapshot.nodes[index].children
        let modal = snapshot.hasModalNodes ? children.last { snapshot.nodes[$0].isModal && pruneReason($0) == nil } : nil
        for child in children {
            if let modal, child != modal, pruneReason(child) == nil {
                markSubtree(child, .outsideModal(modal))
                continue
            }
            visit(child, into: &list)
        }
    }

    /// Rules 1–2 applied to the nodes between a listing node and a listed one.
    func ancestorPruneReason(of target: Int, below owner: Int) -> UnreachableReason? {
        var current = snapshot.nodes[target].parent
        while let index = current, index != owner {
            if let reason = pruneReason(index) { return reason }
            current = snapshot.nodes[index].parent
        }
        return nil
    }

    /// The container kind of a node whose children form a group, or nil when they are spliced.
    func groupKind(_ index: Int, explicit: Bool) -> ContainerKind? {
        let node = snapshot.nodes[index]
        switch node.containerType {
        case .list: return .list
        case .landmark: return .landmark
        case .semanticGroup where node.declaresLabel || !(node.value ?? "").isEmpty || node.valueBlock != nil
                                  || !(node.identifier ?? "").isEmpty:
            return .semanticGroup
        default: break
        }
        if node.childBehavior == .contain { return .semanticGroup }
        if node.effectiveTraits.contains(.tabBar) { return .tabBar }
        if node.type == .segmentedControl { return .segmentedControl }
        if node.shouldGroupAccessibilityChildren || explicit { return .group }
        return nil
    }
}
