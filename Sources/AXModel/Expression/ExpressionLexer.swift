/// A token of the expression language, and the Unicode scalars before it in the expression.
public struct ExpressionToken: Sendable {
    public enum Kind: Sendable {
        case number(Double), text(String), identifier(String)
        case op(Expression.BinaryOperator)
        case bang, question, colon, open, close, end

        public var description: String {
            switch self {
            case .number(let value): "number \(Value.format(value))"
            case .text: "text"
            case .identifier(let name): "'\(name)'"
            case .op(let op): "'\(op.rawValue)'"
            case .bang: "'!'"
            case .question: "'?'"
            case .colon: "':'"
            case .open: "'('"
            case .close: "')'"
            case .end: "the end of the expression"
            }
        }
    }

    public var kind: Kind
    public var offset: Int
}

/// Splits an expression's text into tokens one at a time, reading its UTF-8 (a token's offset
/// counts Unicode scalars, as the format's messages do). The bytes must outlive the lexer.
public struct ExpressionLexer {
    private let s: UnsafeBufferPointer<UInt8>
    private let keepingText: Bool
    private var i = 0
    /// Scalars before `i`.
    private var scalar = 0

    /// A lexer of `bytes`, the UTF-8 of a whole expression; without `keepingText`, texts and names
    /// are left empty (to check an expression, not to evaluate it).
    public init(_ bytes: UnsafeBufferPointer<UInt8>, keepingText: Bool = true) {
        s = bytes
        self.keepingText = keepingText
    }

    private func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    /// Moves past one byte, counting the scalars it starts.
    private mutating func step() {
        if !isContinuation(s[i]) { scalar += 1 }
        i += 1
    }

    /// The scalar starting at `index`.
    private func decoded(at index: Int) -> (Unicode.Scalar, length: Int) {
        var end = index + 1
        while end < s.count, isContinuation(s[end]) { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: s[index..<end]), as: UTF8.self)
        return (text.unicodeScalars.first ?? "\u{FFFD}", end - index)
    }

    private func isLetter(at index: Int) -> Bool {
        let byte = s[index]
        if byte < 0x80 { return ExpressionLexer.isASCIILetter(byte) }
        return decoded(at: index).0.properties.isAlphabetic
    }

    private func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: s[range]), as: UTF8.self) }

    private func isDigit(_ c: UInt8) -> Bool { ExpressionLexer.isDigit(c) }

    /// The next token; `.end` at the end, and again after it.
    public mutating func next() throws(ExpressionSyntaxError) -> ExpressionToken {
        while i < s.count {
            let c = s[i]
            let start = scalar
            let startByte = i
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
                step()
                continue
            }
            if isDigit(c) || (c == UInt8(ascii: ".") && i + 1 < s.count && isDigit(s[i + 1])) {
                // A whole number of up to 15 digits is its digits' value exactly; any other is
                // read as Double reads it.
                var whole: Int64 = 0
                while i < s.count, isDigit(s[i]) {
                    if i - startByte < 15 { whole = whole * 10 + Int64(s[i] - UInt8(ascii: "0")) }
                    step()
                }
                let isWhole = i - startByte <= 15
                    && (i == s.count || (s[i] != UInt8(ascii: ".") && s[i] != UInt8(ascii: "e") && s[i] != UInt8(ascii: "E")))
                if isWhole { return .init(kind: .number(Double(whole)), offset: start) }
                while i < s.count, isDigit(s[i]) || s[i] == UInt8(ascii: ".") { step() }
                if i < s.count, s[i] == UInt8(ascii: "e") || s[i] == UInt8(ascii: "E") {
                    step()
                    if i < s.count, s[i] == UInt8(ascii: "+") || s[i] == UInt8(ascii: "-") { step() }
                    while i < s.count, isDigit(s[i]) { step() }
                }
                let number = text(startByte..<i)
                guard let value = Double(number), value.isFinite else {
                    throw ExpressionSyntaxError(characterOffset: start, message: "invalid number \(Echo.quoted(number))")
                }
                return .init(kind: .number(value), offset: start)
            }
            if c == UInt8(ascii: "_") || isLetter(at: i) {
                step()
                while i < s.count, s[i] == UInt8(ascii: "_") || s[i] == UInt8(ascii: ".") || isDigit(s[i]) || isLetter(at: i) {
                    let length = s[i] < 0x80 ? 1 : decoded(at: i).length
                    for _ in 0..<length { step() }
                }
                return .init(kind: .identifier(keepingText ? text(startByte..<i) : ""), offset: start)
            }
            if c == UInt8(ascii: "'") || c == UInt8(ascii: "\"") {
                step()
                let contentStart = i
                var content: [UInt8]?
                while true {
                    guard i < s.count else {
                        throw ExpressionSyntaxError(characterOffset: start, message: "unterminated text literal")
                    }
                    if s[i] == c { break }
                    if s[i] == UInt8(ascii: "\\"), i + 1 < s.count {
                        // An escape: the text is no longer the bytes as they stand.
                        if keepingText, content == nil { content = Array(s[contentStart..<i]) }
                        step()
                    }
                    if keepingText { content?.append(s[i]) }
                    step()
                }
                let literal = !keepingText ? "" : content.map { String(decoding: $0, as: UTF8.self) } ?? text(contentStart..<i)
                step()
                return .init(kind: .text(literal), offset: start)
            }
            let next = i + 1 < s.count ? s[i + 1] : 0
            let kind: ExpressionToken.Kind
            var length = 1
            switch (c, next) {
            case (UInt8(ascii: "&"), UInt8(ascii: "&")): kind = .op(.and); length = 2
            case (UInt8(ascii: "|"), UInt8(ascii: "|")): kind = .op(.or); length = 2
            case (UInt8(ascii: "="), UInt8(ascii: "=")): kind = .op(.equal); length = 2
            case (UInt8(ascii: "!"), UInt8(ascii: "=")): kind = .op(.notEqual); length = 2
            case (UInt8(ascii: "<"), UInt8(ascii: "=")): kind = .op(.lessOrEqual); length = 2
            case (UInt8(ascii: ">"), UInt8(ascii: "=")): kind = .op(.greaterOrEqual); length = 2
            default:
                switch c {
                case UInt8(ascii: "<"): kind = .op(.less)
                case UInt8(ascii: ">"): kind = .op(.greater)
                case UInt8(ascii: "+"): kind = .op(.add)
                case UInt8(ascii: "-"): kind = .op(.subtract)
                case UInt8(ascii: "*"): kind = .op(.multiply)
                case UInt8(ascii: "/"): kind = .op(.divide)
                case UInt8(ascii: "%"): kind = .op(.remainder)
                case UInt8(ascii: "!"): kind = .bang
                case UInt8(ascii: "?"): kind = .question
                case UInt8(ascii: ":"): kind = .colon
                case UInt8(ascii: "("): kind = .open
                case UInt8(ascii: ")"): kind = .close
                default:
                    let character = c < 0x80 ? String(UnicodeScalar(c)) : String(decoded(at: i).0)
                    throw ExpressionSyntaxError(characterOffset: start, message: "unexpected character \(Echo.quoted(character))")
                }
            }
            for _ in 0..<length { step() }
            return .init(kind: kind, offset: start)
        }
        return .init(kind: .end, offset: scalar)
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    static func isASCIILetter(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
    }
}
