/// What stayed in order (diff.md §4): the longest strictly increasing subsequence of the pairs'
/// A indices (listed in B order), the lexicographically smallest among several.
public enum OrderDiff {
    /// For each position of `sequence`, whether it is left out of the kept subsequence (moved).
    public static func movedFlags(_ sequence: [Int]) -> [Bool] {
        let count = sequence.count
        // In order (a file against itself, most of a small change): nothing moved.
        if zip(sequence, sequence.dropFirst()).allSatisfy({ $0 < $1 }) { return Array(repeating: false, count: count) }
        // Length of the longest increasing subsequence starting at each position, from the right:
        // `tails[k]` is the largest first value of such a subsequence of length k + 1.
        var lengthFrom = Array(repeating: 0, count: count)
        var tails: [Int] = []
        for position in stride(from: count - 1, through: 0, by: -1) {
            let value = sequence[position]
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] > value { low = middle + 1 } else { high = middle }
            }
            if low == tails.count { tails.append(value) } else { tails[low] = value }
            lengthFrom[position] = low + 1
        }
        // Positions of each length, left to right, in one array: level k is
        // `byLevel[levelStart[k]..<levelStart[k + 1]]`; their values never increase along a level.
        var levelStart = Array(repeating: 0, count: tails.count + 2)
        for length in lengthFrom { levelStart[length + 1] += 1 }
        for length in levelStart.indices.dropFirst() { levelStart[length] += levelStart[length - 1] }
        var byLevel = Array(repeating: 0, count: count), filled = levelStart
        for position in 0..<count {
            byLevel[filled[lengthFrom[position]]] = position
            filled[lengthFrom[position]] += 1
        }
        var moved = Array(repeating: true, count: count)
        var lastPosition = -1, lastValue = Int.min
        for length in stride(from: tails.count, through: 1, by: -1) {
            // The smallest value after the last pick and above it: the last of the level's run of
            // positions after `lastPosition` whose values exceed `lastValue`.
            var chosen: Int?
            for position in byLevel[levelStart[length]..<levelStart[length + 1]] where position > lastPosition {
                if sequence[position] > lastValue { chosen = position } else { break }
            }
            guard let chosen else { break }
            moved[chosen] = false
            lastPosition = chosen
            lastValue = sequence[chosen]
        }
        return moved
    }
}
