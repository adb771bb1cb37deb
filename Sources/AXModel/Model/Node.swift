/// One view (or `UIAccessibilityElement`) of the snapshot, with every accessibility input.
///
/// Nodes live in ``Snapshot/nodes`` in document order (depth first); relations are indices.
/// A node is a reference so that the engine reads it without copying its forty fields; only the
/// loader (in this module) writes to it, before the snapshot is shared, hence `@unchecked Sendable`.
/// The fields few nodes set live out of line (`Node+Extras.swift`), so that a node costs about
/// half the memory.
public final class Node: @unchecked Sendable {
    // Stored in an order that leaves little padding between fields.
    public internal(set) var id: String
    public internal(set) var frame: Rect
    public internal(set) var text: String?
    public internal(set) var label: String?
    public internal(set) var value: String?
    public internal(set) var hint: String?
    public internal(set) var identifier: String?
    public internal(set) var contentShape: Shape = .rect
    private var storedTraits: Traits = []
    public internal(set) var children: [Int] = []
    /// The fields most nodes leave empty (``Node/Extras``), allocated when one is set.
    var extras: Extras?
    private var storedParent: Int32 = -1
    private var storedChildIndex: Int32 = 0
    private var storedSourceOffset: Int32 = 0
    public internal(set) var type: NodeType = .view
    public internal(set) var isAccessibilityElement: Bool?
    public internal(set) var isHidden = false
    public internal(set) var clipsToBounds = false
    public internal(set) var accessibilityHidden = false
    public internal(set) var accessibilityElementsHidden = false
    public internal(set) var decorative = false
    public internal(set) var accessibilityViewIsModal = false
    public internal(set) var shouldGroupAccessibilityChildren = false
    public internal(set) var containerType: ContainerType = .none
    public internal(set) var childBehavior: ChildBehavior?
    private var hasTraits = false

    /// `traits`, replacing the type's defaults when set.
    public internal(set) var traits: Traits? {
        get { hasTraits ? storedTraits : nil }
        set {
            hasTraits = newValue != nil
            storedTraits = newValue ?? []
        }
    }

    /// The parent's index; nil for the root.
    public internal(set) var parent: Int? {
        get { storedParent < 0 ? nil : Int(storedParent) }
        set { storedParent = Int32(newValue ?? -1) }
    }

    /// Position among the parent's children.
    public internal(set) var childIndex: Int {
        get { Int(storedChildIndex) }
        set { storedChildIndex = Int32(newValue) }
    }

    /// Byte offset of the node's object in the file, for messages (files stay below 2 GiB).
    public internal(set) var sourceOffset: Int {
        get { Int(storedSourceOffset) }
        set { storedSourceOffset = Int32(newValue) }
    }

    public init(id: String, frame: Rect) {
        self.id = id
        self.frame = frame
    }

    /// The traits after the type's defaults, `traits`, `addTraits`, `removeTraits`, `directTouch`
    /// and `accessibilityViewIsModal`.
    public var effectiveTraits: Traits {
        var result = traits ?? type.defaultTraits
        result.formUnion(addTraits)
        result.subtract(removeTraits)
        if directTouch != nil { result.insert(.allowsDirectInteraction) }
        if accessibilityViewIsModal { result.insert(.isModal) }
        return result
    }

    /// `accessibilityViewIsModal` or the trait `isModal`.
    public var isModal: Bool { effectiveTraits.contains(.isModal) }

    /// Whether the node is an element by `isAccessibilityElement`, its type, or `childBehavior`.
    public var isElement: Bool {
        if childBehavior == .combine || childBehavior == .ignore { return true }
        return isAccessibilityElement ?? type.defaultIsElement
    }

    /// Whether the node declares a label: a `labelBlock`, or a non-empty `label` (else `text`).
    /// Blocks are not run to tell.
    public var declaresLabel: Bool { labelBlock != nil || !(label ?? text ?? "").isEmpty }

    /// The activation point, the frame's centre unless given.
    public var effectiveActivationPoint: Point { activationPoint ?? frame.center }

    public func action(_ kind: ActionKind) -> Action? { actions.first { $0.kind == kind } }

    public func block(_ kind: BlockKind) -> Block? {
        switch kind {
        case .labelBlock: labelBlock
        case .valueBlock: valueBlock
        case .hintBlock: hintBlock
        }
    }
}
