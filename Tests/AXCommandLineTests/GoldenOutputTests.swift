import AXCommandLine
import AXTestSupport
import Foundation
import Testing

/// Every command's output on the bundled samples and shared dumps, byte for byte, against the files
/// in `Tests/Golden/` (the input's path written as `FILE`). Regenerate one with
/// `axscope ARGS | sed "s|PATH|FILE|g" > Tests/Golden/NAME.txt` only when the contract changes.
@Suite struct GoldenOutputTests {
    static let steps = "next,next,activate,wait:2,previous,last,activate,wait:3,first"

    /// Golden file name, arguments with `FILE` for the input, the input.
    static let cases: [(name: String, arguments: [String], input: String)] = {
        var cases: [(String, [String], String)] = []
        for sample in ["form-contain", "name-list", "nested-views", "photo-filter", "profile-modal"] {
            let path = Fixture.sample(sample)
            cases += [
                ("\(sample).order", ["order", "FILE"], path),
                ("\(sample).order-json", ["order", "--json", "FILE"], path),
                ("\(sample).order-json-grouped", ["order", "--json", "--navigation", "grouped", "FILE"], path),
                ("\(sample).simulate-json", ["simulate", "--json", "FILE", "--steps", steps], path),
                ("\(sample).simulate", ["simulate", "FILE", "--steps", steps], path),
            ]
        }
        for (sample, id) in [("photo-filter", "zoomView"), ("photo-filter", "filterButton"), ("name-list", "rowAlice"),
                             ("name-list", "nameList"), ("nested-views", "orangeButton"), ("profile-modal", "logo")] {
            cases.append(("\(sample).inspect-\(id)", ["inspect", "FILE", id], Fixture.sample(sample)))
            cases.append(("\(sample).inspect-json-\(id)", ["inspect", "--json", "FILE", id], Fixture.sample(sample)))
        }
        for dump in ["shirates-core_ios_SettingsTopScreen", "alumnium_ToDoList_table_bulletin_EDITED-by-author"] {
            cases.append(("\(dump).order-json", ["order", "--json", "FILE"], Fixture.shared("wda-xml/\(dump).xml")))
        }
        // Android dumps, read as TalkBack reads them.
        let androidSteps = "next,next,activate,next,longPress,previous,last,first"
        for dump in ["shirates-core_appium-uia2_SettingsTopScreen", "shirates-core_appium-uia2_PlayStoreGamesScreen",
                     "termux-flutter-ide_window_dump", "termux-flutter-ide_project_view_dump"] {
            let path = Fixture.shared("uiautomator/\(dump).xml")
            cases += [
                ("\(dump).order", ["order", "FILE"], path),
                ("\(dump).order-json", ["order", "--json", "FILE"], path),
                ("\(dump).simulate", ["simulate", "FILE", "--steps", androidSteps], path),
            ]
        }
        cases.append(("shirates-core_appium-uia2_SettingsTopScreen.inspect-account_avatar", ["inspect", "FILE", "account_avatar"],
                      Fixture.shared("uiautomator/shirates-core_appium-uia2_SettingsTopScreen.xml")))
        return cases
    }()

    static func golden(_ name: String) -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Golden/\(name).txt")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? "(no golden file \(name).txt)"
    }

    @Test(arguments: cases.indices)
    func outputIsByteIdentical(_ index: Int) {
        let (name, arguments, input) = Self.cases[index]
        let console = CapturingConsole()
        let code = CommandLineTool.run(arguments.map { $0 == "FILE" ? input : $0 }, console: console)
        #expect(code == 0, "\(name)")
        #expect(console.output.replacingOccurrences(of: input, with: "FILE") == Self.golden(name), "\(name)")
    }
}
