import AXModel

/// Turns ordered items into numbered stops and containers. The contexts the containers give
/// are in `Placement+Contexts.swift`, the custom actions they offer in
/// `Placement+ContainerActions.swift`.
struct Placement {
    var roles: [NodeRole]
    var elements: [ElementModel] = []
    var containers: [ContainerModel] = []

    mutating func place(_ items: [TreeBuilder.Item], container: Int?) {
        for item in items {
            switch item {
            case .element(let element):
                if let container { addStop(elements.count, to: container) }
                roles[element.node] = .stop(elements.count)
                element.place(in: container)
                elements.append(element)
            case .group(let group):
                guard !group.items.isEmpty else { continue }
                let index = containers.count
                containers.append(ContainerModel(node: group.node, kind: group.kind, isExplicitlyOrdered: group.explicit,
                                                 stops: [], parent: container, isContain: group.isContain))
                roles[group.node] = .container(index)
                place(group.items, container: index)
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
}
