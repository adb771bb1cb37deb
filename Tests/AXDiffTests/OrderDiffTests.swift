import AXDiff
import Testing

@Suite struct OrderDiffTests {
    /// The A indices kept, for a sequence of A indices in B order.
    func kept(_ sequence: [Int]) -> [Int] {
        zip(sequence, OrderDiff.movedFlags(sequence)).filter { !$0.1 }.map(\.0)
    }

    @Test func keepsTheLexicographicallySmallestLongestSubsequence() {
        #expect(kept([1, 3, 2, 4]) == [1, 2, 4])
        #expect(kept([2, 1]) == [1])
        #expect(kept([3, 1, 2]) == [1, 2])
        #expect(kept([5, 1, 2, 6, 3, 4]) == [1, 2, 3, 4])
        #expect(kept([4, 5, 6, 1, 2, 3]) == [1, 2, 3])
        #expect(kept([2, 4, 1, 3]) == [1, 3])
    }

    @Test func inOrderMovesNothing() {
        #expect(OrderDiff.movedFlags([1, 2, 5, 9]) == [false, false, false, false])
        #expect(OrderDiff.movedFlags([]) == [])
    }
}
