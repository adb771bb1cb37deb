import AXCommandLine
import AXTestSupport
import Testing

@Suite struct SimulateLimitsTests {
    let run = CommandLineToolTests().run

    /// Item 12: a step that doubles a text is refused once the text passes the cap.
    @Test func doublingATextStopsAtTheCap() {
        let steps = Array(repeating: "set:s=s+s", count: 20).joined(separator: ",")
        let result = run(["simulate", Fixture.sample("photo-filter"), "--steps", "set:s='ab'," + steps])
        #expect(result.code == 1)
        #expect(result.err == "\(Fixture.sample("photo-filter")): error: step 'set:s=s+s': cannot evaluate: "
            + "'+' would make a text of 131072 bytes; texts are at most 65536 bytes\n")
    }
}
