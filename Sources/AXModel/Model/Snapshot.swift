/// One screen of an iOS or Android app: its raw view hierarchy and every accessibility input.
public struct Snapshot: Sendable {
    public enum Platform: String, Sendable, CaseIterable {
        case ios, ipados, visionos, android

        /// Whether the screen reader of the platform is TalkBack (else VoiceOver).
        public var isAndroid: Bool { self == .android }
    }
    public enum Idiom: String, Sendable, CaseIterable { case phone, pad }
    public enum LayoutDirection: String, Sendable, CaseIterable { case leftToRight, rightToLeft }

    /// Screen size in points and its scale.
    public struct Screen: Sendable, Hashable {
        public var width: Double
        public var height: Double
        public var scale: Double

        public init(width: Double, height: Double, scale: Double) {
            self.width = width
            self.height = height
            self.scale = scale
        }
    }

    /// The name the snapshot was loaded from, as messages print it.
    public var fileName: String
    public var title: String?
    public var platform: Platform = .ios
    public var idiom: Idiom = .phone
    public var osVersion: String?
    public var locale = "en"
    public var layoutDirection: LayoutDirection = .leftToRight
    public var screen: Screen
    public var screenshot: String?
    /// The dump `import` converted this snapshot from (audit.md §12).
    public var importedFrom: ImportedFrom?
    /// Initial state, in the file's order.
    public var state: [(name: String, value: Value)] = []
    /// Every node in document order; `nodes[0]` is the root.
    public var nodes: [Node]
    /// Node indices by id.
    public internal(set) var ids: NodeIndex
    /// What an Android dump says of each node (its `android` object), by node index; empty when no
    /// node has one (kept beside the nodes, so that an iOS node costs nothing for it).
    public internal(set) var androidProperties: [AndroidProperties?] = []
    /// The nodes whose ``Node/auditIgnore`` has entries, and those that have a ``Node/language``,
    /// in node order: the loader alone sets these fields, and a pass over every node to find the
    /// few that have them would read each node's extras.
    public internal(set) var nodesWithAuditIgnore: [Int] = [], nodesWithLanguage: [Int] = []

    /// Each node's `visibleWhen`, by node index; empty when no node has one. Beside the nodes, not
    /// in them: a tree walk at a state that hides many rows reads nothing else of them.
    public internal(set) var conditions: [SourcedExpression?] = []
    /// Whether some node is modal (``Node/isModal``): when none is, a walk looks for no modal
    /// sibling among any node's children.
    public internal(set) var hasModalNodes = false

    /// The node's `visibleWhen`, if any.
    public func visibleWhen(_ node: Int) -> SourcedExpression? {
        node < conditions.count ? conditions[node] : nil
    }

    /// The node's Android properties; nil for an iOS node.
    public func android(_ node: Int) -> AndroidProperties? {
        node < androidProperties.count ? androidProperties[node] : nil
    }

    /// Node index by id.
    public var index: NodeIndex.Lookup { NodeIndex.Lookup(table: ids, nodes: nodes) }

    /// The node with this id.
    public func node(id: String) -> Node? { ids.find(id, in: nodes).map { nodes[$0] } }

    /// The vertical distance under which two frames count as one row: 8 pt on a phone, else 13 pt.
    public var rowThreshold: Double { idiom == .phone ? 8 : 13 }

    /// The JSON path of a node (`root.children[2].children[0]`).
    public func path(of node: Int) -> String { Snapshot.path(of: node, in: nodes) }

    /// The JSON path of a node among nodes still being read.
    static func path(of node: Int, in nodes: [Node]) -> String {
        withPath(of: node, in: nodes) { String(decoding: $0, as: UTF8.self) }
    }

    /// The JSON path of the node reached from the root through these child positions.
    public static func path(childIndices: some Sequence<Int>) -> String {
        var path = Array("root".utf8)
        for part in childIndices {
            path.append(contentsOf: ".children[".utf8)
            path.appendDecimal(Int64(part))
            path.append(UInt8(ascii: "]"))
        }
        return String(decoding: path, as: UTF8.self)
    }

    /// The node's language: its own, else its nearest ancestor's, else the snapshot's locale.
    public func language(of node: Int) -> String {
        var current: Int? = node
        while let index = current {
            if let language = nodes[index].language { return language }
            current = nodes[index].parent
        }
        return locale
    }
}
