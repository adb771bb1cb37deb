import AXModel

/// How a pair was found: the pass of diff.md §3 that made it.
public enum PairingPass: String, Sendable, CaseIterable {
    case id, identifier, labelAndRole = "label+role", label, place
}

/// A stop of A paired with a stop of B. Indices are stop indices from 0.
public struct StopPair: Sendable, Hashable {
    public var a: Int
    public var b: Int
    public var by: PairingPass
    /// Not in the kept order (§4): the stop moved.
    public var moved: Bool
}

/// Pairs the stops of two sides in the five passes of diff.md §3.
public struct Pairing: Sendable {
    /// Every pair, in B order.
    public private(set) var pairs: [StopPair] = []
    /// The B stop paired with each A stop.
    public private(set) var partnerOfA: [Int?]
    /// The A stop paired with each B stop.
    public private(set) var partnerOfB: [Int?]

    public init(_ a: DiffSide, _ b: DiffSide) {
        partnerOfA = Array(repeating: nil, count: a.stops.count)
        partnerOfB = Array(repeating: nil, count: b.stops.count)
        let authored = !a.generatedIds && !b.generatedIds
        if authored {
            a.stops.withUnsafeBufferPointer { stops in
                // The same node in B is most often as far from A's as the last one found.
                var shift = 0
                for indexA in stops.indices {
                    let node = stops[indexA].node
                    if let indexB = b.stopIndex(id: stops[indexA].id, guess: node + shift) {
                        pair(indexA, indexB, .id)
                        shift = b.stops[indexB].node - node
                    }
                }
            }
        }
        // With authored ids, a stop whose id names a node on the other side is left to its fate.
        let eligibleA = a.stops.indices.filter { partnerOfA[$0] == nil && (!authored || b.nodeLookup.node(id: a.stops[$0].id) == nil) }
        let eligibleB = b.stops.indices.filter { partnerOfB[$0] == nil && (!authored || a.nodeLookup.node(id: b.stops[$0].id) == nil) }
        pairByIdentifier(a, b, eligibleA, eligibleB)
        pairRanked(a, b, eligibleA, eligibleB, .labelAndRole) { stop in
            stop.key.map { LabelAndRole(key: $0, role: stop.role) }
        }
        pairRanked(a, b, eligibleA, eligibleB, .label) { $0.key }
        pairByPlace(a, b, eligibleA, eligibleB)
        pairs.sort { $0.b < $1.b }
        for (position, moved) in OrderDiff.movedFlags(pairs.map(\.a)).enumerated() {
            pairs[position].moved = moved
        }
    }

    mutating func pair(_ indexA: Int, _ indexB: Int, _ pass: PairingPass) {
        partnerOfA[indexA] = indexB
        partnerOfB[indexB] = indexA
        pairs.append(StopPair(a: indexA, b: indexB, by: pass, moved: false))
    }

    /// Pass 2: an equal non-empty identifier held by exactly one unpaired stop on each side.
    mutating func pairByIdentifier(_ a: DiffSide, _ b: DiffSide, _ eligibleA: [Int], _ eligibleB: [Int]) {
        func unique(_ side: DiffSide, _ eligible: [Int], _ partners: [Int?]) -> [String: Int] {
            var found: [String: Int] = [:]
            var seen: Set<String> = []
            for index in eligible where partners[index] == nil {
                guard let identifier = side.stops[index].identifier, !identifier.isEmpty else { continue }
                if seen.insert(identifier).inserted { found[identifier] = index } else { found[identifier] = nil }
            }
            return found
        }
        let inB = unique(b, eligibleB, partnerOfB)
        for (identifier, indexA) in unique(a, eligibleA, partnerOfA).sorted(by: { $0.value < $1.value }) {
            if let indexB = inB[identifier] { pair(indexA, indexB, .identifier) }
        }
    }

    /// Passes 3 and 4: stops with equal grouping keys, best ranked first.
    mutating func pairRanked<Key: Hashable>(_ a: DiffSide, _ b: DiffSide, _ eligibleA: [Int], _ eligibleB: [Int],
                                            _ pass: PairingPass, key: (ComparedStop) -> Key?) {
        var groupsB: [Key: [Int]] = [:]
        for index in eligibleB where partnerOfB[index] == nil {
            if let k = key(b.stops[index]) { groupsB[k, default: []].append(index) }
        }
        var candidates: [Candidate] = []
        for indexA in eligibleA where partnerOfA[indexA] == nil {
            guard let k = key(a.stops[indexA]), let group = groupsB[k] else { continue }
            for indexB in group {
                candidates.append(Candidate(a: indexA, b: indexB, iou: Pairing.iou(a.stops[indexA].frame, b.stops[indexB].frame)))
            }
        }
        take(candidates, pass)
    }

    /// Pass 5: frames overlapping by at least half, with equal roles or node types.
    mutating func pairByPlace(_ a: DiffSide, _ b: DiffSide, _ eligibleA: [Int], _ eligibleB: [Int]) {
        let grid = FrameGrid(eligibleB.filter { partnerOfB[$0] == nil }.map { ($0, b.stops[$0].frame) })
        var candidates: [Candidate] = []
        for indexA in eligibleA where partnerOfA[indexA] == nil {
            let stopA = a.stops[indexA]
            for indexB in grid.overlapping(stopA.frame) {
                let stopB = b.stops[indexB]
                guard stopA.role == stopB.role || stopA.type == stopB.type else { continue }
                let iou = Pairing.iou(stopA.frame, stopB.frame)
                if iou >= 0.5 { candidates.append(Candidate(a: indexA, b: indexB, iou: iou)) }
            }
        }
        take(candidates, .place)
    }

    /// The grouping key of pass 3.
    struct LabelAndRole: Hashable {
        var key: String
        var role: StopRole
    }

    struct Candidate {
        var a: Int
        var b: Int
        var iou: Double
    }

    /// Takes the best-ranked candidate whose stops are both unpaired, repeatedly: IoU descending,
    /// then the distance of the indices, the A index and the B index ascending.
    mutating func take(_ candidates: [Candidate], _ pass: PairingPass) {
        let ranked = candidates.sorted { x, y in
            if x.iou != y.iou { return x.iou > y.iou }
            let dx = abs(x.a - x.b), dy = abs(y.a - y.b)
            if dx != dy { return dx < dy }
            return x.a != y.a ? x.a < y.a : x.b < y.b
        }
        for candidate in ranked where partnerOfA[candidate.a] == nil && partnerOfB[candidate.b] == nil {
            pair(candidate.a, candidate.b, pass)
        }
    }

    /// Intersection over union of two frames, rounded half away from zero to 6 decimals; 0 when a
    /// frame has zero area.
    public static func iou(_ r: Rect, _ s: Rect) -> Double {
        let areaR = r.width * r.height, areaS = s.width * s.height
        guard areaR > 0, areaS > 0 else { return 0 }
        let width = max(0, min(r.maxX, s.maxX) - max(r.x, s.x))
        let height = max(0, min(r.maxY, s.maxY) - max(r.y, s.y))
        let intersection = width * height
        let ratio = intersection / (areaR + areaS - intersection)
        return (ratio * 1_000_000).rounded(.toNearestOrAwayFromZero) / 1_000_000
    }
}
