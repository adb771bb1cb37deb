/// A lazily evaluated property (UIKit's block-based setters).
public struct Block: Sendable, Hashable {
    /// The expression evaluated against the state each time the block runs.
    public var expression: SourcedExpression?
    /// The value an exporter recorded when it called the block.
    public var captured: String?

    public init(expression: SourcedExpression?, captured: String?) {
        self.expression = expression
        self.captured = captured
    }
}

/// Which property a block computes.
public enum BlockKind: String, Sendable, CaseIterable {
    case labelBlock, valueBlock, hintBlock
}

/// The kinds of action an element can perform.
public enum ActionKind: String, Sendable, CaseIterable {
    case activate, escape, magicTap, increment, decrement, zoomIn, zoomOut

    /// `zoomIn` and `zoomOut`, which only an element with the trait `supportsZoom` offers.
    public var isZoom: Bool { self == .zoomIn || self == .zoomOut }
}

/// Text that is either literal or computed from the state.
public enum TextSource: Sendable, Hashable {
    case literal(String)
    case expression(SourcedExpression)
}

/// The priority of an announcement.
public enum AnnouncementPriority: String, Sendable, CaseIterable {
    case high, `default`, low
}

/// One thing an action does.
public struct Effect: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case set(name: String, to: SourcedExpression)
        case announce(TextSource, priority: AnnouncementPriority)
        /// Node references are ids, checked at load to name a node.
        case focus(String)
        case screenChanged(String?)
        case layoutChanged(String?)
    }

    public var kind: Kind
    /// Seconds after the action is performed.
    public var delay: Double

    public init(kind: Kind, delay: Double) {
        self.kind = kind
        self.delay = delay
    }
}

/// An action of a kind with its effects.
public struct Action: Sendable, Hashable {
    public var kind: ActionKind
    public var effects: [Effect]
}

/// `accessibilityCustomActions` / `.accessibilityAction(named:)`.
public struct CustomAction: Sendable, Hashable {
    public var name: String
    public var effects: [Effect]
}

/// `AXCustomContent`.
public struct CustomContent: Sendable, Hashable {
    public var label: String
    public var value: String
    public var important: Bool

    public init(label: String, value: String, important: Bool) {
        self.label = label
        self.value = value
        self.important = important
    }
}

/// Options of a direct-touch region.
public enum DirectTouchOption: String, Sendable, CaseIterable {
    case silentOnTouch, requiresActivation
}
