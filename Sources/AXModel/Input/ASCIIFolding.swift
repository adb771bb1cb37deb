/// ASCII text folded for comparison as `Character.isWhitespace` and `lowercased()` see it: runs of
/// white space (tab to carriage return, and space) as one space, none at either end, letters in
/// lower case. Labels and descriptions are nearly always ASCII; other text goes the long way.
public enum ASCIIFolding {
    /// Writes `source`, which must be ASCII, folded into `target` (room for `source.count` bytes);
    /// returns the number of bytes written.
    public static func fold(_ source: UnsafeBufferPointer<UInt8>, into target: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        var pendingSpace = false
        for byte in source {
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = count > 0
                continue
            }
            if pendingSpace {
                target[count] = 0x20
                count += 1
                pendingSpace = false
            }
            target[count] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            count += 1
        }
        return count
    }
}
