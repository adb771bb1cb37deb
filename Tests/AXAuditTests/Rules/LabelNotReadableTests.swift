import Testing
@testable import AXAudit

@Suite struct LabelNotReadableTests {
    func fires(_ label: String) throws -> Bool {
        try !AuditFixture.findings("label-not-readable", AuditFixture.button("b", label: label)).isEmpty
    }

    @Test func identifiersAndFileNamesFire() throws {
        #expect(try AuditFixture.findings("label-not-readable", AuditFixture.button("b", label: "ddg-map-logo"))
            == ["warning b: Label “ddg-map-logo” looks like an identifier or file name."])
        #expect(try fires("IMG_0042"))
        #expect(try fires("app.icon"))
        #expect(try fires("settingsIcon"))
        #expect(try fires("Photo.HEIC"))
    }

    @Test func wordsDoNot() throws {
        #expect(try !fires("iPhone"))
        #expect(try !fires("Wi-Fi"))
        #expect(try !fires("Log in"))
        #expect(try !fires("2024-05"))
        #expect(try !fires("Settings"))
    }

    @Test func printableASCIIIsMatchedLikeThePatterns() {
        let labels = ["ddg-map-logo", "IMG_0042", "app.icon", "settingsIcon", "Photo.HEIC", "iPhone", "Wi-Fi", "Log in", "2024-05",
                      "Settings", "a-b", "a-b-c", "1-2-3", "1_2", "_a", "a_", "a__b", "a._b", "fooBar", "fooBAR1", "fBar", "foo Bar",
                      "foo.png", ".png", "x.jpeg ", "aa", "abC", "ab-", "A_B", "a.b.c.d", "snake_case_name", "kebab-case-x", ""]
        #expect(labels.filter { LabelNotReadable.isIdentifierLikePrintableASCII($0) != LabelNotReadable.matchesIdentifierPatterns($0) } == [])
        #expect(LabelNotReadable.isIdentifierLikePrintableASCII("a_b\n") == nil)
        #expect(LabelNotReadable.isIdentifierLikePrintableASCII("café_au_lait") == nil)
    }
}
