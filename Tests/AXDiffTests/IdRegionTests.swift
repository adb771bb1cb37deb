@testable import AXDiff
import AXModel
import Testing

@Suite struct IdRegionTests {
    @Test func fromTheKeyToAfterTheValue() {
        let text = "{\"a\": {\"id\": \"inner\"},\n  \"label\": \"é\", \"id\" : \"out\\\"er\"}"
        let region = IdRegion.find(in: Array(text.utf8), objectAt: 0)
        #expect(region == IdRegion(start: SourceLocation(line: 2, column: 17), end: SourceLocation(line: 2, column: 33)))
    }

    @Test func noIdMember() {
        #expect(IdRegion.find(in: Array(#"{"ids": "x"}"#.utf8), objectAt: 0) == nil)
        #expect(IdRegion.find(in: Array(#"["id"]"#.utf8), objectAt: 0) == nil)
    }
}
