@testable import AXDiff
import Testing

@Suite struct KeyedChainsTests {
    @Test func eachKeyGivesItsPositionsLastAddedFirst() {
        var chains = KeyedChains<String>(reserving: 4)
        #expect(chains.isEmpty)
        for (position, key) in ["save", "go", "save", "save", "next"].enumerated() { chains.add(position, under: key) }
        #expect(!chains.isEmpty)
        func positions(_ key: String) -> [Int] {
            var found: [Int] = []
            chains.forEach(under: key) { found.append($0) }
            return found
        }
        #expect(positions("save") == [3, 2, 0])
        #expect(positions("go") == [1])
        #expect(positions("next") == [4])
        #expect(positions("none") == [])
    }
}
