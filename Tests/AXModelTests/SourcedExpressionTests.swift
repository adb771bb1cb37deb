import AXModel
import AXTestSupport
import Testing

@Suite struct SourcedExpressionTests {
    /// Item 6: a loaded expression keeps its text only (a parsed tree took about 33 bytes of
    /// memory per byte of expression); the tree is parsed again when asked for.
    @Test func keepsOnlyTheText() throws {
        #expect(MemoryLayout<SourcedExpression>.size == MemoryLayout<String>.size)
        let snapshot = try Fixture.snapshot(#"{"id": "a", "type": "view", "frame": [0, 0, 1, 1], "visibleWhen": "1 + 2 * n > 3"}"#,
                                            extra: #", "state": {"n": 1}"#)
        let expression = try #require(snapshot.visibleWhen(1))
        #expect(expression.source == "1 + 2 * n > 3")
        #expect(expression.expression == (try ExpressionParser.parse("1 + 2 * n > 3")))
    }

    /// The nodes of a template share one copy of each text they repeat.
    @Test func aRepeatedTextIsOneCopy() throws {
        let condition = "count > 0 && mode == 'edit'"
        let snapshot = try Fixture.snapshot((0..<3).map {
            #"{"id": "r\#($0)", "type": "view", "frame": [0, 0, 1, 1], "visibleWhen": "\#(condition)"}"#
        }.joined(separator: ","), extra: #", "state": {"count": 1, "mode": "edit"}"#)
        var sources = try (1...3).map { try #require(snapshot.visibleWhen($0)?.source) }
        #expect(sources == [condition, condition, condition])
        let buffers = sources.indices.map { index in sources[index].withUTF8 { UInt(bitPattern: $0.baseAddress) } }
        #expect(Set(buffers).count == 1)
    }
}
