import AXModel

extension Scene {
    /// The node under `point` (screen points): the topmost stop whose content shape contains it,
    /// otherwise the topmost node that is not a stop whose frame does (a stop's shape has already
    /// said no: a click in the corner of a round button is not on the button). Later nodes in
    /// document order are on top.
    /// Unreachable nodes count only when `includingUnreachable`.
    public func hitTest(_ point: Point, includingUnreachable: Bool = true) -> Int? {
        let stop = stops.lazy.filter { $0.shape.contains(point, in: $0.frame) }.map(\.node).max()
        if let stop { return stop }
        let nodes = snapshot.nodes
        let roles = analysis.resolution.roles
        for index in nodes.indices.reversed() where nodes[index].frame.contains(point) {
            if case .stop = roles[index] { continue }
            if !includingUnreachable, !roles[index].isReachable { continue }
            return index
        }
        return nil
    }
}
