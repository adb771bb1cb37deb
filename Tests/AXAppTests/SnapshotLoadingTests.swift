@testable import AXApp
import AXGtk
import AXTestSupport
import AXWindowTestSupport
import CGtk
import Foundation
import Testing

/// A loaded file's warnings reach the window's banner, the language warnings of `order` and
/// `simulate` among them.
@Suite(.serialized) @MainActor struct SnapshotLoadingTests {
    @Test func aLanguageWithoutAWordTableIsWarnedAboutAboveTheCanvas() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-pt-\(UUID().uuidString).axsnap").path
        try Fixture.json(#"{"id": "coffee", "type": "button", "label": "Café", "frame": [16, 100, 361, 44], "language": "pt"}"#)
            .write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let driver = try WindowDriver(opening: path)
        defer { driver.close() }
        let warning = "\(path): warning: no word table for the language 'pt'; its elements speak English words"
        #expect(driver.document.model.warnings == [warning])
        #expect(String(cString: gtk_label_get_text(driver.document.errorBanner.opaque)) == warning)
        #expect(gtk_widget_get_visible(driver.document.errorBanner) == 1)
        driver.press("Right")
        #expect(driver.document.statusText == "Stop 1 of 1: Café. Button.")
    }
}
