import AXModel
import AXTestSupport
import Testing

@Suite struct EchoTests {
    @Test func escapesControlAndFormatCharactersAndQuotes() {
        #expect(Echo.quoted("a\u{1B}[31mred\n\t'\\\u{202E}") == #"'a\u{1B}[31mred\n\t\'\\\u{202E}'"#)
        #expect(Echo.escaped("한국어 é") == "한국어 é")
    }

    @Test func cutsAtEightyCharacters() {
        #expect(Echo.escaped(String(repeating: "a", count: 80)) == String(repeating: "a", count: 80))
        #expect(Echo.escaped(String(repeating: "a", count: 81)) == String(repeating: "a", count: 80) + "…")
    }

    /// Item 19: a 1 MB id or terminal escape sequences in a file are echoed short and harmless.
    @Test func diagnosticsEchoInputShortAndEscaped() throws {
        let long = String(repeating: "z", count: 1_000_000)
        let error = try #require(Fixture.error(Fixture.json(#"{"id": "\#(long)", "type": "view", "frame": [0, 0, 1, 1]}"#)))
        #expect(error == "test.axsnap:2:92: error: root.children[0].id: invalid id '\(String(repeating: "z", count: 80))…': "
            + "expected 1 to 128 of A–Z a–z 0–9 _ . : -")
        let escape = try Fixture.load(Fixture.json(#"{"id": "a", "type": "view", "frame": [0, 0, 1, 1], "\u001b[2J": 1}"#))
        #expect(escape.warnings.map(\.description)
            == [#"test.axsnap:2:136: warning: root.children[0].\u{1B}[2J: unknown key '\u{1B}[2J' (ignored)"#])
    }
}
