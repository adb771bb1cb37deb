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

enum ExpressionLexer {
    static func tokens(_ s: [Unicode.Scalar]) throws(ExpressionSyntaxError) -> [ExpressionToken] {
        var result: [ExpressionToken] = []
        var i = 0
        func peek(_ k: Int) -> Unicode.Scalar? { i + k < s.count ? s[i + k] : nil }
        while i < s.count {
            let c = s[i]
            let start = i
            if c == " " || c == "\t" || c == "\n" || c == "\r" {
                i += 1
                continue
            }
            if isDigit(c) || (c == "." && peek(1).map { isDigit($0) } == true) {
                while i < s.count, isDigit(s[i]) || s[i] == "." { i += 1 }
                if i < s.count, s[i] == "e" || s[i] == "E" {
                    i += 1
                    if i < s.count, s[i] == "+" || s[i] == "-" { i += 1 }
                    while i < s.count, isDigit(s[i]) { i += 1 }
                }
                let text = string(s[start..<i])
                guard let value = Double(text), value.isFinite else {
                    throw ExpressionSyntaxError(characterOffset: start, message: "invalid number \(Echo.quoted(text))")
                }
                result.append(.init(kind: .number(value), offset: start))
                continue
            }
            if isLetter(c) || c == "_" {
                while i < s.count, isLetter(s[i]) || s[i] == "_" || s[i] == "."
                        || isDigit(s[i]) {
                    i += 1
                }
                result.append(.init(kind: .identifier(string(s[start..<i])), offset: start))
                continue
            }
            if c == "'" || c == "\"" {
                i += 1
                var text = String.UnicodeScalarView()
                while true {
                    guard i < s.count else {
                        throw ExpressionSyntaxError(characterOffset: start, message: "unterminated text literal")
                    }
                    if s[i] == c { break }
                    if s[i] == "\\", i + 1 < s.count {
                        i += 1
                    }
                    text.append(s[i])
                    i += 1
                }
                i += 1
                result.append(.init(kind: .text(String(text)), offset: start))
                continue
            }
            let two = peek(1).map { String(c) + String($0) }
            let kind: ExpressionToken.Kind
            var length = 1
            switch two {
            case "&&": kind = .op(.and); length = 2
            case "||": kind = .op(.or); length = 2
            case "==": kind = .op(.equal); length = 2
            case "!=": kind = .op(.notEqual); length = 2
            case "<=": kind = .op(.lessOrEqual); length = 2
            case ">=": kind = .op(.greaterOrEqual); length = 2
            default:
                switch c {
                case "<": kind = .op(.less)
                case ">": kind = .op(.greater)
                case "+": kind = .op(.add)
                case "-": kind = .op(.subtract)
                case "*": kind = .op(.multiply)
                case "/": kind = .op(.divide)
                case "%": kind = .op(.remainder)
                case "!": kind = .bang
                case "?": kind = .question
                case ":": kind = .colon
                case "(": kind = .open
                case ")": kind = .close
                default:
                    throw ExpressionSyntaxError(characterOffset: start, message: "unexpected character \(Echo.quoted(String(c)))")
                }
            }
            i += length
            result.append(.init(kind: kind, offset: start))
        }
        result.append(.init(kind: .end, offset: s.count))
        return result
    }

    /// The text of some scalars, made from their UTF-8 (building a scalar view from a slice went
    /// through a slow generic path: most of the time of a long expression).
    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    /// A letter of any script; ASCII is answered without the Unicode tables.
    static func isLetter(_ c: Unicode.Scalar) -> Bool {
        c.isASCII ? (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") : c.properties.isAlphabetic
    }
}
