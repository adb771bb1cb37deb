import AXModel

/// SHA-256 (FIPS 180-4), for the findings' fingerprints; Foundation on Linux has no digest.
public enum SHA256 {
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The digest of `bytes`: the state's eight words.
    static func digest(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        var h: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            k.withUnsafeBufferPointer { k in
                let whole = bytes.count / 64 * 64
                for chunk in stride(from: 0, to: whole, by: 64) {
                    compress(UnsafeBufferPointer(rebasing: bytes[chunk..<chunk + 64]), &h, w, k)
                }
                // The rest, 0x80, zeros and the length in bits fill one block or two.
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
                    let rest = bytes.count - whole
                    let length = rest < 56 ? 64 : 128
                    tail.initialize(repeating: 0)
                    for i in 0..<rest { tail[i] = bytes[whole + i] }
                    tail[rest] = 0x80
                    let bits = UInt64(bytes.count) * 8
                    for i in 0..<8 { tail[length - 1 - i] = UInt8(truncatingIfNeeded: bits >> UInt64(8 * i)) }
                    for chunk in stride(from: 0, to: length, by: 64) {
                        compress(UnsafeBufferPointer(rebasing: tail[chunk..<chunk + 64]), &h, w, k)
                    }
                }
            }
        }
        return h
    }

    /// Folds one 64-byte block into the state `h`; `w` is the message schedule's storage.
    private static func compress(_ block: UnsafeBufferPointer<UInt8>, _ h: inout [UInt32], _ w: UnsafeMutableBufferPointer<UInt32>,
                                 _ k: UnsafeBufferPointer<UInt32>) {
        for i in 0..<16 {
            let j = i * 4
            w[i] = UInt32(block[j]) << 24 | UInt32(block[j + 1]) << 16 | UInt32(block[j + 2]) << 8 | UInt32(block[j + 3])
        }
        for i in 16..<64 {
            let s0 = rotate(w[i - 15], 7) ^ rotate(w[i - 15], 18) ^ (w[i - 15] >> 3)
            let s1 = rotate(w[i - 2], 17) ^ rotate(w[i - 2], 19) ^ (w[i - 2] >> 10)
            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, hh) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
        for i in 0..<64 {
            let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
            let choice = (e & f) ^ (~e & g)
            let t1 = hh &+ s1 &+ choice &+ k[i] &+ w[i]
            let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let t2 = s0 &+ majority
            (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
        h[0] = h[0] &+ a
        h[1] = h[1] &+ b
        h[2] = h[2] &+ c
        h[3] = h[3] &+ d
        h[4] = h[4] &+ e
        h[5] = h[5] &+ f
        h[6] = h[6] &+ g
        h[7] = h[7] &+ hh
    }

    /// The digest of the UTF-8 of `text`, in lower-case hex: its first `digits` (at most 64).
    public static func hex(_ text: String, digits: Int = 64) -> String {
        var text = text
        return hex(text.withUTF8(digest), digits: digits)
    }

    /// ``hex(_:digits:)`` of the lines joined by line feeds, without making the joined string.
    public static func hex(lines: String..., digits: Int = 64) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.reduce(lines.count) { $0 + $1.utf8.count })
        for (i, line) in lines.enumerated() {
            if i > 0 { bytes.append(UInt8(ascii: "\n")) }
            bytes.appendText(line)
        }
        return hex(bytes.withUnsafeBufferPointer(digest), digits: digits)
    }

    /// The first `digits` hex digits of a digest.
    private static func hex(_ words: [UInt32], digits: Int) -> String {
        String(unsafeUninitializedCapacity: digits) { out in
            for i in 0..<digits {
                out[i] = hexDigit(UInt8(truncatingIfNeeded: words[i / 8] >> UInt32(28 - 4 * (i % 8))) & 15)
            }
            return digits
        }
    }

    /// The number 16 lower-case hex digits stand for (a fingerprint); nil for any other text.
    static func number(hex text: String) -> UInt64? {
        guard text.utf8.count == 16 else { return nil }
        var value: UInt64 = 0
        for byte in text.utf8 {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: return nil
            }
            value = value << 4 | UInt64(digit)
        }
        return value
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10 }

    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 { value >> count | value << (32 - count) }
}
