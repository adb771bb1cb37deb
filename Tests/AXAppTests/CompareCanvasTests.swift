@testable import AXApp
import AXGtk
import AXTestSupport
import AXWindowTestSupport
import CGtk
import Foundation
import Testing

/// What a compare canvas draws: each changed stop boxed, with a badge in its level's colour.
@Suite(.serialized) @MainActor struct CompareCanvasTests {
    struct Failed: Error {}

    /// The canvas of side A (or B) of the Settings dump and its edited copy, drawn 400 × 900.
    func drawn(sideA: Bool) throws -> (canvas: CompareCanvas, pixel: (Double, Double) -> [Int]) {
        try WindowDriver.initializeDisplay()
        let outcome = CompareLoading.run(CompareWindowTests.a, CompareWindowTests.b, options: .init())
        guard case .compared(let diff, let scenes, _) = outcome else { throw Failed() }
        let canvas = CompareCanvas(name: "A")
        canvas.show(sideA ? scenes.a : scenes.b, sideA ? diff.a : diff.b, changes: diff.changes, isA: sideA)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 400, 900)!
        let cr = cairo_create(surface)!
        canvas.draw(cr, width: 400, height: 900)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let pixels = (0..<(stride * 900)).map { data[$0] }
        cairo_surface_destroy(surface)
        return (canvas, { x, y in
            let offset = Int(y) * stride + Int(x) * 4
            return [Int(pixels[offset + 2]), Int(pixels[offset + 1]), Int(pixels[offset])]
        })
    }

    /// Device pixel (x, y) inside the badge of stop `stop`, `dx`, `dy` from its corner.
    func badge(_ canvas: CompareCanvas, _ stop: Int, _ dx: Double = 2, _ dy: Double = 2) throws -> (Double, Double) {
        let frame = try #require(canvas.side?.stops[stop].frame)
        return ((frame.x - canvas.origin.x) * canvas.zoom + dx, (frame.y - canvas.origin.y) * canvas.zoom + dy)
    }

    @Test func badgesTakeTheLevelsColour() throws {
        let (a, pixelA) = try drawn(sideA: true)
        let privacy = try badge(a, 4)
        #expect(pixelA(privacy.0, privacy.1) == [204, 25, 25])   // Privacy: regression
        let maps = try badge(a, 8), accessibility = try badge(a, 3, 6, 6)
        #expect(pixelA(maps.0, maps.1) == [204, 128, 0])   // Maps: removed, warning
        #expect(pixelA(accessibility.0, accessibility.1) == [228, 222, 241])   // Accessibility: unchanged, its row colour
        let (b, pixelB) = try drawn(sideA: false)
        let wallet = try badge(b, 7)
        #expect(pixelB(wallet.0, wallet.1) == [25, 89, 217])   // Wallet: added, info
    }

    @Test func theSmallestStopUnderAPointIsClicked() throws {
        let (b, _) = try drawn(sideA: false)
        let wallet = try #require(b.side?.stops[7].frame)
        #expect(b.stop(at: wallet.center) == 7)
        #expect(b.stop(at: .init(x: -5, y: -5)) == nil)
    }
}
