@testable import AXModel
import AXTestSupport
import Testing

@Suite struct ArcConverterTests {
    /// Item 1: radii so large or small that the arithmetic leaves the doubles become the chord
    /// (they trapped on `Int(NaN)` in every command that loaded the file).
    @Test func extremeRadiiBecomeTheChord() throws {
        for radius in ["1e300", "1e-300", "1e-320", "1e200 1e-200"] {
            let ry = radius.contains(" ") ? "" : " \(radius)"
            let path = try PathParser.parse("M 0 0 A \(radius)\(ry) 0 1 1 10 10")
            #expect(path.commands == [.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 10))], "radius \(radius)")
        }
    }

    @Test func aFileWithSuchAnArcLoads() throws {
        let snapshot = try Fixture.snapshot(#"{"id": "a", "type": "button", "frame": [0, 0, 40, 40], "contentShape": {"shape": "path", "d": "M0 0 A 1e-320 1e-320 0 1 1 5 5 Z"}}"#)
        #expect(snapshot.nodes.count == 2)
    }

    /// Coordinates whose sums leave the doubles are refused where they are written.
    @Test func coordinatesOutOfRangeAreRefused() {
        #expect(throws: PathSyntaxError(characterOffset: 19,
                                        message: "coordinates out of range: the path leaves the numbers a double can hold")) {
            try PathParser.parse("M 1e308 0 l 1e308 0")
        }
    }
}
