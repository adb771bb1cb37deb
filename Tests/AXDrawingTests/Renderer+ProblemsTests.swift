@testable import AXDrawing
import AXModel
import Testing

/// The Problems layer, by pixels at scale 1: a button at (100, 100), 100 × 100 points, is node 1.
@Suite struct RendererProblemsTests {
    static func raster(_ marks: [ProblemMark], layers: Layers = .problems) throws -> Raster {
        let scene = try RendererTests.scene(RendererTests.circle)
        var state = ViewState(layers: layers)
        state.problems = marks
        return Raster(scene, state, scale: 1)
    }

    static func isWhite(_ p: (red: Int, green: Int, blue: Int, alpha: Int)) -> Bool {
        p.red > 200 && p.green > 200 && p.blue > 200
    }

    @Test func errorOutlinesTheElementInRedWithACountedBadge() throws {
        let raster = try Self.raster([ProblemMark(node: 1, level: .error, count: 2)])
        let outline = raster.pixel(91, 150)
        #expect(outline.red == 204 && outline.green == 12 && outline.blue == 25)
        let badgeEdge = raster.pixel(207, 93)
        #expect(badgeEdge.red == 204 && badgeEdge.green == 12 && badgeEdge.blue == 25)
        // The badge's glyph and count, in white, inside its top right corner.
        let badge = (176...208).flatMap { x in (91...106).map { raster.pixel(x, $0) } }
        #expect(badge.filter(Self.isWhite).count > 20)
        #expect(RendererTests.isBackground(raster.pixel(150, 150)))
    }

    @Test func warningAndInfoHaveTheirOwnColours() throws {
        let warning = try Self.raster([ProblemMark(node: 1, level: .warning, count: 1)]).pixel(91, 150)
        #expect(warning.red == 158 && warning.green == 84 && warning.blue == 0)
        let info = try Self.raster([ProblemMark(node: 1, level: .info, count: 1)]).pixel(91, 150)
        #expect(info.red == 25 && info.green == 89 && info.blue == 204)
    }

    @Test func nothingIsDrawnWithoutTheLayer() throws {
        let raster = try Self.raster([ProblemMark(node: 1, level: .error, count: 1)], layers: [])
        #expect(RendererTests.isBackground(raster.pixel(91, 150)))
        #expect(RendererTests.isBackground(raster.pixel(207, 93)))
    }
}
