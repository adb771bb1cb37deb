import AXCommandLine
import Foundation
import AXTestSupport
import Testing

@Suite struct CommandLineToolTests {
    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let console = CapturingConsole()
        let code = CommandLineTool.run(arguments, console: console)
        return (code, console.output, console.errors)
    }

    @Test func orderPrintsStopsWithHintsAndActions() {
        let result = run(["order", Fixture.sample("name-list")])
        #expect(result.code == 0)
        #expect(result.out == """
            1. Names. Heading.
            2. Alice. Button. List Start.
               Actions Available: Delete
            3. Bob. Button.
               Actions Available: Delete
            4. Carol. Button. List End.
               Actions Available: Move to Top, Delete
            5. Add Name. Button.
               Adds an empty row at the end of the list.

            """)
    }

    @Test func orderJSONMatchesTheContract() {
        let result = run(["order", "--json", Fixture.sample("photo-filter")])
        #expect(result.code == 0)
        #expect(result.out.contains("""
                {
                  "index": 2,
                  "id": "filterButton",
                  "description": "Filter. Switch Button. Off.",
                  "hint": "Double tap to toggle setting.",
                  "label": "Filter",
                  "value": "0",
                  "traits": ["button", "switchButton"],
                  "unspokenTraits": [],
                  "frame": [16, 120, 120, 44],
                  "shape": "rect",
                  "activationPoint": [76, 142],
                  "customActions": [],
                  "customContent": [],
                  "directTouch": null,
                  "container": null,
                  "merged": []
                }
            """))
        #expect(result.out.contains(#""directTouch": ["silentOnTouch"]"#))
        #expect(result.out.hasPrefix("{\n  \"file\": "))
    }

    @Test func orderListsUnspokenCustomContentAndWarnsAboutLanguagesWithoutWords() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("axscope-content-\(UUID().uuidString).axsnap")
        defer { try? FileManager.default.removeItem(at: url) }
        try Fixture.json(#"""
            {"id": "coffee", "type": "button", "label": "Coffee", "frame": [16, 100, 361, 44], "language": "pt",
             "customContent": [{"label": "Price", "value": "5 €", "important": true}, {"label": "SKU", "value": "A1"}]}
            """#).write(to: url, atomically: true, encoding: .utf8)
        let result = run(["order", "--json", url.path])
        #expect(result.out.contains(#""description": "Coffee. Button. Price: 5 €.""#))
        #expect(result.out.contains("""
                  "customContent": [
                    {
                      "label": "SKU",
                      "value": "A1",
                      "important": false
                    }
                  ],
            """))
        #expect(result.err == "\(url.path): warning: no word table for the language 'pt'; its elements speak English words\n")
    }

    @Test func groupedNavigationMakesAContainContainerOneStop() {
        let result = run(["order", "--navigation", "grouped", Fixture.sample("form-contain")])
        #expect(result.out.split(separator: "\n").filter { !$0.hasPrefix(" ") } == [
            "1. 개인정보 입력. 머리말.", "2. 성. 텍스트 필드.", "3. 이름. 텍스트 필드.", "4. 성별 선택 그룹",
            "5. 생년월일: 2000년 1월 1일. 버튼.", "6. 약관 동의. 스위치 버튼. 끔.", "7. 제출. 흐리게 표시됨. 버튼.",
        ])
        #expect(run(["order", "--locale", "de", Fixture.sample("photo-filter")]).out.contains("2. Filter. Umschalttaste. Aus."))
    }

    @Test func inspectExplainsUnreachableNodes() {
        let result = run(["inspect", Fixture.sample("nested-views"), "orangeButton"])
        #expect(result.code == 0)
        #expect(result.out.hasPrefix("""
            orangeButton (button) at root.children[0].children[0]
              Why: unreachable: child of the element `orangeView`, whose children VoiceOver never visits

            """))
        let json = run(["inspect", "--json", Fixture.sample("photo-filter"), "zoomView"])
        #expect(json.out.contains(#""evaluations": 1"#))
        #expect(json.out.contains(#""result": "Original, zoom 1x""#))
    }

    @Test func exitCodesAndErrors() {
        #expect(run(["validate", Fixture.sample("photo-filter")]).out.hasSuffix("valid: 16 nodes, 11 focus stops\n"))
        let missing = run(["inspect", Fixture.sample("photo-filter"), "nope"])
        #expect(missing.code == 1)
        #expect(missing.out == "")
        #expect(missing.err.hasSuffix("error: no node has the id 'nope'\n"))
        let unreadable = run(["order", "/nonexistent.axsnap"])
        #expect(unreadable.code == 1)
        #expect(unreadable.err == "/nonexistent.axsnap:1:1: error: cannot read the file: it does not exist\n")
        #expect(run(["order"]).code == 2)
        #expect(run(["frobnicate"]).code == 2)
        #expect(run(["order", "--navigation", "sideways", "x"]).code == 2)
        #expect(run(["--version"]).out == "axscope 0.1.0\n")
        #expect(run(["--help"]).out.contains("axscope order FILE [options]"))
    }

    /// The help says Android dumps are read, as TalkBack reads them, and how to name them.
    @Test func helpNamesTheAndroidFormatsAndTheDensity() {
        let help = run(["--help"]).out
        #expect(help.contains("--from wda-xml|wda-json|xcuitest|uiautomator|\nuiautomator2"))
        #expect(help.contains("An\nAndroid dump is read as TalkBack reads it"))
        let importHelp = run(["help", "import"]).out
        #expect(importHelp.contains("  uiautomator   Android's `adb shell uiautomator dump` (<hierarchy> of <node>s)\n"))
        #expect(importHelp.contains("  --density D              an Android dump's pixels per dp, 0.5 to 8"))
    }
}
