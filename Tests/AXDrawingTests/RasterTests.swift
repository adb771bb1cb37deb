@testable import AXDrawing
import AXEngine
import AXTestSupport
import CCairo
import Foundation
import Testing

/// `render`'s PNG files: unfiltered rows quickly deflated, the pixels of cairo's own PNG writer.
@Suite struct RasterTests {
    /// The format and pixels of a PNG file as cairo reads it.
    static func read(_ path: String) -> (format: cairo_format_t, pixels: [UInt32]) {
        let surface = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(surface) }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)), data = cairo_image_surface_get_data(surface)!
        let pixels = (0..<height).flatMap { y in
            (0..<width).map { x in UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self) }
        }
        return (cairo_image_surface_get_format(surface), pixels)
    }

    /// At scale 1 every pixel is opaque (an RGB file); at 1.5 the last column is partly covered
    /// (an RGBA file, un-premultiplied).
    @Test(arguments: [(1.0, CAIRO_FORMAT_RGB24), (1.5, CAIRO_FORMAT_ARGB32)])
    func aPNGHoldsThePixelsCairosWriterWrites(scale: Double, format: cairo_format_t) throws {
        let snapshot = try Fixture.snapshot(#"{"id": "ok", "type": "button", "label": "OK", "frame": [20, 100, 200, 44]}"#)
        let raster = Raster(Scene(analysis: Analysis(snapshot: snapshot)), ViewState(), scale: scale)
        let directory = FileManager.default.temporaryDirectory.path
        let ours = "\(directory)/axscope-raster-\(getpid())-\(scale).png", cairos = "\(directory)/axscope-raster-cairo-\(getpid())-\(scale).png"
        defer { for path in [ours, cairos] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(raster.writePNG(to: ours) == nil)
        #expect(cairo_surface_write_to_png(raster.surface, cairos) == CAIRO_STATUS_SUCCESS)
        let written = Self.read(ours), reference = Self.read(cairos)
        #expect(written.format == format && reference.format == format)
        #expect(written.pixels.count == raster.width * raster.height)
        #expect(written.pixels == reference.pixels)
    }

    @Test func anUnwritablePathGivesTheSystemsMessage() throws {
        let raster = Raster(Scene(analysis: Analysis(snapshot: try Fixture.snapshot(""))), ViewState(), scale: 1)
        #expect(raster.writePNG(to: "/nonexistent-dir/x.png") == "No such file or directory")
    }
}
