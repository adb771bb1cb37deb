/// Reading the node tree while the file is scanned: each node is built as soon as its members
/// are read (``JSONScanner`` stops at every node), in document order, so that nodes are numbered
/// depth first and a parent exists before its children. Nothing recurses on the tree's depth.
extension SnapshotLoader {
    /// A node whose children are being read, and what its members so far said.
    struct OpenNode {
        var index: Int
        var value: JSONDocument.Value
        var fields: NodeFields
        /// The tape index of the first member after `children`.
        var tailStart: Int
        /// Where its children's indices start in ``SnapshotLoader/openChildren``.
        var childrenStart: Int
    }

    /// Members that checks after reading need.
    struct NodeFields {
        var idValue: JSONDocument.Value?
        /// The id's ``NodeIndex/hash(_:)``, its slot asked for when the id was read.
        var idHash: UInt32 = 0
        var valueMember: JSONDocument.Value?
        var actionsMember: JSONDocument.Value?
        var hasFrame = false
        var idChecked = false
    }

    /// A node object's `children` array opened: builds the node from the members before it.
    func beginChildren(_ value: JSONDocument.Value) throws(Diagnostic) {
        let nodeIndex = try beginNode(value)
        let childrenArray = document.tape.count - 1
        var fields = NodeFields()
        try readMembers(of: nodeIndex, from: value.index + 1, to: childrenArray - 1, &fields, in: document)
        if let idValue = fields.idValue {
            try checkID(of: nodeIndex, idValue, hash: fields.idHash)
            fields.idChecked = true
        }
        openNodes.append(OpenNode(index: nodeIndex, value: value, fields: fields, tailStart: childrenArray + 1,
                                  childrenStart: openChildren.count))
    }

    /// A value in a node's place ended: finishes the node whose children were read, or builds one
    /// that has none.
    func endNode(_ value: JSONDocument.Value) throws(Diagnostic) {
        let end = document.end(of: value)
        if let open = openNodes.last, open.value == value {
            openNodes.removeLast()
            // Copied once, at their final count, instead of grown by doubling while read.
            nodes[open.index].children = Array(openChildren[open.childrenStart...])
            openChildren.removeSubrange(open.childrenStart...)
            var fields = open.fields
            try readMembers(of: open.index, from: open.tailStart, to: end, &fields, in: document)
            try finishNode(open.index, value, fields)
        } else {
            let nodeIndex = try beginNode(value)
            var fields = NodeFields()
            try readMembers(of: nodeIndex, from: value.index + 1, to: end, &fields, in: document)
            try finishNode(nodeIndex, value, fields)
        }
    }

    /// Appends a node for an object in a node's place, under the innermost open node.
    private func beginNode(_ value: JSONDocument.Value) throws(Diagnostic) -> Int {
        let parent = openNodes.last?.index
        let childIndex = openNodes.last.map { openChildren.count - $0.childrenStart } ?? 0
        if openNodes.count >= SnapshotLoader.maximumNodeDepth {
            throw error(value, childPath(parent, childIndex), "node tree deeper than \(SnapshotLoader.maximumNodeDepth) levels")
        }
        let (kind, offset) = document.kindAndOffset(of: value)
        if kind != .object { try expectKind(value, .object, childPath(parent, childIndex), "a node object") }
        let nodeIndex = nodes.count
        let node = Node(id: "", frame: Rect(x: 0, y: 0, width: 0, height: 0))
        node.parent = parent
        node.childIndex = childIndex
        node.sourceOffset = offset
        if parent != nil { openChildren.append(nodeIndex) }
        nodes.append(node)
        return nodeIndex
    }

    func childPath(_ parent: Int?, _ childIndex: Int) -> String {
        parent.map { "\(nodePath($0)).children[\(childIndex)]" } ?? "root"
    }

    func nodePath(_ node: Int) -> String { Snapshot.path(of: node, in: nodes) }

    /// Whether the format takes `id`: 1 to 128 bytes, each one ``isIDByte(_:)`` takes.
    public static func isValidID(_ id: String) -> Bool {
        var id = id
        return id.withUTF8 { bytes in
            guard (1...128).contains(bytes.count) else { return false }
            for byte in bytes where !isIDByte(byte) { return false }
            return true
        }
    }

    /// Whether an id may have the byte: ASCII letters and digits, `_`, `.`, `:` and `-`.
    @inline(__always)
    public static func isIDByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."),
             UInt8(ascii: ":"), UInt8(ascii: "-"): true
        default: false
        }
    }

    /// Reads the members of a node object between two tape indices.
    private func readMembers(of nodeIndex: Int, from first: Int, to end: Int, _ fields: inout NodeFields,
                             in document: JSONDocument) throws(Diagnostic) {
        let node = nodes[nodeIndex]
        func path() -> String { nodePath(nodeIndex) }
        /// The member's text; the loader's reader (and its error) only when it is not a string.
        func text(_ member: JSONDocument.Value, _ p: () -> String) throws(Diagnostic) -> String {
            if let text = document.string(member) { return text }
            return try string(member, p())
        }
        for (key, member) in document.members(from: first, to: end) {
            // The stored document, not the one at hand: a path that captures that copy retains it.
            func p() -> String { "\(path()).\(self.document.string(key) ?? "")" }
            guard let known = document.lookup(key, in: NodeKey.table) else {
                warn(key, p(), "unknown key \(Echo.quoted(document.string(key) ?? "")) (ignored)")
                continue
            }
            switch known {
            case .id:
                node.id = try text(member, p)
                fields.idValue = member
                fields.idHash = NodeIndex.hash(node.id)
                index.prefetch(hash: fields.idHash)
            case .`type`:
                if let known = document.lookup(member, in: NodeType.table) {
                    node.type = known
                } else {
                    node.type = try enumeration(member, p())
                }
            case .frame:
                if let valid = SnapshotLoader.validFrame(member, in: document) {
                    node.frame = valid
                } else {
                    node.frame = try frame(member, p())
                }
                fields.hasFrame = true
            case .text: node.text = try text(member, p)
            case .isAccessibilityElement: node.isAccessibilityElement = try bool(member, p())
            case .label: node.label = try text(member, p)
            case .value:
                node.value = try text(member, p)
                fields.valueMember = member
            case .hint: node.hint = try text(member, p)
            case .identifier: node.identifier = try text(member, p)
            case .language:
                node.language = try languageTag(member, p())
                nodesWithLanguage.append(nodeIndex)
            case .labelBlock: node.labelBlock = try block(member, p(), in: document)
            case .valueBlock: node.valueBlock = try block(member, p(), in: document)
            case .hintBlock: node.hintBlock = try block(member, p(), in: document)
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
                        use: .accessibilityElement, owner: nodeIndex, id: id, offset: document.offset(entry), path: entryPath(),
                        apply: { nodes, target in nodes[nodeIndex].accessibilityElements!.append(target) }))
                }
            case .childBehavior:
                if let known = document.lookup(member, in: ChildBehavior.table) {
                    node.childBehavior = known
                } else {
                    node.childBehavior = try enumeration(member, p())
                }
            case .sortPriority: node.sortPriority = try number(member, p())
            case .contentShape: node.contentShape = try shape(member, p())
            case .activationPoint: node.activationPoint = try point(member, p())
            case .directTouch: node.directTouch = try directTouch(member, p())
            case .actions:
                node.actions = try actions(member, p(), owner: nodeIndex)
                fields.actionsMember = member
            case .customActions: node.customActions = try customActions(member, p(), owner: nodeIndex)
            case .customContent: node.customContent = try customContent(member, p())
            case .visibleWhen: SnapshotLoader.store(try expression(member, p(), in: document), at: nodeIndex, in: &conditions)
            case .importNotes:
                try expectKind(member, .array, p(), "an array of strings")
                for (i, entry) in document.elements(member).enumerated() {
                    node.importNotes.append(try string(entry, "\(p())[\(i)]"))
                }
            case .auditIgnore:
                node.auditIgnore = try auditIgnore(member, p())
                if !node.auditIgnore.isEmpty { nodesWithAuditIgnore.append(nodeIndex) }
            case .android:
                SnapshotLoader.store(try android(member, p()), at: nodeIndex, in: &androidProperties)
            case .children:
                // A non-empty array of children was read already (``beginChildren``).
                try expectKind(member, .array, p(), "an array of nodes")
            }
        }
    }

    /// Sets a node's entry of a table kept beside the nodes, growing it with nils up to the node.
    static func store<T>(_ value: T, at node: Int, in table: inout [T?]) {
        if table.count <= node { table.append(contentsOf: repeatElement(nil, count: node + 1 - table.count)) }
        table[node] = value
    }

    /// A table beside the nodes with an entry for each of `count` nodes once one node has one; empty
    /// when none has.
    static func padded<T>(_ table: [T?], to count: Int) -> [T?] {
        table.isEmpty ? [] : table + repeatElement(nil, count: count - table.count)
    }

    /// Refuses an invalid or duplicate id, and indexes the node by it.
    private func checkID(of nodeIndex: Int, _ idValue: JSONDocument.Value, hash: UInt32) throws(Diagnostic) {
        let id = nodes[nodeIndex].id
        guard SnapshotLoader.isValidID(id) else {
            throw error(idValue, "\(nodePath(nodeIndex)).id", "invalid id \(Echo.quoted(id)): expected 1 to 128 of A–Z a–z 0–9 _ . : -")
        }
        if let previous = index.insert(nodeIndex, hash: hash, in: nodes) {
            let location = lines.location(ofOffset: nodes[previous].sourceOffset)
            throw error(idValue, "\(nodePath(nodeIndex)).id",
                        "duplicate id \(Echo.quoted(id)) (first used by \(nodePath(previous)) at line \(location.line))")
        }
    }

    /// The checks once every member is read.
    private func finishNode(_ nodeIndex: Int, _ value: JSONDocument.Value, _ fields: NodeFields) throws(Diagnostic) {
        let node = nodes[nodeIndex]
        func path() -> String { nodePath(nodeIndex) }
        if !fields.idChecked {
            guard let idValue = fields.idValue else { throw error(value, path(), "missing required key 'id'") }
            try checkID(of: nodeIndex, idValue, hash: fields.idHash)
        }
        guard fields.hasFrame else { throw error(value, path(), "missing required key 'frame'") }
        if node.isModal { hasModalNodes = true }
        if node.type == .switch, let state = node.value, let valueMember = fields.valueMember, !["1", "0", "2"].contains(state) {
            warn(valueMember, "\(path()).value",
                 "a switch's value is the state UIKit reports, \"1\", \"0\" or \"2\"; found \"\(state)\" (spoken as is)")
        }
        if let actionsMember = fields.actionsMember, node.childBehavior != .combine, !node.effectiveTraits.contains(.supportsZoom),
           let zoom = node.actions.first(where: { $0.kind.isZoom }) {
            warn(actionsMember, "\(path()).actions.\(zoom.kind.rawValue)",
                 "only an element with the trait 'supportsZoom' offers zoom actions; this one never runs")
        }
    }
}

/// The keys of a node object.
enum NodeKey: String, CaseIterable {
    case id, `type`, frame, text, isAccessibilityElement, label, value, hint, identifier, language, labelBlock, valueBlock, hintBlock, traits, addTraits, removeTraits, isHidden, alpha, clipsToBounds, accessibilityHidden, accessibilityElementsHidden, decorative, accessibilityViewIsModal, shouldGroupAccessibilityChildren, containerType, accessibilityElements, childBehavior, sortPriority, contentShape, activationPoint, directTouch, actions, customActions, customContent, visibleWhen, importNotes, auditIgnore, android, children

    static let table = KeyTable(allCases.map { ($0.rawValue, $0) })
}
