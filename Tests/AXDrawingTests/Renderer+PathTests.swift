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

    /// A fuzzer's find (Tests/Fuzz/Corpus/render/narrow-screen.axsnap): a screen 3.3 pt wide drawn
    /// at the fuzzer's scale, where caption boxes reach past the drawing; the badges' grid buckets
    /// only the part of a box inside the drawing, and no box's cells can run backwards.
    @Test func aScreenNarrowerThanItsCaptionsDraws() throws {
        let text = #"""
{
  "format": "axsnap",
  "version": 1,
  "title": "Name list: rows that combine a name and two buttons (seed 000)",
  "locale": "en",
  "screen": {"width": 3.3, "height": 852},
  "state": {"alice": true, "bob": true, "carol": true},
  "root": {
    "id": "window", "type": "window", "frame": [0, 0, 393, 852],
    "children": [
      {"id": "heading", "type": "label", "frame": [16, 60, 200, 34], "text": "Names", "traits": ["staticText", "header"]},
      {"id": "nameList", "type": "view", "frame": [0, 110, 393, 180], "containerType": "list",
       "accessibilityElements": ["rowAlice", "rowBob", "rowCarol"],
       "children": [
         {"id": "rowAlice", "type": "stack", "frame": [0, 110, 393, 60], "childBehavior": "combine", "visibleWhen": "alice",
          "children": [
            {"id": "aliceName", "type": "label", "frame": [16, 126, 200, 28], "text": "Alice"},
            {"id": "aliceEdit", "type": "button", "frame": [250, 120, 60, 40], "label": "Edit",
             "actions": {"activate": [{"set": "editing", "to": "'Alice'"}]}},
            {"id": "aliceDelete", "type": "button", "frame": [320, 120, 60, 40], "label": "Delete",
             "actions": {"activate": [{"set": "alice", "to": "false"}, {"layoutChanged": "rowBob"}]}}
          ]},
         {"id": "rowBob", "type": "stack", "frame": [0, 170, 393, 60], "childBehavior": "combine", "visibleWhen": "bob",
          "children": [
            {"id": "bobName", "type": "label", "frame": [16, 186, 200, 28], "text": "Bob"},
            {"id": "bobEdit", "type": "button", "frame": [250, 180, 60, 40], "label": "Edit"},
            {"id": "bobDelete", "type": "button", "frame": [320, 180, 60, 40], "label": "Delete",
             "actions": {"activate": [{"set": "bob", "to": "false"}, {"layoutChanged": "rowCarol"}]}}
          ]},
         {"id": "rowCarol", "type": "stack", "frame": [0, 230, 393, 60], "childBehavior": "combine", "viblsWeihen": "carol",
          "customActions": [{"name": "Move to Top", "effects": []}],
          "children": [
            {"id": "carolName", "type": "label", "frame": [17, 246, 200, 28], "text": "Carol"},
            {"id": "carolEdit", "type": "button", "frame": [250, 240, 60, 40], "label": "Edit"},
            {"id": "carolDelete", "type": "button", "frame": [320, 240, 60, 40], "label": "Delete",
             "actions": {"activate": [{"set": "carol", "to": "false"}, {"layoutChanged": "addButton"}]}}
          ]}
       ]},
      {"id": "addButton", "type": "button", "frame": [16, 320, 361, 44], "text": "Add Name", "hint": "Adds an empty row at the end of the list."}
    ]
  }
}
"""#
        var snapshot = try SnapshotLoader.load(bytes: Array(text.utf8), fileName: "narrow-screen.axsnap").snapshot
        snapshot.screenshot = nil
        let scale = min(1, 200 / max(snapshot.screen.width, snapshot.screen.height))
        let scene = Scene(analysis: Analysis(snapshot: snapshot))
        let raster = Raster(scene, ViewState(focus: 0), scale: scale)
        #expect(raster.width == 1 && raster.height == 200)
    }
}

