import AXModel

/// Evaluates an expression from its text in one pass, without its tokens or tree: what
/// ``ExpressionEvaluator/evaluate(_:in:)`` does with the tree ``ExpressionParser/parse(_:)``
/// gives, operand for operand, in the same order, with the same errors. The operands a `&&`,
/// `||` or `?:` does not take are read but not evaluated. (Parsing each text again as it was
/// evaluated took a tenth of `order` and `audit` on a snapshot of expressions; README, Performance.)
struct ExpressionInterpreter {
    private var lexer: ExpressionLexer
    private var current: ExpressionToken
    private let state: [String: Value]

    /// A text that does not parse: evaluated as `null`, as its tree is (``SourcedExpression/expression``).
    private struct NotParsed: Error {}

    /// The value of `source` against `state`.
    static func evaluate(_ source: String, in state: [String: Value]) throws(EvaluationError) -> Value {
        var text = source
        let result = text.withUTF8 { bytes -> Result<Value, EvaluationError> in
            // Longer than the parser takes: no tree, so `null`.
            guard ExpressionParser.isWithinLength(bytes) else { return .success(.null) }
            do {
                var interpreter = try ExpressionInterpreter(bytes, state: state)
                let value = try interpreter.conditional(live: true, depth: 0)
                guard case .end = interpreter.current.kind else { throw NotParsed() }
                return .success(value)
            } catch let error as EvaluationError {
                return .failure(error)
            } catch {
                return .success(.null)
            }
        }
        switch result {
        case .success(let value): return value
        case .failure(let error):
            // An error in a text that does not parse is no error: such a text is `null`.
            return (try? ExpressionParser.check(source)) == nil ? .null : try { () throws(EvaluationError) in throw error }()
        }
    }

    private init(_ bytes: UnsafeBufferPointer<UInt8>, state: [String: Value]) throws {
        lexer = ExpressionLexer(bytes)
        current = try lexer.next()
        self.state = state
    }

    private mutating func advance() throws { current = try lexer.next() }

    private func checkDepth(_ depth: Int) throws {
        if depth > ExpressionParser.maximumNesting { throw NotParsed() }
    }

    /// `condition ? whenTrue : whenFalse`, or a binary chain; `live` false reads it without evaluating.
    private mutating func conditional(live: Bool, depth: Int) throws -> Value {
        try checkDepth(depth)
        let condition = try binary(level: 1, live: live, depth: depth)
        guard case .question = current.kind else { return condition }
        try advance()
        let takesTrue = live ? try ExpressionEvaluator.bool(condition, "'?:'") : false
        let whenTrue = try conditional(live: live && takesTrue, depth: depth + 1)
        guard case .colon = current.kind else { throw NotParsed() }
        try advance()
        let whenFalse = try conditional(live: live && !takesTrue, depth: depth + 1)
        return takesTrue ? whenTrue : whenFalse
    }

    /// Operands joined by operators of precedence `level`, evaluated left to right.
    private mutating func binary(level: Int, live: Bool, depth: Int) throws -> Value {
        if level > 6 { return try unary(live: live, depth: depth) }
        var result = try binary(level: level + 1, live: live, depth: depth)
        // Whether the chain's value is settled (`false && …`, `true || …`): the rest is only read.
        var settled = !live
        while case .op(let op) = current.kind, op.precedence == level {
            try advance()
            switch op {
            case .and where !settled, .or where !settled:
                // `&&` is settled by a false operand, `||` by a true one.
                let symbol = op == .and ? "'&&'" : "'||'"
                if try ExpressionEvaluator.bool(result, symbol) == (op == .or) {
                    result = .bool(op == .or)
                    settled = true
                    _ = try binary(level: level + 1, live: false, depth: depth)
                } else {
                    result = .bool(try ExpressionEvaluator.bool(binary(level: level + 1, live: true, depth: depth), symbol))
                }
            default:
                let operand = try binary(level: level + 1, live: !settled, depth: depth)
                if !settled { result = try ExpressionEvaluator.apply(op, result, operand) }
            }
        }
        return result
    }

    private mutating func unary(live: Bool, depth: Int) throws -> Value {
        switch current.kind {
        case .bang:
            try advance()
            try checkDepth(depth + 1)
            let operand = try unary(live: live, depth: depth + 1)
            return live ? .bool(!(try ExpressionEvaluator.bool(operand, "'!'"))) : .null
        case .op(.subtract):
            try advance()
            try checkDepth(depth + 1)
            let operand = try unary(live: live, depth: depth + 1)
            return live ? .number(-(try ExpressionEvaluator.number(operand, "unary '-'"))) : .null
        default:
            return try primary(live: live, depth: depth)
        }
    }

    private mutating func primary(live: Bool, depth: Int) throws -> Value {
        let token = current
        switch token.kind {
        case .number(let value):
            try advance()
            return .number(value)
        case .text(let value):
            try advance()
            return .text(value)
        case .identifier(let name):
            try advance()
            switch name {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null": return .null
            default:
                guard live else { return .null }
                guard let value = state[name] else { throw EvaluationError(message: "unknown name '\(name)'") }
                return value
            }
        case .open:
            try advance()
            let inner = try conditional(live: live, depth: depth + 1)
            guard case .close = current.kind else { throw NotParsed() }
            try advance()
            return inner
        default:
            throw NotParsed()
        }
    }
}
