@testable import AXEngine
import AXModel
import AXTestSupport
import Testing

/// voiceover-model.md §4: each element speaks in its own language, inherited from its nearest
/// ancestor, else the file's locale (which `--locale` replaces).
@Suite struct NarratorTests {
    let snapshot: Snapshot

    init() throws {
        snapshot = try Fixture.snapshot(#"""
            {"id": "german", "type": "view", "language": "de-AT", "frame": [0, 100, 393, 100], "children": [
              {"id": "save", "type": "button", "label": "Sichern", "frame": [16, 100, 300, 44]},
              {"id": "korean", "type": "button", "label": "저장", "language": "ko", "frame": [16, 150, 300, 44]}]},
            {"id": "row", "type": "stack", "childBehavior": "combine", "frame": [0, 300, 393, 60], "children": [
              {"id": "name", "type": "label", "text": "Ana", "language": "de", "frame": [16, 300, 100, 30]},
              {"id": "edit", "type": "button", "label": "Edit", "language": "de", "frame": [250, 300, 100, 30]}]},
            {"id": "plain", "type": "button", "label": "Plain", "frame": [16, 400, 300, 44]}
            """#, extra: #", "locale": "en-GB""#)
    }

    @Test func languagesAreInheritedAndCombineUsesItsNode() throws {
        #expect(try Fixture.descriptions(snapshot) == ["Sichern. Taste.", "저장. 버튼.", "Ana. Button.", "Plain. Button."])
        #expect(try Fixture.descriptions(snapshot, locale: "ru") == ["Sichern. Taste.", "저장. 버튼.", "Ana. Кнопка.", "Plain. Кнопка."])
    }

    @Test func aLanguageWithoutWordsIsWarnedOnce() throws {
        let analysis = Analysis(snapshot: snapshot, locale: "fr-CA")
        #expect(analysis.narrator.languageWarnings() == ["no word table for the language 'fr-CA'; its elements speak English words"])
        #expect(try analysis.narrator.describe(analysis.element(stop: 3)).speech.description == "Plain. Button.")
        #expect(Analysis(snapshot: snapshot).narrator.languageWarnings() == [])
    }
}
