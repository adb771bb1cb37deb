import AXGtk
import CGtk
import Foundation
import Testing

/// The interop layer under a display (Xvfb in CI).
@Suite(.serialized) @MainActor struct SignalTests {
    init() {
        // Xvfb has no GPU: GTK's GL renderer would run in software and starve idle work.
        setenv("GSK_RENDERER", "cairo", 0)
        #expect(Toolkit.initialize(), "GTK needs a display: run the tests under xvfb-run")
    }

    final class Tracker {
        var calls = 0
    }

    @Test func handlerRunsAndIsReleasedWithItsObject() {
        let button = gtk_button_new_with_label("Go")!
        g_object_ref_sink(button.raw)
        var tracker: Tracker? = Tracker()
        weak let weakTracker = tracker
        Signal.connect(button, "clicked") { [tracker] in tracker?.calls += 1 }
        axscope_signal_emit(button.raw, "clicked")
        axscope_signal_emit(button.raw, "clicked")
        #expect(tracker?.calls == 2)
        tracker = nil
        #expect(weakTracker != nil)
        g_object_unref(button.raw)
        #expect(weakTracker == nil)
    }

    @Test func idleWorkRunsOnTheMainLoop() {
        final class Flag: @unchecked Sendable { var value = false }
        let flag = Flag()
        MainLoop.idle { flag.value = true }
        #expect(!flag.value)
        #expect(MainLoop.wait(seconds: 2) { flag.value })
    }

    @Test func itemsCarryTheirValue() {
        let store = ItemObject.store([4, 0, 99_999])
        defer { g_object_unref(store.raw) }
        #expect(g_list_model_get_n_items(store) == 3)
        let values = (0..<3).map { index -> Int in
            let item = g_list_model_get_item(store, guint(index))!
            defer { g_object_unref(item) }
            return ItemObject.value(of: item)
        }
        #expect(values == [4, 0, 99_999])
    }

    @Test func drawFunctionIsCalledWithTheSize() {
        final class Sizes { var seen: [Int32] = [] }
        let sizes = Sizes()
        let window = gtk_window_new()!
        let area = gtk_drawing_area_new()!
        gtk_drawing_area_set_content_width(area.cast(), 120)
        gtk_drawing_area_set_content_height(area.cast(), 80)
        Callback.setDrawFunction(area) { _, width, height in sizes.seen = [width, height] }
        gtk_window_set_child(window.cast(), area)
        gtk_window_present(window.cast())
        #expect(MainLoop.wait(seconds: 5) { !sizes.seen.isEmpty })
        #expect(sizes.seen.first ?? 0 >= 120)
        gtk_window_destroy(window.cast())
    }

    @Test func aToggleActionFlipsItsStateAndReportsIt() {
        final class States { var seen: [Bool] = [] }
        let states = States()
        let group = g_simple_action_group_new()!
        defer { g_object_unref(group.raw) }
        let action = Actions.addToggle(group, "speak", initial: false) { states.seen.append($0) }
        g_action_group_activate_action(OpaquePointer(group), "speak", nil)
        #expect(Actions.state(of: action))
        g_action_group_activate_action(OpaquePointer(group), "speak", nil)
        #expect(!Actions.state(of: action))
        #expect(states.seen == [true, false])
    }
}
