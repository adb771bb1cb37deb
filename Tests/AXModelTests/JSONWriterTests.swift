import AXModel
import Testing

@Suite struct JSONWriterTests {
    func written(_ body: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter()
        body(&writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test func objectsAndArraysOfObjectsSpreadOverLinesArraysOfScalarsStayOnOne() {
        let text = written { writer in
            writer.beginObject()
            writer.key("name"); writer.string("a")
            writer.key("none"); writer.string(nil)
            writer.key("frame"); writer.numbers([0, 1.5, -20])
            writer.key("flags"); writer.beginArray(inline: true); writer.bool(true); writer.null(); writer.endArray()
            writer.key("empty"); writer.beginArray(); writer.endArray()
            writer.key("items"); writer.beginArray()
            writer.beginObject(); writer.key("count"); writer.integer(-42); writer.endObject()
            writer.beginObject(); writer.endObject()
            writer.endArray()
            writer.key(text: "dynamic key \"q\""); writer.strings([])
            writer.endObject()
        }
        #expect(text == """
            {
              "name": "a",
              "none": null,
              "frame": [0, 1.5, -20],
              "flags": [true, null],
              "empty": [],
              "items": [
                {
                  "count": -42
                },
                {}
              ],
              "dynamic key \\"q\\"": []
            }
            """)
    }

    @Test func anObjectOnOneLineKeepsEverythingInItThere() {
        let text = written { writer in
            writer.beginObject()
            writer.key("records"); writer.beginArray()
            writer.object(inline: true) { writer in
                writer.key("id"); writer.string("a")
                writer.key("frame"); writer.numbers(Rect(x: 0, y: 1.5, width: 2, height: 3))
                writer.key("data"); writer.object { writer in
                    writer.key(text: "dynamic \"q\""); writer.integer(1)
                    writer.key("list"); writer.array([1, 2]) { writer, n in writer.object { $0.key("n"); $0.integer(n) } }
                }
                writer.key("empty"); writer.object { _ in }
                writer.key("none"); writer.beginArray(); writer.endArray()
            }
            writer.object(inline: true) { _ in }
            writer.endArray()
            writer.key("after"); writer.object { $0.key("spread"); $0.bool(true) }
            writer.endObject()
        }
        #expect(text == """
            {
              "records": [
                {"id": "a", "frame": [0, 1.5, 2, 3], "data": {"dynamic \\"q\\"": 1, "list": [{"n": 1}, {"n": 2}]}, "empty": {}, "none": []},
                {}
              ],
              "after": {
                "spread": true
              }
            }
            """)
        #expect(written { $0.object(inline: true) { $0.key("top"); $0.null() } } == #"{"top": null}"#)
    }

    @Test func stringsAreEscapedAndNumbersPrintedAsTheFormatDoes() {
        #expect(written { $0.string("a\"b\\c\nd\re\tf\u{01}\u{1F}g 한국어 ✓") } == #""a\"b\\c\nd\re\tf\u0001\u001fg 한국어 ✓""#)
        #expect(written { $0.numbers([98, 98.25, 1e15, -0.0, 1e300, 0.1, 123_456_789_012]) }
            == "[98, 98.25, 1000000000000000.0, 0, 1e+300, 0.1, 123456789012]")
    }

    @Test func aStringWrittenByAClosureIsEscapedAndItsBytesAreNotKept() {
        let text = written { writer in
            writer.beginArray(inline: true)
            writer.string { _ in }
            writer.string { $0.appendText("say \"hi\"\n") }
            writer.string { $0.appendText("ok") }
            writer.string { _ in }
            writer.endArray()
        }
        #expect(text == #"["", "say \"hi\"\n", "ok", ""]"#)
    }

    @Test func renderedOutputMatchesTheWriter() {
        let value = JSONOutput.object([("a", .array([.number(1), .string("x")])), ("b", .array([.object([])])), ("c", .object([]))])
        #expect(value.rendered() == """
            {
              "a": [1, "x"],
              "b": [
                {}
              ],
              "c": {}
            }
            """)
    }

    @Test func aCopyWritesOnItsOwnAndEmptyingKeepsTheStructure() {
        var writer = JSONWriter(capacity: 1)
        writer.beginArray()
        writer.string("shared")
        var copy = writer
        copy.integer(-9_223_372_036_854_775_807)
        writer.strings(namesOf: [.button, .selected, .header])
        #expect(String(decoding: copy.bytes, as: UTF8.self) == "[\n  \"shared\",\n  -9223372036854775807")
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "[\n  \"shared\",\n  [\"button\", \"selected\", \"header\"]")
        writer.removeAll()
        #expect(writer.count == 0)
        writer.endArray()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "\n]")
    }

    @Test func wholeNumbersOfEveryLengthAreWrittenTheSameByBothWriters() {
        let values: [Int64] = [0, 7, -7, 10, 99, -100, 1_000_000_007, .max, .min]
        var bytes: [UInt8] = []
        for value in values {
            bytes.appendDecimal(value)
            bytes.append(UInt8(ascii: " "))
        }
        let expected = "0 7 -7 10 99 -100 1000000007 9223372036854775807 -9223372036854775808 "
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
        #expect(written { writer in writer.beginArray(inline: true); for value in values { writer.integer(Int(value)) }; writer.endArray() }
            == "[" + expected.split(separator: " ").joined(separator: ", ") + "]")
    }

    @Test func longStringsAreCheckedForEscapesEightBytesAtATime() {
        #expect(written { $0.string("abcdefgh\"ijklmnop\\qrstuvw\u{1F}xyz01234") }
            == #""abcdefgh\"ijklmnop\\qrstuvw\u001fxyz01234""#)
        #expect(written { $0.string("0123456789abcdef~é한") } == "\"0123456789abcdef~é한\"")
        #expect(written { writer in writer.beginArray(inline: true); writer.string(""); writer.string("12345678"); writer.endArray() }
            == #"["", "12345678"]"#)
    }

    @Test func wholeNumbersAreWrittenTwoDigitsAtATime() {
        #expect(written { $0.numbers([100, 1000, 12345, -99999, 1_000_000, 999_999_999_999_999, -5]) }
            == "[100, 1000, 12345, -99999, 1000000, 999999999999999, -5]")
        #expect(written { $0.numbers(Rect(x: -0.5, y: 1e300, width: .infinity, height: 3)) } == "[-0.5, 1e+300, inf, 3]")
    }

    @Test func traitNamesFollowTheOrderOfTheirBits() {
        for (position, entry) in Traits.named.enumerated() {
            #expect(entry.trait == Traits(rawValue: 1 << position))
        }
    }
}
