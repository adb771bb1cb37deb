import AXModel

/// How the cursor moves: `flat`, every element a stop; `grouped`, a `contain` container or a
/// labelled `semanticGroup` container is one stop the user moves into and out of
/// (voiceover-model.md §3).
public enum NavigationStyle: String, Sendable, CaseIterable {
    case flat, grouped
}

/// One stop of a navigation: an element (by stop index) or, in grouped navigation, a container.
public enum NavigationStop: Sendable, Hashable {
    case element(Int)
    case container(Int)
}

extension Analysis {
    /// The stops in order: the elements, with each outermost group stop as one stop in grouped
    /// navigation (placed where its first member is). Inside the named group `scope`, the
    /// stops are its elements, each named group nested in it again one stop.
    public func navigationStops(_ style: NavigationStyle, inside scope: Int? = nil) -> [NavigationStop] {
        let stops = scope.map { resolution.containers[$0].stops } ?? Array(resolution.elements.indices)
        guard style == .grouped else { return stops.map(NavigationStop.element) }
        var result: [NavigationStop] = []
        var emitted = Set<Int>()
        for stop in stops {
            if let container = outermostNamedGroup(ofStop: stop, inside: scope) {
                if emitted.insert(container).inserted { result.append(.container(container)) }
            } else {
                result.append(.element(stop))
            }
        }
        return result
    }

    /// Whether a container is a named group: a `contain` container, or a `semanticGroup`
    /// container with a label. Grouped navigation makes it one stop; flat navigation speaks its
    /// label on entry.
    public func isNamedGroup(_ container: Int) -> Bool {
        let model = resolution.containers[container]
        return model.isContain || (model.kind == .semanticGroup && snapshot.nodes[model.node].declaresLabel)
    }

    /// The outermost named group holding a stop inside `scope` (anywhere without one), if any.
    public func outermostNamedGroup(ofStop stop: Int, inside scope: Int? = nil) -> Int? {
        var current = resolution.elements[stop].container
        var found: Int?
        while let index = current, index != scope {
            if isNamedGroup(index) { found = index }
            current = resolution.containers[index].parent
        }
        return found
    }

    /// The innermost named group holding a stop, if any.
    public func innermostNamedGroup(ofStop stop: Int) -> Int? {
        enclosingNamedGroup(startingAt: resolution.elements[stop].container)
    }

    /// The first named group from `container` outwards (the container itself included).
    public func enclosingNamedGroup(startingAt container: Int?) -> Int? {
        var current = container
        while let index = current {
            if isNamedGroup(index) { return index }
            current = resolution.containers[index].parent
        }
        return nil
    }

    /// What a group stop says: its label (`label: value` with a value; no trait words), else its
    /// members' labels joined with ", ".
    public func spokenLabel(ofContainer index: Int) -> String {
        let container = resolution.containers[index]
        let properties = narrator.properties.reading()
        if let label = properties.ownLabel(container.node) {
            return properties.ownValue(container.node).map { "\(label): \($0)" } ?? label
        }
        return container.stops.map { element(stop: $0) }.compactMap(properties.label).joined(separator: ", ")
    }
}
