/// A snapshot built node by node, in document order, by an importer that makes the model itself
/// instead of the `.axsnap` text the loader would read back (the Android importer: writing and
/// reading that text again took half of `order`'s time on a large dump; README, Performance).
///
/// It takes what the loader would take and nothing else: an id the format allows and no node has
/// yet, a frame within the coordinate limit, a screen the loader accepts, custom actions with a
/// name. Anything else makes ``append(id:frame:content:parent:)`` or ``init(fileName:title:platform:screen:screenshot:importedFrom:expectedNodes:)``
/// fail (nil), and the importer then writes the text, so that the loader's located message is
/// the one the user reads.
public struct SnapshotAssembly {
    /// What a node holds besides its id and frame: what importers set.
    public struct Content {
        public var type: NodeType = .view
        public var text: String?
        public var label: String?
        public var hint: String?
        public var identifier: String?
        /// Custom actions by name, without effects (a dump does not say what they do).
        public var customActions: [String] = []
        public var importNotes: [String] = []
        public var android: AndroidProperties?

        public init() {}
    }

    private var snapshot: Snapshot
    private var nodes: [Node] = []
    private var androidProperties: [AndroidProperties?] = []
    private var index: NodeIndex

    /// An empty snapshot with room for `expectedNodes`; nil when the loader would refuse `screen`.
    public init?(fileName: String, title: String?, platform: Snapshot.Platform, screen: Snapshot.Screen, screenshot: String?,
                 importedFrom: ImportedFrom?, expectedNodes: Int) {
        let limit = SnapshotLoader.maximumCoordinate
        guard screen.width > 0, screen.width <= limit, screen.height > 0, screen.height <= limit,
              screen.scale > 0, screen.scale <= SnapshotLoader.maximumScale else { return nil }
        snapshot = Snapshot(fileName: fileName, screen: screen, nodes: [], ids: NodeIndex())
        snapshot.title = title
        snapshot.platform = platform
        snapshot.screenshot = screenshot
        snapshot.importedFrom = importedFrom
        nodes.reserveCapacity(expectedNodes)
        index = NodeIndex(expecting: expectedNodes)
    }

    /// Appends the next node in document order as the last child of `parent` (nil for the root,
    /// which comes first); returns its index, or nil when the loader would refuse it.
    public mutating func append(id: String, frame: Rect, content: Content, parent: Int?) -> Int? {
        let limit = SnapshotLoader.maximumCoordinate
        guard parent.map({ $0 < nodes.count }) ?? nodes.isEmpty,
              SnapshotLoader.isValidID(id),
              frame.width >= 0, frame.height >= 0, abs(frame.x) <= limit, abs(frame.y) <= limit,
              frame.width <= limit, frame.height <= limit,
              !content.customActions.contains("") else { return nil }
        let nodeIndex = nodes.count
        let node = Node(id: id, frame: frame)
        node.type = content.type
        node.text = content.text
        node.label = content.label
        node.hint = content.hint
        node.identifier = content.identifier
        node.customActions = content.customActions.map { CustomAction(name: $0, effects: []) }
        node.importNotes = content.importNotes
        if let parent {
            node.parent = parent
            node.childIndex = nodes[parent].children.count
            nodes[parent].children.append(nodeIndex)
        }
        nodes.append(node)
        guard index.insert(nodeIndex, hash: NodeIndex.hash(id), in: nodes) == nil else { return nil }
        if let android = content.android { SnapshotLoader.store(android, at: nodeIndex, in: &androidProperties) }
        return nodeIndex
    }

    /// The snapshot; nil while it has no node.
    public consuming func finish() -> Snapshot? {
        guard !nodes.isEmpty else { return nil }
        snapshot.androidProperties = SnapshotLoader.padded(androidProperties, to: nodes.count)
        snapshot.nodes = nodes
        index.shrinkToFit()
        snapshot.ids = index
        return snapshot
    }
}
