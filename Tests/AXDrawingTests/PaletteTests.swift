@testable import AXDrawing
import AXEngine
import AXModel
import AXTestSupport
import Testing

/// Every text on the canvas keeps at least 4.5:1 contrast (WCAG AA) in light and in dark.
@Suite struct PaletteTests {
    @Test(arguments: [("light", Palette.light), ("dark", Palette.dark)])
    func everyTextHasAtLeastFourAndAHalfToOneContrast(name: String, palette: Palette) {
        let failing = palette.textPairs.filter { $0.colour.contrast(with: $0.background) < 4.5 }
            .map { "\($0.text): \($0.colour.contrast(with: $0.background))" }
        #expect(failing == [], "\(name)")
        #expect(palette.textPairs.count == 2 * 2 * 65 + 3)
    }

    @Test func darkDrawsLightTextOnADarkScreen() throws {
        let scene = Scene(analysis: Analysis(snapshot: try Fixture.snapshot(
            #"{"id": "title", "type": "label", "text": "WWWWWWWW", "frame": [20, 20, 300, 40]}"#)))
        for palette in [Palette.light, Palette.dark] {
            let raster = Raster(scene, ViewState(layers: [], palette: palette), scale: 2)
            let ground = raster.colour(600, 600)
            #expect(abs(ground.luminance - palette.background.luminance) < 0.01)
            // The strongest glyph pixel against the screen behind it.
            let best = (40..<600).flatMap { x in (40..<120).map { raster.colour(x, $0).contrast(with: ground) } }.max() ?? 0
            #expect(best >= 4.5)
        }
    }
}

extension Raster {
    /// The opaque colour at a pixel.
    func colour(_ x: Int, _ y: Int) -> Colour {
        let p = pixel(x, y)
        return Colour(red: Double(p.red) / 255, green: Double(p.green) / 255, blue: Double(p.blue) / 255)
    }
}
