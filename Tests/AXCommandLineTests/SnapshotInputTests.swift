import AXCommandLine
import AXTestSupport
import Foundation
import Testing

/// import.md R1: `--from` on every command that takes a FILE.
@Suite struct SnapshotInputTests {
    let run = CommandLineToolTests().run

    @Test func everyCommandTakesFrom() throws {
        let dump = Fixture.shared("xcuitest/AX_SwiftUI_HelloWorld.debugdescription.txt")
        let order = run(["order", dump, "--from", "xcuitest"])
        #expect(order.code == 0 && order.err.isEmpty)
        #expect(order.out == "1. Hello, world!\n2. Tap me!. Button.\n")
        #expect(run(["validate", "--from=xcuitest", dump]).code == 0)
        #expect(run(["inspect", dump, "--from", "xcuitest", "button"]).out.hasPrefix("button (button) at "))
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-from-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        #expect(run(["render", dump, "--from", "xcuitest", "-o", out]).code == 0)
        #expect(run(["simulate", dump, "--from", "xcuitest", "--steps", "last"]).code == 0)
    }

    @Test func fromNamesTheFormatTheContentIsReadAs() {
        let dump = Fixture.shared("xcuitest/AX_SwiftUI_HelloWorld.debugdescription.txt")
        let wrong = run(["order", dump, "--from", "wda-json"])
        #expect(wrong.code == 1)
        #expect(wrong.err.hasPrefix("\(dump):1:1: error: malformed JSON"))
        let unknown = run(["order", dump, "--from", "uix"])
        #expect(unknown.code == 2)
        #expect(unknown.err.hasPrefix("axscope: order: --from takes wda-xml, wda-json, xcuitest, uiautomator, uiautomator2, not 'uix'\n"))
    }
}
