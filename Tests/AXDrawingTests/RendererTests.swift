@testable import AXDrawing
import AXEngine
import AXModel
import AXTestSupport
import Testing

/// Drawing tested by pixels, headless, at scale 1 (one pixel per point).
@Suite struct RendererTests {
    static let background = (red: 245, green: 245, blue: 247)

    static func scene(_ children: String, extra: String = "") throws -> Scene {
        Scene(analysis: Analysis(snapshot: try Fixture.snapshot(children, extra: extra)))
    }

    static func isBackground(_ p: (red: Int, green: Int, blue: Int, alpha: Int)) -> Bool {
        abs(p.red - background.red) <= 2 && abs(p.green - background.green) <= 2 && abs(p.blue - background.blue) <= 2
    }

    static func isDark(_ p: (red: Int, green: Int, blue: Int, alpha: Int)) -> Bool {
        p.red < 60 && p.green < 60 && p.blue < 60
    }

    static func isOrange(_ p: (red: Int, green: Int, blue: Int, alpha: Int)) -> Bool {
        p.red > p.blue + 40 && p.red > p.green + 20
    }

    static let circle = #"{"id": "red", "type": "button", "label": "Record", "frame": [100, 100, 100, 100], "contentShape": {"shape": "circle"}}"#

    @Test func circleShapeLeavesTheFrameCornerUntouched() throws {
        let raster = Raster(try Self.scene(Self.circle), ViewState(layers: .shapes), scale: 1)
        #expect(Self.isBackground(raster.pixel(104, 104)))
        let top = raster.pixel(150, 100)
        let colour = Palette.light.element(0)
        #expect(abs(top.red - Int(colour.red * 255)) < 12 && abs(top.blue - Int(colour.blue * 255)) < 12)
        #expect(Self.isBackground(raster.pixel(150, 150)))
    }

    @Test func cursorFollowsTheCircleShape() throws {
        let raster = Raster(try Self.scene(Self.circle), ViewState(layers: .cursor, focus: 0), scale: 1)
        #expect(Self.isBackground(raster.pixel(102, 102)))
        // The outline sits 4 px outside the circle: dark outer band, light inner line.
        #expect(Self.isDark(raster.pixel(150, 94)))
        #expect(Self.isDark(raster.pixel(150, 98)))
    }

    @Test func badgeOneIsDrawnAtTheFirstActivationPoint() throws {
        let scene = try Self.scene(#"{"id": "a", "type": "button", "label": "A", "frame": [20, 20, 100, 40]}"#)
        let without = Raster(scene, ViewState(layers: []), scale: 1)
        let with = Raster(scene, ViewState(layers: .path), scale: 1)
        #expect(Self.isBackground(without.pixel(70, 47)))
        #expect(Self.isDark(with.pixel(70, 47)))
        // The digit is light on the dark badge.
        let light = (60...80).flatMap { x in (32...48).map { with.pixel(x, $0) } }.filter { $0.red > 200 && $0.green > 200 }
        #expect(light.count >= 4)
    }

    @Test func overlappingBadgesAreBothReadable() throws {
        let scene = try Self.scene("""
            {"id": "a", "type": "button", "label": "A", "frame": [20, 20, 100, 40], "activationPoint": [100, 100]},
            {"id": "b", "type": "button", "label": "B", "frame": [20, 70, 100, 40], "activationPoint": [100, 100]}
            """)
        let raster = Raster(scene, ViewState(layers: .path), scale: 1)
        #expect(Self.isDark(raster.pixel(100, 107)))
        // Badge 2 moves one step (2.3 radii) along its row, to the left, inside its element.
        #expect(Self.isDark(raster.pixel(Int(100 - 9 * 2.3), 107)))
    }

    @Test func cursorMovesWithTheFocus() throws {
        let scene = try Self.scene("""
            {"id": "a", "type": "button", "label": "A", "frame": [20, 20, 100, 40]},
            {"id": "b", "type": "button", "label": "B", "frame": [20, 120, 100, 40]}
            """)
        let first = Raster(scene, ViewState(layers: .cursor, focus: 0), scale: 1)
        let second = Raster(scene, ViewState(layers: .cursor, focus: 1), scale: 1)
        #expect(Self.isDark(first.pixel(70, 14)))
        #expect(Self.isBackground(first.pixel(70, 114)))
        #expect(Self.isDark(second.pixel(70, 114)))
        #expect(Self.isBackground(second.pixel(70, 14)))
    }

    @Test func directTouchRegionsAreHatchedInsideOnly() throws {
        let scene = try Self.scene(#"{"id": "pad", "type": "view", "isAccessibilityElement": true, "label": "Pad", "frame": [50, 100, 200, 200], "directTouch": {"options": ["silentOnTouch"]}}"#)
        let raster = Raster(scene, ViewState(layers: .directTouch), scale: 1)
        let inside = (120..<290).flatMap { y in (60..<240).map { raster.pixel($0, y) } }.filter(Self.isOrange)
        let outside = (120..<290).flatMap { y in (260..<390).map { raster.pixel($0, y) } }.filter(Self.isOrange)
        #expect(inside.count > 2_000)
        #expect(outside.isEmpty)
    }

    @Test func containersAreDashedWithTheirLabel() throws {
        let scene = try Self.scene("""
            {"id": "names", "type": "view", "containerType": "list", "label": "Names", "frame": [20, 100, 300, 200],
             "children": [{"id": "a", "type": "label", "text": "A", "frame": [30, 150, 100, 40]}]}
            """)
        #expect(scene.containers.map(\.label) == ["list · Names"])
        let raster = Raster(scene, ViewState(layers: .containers), scale: 1)
        let edge = (20..<320).map { raster.pixel($0, 100) }
        let purple = edge.filter { $0.red > 80 && $0.blue > $0.green + 40 }.count
        #expect(purple > 100 && purple < 280)
    }

    @Test func unreachableNodesAreFadedOrHidden() throws {
        let scene = try Self.scene(#"{"id": "gone", "type": "button", "label": "Gone", "isHidden": true, "frame": [50, 50, 100, 100]}"#)
        #expect(scene.unreachable == [1])
        let shown = Raster(scene, ViewState(layers: []), scale: 1)
        let hidden = Raster(scene, ViewState(layers: [], showsUnreachable: false), scale: 1)
        let dotted = (52..<148).map { shown.pixel($0, 51) }.filter { !Self.isBackground($0) }.count
        #expect(dotted > 20)
        #expect((52..<148).allSatisfy { Self.isBackground(hidden.pixel($0, 51)) })
    }
}
