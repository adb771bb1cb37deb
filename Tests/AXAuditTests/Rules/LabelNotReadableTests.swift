import Testing

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
}
