@testable import AXModel
import AXTestSupport
import Testing

/// The loader's limits on geometry (README, Robustness).
@Suite struct SnapshotLoaderLimitsTests {
    /// Item 16: a frame whose right edge would overflow (`x + width` = inf) is refused where it is
    /// written, so that no output ever holds `inf`.
    @Test func refusesCoordinatesBeyondTheLimit() {
        #expect(Fixture.error(Fixture.json(#"{"id": "a", "type": "view", "frame": [1.7e308, 0, 1.7e308, 1]}"#))
            == "test.axsnap:2:123: error: root.children[0].frame[0]: x 1.7e+308 is out of range: coordinates and sizes are at most 1000000000 points from 0")
        #expect(Fixture.error(Fixture.json(#"{"id": "a", "type": "view", "frame": [0, 0, 1, 1], "activationPoint": [0, -2e9]}"#))
            == "test.axsnap:2:159: error: root.children[0].activationPoint[1]: y -2000000000 is out of range: coordinates and sizes are at most 1000000000 points from 0")
        #expect(Fixture.error(Fixture.json(#"{"id": "a", "type": "view", "frame": [-1e9, 0, 1e9, 1]}"#)) == nil)
    }

    /// Item 4: a screen or scale that cannot be drawn is refused at load time.
    @Test func refusesAbsurdScreens() {
        let wide = #"{"format": "axsnap", "version": 1, "screen": {"width": 1e10, "height": 852}, "root": {"id": "w", "type": "window", "frame": [0, 0, 1, 1]}}"#
        #expect(Fixture.error(wide) == "test.axsnap:1:56: error: screen.width: expected a number greater than 0 and at most 1000000000, found 10000000000")
        let scale = #"{"format": "axsnap", "version": 1, "screen": {"width": 393, "height": 852, "scale": 100}, "root": {"id": "w", "type": "window", "frame": [0, 0, 1, 1]}}"#
        #expect(Fixture.error(scale) == "test.axsnap:1:85: error: screen.scale: expected a number greater than 0 and at most 16, found 100")
    }
}
