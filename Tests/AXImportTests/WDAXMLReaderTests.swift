@testable import AXImport
import AXModel
import AXTestSupport
import Foundation
import Testing

/// The WebDriverAgent XML reader's bounds (README, Robustness).
@Suite struct WDAXMLReaderTests {
    static func element(_ attributes: String = "") -> String {
        #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="OK" x="0" y="0" width="10" height="10"\#(attributes)/>"#
    }

    /// Item 2: declared encodings that crashed libxml2 are refused before it sees the bytes; UTF-8
    /// declarations are read as before.
    @Test func declaredEncodingsOtherThanUTF8AreRefused() throws {
        for encoding in ["UTF-32", "UTF-7", "EBCDIC", "ISO-8859-1"] {
            let text = "<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<AppiumAUT>\(Self.element())</AppiumAUT>"
            #expect(ImportFixture.error(text) == "dump.xml:1:1: error: the XML declaration names the encoding '\(encoding)'; "
                + "dumps are read as UTF-8 (or UTF-16 or UTF-32 with a byte-order mark): save the file as UTF-8")
        }
        let app = #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">"#
        let (analysis, _) = try ImportFixture.convert("<?xml version='1.0' encoding='utf-8'?>\n<AppiumAUT>\(app)\(Self.element())</XCUIElementTypeApplication></AppiumAUT>")
        #expect(try ImportFixture.speech(analysis) == ["OK. Button."])
    }

    /// Item 20: UTF-16 with a byte-order mark (and its UTF-16 declaration) is detected and read.
    @Test func utf16WithAByteOrderMarkIsRead() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<AppiumAUT>\(Self.element())</AppiumAUT>"
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let conversion = try Importer.convert(bytes, fileName: "dump.xml")
        #expect(conversion.format == .wdaXML)
        #expect(conversion.text.contains(#""label": "OK""#))
    }

    /// Item 3: depth is limited while reading, not by the stack: 40,000 levels are refused on a
    /// 1 MiB stack, and freeing what was read does not recurse.
    @Test func deepNestingIsRefusedOnASmallStack() {
        let depth = 40_000
        let text = "<AppiumAUT>" + String(repeating: #"<XCUIElementTypeOther type="XCUIElementTypeOther">"#, count: depth)
            + String(repeating: "</XCUIElementTypeOther>", count: depth) + "</AppiumAUT>"
        let error = onSmallStack { ImportFixture.error(text) }
        #expect(error == "dump.xml:1:25661: error: elements nested deeper than 512 levels")
    }

    /// Item 10: no entity is expanded beyond the predefined five; a document type declaration,
    /// where entities are defined, is refused (billion laughs).
    @Test func entitiesAreNotExpanded() throws {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
             <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
            <AppiumAUT>\(Self.element(#" name="&lol3;""#))</AppiumAUT>
            """
        #expect(ImportFixture.error(laughs) == "dump.xml:2:1: error: a document type declaration (<!DOCTYPE …>) is not allowed in a dump: "
            + "its entities could expand without bound; expected the <AppiumAUT> or <XCUIElementType…> element")
        #expect(ImportFixture.error("<AppiumAUT>\(Self.element(#" name="&lol;""#))</AppiumAUT>")
            == "dump.xml:1:121: error: malformed XML: an unknown entity (&…;): only &amp; &lt; &gt; &quot; &apos; and character references are allowed")
        let (analysis, _) = try ImportFixture.convert("<AppiumAUT>\(Self.element(#" name="a&amp;b&#x41;""#))</AppiumAUT>")
        #expect(analysis.snapshot.nodes.contains { $0.identifier == "a&bA" })
    }

    /// Item 23: an XML file that is not a WebDriverAgent dump is refused; an Android one is read as
    /// Android's.
    @Test func otherXMLIsNotADump() throws {
        let pom = "<?xml version=\"1.0\"?>\n<project xmlns=\"http://maven.apache.org/POM/4.0.0\"><modelVersion>4.0.0</modelVersion></project>"
        #expect(ImportFixture.error(pom) == "dump.xml:2:51: error: the root element is <project>, not <AppiumAUT> or an "
            + "<XCUIElementType…> element: not a WebDriverAgent dump")
        let android = try Array(Data(contentsOf: URL(fileURLWithPath: Fixture.shared("uiautomator/shirates-core_appium-uia2_SettingsTopScreen.xml"))))
        #expect(try Importer.convert(android, fileName: "android.xml").format == .uiautomator2)
        #expect(throws: Diagnostic.self) { try Importer.convert(android, fileName: "android.xml", format: .wdaXML) }
    }

    /// Item 20: libxml2's error numbers are said in words.
    @Test func errorsSayWhatWasFoundAndAllowed() {
        #expect(ImportFixture.error("<AppiumAUT>\(Self.element())</AppiumAUT><x/>")
            == "dump.xml:1:123: error: malformed XML: content after the root element, or the document ends before its elements are closed")
        #expect(ImportFixture.error("<AppiumAUT><XCUIElementTypeButton a=\"1\" a=\"2\"/></AppiumAUT>")
            == "dump.xml:1:46: error: malformed XML: an attribute appears twice in one element")
    }

    /// Found by fuzz-wda-xml (a licence text read as XML): text that is not XML is refused before
    /// libxml2, whose error path leaks in Foundation; the message says what was expected.
    @Test func textThatIsNotXMLIsRefusedFirst() {
        #expect(ImportFixture.error("The MIT License (MIT)\n\nCopyright", format: .wdaXML)
            == "dump.xml:1:1: error: expected an XML element ('<'), found 'The MIT License (MIT)'")
        #expect(ImportFixture.error("  \n", format: .wdaXML) == "dump.xml:2:1: error: expected an XML element ('<'), found the end of the file")
    }

    /// Found by fuzz-uiautomator (`<?andr?>`): a processing instruction without data crashed
    /// Foundation's XMLParser, which both XML readers fall back to; it is blanked and the dump read,
    /// its later lines and columns where they were. One in a comment stays as it is.
    @Test func aProcessingInstructionWithoutDataIsRead() throws {
        let app = #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">"#
        let (analysis, _) = try ImportFixture.convert("<?xml version='1.0'?><?pi?>\n<AppiumAUT>\(app)<?x  ?>\(Self.element())</XCUIElementTypeApplication><!-- <?y?> --></AppiumAUT>")
        #expect(try ImportFixture.speech(analysis) == ["OK. Button."])
        #expect(ImportFixture.error("<?pi?>\n<AppiumAUT>\(app)<a b='1' b='2'/></XCUIElementTypeApplication></AppiumAUT>", format: .wdaXML)
            == "dump.xml:2:125: error: malformed XML: an attribute appears twice in one element")
        var bytes = Array("<?a?>\n<!--<?b?>--><![CDATA[<?c?>]]><?d e?>".utf8)
        XMLProcessingInstructions.blankEmpty(&bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "     \n<!--<?b?>--><![CDATA[<?c?>]]><?d e?>")
    }

    /// Item 25: a valid dump over libxml2's 10,000,000-byte limit for one buffer is read.
    @Test func dumpsOverTenMillionBytesAreRead() throws {
        let row = Self.element(#" name="row""#) + "\n"
        let count = 10_100_000 / row.utf8.count
        let text = "<AppiumAUT><XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" x=\"0\" y=\"0\" width=\"390\" height=\"844\">\n"
            + String(repeating: row, count: count) + "</XCUIElementTypeApplication></AppiumAUT>"
        #expect(text.utf8.count > 10_000_000)
        let conversion = try Importer.convert(Array(text.utf8), fileName: "big.xml")
        let loaded = try SnapshotLoader.load(bytes: Array(conversion.text.utf8), fileName: "big.axsnap")
        #expect(loaded.snapshot.nodes.count == count + 1)
    }

    /// Item 16: a frame beyond the coordinate limit is refused at its element.
    @Test func framesOutOfRangeAreRefused() {
        let text = "<AppiumAUT>\n" + #"<XCUIElementTypeButton type="XCUIElementTypeButton" x="1.7e308" y="0" width="1.7e308" height="1"/>"# + "</AppiumAUT>"
        #expect(ImportFixture.error(text) == "dump.xml:2:97: error: Button (line 2): frame x 1.7e+308 is out of range: "
            + "coordinates and sizes are at most 1000000000 points from 0")
    }
}
