import AXDiff
import AXDrawing
import AXGtk
import AXModel
import CGtk
import Foundation

/// The list of changes, the selection on both canvases, F8 stepping and the overlay.
extension CompareWindow {
    /// Shows a finished comparison: its changes listed, both sides drawn with their marks.
    func show(_ diff: Diff, scenes: (a: Scene, b: Scene), report: String) {
        self.diff = diff
        canvasA.show(scenes.a, diff.a, changes: diff.changes, isA: true)
        canvasB.show(scenes.b, diff.b, changes: diff.changes, isA: false)
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(self.report.cast()), report, -1)
        syncing = true
        let lines = diff.changes.map { CompareWindow.rowText(diff, $0) }
        var cStrings = lines.map { strdup($0) } + [nil]
        defer { cStrings.forEach { free($0) } }
        cStrings.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { strings in
                gtk_string_list_splice(self.strings, 0, g_list_model_get_n_items(self.strings), strings.baseAddress)
            }
        }
        gtk_single_selection_set_selected(selection, UInt32(GTK_INVALID_LIST_POSITION))
        syncing = false
        showMode()
        showSelectedChange()
    }

    /// A change as the text report prints it: `kind  REF: message`.
    static func rowText(_ diff: Diff, _ change: Change) -> String { "\(change.kind.rawValue)  \(diff.line(change))" }

    /// What a level is called in a row's description and the status line.
    static func levelName(_ level: ChangeLevel) -> String {
        switch level {
        case .error: "Regression"
        case .warning: "Warning"
        case .info: "Info"
        }
    }

    static func setUpRow(_ item: UnsafeMutableRawPointer) {
        let label = gtk_label_new(nil)!
        gtk_label_set_xalign(label.opaque, 0)
        gtk_label_set_ellipsize(label.opaque, PANGO_ELLIPSIZE_END)
        gtk_widget_set_margin_start(label, 4)
        gtk_list_item_set_child(item.opaque, label)
    }

    /// Fills a row; screen readers read the row GTK made for the item, so it is named by the
    /// change's text line and described by its level.
    func bindRow(_ item: UnsafeMutableRawPointer) {
        guard let diff, let label = gtk_list_item_get_child(item.opaque) else { return }
        let position = Int(gtk_list_item_get_position(item.opaque))
        guard diff.changes.indices.contains(position) else { return }
        let change = diff.changes[position]
        let glyph = CompareMark.glyph(of: change.kind).glyph
        let text = DisplayText.shortened(CompareWindow.rowText(diff, change))
        gtk_label_set_text(label.opaque, "\(glyph) \(text)")
        gtk_widget_set_tooltip_text(label, text)
        let markup = "<span foreground=\"#\(CompareMark(level: change.level, glyph: glyph).hex)\" weight=\"bold\">\(glyph)</span> "
        let escaped = g_markup_escape_text(text, -1)!
        gtk_label_set_markup(label.opaque, markup + String(cString: escaped))
        g_free(escaped)
        for widget in [label, gtk_widget_get_parent(label)].compactMap({ $0 }) {
            Accessibility.setLabel(widget, text)
            Accessibility.setDescription(widget, CompareWindow.levelName(change.level))
        }
    }

    /// The selected change's position, if one is selected.
    public var selectedChange: Int? {
        let position = gtk_single_selection_get_selected(selection)
        return position == UInt32(GTK_INVALID_LIST_POSITION) ? nil : Int(position)
    }

    /// Selects change `index` (its row scrolled into view) and shows it.
    func select(change index: Int) {
        syncing = true
        gtk_single_selection_set_selected(selection, UInt32(index))
        syncing = false
        gtk_widget_activate_action_variant(list, "list.scroll-to-item", g_variant_new_uint32(UInt32(index)))
        showSelectedChange()
    }

    /// F8 (`by` 1) and Shift+F8 (-1): the next or previous change, wrapping around.
    func step(by offset: Int) {
        guard let diff, !diff.changes.isEmpty else { return }
        let count = diff.changes.count
        let next = selectedChange.map { ($0 + offset + count) % count } ?? (offset > 0 ? 0 : count - 1)
        select(change: next)
    }

    /// A click on a stop: its first change (the stop and its pair selected on both sides).
    func selectChange(ofStop stop: Int?, sideA: Bool) {
        guard let diff, let stop else { return }
        let partner = sideA ? diff.pairing.partnerOfA[stop] : diff.pairing.partnerOfB[stop]
        let (a, b) = sideA ? (stop, partner) : (partner, stop)
        if let index = diff.changes.firstIndex(where: { ($0.a != nil && $0.a == a) || ($0.b != nil && $0.b == b) }) {
            select(change: index)
        } else {
            syncing = true
            gtk_single_selection_set_selected(selection, UInt32(GTK_INVALID_LIST_POSITION))
            syncing = false
            showStops(a: a, b: b)
            let described = (sideA ? diff.a : diff.b).stops[stop].description
            DisplayText.set(status, "No change at “\(described)”")
        }
    }

    /// Selects the selected change's stops on both sides, its values and the status line.
    func showSelectedChange() {
        guard let diff else { return }
        guard let index = selectedChange else {
            showStops(a: nil, b: nil)
            gtk_label_set_text(details.opaque, "")
            gtk_label_set_text(status.opaque, diff.changes.isEmpty ? "No changes. \(DiffText(diff).verdict)" : "\(diff.changes.count) changes. \(DiffText(diff).verdict). F8: next change.")
            return
        }
        let change = diff.changes[index]
        let a = change.a ?? change.b.flatMap { diff.pairing.partnerOfB[$0] }
        let b = change.b ?? change.a.flatMap { diff.pairing.partnerOfA[$0] }
        showStops(a: a, b: b)
        DisplayText.set(details, "Before: \(change.before.rendered())\nAfter: \(change.after.rendered())")
        let text = "Change \(index + 1) of \(diff.changes.count): \(CompareWindow.levelName(change.level)), \(CompareWindow.rowText(diff, change))"
        DisplayText.set(status, text)
    }

    /// Selects stop `a` of A and `b` of B; a side without one says so in its caption.
    func showStops(a: Int?, b: Int?) {
        guard let diff else { return }
        canvasA.selectedStop = a
        canvasB.selectedStop = b
        let selecting = a != nil || b != nil
        for (caption, canvas, side, stop, letter) in [(captionA, canvasA, diff.a, a, "A"), (captionB, canvasB, diff.b, b, "B")] {
            var text = "\(letter): \(URL(fileURLWithPath: side.file).lastPathComponent), \(side.stops.count) stops"
            if selecting { text += stop.map { ", stop \(side.stops[$0].index) selected" } ?? ", not in \(letter)" }
            gtk_label_set_text(caption.opaque, text)
            // The canvas is named Before (A) or After (B); screen readers read the caption after it.
            Accessibility.setDescription(canvas.area, text)
        }
    }

    /// Side by side, or the overlay: one side with the other's unpaired and moved boxes dashed.
    func showMode() {
        let overlay = isOverlay
        let columnA = gtk_widget_get_parent(canvasA.area)!, columnB = gtk_widget_get_parent(canvasB.area)!
        gtk_widget_set_visible(columnA, !overlay || swapped ? 1 : 0)
        gtk_widget_set_visible(columnB, !overlay || !swapped ? 1 : 0)
        canvasA.ghosts = overlay && swapped ? ghosts(of: canvasB, partners: diff?.pairing.partnerOfB ?? [], in: diff?.a) : []
        canvasB.ghosts = overlay && !swapped ? ghosts(of: canvasA, partners: diff?.pairing.partnerOfA ?? [], in: diff?.b) : []
    }

    /// The marked stops of `canvas` without a pair, or whose pair's frame differs.
    private func ghosts(of canvas: CompareCanvas, partners: [Int?], in other: DiffSide?) -> [(frame: Rect, mark: CompareMark)] {
        guard let side = canvas.side, let other else { return [] }
        return canvas.marks.sorted { $0.key < $1.key }.compactMap { stop, mark in
            let frame = side.stops[stop].frame
            if let partner = partners[stop], other.stops[partner].frame == frame { return nil }
            return (frame, mark)
        }
    }
}
