@testable import AXImport
import AXModel
import AXTestSupport
import Foundation
import Testing

/// The commands open an Android dump by building its snapshot without the `.axsnap` text
/// (``Importer/open(_:fileName:displayName:format:screenshot:density:)``); `import` writes the
/// text, which the loader reads back. Both must give the same snapshot, warnings and lines.
@Suite struct AndroidSnapshotBuilderTests {
    static let dumps = [
        Fixture.shared("uiautomator/termux-flutter-ide_window_dump.xml"),
        Fixture.shared("uiautomator/termux-flutter-ide_project_view_dump.xml"),
        Fixture.shared("uiautomator/shirates-core_appium-uia2_SettingsTopScreen.xml"),
        Fixture.shared("uiautomator/shirates-core_appium-uia2_PlayStoreGamesScreen.xml"),
        AndroidFixture.sample("Elormyevu-nku-medgemma-conversion_compose-triage-edittext-bottom-nav.xml"),
        AndroidFixture.sample("HarnessTeam-Nora_compose-chat.xml"),
        AndroidFixture.sample("Makesoft-io-hazel_firetv-webview-statlink-page-toolbar.xml"),
        AndroidFixture.sample("OctoDiary-OctoDiary-kt_compose-loading-progressbar.xml"),
        AndroidFixture.sample("docer1990-visiontest_homee-flutter-login-multiwindow.xml"),
        AndroidFixture.sample("iMasterProX-UltraNavbar_launcher-widgets.xml"),
        AndroidFixture.sample("jiuxina-ying_flutter-appearance-settings-switches.xml"),
    ]

    /// Every stored field of `value`, recursively (a node's out-of-line extras and Android
    /// properties included), sets and dictionaries in a fixed order; fields named in `skipping` left out.
    static func describe(_ value: Any, skipping: Set<String> = ["ids", "storedSourceOffset"]) -> String {
        let mirror = Mirror(reflecting: value)
        guard !mirror.children.isEmpty else { return "\(value)" }
        var parts = mirror.children.compactMap { child -> String? in
            if let label = child.label, skipping.contains(label) { return nil }
            return "\(child.label ?? ""): \(describe(child.value, skipping: skipping))"
        }
        if mirror.displayStyle == .set || mirror.displayStyle == .dictionary { parts.sort() }
        return "\(mirror.subjectType)(\(parts.joined(separator: ", ")))"
    }

    /// Through the text: converted, then loaded, as `import` and `validate` do.
    static func throughText(_ path: String, density: Double?) throws -> (LoadedSnapshot, [Int]) {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        let conversion = try Importer.convert(bytes, fileName: path, screenshot: Importer.screenshotBeside(path), density: density)
        var loaded = try Importer.load(conversion, fileName: path, displayName: path)
        loaded.warnings = conversion.warnings + loaded.warnings
        return (loaded, conversion.elementLines)
    }

    static func opened(_ path: String, density: Double?) throws -> Importer.OpenedDump {
        try Importer.open(Array(Data(contentsOf: URL(fileURLWithPath: path))), fileName: path, displayName: path,
                          screenshot: Importer.screenshotBeside(path), density: density)
    }

    @Test(arguments: dumps, [nil, 1.5])
    func everyRealDumpGivesTheSameSnapshotWithoutItsText(_ path: String, density: Double?) throws {
        let (text, lines) = try Self.throughText(path, density: density)
        let model = try Self.opened(path, density: density)
        // Built, not loaded: no node has a place in a text.
        #expect(model.loaded.snapshot.nodes.allSatisfy { $0.sourceOffset == 0 })
        #expect(text.snapshot.nodes.dropFirst().allSatisfy { $0.sourceOffset > 0 })
        #expect(model.loaded.snapshot.nodes.count == text.snapshot.nodes.count)
        let description = Self.describe(text.snapshot)
        // Down to the nodes' Android properties and import notes.
        #expect(description.contains("className: ") && description.contains("importNotes: "))
        #expect(Self.describe(model.loaded.snapshot) == description)
        #expect(model.loaded.warnings == text.warnings)
        #expect(model.elementLines == lines)
        let snapshot = model.loaded.snapshot
        for (i, node) in snapshot.nodes.enumerated() { #expect(snapshot.index[node.id] == i) }
    }

    /// What the loader would refuse (here frames beyond its coordinate limit: 900,000,000 pixels
    /// at 0.5 pixels a dp) is refused with the loader's own message, through the text.
    @Test func whatTheLoaderRefusesIsRefusedWithItsMessage() throws {
        let xml = AndroidFixture.dump(AndroidFixture.node("android.widget.Button", text: "Far", bounds: [0, 0, 900_000_000, 100]))
        let conversion = try Importer.convert(Array(xml.utf8), fileName: "far.xml", density: 0.5)
        var textMessage: String?
        do { _ = try Importer.load(conversion, fileName: "far.xml", displayName: "far.xml") } catch { textMessage = error.description }
        var modelMessage: String?
        do { _ = try Importer.open(Array(xml.utf8), fileName: "far.xml", displayName: "far.xml", density: 0.5) } catch {
            modelMessage = error.description
        }
        #expect(textMessage == "far.xml:1:1: error: the snapshot converted from it is refused: root.children[0].children[0].frame[2]: width 1800000000 is out of range: coordinates and sizes are at most 1000000000 points from 0")
        #expect(modelMessage == textMessage)
    }

    /// The model is built node by node, without the text, and only takes what the loader takes.
    @Test func theAssemblyRefusesWhatTheLoaderRefuses() throws {
        let screen = Snapshot.Screen(width: 400, height: 800, scale: 2)
        #expect(SnapshotAssembly(fileName: "a", title: nil, platform: .android, screen: Snapshot.Screen(width: 400, height: 800, scale: 17),
                                 screenshot: nil, importedFrom: nil, expectedNodes: 1) == nil)
        var assembly = try #require(SnapshotAssembly(fileName: "a", title: "T", platform: .android, screen: screen, screenshot: nil,
                                                     importedFrom: nil, expectedNodes: 2))
        let frame = Rect(x: 0, y: 0, width: 400, height: 800)
        #expect(assembly.append(id: "root", frame: frame, content: .init(), parent: nil) == 0)
        #expect(assembly.append(id: "no spaces", frame: frame, content: .init(), parent: 0) == nil)
        #expect(assembly.append(id: "wide", frame: Rect(x: 0, y: 0, width: 2e9, height: 1), content: .init(), parent: 0) == nil)
        var unnamed = SnapshotAssembly.Content()
        unnamed.customActions = [""]
        #expect(assembly.append(id: "unnamed", frame: frame, content: unnamed, parent: 0) == nil)
        #expect(assembly.append(id: "root", frame: frame, content: .init(), parent: 0) == nil)
        var label = SnapshotAssembly.Content()
        label.label = "Child"
        #expect(assembly.append(id: "child", frame: frame, content: label, parent: 0) != nil)
        let snapshot = try #require(assembly.finish())
        #expect(snapshot.title == "T")
        #expect(snapshot.nodes.map(\.id).suffix(1) == ["child"])
        #expect(snapshot.nodes[0].children.contains(snapshot.nodes.count - 1))
    }
}
