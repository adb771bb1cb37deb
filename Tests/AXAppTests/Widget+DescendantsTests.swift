@testable import AXApp
import AXGtk
import CGtk
import Testing

@Suite(.serialized) @MainActor struct WidgetDescendantsTests {
    @Test func walksDepthFirstInOrder() {
        #expect(Toolkit.initialize(), "GTK needs a display: run the tests under xvfb-run")
        let outer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let inner = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        let first = gtk_label_new("first")!, second = gtk_label_new("second")!, third = gtk_button_new_with_label("third")!
        gtk_box_append(inner.cast(), first)
        gtk_box_append(inner.cast(), second)
        gtk_box_append(outer.cast(), inner)
        gtk_box_append(outer.cast(), third)
        g_object_ref_sink(outer.raw)
        defer { g_object_unref(outer.raw) }
        let texts = outer.descendants.filter(\.isLabel).map { String(cString: gtk_label_get_text($0.opaque)) }
        #expect(texts == ["first", "second", "third"])
        // The button holds a label of its own.
        #expect(outer.descendants.count == 6)
        #expect(outer.descendants.prefix(2) == [outer, inner])
    }
}
