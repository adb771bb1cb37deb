import AXModel

/// A snapshot with its state, what VoiceOver offers for it, and the narrator that speaks it.
/// The one entry point the command line and the window share.
public final class Analysis {
    public let snapshot: Snapshot
    public let evaluation: Evaluation
    public private(set) var resolution: Resolution
    public let narrator: Narrator

    /// The analysis of a snapshot at its initial state; without `recordsRuns`, its evaluation
    /// keeps no record of the blocks that ran (``Evaluation/init(snapshot:recordsRuns:)``).
    public init(snapshot: Snapshot, locale: String? = nil, recordsRuns: Bool = true) {
        self.snapshot = snapshot
        evaluation = Evaluation(snapshot: snapshot, recordsRuns: recordsRuns)
        resolution = Resolver.resolve(snapshot, evaluation: evaluation)
        narrator = Narrator(snapshot: snapshot, evaluation: evaluation, locale: locale)
    }

    /// A fresh analysis at the snapshot's initial state that reuses the resolution another one
    /// derived at that state (the audit starts a session per probe).
    public init(snapshot: Snapshot, initialResolution: Resolution, locale: String? = nil) {
        self.snapshot = snapshot
        evaluation = Evaluation(snapshot: snapshot)
        resolution = initialResolution
        narrator = Narrator(snapshot: snapshot, evaluation: evaluation, locale: locale)
    }

    /// Re-derives the elements after the state changed.
    public func resolveAgain() {
        resolution = Resolver.resolve(snapshot, evaluation: evaluation)
    }

    /// The element for a stop index, from 0.
    public func element(stop: Int) -> ElementModel { resolution.elements[stop] }

    /// Why a node has its role, in words.
    public func explanation(ofNode index: Int) -> String {
        let node = snapshot.nodes[index]
        func id(_ n: Int) -> String { "`\(snapshot.nodes[n].id)`" }
        switch resolution.roles[index] {
        case .stop(let stop):
            let element = resolution.elements[stop]
            let why: String
            switch element.kind {
            case .combined:
                why = "`childBehavior: combine` makes it one element built from \(element.members.count) member(s)"
            case .nestedButton:
                why = "a button element; the actionable views inside it become its custom actions"
            case .plain:
                if node.childBehavior == .ignore {
                    why = "`childBehavior: ignore` makes it one element and drops its children"
                } else if let explicit = node.isAccessibilityElement {
                    why = "`isAccessibilityElement` is \(explicit)"
                } else {
                    let type = node.type.rawValue
                    why = "\("aeiou".contains(type.prefix(1)) ? "an" : "a") `\(type)` is an element by default"
                }
            }
            return "stop \(stop + 1) of \(resolution.elements.count): \(why)"
        case .container(let index):
            let container = resolution.containers[index]
            let group = isNamedGroup(index)
                ? "; a group: its label is spoken when the focus enters it, and grouped navigation makes it one stop" : ""
            return "container (\(container.kind.rawValue)) of \(container.stops.count) stop(s); its children are separate elements\(group)"
        case .merged(let owner):
            let stop = resolution.stopIndex(ofNode: owner).map { " (stop \($0 + 1))" } ?? ""
            return "merged into the `combine` element \(id(owner))\(stop)"
        case .customAction(let owner):
            let stop = resolution.stopIndex(ofNode: owner).map { " (stop \($0 + 1))" } ?? ""
            return "offered as a custom action of the button \(id(owner))\(stop)"
        case .walkedThrough:
            return "not an element; VoiceOver visits its children"
        case .unreachable(let reason):
            return "unreachable: \(reason.describe(in: snapshot))"
        }
    }
}
