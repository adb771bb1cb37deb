import AXEngine
import AXModel
import FuzzSupport

/// The expression parser, then the evaluator against a small state, on any text.
@_cdecl("fuzz_expression_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    let state: [String: Value] = ["count": .number(3), "on": .bool(true), "name": .text("Ada"), "s": .text("ab")]
    return runFuzzer(argc, argv) { bytes in
        guard let expression = try? ExpressionParser.parse(String(decoding: bytes, as: UTF8.self)) else { return }
        _ = try? ExpressionEvaluator.evaluate(expression, in: state)
    }
}
