@testable import AXApp
import AXDiff
import AXGtk
import AXTestSupport
import AXWindowTestSupport
import CGtk
import Foundation
import Testing

/// The compare window on a real WebDriverAgent dump of Settings and a copy edited as a code change
/// would (the Privacy row's text emptied, Maps removed, Wallet inserted), with real key presses.
@Suite(.serialized) @MainActor struct CompareWindowTests {
    static let a = Fixture.shared("wda-xml/shirates-core_ios_SettingsTopScreen.xml")
    static let b = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../AXCommandLineTests/Fixtures/SettingsTopScreen-edited.xml").standardized.path

    func caption(_ label: Widget) -> String { String(cString: gtk_label_get_text(label.opaque)) }

    /// The texts of the list's rows, as drawn.
    func rows(_ compare: CompareWindow) -> [String] {
        var texts: [String] = []
        var row = gtk_widget_get_first_child(compare.list)
        while let current = row {
            if let label = gtk_widget_get_first_child(current) { texts.append(String(cString: gtk_label_get_text(label.opaque))) }
            row = gtk_widget_get_next_sibling(current)
        }
        return texts
    }

    @Test func listsTheChangesAsTheTextReportDoes() throws {
        let driver = try CompareDriver(Self.a, Self.b)
        defer { driver.close() }
        let compare = driver.compare
        #expect(compare.statusText == "4 changes. 1 regression, 1 warning, 2 infos: fail (--fail-on regression). F8: next change.")
        #expect(rows(compare) == [
            "• description.labelLost  B#5 Privacy→cell: \"Privacy\" → none",
            "+ stop.added  B#8 Wallet: \"Wallet. Button.\"",
            "• geometry.moved  B#9 News: (0, 538) → (0, 582)",
            "− stop.removed  A#9 Maps: \"Maps. Button.\"; not in B",
        ])
        #expect(caption(compare.captionA) == "A: shirates-core_ios_SettingsTopScreen.xml, 16 stops")
        #expect(caption(compare.captionB) == "B: SettingsTopScreen-edited.xml, 16 stops")
        #expect(compare.canvasB.marks == [4: CompareMark(level: .error, glyph: "•"), 7: CompareMark(level: .info, glyph: "+"),
                                          8: CompareMark(level: .info, glyph: "•")])
        #expect(compare.canvasA.marks == [4: CompareMark(level: .error, glyph: "•"), 7: CompareMark(level: .info, glyph: "•"),
                                          8: CompareMark(level: .warning, glyph: "−")])
    }

    @Test func f8StepsThroughTheChangesSelectingBothSides() throws {
        let driver = try CompareDriver(Self.a, Self.b)
        defer { driver.close() }
        let compare = driver.compare
        driver.press("F8")
        #expect(compare.selectedChange == 0)
        #expect(compare.statusText == "Change 1 of 4: Regression, description.labelLost  B#5 Privacy→cell: \"Privacy\" → none")
        #expect(compare.canvasA.selectedStop == 4)
        #expect(compare.canvasB.selectedStop == 4)
        #expect(caption(compare.details) == "Before: \"Privacy\"\nAfter: null")
        #expect(driver.screenshot(to: NSTemporaryDirectory() + "/compare-window.png"))
        driver.press("F8", "F8", "F8")
        #expect(compare.statusText == "Change 4 of 4: Warning, stop.removed  A#9 Maps: \"Maps. Button.\"; not in B")
        #expect(compare.canvasA.selectedStop == 8)
        #expect(compare.canvasB.selectedStop == nil)
        #expect(caption(compare.captionA) == "A: shirates-core_ios_SettingsTopScreen.xml, 16 stops, stop 9 selected")
        #expect(caption(compare.captionB) == "B: SettingsTopScreen-edited.xml, 16 stops, not in B")
        driver.press("shift+F8")
        #expect(compare.statusText == "Change 3 of 4: Info, geometry.moved  B#9 News: (0, 538) → (0, 582)")
        #expect(compare.canvasA.selectedStop == 7)
        #expect(compare.canvasB.selectedStop == 8)
        driver.press("F8", "F8")
        #expect(compare.selectedChange == 0)
    }

    @Test func upAndDownInTheListSelectChanges() throws {
        let driver = try CompareDriver(Self.a, Self.b)
        defer { driver.close() }
        let compare = driver.compare
        driver.press("F8")
        gtk_widget_grab_focus(compare.list)
        driver.press("Down")
        #expect(compare.selectedChange == 1)
        #expect(compare.statusText == "Change 2 of 4: Info, stop.added  B#8 Wallet: \"Wallet. Button.\"")
        #expect(compare.canvasB.selectedStop == 7)
        driver.press("Up")
        #expect(compare.selectedChange == 0)
        #expect(compare.canvasB.selectedStop == 4)
    }

    @Test func theOverlayShowsBOverAsDashedBoxesAndBackslashSwaps() throws {
        let driver = try CompareDriver(Self.a, Self.b)
        defer { driver.close() }
        let compare = driver.compare
        let columnA = try #require(gtk_widget_get_parent(compare.canvasA.area))
        let columnB = try #require(gtk_widget_get_parent(compare.canvasB.area))
        driver.press("ctrl+shift+o")
        #expect(compare.isOverlay)
        #expect(gtk_widget_get_visible(columnA) == 0 && gtk_widget_get_visible(columnB) != 0)
        // A's News (moved down a row) and Maps (removed), dashed over B.
        #expect(compare.canvasB.ghosts.map { "\($0.frame) \($0.mark.glyph)" } == [
            "Rect(x: 0.0, y: 538.0, width: 390.0, height: 45.0) •", "Rect(x: 0.0, y: 582.0, width: 390.0, height: 45.0) −",
        ])
        #expect(driver.screenshot(to: NSTemporaryDirectory() + "/compare-overlay.png"))
        driver.press("backslash")
        #expect(compare.swapped)
        #expect(gtk_widget_get_visible(columnA) != 0 && gtk_widget_get_visible(columnB) == 0)
        #expect(compare.canvasB.ghosts.isEmpty)
        // B's Wallet (added) and News, dashed over A.
        #expect(compare.canvasA.ghosts.map { "\($0.frame) \($0.mark.glyph)" } == [
            "Rect(x: 0.0, y: 538.0, width: 390.0, height: 45.0) +", "Rect(x: 0.0, y: 582.0, width: 390.0, height: 45.0) •",
        ])
        driver.press("ctrl+shift+o")
        #expect(!compare.isOverlay)
        #expect(gtk_widget_get_visible(columnA) != 0 && gtk_widget_get_visible(columnB) != 0)
    }

    @Test func clickingAStopSelectsItsFirstChangeOnBothSides() throws {
        let driver = try CompareDriver(Self.a, Self.b)
        defer { driver.close() }
        let compare = driver.compare
        let canvas = compare.canvasB
        let wallet = try #require(compare.diff?.b.stops[7].frame)
        driver.click(canvas.area, x: (wallet.center.x - canvas.origin.x) * canvas.zoom, y: (wallet.center.y - canvas.origin.y) * canvas.zoom)
        #expect(compare.selectedChange == 1)
        #expect(compare.statusText == "Change 2 of 4: Info, stop.added  B#8 Wallet: \"Wallet. Button.\"")
        #expect(compare.canvasB.selectedStop == 7)
        #expect(compare.canvasA.selectedStop == nil)
        #expect(caption(compare.captionA) == "A: shirates-core_ios_SettingsTopScreen.xml, 16 stops, not in A")
        #expect(driver.focus == canvas.area)
    }

    /// The tabs are named by their titles. The second, reached from the list by Shift+Tab to the
    /// tabs and Right, holds the text report in a
    /// read-only text view (a label's accessible text kept a window of 20,000 changes busy for two
    /// minutes) that takes the keyboard for reading.
    @Test func theSpokenOrderTabHoldsTheTextReport() throws {
        let driver = try CompareDriver(Self.a, Self.b)
        defer { driver.close() }
        let compare = driver.compare
        let diff = try #require(compare.diff)
        let buffer = gtk_text_view_get_buffer(compare.report.cast())
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        let text = try #require(gtk_text_buffer_get_text(buffer, &start, &end, 0))
        defer { g_free(text) }
        #expect(String(cString: text) == DiffText(diff).rendered)
        #expect(gtk_text_view_get_editable(compare.report.cast()) == 0)
        #expect(gtk_widget_get_mapped(compare.report) == 0)
        let notebook = try #require(gtk_widget_get_ancestor(compare.report, gtk_notebook_get_type()))
        let tabs = try (0..<2).map { page in
            try #require(gtk_widget_get_parent(gtk_notebook_get_tab_label(notebook.opaque, gtk_notebook_get_nth_page(notebook.opaque, page))))
        }
        #expect(tabs.map { gtk_accessible_get_accessible_role($0.opaque) } == [GTK_ACCESSIBLE_ROLE_TAB, GTK_ACCESSIBLE_ROLE_TAB])
        #expect(Accessibility.hasLabel(tabs[0], "Changes") && Accessibility.hasLabel(tabs[1], "Spoken order"))
        #expect(!Accessibility.hasLabel(tabs[0], "Tab"))
        gtk_widget_grab_focus(compare.list)
        driver.press("shift+Tab")
        #expect(driver.focus == notebook)
        driver.press("Right")
        #expect(gtk_widget_get_mapped(compare.report) != 0)
        driver.press("Tab")
        #expect(driver.focus == compare.report)
        #expect(driver.screenshot(to: NSTemporaryDirectory() + "/compare-report.png"))
        driver.press("Tab")
        #expect(driver.focus != compare.report)
    }

    /// The tab shows the report's first lines (20,000 in the window), how many more, and the
    /// verdict.
    @Test func aLongReportIsShownCutBeforeTheVerdict() throws {
        let driver = try CompareDriver(Self.a, Self.b)
        defer { driver.close() }
        let diff = try #require(driver.compare.diff)
        let lines = DiffText(diff).rendered.split(separator: "\n", omittingEmptySubsequences: false)
        // The report ends in a blank line, the verdict and a line feed.
        let hidden = lines.count - 1 - 5 - 2
        #expect(CompareLoading.reportText(diff, lines: 5) == lines.prefix(5).joined(separator: "\n") + "\n"
            + "… \(hidden) more lines; axscope diff A B prints the whole report\n\n" + DiffText(diff).verdict + "\n")
        #expect(hidden == 20)
        #expect(CompareLoading.reportText(diff) == DiffText(diff).rendered)
    }
}
