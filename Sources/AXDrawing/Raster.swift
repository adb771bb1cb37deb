internal import CCairo

/// A drawing of a whole screen in memory, as 32-bit ARGB pixels: what `render` writes to PNG and
/// what the drawing tests read pixel by pixel.
public final class Raster {
    let surface: OpaquePointer
    public let width: Int
    public let height: Int

    /// Draws `scene` at `scale` device pixels per point. A side beyond
    /// ``ImageBudget/maximumSide`` is cut there (``ImageBudget/check(_:scale:)`` refuses such sizes first).
    public init(_ scene: Scene, _ state: ViewState, scale: Double) {
        (width, height) = ImageBudget.pixels(scene.screen.width, scene.screen.height, scale: scale)
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        Renderer.draw(scene, state, on: cr, visible: scene.screen, pixelsPerPoint: scale)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }

    deinit { cairo_surface_destroy(surface) }

    /// The colour at device pixel (x, y), un-premultiplied, components 0–255.
    public func pixel(_ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int, alpha: Int) {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let offset = y * stride + x * 4
        let value = UnsafeRawPointer(data + offset).loadUnaligned(as: UInt32.self)
        let a = Int(value >> 24 & 0xff)
        func channel(_ shift: UInt32) -> Int {
            let c = Int(value >> shift & 0xff)
            return a == 0 ? 0 : min(255, (c * 255 + a / 2) / a)
        }
        return (channel(16), channel(8), channel(0), a)
    }

    /// Writes a PNG of the same pixels as `cairo_surface_write_to_png` (RGB when every pixel is
    /// opaque, else RGBA, un-premultiplied as ``pixel(_:_:)`` does), but unfiltered and quickly
    /// deflated (``PNGFile``): cairo's adaptive filtering took half of `render`'s time on a
    /// 100,000-element screen. Returns the system's message on failure.
    public func writePNG(to path: String) -> String? {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        var opaque = true
        for y in 0..<height {
            let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] >> 24 != 0xff {
                opaque = false
                break
            }
            if !opaque { break }
        }
        let width = width
        return PNGFile.write(to: path, width: width, height: height, alpha: !opaque) { y, out in
            let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
            var at = 0
            for x in 0..<width {
                let value = row[x], alpha = value >> 24
                func channel(_ shift: UInt32) -> UInt8 {
                    let c = value >> shift & 0xff
                    return opaque ? UInt8(c) : alpha == 0 ? 0 : UInt8(min(255, (c * 255 + alpha / 2) / alpha))
                }
                out[at] = channel(16)
                out[at + 1] = channel(8)
                out[at + 2] = channel(0)
                if opaque {
                    at += 3
                } else {
                    out[at + 3] = UInt8(alpha)
                    at += 4
                }
            }
        }
    }
}
