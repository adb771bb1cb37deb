@testable import AXModel
import Testing

@Suite struct PathParserTests {
    @Test func readsRelativeAndShorthandCommands() throws {
        let path = try PathParser.parse("m10 10 h 20 v 5 l -5 5 z")
        #expect(path.commands == [.move(Point(x: 10, y: 10)), .line(Point(x: 30, y: 10)), .line(Point(x: 30, y: 15)),
                                  .line(Point(x: 25, y: 20)), .close])
    }

    @Test func convertsQuadraticsAndArcsToCubics() throws {
        let quad = try PathParser.parse("M 0 0 Q 30 0 30 30")
        #expect(quad.commands[1] == .curve(Point(x: 20, y: 0), Point(x: 30, y: 10), Point(x: 30, y: 30)))
        let arc = try PathParser.parse("M 0 20 A 20 20 0 0 1 40 20")
        #expect(arc.commands.count == 3)
        guard case .curve(_, _, let end) = arc.commands[2] else { Issue.record("no curve"); return }
        #expect(end == Point(x: 40, y: 20))
    }

    @Test func refusesGarbage() {
        #expect(throws: PathSyntaxError(characterOffset: 0, message: "path data must start with a command")) {
            try PathParser.parse("10 10")
        }
        #expect(throws: PathSyntaxError(characterOffset: 5, message: "expected a number")) {
            try PathParser.parse("M 0 ,")
        }
    }
}
