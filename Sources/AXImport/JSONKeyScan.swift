/// Finds which of some keys a JSON object names first at its top level, without parsing it: format
/// detection must not cost a parse, nor look only at a window of the file.
enum JSONKeyScan {
    /// The first of `keys` written as a member name of the object that starts at `start`, or nil.
    /// Nested values and strings are skipped; the scan ends at the object's end or the input's.
    static func topLevelKey(in bytes: [UInt8], from start: Int, among keys: Set<String>) -> String? {
        var depth = 0
        var i = start
        var expectKey = false
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "\""):
                var end = i + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                if depth == 1, expectKey, end <= bytes.count {
                    let name = String(decoding: bytes[i + 1..<min(end, bytes.count)], as: UTF8.self)
                    if keys.contains(name) { return name }
                }
                expectKey = false
                i = end
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                expectKey = depth == 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth <= 0 { return nil }
            case UInt8(ascii: ","):
                expectKey = depth == 1
            default: break
            }
            i += 1
        }
        return nil
    }
}
