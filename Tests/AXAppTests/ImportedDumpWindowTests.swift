@testable import AXApp
import AXGtk
import AXModel
import AXTestSupport
import CGtk
import Foundation
import Testing

/// The window opens dumps as the command line does (import.md): lldb's quoted text too, and the
/// inspector's Why names the import rule behind each decision.
@Suite(.serialized) @MainActor struct ImportedDumpWindowTests {
    init() {
        setenv("GSK_RENDERER", "cairo", 0)
        #expect(Toolkit.initialize(), "GTK needs a display: run the tests under xvfb-run")
    }

    @Test func theWindowOpensLLDBsQuotedTextAndShowsTheImportRules() throws {
        let text = try String(contentsOfFile: Fixture.shared("xcuitest/XQUITestDemo_MineTab_TabBar_zh-Hans.debugdescription.txt"),
                              encoding: .utf8)
        let quoted = "\"" + text.replacingOccurrences(of: "'", with: "\\'").replacingOccurrences(of: "\n", with: "\\n") + "\"\n"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-po-\(UUID().uuidString).txt").path
        try quoted.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let window = DocumentWindow(application: nil)
        window.present()
        defer { window.close() }
        window.open(path)
        #expect(MainLoop.wait(seconds: 10) { !window.isLoading && (window.model.scene != nil || window.model.error != nil) })
        MainLoop.drain()
        #expect(window.model.error == nil)
        #expect(window.model.stopCount == 4)
        #expect(window.canvas.handleKey(UInt32(GDK_KEY_Right), control: false, shift: false))
        MainLoop.drain()
        #expect(window.statusText == "Stop 1 of 4: 我的. Heading.")
        let texts = window.inspector.texts
        let why = try #require(texts.firstIndex(of: "Why"))
        #expect(Array(texts[why...].prefix(5)) == ["Why", "Role", "stop 1 of 4: `isAccessibilityElement` is true",
                                                    "Import", "R6: the title of a navigation bar is a heading"])
    }
}
