@testable import AXEngine
import AXModel
import Testing

@Suite struct ExpressionEvaluatorTests {
    func run(_ text: String, _ state: [String: Value] = ["n": .number(3), "on": .bool(true), "s": .text("x")]) throws -> Value {
        try ExpressionEvaluator.evaluate(ExpressionParser.parse(text), in: state)
    }

    @Test func computes() throws {
        #expect(try run("n * 2 + 1") == .number(7))
        #expect(try run("'Zoom ' + n + 'x'") == .text("Zoom 3x"))
        #expect(try run("on ? 'a' : 'b'") == .text("a"))
        #expect(try run("s == 'x' && n >= 3") == .bool(true))
        #expect(try run("1 == '1'") == .bool(false))
        #expect(try run("7 % 4") == .number(3))
        #expect(try run("'v' + on") == .text("vtrue"))
    }

    @Test func reportsErrors() {
        #expect(throws: EvaluationError(message: "unknown name 'missing'")) { try run("missing + 1") }
        #expect(throws: EvaluationError(message: "division by zero")) { try run("n / 0") }
        #expect(throws: EvaluationError(message: "'&&' takes a bool, found number 3")) { try run("n && on") }
        #expect(throws: EvaluationError(message: "'<' takes two numbers or two texts, found number and text")) { try run("n < s") }
    }
}
