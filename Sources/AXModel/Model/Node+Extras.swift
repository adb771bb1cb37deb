extension Node {
    /// The fields that most nodes leave empty: alpha, sort priority, added and removed traits,
    /// blocks, actions, custom content (read for every stop) and import notes; the rarer ones are
    /// in ``RareExtras``.
    final class Extras: @unchecked Sendable {
        var alpha: Double = 1
        var sortPriority: Double = 0
        var addTraits: Traits = []
        var removeTraits: Traits = []
        var labelBlock: Block?
        var valueBlock: Block?
        var hintBlock: Block?
        var actions: [Action] = []
        var customActions: [CustomAction] = []
        var customContent: [CustomContent] = []
        var importNotes: [String] = []
        var rare: RareExtras?
    }

    /// The fields even fewer nodes set — explicit order, activation point, direct touch, language,
    /// audit suppressions and a shape with parameters — boxed apart so that the extras take 176
    /// bytes rather than 248.
    final class RareExtras: @unchecked Sendable {
        var shape: Shape = .rect
        var language: String?
        var accessibilityElements: [Int]?
        var activationPoint: Point?
        var directTouch: [DirectTouchOption]?
        var auditIgnore: [AuditIgnore] = []
    }

    /// The extras to set a field in: allocated for a value that is not empty, nil for an empty
    /// one when there are none (a field left empty needs no extras).
    private func extras(toSet isEmpty: Bool) -> Extras? {
        if let extras { return extras }
        if isEmpty { return nil }
        let created = Extras()
        extras = created
        return created
    }

    /// The rare extras to set a field in, as ``extras(toSet:)``.
    private func rareExtras(toSet isEmpty: Bool) -> RareExtras? {
        if let rare = extras?.rare { return rare }
        guard !isEmpty, let extras = extras(toSet: false) else { return nil }
        let created = RareExtras()
        extras.rare = created
        return created
    }

    public internal(set) var alpha: Double {
        get { extras?.alpha ?? 1 }
        set { extras(toSet: newValue == 1)?.alpha = newValue }
    }

    public internal(set) var sortPriority: Double {
        get { extras?.sortPriority ?? 0 }
        set { extras(toSet: newValue == 0)?.sortPriority = newValue }
    }

    public internal(set) var addTraits: Traits {
        get { extras?.addTraits ?? [] }
        set { extras(toSet: newValue.isEmpty)?.addTraits = newValue }
    }

    public internal(set) var removeTraits: Traits {
        get { extras?.removeTraits ?? [] }
        set { extras(toSet: newValue.isEmpty)?.removeTraits = newValue }
    }

    /// A rounded rect or a path (``Node/contentShape`` says when it is the node's).
    var outOfLineShape: Shape {
        get { extras?.rare?.shape ?? .rect }
        set { rareExtras(toSet: newValue == .rect)?.shape = newValue }
    }

    public internal(set) var language: String? {
        get { extras?.rare?.language }
        set { rareExtras(toSet: newValue == nil)?.language = newValue }
    }

    public internal(set) var labelBlock: Block? {
        get { extras?.labelBlock }
        set { extras(toSet: newValue == nil)?.labelBlock = newValue }
    }

    public internal(set) var valueBlock: Block? {
        get { extras?.valueBlock }
        set { extras(toSet: newValue == nil)?.valueBlock = newValue }
    }

    public internal(set) var hintBlock: Block? {
        get { extras?.hintBlock }
        set { extras(toSet: newValue == nil)?.hintBlock = newValue }
    }

    /// Node indices, in the order given.
    public internal(set) var accessibilityElements: [Int]? {
        get { extras?.rare?.accessibilityElements }
        set { rareExtras(toSet: newValue == nil)?.accessibilityElements = newValue }
    }

    public internal(set) var activationPoint: Point? {
        get { extras?.rare?.activationPoint }
        set { rareExtras(toSet: newValue == nil)?.activationPoint = newValue }
    }

    public internal(set) var directTouch: [DirectTouchOption]? {
        get { extras?.rare?.directTouch }
        set { rareExtras(toSet: newValue == nil)?.directTouch = newValue }
    }

    public internal(set) var actions: [Action] {
        get { extras?.actions ?? [] }
        set { extras(toSet: newValue.isEmpty)?.actions = newValue }
    }

    public internal(set) var customActions: [CustomAction] {
        get { extras?.customActions ?? [] }
        set { extras(toSet: newValue.isEmpty)?.customActions = newValue }
    }

    public internal(set) var customContent: [CustomContent] {
        get { extras?.customContent ?? [] }
        set { extras(toSet: newValue.isEmpty)?.customContent = newValue }
    }

    /// What an importer could not carry over faithfully (an AXScope extension key).
    public internal(set) var importNotes: [String] {
        get { extras?.importNotes ?? [] }
        set { extras(toSet: newValue.isEmpty)?.importNotes = newValue }
    }

    /// Audit rules suppressed on the node and its subtree (audit.md §12).
    public internal(set) var auditIgnore: [AuditIgnore] {
        get { extras?.rare?.auditIgnore ?? [] }
        set { rareExtras(toSet: newValue.isEmpty)?.auditIgnore = newValue }
    }
}
