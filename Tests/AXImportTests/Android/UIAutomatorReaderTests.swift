@testable import AXImport
import AXModel
import AXTestSupport
import Foundation
import Testing

/// Reading Android dumps: both dialects, detected from the content, into `platform: "android"`
/// snapshots whose nodes carry their `android` object.
@Suite struct UIAutomatorReaderTests {
    typealias N = AndroidFixture

    static func convert(_ text: String, density: Double? = 2.625) throws -> (snapshot: Snapshot, warnings: [String]) {
        let conversion = try Importer.convert(Array(text.utf8), fileName: "dump.xml", density: density)
        let loaded = try Importer.load(conversion, fileName: "dump.xml", displayName: "dump.xml")
        return (loaded.snapshot, conversion.warnings.map(\.description))
    }

    static func error(_ text: String) -> String? {
        do {
            _ = try convert(text)
            return nil
        } catch {
            return (error as? Diagnostic)?.description
        }
    }

    /// Found by fuzz-uiautomator: a processing instruction without data (which crashed
    /// Foundation's XMLParser) in a dump is read past.
    @Test func aProcessingInstructionWithoutDataIsReadPast() throws {
        let dump = N.dump(N.node("android.widget.TextView", text: "Hi", bounds: [0, 100, 500, 200]))
        let withInstruction = dump.replacingOccurrences(of: "<hierarchy", with: "<?andr?><hierarchy")
        let (snapshot, _) = try Self.convert(withInstruction)
        #expect(try AndroidFixture.spoken(snapshot) == ["Hi"])
        #expect(Self.error("<?andr?><hierarchy index=\"\u{10}\" class=\"ut></hyes' ?>") != nil)
    }

    /// Both dialects are recognised by their content: `<hierarchy>` holding `<node>` (raw
    /// `uiautomator dump`), or elements named after their class (UiAutomator2, with
    /// `class="hierarchy"` on the root).
    @Test func bothDialectsAreDetected() throws {
        let raw = try Array(Data(contentsOf: URL(fileURLWithPath: Fixture.shared("uiautomator/termux-flutter-ide_window_dump.xml"))))
        let appium = try Array(Data(contentsOf: URL(fileURLWithPath: Fixture.shared("uiautomator/shirates-core_appium-uia2_SettingsTopScreen.xml"))))
        #expect(ImportFormat.detect(raw) == .uiautomator)
        #expect(ImportFormat.detect(appium) == .uiautomator2)
        #expect(ImportFormat.detect(Array("<hierarchy rotation=\"0\"/>".utf8)) == .uiautomator)
        #expect(ImportFormat.detect(Array("<?xml version='1.0' ?><hierarchy index=\"0\" class=\"hierarchy\"/>".utf8)) == .uiautomator2)
        #expect(ImportFormat.detect(Array("<AppiumAUT><XCUIElementTypeApplication/></AppiumAUT>".utf8)) == .wdaXML)
    }

    /// A raw dump's node: class, package, resource id, text, content description (multi-line,
    /// `&#10;`), its flags; bounds in pixels become a frame in dp at the density.
    @Test func aRawNodeKeepsWhatTheDumpSays() throws {
        let (snapshot, warnings) = try Self.convert(try String(contentsOfFile: Fixture.shared("uiautomator/termux-flutter-ide_window_dump.xml"), encoding: .utf8))
        #expect(warnings.isEmpty)
        #expect(snapshot.platform == .android)
        #expect(snapshot.screen == Snapshot.Screen(width: 1080 / 2.625, height: 2400 / 2.625, scale: 2.625))
        let files = try #require(snapshot.nodes.firstIndex { $0.label == "No files open\nNo file selected" })
        let android = try #require(snapshot.android(files))
        #expect(android.className == "android.view.View")
        #expect(android.packageName == "com.iml1s.termux_flutter_ide")
        #expect(android.flags == [.focusable, .focused, .enabled, .visibleToUser, .editable])
        #expect(snapshot.nodes[files].frame == Rect(x: 0, y: 0, width: 1080 / 2.625, height: 2400 / 2.625))
        #expect(snapshot.nodes[0].id == "hierarchy")
        #expect(snapshot.android(0) == nil)
        #expect(snapshot.android(1)?.windowType == .application)
    }

    /// UiAutomator2's own attributes: `displayed`, `a11y-important`, `screen-reader-focusable`,
    /// `heading`, `drawing-order`, `showing-hint`, `hint`, `actions` (standard ones by their
    /// constants, the rest custom actions).
    @Test func appiumsAttributesAreRead() throws {
        let xml = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
          <android.widget.FrameLayout index="0" package="com.example" class="android.widget.FrameLayout" text="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,0][1080,2400]" displayed="true" a11y-important="false">
            <android.widget.EditText index="0" package="com.example" class="android.widget.EditText" text="Search" hint="Search" resource-id="com.example:id/query" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" long-clickable="true" password="false" scrollable="false" selected="false" bounds="[40,100][1040,250]" displayed="false" a11y-important="true" screen-reader-focusable="true" heading="false" drawing-order="3" showing-hint="true" actions="ACTION_CLICK,ACTION_SET_TEXT,Clear history" />
          </android.widget.FrameLayout>
        </hierarchy>
        """
        let (snapshot, _) = try Self.convert(xml)
        let field = try #require(snapshot.index["query"])
        let android = try #require(snapshot.android(field))
        #expect(android.flags == [.clickable, .longClickable, .focusable, .enabled, .screenReaderFocusable, .showingHintText, .editable])
        #expect(android.importantForAccessibility == true)
        #expect(android.drawingOrder == 3)
        #expect(android.actions == [.click, .setText])
        #expect(snapshot.nodes[field].customActions.map(\.name) == ["Clear history"])
        #expect(snapshot.nodes[field].hint == "Search")
        #expect(snapshot.android(field - 1)?.importantForAccessibility == false)
    }

    /// The density: `--density` when given, else the standard one that makes the shorter side
    /// closest to 411 dp, with a warning that says so.
    @Test func densityIsGivenOrChosen() throws {
        #expect(AndroidDensity.chosen(forShorterSide: 1080) == 2.625)
        #expect(AndroidDensity.chosen(forShorterSide: 1440) == 3.5)
        #expect(AndroidDensity.chosen(forShorterSide: 720) == 2)
        #expect(AndroidDensity.chosen(forShorterSide: 320) == 1)
        let dump = N.dump(N.node("android.widget.Button", text: "OK", flags: "clickable", bounds: [0, 0, 300, 120]), width: 1440, height: 3120)
        let (given, silent) = try Self.convert(dump, density: 4)
        #expect(given.screen.scale == 4)
        #expect(given.screen.width == 360)
        #expect(silent.isEmpty)
        let (chosen, warnings) = try Self.convert(dump, density: nil)
        #expect(chosen.screen.scale == 3.5)
        #expect(warnings == ["dump.xml:1:1: warning: the dump gives no density; 3.5 (560 dpi) is assumed from the screen's 1440-pixel width: "
                             + "pass --density to set it"])
    }

    /// Bounds are `[left,top][right,bottom]` in whole pixels; anything else is a warning and the
    /// parent's bounds.
    @Test func boundsAreReadStrictly() throws {
        #expect(PixelBounds("[0,66][1080,242]") == PixelBounds(left: 0, top: 66, right: 1080, bottom: 242))
        #expect(PixelBounds("[-12,-40][100,20]") == PixelBounds(left: -12, top: -40, right: 100, bottom: 20))
        for bad in ["", "[0,0][1,1", "[0,0][1,1]x", "[0,0][1.5,1]", "[a,0][1,1]", "[0,0][-1,1]", "[0,0,1,1]", "[1,1][0,0]", "[--1,0][1,1]",
                    "[0,0][9999999999999,1]"] {
            #expect(PixelBounds(bad) == nil, "\(bad)")
        }
        let dump = N.dump(N.node("android.widget.TextView", text: "Hi", bounds: [0, 0, 10, 10]).replacingOccurrences(of: "[0,0][10,10]", with: "[0,0][x,10]"))
        let (snapshot, warnings) = try Self.convert(dump)
        #expect(warnings == ["dump.xml:1:1: warning: TextView \"Hi\" (line 1): bounds='[0,0][x,10]' is not [left,top][right,bottom] "
                             + "in whole pixels; the parent's bounds are used"])
        #expect(snapshot.nodes[2].frame == snapshot.nodes[1].frame)
    }

    /// A hostile or broken dump is refused with its line and column: not a hierarchy, a truncated
    /// file, a tree deeper than the format allows.
    @Test func brokenDumpsAreRefusedWhereTheyBreak() {
        #expect(Self.error("<hierarchy rotation=\"0\"><node class=\"a\" bounds=\"[0,0][1,1]\">") == "dump.xml:1:61: error: malformed XML: "
            + "content after the root element, or the document ends before its elements are closed")
        #expect(Self.error("<hierarchy><node/></hierarchy").map { $0.hasPrefix("dump.xml:1:") } == true)
        let deep = "<hierarchy>" + String(repeating: "<node bounds=\"[0,0][1,1]\">", count: 600) + String(repeating: "</node>", count: 600) + "</hierarchy>"
        // The 512th nested node (the hierarchy is the snapshot's root) is where it stops.
        #expect(Self.error(deep) == "dump.xml:1:\(11 + 511 * 26 + 26): error: elements nested deeper than 511 levels")
    }
}
