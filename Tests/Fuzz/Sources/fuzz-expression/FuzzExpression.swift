import AXEngine
import AXModel
import FuzzSupport

/// The expression parser, then the evaluator against a small state, on any text; the loader's
/// check must accept exactly what the parser accepts, and the engine's evaluation of the text
/// (which builds no tree) must give what the tree gives.
@_cdecl("fuzz_expression_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    let state: [String: Value] = ["count": .number(3), "on": .bool(true), "name": .text("Ada"), "s": .text("ab")]
    return runFuzzer(argc, argv) { bytes in
        let text = String(decoding: bytes, as: UTF8.self)
        let parsed = try? ExpressionParser.parse(text)
        let checked = (try? ExpressionParser.check(text)) != nil
        precondition(checked == (parsed != nil), "check and parse disagree on \(text.debugDescription)")
        func outcome(_ evaluate: () throws(EvaluationError) -> Value) -> String {
            do throws(EvaluationError) { return "\(try evaluate())" } catch { return "error \(error.message)" }
        }
        let byTree = parsed.map { expression in outcome { () throws(EvaluationError) in try ExpressionEvaluator.evaluate(expression, in: state) } } ?? outcome { .null }
        let byText = outcome { () throws(EvaluationError) in try ExpressionEvaluator.evaluate(text: text, in: state) }
        precondition(byTree == byText, "the text and its tree disagree on \(text.debugDescription): \(byText) and \(byTree)")
    }
}
