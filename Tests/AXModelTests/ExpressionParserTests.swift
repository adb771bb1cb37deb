@testable import AXModel
import Testing

@Suite struct ExpressionParserTests {
    @Test func keepsOperatorChainsFlat() throws {
        let expression = try ExpressionParser.parse("a + b - 1")
        #expect(expression == .chain(.name("a"), [.init(op: .add, operand: .name("b")),
                                                  .init(op: .subtract, operand: .literal(.number(1)))]))
    }

    @Test func bindsByPrecedence() throws {
        let expression = try ExpressionParser.parse("!on || n * 2 >= 4 ? 'big' : \"small\"")
        guard case .conditional(let condition, .literal(.text("big")), .literal(.text("small"))) = expression else {
            Issue.record("not a conditional: \(expression)")
            return
        }
        #expect(condition == .chain(.not(.name("on")), [.init(op: .or, operand: .chain(
            .chain(.name("n"), [.init(op: .multiply, operand: .literal(.number(2)))]),
            [.init(op: .greaterOrEqual, operand: .literal(.number(4)))]))]))
    }

    @Test func refusesDeepNestingAndLongText() {
        let deep = String(repeating: "(", count: 65) + "1" + String(repeating: ")", count: 65)
        #expect(throws: ExpressionSyntaxError(characterOffset: 65, message: "expression nested deeper than 64 levels")) {
            try ExpressionParser.parse(deep)
        }
        let long = String(repeating: "1+", count: 2_100) + "1"
        #expect(throws: ExpressionSyntaxError(characterOffset: 4_096, message: "expression longer than 4096 characters")) {
            try ExpressionParser.parse(long)
        }
    }

    @Test func reportsWhereItFails() {
        #expect(throws: ExpressionSyntaxError(characterOffset: 2, message: "unexpected character '#'")) {
            try ExpressionParser.parse("a #")
        }
        #expect(throws: ExpressionSyntaxError(characterOffset: 0, message: "unterminated text literal")) {
            try ExpressionParser.parse("'abc")
        }
    }
}
