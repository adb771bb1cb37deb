/// One view (or `UIAccessibilityElement`) of the snapshot, with every accessibility input.
///
/// Nodes live in ``Snapshot/nodes`` in document order (depth first); relations are indices.
public struct Node: Sendable {
    public var id: String
    public var type: NodeType = .view
    public var frame: Rect
    public var text: String?
    public var isAccessibilityElement: Bool?
    public var label: String?
    public var value: String?
    public var hint: String?
    public var identifier: String?
    public var language: String?
    public var labelBlock: Block?
    public var valueBlock: Block?
    public var hintBlock: Block?
    public var traits: Traits?
    public var addTraits: Traits = []
    public var removeTraits: Traits = []
    public var isHidden = false
    public var alpha: Double = 1
    public var clipsToBounds = false
    public var accessibilityHidden = false
    public var accessibilityElementsHidden = false
    public var decorative = false
    public var accessibilityViewIsModal = false
    public var shouldGroupAccessibilityChildren = false
    public var containerType: ContainerType = .none
    /// Node indices, in the order given.
    public var accessibilityElements: [Int]?
    public var childBehavior: ChildBehavior?
    public var sortPriority: Double = 0
    public var contentShape: Shape = .rect
    public var activationPoint: Point?
    public var directTouch: [DirectTouchOption]?
    public var actions: [Action] = []
    public var customActions: [CustomAction] = []
    public var customContent: [CustomContent] = []
    public var visibleWhen: SourcedExpression?

    public var parent: Int?
    public var children: [Int] = []
    /// Position among the parent's children.
    public var childIndex = 0
    /// Byte offset of the node's object in the file, for messages.
    public var sourceOffset = 0

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
