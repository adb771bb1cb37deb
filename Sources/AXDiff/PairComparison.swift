import AXModel

/// The changes of one pair of stops (diff.md §5).
struct PairComparison {
    let a: ComparedStop
    let b: ComparedStop
    let indexA: Int
    let indexB: Int
    let tolerance: Double
    /// Neither side imported: what dumps lack is compared too.
    let full: Bool
    /// Both sides' ids authored: containers compare by id.
    let authored: Bool

    /// Whether the pair has no change: both stops plain (nothing but texts, traits and a frame),
    /// spoken from the same texts and traits, their frames within the tolerance. Most pairs are;
    /// ``changes()`` finds the others' changes.
    static func unchanged(_ a: ComparedStop, _ b: ComparedStop, tolerance: Double) -> Bool {
        guard a.isPlain, b.isPlain, a.speaksAlike(b) else { return false }
        let (fa, fb) = (a.frame, b.frame)
        return abs(fa.x - fb.x) <= tolerance && abs(fa.y - fb.y) <= tolerance
            && abs(fa.width - fb.width) <= tolerance && abs(fa.height - fb.height) <= tolerance
    }

    func changes() -> [Change] {
        var result = descriptionChanges()
        if full { result += customActionChanges() + standardActionChanges() }
        if full, containerChain(a.containers) != containerChain(b.containers) {
            result.append(change(.containerChanged, entry(a.containers.last), entry(b.containers.last),
                                 MessageFormat.change(text(a.containers.last), text(b.containers.last))))
        }
        result += geometryChanges()
        if (a.directTouch == nil) != (b.directTouch == nil) || (full && a.directTouch != b.directTouch) {
            result.append(change(.directTouchChanged, directTouch(a.directTouch), directTouch(b.directTouch),
                                 MessageFormat.change(directTouchText(a.directTouch), directTouchText(b.directTouch))))
        }
        return result
    }

    func change(_ kind: ChangeKind, _ before: JSONOutput, _ after: JSONOutput, _ message: String) -> Change {
        Change(kind: kind, a: indexA, b: indexB, before: before, after: after, message: message)
    }

    func textChange(_ kind: ChangeKind, _ before: String?, _ after: String?) -> Change {
        change(kind, .optional(before), .optional(after),
               MessageFormat.change(MessageFormat.quoted(before), MessageFormat.quoted(after)))
    }

    func descriptionChanges() -> [Change] {
        var result: [Change] = []
        if !a.same(.label, as: b) {
            result.append(textChange(b.label == nil ? .labelLost : .label, a.label, b.label))
        }
        if !a.same(.value, as: b) { result.append(textChange(.value, a.value, b.value)) }
        if a.traits != b.traits {
            let added = b.traits.subtracting(a.traits).names, removed = a.traits.subtracting(b.traits).names
            let lost = (a.role.isControlRole || a.role == .header) && [.image, .staticText, .none].contains(b.role)
            var traitChange = change(lost ? .roleLost : .traits, .strings(a.traits.names), .strings(b.traits.names),
                                     (added.map { "+" + $0 } + removed.map { "-" + $0 }).joined(separator: " "))
            traitChange.addedTraits = added
            traitChange.removedTraits = removed
            result.append(traitChange)
        }
        let alike = a.speaksAlike(b)
        if full, !alike, a.hint != b.hint { result.append(textChange(.hint, a.hint, b.hint)) }
        if result.isEmpty, !alike, a.description != b.description {
            result.append(textChange(.spoken, a.description, b.description))
        }
        return result
    }

    /// Custom actions pair by equal name in list order, then the rest by position (renamed).
    func customActionChanges() -> [Change] {
        var leftA = a.customActions, leftB = b.customActions
        var index = 0
        while index < leftA.count {
            if let match = leftB.firstIndex(of: leftA[index]) {
                leftA.remove(at: index)
                leftB.remove(at: match)
            } else {
                index += 1
            }
        }
        var result: [Change] = []
        for (before, after) in zip(leftA, leftB) {
            var renamed = textChange(.customActionRenamed, before, after)
            renamed.actionKey = before
            result.append(renamed)
        }
        for name in leftA.dropFirst(leftB.count) {
            var removed = change(.customActionRemoved, .string(name), .null, "- " + MessageFormat.quoted(name))
            removed.actionKey = name
            result.append(removed)
        }
        for name in leftB.dropFirst(leftA.count) {
            var added = change(.customActionAdded, .null, .string(name), "+ " + MessageFormat.quoted(name))
            added.actionKey = name
            result.append(added)
        }
        return result
    }

    func standardActionChanges() -> [Change] {
        var result: [Change] = []
        for kind in a.standardActions where !b.standardActions.contains(kind) {
            var removed = change(.standardActionRemoved, .string(kind.rawValue), .null, "- " + MessageFormat.quoted(kind.rawValue))
            removed.actionKey = kind.rawValue
            result.append(removed)
        }
        for kind in b.standardActions where !a.standardActions.contains(kind) {
            var added = change(.standardActionAdded, .null, .string(kind.rawValue), "+ " + MessageFormat.quoted(kind.rawValue))
            added.actionKey = kind.rawValue
            result.append(added)
        }
        return result
    }

    /// What makes two container chains equal: kinds, and ids (authored) or label keys.
    func containerChain(_ chain: [ContainerEntry]) -> [String] {
        chain.map { "\($0.kind)\u{0}" + (authored ? $0.id : LabelKey.of($0.label) ?? "") }
    }

    func entry(_ container: ContainerEntry?) -> JSONOutput {
        guard let container else { return .null }
        return .object([("id", .string(container.id)), ("kind", .string(container.kind)), ("label", .optional(container.label))])
    }

    func text(_ container: ContainerEntry?) -> String {
        guard let container else { return "none" }
        return "\(container.kind) \(container.id)"
    }

    func directTouch(_ options: [DirectTouchOption]?) -> JSONOutput { options.map { .strings($0.map(\.rawValue)) } ?? .null }

    func directTouchText(_ options: [DirectTouchOption]?) -> String {
        guard let options else { return "none" }
        return "[" + options.map(\.rawValue).joined(separator: ", ") + "]"
    }

    func geometryChanges() -> [Change] {
        var result: [Change] = []
        let (fa, fb) = (a.frame, b.frame)
        func exceeds(_ x: Double, _ y: Double) -> Bool { abs(x - y) > tolerance }
        if exceeds(fa.x, fb.x) || exceeds(fa.y, fb.y) {
            result.append(change(.geometryMoved, MessageFormat.frame(fa), MessageFormat.frame(fb),
                                 MessageFormat.change(MessageFormat.point(fa.x, fa.y), MessageFormat.point(fb.x, fb.y))))
        }
        if exceeds(fa.width, fb.width) || exceeds(fa.height, fb.height) {
            result.append(change(.geometryResized, MessageFormat.frame(fa), MessageFormat.frame(fb),
                                 MessageFormat.change(MessageFormat.size(fa), MessageFormat.size(fb))))
        }
        guard full else { return result }
        if ShapeComparison.differ(a.shape, b.shape, tolerance: tolerance) {
            result.append(change(.geometryShape, ShapeComparison.json(a.shape), ShapeComparison.json(b.shape),
                                 MessageFormat.change(ShapeComparison.text(a.shape), ShapeComparison.text(b.shape))))
        }
        let offsetA = (a.activationPoint.x - fa.x, a.activationPoint.y - fa.y)
        let offsetB = (b.activationPoint.x - fb.x, b.activationPoint.y - fb.y)
        if (a.isOffCentre || b.isOffCentre), exceeds(offsetA.0, offsetB.0) || exceeds(offsetA.1, offsetB.1) {
            let (pa, pb) = (a.activationPoint, b.activationPoint)
            result.append(change(.geometryActivationPoint, .numbers([pa.x, pa.y]), .numbers([pb.x, pb.y]),
                                 MessageFormat.change(MessageFormat.point(pa.x, pa.y), MessageFormat.point(pb.x, pb.y))))
        }
        return result
    }
}
