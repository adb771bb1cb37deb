/// A label that reads like an identifier or a file name (audit.md §2).
enum LabelNotReadable: StopRule {
    static let descriptor = RuleDescriptor(
        id: "label-not-readable", severity: .warning, shortDescription: "Label not human-readable",
        fullDescription: "The whole label looks like an identifier (snake_case, dotted, kebab-case with two hyphens, camelCase) or ends in an image or document file extension.",
        help: "Write what a person would say.", threshold: "identifier or file-name pattern",
        tags: ["accessibility", "xcode-label-not-human-readable"])

    static let extensions = [".png", ".jpg", ".jpeg", ".gif", ".pdf", ".svg", ".heic"]

    /// Whether a trimmed label looks like an identifier or a file name: `^[a-z0-9]+([._-][a-z0-9]+)+$`
    /// of the lower-cased label with a letter and a `_`, a `.` or two `-`, or `^[a-z]{2,}[A-Z][A-Za-z0-9]*$`
    /// of the label, as ICU's regular expressions match them, or a file extension.
    static func isIdentifierLike(_ label: String) -> Bool {
        isIdentifierLikePrintableASCII(label) ?? isIdentifierLikeOtherText(label)
    }

    /// ``isIdentifierLike(_:)`` for a text that is not all printable ASCII. The patterns' classes
    /// are ASCII, so only a text that is ASCII but for a line terminator at its end (before which
    /// `$` matches) can match them. (The regular expressions took a fifth of an audit of a
    /// snapshot in Korean.)
    static func isIdentifierLikeOtherText(_ label: String) -> Bool {
        let lower = label.lowercased()
        if extensions.contains(where: lower.hasSuffix) { return true }
        if var body = asciiBeforeFinalLineTerminator(lower) {
            let dotted = body.withUTF8 { bytes in
                bytes.contains(where: isLower) && isDottedIdentifier(bytes)
                    && (bytes.contains(UInt8(ascii: "_")) || bytes.contains(UInt8(ascii: ".")) || bytes.filter { $0 == UInt8(ascii: "-") }.count >= 2)
            }
            if dotted { return true }
        }
        guard var body = asciiBeforeFinalLineTerminator(label) else { return false }
        return body.withUTF8(isCamelCase)
    }

    /// The text without one line terminator at its end (ICU's: LF, VT, FF, CR, CR LF, NEL, LS,
    /// PS), when the rest is ASCII; nil otherwise.
    static func asciiBeforeFinalLineTerminator(_ text: String) -> String? {
        var body = Substring(text)
        if let last = body.last, ["\n", "\u{0B}", "\u{0C}", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"].contains(last) {
            body.removeLast()
        }
        return body.utf8.allSatisfy { $0 < 0x80 } ? String(body) : nil
    }

    /// ``isIdentifierLike(_:)`` without regular expressions for printable ASCII (no line
    /// terminators, which `$` would match before); nil for any other text.
    static func isIdentifierLikePrintableASCII(_ label: String) -> Bool? {
        var label = label
        return label.withUTF8 { bytes -> Bool? in
            var dots = 0, underscores = 0, hyphens = 0, letters = 0
            for byte in bytes {
                guard (0x20...0x7E).contains(byte) else { return nil }
                switch byte {
                case UInt8(ascii: "."): dots += 1
                case UInt8(ascii: "_"): underscores += 1
                case UInt8(ascii: "-"): hyphens += 1
                default: if isLower(lowered(byte)) { letters += 1 }
                }
            }
            // Every extension and every separator of a dotted identifier is one of these.
            if dots > 0, extensions.contains(where: { hasSuffixIgnoringCase(bytes, $0) }) { return true }
            if letters > 0, underscores > 0 || dots > 0 || hyphens >= 2, isDottedIdentifier(bytes) { return true }
            return isCamelCase(bytes)
        }
    }

    /// Whether the bytes, lower-cased, end with `suffix` (lower case).
    static func hasSuffixIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: String) -> Bool {
        let suffix = suffix.utf8
        guard bytes.count >= suffix.count else { return false }
        return zip(bytes[(bytes.count - suffix.count)...], suffix).allSatisfy { lowered($0) == $1 }
    }

    /// `^[a-z0-9]+([._-][a-z0-9]+)+$` of the lower-cased bytes.
    static func isDottedIdentifier(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var runs = 0, runLength = 0
        for byte in bytes {
            let byte = lowered(byte)
            if isLower(byte) || isDigit(byte) {
                runLength += 1
            } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-"), runLength > 0 {
                runs += 1
                runLength = 0
            } else {
                return false
            }
        }
        return runs >= 1 && runLength > 0
    }

    /// `^[a-z]{2,}[A-Z][A-Za-z0-9]*$`.
    static func isCamelCase(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let upper = bytes.firstIndex(where: { !isLower($0) }), upper >= 2, isUpper(bytes[upper]) else { return false }
        return bytes[(upper + 1)...].allSatisfy { isLower($0) || isUpper($0) || isDigit($0) }
    }

    static func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    static func lowered(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 0x20 : byte }

    static func check(_ stop: AuditContext.StopInfo, label: String?, tokens: Tokens, in context: AuditContext,
                      into result: inout RuleResult) {
        guard let label = label.map(TextMatcher.trimmingSpaces), isIdentifierLike(label) else { return }
        result.append(Finding(
            rule: descriptor, severity: .warning, node: stop.node, in: context,
            message: "Label “\(label)” looks like an identifier or file name."))
    }
}
