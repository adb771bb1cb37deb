import AXEngine
import AXModel

/// What became of a stop without pair on the other side (diff.md §3, Fate).
struct Fate {
    var kind: ChangeKind
    var reason: String?
    /// The other side's stops it was merged or split into (indices from 0).
    var into: [Int]?

    /// The fate of `stop` of `side` on `other`; `removed` tells the direction (A → B).
    static func of(_ stop: ComparedStop, from side: DiffSide, in other: DiffSide, removed: Bool) -> Fate {
        let name = removed ? "B" : "A"
        guard let node = counterpart(of: stop, from: side, in: other) else {
            return Fate(kind: .stopRemoved, reason: removed ? "not in B" : nil)
        }
        if let owner = other.stopIndex(ofNode: node) {
            let ownerStop = other.stops[owner]
            if ownerStop.node == node { return Fate(kind: .stopRemoved, reason: removed ? "not in B" : nil) }
            return Fate(kind: .stopMerged, reason: "part of \(name)#\(ownerStop.index) \(ownerStop.id)", into: [owner])
        }
        switch other.nodeLookup.roles[node] {
        case .unreachable(let reason):
            let text = other.nodeLookup.describe(reason)
            switch reason {
            case .isHidden, .transparent, .zeroSize, .visibleWhenFalse, .visibleWhenFailed:
                return Fate(kind: .stopRemoved, reason: text)
            default:
                return Fate(kind: .stopUnreachable, reason: text)
            }
        case .merged(let owner), .customAction(let owner):
            guard let index = other.stopIndex(ofNode: owner) else { return Fate(kind: .stopUnreachable, reason: "no longer an element") }
            let ownerStop = other.stops[index]
            return Fate(kind: .stopMerged, reason: "part of \(name)#\(ownerStop.index) \(ownerStop.id)", into: [index])
        case .stop, .container, .walkedThrough:
            let inside = descendantStops(of: node, in: other)
            guard !inside.isEmpty else {
                return Fate(kind: .stopUnreachable, reason: removed ? "no longer an element" : "not an element in A")
            }
            let names = inside.map { "\(name)#\(other.stops[$0].index) \(other.stops[$0].id)" }
            return Fate(kind: .stopSplit, reason: "split into " + names.joined(separator: ", "), into: inside)
        }
    }

    /// The node on the other side that `stop` became: the same authored id, else the only node
    /// with its identifier, else the best non-stop candidate of passes 3–5.
    static func counterpart(of stop: ComparedStop, from side: DiffSide, in other: DiffSide) -> Int? {
        let lookup = other.nodeLookup
        if !side.generatedIds, !other.generatedIds, let node = lookup.node(id: stop.id) { return node }
        if let identifier = stop.identifier, !identifier.isEmpty, let matching = lookup.byIdentifier[identifier],
           matching.count == 1 {
            return matching[0]
        }
        let nonStops = lookup.nonStops
        func best(_ candidates: [Int]) -> Int? {
            candidates.map { (Pairing.iou(stop.frame, nonStops[$0].frame), $0) }
                .min { $0.0 != $1.0 ? $0.0 > $1.0 : $0.1 < $1.1 }.map { Int(nonStops[$0.1].node) }
        }
        if let key = stop.key, let labelled = lookup.nonStopsByKey[key] {
            let sameRole = labelled.filter { nonStops[$0].role == stop.role }
            return best(sameRole.isEmpty ? labelled : sameRole)
        }
        return best(lookup.nonStopGrid.overlapping(stop.frame).filter { position in
            let candidate = nonStops[position]
            return (candidate.role == stop.role || candidate.type == stop.type) && Pairing.iou(stop.frame, candidate.frame) >= 0.5
        })
    }

    /// The stops built on nodes inside `node`'s subtree, in order.
    static func descendantStops(of node: Int, in side: DiffSide) -> [Int] {
        var found = Set<Int>()
        for current in side.nodeLookup.descendants(of: node) {
            if let stop = side.stopIndex(ofNode: current) { found.insert(stop) }
        }
        return found.sorted()
    }
}
