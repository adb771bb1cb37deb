import CGtk

/// Holds a Swift closure for the lifetime of one signal connection or C callback registration.
final class CallbackBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }

    static func from(_ data: UnsafeMutableRawPointer?) -> Handler {
        Unmanaged<CallbackBox<Handler>>.fromOpaque(data!).takeUnretainedValue().handler
    }

    /// Retained user data for C; released by ``releaseClosure`` or ``releaseData``.
    static func retained(_ handler: Handler) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(CallbackBox(handler)).toOpaque()
    }
}

/// The `GClosureNotify` that releases a box when its signal is disconnected or its object dies.
let releaseClosure: GClosureNotify = { data, _ in
    Unmanaged<AnyObject>.fromOpaque(data!).release()
}

/// The `GDestroyNotify` that releases a box.
let releaseData: GDestroyNotify = { data in
    Unmanaged<AnyObject>.fromOpaque(data!).release()
}

/// Signal connections with typed Swift handlers, one function per C signature. Each handler runs on
/// the main actor (GTK calls back on the main thread only) and lives as long as the connection.
public enum Signal {
    public typealias Handler = @MainActor () -> Void

    @discardableResult
    static func connect(_ instance: some GPointer, _ name: String, _ thunk: UnsafeRawPointer,
                        _ data: UnsafeMutableRawPointer) -> UInt {
        UInt(g_signal_connect_data(instance.raw, name, unsafeBitCast(thunk, to: GCallback.self), data, releaseClosure,
                                   GConnectFlags(0)))
    }

    /// A signal with no arguments: `void (*)(GObject *self, gpointer data)` — "clicked", "activate",
    /// "changed", "search-changed", "toggled", "destroy".
    @discardableResult
    public static func connect(_ instance: some GPointer, _ name: String, _ handler: @escaping Handler) -> UInt {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let handler = CallbackBox<Handler>.from(data)
            MainActor.assumeIsolated { handler() }
        }
        return connect(instance, name, unsafeBitCast(thunk, to: UnsafeRawPointer.self), CallbackBox.retained(handler))
    }

    /// A signal with one pointer argument: `void (*)(GObject *self, gpointer arg, gpointer data)` —
    /// a list item factory's "setup" and "bind", "notify::…".
    @discardableResult
    public static func connect(_ instance: some GPointer, _ name: String,
                               pointer handler: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) -> UInt {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, argument, data in
            let handler = CallbackBox<@MainActor (UnsafeMutableRawPointer) -> Void>.from(data)
            nonisolated(unsafe) let argument = argument!
            MainActor.assumeIsolated { handler(argument) }
        }
        return connect(instance, name, unsafeBitCast(thunk, to: UnsafeRawPointer.self), CallbackBox.retained(handler))
    }

    /// A signal with an int argument: "response" of a native dialog.
    @discardableResult
    public static func connect(_ instance: some GPointer, _ name: String,
                               int handler: @escaping @MainActor (Int32) -> Void) -> UInt {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = { _, value, data in
            let handler = CallbackBox<@MainActor (Int32) -> Void>.from(data)
            MainActor.assumeIsolated { handler(value) }
        }
        return connect(instance, name, unsafeBitCast(thunk, to: UnsafeRawPointer.self), CallbackBox.retained(handler))
    }

    /// "pressed" of a click gesture: press count and position.
    @discardableResult
    public static func connect(_ instance: some GPointer, _ name: String,
                               press handler: @escaping @MainActor (Int32, Double, Double) -> Void) -> UInt {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, count, x, y, data in
            let handler = CallbackBox<@MainActor (Int32, Double, Double) -> Void>.from(data)
            MainActor.assumeIsolated { handler(count, x, y) }
        }
        return connect(instance, name, unsafeBitCast(thunk, to: UnsafeRawPointer.self), CallbackBox.retained(handler))
    }

    /// Two doubles: "drag-begin", "drag-update", "motion"; and "scroll" (which returns handled).
    @discardableResult
    public static func connect(_ instance: some GPointer, _ name: String,
                               xy handler: @escaping @MainActor (Double, Double) -> Bool) -> UInt {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = { _, x, y, data in
            let handler = CallbackBox<@MainActor (Double, Double) -> Bool>.from(data)
            return MainActor.assumeIsolated { handler(x, y) } ? 1 : 0
        }
        return connect(instance, name, unsafeBitCast(thunk, to: UnsafeRawPointer.self), CallbackBox.retained(handler))
    }

    /// "key-pressed" of a key controller: keyval and modifiers; returns whether it was handled.
    @discardableResult
    public static func connect(_ instance: some GPointer, _ name: String,
                               key handler: @escaping @MainActor (UInt32, GdkModifierType) -> Bool) -> UInt {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean = { _, keyval, _, state, data in
            let handler = CallbackBox<@MainActor (UInt32, GdkModifierType) -> Bool>.from(data)
            return MainActor.assumeIsolated { handler(keyval, state) } ? 1 : 0
        }
        return connect(instance, name, unsafeBitCast(thunk, to: UnsafeRawPointer.self), CallbackBox.retained(handler))
    }

    /// "drop" of a drop target: the dropped `GValue`; returns whether it was accepted.
    @discardableResult
    public static func connect(_ instance: some GPointer, _ name: String,
                               drop handler: @escaping @MainActor (UnsafePointer<GValue>) -> Bool) -> UInt {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<GValue>?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = { _, value, _, _, data in
            let handler = CallbackBox<@MainActor (UnsafePointer<GValue>) -> Bool>.from(data)
            nonisolated(unsafe) let value = value!
            return MainActor.assumeIsolated { handler(value) } ? 1 : 0
        }
        return connect(instance, name, unsafeBitCast(thunk, to: UnsafeRawPointer.self), CallbackBox.retained(handler))
    }

    /// "changed" of a file monitor: the event.
    @discardableResult
    public static func connect(_ instance: some GPointer, _ name: String,
                               fileEvent handler: @escaping @MainActor (GFileMonitorEvent) -> Void) -> UInt {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, GFileMonitorEvent, UnsafeMutableRawPointer?) -> Void = { _, _, _, event, data in
            let handler = CallbackBox<@MainActor (GFileMonitorEvent) -> Void>.from(data)
            MainActor.assumeIsolated { handler(event) }
        }
        return connect(instance, name, unsafeBitCast(thunk, to: UnsafeRawPointer.self), CallbackBox.retained(handler))
    }

    /// "open" of an application: the files.
    @discardableResult
    public static func connect(_ instance: some GPointer, _ name: String,
                               files handler: @escaping @MainActor ([String]) -> Void) -> UInt {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<OpaquePointer?>?, Int32, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void = { _, files, count, _, data in
            let handler = CallbackBox<@MainActor ([String]) -> Void>.from(data)
            let paths = (0..<Int(count)).compactMap { index -> String? in
                guard let file = files?[index], let path = g_file_get_path(file) else { return nil }
                defer { g_free(path) }
                return String(cString: path)
            }
            MainActor.assumeIsolated { handler(paths) }
        }
        return connect(instance, name, unsafeBitCast(thunk, to: UnsafeRawPointer.self), CallbackBox.retained(handler))
    }
}

/// Named actions (`win.open`) and their keyboard shortcuts.
public enum Actions {
    /// Adds an action to `group` (a `GSimpleActionGroup`) that runs `handler` when activated.
    public static func add(_ group: some GPointer, _ name: String, _ handler: @escaping Signal.Handler) {
        let action = g_simple_action_new(name, nil)!
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _, data in
            let handler = CallbackBox<Signal.Handler>.from(data)
            MainActor.assumeIsolated { handler() }
        }
        Signal.connect(action, "activate", unsafeBitCast(thunk, to: UnsafeRawPointer.self), CallbackBox.retained(handler))
        g_action_map_add_action(group.opaque, action)
        g_object_unref(action.raw)
    }

    /// Adds a boolean action with state `initial` to `group`: activating it (a toggle button or a
    /// check item of a menu bound to it) flips the state and calls `changed` with the new one.
    /// Returns the action (owned by the group) to read or set its state and enabled flag.
    @discardableResult
    public static func addToggle(_ group: some GPointer, _ name: String, initial: Bool,
                                 _ changed: @escaping @MainActor (Bool) -> Void) -> OpaquePointer {
        let action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(initial ? 1 : 0))!
        let thunk: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { action, value, data in
            let changed = CallbackBox<@MainActor (Bool) -> Void>.from(data)
            let on = g_variant_get_boolean(value) != 0
            g_simple_action_set_state(action, value)
            MainActor.assumeIsolated { changed(on) }
        }
        Signal.connect(action, "change-state", unsafeBitCast(thunk, to: UnsafeRawPointer.self), CallbackBox.retained(changed))
        g_action_map_add_action(group.opaque, action)
        g_object_unref(action.raw)
        return action
    }

    /// The boolean state of a stateful action.
    public static func state(of action: OpaquePointer) -> Bool {
        guard let value = g_action_get_state(action) else { return false }
        defer { g_variant_unref(value) }
        return g_variant_get_boolean(value) != 0
    }

    /// A shortcut controller that activates `win.NAME` actions; add it to the window.
    public static func shortcuts(_ entries: [(trigger: String, action: String)]) -> OpaquePointer {
        let controller = gtk_shortcut_controller_new()!
        for entry in entries {
            gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(gtk_shortcut_trigger_parse_string(entry.trigger),
                                                                               gtk_named_action_new(entry.action)))
        }
        return controller
    }
}
