@testable import AXDrawing
import AXEngine
import AXModel
import AXTestSupport
import Testing

/// A scene for `render` (``Scene/init(analysis:screenshot:onlyScreenAt:)``) holds only what can
/// show on the screen, and draws the same pixels as the window's scene of everything.
@Suite struct SceneScreenOnlyTests {
    /// 600 rows 40 points tall from y = -200 in a list, every seventh hidden and every eleventh a
    /// direct-touch region; row 4's activation point far below, so that its path segment crosses
    /// the screen; a second list far below the screen.
    static let snapshot: String = {
        let rows = (0..<600).map { i in
            let hidden = i % 7 == 3 ? #", "isHidden": true"# : ""
            let touch = i % 11 == 5 ? #", "directTouch": {"options": ["silentOnTouch"]}"# : ""
            let point = i == 4 ? #", "activationPoint": [300, 20000]"# : ""
            return #"{"id": "row\#(i)", "type": "button", "label": "Row \#(i)", "frame": [\#(i % 2 * 20), \#(i * 40 - 200), 353, 40]"#
                + hidden + touch + point + "}"
        }
        return #"{"id": "list", "type": "view", "frame": [0, -200, 393, 24000], "containerType": "list", "children": ["#
            + rows.joined(separator: ",\n") + "]},\n"
            + #"{"id": "far", "type": "view", "frame": [0, 30000, 393, 40], "containerType": "list", "children": ["#
            + #"{"id": "farRow", "type": "button", "label": "Far", "frame": [0, 30000, 393, 40]}]}"#
    }()

    @Test(arguments: [0.5, 1, 2])
    func drawsTheSamePixelsAsTheWholeScene(scale: Double) throws {
        let analysis = Analysis(snapshot: try Fixture.snapshot(Self.snapshot))
        let state = ViewState(focus: 4)
        let whole = Raster(Scene(analysis: analysis), state, scale: scale)
        let screenOnly = Raster(Scene(analysis: analysis, onlyScreenAt: scale), state, scale: scale)
        #expect(whole.width == screenOnly.width && whole.height == screenOnly.height)
        let differing = (0..<whole.height).first { y in
            (0..<whole.width).contains { x in whole.pixel(x, y) != screenOnly.pixel(x, y) }
        }
        #expect(differing == nil)
    }

    @Test func holdsOnlyWhatTouchesTheScreenGrownByTheDrawingsReach() throws {
        let analysis = Analysis(snapshot: try Fixture.snapshot(Self.snapshot))
        let whole = Scene(analysis: analysis), scene = Scene(analysis: analysis, onlyScreenAt: 1)
        let ids = { (nodes: [Int]) in nodes.map { scene.snapshot.nodes[$0].id } }
        // At one pixel a point the reach is 72 points: rows from y = -72 to 924 are rows 3 to 28.
        #expect(Renderer.reach(pixelsPerPoint: 1) == 72)
        let held = ids(scene.nodeIndex.query(scene.screen, margin: 72))
        #expect(held == ["window", "list"] + (3...28).map { "row\($0)" })
        #expect(ids(scene.unreachable) == ["row3", "row10", "row17", "row24"])
        #expect(ids(scene.directTouch.map(\.node)) == ["row5", "row16", "row27"])
        #expect(ids(scene.containers.map(\.node)) == ["list"])
        #expect(ids(whole.containers.map(\.node)) == ["list", "far"])
        // Every stop stays a stop, and the counts outside the screen are of all of them.
        #expect(scene.stops.count == whole.stops.count)
        #expect(scene.stops.map(\.frame) == whole.stops.map(\.frame))
        #expect(scene.offScreenCounts == whole.offScreenCounts)
        // Above: rows 0 to 4 but the hidden row 3; below: rows 27 to 599 but the hidden ones, and "farRow".
        #expect(scene.offScreenCounts == Scene.OffScreenCounts(above: 4, below: 492, beside: 0))
    }
}
