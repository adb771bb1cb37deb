@testable import AXDrawing
import AXEngine
import AXModel
import AXTestSupport
import CCairo
import Testing

/// The screen, the content outside it, the wireframe's captions and the modal veil, by pixels.
@Suite struct RendererScreenTests {
    static func scene(_ children: String) throws -> Scene {
        Scene(analysis: Analysis(snapshot: try Fixture.snapshot(children)))
    }

    /// Draws `region` of the plane at one pixel per point, as the window's canvas does when
    /// scrolled there, and returns the pixel at each point asked for.
    static func draw(_ scene: Scene, _ state: ViewState, region: Rect, at points: [(Int, Int)]) -> [Colour] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(region.width), Int32(region.height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_translate(cr, -region.x, -region.y)
        Renderer.draw(scene, state, on: cr, visible: region, pixelsPerPoint: 1, bounds: scene.extent)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!, stride = Int(cairo_image_surface_get_stride(surface))
        return points.map { x, y in
            let value = UnsafeRawPointer(data + (y - Int(region.y)) * stride + (x - Int(region.x)) * 4).loadUnaligned(as: UInt32.self)
            return Colour(red: Double(value >> 16 & 0xff) / 255, green: Double(value >> 8 & 0xff) / 255, blue: Double(value & 0xff) / 255)
        }
    }

    static func isDark(_ c: Colour) -> Bool { c.luminance < 0.05 }

    static let above = #"{"id": "early", "type": "button", "label": "Earlier", "frame": [20, -200, 200, 44]}"#
        + #", {"id": "now", "type": "button", "label": "Now", "frame": [20, 100, 200, 44]}"#

    @Test func theExtentHoldsContentAboveTheScreen() throws {
        let scene = try Self.scene(Self.above)
        #expect(scene.extent == Rect(x: 0, y: -200, width: 393, height: 1052))
        #expect(scene.isOffScreen(stop: 0) && !scene.isOffScreen(stop: 1))
        #expect(scene.offScreenSide(ofStop: 0) == .above && scene.offScreenSide(ofStop: 1) == nil)
        #expect(scene.offScreenCounts == Scene.OffScreenCounts(above: 1, below: 0, beside: 0))
    }

    @Test func stopsAboveTheScreenAreDrawnWithTheScreenOutline() throws {
        let scene = try Self.scene(Self.above)
        let palette = Palette.light
        let pixels = Self.draw(scene, ViewState(layers: .boxes), region: Rect(x: 0, y: -250, width: 393, height: 300),
                               at: [(100, -200), (5, -100), (100, 0)])
        // The stop's box on its top edge, the area outside the screen, the screen's top edge.
        #expect(pixels[0].contrast(with: palette.offScreen) > 2)
        #expect(pixels[1].contrast(with: palette.offScreen) < 1.01)
        #expect(pixels[2].contrast(with: palette.offScreen) > 7)
        // Its caption is drawn too: dark glyph pixels inside its frame.
        let text = Self.draw(scene, ViewState(layers: []), region: Rect(x: 0, y: -250, width: 393, height: 300),
                             at: (24..<80).flatMap { x in (-190 ..< -166).map { (x, $0) } })
        #expect(text.filter { $0.contrast(with: palette.offScreen) >= 4.5 }.count > 30)
    }

    @Test func theImageOfTheScreenCountsTheStopsAboveIt() throws {
        let raster = Raster(try Self.scene(Self.above), ViewState(layers: []), scale: 1)
        // "▲ 1 stop above the screen" on a dark tag at the top right.
        let tag = (250..<386).filter { Self.isDark(raster.colour($0, 8)) }
        #expect(tag.count > 100)
        let none = Raster(try Self.scene(#"{"id": "now", "type": "button", "label": "Now", "frame": [20, 100, 200, 44]}"#),
                          ViewState(layers: []), scale: 1)
        #expect((250..<386).allSatisfy { !Self.isDark(none.colour($0, 8)) })
    }

    @Test func elementsWithOnlyALabelDrawTheirLabel() throws {
        let raster = Raster(try Self.scene(#"{"id": "wifi", "type": "button", "label": "Wi-Fi Networks", "frame": [20, 100, 300, 44]}"#),
                            ViewState(layers: []), scale: 1)
        let glyphs = (23..<120).flatMap { x in (108..<136).map { raster.colour(x, $0) } }
            .filter { $0.contrast(with: Palette.light.background) >= 4.5 }
        #expect(glyphs.count > 60)
    }

    @Test func aCellDrawsItsLabelOnlyWhenNoChildHasText() throws {
        let scene = try Self.scene("""
            {"id": "cell", "type": "button", "label": "General", "frame": [0, 100, 393, 44],
             "children": [{"id": "title", "type": "label", "text": "General", "frame": [60, 110, 80, 24]}]},
            {"id": "icon", "type": "image", "label": "Gear", "frame": [10, 110, 24, 24]}
            """)
        #expect(scene.snapshot.nodes.indices.map(scene.caption(of:)) == [nil, nil, "General", "Gear"])
    }

    @Test func hiddenTextIsItalicButKeepsItsContrast() throws {
        let scene = try Self.scene(#"{"id": "gone", "type": "label", "text": "Hidden words", "isHidden": true, "frame": [20, 100, 300, 44]}"#)
        let raster = Raster(scene, ViewState(layers: []), scale: 1)
        let best = (23..<140).flatMap { x in (108..<136).map { raster.colour(x, $0).contrast(with: Palette.light.background) } }.max()
        #expect((best ?? 0) >= 4.5)
    }

    @Test func outsideAModalEverythingIsVeiled() throws {
        let scene = try Self.scene("""
            {"id": "back", "type": "button", "label": "Back", "frame": [20, 20, 353, 360]},
            {"id": "sheet", "type": "view", "accessibilityViewIsModal": true, "frame": [0, 400, 393, 452],
             "children": [{"id": "ok", "type": "button", "label": "OK", "frame": [20, 420, 100, 40]}]}
            """)
        #expect(scene.modal == 2)
        let veiled = Raster(scene, ViewState(layers: []), scale: 1)
        let clear = Raster(try Self.scene(#"{"id": "back", "type": "button", "label": "Back", "frame": [20, 20, 353, 360]}"#),
                           ViewState(layers: []), scale: 1)
        let background = Palette.light.background
        // The button's outline outside the modal view is paler than on a screen without one.
        #expect(veiled.colour(200, 20).contrast(with: background) < clear.colour(200, 20).contrast(with: background) - 0.2)
        #expect(veiled.colour(200, 600) == clear.colour(200, 600))
    }
}

extension RendererScreenTests {
    @Test func stackedCaptionsAreNotGarbled() throws {
        let scene = try Self.scene("""
            {"id": "gone", "type": "label", "text": "Apps", "isHidden": true, "frame": [0, 100, 393, 44]},
            {"id": "row", "type": "label", "text": "Developer", "frame": [0, 100, 393, 44]},
            {"id": "delete", "type": "button", "label": "Delete", "frame": [0, 100, 393, 44]},
            {"id": "other", "type": "label", "text": "Elsewhere", "frame": [0, 200, 393, 44]}
            """)
        withScreenRenderer(scene) { renderer in
            // The visible "Developer" wins over the hidden "Apps" and the later "Delete"; "Elsewhere" is apart.
            let boxes = renderer.drawCaptions()
            #expect(boxes.count == 2)
            #expect(boxes.map { Int($0.y.rounded()) / 100 } == [1, 2])
            let developer = renderer.text.prepare("Developer", size: 15)
            #expect(abs((boxes.first?.width ?? 0) - developer.width) < 0.5)
        }
    }
}
