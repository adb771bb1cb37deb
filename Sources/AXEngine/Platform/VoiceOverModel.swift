import AXModel

/// VoiceOver's reading of an iOS snapshot: voiceover-model.md, whose rules are in `Tree/`
/// (elements and order), `Speech/` (what is spoken) and `Simulation/` (the session).
final class VoiceOverModel: ScreenReaderModel {
    var screenReader: ScreenReader { .voiceOver }
    var resolvesFromStateAlone: Bool { true }

    func resolve(_ snapshot: Snapshot, evaluation: Evaluation) -> Resolution {
        Resolver.resolve(snapshot, evaluation: evaluation)
    }

    func makeNarrator(snapshot: Snapshot, evaluation: Evaluation, locale: String?) -> Narrator {
        Narrator(snapshot: snapshot, evaluation: evaluation, locale: locale)
    }

    func speakFocus(_ element: ElementModel, entering labels: [String], in session: Session) {
        session.speak(element, entering: labels)
    }

    func perform(_ action: SessionAction, on element: ElementModel, in session: Session) {
        guard case .kind(let kind) = action else { return }
        session.perform(kind, on: element)
    }

    func touch(_ point: Point, in session: Session) { session.touchExploring(point) }

    func explanation(ofNode index: Int, in analysis: Analysis) -> String {
        let snapshot = analysis.snapshot, resolution = analysis.resolution
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
            let group = analysis.isNamedGroup(index)
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
