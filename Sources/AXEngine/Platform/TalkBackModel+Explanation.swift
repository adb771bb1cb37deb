import AXModel
import AXTalkBack

/// Why a node of an Android snapshot has its role, naming TalkBack's rule.
extension TalkBackModel {
    func explanation(ofNode index: Int, in analysis: Analysis) -> String {
        let snapshot = analysis.snapshot, resolution = analysis.resolution
        func stop(_ node: Int) -> String { resolution.stopIndex(ofNode: node).map { " (stop \($0 + 1))" } ?? "" }
        let place = screen.places[index]
        switch resolution.roles[index] {
        case .stop(let stopIndex):
            guard case .stop(_, let reason) = place else { break }
            return "stop \(stopIndex + 1) of \(resolution.elements.count): \(reason.describe(in: snapshot))"
        case .container(let container):
            let count = resolution.containers[container].stops.count
            return "container of \(count) stop(s): TalkBack reads its children as list items (AccessibilityNodeInfoUtils.isScrollItem)"
                + (placeReason(place).map { "; not a stop itself: \($0.describe(in: snapshot))" } ?? "")
        case .merged(let owner):
            return "not a stop: TalkBack speaks it as part of `\(snapshot.nodes[owner].id)`\(stop(owner)), which adds the descriptions "
                + "of its non-focusable content to its own (TreeNodesDescription)"
        case .walkedThrough:
            return "not a stop: \(placeReason(place)?.describe(in: snapshot) ?? "TalkBack passes it by"); TalkBack visits its children"
        case .unreachable(let reason):
            return "not a stop: \(reason.describe(in: snapshot))"
        case .customAction:
            break
        }
        return "not a stop"
    }

    private func placeReason(_ place: TalkBackScreen.Place) -> TalkBackScreen.Reason? {
        switch place {
        case .stop(_, let reason), .passedThrough(let reason), .excluded(let reason): reason
        case .spokenBy: nil
        }
    }
}
