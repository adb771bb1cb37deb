import CGtk

/// A `GtkWidget*`, as GTK's constructors return it.
public typealias Widget = UnsafeMutablePointer<GtkWidget>

/// Casts between GTK's pointer kinds: GTK 4's final types import as `OpaquePointer`, others as typed
/// pointers, and GObject calls take `gpointer`.
public protocol GPointer {
    var raw: UnsafeMutableRawPointer { get }
}

extension UnsafeMutablePointer: GPointer {
    public var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer: GPointer {
    public var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutableRawPointer: GPointer {
    public var raw: UnsafeMutableRawPointer { self }
}

extension GPointer {
    /// The same object as another typed pointer (`GTK_WIDGET()`, `GTK_BOX()` … without the check).
    public func cast<T>(to type: T.Type = T.self) -> UnsafeMutablePointer<T> { raw.assumingMemoryBound(to: T.self) }

    /// The same object as an `OpaquePointer`, for GTK's final types.
    public var opaque: OpaquePointer { OpaquePointer(raw) }

    /// The same object as a `GtkWidget*`.
    public var widget: Widget { cast() }
}
