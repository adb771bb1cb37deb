@testable import AXCommandLine
import AXEngine
import AXModel
import AXTestSupport
import Testing

@Suite struct ElementReportTests {
    @Test func theTextOutputsReportSkipsWhatItDoesNotPrint() throws {
        let snapshot = try Fixture.snapshot("""
            {"id": "row", "type": "stack", "childBehavior": "combine", "frame": [0, 0, 120, 40],
             "customContent": [{"label": "Size", "value": "2 MB"}],
             "children": [{"id": "t", "type": "label", "frame": [0, 0, 120, 40], "text": "Photo"},
                          {"id": "b", "type": "button", "frame": [0, 0, 120, 40], "label": "Delete"}]}
            """)
        let analysis = Analysis(snapshot: snapshot)
        let complete = try ElementReport(analysis: analysis, stop: 0)
        let brief = try ElementReport(analysis: analysis, stop: 0, complete: false)
        #expect(complete.merged == ["t", "b"])
        #expect(complete.customContent == [CustomContent(label: "Size", value: "2 MB", important: false)])
        #expect(brief.merged.isEmpty && brief.customContent.isEmpty)
        #expect(brief.speech == complete.speech)
        var full: [UInt8] = [], short: [UInt8] = []
        complete.writeText(actionsWord: "Actions Available", into: &full)
        brief.writeText(actionsWord: "Actions Available", into: &short)
        #expect(short == full)
        #expect(String(decoding: short, as: UTF8.self).hasPrefix("1. Photo. Button."))
    }
}
