import AXEngine
import AXModel

/// What a side keeps of all its nodes, for pairing by id and for the fate of the other side's
/// stops without pair (diff.md §3), copied out of the snapshot so that it can be let go.
final class NodeLookup: @unchecked Sendable {
    let ids: IDTable
    /// The role of every node.
    let roles: [NodeRole]
    /// Each distinct reason of an unreachable node, in words.
    private let reasons: [UnreachableReason: String]
    /// One past the last node of each node's subtree (nodes are in document order).
    private let subtreeEnds: [Int32]
    /// Node indices by non-empty `identifier`.
    let byIdentifier: [String: [Int]]
    /// The nodes that are not stops, in document order.
    let nonStops: [NonStop]
    /// The reachable modal views, in document order (read in the same pass, for the side's modal
    /// scope).
    let reachableModals: [Int]

    /// A node that is not a stop (nor inside a group stop), as the fate's candidates need it.
    struct NonStop {
        var node: Int32
        var role: StopRole
        var type: NodeType
        var frame: Rect
        /// `label`, else `text`.
        var label: String?
    }

    init(snapshot: Snapshot, roles: [NodeRole], stopOfNode: [Int32]) {
        let nodes = snapshot.nodes
        self.roles = roles
        subtreeEnds = NodeLookup.subtreeEnds(nodes)
        var reasons: [UnreachableReason: String] = [:]
        var byIdentifier: [String: [Int]] = [:]
        var nonStops: [NonStop] = []
        nonStops.reserveCapacity(stopOfNode.count { $0 < 0 })
        // The ids read in the same pass over the nodes.
        var ids: [String] = []
        ids.reserveCapacity(nodes.count)
        var reachableModals: [Int] = []
        for (index, node) in nodes.enumerated() {
            ids.append(node.id)
            if node.isModal, roles[index].isReachable { reachableModals.append(index) }
            if case .unreachable(let reason) = roles[index], reasons[reason] == nil {
                reasons[reason] = reason.describe(in: snapshot)
            }
            if let identifier = node.identifier, !identifier.isEmpty { byIdentifier[identifier, default: []].append(index) }
            if stopOfNode[index] < 0 {
                nonStops.append(NonStop(node: Int32(index), role: StopRole(traits: node.effectiveTraits), type: node.type,
                                        frame: node.frame, label: node.label ?? node.text))
            }
        }
        self.ids = IDTable(ids: ids, of: snapshot)
        self.reasons = reasons
        self.byIdentifier = byIdentifier
        self.nonStops = nonStops
        self.reachableModals = reachableModals
    }

    /// One past the last node of each node's subtree: the largest end among its children's, else
    /// itself + 1 (children come after their parent).
    static func subtreeEnds(_ nodes: [Node]) -> [Int32] {
        var ends = (0..<nodes.count).map { Int32($0 + 1) }
        for index in nodes.indices.reversed() {
            if let parent = nodes[index].parent { ends[parent] = max(ends[parent], ends[index]) }
        }
        return ends
    }

    /// The node with this id.
    func node(id: String) -> Int? { ids.node(id: id) }

    /// The node with this id, node `guess` tried first.
    func node(id: String, guess: Int) -> Int? { ids.node(id: id, guess: guess) }

    /// Why an unreachable node cannot be reached, in words.
    func describe(_ reason: UnreachableReason) -> String { reasons[reason] ?? "" }

    /// The nodes inside `node`'s subtree, itself excluded.
    func descendants(of node: Int) -> Range<Int> { node + 1..<Int(subtreeEnds[node]) }
}
