import FuzzSupport
import AXEngine
import AXModel

/// The expression parser, then the evaluator against a small state, on any text.
@_cdecl("fuzz_expression_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let expression = try? ExpressionParser.parse(text) else { return 0 }
    let state: [String: Value] = ["count": .number(3), "on": .bool(true), "name": .text("Ada"), "s": .text("ab")]
    _ = try? ExpressionEvaluator.evaluate(expression, in: state)
    return 0
}
