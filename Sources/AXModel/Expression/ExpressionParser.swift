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
        try reading(text, keepingText: true) { parser throws(ExpressionSyntaxError) in
            let expression = try parser.parseConditional(depth: 0)
            guard case .end = parser.current.kind else {
                throw parser.error("unexpected \(parser.current.kind.description)")
            }
            return expression
        }
    }

    /// Checks that `text` parses, as ``parse(_:)`` would, without building its tree (the loader
    /// checks every expression of a file and keeps only the text).
    public static func check(_ text: String) throws(ExpressionSyntaxError) {
        var text = text
        if text.withUTF8(plainlyParses) { return }
        let recognized = try reading(text, keepingText: false) { parser throws(ExpressionSyntaxError) in
            parser.recognizesConditional(depth: 0) && parser.isAtEnd
        }
        // For the message: the parser says where and why.
        if !recognized { _ = try parse(text) }
    }

    /// Whether the UTF-8 of an expression has at most ``maximumLength`` characters (scalars).
    public static func isWithinLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count <= maximumLength || bytes.lazy.filter({ $0 & 0xC0 != 0x80 }).count <= maximumLength
    }

    /// Runs `body` with a parser at the first token of `text` (the tokens are read one at a time
    /// from its UTF-8, as the parser asks for them).
    private static func reading<T>(_ text: String, keepingText: Bool,
                                   _ body: (inout ExpressionParser) throws(ExpressionSyntaxError) -> T) throws(ExpressionSyntaxError) -> T {
        var text = text
        let result = text.withUTF8 { bytes -> Result<T, ExpressionSyntaxError> in
            guard isWithinLength(bytes) else {
                return .failure(ExpressionSyntaxError(characterOffset: maximumLength,
                                                      message: "expression longer than \(maximumLength) characters"))
            }
            return Result { () throws(ExpressionSyntaxError) in
                var parser = ExpressionParser(lexer: ExpressionLexer(bytes, keepingText: keepingText))
                try parser.start()
                return try body(&parser)
            }
        }
        return try result.get()
    }

    private var lexer: ExpressionLexer
    private var current = ExpressionToken(kind: .end, offset: 0)
    /// A token the lexer refused, met by the recogniser (which cannot throw): it recognises no more.
    private var lexerFailed = false

    private init(lexer: ExpressionLexer) { self.lexer = lexer }

    private mutating func start() throws(ExpressionSyntaxError) { current = try lexer.next() }

    private func error(_ message: String) -> ExpressionSyntaxError {
        ExpressionSyntaxError(characterOffset: current.offset, message: message)
    }

    /// The next token, for the parser.
    private mutating func advanceParsing() throws(ExpressionSyntaxError) { current = try lexer.next() }

    /// The next token, for the recogniser: a token the lexer refuses ends it as `.end` would not.
    private mutating func advance() {
        do throws(ExpressionSyntaxError) { current = try lexer.next() } catch {
            lexerFailed = true
            current = ExpressionToken(kind: .close, offset: 0)
        }
    }

    private func checkDepth(_ depth: Int) throws(ExpressionSyntaxError) {
        if depth > ExpressionParser.maximumNesting {
            throw error("expression nested deeper than \(ExpressionParser.maximumNesting) levels")
        }
    }

    private mutating func parseConditional(depth: Int) throws(ExpressionSyntaxError) -> Expression {
        try checkDepth(depth)
        let condition = try parseBinary(level: 1, depth: depth)
        guard case .question = current.kind else { return condition }
        try advanceParsing()
        let whenTrue = try parseConditional(depth: depth + 1)
        guard case .colon = current.kind else { throw error("expected ':' in a conditional expression") }
        try advanceParsing()
        let whenFalse = try parseConditional(depth: depth + 1)
        return .conditional(condition, whenTrue, whenFalse)
    }

    private mutating func parseBinary(level: Int, depth: Int) throws(ExpressionSyntaxError) -> Expression {
        if level > 6 { return try parseUnary(depth: depth) }
        let first = try parseBinary(level: level + 1, depth: depth)
        var links: [Expression.ChainLink] = []
        while case .op(let op) = current.kind, op.precedence == level {
            try advanceParsing()
            links.append(.init(op: op, operand: try parseBinary(level: level + 1, depth: depth)))
        }
        return links.isEmpty ? first : .chain(first, links)
    }

    private mutating func parseUnary(depth: Int) throws(ExpressionSyntaxError) -> Expression {
        switch current.kind {
        case .bang:
            try advanceParsing()
            try checkDepth(depth + 1)
            return .not(try parseUnary(depth: depth + 1))
        case .op(.subtract):
            try advanceParsing()
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
            try advanceParsing()
            return .literal(.number(value))
        case .text(let value):
            try advanceParsing()
            return .literal(.text(value))
        case .identifier(let name):
            try advanceParsing()
            switch name {
            case "true": return .literal(.bool(true))
            case "false": return .literal(.bool(false))
            case "null": return .literal(.null)
            default: return .name(name)
            }
        case .open:
            try advanceParsing()
            let inner = try parseConditional(depth: depth + 1)
            guard case .close = current.kind else { throw error("expected ')'") }
            try advanceParsing()
            return inner
        case .end:
            throw error("expected a value, found the end of the expression")
        default:
            throw error("expected a value, found \(token.kind.description)")
        }
    }

    // MARK: Recognising (the grammar above, building nothing; false where it would throw)

    private var isAtEnd: Bool {
        if case .end = current.kind { return !lexerFailed }
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
