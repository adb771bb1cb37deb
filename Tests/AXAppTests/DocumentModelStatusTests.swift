@testable import AXApp
import AXGtk
import AXTestSupport
import AXWindowTestSupport
import CGtk
import Foundation
import Testing

/// The status line is derived from the state each time it changes: never stale.
@Suite(.serialized) @MainActor struct DocumentModelStatusTests {
    @Test func aStopIsDescribedAgainAfterAStateChange() throws {
        let driver = try WindowDriver(opening: Fixture.sample("photo-filter"))
        defer { driver.close() }
        driver.press("Right", "Right", "Right")
        #expect(driver.document.statusText == "Stop 3 of 11: Photo: Original, zoom 1x. Image.")
        // The State panel's check box for isFiltered, toggled with the keyboard.
        let editor = try #require(driver.document.statePanel.editors.first { $0.name == "isFiltered" }?.widget)
        driver.press("alt+2")
        gtk_widget_grab_focus(editor)
        driver.settle()
        driver.press("space")
        #expect(driver.document.statusText == "Stop 3 of 11: Photo: Filtered, zoom 1x. Image.")
    }

    @Test func aStepErrorDoesNotOutliveTheSelectionItDescribes() throws {
        let driver = try WindowDriver(opening: Fixture.sample("photo-filter"))
        defer { driver.close() }
        driver.press("Return")
        #expect(driver.document.statusText == driver.document.model.stepError)
        driver.press("alt+Down")
        let nodes = try #require(driver.document.model.scene).snapshot.nodes
        let node = try #require(driver.document.model.viewState.selectedNode)
        #expect(driver.document.statusText.hasPrefix("\(nodes[node].id): "))
    }

    @Test func touchModeSaysSoAndItsMessageGoesWithIt() throws {
        let driver = try WindowDriver(opening: Fixture.sample("photo-filter"))
        defer { driver.close() }
        driver.document.activate("touch-mode")
        driver.settle()
        #expect(driver.document.model.touchMode)
        #expect(driver.document.statusText == "11 stops. Touch mode: click the screen to explore it by touch.")
        #expect(driver.document.announcer.history.last == "Touch mode on: a click explores the screen by touch")
        driver.document.activate("touch-mode")
        driver.settle()
        #expect(!driver.document.model.touchMode)
        #expect(driver.document.statusText == "11 stops. Press Right or Tab for the first.")
    }
}
