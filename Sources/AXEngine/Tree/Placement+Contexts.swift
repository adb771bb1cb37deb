import AXModel

/// voiceover-model.md §4 rule 7: the context a container gives its stops.
extension Placement {
    /// Tab bars and segmented controls give "i of n": `n` counts the container's stops (hidden
    /// nodes are not stops), `i` is the stop's place among them. A list or landmark built with
    /// `accessibilityElements` gives "List Start." / "Landmark." to the element that is its entry 0
    /// and "List End." / "End." to the element that is its last entry (a one-entry list only
    /// the start); a hidden entry keeps its index, and an entry that is a group or a nested list
    /// gives its members nothing. The nearest of these containers decides.
    mutating func assignContexts(snapshot: Snapshot) {
        for (stop, element) in elements.enumerated() {
            var current = element.container
            var context: SpeechContext?
            while let index = current {
                let container = containers[index]
                current = container.parent
                switch container.kind {
                case .tabBar, .segmentedControl:
                    let position = Placement.position(of: stop, in: container.stops)
                    context = .series(index: position + 1, count: container.stops.count, isTab: container.kind == .tabBar)
                case .list where container.isExplicitlyOrdered, .landmark where container.isExplicitlyOrdered:
                    if element.container == index {
                        context = edgeContext(of: element.node, entries: snapshot.nodes[container.node].accessibilityElements ?? [],
                                              isList: container.kind == .list)
                    }
                default:
                    continue
                }
                break
            }
            if let context { element.setContext(context) }
        }
    }

    private func edgeContext(of node: Int, entries: [Int], isList: Bool) -> SpeechContext? {
        if node == entries.first { return isList ? .listStart : .landmarkStart }
        if node == entries.last { return isList ? .listEnd : .landmarkEnd }
        return nil
    }
}
