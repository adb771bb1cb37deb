import AXModel
internal import CCairo
import Foundation

/// A snapshot's screenshot as 8-bit RGB pixels (`0xRRGGBB`), for `text-contrast` (audit.md §2.1).
///
/// PNGs are decoded with cairo, the C library the drawing layer also uses; the audit does not
/// depend on the drawing module.
struct ScreenshotPixels: Sendable {
    var width: Int
    var height: Int
    /// Row by row.
    var pixels: [UInt32]
    /// Screenshot pixels per point: its width ÷ `screen.width`.
    var scale: Double

    /// Why the screenshot cannot be used (audit.md §5).
    struct Failure: Error, Sendable {
        var reason: String
    }

    static func load(for snapshot: Snapshot) -> Result<ScreenshotPixels, Failure> {
        guard let name = snapshot.screenshot else { return .failure(Failure(reason: "the snapshot has no screenshot")) }
        let path = name.hasPrefix("/") ? name
            : URL(fileURLWithPath: snapshot.fileName).deletingLastPathComponent().appendingPathComponent(name).path
        guard let surface = cairo_image_surface_create_from_png(path) else {
            return .failure(Failure(reason: "the screenshot '\(name)' cannot be read as a PNG"))
        }
        defer { cairo_surface_destroy(surface) }
        let format = cairo_image_surface_get_format(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
              let data = cairo_image_surface_get_data(surface) else {
            return .failure(Failure(reason: "the screenshot '\(name)' cannot be read as a PNG"))
        }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let scale = Double(width) / snapshot.screen.width
        guard abs(Double(height) - snapshot.screen.height * scale) <= 1 else {
            return .failure(Failure(reason: "the screenshot is \(width) × \(height) px, not the screen's proportions \(Value.format(snapshot.screen.width)) × \(Value.format(snapshot.screen.height)) pt"))
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { words in
            for y in 0..<height {
                for x in 0..<width {
                    pixels[y * width + x] = ScreenshotPixels.rgb(words[y * (stride / 4) + x], premultiplied: format == CAIRO_FORMAT_ARGB32)
                }
            }
        }
        return .success(ScreenshotPixels(width: width, height: height, pixels: pixels, scale: scale))
    }

    /// cairo's native-endian ARGB word as `0xRRGGBB`, alpha ignored (un-premultiplied).
    static func rgb(_ word: UInt32, premultiplied: Bool) -> UInt32 {
        let alpha = word >> 24
        guard premultiplied, alpha != 0, alpha != 255 else { return word & 0xFFFFFF }
        func channel(_ shift: UInt32) -> UInt32 { min(255, ((word >> shift) & 0xFF) * 255 / alpha) }
        return channel(16) << 16 | channel(8) << 8 | channel(0)
    }

    /// The pixels whose centres lie in a frame given in points.
    func region(_ frame: Rect) -> [UInt32] {
        // Pixel (i, j) has its centre at ((i + 0.5) / scale, (j + 0.5) / scale).
        let x0 = max(0, Int((frame.x * scale - 0.5).rounded(.up)))
        let x1 = min(width - 1, Int((frame.maxX * scale - 0.5).rounded(.down)))
        let y0 = max(0, Int((frame.y * scale - 0.5).rounded(.up)))
        let y1 = min(height - 1, Int((frame.maxY * scale - 0.5).rounded(.down)))
        guard x0 <= x1, y0 <= y1 else { return [] }
        var result: [UInt32] = []
        result.reserveCapacity((x1 - x0 + 1) * (y1 - y0 + 1))
        for y in y0...y1 { result += pixels[(y * width + x0)...(y * width + x1)] }
        return result
    }
}
