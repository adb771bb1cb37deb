extension Node {
    /// The fields that most nodes leave empty: alpha, sort priority, added and removed traits,
    /// blocks, actions, custom content, explicit order, activation point, direct touch,
    /// `visibleWhen`, language, import notes and audit suppressions.
    final class Extras: @unchecked Sendable {
        var language: String?
        var alpha: Double = 1
        var sortPriority: Double = 0
        var addTraits: Traits = []
        var removeTraits: Traits = []
        var labelBlock: Block?
        var valueBlock: Block?
        var hintBlock: Block?
        var accessibilityElements: [Int]?
        var activationPoint: Point?
        var directTouch: [DirectTouchOption]?
        var actions: [Action] = []
        var customActions: [CustomAction] = []
        var customContent: [CustomContent] = []
        var visibleWhen: SourcedExpression?
        var importNotes: [String] = []
        var auditIgnore: [AuditIgnore] = []
    }

    /// Sets an extra field, allocating the extras only for a value that is not empty.
    private func setExtra<T>(_ field: ReferenceWritableKeyPath<Extras, T>, _ value: T, isEmpty: Bool) {
        if extras == nil {
            if isEmpty { return }
            extras = Extras()
        }
        extras![keyPath: field] = value
    }

    public internal(set) var alpha: Double {
        get { extras?.alpha ?? 1 }
        set { setExtra(\.alpha, newValue, isEmpty: newValue == 1) }
    }

    public internal(set) var sortPriority: Double {
        get { extras?.sortPriority ?? 0 }
        set { setExtra(\.sortPriority, newValue, isEmpty: newValue == 0) }
    }

    public internal(set) var addTraits: Traits {
        get { extras?.addTraits ?? [] }
        set { setExtra(\.addTraits, newValue, isEmpty: newValue.isEmpty) }
    }

    public internal(set) var removeTraits: Traits {
        get { extras?.removeTraits ?? [] }
        set { setExtra(\.removeTraits, newValue, isEmpty: newValue.isEmpty) }
    }

    public internal(set) var language: String? {
        get { extras?.language }
        set { setExtra(\.language, newValue, isEmpty: newValue == nil) }
    }

    public internal(set) var labelBlock: Block? {
        get { extras?.labelBlock }
        set { setExtra(\.labelBlock, newValue, isEmpty: newValue == nil) }
    }

    public internal(set) var valueBlock: Block? {
        get { extras?.valueBlock }
        set { setExtra(\.valueBlock, newValue, isEmpty: newValue == nil) }
    }

    public internal(set) var hintBlock: Block? {
        get { extras?.hintBlock }
        set { setExtra(\.hintBlock, newValue, isEmpty: newValue == nil) }
    }

    /// Node indices, in the order given.
    public internal(set) var accessibilityElements: [Int]? {
        get { extras?.accessibilityElements }
        set { setExtra(\.accessibilityElements, newValue, isEmpty: newValue == nil) }
    }

    public internal(set) var activationPoint: Point? {
        get { extras?.activationPoint }
        set { setExtra(\.activationPoint, newValue, isEmpty: newValue == nil) }
    }

    public internal(set) var directTouch: [DirectTouchOption]? {
        get { extras?.directTouch }
        set { setExtra(\.directTouch, newValue, isEmpty: newValue == nil) }
    }

    public internal(set) var actions: [Action] {
        get { extras?.actions ?? [] }
        set { setExtra(\.actions, newValue, isEmpty: newValue.isEmpty) }
    }

    public internal(set) var customActions: [CustomAction] {
        get { extras?.customActions ?? [] }
        set { setExtra(\.customActions, newValue, isEmpty: newValue.isEmpty) }
    }

    public internal(set) var customContent: [CustomContent] {
        get { extras?.customContent ?? [] }
        set { setExtra(\.customContent, newValue, isEmpty: newValue.isEmpty) }
    }

    public internal(set) var visibleWhen: SourcedExpression? {
        get { extras?.visibleWhen }
        set { setExtra(\.visibleWhen, newValue, isEmpty: newValue == nil) }
    }

    /// What an importer could not carry over faithfully (an AXScope extension key).
    public internal(set) var importNotes: [String] {
        get { extras?.importNotes ?? [] }
        set { setExtra(\.importNotes, newValue, isEmpty: newValue.isEmpty) }
    }

    /// Audit rules suppressed on the node and its subtree (audit.md §12).
    public internal(set) var auditIgnore: [AuditIgnore] {
        get { extras?.auditIgnore ?? [] }
        set { setExtra(\.auditIgnore, newValue, isEmpty: newValue.isEmpty) }
    }
}
