import AXModel

/// Indexes of a side's nodes for finding what became of a stop without pair, built on first use.
final class NodeLookup: @unchecked Sendable {
    private let nodes: [Node]
    private let isStop: (Int) -> Bool

    init(nodes: [Node], stopOfNode: [Int32]) {
        self.nodes = nodes
        isStop = { stopOfNode[$0] >= 0 }
    }

    /// Node indices by non-empty `identifier`.
    lazy var byIdentifier: [String: [Int]] = {
        var table: [String: [Int]] = [:]
        for (index, node) in nodes.enumerated() {
            if let identifier = node.identifier, !identifier.isEmpty { table[identifier, default: []].append(index) }
        }
        return table
    }()

    /// The nodes that are not stops, by the key of their `label`, else `text`.
    lazy var nonStopsByKey: [String: [Int]] = {
        var table: [String: [Int]] = [:]
        for (index, node) in nodes.enumerated() where !isStop(index) {
            if let key = LabelKey.of(node.label ?? node.text) { table[key, default: []].append(index) }
        }
        return table
    }()

    /// The nodes that are not stops, by place.
    lazy var nonStopGrid = FrameGrid(nodes.indices.filter { !isStop($0) }.map { ($0, nodes[$0].frame) })
}
