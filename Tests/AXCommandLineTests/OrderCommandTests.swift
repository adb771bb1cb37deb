import AXCommandLine
import AXTestSupport
import Foundation
import Testing

@Suite struct OrderCommandTests {
    func order(_ text: String, _ options: [String] = []) throws -> (code: Int32, out: String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("order-\(UUID().uuidString).axsnap").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let console = CapturingConsole()
        let code = CommandLineTool.run(["order"] + options + [path], console: console)
        return (code, console.output.replacingOccurrences(of: path, with: "FILE"))
    }

    /// `depth` lists, one inside the other, with a button at each level and `buttons` in the innermost.
    func nestedLists(depth: Int, buttons: Int) -> String {
        var children = (0..<buttons).map { #"{"id": "b\#($0)", "type": "button", "frame": [0, \#($0 * 10), 40, 10], "label": "B\#($0)"}"# }
            .joined(separator: ", ")
        for level in (0..<depth).reversed() {
            children = #"{"id": "l\#(level)", "type": "view", "containerType": "list", "frame": [0, 0, 393, 852], "children": [{"id": "x\#(level)", "type": "button", "frame": [300, \#(level), 40, 1], "label": "X\#(level)"}, \#(children)]}"#
        }
        return Fixture.json(children)
    }

    @Test func nestedContainersListOnlyTheirOwnMembersAndTheirParent() throws {
        let result = try order(nestedLists(depth: 3, buttons: 2), ["--json"])
        #expect(result.code == 0)
        let containers = try #require(result.out.range(of: "  \"containers\": ["))
        let unreachable = try #require(result.out.range(of: "  \"unreachable\": []"))
        #expect(result.out[containers.lowerBound..<unreachable.lowerBound] == """
              "containers": [
                {
                  "id": "l0",
                  "kind": "list",
                  "label": null,
                  "parent": null,
                  "members": ["x0"]
                },
                {
                  "id": "l1",
                  "kind": "list",
                  "label": null,
                  "parent": "l0",
                  "members": ["x1"]
                },
                {
                  "id": "l2",
                  "kind": "list",
                  "label": null,
                  "parent": "l1",
                  "members": ["b0", "x2", "b1"]
                }
              ],

            """)
    }

    /// Issue 12 item 13: 500 nested lists around 10,000 buttons made 48.6 MB from a 0.75 MB file
    /// (each list repeated every stop inside it); here 300 around 3,000 (0.3 MB: 9.5 MB before, 1.5 MB now).
    @Test func deeplyNestedContainersKeepTheOutputLinear() throws {
        let text = nestedLists(depth: 300, buttons: 3_000)
        let result = try order(text, ["--json"])
        #expect(result.code == 0)
        #expect(result.out.components(separatedBy: "\"b2999\"").count - 1 == 2)
        #expect(result.out.utf8.count < 8 * text.utf8.count)
    }

    @Test func zeroStopsSaySoOnOneLine() throws {
        let empty = Fixture.json(#"{"id": "backdrop", "type": "view", "frame": [0, 0, 10, 10]}"#)
        #expect(try order(empty) == (0, "No focus stops.\n"))
        #expect(try order(empty, ["--navigation", "grouped"]) == (0, "No focus stops.\n"))
        #expect(try order(empty, ["--json"]).out.contains(#""elements": [],"#))
    }

    @Test func longOutputsArriveWhole() throws {
        let buttons = (0..<3_000).map { #"{"id": "b\#($0)", "type": "button", "frame": [0, \#($0), 40, 1], "label": "Button \#($0)"}"# }
        let result = try order(Fixture.json(buttons.joined(separator: ", ")))
        let lines = result.out.split(separator: "\n")
        #expect(lines.count == 3_000)
        #expect(lines.first == "1. Button 0. Button.")
        #expect(lines.last == "3000. Button 2999. Button.")
        #expect(result.out.utf8.count > 65_536)
    }
}
