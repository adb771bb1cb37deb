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
        let scalars = Array(text.unicodeScalars)
        guard scalars.count <= maximumLength else {
            throw ExpressionSyntaxError(characterOffset: maximumLength,
                                        message: "expression longer than \(maximumLength) characters")
        }
        var parser = ExpressionParser(tokens: try ExpressionLexer.tokens(scalars))
        let expression = try parser.parseConditional(depth: 0)
        guard case .end = parser.current.kind else {
            throw parser.error("unexpected \(parser.current.kind.description)")
        }
        return expression
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
}
