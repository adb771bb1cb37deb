import CGtk

/// List items for GTK's list models: plain `GObject`s that carry an integer (a node index) in
/// their qdata, so that no GObject subclass has to be registered from Swift.
public enum ItemObject {
    private static let quark = g_quark_from_static_string("axscope-item")

    /// A new object carrying `value`; the caller owns the reference.
    public static func make(_ value: Int) -> UnsafeMutableRawPointer {
        let object = axscope_object_new()!
        g_object_set_qdata(object.cast(), quark, UnsafeMutableRawPointer(bitPattern: value + 1))
        return object
    }

    /// The integer an item carries.
    public static func value(of object: some GPointer) -> Int {
        Int(bitPattern: g_object_get_qdata(object.cast(), quark)) - 1
    }

    /// A `GListStore` of items for `values`; the caller owns the reference.
    public static func store(_ values: some Sequence<Int>) -> OpaquePointer {
        let store = g_list_store_new(axscope_object_type())!
        var items = values.map { make($0) as UnsafeMutableRawPointer? }
        g_list_store_splice(store, 0, 0, &items, guint(items.count))
        for item in items { g_object_unref(item) }
        return store
    }
}
