import AXModel

/// Derives what VoiceOver offers for a snapshot in its current state.
public enum Resolver {
    /// Builds the elements, their order, the containers and every node's role.
    /// Blocks are not run here; `visibleWhen` conditions are evaluated against the state.
    public static func resolve(_ snapshot: Snapshot, evaluation: Evaluation) -> Resolution {
        var builder = TreeBuilder(snapshot: snapshot, evaluation: evaluation)
        var items: [TreeBuilder.Item] = []
        builder.visit(0, into: &items)
        let order = FocusOrder(snapshot: snapshot)
        var placement = Placement(roles: builder.roles)
        placement.place(order.sorted(items), container: nil)
        placement.assignContexts(snapshot: snapshot)
        return Resolution(elements: placement.elements, containers: placement.containers, roles: placement.roles)
    }
}

/// Turns ordered items into numbered stops and containers.
private struct Placement {
    var roles: [NodeRole]
    var elements: [ElementModel] = []
    var containers: [ContainerModel] = []

    mutating func place(_ items: [TreeBuilder.Item], container: Int?) {
        for item in items {
            switch item {
            case .element(let element):
                if let container { addStop(elements.count, to: container) }
                roles[element.node] = .stop(elements.count)
                elements.append(element.placed(container: container, context: nil))
            case .group(let node, let kind, let explicit, let isContain, let inner):
                guard !inner.isEmpty else { continue }
                let index = containers.count
                containers.append(ContainerModel(node: node, kind: kind, isExplicitlyOrdered: explicit, stops: [],
                                                 parent: container, isContain: isContain))
                roles[node] = .container(index)
                place(inner, container: index)
            }
        }
    }

    /// The position of a stop in a container's (ascending) stops.
    static func position(of stop: Int, in stops: [Int]) -> Int {
        var low = 0, high = stops.count
        while low < high {
            let middle = (low + high) / 2
            if stops[middle] < stop { low = middle + 1 } else { high = middle }
        }
        return low
    }

    mutating func addStop(_ stop: Int, to container: Int) {
        var current: Int? = container
        while let index = current {
            containers[index].stops.append(stop)
            current = containers[index].parent
        }
    }

    /// Tab bars and segmented controls give "i of n"; lists and landmarks built with
    /// `accessibilityElements` mark their first and last stops. The nearest such container counts.
    mutating func assignContexts(snapshot: Snapshot) {
        for (stop, element) in elements.enumerated() {
            var current = element.container
            var context: SpeechContext?
            while let index = current, context == nil {
                let container = containers[index]
                let position = Placement.position(of: stop, in: container.stops)
                let isFirst = position == 0
                let isLast = position == container.stops.count - 1
                switch container.kind {
                case .tabBar, .segmentedControl:
                    context = .series(index: position + 1, count: container.stops.count, isTab: container.kind == .tabBar)
                case .list where container.isExplicitlyOrdered:
                    context = isFirst ? (isLast ? .listStartAndEnd : .listStart) : isLast ? .listEnd : nil
                    if context == nil { current = nil }
                case .landmark where container.isExplicitlyOrdered:
                    context = isFirst ? (isLast ? .landmarkStartAndEnd : .landmarkStart) : isLast ? .landmarkEnd : nil
                    if context == nil { current = nil }
                default:
                    break
                }
                current = current.flatMap { context == nil ? containers[$0].parent : nil }
            }
            if context != nil || element.container != nil {
                elements[stop] = element.placed(container: element.container, context: context)
            }
        }
    }
}
