import AXEngine
import AXModel

/// One stop of a side as `diff` compares it (diff.md §2): what the engine derived and what its
/// node says, copied out so that the side keeps neither the snapshot nor the analysis. What
/// VoiceOver says is kept as what it is made of, and spoken only when asked for.
public struct ComparedStop: Sendable {
    private var storedIndex: Int32
    private var storedNode: Int32
    /// Spoken and unspoken traits.
    public var traits: Traits
    public var role: StopRole
    /// Its node's type.
    public var type: NodeType
    public var isGroup: Bool
    /// Whether its label is what the screen reader says and its hint the hint it speaks
    /// (TalkBack's), rather than what VoiceOver builds its speech from.
    private var spokenAsRead: Bool
    /// Its language, in `strings`.
    private var language: Int32
    /// Its id, label, value and hint as read.
    private var strings: StopStrings
    private var span: StopStrings.Span
    public var frame: Rect
    /// What few stops have, boxed: nil when every part is empty.
    private var rare: Box?

    /// The parts most stops lack.
    struct Rare {
        var identifier: String?
        var shape: Shape
        var activationPoint: Point?
        var standardActions: [ActionKind]
        var directTouch: [DirectTouchOption]?
        var customActions: [String]
        var containers: [ContainerEntry]
        var context: SpeechContext?
        var customContent: [CustomContent]
        /// What a stop without a label says, when its label is not what is said (TalkBack's
        /// “Unlabelled, Button”).
        var spoken: String?
    }

    final class Box: Sendable {
        let parts: Rare

        init(_ parts: Rare) { self.parts = parts }
    }

    /// What VoiceOver reads of a stop to speak it.
    struct Reading {
        var label: String?
        var value: String?
        /// The hint as read (not yet with the traits' hints).
        var hint: String?
        var context: SpeechContext?
        var customContent: [CustomContent]
        /// Its language in the side's strings.
        var language: Int32
        var spoken: String? = nil
    }

    /// The stop at `index` (from 1) built on `node`; a group stop (no `reading`) says its label
    /// and has no standard actions and no direct touch.
    init(index: Int, node: Int, source: Node, strings: StopStrings, reading: Reading, traits: Traits,
         customActions: [String], containers: [ContainerEntry], role: StopRole, spokenAsRead: Bool = false) {
        let isGroup = role == .group
        self.spokenAsRead = spokenAsRead
        storedIndex = Int32(index)
        storedNode = Int32(node)
        self.traits = traits
        self.role = role
        type = source.type
        self.isGroup = isGroup
        language = reading.language
        self.strings = strings
        span = strings.append(label: reading.label, value: reading.value, hint: reading.hint)
        frame = source.frame
        let standardActions = isGroup || source.actions.isEmpty ? [] : ActionKind.allCases.filter { source.action($0) != nil }
        let directTouch = isGroup ? nil : source.directTouch
        let identifier = source.identifier, shape = source.contentShape, activationPoint = source.activationPoint
        if identifier != nil || shape != .rect || activationPoint != nil || !standardActions.isEmpty
            || directTouch != nil || !customActions.isEmpty || !containers.isEmpty || reading.context != nil
            || !reading.customContent.isEmpty || reading.spoken != nil {
            rare = Box(Rare(identifier: identifier, shape: shape, activationPoint: activationPoint,
                        standardActions: standardActions, directTouch: directTouch, customActions: customActions,
                        containers: containers, context: reading.context, customContent: reading.customContent,
                        spoken: reading.spoken))
        }
    }

    /// Position in the side's order, from 1.
    public var index: Int { Int(storedIndex) }
    /// The node the stop is built on (a group stop: its container's node).
    public var node: Int { Int(storedNode) }

    public var id: String { strings.ids[node] }
    /// Its texts (empty ones nil).
    public var label: String? { text(.label) }
    public var value: String? { text(.value) }
    /// The hint VoiceOver speaks (none for a group stop).
    public var hint: String? { isGroup ? nil : spokenAsRead ? text(.hint) : speech.hint }
    /// What VoiceOver says on focusing it (a group stop: its label).
    public var description: String {
        if spokenAsRead { return rare?.parts.spoken ?? label ?? "" }
        return isGroup ? label ?? "" : speech.description
    }

    /// What VoiceOver says, built from what it read.
    private var speech: Speech {
        SpeechBuilder.speech(label: label, value: value, hint: text(.hint), traits: traits, context: rare?.parts.context,
                             customActions: [], customContent: rare?.parts.customContent ?? [], words: strings.words[Int(language)])
    }

    /// Whether this stop and `other` say the same.
    func sameDescription(as other: ComparedStop) -> Bool {
        if speaksAlike(other) { return true }
        return description == other.description
    }

    /// Whether the stop has none of the parts most stops lack: no identifier, a rectangular
    /// content shape, its activation point the frame's centre, no actions, containers, context
    /// or custom content, and (an element) no direct touch.
    var isPlain: Bool { rare == nil }

    /// Whether what the two stops are spoken from is the same, byte for byte: then so are their
    /// descriptions and hints.
    func speaksAlike(_ other: ComparedStop) -> Bool {
        guard isGroup == other.isGroup, spokenAsRead == other.spokenAsRead, strings.identical(span, other.strings, other.span) else {
            return false
        }
        if isGroup { return true }
        if spokenAsRead { return rare?.parts.spoken == other.rare?.parts.spoken }
        guard traits == other.traits, strings.sameLanguage(language, other.strings, other.language) else { return false }
        if rare == nil, other.rare == nil { return true }
        // Conditions one by one: `&&` would capture (and copy) both stops.
        guard rare?.parts.context == other.rare?.parts.context else { return false }
        return rare?.parts.customContent ?? [] == other.rare?.parts.customContent ?? []
    }

    /// One of its texts; the hint as read.
    enum Part { case label, value, hint }

    /// Where a text starts and how many bytes it has.
    private func place(_ part: Part) -> (start: Int, count: UInt32) {
        switch part {
        case .label: (span.start, span.label)
        case .value: (span.start + Int(span.label), span.value)
        case .hint: (span.start + Int(span.label + span.value), span.hint)
        }
    }

    private func text(_ part: Part) -> String? {
        let (start, count) = place(part)
        return strings.text(start, count)
    }

    /// Whether a text of this stop and of `other` are equal (nil equals empty).
    func same(_ part: Part, as other: ComparedStop) -> Bool {
        let (start, count) = place(part), (otherStart, otherCount) = other.place(part)
        return strings.equal(start, count, other.strings, otherStart, otherCount)
    }

    /// The pairing key of its label (§3), made when a pass needs it.
    public var key: String? { LabelKey.of(label) }

    public var identifier: String? { rare?.parts.identifier }
    public var shape: Shape { rare?.parts.shape ?? .rect }
    public var activationPoint: Point { rare?.parts.activationPoint ?? frame.center }
    public var customActions: [String] { rare?.parts.customActions ?? [] }
    /// The enclosing containers, outermost first.
    public var containers: [ContainerEntry] { rare?.parts.containers ?? [] }

    /// The kinds of its node's standard actions, in the format's order (none for a group stop).
    public var standardActions: [ActionKind] { rare?.parts.standardActions ?? [] }

    /// Its node's direct-touch options (nil for a group stop).
    public var directTouch: [DirectTouchOption]? { rare?.parts.directTouch }

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
