struct ExpressionToken {
    enum Kind {
        case number(Double), text(String), identifier(String)
        case op(Expression.BinaryOperator)
        case bang, question, colon, open, close, end

        var description: String {
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

    var kind: Kind
    var offset: Int
}

/// Splits an expression's text into tokens, reading its UTF-8 (a token's offset counts Unicode
/// scalars, as the format's messages do).
enum ExpressionLexer {
    /// The tokens of `s`, the UTF-8 of a whole expression, ending with `.end`; without
    /// `keepingText`, texts and names are left empty (to check an expression, not to evaluate it).
    static func tokens(_ s: UnsafeBufferPointer<UInt8>, keepingText: Bool = true) throws(ExpressionSyntaxError) -> [ExpressionToken] {
        var result: [ExpressionToken] = []
        var i = 0
        // Scalars before `i`.
        var scalar = 0
        func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
        /// Moves past one byte, counting the scalars it starts.
        func step() {
            if !isContinuation(s[i]) { scalar += 1 }
            i += 1
        }
        /// The scalar starting at `i`.
        func decoded(at index: Int) -> (Unicode.Scalar, length: Int) {
            var end = index + 1
            while end < s.count, isContinuation(s[end]) { end += 1 }
            let text = String(decoding: UnsafeBufferPointer(rebasing: s[index..<end]), as: UTF8.self)
            return (text.unicodeScalars.first ?? "\u{FFFD}", end - index)
        }
        func isLetter(at index: Int) -> Bool {
            let byte = s[index]
            if byte < 0x80 { return isASCIILetter(byte) }
            return decoded(at: index).0.properties.isAlphabetic
        }
        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: s[range]), as: UTF8.self) }
        while i < s.count {
            let c = s[i]
            let start = scalar
            let startByte = i
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
                step()
                continue
            }
            if isDigit(c) || (c == UInt8(ascii: ".") && i + 1 < s.count && isDigit(s[i + 1])) {
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
                result.append(.init(kind: .number(value), offset: start))
                continue
            }
            if c == UInt8(ascii: "_") || isLetter(at: i) {
                step()
                while i < s.count, s[i] == UInt8(ascii: "_") || s[i] == UInt8(ascii: ".") || isDigit(s[i]) || isLetter(at: i) {
                    let length = s[i] < 0x80 ? 1 : decoded(at: i).length
                    for _ in 0..<length { step() }
                }
                result.append(.init(kind: .identifier(keepingText ? text(startByte..<i) : ""), offset: start))
                continue
            }
            if c == UInt8(ascii: "'") || c == UInt8(ascii: "\"") {
                step()
                var content: [UInt8] = []
                while true {
                    guard i < s.count else {
                        throw ExpressionSyntaxError(characterOffset: start, message: "unterminated text literal")
                    }
                    if s[i] == c { break }
                    if s[i] == UInt8(ascii: "\\"), i + 1 < s.count {
                        step()
                    }
                    if keepingText { content.append(s[i]) }
                    step()
                }
                step()
                result.append(.init(kind: .text(String(decoding: content, as: UTF8.self)), offset: start))
                continue
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
            result.append(.init(kind: kind, offset: start))
        }
        result.append(.init(kind: .end, offset: scalar))
        return result
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    static func isASCIILetter(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
    }
}
