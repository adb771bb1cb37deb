/// What the user chose to see: the layers, the focused stop, the selected node, the colours.
public struct ViewState: Sendable, Hashable {
    public var layers: Layers = .all
    /// The stop under the VoiceOver cursor, from 0.
    public var focus: Int?
    /// The node selected for inspection (it may be a stop, a container or any other node).
    public var selectedNode: Int?
    /// Whether unreachable nodes are drawn (faded) or hidden.
    public var showsUnreachable = true
    /// The colours: ``Palette/light`` or, when the desktop uses a dark style, ``Palette/dark``.
    public var palette = Palette.light
    /// The elements the Problems layer marks.
    public var problems: [ProblemMark] = [] {
        didSet { problemOfNode = Dictionary(problems.indices.map { (problems[$0].node, $0) }) { first, _ in first } }
    }
    /// The position in `problems` of each marked node's mark, so that a frame draws the marks of
    /// the nodes it shows without visiting all of them (a million-element screen can have a mark
    /// on most of its elements).
    private(set) var problemOfNode: [Int: Int] = [:]

    public init(layers: Layers = .all, focus: Int? = nil, selectedNode: Int? = nil, showsUnreachable: Bool = true,
                palette: Palette = .light) {
        self.layers = layers
        self.focus = focus
        self.selectedNode = selectedNode
        self.showsUnreachable = showsUnreachable
        self.palette = palette
    }
}
