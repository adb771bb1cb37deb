@testable import AXEngine
import AXModel
import Testing

/// The evaluator's bounds (README, Robustness).
@Suite struct ExpressionEvaluatorLimitsTests {
    func evaluate(_ text: String, _ state: [String: Value]) throws(EvaluationError) -> Value {
        let expression: Expression
        do { expression = try ExpressionParser.parse(text) } catch { fatalError("\(error)") }
        return try ExpressionEvaluator.evaluate(expression, in: state)
    }

    /// Item 12: `s + s` repeated cannot grow a text without bound.
    @Test func textsAreCapped() throws {
        var state: [String: Value] = ["s": .text("ab")]
        var steps = 0
        do throws(EvaluationError) {
            while true {
                state["s"] = try evaluate("s + s", state)
                steps += 1
            }
        } catch {
            #expect(error.message == "'+' would make a text of 131072 bytes; texts are at most 65536 bytes")
        }
        #expect(steps == 15)
        #expect(state["s"]?.text.utf8.count == 65_536)
    }

    /// No number result is infinite: outputs would write `inf`, which is not JSON.
    @Test func numbersStayFinite() {
        #expect(throws: EvaluationError(message: "'*' gives a number out of range (beyond ±1.8e308)")) {
            try evaluate("n * 10", ["n": .number(1e308)])
        }
        #expect(throws: EvaluationError(message: "'+' gives a number out of range (beyond ±1.8e308)")) {
            try evaluate("n + n", ["n": .number(1e308)])
        }
    }
}
