internal import CCairo
import Foundation

/// A PNG screenshot as a cairo image surface.
public final class Screenshot {
    let surface: OpaquePointer
    public var pixelWidth: Int { Int(cairo_image_surface_get_width(surface)) }
    public var pixelHeight: Int { Int(cairo_image_surface_get_height(surface)) }

    /// Loads `path` (relative to the directory of `snapshotFile` unless absolute); nil if it is not
    /// a readable PNG or its header (read first) announces more than ``ImageBudget/maximumPixels``.
    public init?(path: String, relativeTo snapshotFile: String) {
        let resolved = Screenshot.resolve(path, relativeTo: snapshotFile)
        guard Screenshot.problem(at: resolved) == nil,
              let surface = cairo_image_surface_create_from_png(resolved) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
    }

    deinit { cairo_surface_destroy(surface) }

    /// The file a snapshot's screenshot path names: relative to the snapshot's directory unless
    /// absolute.
    public static func resolve(_ path: String, relativeTo snapshotFile: String) -> String {
        path.hasPrefix("/") ? path
            : URL(fileURLWithPath: snapshotFile).deletingLastPathComponent().appendingPathComponent(path).path
    }

    /// Why the PNG at `path` is not drawn, from its first 24 bytes (signature and `IHDR` size),
    /// before anything is decoded; nil when it may be.
    public static func problem(at path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "it cannot be read" }
        defer { try? handle.close() }
        let header = [UInt8]((try? handle.read(upToCount: 24)) ?? Data())
        guard header.count == 24, header.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              header[12..<16].elementsEqual("IHDR".utf8) else { return "it is not a PNG file" }
        func number(_ offset: Int) -> Double {
            header[offset..<offset + 4].reduce(0) { $0 * 256 + Double($1) }
        }
        return ImageBudget.problem(width: number(16), height: number(20)).map { "its size, \($0)" }
    }
}
