import AXCommandLine
import AXTestSupport
import Foundation
import Testing

@Suite struct ImportCommandTests {
    let run = CommandLineToolTests().run

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func importRoundTripsIntoASnapshotThatValidates() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("settings.axsnap").path
        let result = run(["import", Fixture.shared("wda-xml/shirates-core_ios_SettingsTopScreen.xml"), "-o", out])
        #expect(result.code == 0)
        #expect(result.err.hasSuffix("imported as wda-xml into \(out)\n"))
        let validate = run(["validate", out])
        #expect(validate.code == 0 && validate.err.isEmpty)
        #expect(validate.out.contains("16 focus stops"))
        // The imported file and the dump read the same.
        #expect(run(["order", out]).out == run(["order", Fixture.shared("wda-xml/shirates-core_ios_SettingsTopScreen.xml")]).out)
    }

    @Test func aScreenshotBesideTheDumpIsPickedUp() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dump = directory.appendingPathComponent("screen.txt")
        try DebugDescriptionFixture.text.write(to: dump, atomically: true, encoding: .utf8)
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: directory.appendingPathComponent("screen.png"))
        let out = directory.appendingPathComponent("out/screen.axsnap")
        try FileManager.default.createDirectory(at: out.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(run(["import", dump.path, "-o", out.path]).code == 0)
        let text = try String(contentsOf: out, encoding: .utf8)
        #expect(text.contains("\"screenshot\": \"\(directory.standardizedFileURL.path)/screen.png\""))
        #expect(run(["import", dump.path, "--screenshot", out.deletingLastPathComponent().appendingPathComponent("shot.png").path,
                     "-o", out.path]).code == 0)
        #expect(try String(contentsOf: out, encoding: .utf8).contains("\"screenshot\": \"shot.png\""))
    }

    @Test func refusesBadUsageAndBrokenDumpsWithoutWriting() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dump = directory.appendingPathComponent("broken.xml")
        try "<AppiumAUT>\n  <XCUIElementTypeApplication x=\"0\">\n</AppiumAUT>\n".write(to: dump, atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("out.axsnap").path
        let broken = run(["import", dump.path, "-o", out])
        #expect(broken.code == 1)
        #expect(broken.err == "\(dump.path):3:13: error: malformed XML: an end tag does not match its start tag\n")
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(run(["import", dump.path]).code == 2)
        #expect(run(["import", dump.path, "-o", dump.path]).err.hasPrefix("axscope: import: OUT must not be the input file"))
        let format = run(["import", dump.path, "--from", "uix", "-o", out])
        #expect(format.code == 2 && format.err.hasPrefix("axscope: import: --from takes wda-xml, wda-json, xcuitest, uiautomator, uiautomator2, not 'uix'"))
        let forced = run(["import", Fixture.shared("wda-xml/shirates-core_ios_KeyboardScreen.xml"), "--from", "xcuitest", "-o", out])
        #expect(forced.code == 1)
        #expect(forced.err.hasPrefix("\(Fixture.shared("wda-xml/shirates-core_ios_KeyboardScreen.xml")):1:1: error: expected an element type"))
    }

    /// Issue 13: a conversion the importer cannot vouch for is loaded, and refused, before OUT is
    /// written.
    @Test func aConversionTheLoaderRefusesIsNotWritten() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dump = directory.appendingPathComponent("dump.xml")
        try #"<AppiumAUT><XCUIElementTypeÜber type="XCUIElementTypeÜber" x="0" y="0" width="10" height="10"/></AppiumAUT>"#
            .write(to: dump, atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("out.axsnap").path
        let refused = run(["import", dump.path, "-o", out])
        #expect(refused.code == 1)
        #expect(refused.err == "\(dump.path):1:1: error: the snapshot converted from it is refused: root.id: invalid id 'über': "
            + "expected 1 to 128 of A–Z a–z 0–9 _ . : -\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func everyCommandOpensDumpsDirectly() {
        let dump = Fixture.shared("wda-xml/shirates-core_ios_KeyboardScreen.xml")
        let order = run(["order", dump])
        #expect(order.code == 0)
        #expect(order.out.hasPrefix("1. General. Back Button.\n2. Keyboards. Heading.\n3. Keyboards: 3. Button.\n"))
        let inspect = run(["inspect", dump, "Keyboards"])
        #expect(inspect.code == 0)
        let image = run(["inspect", Fixture.shared("wda-xml/shirates-core_ios_SettingsTopScreen.xml"), "SilhouetteMonogram"])
        #expect(image.out.hasSuffix("""
              Import note: R3: WebDriverAgent reported visible="false"; kept, because real dumps report it for elements that are on screen

            """))
    }
}

/// A small debugDescription for the import tests.
enum DebugDescriptionFixture {
    static let text = """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Notes'
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              Button, 0x3, {{16.0, 60.0}, {80.0, 44.0}}, label: 'New Note'
        """
}
