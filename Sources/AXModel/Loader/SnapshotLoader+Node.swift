/// Reading the node tree, without recursion: a work stack keeps document order.
extension SnapshotLoader {
    private struct Pending {
        var value: JSONDocument.Value
        var parent: Int?
        var childIndex: Int
        var depth: Int
    }

    func loadNodes(_ rootValue: JSONDocument.Value) throws(Diagnostic) {
        var stack = [Pending(value: rootValue, parent: nil, childIndex: 0, depth: 1)]
        let objects = document.objectCount
        nodes.reserveCapacity(objects)
        index.reserveCapacity(objects)
        while let pending = stack.popLast() {
            if pending.depth > SnapshotLoader.maximumNodeDepth {
                throw error(pending.value, childPath(pending.parent, pending.childIndex),
                            "node tree deeper than \(SnapshotLoader.maximumNodeDepth) levels")
            }
            let (node, children) = try loadNode(pending.value, parent: pending.parent, childIndex: pending.childIndex)
            let nodeIndex = nodes.count
            index[node.id] = nodeIndex
            if let parent = pending.parent { nodes[parent].children.append(nodeIndex) }
            nodes.append(node)
            for (i, child) in children.enumerated().reversed() {
                stack.append(Pending(value: child, parent: nodeIndex, childIndex: i, depth: pending.depth + 1))
            }
        }
    }

    func childPath(_ parent: Int?, _ childIndex: Int) -> String {
        parent.map { "\(nodePath($0)).children[\(childIndex)]" } ?? "root"
    }

    func nodePath(_ node: Int) -> String { Snapshot.path(of: node, in: nodes) }

    private static func isValidID(_ id: String) -> Bool {
        let utf8 = id.utf8
        guard (1...128).contains(utf8.count) else { return false }
        return utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."),
                 UInt8(ascii: ":"), UInt8(ascii: "-"): true
            default: false
            }
        }
    }

    /// Reads one node object; returns it (without children) and its children's JSON values.
    private func loadNode(_ value: JSONDocument.Value, parent: Int?,
                                   childIndex: Int) throws(Diagnostic) -> (Node, [JSONDocument.Value]) {
        func path() -> String { childPath(parent, childIndex) }
        try expectKind(value, .object, path(), "a node object")
        let nodeIndex = nodes.count
        let node = Node(id: "", frame: Rect(x: 0, y: 0, width: 0, height: 0))
        node.parent = parent
        node.childIndex = childIndex
        node.sourceOffset = document.offset(value)
        var idValue: JSONDocument.Value?
        var valueMember: JSONDocument.Value?
        var actionsMember: JSONDocument.Value?
        var hasFrame = false
        var children: [JSONDocument.Value] = []
        try document.forEachMember(value) { (key, member) throws(Diagnostic) in
            func p() -> String { "\(path()).\(document.string(key) ?? "")" }
            guard let known = document.lookup(key, in: NodeKey.table) else {
                warn(key, p(), "unknown key \(Echo.quoted(document.string(key) ?? "")) (ignored)")
                return
            }
            switch known {
            case .id:
                node.id = try string(member, p())
                idValue = member
            case .`type`: node.type = try enumeration(member, p())
            case .frame:
                node.frame = try frame(member, p())
                hasFrame = true
            case .text: node.text = try string(member, p())
            case .isAccessibilityElement: node.isAccessibilityElement = try bool(member, p())
            case .label: node.label = try string(member, p())
            case .value:
                node.value = try string(member, p())
                valueMember = member
            case .hint: node.hint = try string(member, p())
            case .identifier: node.identifier = try string(member, p())
            case .language: node.language = try languageTag(member, p())
            case .labelBlock: node.labelBlock = try block(member, p())
            case .valueBlock: node.valueBlock = try block(member, p())
            case .hintBlock: node.hintBlock = try block(member, p())
            case .traits: node.traits = try traits(member, p())
            case .addTraits: node.addTraits = try traits(member, p())
            case .removeTraits: node.removeTraits = try traits(member, p())
            case .isHidden: node.isHidden = try bool(member, p())
            case .alpha:
                node.alpha = try number(member, p())
                guard (0...1).contains(node.alpha) else {
                    throw error(member, p(), "expected a number from 0 to 1, found \(Value.format(node.alpha))")
                }
            case .clipsToBounds: node.clipsToBounds = try bool(member, p())
            case .accessibilityHidden: node.accessibilityHidden = try bool(member, p())
            case .accessibilityElementsHidden: node.accessibilityElementsHidden = try bool(member, p())
            case .decorative: node.decorative = try bool(member, p())
            case .accessibilityViewIsModal: node.accessibilityViewIsModal = try bool(member, p())
            case .shouldGroupAccessibilityChildren: node.shouldGroupAccessibilityChildren = try bool(member, p())
            case .containerType: node.containerType = try enumeration(member, p())
            case .accessibilityElements:
                try expectKind(member, .array, p(), "an array of node ids")
                node.accessibilityElements = []
                for (i, entry) in document.elements(member).enumerated() {
                    func entryPath() -> String { "\(p())[\(i)]" }
                    let id = try string(entry, entryPath())
                    records.pendingReferences.append(PendingReference(
                        use: .accessibilityElement, owner: nodeIndex, id: id, value: entry, path: entryPath(),
                        apply: { nodes, target in nodes[nodeIndex].accessibilityElements!.append(target) }))
                }
            case .childBehavior: node.childBehavior = try enumeration(member, p())
            case .sortPriority: node.sortPriority = try number(member, p())
            case .contentShape: node.contentShape = try shape(member, p())
            case .activationPoint: node.activationPoint = try point(member, p())
            case .directTouch: node.directTouch = try directTouch(member, p())
            case .actions:
                node.actions = try actions(member, p(), owner: nodeIndex)
                actionsMember = member
            case .customActions: node.customActions = try customActions(member, p(), owner: nodeIndex)
            case .customContent: node.customContent = try customContent(member, p())
            case .visibleWhen: node.visibleWhen = try expression(member, p())
            case .importNotes:
                try expectKind(member, .array, p(), "an array of strings")
                for (i, entry) in document.elements(member).enumerated() {
                    node.importNotes.append(try string(entry, "\(p())[\(i)]"))
                }
            case .auditIgnore: node.auditIgnore = try auditIgnore(member, p())
            case .children:
                try expectKind(member, .array, p(), "an array of nodes")
                children = document.elements(member)
            }
        }
        guard let idValue else { throw error(value, path(), "missing required key 'id'") }
        guard SnapshotLoader.isValidID(node.id) else {
            throw error(idValue, "\(path()).id", "invalid id \(Echo.quoted(node.id)): expected 1 to 128 of A–Z a–z 0–9 _ . : -")
        }
        if let previous = index[node.id] {
            let location = lines.location(ofOffset: nodes[previous].sourceOffset)
            throw error(idValue, "\(path()).id",
                        "duplicate id \(Echo.quoted(node.id)) (first used by \(nodePath(previous)) at line \(location.line))")
        }
        guard hasFrame else { throw error(value, path(), "missing required key 'frame'") }
        if node.type == .switch, let state = node.value, let valueMember, !["1", "0", "2"].contains(state) {
            warn(valueMember, "\(path()).value",
                 "a switch's value is the state UIKit reports, \"1\", \"0\" or \"2\"; found \"\(state)\" (spoken as is)")
        }
        if let actionsMember, node.childBehavior != .combine, !node.effectiveTraits.contains(.supportsZoom),
           let zoom = node.actions.first(where: { $0.kind.isZoom }) {
            warn(actionsMember, "\(path()).actions.\(zoom.kind.rawValue)",
                 "only an element with the trait 'supportsZoom' offers zoom actions; this one never runs")
        }
        return (node, children)
    }
}

/// The keys of a node object.
enum NodeKey: String, CaseIterable {
    case id, `type`, frame, text, isAccessibilityElement, label, value, hint, identifier, language, labelBlock, valueBlock, hintBlock, traits, addTraits, removeTraits, isHidden, alpha, clipsToBounds, accessibilityHidden, accessibilityElementsHidden, decorative, accessibilityViewIsModal, shouldGroupAccessibilityChildren, containerType, accessibilityElements, childBehavior, sortPriority, contentShape, activationPoint, directTouch, actions, customActions, customContent, visibleWhen, importNotes, auditIgnore, children

    static let table = KeyTable(allCases.map { ($0.rawValue, $0) })
}
