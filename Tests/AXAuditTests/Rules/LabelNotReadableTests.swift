import Foundation
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

    /// What the rule's patterns match, by ICU's regular expressions (through Foundation): the
    /// reference the rule's matchers, which use none, are held to.
    static func matchesPatterns(_ label: String) -> Bool {
        let lower = label.lowercased()
        if LabelNotReadable.extensions.contains(where: lower.hasSuffix) { return true }
        if lower.range(of: "^[a-z0-9]+([._-][a-z0-9]+)+$", options: .regularExpression) != nil,
           lower.contains(where: \.isLetter),
           lower.contains("_") || lower.contains(".") || lower.filter({ $0 == "-" }).count >= 2 {
            return true
        }
        return label.range(of: "^[a-z]{2,}[A-Z][A-Za-z0-9]*$", options: .regularExpression) != nil
    }

    @Test func otherTextIsMatchedLikeThePatterns() {
        let labels = ["a_b\n", "snake_case\r\n", "snake_case\r", "snake_case\u{0B}", "snake_case\u{0C}", "snake_case\u{85}",
                      "snake_case\u{2028}", "snake_case\u{2029}", "snake_case\n\n", "a_b\t", "\na_b", "camelCase\n", "camelCase\u{2028}",
                      "café_au_lait", "CAFÉ.png", "사진.PNG", "버튼_1", "설정", "img_\u{212A}", "\u{212A}elvin_scale", "İd_x", "fooΒar",
                      "über.icon", "a-b-ü", "x\u{0}_y", "IMG_0042\u{00A0}", "file.jpeg\n", "a.b\r\n", ""]
        #expect(labels.filter { LabelNotReadable.isIdentifierLikeOtherText($0) != Self.matchesPatterns($0) } == [])
        #expect(LabelNotReadable.isIdentifierLike("snake_case\n") && !LabelNotReadable.isIdentifierLike("설정"))
    }

    @Test func printableASCIIIsMatchedLikeThePatterns() {
        let labels = ["ddg-map-logo", "IMG_0042", "app.icon", "settingsIcon", "Photo.HEIC", "iPhone", "Wi-Fi", "Log in", "2024-05",
                      "Settings", "a-b", "a-b-c", "1-2-3", "1_2", "_a", "a_", "a__b", "a._b", "fooBar", "fooBAR1", "fBar", "foo Bar",
                      "foo.png", ".png", "x.jpeg ", "aa", "abC", "ab-", "A_B", "a.b.c.d", "snake_case_name", "kebab-case-x", ""]
        #expect(labels.filter { LabelNotReadable.isIdentifierLikePrintableASCII($0) != Self.matchesPatterns($0) } == [])
        #expect(LabelNotReadable.isIdentifierLikePrintableASCII("a_b\n") == nil)
        #expect(LabelNotReadable.isIdentifierLikePrintableASCII("café_au_lait") == nil)
    }
}
