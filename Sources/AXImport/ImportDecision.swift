import AXModel

/// What the import rules (`../shared/spec/import.md`) decided for one element of a dump; the
/// builder writes it as the node's properties.
struct ImportDecision {
    /// The frame used: the dump's, else the parent's.
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var isElement = false
    /// Whether the element, or an element below it, would be a VoiceOver element (R4's test for
    /// a labelled `Other`).
    var yieldsElement = false
    var label: String?
    var value: String?
    /// Replaces the snapshot type's traits; nil keeps them.
    var traits: [String]?
    var addTraits: [String] = []
    var directTouch = false
    /// A cell stands for its subviews (R5).
    var ignoresChildren = false
    /// The children form a group (R9).
    var groupsChildren = false
    var sortPriority: Double?
    /// Inside a ScrollView, Table, CollectionView or WebView (R3).
    var insideScrollContainer = false
    var insideWebView = false
    /// The `importNotes` entries: each heuristic decision, naming its rule (R11).
    var notes: [String] = []
}
