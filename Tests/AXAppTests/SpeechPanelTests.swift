@testable import AXApp
import AXGtk
import AXTestSupport
import AXWindowTestSupport
import CGtk
import Foundation
import Testing

/// The Speech panel in a real window: bounded however long the session, and kept across a rate change.
@Suite(.serialized) @MainActor struct SpeechPanelTests {
    final class Clock { var now = 0.0 }

    @Test func aLongSessionNeverMakesTheWindowTaller() throws {
        let clock = Clock()
        let driver = try WindowDriver(opening: Fixture.sample("photo-filter"), width: 1280, height: 700) { document in
            document.model.clock = { clock.now }
        }
        defer { driver.close() }
        driver.press("alt+3")
        gtk_widget_grab_focus(driver.document.canvas.area)
        for _ in 0..<6 {
            for key in ["End", "Home"] {
                clock.now += 10
                driver.press(key)
            }
        }
        for _ in 0..<5 {
            clock.now += 10
            driver.press(Array(repeating: "Right", count: 10))
        }
        #expect(driver.document.speechPanel.rows.count == 22)
        #expect(driver.size == (1280, 700))
        let panelHeight = gtk_widget_get_height(driver.document.speechPanel.scroller)
        #expect(panelHeight > 100 && panelHeight < 700)
    }

    @Test func changingTheRateKeepsTheTranscriptAndTheCursor() throws {
        let clock = Clock()
        let driver = try WindowDriver(opening: Fixture.sample("photo-filter")) { document in
            document.model.clock = { clock.now }
        }
        defer { driver.close() }
        driver.press("Right")
        clock.now = 5
        driver.press("Right")
        clock.now = 10
        driver.document.model.tick()
        #expect(driver.document.speechPanel.rows == ["  0.00 s  default  Photo Filter. Heading.",
                                                     "  5.00 s  default  Filter. Switch Button. Off.",
                                                     "  6.80 s  low  Double tap to toggle setting."])
        driver.press("alt+3")
        gtk_widget_grab_focus(driver.document.speechPanel.rateSpin)
        driver.settle()
        driver.press("Up")
        #expect(driver.document.model.rate == 16)
        #expect(driver.document.model.viewState.focus == 1)
        #expect(driver.document.speechPanel.rows == ["  0.00 s  default  Photo Filter. Heading.",
                                                     "  5.00 s  default  Filter. Switch Button. Off.",
                                                     "  6.80 s  low  Double tap to toggle setting.",
                                                     " 10.00 s  default  Filter. Switch Button. Off.  ◀ speaking"])
    }
}
