/// An expression that does not parse: the message and the character offset in the expression text.
public struct ExpressionSyntaxError: Error, Sendable, Equatable {
    public var characterOffset: Int
    public var message: String
}

/// Parses the format's expression language. Bounded: at most ``maximumLength`` characters and
/// ``maximumNesting`` levels of nesting, so parsing and evaluating never run deep.
public struct ExpressionParser {
    public static let maximumLength = 4_096
    public static let maximumNesting = 64

    public static func parse(_ text: String) throws(ExpressionSyntaxError) -> Expression {
        var parser = ExpressionParser(tokens: try tokens(of: text, keepingText: true))
        let expression = try parser.parseConditional(depth: 0)
        guard case .end = parser.current.kind else {
            throw parser.error("unexpected \(parser.current.kind.description)")
        }
        return expression
    }

    /// Checks that `text` parses, as ``parse(_:)`` would, without building its tree (the loader
    /// checks every expression of a file and keeps only the text).
    public static func check(_ text: String) throws(ExpressionSyntaxError) {
        var parser = ExpressionParser(tokens: try tokens(of: text, keepingText: false))
        if !parser.recognizesConditional(depth: 0) || !parser.isAtEnd {
            // For the message: the parser says where and why.
            _ = try parse(text)
        }
    }

    private static func tokens(of text: String, keepingText: Bool) throws(ExpressionSyntaxError) -> [ExpressionToken] {
        var text = text
        let lexed = text.withUTF8 { bytes -> Result<[ExpressionToken], ExpressionSyntaxError> in
            guard bytes.count <= maximumLength || bytes.lazy.filter({ $0 & 0xC0 != 0x80 }).count <= maximumLength else {
                return .failure(ExpressionSyntaxError(characterOffset: maximumLength,
                                                      message: "expression longer than \(maximumLength) characters"))
            }
            return Result { () throws(ExpressionSyntaxError) in try ExpressionLexer.tokens(bytes, keepingText: keepingText) }
        }
        return try lexed.get()
    }

    private var tokens: [ExpressionToken]
    private var index = 0

    private init(tokens: [ExpressionToken]) { self.tokens = tokens }

    private var current: ExpressionToken { tokens[index] }

    private func error(_ message: String) -> ExpressionSyntaxError {
        ExpressionSyntaxError(characterOffset: current.offset, message: message)
    }

    private mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    private func checkDepth(_ depth: Int) throws(ExpressionSyntaxError) {
        if depth > ExpressionParser.maximumNesting {
            throw error("expression nested deeper than \(ExpressionParser.maximumNesting) levels")
        }
    }

    private mutating func parseConditional(depth: Int) throws(ExpressionSyntaxError) -> Expression {
        try checkDepth(depth)
        let condition = try parseBinary(level: 1, depth: depth)
        guard case .question = current.kind else { return condition }
        advance()
        let whenTrue = try parseConditional(depth: depth + 1)
        guard case .colon = current.kind else { throw error("expected ':' in a conditional expression") }
        advance()
        let whenFalse = try parseConditional(depth: depth + 1)
        return .conditional(condition, whenTrue, whenFalse)
    }

    private mutating func parseBinary(level: Int, depth: Int) throws(ExpressionSyntaxError) -> Expression {
        if level > 6 { return try parseUnary(depth: depth) }
        let first = try parseBinary(level: level + 1, depth: depth)
        var links: [Expression.ChainLink] = []
        while case .op(let op) = current.kind, op.precedence == level {
            advance()
            links.append(.init(op: op, operand: try parseBinary(level: level + 1, depth: depth)))
        }
        return links.isEmpty ? first : .chain(first, links)
    }

    private mutating func parseUnary(depth: Int) throws(ExpressionSyntaxError) -> Expression {
        switch current.kind {
        case .bang:
            advance()
            try checkDepth(depth + 1)
            return .not(try parseUnary(depth: depth + 1))
        case .op(.subtract):
            advance()
            try checkDepth(depth + 1)
            return .negate(try parseUnary(depth: depth + 1))
        default:
            return try parsePrimary(depth: depth)
        }
    }

    private mutating func parsePrimary(depth: Int) throws(ExpressionSyntaxError) -> Expression {
        let token = current
        switch token.kind {
        case .number(let value):
            advance()
            return .literal(.number(value))
        case .text(let value):
            advance()
            return .literal(.text(value))
        case .identifier(let name):
            advance()
            switch name {
            case "true": return .literal(.bool(true))
            case "false": return .literal(.bool(false))
            case "null": return .literal(.null)
            default: return .name(name)
            }
        case .open:
            advance()
            let inner = try parseConditional(depth: depth + 1)
            guard case .close = current.kind else { throw error("expected ')'") }
            advance()
            return inner
        case .end:
            throw error("expected a value, found the end of the expression")
        default:
            throw error("expected a value, found \(token.kind.description)")
        }
    }

    // MARK: Recognising (the grammar above, building nothing; false where it would throw)

    private var isAtEnd: Bool {
        if case .end = current.kind { return true }
        return false
    }

    private mutating func recognizesConditional(depth: Int) -> Bool {
        guard depth <= ExpressionParser.maximumNesting, recognizesBinary(depth: depth) else { return false }
        guard case .question = current.kind else { return true }
        advance()
        guard recognizesConditional(depth: depth + 1), case .colon = current.kind else { return false }
        advance()
        return recognizesConditional(depth: depth + 1)
    }

    /// Operands joined by operators of any precedence: precedence shapes the tree, not whether
    /// there is one.
    private mutating func recognizesBinary(depth: Int) -> Bool {
        guard recognizesUnary(depth: depth) else { return false }
        while case .op = current.kind {
            advance()
            guard recognizesUnary(depth: depth) else { return false }
        }
        return true
    }

    private mutating func recognizesUnary(depth: Int) -> Bool {
        var depth = depth
        while true {
            switch current.kind {
            case .bang, .op(.subtract):
                advance()
                depth += 1
                guard depth <= ExpressionParser.maximumNesting else { return false }
            case .number, .text, .identifier:
                advance()
                return true
            case .open:
                advance()
                guard recognizesConditional(depth: depth + 1), case .close = current.kind else { return false }
                advance()
                return true
            default:
                return false
            }
        }
    }
}
