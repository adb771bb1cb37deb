@testable import AXDiff
import Testing

@Suite struct LabelKeyTests {
    @Test func trimsJoinsNormalisesAndLowerCases() {
        #expect(LabelKey.of("  Add \n\t Name ") == "add name")
        #expect(LabelKey.of("Cafe\u{301}") == "caf\u{E9}")
        #expect(LabelKey.of("İSTANBUL") == "i̇stanbul")
        #expect(LabelKey.of(" \n") == nil)
        #expect(LabelKey.of(nil) == nil)
    }

    /// ASCII labels take a byte-by-byte path: it gives the definition's key for every ASCII
    /// character, alone, between words and in runs of white space.
    @Test func asciiKeysAreTheDefinitionsKeys() {
        for code in 0..<0x80 {
            let character = String(UnicodeScalar(UInt8(code)))
            for label in [character, "A\(character)b", " \(character)\(character) Zz\r\n\(character)", "\(character)\u{B}X\u{C}"] {
                #expect(LabelKey.of(label) == LabelKey.unicodeKey(label), "\(label.debugDescription)")
            }
        }
    }
}
