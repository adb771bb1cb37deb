@testable import AXModel
import AXTestSupport
import Foundation
import Testing

@Suite struct JSONParserTests {
    func parse(_ text: String) throws -> JSONDocument { try JSONParser.parse(Array(text.utf8)) }

    func failure(_ bytes: [UInt8]) -> JSONSyntaxError? {
        do {
            _ = try JSONParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsScalarsArraysAndObjects() throws {
        let document = try parse(#"{"a": [1, -2.5e1, true, false, null, "x\u00e9\n"], "b": {}}"#)
        let a = try #require(document.member(document.root, "a"))
        let items = document.elements(a)
        #expect(items.count == 6)
        #expect(document.number(items[0]) == 1)
        #expect(document.number(items[1]) == -25)
        #expect(document.bool(items[2]) == true)
        #expect(document.bool(items[3]) == false)
        #expect(document.kind(items[4]) == .null)
        #expect(document.string(items[5]) == "xé\n")
        #expect(document.count(try #require(document.member(document.root, "b"))) == 0)
    }

    /// Plain bytes are skipped eight at a time: a quote, an escape, a control byte or UTF-8 at any
    /// position of a long string is found where it is.
    @Test func findsEveryKindOfSpecialByteAtEveryPositionOfALongString() throws {
        let plain = Array("abcdefghijklmnopqrstuvwx".utf8)
        for position in 0...plain.count {
            let head = Array(plain[..<position]), tail = Array(plain[position...])
            let escaped = try parse(#"[""# + String(decoding: head + Array(#"\""#.utf8) + tail, as: UTF8.self) + #""]"#)
            #expect(escaped.string(escaped.elements(escaped.root)[0]) == String(decoding: head + [0x22] + tail, as: UTF8.self))
            let accented = try parse(#"[""# + String(decoding: head + [0xC3, 0xA9] + tail, as: UTF8.self) + #""]"#)
            #expect(accented.string(accented.elements(accented.root)[0]) == String(decoding: head + [0xC3, 0xA9] + tail, as: UTF8.self))
            let short = try parse(#"[""# + String(decoding: head, as: UTF8.self) + #"", 1]"#)
            #expect(short.string(short.elements(short.root)[0]) == String(decoding: head, as: UTF8.self))
            let control = failure(Array(#"[""#.utf8) + head + [0x1F] + tail + Array(#""]"#.utf8))
            #expect(control?.message == "control character U+001F in a string must be escaped")
            #expect(control?.offset == 2 + position)
        }
    }

    @Test func decodesSurrogatePairs() throws {
        let document = try parse(#"["\ud834\udd1e"]"#)
        #expect(document.string(document.elements(document.root)[0]) == "𝄞")
    }

    @Test func refusesHugeNumbersAtTheirPosition() {
        let error = failure(Array("[1,\n 1e400]".utf8))
        #expect(error?.message == "number out of range: it does not fit a double")
        #expect(error?.offset == 5)
    }

    @Test func refusesDeepNestingWithoutRecursion() {
        let deep = [UInt8](repeating: UInt8(ascii: "["), count: 200_000) + [UInt8](repeating: UInt8(ascii: "]"), count: 200_000)
        #expect(failure(deep)?.message == "nesting deeper than 10000 levels")
    }

    @Test func refusesInvalidUTF8AndLoneSurrogates() {
        #expect(failure([0x22, 0xE9, 0x22])?.message == "invalid UTF-8: byte 0xE9 starts a sequence of 3 bytes, but byte 0x22 follows")
        #expect(failure(Array(#"["\udc00"]"#.utf8))?.message == "invalid \\u escape: a lone low surrogate")
        #expect(failure([0x22, 0xC0, 0x80, 0x22])?.message.hasPrefix("invalid UTF-8") == true)
    }

    @Test func refusesTruncatedDocuments() {
        #expect(failure(Array(#"{"a": [1, 2"#.utf8))?.message == "unterminated array: expected ',' or ']'")
        #expect(failure(Array(#"{"a": "x"#.utf8))?.message == "unterminated string")
    }

    @Test func skipsAUTF8ByteOrderMark() throws {
        let document = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        #expect(document.kind(document.root) == .object)
    }

    @Test func locationsCountLinesAndCharacters() {
        let bytes = Array("{\n  \"é\": x".utf8)
        #expect(AXModel.SourceLocation(line: 2, column: 8) == JSONParser.parseLocation(bytes))
    }

    /// Item 18: a key twice in one object is refused at the second one, escaped spellings too.
    @Test func refusesDuplicateKeysAtTheSecond() {
        let small = Array("{\"a\": 1,\n \"b\": {\"a\": 2}, \"a\": 3}".utf8)
        #expect(failure(small)?.message == "duplicate key 'a' in an object: each key may appear only once")
        #expect(JSONParser.parseLocation(small) == AXModel.SourceLocation(line: 2, column: 17))
        #expect(failure(Array(#"{"é": 1, "\u00e9": 2}"#.utf8))?.offset == 10)
        let many = "{" + (0..<100).map { "\"k\($0)\": 0" }.joined(separator: ", ") + ", \"k7\": 1}"
        #expect(failure(Array(many.utf8))?.message == "duplicate key 'k7' in an object: each key may appear only once")
        #expect(failure(Array(#"{"a": 1, "b": 2}"#.utf8)) == nil)
    }

    /// Small objects are first told free of duplicates by the keys' lengths and end bytes:
    /// keys alike in those are still told apart, and every duplicate is found at the second key.
    @Test func keysAlikeInLengthAndEndsAreComparedWhole() {
        let alike = (0..<16).map { "k\(String(UnicodeScalar(UInt8(97 + $0))))z" }
        let distinct = "{" + alike.map { "\"\($0)\": 0" }.joined(separator: ", ") + "}"
        #expect(failure(Array(distinct.utf8)) == nil)
        for count in 2...16 {
            for repeated in 0..<(count - 1) {
                var keys = Array(alike.prefix(count - 1))
                keys.append(keys[repeated])
                let object = "{" + keys.map { "\"\($0)\": 0" }.joined(separator: ", ") + "}"
                let offset = object.utf8.count - 9
                #expect(failure(Array(object.utf8)) == JSONSyntaxError(
                    offset: offset, message: "duplicate key '\(keys[repeated])' in an object: each key may appear only once"))
            }
        }
    }

    /// Item 5: input over the limit is refused before anything else (offsets are 32-bit).
    @Test func refusesInputOverTheLimit() {
        #expect(throws: JSONSyntaxError(offset: 0, message: "input of 12 bytes is larger than the limit of 11 bytes")) {
            try JSONParser.parse(Array("[1, 2, 3, 4]".utf8), maximumSize: 11)
        }
    }

    /// JSONTestSuite: every `y_` case parses, every `n_` case is refused, every `i_` case either
    /// parses or is refused without crashing. Duplicate keys, which RFC 8259 allows, are refused by
    /// design (README, Robustness).
    @Test func jsonTestSuite() throws {
        let folder = Fixture.shared("jsontestsuite/test_parsing")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files.count > 300)
        var wrong: [String] = []
        for file in files {
            let bytes = Array(try #require(FileManager.default.contents(atPath: "\(folder)/\(file)")))
            let refused = failure(bytes) != nil
            if file.hasPrefix("y_") && refused || file.hasPrefix("n_") && !refused { wrong.append(file) }
        }
        #expect(wrong == ["y_object_duplicated_key.json", "y_object_duplicated_key_and_value.json"])
    }
}

extension JSONParser {
    /// The location of the first syntax error in `bytes`.
    static func parseLocation(_ bytes: [UInt8]) -> AXModel.SourceLocation? {
        do {
            _ = try parse(bytes)
            return nil
        } catch {
            return JSONDocument.location(in: bytes, offset: error.offset)
        }
    }
}
