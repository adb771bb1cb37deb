import AXCommandLine
import AXTestSupport
import Foundation
import Testing

/// Every real Android dump, the shared samples' and the project's, through every command: each
/// reads it as TalkBack does and agrees with the others on its stops.
@Suite struct AndroidDumpCommandsTests {
    static let dumps: [String] = [
        "shirates-core_appium-uia2_SettingsTopScreen", "shirates-core_appium-uia2_PlayStoreGamesScreen",
        "termux-flutter-ide_window_dump", "termux-flutter-ide_project_view_dump",
    ].map { Fixture.shared("uiautomator/\($0).xml") } + [
        "docer1990-visiontest_homee-flutter-login-multiwindow", "Makesoft-io-hazel_firetv-webview-statlink-page-toolbar",
        "Elormyevu-nku-medgemma-conversion_compose-triage-edittext-bottom-nav", "jiuxina-ying_flutter-appearance-settings-switches",
        "OctoDiary-OctoDiary-kt_compose-loading-progressbar", "HarnessTeam-Nora_compose-chat", "iMasterProX-UltraNavbar_launcher-widgets",
    ].map { AndroidFixture.sample("\($0).xml") }

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let console = CapturingConsole()
        let code = CommandLineTool.run(arguments, console: console)
        return (code, console.output, console.errors)
    }

    @Test(arguments: dumps)
    func everyCommandReadsTheDump(_ dump: String) throws {
        let name = URL(fileURLWithPath: dump).lastPathComponent
        let stops = try AndroidFixture.spoken(AndroidFixture.snapshot(file: dump))
        let json = run(["order", "--json", dump])
        #expect(json.code == 0, "\(name)")
        let order = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(order["platform"] as? String == "android", "\(name)")
        #expect(order["screenReader"] as? String == "TalkBack", "\(name)")
        let elements = try #require(order["elements"] as? [[String: Any]])
        #expect(elements.map { $0["description"] as? String } == stops.map { $0.components(separatedBy: "\n   ")[0] }, "\(name)")
        let firstID = try #require(elements.first?["id"] as? String)

        let inspect = run(["inspect", dump, firstID])
        #expect(inspect.code == 0, "\(name)")
        #expect(inspect.out.contains("Why: stop 1 of \(elements.count):"), "\(name)")

        let png = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-android-\(getpid())-\(name).png").path
        defer { try? FileManager.default.removeItem(atPath: png) }
        #expect(run(["render", dump, "-o", png, "--focus", "1"]).code == 0, "\(name)")
        let header = try #require(FileManager.default.contents(atPath: png)).prefix(8)
        #expect(Array(header) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(name)")

        let simulate = run(["simulate", dump, "--steps", "next,next,activate,previous,last"])
        #expect(simulate.code == 0, "\(name)")
        let lastID = try #require(elements.last?["id"] as? String)
        #expect(simulate.out.split(separator: "\n").contains { $0.contains(" last ") && $0.contains("→ \(lastID)  “") }, "\(name)")

        let audit = run(["audit", dump])
        #expect(audit.code == 0 || audit.code == 1, "\(name)")
        let summary = String(audit.out.split(separator: "\n").last ?? "")
        #expect(summary.wholeMatch(of: /\d+ errors?, \d+ warnings?, \d+ infos? \(.*\)/) != nil, "\(name): \(summary)")

        let diff = run(["diff", dump, dump])
        #expect(diff.code == 0, "\(name)")
        #expect(diff.out.hasSuffix("0 regressions, 0 warnings, 0 infos: pass (--fail-on regression)\n"), "\(name)")

        let snapshot = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-android-\(getpid())-\(name).axsnap").path
        defer { try? FileManager.default.removeItem(atPath: snapshot) }
        #expect(run(["import", dump, "-o", snapshot]).code == 0, "\(name)")
        let validate = run(["validate", snapshot])
        #expect(validate.code == 0, "\(name)")
        #expect(validate.out.hasSuffix(" nodes, \(elements.count) focus stops\n"), "\(name)")
        #expect(run(["order", "--json", snapshot]).out == json.out.replacingOccurrences(of: dump, with: snapshot), "\(name)")
    }
}
