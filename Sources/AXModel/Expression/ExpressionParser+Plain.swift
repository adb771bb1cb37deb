/// The loader's quick check of the expressions most files hold: one pass over the bytes, with
/// no tokens. It answers only "parses": anything it is not sure of (a name or character beyond
/// ASCII, a number other than up to 15 digits, deep nesting, a long text, any error) is left to
/// the recogniser, which says where and why a text does not parse. The fuzz target checks that
/// the check accepts exactly what the parser accepts.
extension ExpressionParser {
    /// Whether `bytes` certainly parse; false when unsure.
    static func plainlyParses(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Below the length limit in bytes, so in characters; each `(`, `?` and prefix operator
        // nests one level at most, so fewer than the limit of them cannot nest too deep.
        guard bytes.count <= maximumLength else { return false }
        var nesting = 0
        /// Open `(` and conditionals: `?` before its `:`, `:` while its second branch is read.
        var open: [UInt8] = []
        var expectsOperand = true
        var i = 0
        let count = bytes.count
        func closeSecondBranches() { while open.last == UInt8(ascii: ":") { open.removeLast() } }
        while i < count {
            let c = bytes[i]
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
                i += 1
                continue
            }
            if expectsOperand {
                switch c {
                case UInt8(ascii: "!"):
                    guard i + 1 >= count || bytes[i + 1] != UInt8(ascii: "=") else { return false }
                    nesting += 1
                    i += 1
                case UInt8(ascii: "-"):
                    nesting += 1
                    i += 1
                case UInt8(ascii: "("):
                    nesting += 1
                    open.append(c)
                    i += 1
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    let start = i
                    while i < count, ExpressionLexer.isDigit(bytes[i]) { i += 1 }
                    guard i - start <= 15, i == count || (bytes[i] != UInt8(ascii: ".") && bytes[i] != UInt8(ascii: "e")
                                                          && bytes[i] != UInt8(ascii: "E")) else { return false }
                    expectsOperand = false
                case UInt8(ascii: "'"), UInt8(ascii: "\""):
                    i += 1
                    while i < count, bytes[i] != c { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
                    guard i < count else { return false }
                    i += 1
                    expectsOperand = false
                default:
                    guard c == UInt8(ascii: "_") || ExpressionLexer.isASCIILetter(c) else { return false }
                    i += 1
                    while i < count {
                        let d = bytes[i]
                        if d == UInt8(ascii: "_") || d == UInt8(ascii: ".") || ExpressionLexer.isDigit(d) || ExpressionLexer.isASCIILetter(d) {
                            i += 1
                        } else {
                            guard d < 0x80 else { return false }
                            break
                        }
                    }
                    expectsOperand = false
                }
                guard nesting < maximumNesting else { return false }
                continue
            }
            let next = i + 1 < count ? bytes[i + 1] : 0
            switch c {
            case UInt8(ascii: "&"), UInt8(ascii: "|"):
                guard next == c else { return false }
                i += 2
            case UInt8(ascii: "="):
                guard next == UInt8(ascii: "=") else { return false }
                i += 2
            case UInt8(ascii: "!"):
                guard next == UInt8(ascii: "=") else { return false }
                i += 2
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                i += next == UInt8(ascii: "=") ? 2 : 1
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"):
                i += 1
            case UInt8(ascii: "?"):
                nesting += 1
                guard nesting < maximumNesting else { return false }
                open.append(c)
                i += 1
            case UInt8(ascii: ":"):
                closeSecondBranches()
                guard open.last == UInt8(ascii: "?") else { return false }
                open[open.count - 1] = c
                i += 1
            case UInt8(ascii: ")"):
                closeSecondBranches()
                guard open.last == UInt8(ascii: "(") else { return false }
                open.removeLast()
                i += 1
                continue
            default:
                return false
            }
            expectsOperand = true
        }
        closeSecondBranches()
        return !expectsOperand && open.isEmpty
    }
}
