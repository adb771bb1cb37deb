@testable import AXCommandLine
import AXEngine
import AXModel
import AXTestSupport
import Testing

@Suite struct ElementReportTests {
    @Test func theReportWritesWhatItReadsFromTheAnalysis() throws {
        let snapshot = try Fixture.snapshot("""
            {"id": "row", "type": "stack", "childBehavior": "combine", "frame": [0, 0, 120, 40],
             "customContent": [{"label": "Size", "value": "2 MB"}],
             "children": [{"id": "t", "type": "label", "frame": [0, 0, 120, 40], "text": "Photo"},
                          {"id": "b", "type": "button", "frame": [0, 0, 120, 40], "label": "Delete"}]}
            """)
        let report = try ElementReport(analysis: Analysis(snapshot: snapshot), stop: 0)
        #expect(report.merged == ["t", "b"])
        #expect(report.customContent == [CustomContent(label: "Size", value: "2 MB", important: false)])
        var text: [UInt8] = []
        report.writeText(actionsWord: "Actions Available", into: &text)
        #expect(String(decoding: text, as: UTF8.self) == "1. Photo. Button.\n")
        var writer = JSONWriter()
        report.write(to: &writer)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == """
            {
              "index": 1,
              "id": "row",
              "description": "Photo. Button.",
              "hint": null,
              "label": "Photo",
              "value": null,
              "traits": ["button"],
              "unspokenTraits": ["staticText"],
              "frame": [0, 0, 120, 40],
              "shape": "rect",
              "activationPoint": [60, 20],
              "customActions": [],
              "customContent": [
                {
                  "label": "Size",
                  "value": "2 MB",
                  "important": false
                }
              ],
              "directTouch": null,
              "container": null,
              "merged": ["t", "b"]
            }
            """)
    }
}
