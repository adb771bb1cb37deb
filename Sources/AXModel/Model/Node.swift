/// One view (or `UIAccessibilityElement`) of the snapshot, with every accessibility input.
///
/// Nodes live in ``Snapshot/nodes`` in document order (depth first); relations are indices.
/// A node is a reference so that the engine reads it without copying its forty fields; only the
/// loader (in this module) writes to it, before the snapshot is shared, hence `@unchecked Sendable`.
/// The fields few nodes set live out of line (`Node+Extras.swift`), so that a node costs about
/// half the memory.
public final class Node: @unchecked Sendable {
    // Stored in an order that leaves no padding between fields, the flags in one byte, the
    // content shape's kind in another: 182 bytes, which the allocator serves in 192 (with the
    // whole 9-byte shape, 198 bytes took 208).
    public internal(set) var id: String
    public internal(set) var frame: Rect
    public internal(set) var text: String?
    public internal(set) var label: String?
    public internal(set) var value: String?
    public internal(set) var hint: String?
    public internal(set) var identifier: String?
    public internal(set) var children: [Int] = []
    /// The fields most nodes leave empty (``Node/Extras``), allocated when one is set.
    var extras: Extras?
    private var storedTraits: Traits = []
    private var storedParent: Int32 = -1
    private var storedChildIndex: Int32 = 0
    private var storedSourceOffset: Int32 = 0
    /// `contentShape`, when it has no parameters; else ``ShapeKind/outOfLine`` and the shape in
    /// the rare extras.
    private var storedShape: ShapeKind = .rect
    public internal(set) var type: NodeType = .view
    public internal(set) var isAccessibilityElement: Bool?
    public internal(set) var containerType: ContainerType = .none
    public internal(set) var childBehavior: ChildBehavior?
    private var flags: Flags = []

    private struct Flags: OptionSet {
        let rawValue: UInt8
        static let isHidden = Flags(rawValue: 1 << 0)
        static let clipsToBounds = Flags(rawValue: 1 << 1)
        static let accessibilityHidden = Flags(rawValue: 1 << 2)
        static let accessibilityElementsHidden = Flags(rawValue: 1 << 3)
        static let decorative = Flags(rawValue: 1 << 4)
        static let accessibilityViewIsModal = Flags(rawValue: 1 << 5)
        static let shouldGroupAccessibilityChildren = Flags(rawValue: 1 << 6)
        static let hasTraits = Flags(rawValue: 1 << 7)
    }

    private func flag(_ flag: Flags) -> Bool { flags.contains(flag) }

    private func setFlag(_ flag: Flags, _ on: Bool) {
        if on { flags.insert(flag) } else { flags.remove(flag) }
    }

    public internal(set) var isHidden: Bool {
        get { flag(.isHidden) }
        set { setFlag(.isHidden, newValue) }
    }

    public internal(set) var clipsToBounds: Bool {
        get { flag(.clipsToBounds) }
        set { setFlag(.clipsToBounds, newValue) }
    }

    public internal(set) var accessibilityHidden: Bool {
        get { flag(.accessibilityHidden) }
        set { setFlag(.accessibilityHidden, newValue) }
    }

    public internal(set) var accessibilityElementsHidden: Bool {
        get { flag(.accessibilityElementsHidden) }
        set { setFlag(.accessibilityElementsHidden, newValue) }
    }

    public internal(set) var decorative: Bool {
        get { flag(.decorative) }
        set { setFlag(.decorative, newValue) }
    }

    public internal(set) var accessibilityViewIsModal: Bool {
        get { flag(.accessibilityViewIsModal) }
        set { setFlag(.accessibilityViewIsModal, newValue) }
    }

    public internal(set) var shouldGroupAccessibilityChildren: Bool {
        get { flag(.shouldGroupAccessibilityChildren) }
        set { setFlag(.shouldGroupAccessibilityChildren, newValue) }
    }

    /// A shape without parameters, or where to find one with them.
    private enum ShapeKind: UInt8 {
        case rect, circle, ellipse, capsule, outOfLine
    }

    /// The content shape; a rounded rect's radius and a path are kept in the rare extras.
    public internal(set) var contentShape: Shape {
        get {
            switch storedShape {
            case .rect: .rect
            case .circle: .circle
            case .ellipse: .ellipse
            case .capsule: .capsule
            case .outOfLine: outOfLineShape
            }
        }
        set {
            // A shape with parameters set before does not stay behind.
            if storedShape == .outOfLine { outOfLineShape = .rect }
            switch newValue {
            case .rect: storedShape = .rect
            case .circle: storedShape = .circle
            case .ellipse: storedShape = .ellipse
            case .capsule: storedShape = .capsule
            case .roundedRect, .path:
                storedShape = .outOfLine
                outOfLineShape = newValue
            }
        }
    }

    /// `traits`, replacing the type's defaults when set.
    public internal(set) var traits: Traits? {
        get { flag(.hasTraits) ? storedTraits : nil }
        set {
            setFlag(.hasTraits, newValue != nil)
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
        var result = declaredTraits
        if directTouch != nil { result.insert(.allowsDirectInteraction) }
        if accessibilityViewIsModal { result.insert(.isModal) }
        return result
    }

    /// The type's defaults or `traits`, with `addTraits` and `removeTraits`: the effective traits
    /// but for those of `directTouch` (in the rare extras) and `accessibilityViewIsModal`.
    private var declaredTraits: Traits {
        let base = traits ?? type.defaultTraits
        guard let extras else { return base }
        return base.union(extras.addTraits).subtracting(extras.removeTraits)
    }

    /// `accessibilityViewIsModal` or the trait `isModal`, found without reading `directTouch`: the
    /// loader asks it of every node, and a walk of every child it walks when some node is modal.
    public var isModal: Bool { accessibilityViewIsModal || declaredTraits.contains(.isModal) }

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
