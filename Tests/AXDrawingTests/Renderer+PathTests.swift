@testable import AXDrawing
import AXEngine
import AXModel
import AXTestSupport
import Testing

/// Where badges go on real-looking rows: off the text, on their row, inside the drawing.
@Suite struct RendererPathTests {
    static func scene(_ children: String) throws -> Scene {
        Scene(analysis: Analysis(snapshot: try Fixture.snapshot(children)))
    }

    /// The columns where a badge centred on row `y` is: its dark fill 6 px above and below the
    /// row (above and below the light digits).
    static func badgeColumns(_ raster: Raster, y: Int, in range: Range<Int>) -> [Int] {
        range.filter { x in [y - 6, y + 6].allSatisfy { raster.colour(x, $0).luminance < 0.05 } }
    }

    @Test func aBadgeMovesOffTheTextAlongItsRow() throws {
        let scene = try Self.scene(#"{"id": "cell", "type": "button", "label": "Sign in to your iPhone, iCloud and more", "frame": [0, 100, 393, 44]}"#)
        let text = Raster(scene, ViewState(layers: []), scale: 1)
        let textEnd = try #require((0..<393).last { x in (104..<140).contains { text.colour(x, $0).luminance < 0.2 } })
        #expect(textEnd > 200)
        let raster = Raster(scene, ViewState(layers: .path), scale: 1)
        let badge = Self.badgeColumns(raster, y: 122, in: 0..<393)
        #expect(badge.count >= 8)
        #expect(badge.allSatisfy { $0 > textEnd })
    }

    @Test func aDisplacedBadgeStaysOnItsRowAndOnTheImage() throws {
        let scene = try Self.scene("""
            {"id": "a", "type": "button", "label": "A", "frame": [200, 80, 193, 40], "activationPoint": [380, 100]},
            {"id": "b", "type": "button", "label": "B", "frame": [200, 130, 193, 40], "activationPoint": [380, 100]}
            """)
        let raster = Raster(scene, ViewState(layers: .path), scale: 1)
        // Badge 1 at its point, badge 2 one step to the left on the same row: both whole.
        let columns = Self.badgeColumns(raster, y: 100, in: 330..<393)
        #expect(columns.contains(380) && columns.contains(Int(380 - 9 * 2.3)))
        #expect(!columns.contains(392))
    }
}
