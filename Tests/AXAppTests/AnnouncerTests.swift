@testable import AXApp
import AXGtk
import AXTestSupport
import AXWindowTestSupport
import CGtk
import Foundation
import Testing

/// What reaches screen readers: every utterance of the session and every failed load, through an
/// alert label whose name changes with each announcement (check-window.py hears it over AT-SPI).
@Suite(.serialized) @MainActor struct AnnouncerTests {
    @Test func whatVoiceOverSaysIsAnnounced() throws {
        // The session's clock stands still: the hint that follows "Off." never starts.
        let driver = try WindowDriver(opening: Fixture.sample("photo-filter")) { $0.model.clock = { 0 } }
        defer { driver.close() }
        let announcer = driver.document.announcer
        #expect(gtk_accessible_get_accessible_role(OpaquePointer(announcer.label)) == GTK_ACCESSIBLE_ROLE_ALERT)
        driver.press("Right", "Right")
        #expect(announcer.history.suffix(2) == ["Photo Filter. Heading.", "Filter. Switch Button. Off."])
        #expect(String(cString: gtk_label_get_text(announcer.label.opaque)) == "Filter. Switch Button. Off.")
        // Always in the accessibility tree (so that its changes are sent), never seen.
        #expect(gtk_widget_get_visible(announcer.label) != 0)
        #expect(gtk_widget_get_opacity(announcer.label) == 0)
    }

    @Test func aStepThatFailsIsAnnounced() throws {
        let driver = try WindowDriver(opening: Fixture.sample("photo-filter"))
        defer { driver.close() }
        driver.press("Return")
        #expect(driver.document.announcer.history.last == driver.document.model.stepError)
        #expect(driver.document.model.stepError != nil)
    }

    @Test func aFailedReloadIsAnnounced() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-announce-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("screen.axsnap").path
        try Fixture.json(#"{"id": "ok", "type": "button", "label": "OK", "frame": [10, 10, 100, 40]}"#)
            .write(toFile: path, atomically: true, encoding: .utf8)
        let driver = try WindowDriver(opening: path)
        defer { driver.close() }
        try "{\"format\": \"axsnap\", \"version\": 1,\n \"screen\": 5}".write(toFile: path, atomically: false, encoding: .utf8)
        let document = driver.document
        #expect(MainLoop.wait(seconds: 10) { document.model.error != nil })
        driver.settle()
        #expect(document.announcer.history.last?.hasPrefix("screen.axsnap could not be loaded: \(path):2:12: error: screen: expected an object") == true)
        // The keyboard stays on the canvas.
        #expect(driver.focus == document.canvas.area)
        // Fixed on disk: a toast says it loads again, and screen readers hear it too.
        try Fixture.json(#"{"id": "ok", "type": "button", "label": "OK", "frame": [10, 10, 100, 40]}"#)
            .write(toFile: path, atomically: true, encoding: .utf8)
        #expect(MainLoop.wait(seconds: 10) { document.model.error == nil })
        driver.settle()
        #expect(document.announcer.history.last == "Reloaded screen.axsnap: it loads again")
    }
}
