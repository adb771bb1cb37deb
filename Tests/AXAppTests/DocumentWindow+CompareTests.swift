@testable import AXApp
import AXGtk
import AXTestSupport
import AXWindowTestSupport
import CGtk
import Foundation
import Testing

/// Compare With… (Control+Shift+D) in a document window: its snapshot is A.
@Suite(.serialized) @MainActor struct DocumentWindowCompareTests {
    @Test func controlShiftDComparesTheWindowsSnapshotWithTheChosenFile() throws {
        let driver = try WindowDriver(opening: CompareWindowTests.a)
        defer { driver.close() }
        driver.press("ctrl+shift+d")
        let chooser = try #require(driver.document.comparisonChooser)
        #expect(FileChooserDriver.choose(CompareWindowTests.b, in: chooser))
        #expect(driver.document.comparisonChooser == nil)
        let compare = try #require(CompareWindow.open.last)
        #expect(MainLoop.wait(seconds: 20) { !compare.isLoading })
        #expect(compare.statusText == "4 changes. 1 regression, 1 warning, 2 infos: fail (--fail-on regression). F8: next change.")
        #expect(compare.diff?.a.file == CompareWindowTests.a)
        compare.close()
        driver.settle()
        #expect(CompareWindow.open.isEmpty)
    }

    @Test func withoutASnapshotItSaysWhatIsNeeded() throws {
        let driver = try WindowDriver(opening: nil)
        defer { driver.close() }
        driver.press("ctrl+shift+d")
        #expect(driver.document.comparisonChooser == nil)
        #expect(driver.document.announcer.history.last == "Open a snapshot first: it is A of the comparison")
    }
}
