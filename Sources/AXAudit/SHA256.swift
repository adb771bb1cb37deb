import AXModel
import CSHA256

/// SHA-256 (FIPS 180-4), for the findings' fingerprints; Foundation on Linux has no digest.
public enum SHA256 {
    /// The state: eight words.
    typealias Words = SIMD8<UInt32>

    /// The digest of `bytes`: the state's eight words. `portable`: without the processor's SHA
    /// extensions even where it has them (to test one against the other).
    static func digest(_ bytes: UnsafeBufferPointer<UInt8>, portable: Bool = false) -> Words {
        var h: Words = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        let whole = bytes.count / 64
        if let base = bytes.baseAddress { compress(base, blocks: whole, into: &h, portable: portable) }
        // The rest, 0x80, zeros and the length in bits fill one block or two.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
            let rest = bytes.count - whole * 64
            let length = rest < 56 ? 64 : 128
            tail.initialize(repeating: 0)
            if rest > 0 { tail.baseAddress!.update(from: bytes.baseAddress! + whole * 64, count: rest) }
            tail[rest] = 0x80
            let bits = UInt64(bytes.count) &* 8
            for i in 0..<8 { tail[length - 1 - i] = UInt8(truncatingIfNeeded: bits &>> UInt64(8 * i)) }
            compress(tail.baseAddress!, blocks: length / 64, into: &h, portable: portable)
        }
        return h
    }

    /// Folds `count` 64-byte blocks into the state `h`.
    private static func compress(_ blocks: UnsafePointer<UInt8>, blocks count: Int, into h: inout Words, portable: Bool) {
        guard count > 0 else { return }
        if !portable, withUnsafeMutableBytes(of: &h, {
            axscope_sha256_blocks($0.baseAddress!.assumingMemoryBound(to: UInt32.self), blocks, count)
        }) {
            return
        }
        let k = axscope_sha256_round_constants()!
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for block in 0..<count { compress(blocks + 64 * block, &h, w.baseAddress!, k) }
        }
    }

    /// Folds one 64-byte block into the state `h`; `w` is the message schedule's storage (64 words).
    private static func compress(_ block: UnsafePointer<UInt8>, _ h: inout Words, _ w: UnsafeMutablePointer<UInt32>,
                                 _ k: UnsafePointer<UInt32>) {
        for i in 0..<16 {
            let j = i &* 4
            w[i] = UInt32(block[j]) &<< 24 | UInt32(block[j &+ 1]) &<< 16 | UInt32(block[j &+ 2]) &<< 8 | UInt32(block[j &+ 3])
        }
        for i in 16..<64 {
            let x = w[i &- 15], y = w[i &- 2]
            let s0 = rotate(x, 7) ^ rotate(x, 18) ^ (x &>> 3)
            let s1 = rotate(y, 17) ^ rotate(y, 19) ^ (y &>> 10)
            w[i] = w[i &- 16] &+ s0 &+ w[i &- 7] &+ s1
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
        h &+= Words(a, b, c, d, e, f, g, hh)
    }

    /// The digest of the UTF-8 of `text`, in lower-case hex: its first `digits` (at most 64).
    public static func hex(_ text: String, digits: Int = 64) -> String {
        var text = text
        return hex(text.withUTF8 { digest($0) }, digits: digits)
    }

    /// ``hex(_:digits:)`` of the lines joined by line feeds, without making the joined string.
    public static func hex(lines: String..., digits: Int = 64) -> String {
        hex(digest(lines: lines), digits: digits)
    }

    /// The first 64 bits of the digest of the three lines joined by line feeds (a finding's rule,
    /// element and key): the number a fingerprint's 16 hex digits stand for. Three parameters
    /// rather than a variadic list, which would allocate an array for every finding.
    static func number(lines first: String, _ second: String, _ third: String) -> UInt64 {
        let count = first.utf8.count + second.utf8.count + third.utf8.count + 2
        let words = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { bytes in
            var end = 0
            append(first, to: bytes, at: &end)
            append(line: second, to: bytes, at: &end)
            append(line: third, to: bytes, at: &end)
            return digest(UnsafeBufferPointer(bytes))
        }
        return UInt64(words[0]) << 32 | UInt64(words[1])
    }

    /// Calls `body` with the 16 lower-case hex digits of `number` (a fingerprint) and `suffix`.
    static func withHex<Result>(_ number: UInt64, suffix: StaticString = "", _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let length = 16 + suffix.utf8CodeUnitCount
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { bytes in
            for i in 0..<16 { bytes[i] = hexDigit(UInt8(truncatingIfNeeded: number &>> UInt64(60 - 4 * i)) & 15) }
            for i in 16..<length { bytes[i] = suffix.utf8Start[i - 16] }
            return body(UnsafeBufferPointer(bytes))
        }
    }

    /// The digest of the lines joined by line feeds, joined on the stack (unless they are long).
    private static func digest(lines: [String]) -> Words {
        let count = lines.reduce(max(lines.count - 1, 0)) { $0 + $1.utf8.count }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(count, 1)) { bytes in
            var end = 0
            for (i, line) in lines.enumerated() {
                if i == 0 { append(line, to: bytes, at: &end) } else { append(line: line, to: bytes, at: &end) }
            }
            return digest(UnsafeBufferPointer(rebasing: bytes[0..<count]))
        }
    }

    /// Copies the UTF-8 of `text` to `bytes` at `end`, which has room for it, and moves `end` past it.
    private static func append(_ text: String, to bytes: UnsafeMutableBufferPointer<UInt8>, at end: inout Int) {
        var text = text
        text.withUTF8 { utf8 in
            if let source = utf8.baseAddress { (bytes.baseAddress! + end).initialize(from: source, count: utf8.count) }
            end += utf8.count
        }
    }

    /// ``append(_:to:at:)`` after a line feed.
    private static func append(line text: String, to bytes: UnsafeMutableBufferPointer<UInt8>, at end: inout Int) {
        bytes[end] = UInt8(ascii: "\n")
        end += 1
        append(text, to: bytes, at: &end)
    }

    /// The first `digits` hex digits of a digest.
    private static func hex(_ words: Words, digits: Int) -> String {
        String(unsafeUninitializedCapacity: digits) { out in
            for i in 0..<digits {
                out[i] = hexDigit(UInt8(truncatingIfNeeded: words[i / 8] &>> UInt32(28 - 4 * (i % 8))) & 15)
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

    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 { value &>> count | value &<< (32 &- count) }
}
