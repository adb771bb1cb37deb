/// Tells an Android dump from a WebDriverAgent one by its root element, `<hierarchy>`, and the
/// dialect by what follows: a raw `uiautomator dump` nests `<node>` elements, UiAutomator2 names
/// its elements after their class (and writes `class="hierarchy"` on the root).
enum UIAutomatorDetection {
    /// How far into the text the elements are looked for.
    static let searchLimit = 1 << 16

    static func dialect(_ bytes: [UInt8], from start: Int) -> ImportFormat? {
        let end = min(bytes.count, start + searchLimit)
        guard let root = firstElement(bytes, from: start, to: end), name(bytes, at: root.nameStart, to: end) == "hierarchy" else { return nil }
        let tag = bytes[root.nameStart..<root.tagEnd]
        if contains(tag, "class=\"hierarchy\"") || contains(tag, "class='hierarchy'") { return .uiautomator2 }
        guard let child = firstElement(bytes, from: root.tagEnd, to: end) else { return .uiautomator }
        return name(bytes, at: child.nameStart, to: end) == "node" ? .uiautomator : .uiautomator2
    }

    /// The first start tag from `offset`: where its name starts and where the tag ends; comments,
    /// declarations and processing instructions are skipped.
    private static func firstElement(_ bytes: [UInt8], from offset: Int, to end: Int) -> (nameStart: Int, tagEnd: Int)? {
        var i = offset
        while i < end {
            guard bytes[i] == UInt8(ascii: "<"), i + 1 < end else {
                i += 1
                continue
            }
            switch bytes[i + 1] {
            case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "/"):
                i += 2
            default:
                var tagEnd = i + 1
                while tagEnd < end, bytes[tagEnd] != UInt8(ascii: ">") { tagEnd += 1 }
                return (i + 1, tagEnd)
            }
        }
        return nil
    }

    private static func name(_ bytes: [UInt8], at start: Int, to end: Int) -> String {
        var i = start
        while i < end, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[i]) { i += 1 }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    private static func contains(_ bytes: ArraySlice<UInt8>, _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        var i = bytes.startIndex
        while i + needle.count <= bytes.endIndex {
            if bytes[i..<i + needle.count].elementsEqual(needle) { return true }
            i += 1
        }
        return false
    }
}
