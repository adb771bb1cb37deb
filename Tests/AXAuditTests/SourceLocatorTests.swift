import AXModel
import AXTestSupport
import Testing
@testable import AXAudit

@Suite struct SourceLocatorTests {
    @Test func theIDKeyIsFoundAfterOtherMembers() throws {
        let text = "{\"format\": \"axsnap\", \"version\": 1, \"screen\": {\"width\": 393, \"height\": 852},\n \"root\": {\"type\": \"window\", \"frame\": [0, 0, 393, 852],\n  \"children\": [{\"label\": \"é {x}\", \"frame\": [0, 0, 1, 1], \"id\":  \"b\\u0061\"}], \"id\": \"w\"}}"
        let snapshot = try Fixture.load(text).snapshot
        let spans = SourceLocator.spans(of: [0, 1], in: snapshot, bytes: Array(text.utf8))
        #expect(spans[1] == SourceSpan(line: 3, column: 58, endLine: 3, endColumn: 74))
        #expect(spans[0] == SourceSpan(line: 3, column: 78, endLine: 3, endColumn: 87))
    }
}
