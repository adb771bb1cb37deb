import AXEngine
import AXModel
import FuzzSupport

/// The expression parser, then the evaluator against a small state, on any text; the loader's
/// check must accept exactly what the parser accepts.
@_cdecl("fuzz_expression_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    let state: [String: Value] = ["count": .number(3), "on": .bool(true), "name": .text("Ada"), "s": .text("ab")]
    return runFuzzer(argc, argv) { bytes in
        let text = String(decoding: bytes, as: UTF8.self)
        let parsed = try? ExpressionParser.parse(text)
        let checked = (try? ExpressionParser.check(text)) != nil
        precondition(checked == (parsed != nil), "check and parse disagree on \(text.debugDescription)")
        guard let expression = parsed else { return }
        _ = try? ExpressionEvaluator.evaluate(expression, in: state)
    }
}
