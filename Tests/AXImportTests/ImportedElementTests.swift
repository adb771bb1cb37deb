@testable import AXImport
import AXTestSupport
import Testing

@Suite struct ImportedElementTests {
    /// Item 3: a tree far deeper than any reader allows is freed without recursion, on a 1 MiB stack.
    @Test func deepTreesAreFreedIteratively() {
        let freed = onSmallStack {
            var root: ImportedElement? = ImportedElement(type: "Other", line: 1)
            var last = root!
            for line in 2...200_000 {
                let child = ImportedElement(type: "Other", line: line)
                last.children.append(child)
                last = child
            }
            root = nil
            return last.children.isEmpty && root == nil
        }
        #expect(freed)
    }

    /// The prefix goes by bytes, as `hasPrefix` would take it: not when a combining mark after it
    /// makes its last letter another character.
    @Test func shortTypesDropThePrefixAsCharactersDo() {
        #expect(ImportedElement.shortType("XCUIElementTypeButton") == "Button")
        #expect(ImportedElement.shortType("XCUIElementType") == "")
        #expect(ImportedElement.shortType("Button") == "Button")
        #expect(ImportedElement.shortType("XCUIElementTypeBouton\u{0301}") == "Bouton\u{0301}")
        #expect(ImportedElement.shortType("XCUIElementTypeé") == "é")
        #expect(ImportedElement.shortType("XCUIElementType\u{0301}Button") == "XCUIElementType\u{0301}Button")
    }

    /// Names become ids byte by byte when ASCII, character by character otherwise; at most 100.
    @Test func idBasesKeepIdCharactersAndReplaceTheRest() {
        #expect(ImportedIDs.idBase("Sign in") == "Sign_in")
        #expect(ImportedIDs.idBase("a.b:c-d_e") == "a.b:c-d_e")
        #expect(ImportedIDs.idBase(String(repeating: "x", count: 150)) == String(repeating: "x", count: 100))
        #expect(ImportedIDs.idBase("Café au lait") == "Caf__au_lait")
        #expect(ImportedIDs.idBase("a\r\nb") == "a_b")
        #expect(ImportedIDs.idBase("") == "")
    }
}
