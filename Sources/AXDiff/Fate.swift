import AXEngine
import AXModel

/// What became of a stop without pair on the other side (diff.md §3, Fate).
struct Fate {
    var kind: ChangeKind
    var reason: String?
    /// The other side's stops it was merged or split into (indices from 0).
    var into: [Int]?

    /// The fate of `stop` of `side` on `other`, given the node on `other` it became
    /// (``counterparts(of:from:in:)``); `removed` tells the direction (A → B).
    static func of(_ stop: ComparedStop, counterpart: Int?, from side: DiffSide, in other: DiffSide, removed: Bool) -> Fate {
        let name = removed ? "B" : "A"
        guard let node = counterpart else {
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

    /// The node on the other side that each of `stops` (side stop indices) became: the same
    /// authored id, else the only node with its identifier, else the best non-stop candidate of
    /// passes 3–5 — of the non-stops with its label key (those of its role if any), the one it
    /// overlaps most; without any, of those of its role or type it overlaps by half or more.
    /// Nearest first, the first in document order on a tie.
    ///
    /// The candidates are found in one pass over `other`'s non-stops for all the stops, which are
    /// few: a table of every non-stop's key or place, built for them, was most of the work and
    /// memory of a large diff.
    static func counterparts(of stops: [Int], from side: DiffSide, in other: DiffSide) -> [Int?] {
        let lookup = other.nodeLookup, authored = !side.generatedIds && !other.generatedIds
        var result = [Int?](repeating: nil, count: stops.count)
        // Positions in `stops` of those left to the candidates, by label key and by place.
        var keyed = KeyedChains<String>()
        var placed: [FrameGrid.Item] = []
        placed.reserveCapacity(stops.count)
        for (position, index) in stops.enumerated() {
            let stop = side.stops[index]
            if authored, let node = lookup.node(id: stop.id) {
                result[position] = node
            } else if let identifier = stop.identifier, !identifier.isEmpty, let matching = lookup.byIdentifier[identifier],
                      matching.count == 1 {
                result[position] = matching[0]
            } else {
                if let key = stop.key { keyed.add(position, under: key) }
                placed.append((position, stop.frame))
            }
        }
        guard !placed.isEmpty else { return result }
        /// The best candidate so far: a larger overlap, else the earlier non-stop (met first).
        struct Best {
            var overlap: Double
            var nonStop: Int

            static func update(_ best: inout Best?, _ overlap: Double, _ nonStop: Int) {
                if best.map({ overlap > $0.overlap }) ?? true { best = Best(overlap: overlap, nonStop: nonStop) }
            }
        }
        var labelled = [Best?](repeating: nil, count: stops.count)
        var labelledSameRole = [Best?](repeating: nil, count: stops.count)
        var nearby = [Best?](repeating: nil, count: stops.count)
        let grid = FrameGrid(placed)
        // Overlapping by half or more, the part two frames share is at least a third of both
        // areas together, and no more than either frame's extent as `Pairing.iou` measures it:
        // a non-stop (a scroll view's content) whose extent is under a third of every stop's
        // area, or whose area is over three times every stop's extent, is not looked for among
        // them. 3.01 for the rounding; a stop without a finite area is left out, as it never
        // overlaps by half.
        var smallestArea = Double.infinity, largestExtent = 0.0
        for (_, frame) in placed {
            smallestArea = min(smallestArea, frame.width * frame.height)
            largestExtent = max(largestExtent, Fate.extent(frame))
        }
        let (fewest, most) = (smallestArea / 3.01, largestExtent * 3.01)
        for (position, nonStop) in lookup.nonStops.enumerated() {
            if !keyed.isEmpty, let key = LabelKey.of(nonStop.label) {
                keyed.forEach(under: key) { stopPosition in
                    let stop = side.stops[stops[stopPosition]]
                    let overlap = Pairing.iou(stop.frame, nonStop.frame)
                    Best.update(&labelled[stopPosition], overlap, position)
                    if nonStop.role == stop.role { Best.update(&labelledSameRole[stopPosition], overlap, position) }
                }
            }
            guard Fate.extent(nonStop.frame) >= fewest, nonStop.frame.width * nonStop.frame.height <= most else { continue }
            grid.forEachOverlapping(nonStop.frame) { stopPosition in
                let stop = side.stops[stops[stopPosition]]
                guard nonStop.role == stop.role || nonStop.type == stop.type else { return }
                let overlap = Pairing.iou(stop.frame, nonStop.frame)
                if overlap >= 0.5 { Best.update(&nearby[stopPosition], overlap, position) }
            }
        }
        for (stopPosition, _) in placed {
            if let best = labelledSameRole[stopPosition] ?? labelled[stopPosition] ?? nearby[stopPosition] {
                result[stopPosition] = Int(lookup.nonStops[best.nonStop].node)
            }
        }
        return result
    }

    /// A frame's width and height as the far edges less the near ones: what an overlap within
    /// it can measure at most.
    static func extent(_ frame: Rect) -> Double { (frame.maxX - frame.x) * (frame.maxY - frame.y) }

    /// The stops built on nodes inside `node`'s subtree, in order.
    static func descendantStops(of node: Int, in side: DiffSide) -> [Int] {
        var found = Set<Int>()
        for current in side.nodeLookup.descendants(of: node) {
            if let stop = side.stopIndex(ofNode: current) { found.insert(stop) }
        }
        return found.sorted()
    }
}
