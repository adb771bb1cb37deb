import CGtk

/// Work scheduled on the GLib main loop. (`DispatchQueue.main` and `Task { @MainActor }` never run
/// inside the GLib loop on Linux, so UI code comes back to the main thread only through these.)
public enum MainLoop {
    /// Runs `body` once on the main loop, soon. Safe to call from any thread.
    public static func idle(_ body: @escaping @Sendable @MainActor () -> Void) {
        let thunk: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
            let body = CallbackBox<@Sendable @MainActor () -> Void>.from(data)
            MainActor.assumeIsolated { body() }
            return 0
        }
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, thunk, CallbackBox.retained(body), releaseData)
    }

    /// Calls `body` every `milliseconds` until it returns false. Returns the source id.
    @discardableResult
    public static func every(milliseconds: UInt32, _ body: @escaping @MainActor () -> Bool) -> UInt32 {
        let thunk: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
            let body = CallbackBox<@MainActor () -> Bool>.from(data)
            return MainActor.assumeIsolated { body() } ? 1 : 0
        }
        return g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, thunk, CallbackBox.retained(body), releaseData)
    }

    /// Stops a source returned by ``every(milliseconds:_:)``.
    public static func cancel(_ source: UInt32) { g_source_remove(source) }

    /// Processes pending events until none is left (for tests and for progress during long work).
    @MainActor
    public static func drain(maximumIterations: Int = 10_000) {
        var count = 0
        while g_main_context_iteration(nil, 0) != 0, count < maximumIterations { count += 1 }
    }

    /// Processes events until `condition` holds or `seconds` pass; returns whether it held.
    @MainActor
    public static func wait(seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = g_get_monotonic_time() + Int(seconds * 1_000_000)
        while !condition() {
            if g_get_monotonic_time() > deadline { return false }
            if g_main_context_iteration(nil, 0) == 0 { g_usleep(1_000) }
        }
        return true
    }
}

/// C callbacks that are not signals.
public enum Callback {
    /// The draw function of a `GtkDrawingArea`: (cairo context, width, height).
    public static func setDrawFunction(_ area: some GPointer,
                                       _ draw: @escaping @MainActor (OpaquePointer, Int32, Int32) -> Void) {
        let thunk: @convention(c) (UnsafeMutablePointer<GtkDrawingArea>?, OpaquePointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = { _, cr, width, height, data in
            let draw = CallbackBox<@MainActor (OpaquePointer, Int32, Int32) -> Void>.from(data)
            nonisolated(unsafe) let context = cr!
            MainActor.assumeIsolated { draw(context, width, height) }
        }
        gtk_drawing_area_set_draw_func(area.cast(), thunk, CallbackBox.retained(draw), releaseData)
    }

    /// A `GtkTreeListModel` over `root`, whose children come from `children` (nil for a leaf).
    /// The model is returned with one reference, which the caller owns.
    public static func treeListModel(root: OpaquePointer,
                                     children: @escaping @MainActor (UnsafeMutableRawPointer) -> OpaquePointer?) -> OpaquePointer {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> OpaquePointer? = { item, data in
            let children = CallbackBox<@MainActor (UnsafeMutableRawPointer) -> OpaquePointer?>.from(data)
            nonisolated(unsafe) let object = item!
            let model = MainActor.assumeIsolated { children(object).map { Int(bitPattern: $0) } }
            return model.flatMap { OpaquePointer(bitPattern: $0) }
        }
        return gtk_tree_list_model_new(root, 0, 0, thunk, CallbackBox.retained(children), releaseData)
    }
}

/// GTK's one-time set-up.
public enum Toolkit {
    /// Initialises GTK and libadwaita (its style sheet, dark style, icons) on the main thread;
    /// false when there is no display to open.
    @MainActor
    public static func initialize() -> Bool {
        guard gtk_init_check() != 0 else { return false }
        adw_init()
        return true
    }
}
