import CCairo
import Foundation

/// A PNG screenshot as a cairo image surface.
public final class Screenshot {
    let surface: OpaquePointer
    public var pixelWidth: Int { Int(cairo_image_surface_get_width(surface)) }
    public var pixelHeight: Int { Int(cairo_image_surface_get_height(surface)) }

    /// Loads `path` (relative to the directory of `snapshotFile` unless absolute); nil if it is not
    /// a readable PNG.
    public init?(path: String, relativeTo snapshotFile: String) {
        let resolved = path.hasPrefix("/") ? path
            : URL(fileURLWithPath: snapshotFile).deletingLastPathComponent().appendingPathComponent(path).path
        guard let surface = cairo_image_surface_create_from_png(resolved) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
    }

    deinit { cairo_surface_destroy(surface) }
}
