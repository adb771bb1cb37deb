/// Input text echoed in a message: escaped and shortened, so that a huge id or a terminal escape
/// sequence in a file reaches the terminal as harmless, readable text.
public enum Echo {
    /// The most characters of input a message repeats.
    public static let maximumLength = 80

    /// `text` in single quotes, escaped, cut to ``maximumLength`` characters with `…`.
    public static func quoted(_ text: some StringProtocol) -> String { "'\(escaped(text))'" }

    /// `text` with quotes, backslashes, control and format characters escaped (`\n`, `\u{1B}`),
    /// cut to ``maximumLength`` characters with `…`.
    public static func escaped(_ text: some StringProtocol) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == maximumLength {
                result += "…"
                break
            }
            count += 1
            switch scalar {
            case "\\": result += "\\\\"
            case "'": result += "\\'"
            default: append(scalar, to: &result)
            }
        }
        return result
    }

    /// `text` with its control and format characters escaped, nothing cut: the safety net for a
    /// whole message before it reaches a terminal.
    public static func terminalSafe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = ""
        for scalar in text.unicodeScalars { append(scalar, to: &result) }
        return result
    }

    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned: true
        default: false
        }
    }

    static func append(_ scalar: Unicode.Scalar, to result: inout String) {
        switch scalar {
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if isUnsafe(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
}
