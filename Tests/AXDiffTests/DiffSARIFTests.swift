import AXAudit
import AXDiff
import AXModel
import AXTestSupport
import Foundation
import Testing

@Suite struct DiffSARIFTests {
    /// Regions are found in one pass over each side's text: with thousands of changes on both
    /// sides, each result still sits on its node's `"id"` in its own side's file.
    @Test func everyResultOfALargeDiffIsOnItsNodesLine() throws {
        let count = 2_000
        func row(_ index: Int, _ label: String) -> String {
            #"{"id": "row\#(index)", "type": "button", "frame": [0, \#(index * 50), 100, 44], "text": "\#(label)"}"#
        }
        let a = (0..<count).map { row($0, "Row \($0)") }
        // B relabels every other row and drops every tenth.
        let b = (0..<count).filter { $0 % 10 != 5 }.map { row($0, $0 % 2 == 0 ? "Item \($0)" : "Row \($0)") }
        let diff = try DiffFixture.diff(b, a: a, located: true)
        let sarif = DiffSARIF(diff, version: "test")
        var writer = JSONWriter()
        sarif.write(to: &writer)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any])
        let results = try #require((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == 1 + 1_000 + 200)
        // Children start on line 2, one a line; the first follows `"children": [`, the others start the line.
        let linesA = Dictionary(uniqueKeysWithValues: (0..<count).map { ("row\($0)", $0 + 2) })
        let linesB = Dictionary(uniqueKeysWithValues: (0..<count).filter { $0 % 10 != 5 }.enumerated().map { ("row\($1)", $0 + 2) })
        for result in results.dropFirst() {
            let location = try #require((result["locations"] as? [[String: Any]])?.first)
            let physical = try #require(location["physicalLocation"] as? [String: Any])
            let file = try #require((physical["artifactLocation"] as? [String: String])?["uri"])
            let id = try #require((location["logicalLocations"] as? [[String: String]])?.first?["name"])
            let region = try #require(physical["region"] as? [String: Int])
            #expect(region["startLine"] == (file == "a.axsnap" ? linesA : linesB)[id], "\(id) in \(file)")
            if id != "row0" { #expect(region["startColumn"] == 2) }
        }
    }

    /// Issue 13: the report is written a result at a time and handed on after each (a diff of a
    /// million stops made a 7.7 GB document first); no change leaves `"results": []` on its line.
    @Test func resultsAreHandedOnOneByOne() throws {
        func row(_ index: Int, _ label: String) -> String {
            #"{"id": "row\#(index)", "type": "button", "frame": [0, \#(index * 50), 100, 44], "text": "\#(label)"}"#
        }
        let diff = try DiffFixture.diff([row(0, "A"), row(1, "C")], a: [row(0, "A"), row(1, "B")])
        var writer = JSONWriter()
        var pieces: [String] = []
        DiffSARIF(diff, version: "test").write(to: &writer) { writer in
            pieces.append(String(decoding: writer.bytes, as: UTF8.self))
            writer.removeAll()
        }
        #expect(pieces.count == 1 && diff.changes.count == 1)
        #expect(pieces.first?.hasSuffix(#"\#n              "message": "\"B\" → \"C\""\#n            }\#n          }\#n        }"#) == true)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == """

              ],
              "invocations": [
                {
                  "executionSuccessful": true
                }
              ]
            }
          ]
        }
        """)
        let same = try DiffFixture.diff([row(0, "A")], a: [row(0, "A")])
        var empty = JSONWriter()
        DiffSARIF(same, version: "test").write(to: &empty)
        #expect(String(decoding: empty.bytes, as: UTF8.self).hasSuffix("""
              "results": [],
              "invocations": [
                {
                  "executionSuccessful": true
                }
              ]
            }
          ]
        }
        """))
    }
}
