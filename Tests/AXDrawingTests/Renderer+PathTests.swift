@testable import AXDrawing
import AXEngine
import AXModel
import AXTestSupport
import CCairo
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

/// A dense real-looking table: badge placement checked spot by spot.
@Suite struct BadgePlacementTests {
    /// Sixty 14-point rows, as a settings table squeezed onto one screen.
    static func table() throws -> Scene {
        let rows = (0..<60).map { row in
            #"{"id": "row\#(row)", "type": "button", "label": "Setting number \#(row + 1)", "frame": [0, \#(10 + row * 14), 393, 14]}"#
        }
        return Scene(analysis: Analysis(snapshot: try Fixture.snapshot(rows.joined(separator: ", "))))
    }

    @Test func everyRowOfADenseTableKeepsItsBadgeOnItsRowAndOffText() throws {
        let scene = try Self.table()
        withScreenRenderer(scene) { renderer in
            let texts = renderer.drawCaptions()
            #expect(texts.count == 60)
            let badges = renderer.placeBadges(avoiding: texts)
            #expect(Set(0..<60).subtracting(badges.map(\.stop)).sorted() == [])
            for badge in badges {
                let row = scene.stops[badge.stop].frame
                #expect(row.contains(badge.box.center), "badge \(badge.stop + 1) left its row")
                #expect(!texts.contains { $0.intersects(badge.box) }, "badge \(badge.stop + 1) covers text")
                #expect(scene.screen.encloses(badge.box))
                #expect(!badge.leader)
            }
            for (a, b) in zip(badges, badges.dropFirst()) { #expect(!a.box.intersects(b.box)) }
        }
    }
}

extension RendererPathTests {
    @Test func aBadgeKeepsOffAContainersTag() throws {
        // The list's tag sits at the top of the screen, where the row's badge would go.
        let scene = try Self.scene("""
            {"id": "list", "type": "view", "containerType": "list", "label": "Very long list name", "frame": [0, 0, 393, 200],
             "children": [{"id": "row", "type": "button", "label": "A", "frame": [0, 0, 393, 30], "activationPoint": [40, 9]}]}
            """)
        let raster = Raster(scene, ViewState(layers: [.containers, .path]), scale: 1)
        // The tag is purple around (40, 9); the badge moved along the row, beyond the tag.
        let tag = raster.colour(40, 3)
        #expect(tag.red > tag.green + 0.15 && tag.blue > tag.green + 0.3)
        let badge = Self.badgeColumns(raster, y: 9, in: 0..<393)
        #expect(!badge.isEmpty && badge.allSatisfy { $0 > 60 })
    }
}
