@testable import AXModel
import Foundation
import Testing

/// Numbers parse to the double nearest their decimal text, on the fast path (up to 15 significant
/// digits, a power of ten up to 22) and off it, exactly as `strtod` reads them.
@Suite struct JSONParserNumberTests {
    static let texts = [
        "98", "98.0", "98.5", "-0.0", "0.1", "0.000123", "1e-7", "2.5E+3", "-12.75e-2", "123456789012345",
        "1234567890123456789", "0.1234567890123456789", "9007199254740993", "1e22", "1e23", "4.35e-300",
        "1.7976931348623157e308", "5e-324", "0.30000000000000004", "100000000000000000000000.5",
        "2147483647", "-2147483647", "2147483648", "-2147483648",
        "0", "-0", "7", "-7", "999999999", "-999999999", "1000000000", "123456789.5", "12e3", "0e0", "-0.5",
    ]

    @Test func everyNumberIsTheNearestDouble() throws {
        let document = try JSONParser.parse(Array("[\(Self.texts.joined(separator: ","))]".utf8))
        let parsed = document.elements(document.root).map { document.number($0) }
        #expect(parsed == Self.texts.map { strtod($0, nil) == 0 ? 0 : strtod($0, nil) })
    }

    @Test func aTapeEntryTakesSixteenBytes() throws {
        #expect(MemoryLayout<JSONDocument.Entry>.stride == 16)
        let document = try JSONParser.parse(Array("[7, -7, 0.5, 3000000000]".utf8))
        #expect(document.numbers == [0.5, 3_000_000_000])
    }

    @Test func theTapeIsReservedOnceForTheWholeDocument() throws {
        let text = #"{"a": [1, 2, {"b": "x, y: z"}], "c": []}"#
        // 10 entries (the document, a, its array, 1, 2, the inner object, b, its string, c, its
        // array); the bound has one to spare, and 2 more for the comma and colon inside the string.
        #expect(JSONParser.tapeBound(Array(text.utf8)) == 13)
        #expect(try JSONParser.parse(Array(text.utf8)).tape.count == 10)
    }

    @Test func shortWholeNumbersAreInlineAndMalformedOnesRefusedAsBefore() throws {
        let document = try JSONParser.parse(Array("[0, -0, 42, -999999999, 1000000000]".utf8))
        #expect(document.elements(document.root).map { document.number($0) } == [0, 0, 42, -999_999_999, 1_000_000_000])
        #expect(document.numbers == [])
        for (text, message) in [("[01]", "invalid number: leading zeros are not allowed"), ("[-]", "invalid number: expected a digit after '-'"),
                                ("[-01]", "invalid number: leading zeros are not allowed"), ("[1.]", "invalid number: expected a digit after '.'"),
                                ("[7e]", "invalid number: expected a digit in the exponent")] {
            #expect(throws: JSONSyntaxError(offset: 1, message: message)) { try JSONParser.parse(Array(text.utf8)) }
        }
    }
}
