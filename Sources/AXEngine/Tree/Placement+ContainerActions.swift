import AXModel

/// voiceover-model.md §4 rule 9: a container's custom actions are offered on each of its stops,
/// after the stop's own; nested containers offer theirs innermost first (chosen convention).
extension Placement {
    mutating func offerContainerActions(snapshot: Snapshot) {
        var offered: [[ElementAction]?] = Array(repeating: nil, count: containers.count)
        for element in elements {
            guard let container = element.container else { continue }
            let actions = actionsOffered(by: container, snapshot: snapshot, cache: &offered)
            if !actions.isEmpty { element.offer(actions) }
        }
    }

    /// The custom actions of a container and the containers around it, innermost first.
    private func actionsOffered(by container: Int, snapshot: Snapshot, cache: inout [[ElementAction]?]) -> [ElementAction] {
        if let known = cache[container] { return known }
        let node = containers[container].node
        var actions = ElementAction.declared(by: node, in: snapshot)
        if let parent = containers[container].parent {
            actions += actionsOffered(by: parent, snapshot: snapshot, cache: &cache)
        }
        cache[container] = actions
        return actions
    }
}
