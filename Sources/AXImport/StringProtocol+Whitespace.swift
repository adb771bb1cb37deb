extension StringProtocol {
    /// The text without the white space at either end that `trimmingCharacters(in: .whitespaces)`
    /// removes (tabs and spaces of category Zs), trimmed by Unicode scalars as Foundation does,
    /// without its copies through `NSString` (most of the time of reading a long debugDescription).
    var trimmingWhitespace: String {
        let scalars = String(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !Self.isWhitespace($0) }),
              let last = scalars.lastIndex(where: { !Self.isWhitespace($0) }) else { return "" }
        return String(scalars[first...last])
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == " " || scalar == "\t" : scalar.properties.generalCategory == .spaceSeparator
    }
}
