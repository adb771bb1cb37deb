import AXDiff
import Testing

@Suite struct LabelKeyTests {
    @Test func trimsJoinsNormalisesAndLowerCases() {
        #expect(LabelKey.of("  Add \n\t Name ") == "add name")
        #expect(LabelKey.of("Cafe\u{301}") == "caf\u{E9}")
        #expect(LabelKey.of("İSTANBUL") == "i̇stanbul")
        #expect(LabelKey.of(" \n") == nil)
        #expect(LabelKey.of(nil) == nil)
    }
}
