import Testing
@testable import AXAudit

@Suite struct SHA256Tests {
    @Test func knownDigests() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(String(repeating: "a", count: 1_000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test func linesAreDigestedJoinedByLineFeeds() {
        #expect(SHA256.hex(lines: "target-too-small", "é", "", digits: 16) == SHA256.hex("target-too-small\né\n", digits: 16))
        #expect(SHA256.hex(lines: "abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(lines: String(repeating: "a", count: 60), "b") == SHA256.hex(String(repeating: "a", count: 60) + "\nb"))
    }

    @Test func aPrefixOfTheDigits() {
        #expect(SHA256.hex("abc", digits: 16) == "ba7816bf8f01cfea")
        #expect(SHA256.hex("abc", digits: 0) == "")
    }

    @Test func aFingerprintAsANumber() {
        #expect(SHA256.number(hex: "ba7816bf8f01cfea") == 0xba78_16bf_8f01_cfea)
        #expect(SHA256.number(hex: "BA7816BF8F01CFEA") == nil)
        #expect(SHA256.number(hex: "ba7816bf8f01cfe") == nil)
        #expect(SHA256.number(hex: "ba7816bf8f01cfeg") == nil)
    }

    /// Lengths at the edges of the padding: one block, or a second one for the length.
    @Test func paddingEdges() {
        let digests = [55, 56, 63, 64, 119, 120].map { SHA256.hex(String(repeating: "a", count: $0)) }
        #expect(digests == [
            "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318",
            "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a",
            "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34",
            "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb",
            "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb",
            "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c",
        ])
    }

    /// The processor's SHA extensions (where it has them) and this file's rounds agree on every
    /// length up to five blocks, over bytes of every value.
    @Test func theExtensionsAndThePortableRoundsAgree() {
        var state: UInt64 = 0x9e37_79b9_7f4a_7c15
        let bytes = (0..<320).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let differing = bytes.withUnsafeBufferPointer { all in
            (0...all.count).filter { length in
                let prefix = UnsafeBufferPointer(rebasing: all[0..<length])
                return SHA256.digest(prefix) != SHA256.digest(prefix, portable: true)
            }
        }
        #expect(differing == [])
        let abc = Array("abc".utf8).withUnsafeBufferPointer { SHA256.digest($0, portable: true) }
        #expect(abc == [0xba7816bf, 0x8f01cfea, 0x414140de, 0x5dae2223, 0xb00361a3, 0x96177a9c, 0xb410ff61, 0xf20015ad])
    }

    @Test func aFingerprintsNumberAndItsDigits() {
        let number = SHA256.number(lines: "target-too-small", "b0", "")
        #expect(number == SHA256.number(hex: SHA256.hex(lines: "target-too-small", "b0", "", digits: 16)))
        // Lines of several bytes a character, long enough for a second block.
        let long = String(repeating: "é", count: 40)
        #expect(SHA256.number(lines: "trait-word-in-label", long, "a:button")
                == SHA256.number(hex: SHA256.hex("trait-word-in-label\n\(long)\na:button", digits: 16)))
        #expect(SHA256.withHex(0x0123_4567_89ab_cdef) { String(decoding: $0, as: UTF8.self) } == "0123456789abcdef")
        #expect(SHA256.withHex(0xba78_16bf_8f01_cfea, suffix: ":1") { String(decoding: $0, as: UTF8.self) } == "ba7816bf8f01cfea:1")
    }
}
