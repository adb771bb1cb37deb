import AXGtk
import CGtk
import Foundation
import Testing

/// The container a window can be made narrower than its content's momentary minimum with.
@Suite(.serialized) @MainActor struct ShrinkableTests {
    init() {
        setenv("GSK_RENDERER", "cairo", 0)
        #expect(Toolkit.initialize(), "GTK needs a display: run the tests under xvfb-run")
    }

    @Test func asksForNoMinimumWidthAndGivesItsChildItsOwn() {
        let child = gtk_label_new("A child")!
        gtk_widget_set_size_request(child, 500, 40)
        let box = Shrinkable.wrap(child)
        g_object_ref_sink(box.raw)
        defer { g_object_unref(box.raw) }
        var minimum: Int32 = -1, natural: Int32 = -1
        gtk_widget_measure(box, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        #expect((minimum, natural) == (0, 500))
        gtk_widget_measure(box, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        #expect((minimum, natural) == (40, 40))
        // Narrower than the child: the child keeps its minimum; wider: the child fills it.
        gtk_widget_allocate(box, 300, 40, -1, nil)
        #expect((gtk_widget_get_width(child), gtk_widget_get_height(child)) == (500, 40))
        gtk_widget_allocate(box, 800, 60, -1, nil)
        #expect((gtk_widget_get_width(child), gtk_widget_get_height(child)) == (800, 60))
    }
}
