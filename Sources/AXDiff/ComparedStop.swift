import AXEngine
import AXModel

/// One stop of a side as `diff` compares it (diff.md §2). What its node says (id, type, frame, …)
/// is read from the node; what the engine derived is kept.
public struct ComparedStop: Sendable {
    /// Position in the side's order, from 1.
    public var index: Int
    /// The node the stop is built on (a group stop: its container's node).
    public var node: Int
    /// That node.
    let source: Node
    public var label: String?
    public var value: String?
    public var hint: String?
    /// What VoiceOver says on focusing it.
    public var description: String
    /// Spoken and unspoken traits.
    public var traits: Traits
    public var isGroup: Bool
    public var customActions: [String]
    /// The enclosing containers, outermost first.
    public var containers: [ContainerEntry]
    public var role: StopRole

    /// The pairing key of its label (§3), made when a pass needs it.
    public var key: String? { LabelKey.of(label) }

    public var id: String { source.id }
    public var type: NodeType { source.type }
    public var identifier: String? { source.identifier }
    public var frame: Rect { source.frame }
    public var shape: Shape { source.contentShape }
    public var activationPoint: Point { source.effectiveActivationPoint }

    /// The kinds of its node's standard actions, in the format's order (none for a group stop).
    public var standardActions: [ActionKind] {
        guard !isGroup, !source.actions.isEmpty else { return [] }
        return ActionKind.allCases.filter { source.action($0) != nil }
    }

    /// Its node's direct-touch options (nil for a group stop).
    public var directTouch: [DirectTouchOption]? { isGroup ? nil : source.directTouch }

    /// A control (§3): a control role, or a custom or standard action.
    public var isControl: Bool { role.isControlRole || !customActions.isEmpty || !standardActions.isEmpty }

    /// Whether the activation point is not the frame's centre.
    public var isOffCentre: Bool { activationPoint != frame.center }
}

/// A container around a stop, or a modal view of the modal scope, as compared (§5).
public struct ContainerEntry: Sendable, Hashable {
    public var id: String
    /// The container kind, or a modal view's node type.
    public var kind: String
    /// `label`, else `text`.
    public var label: String?
}
