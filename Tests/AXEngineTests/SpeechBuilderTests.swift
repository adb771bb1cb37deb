@testable import AXEngine
import AXModel
import AXTestSupport
import Testing

/// voiceover-model.md §4: descriptions and hints, in each language's words.
@Suite struct SpeechBuilderTests {
    let english: WordTable

    init() throws { english = try WordTables().table(for: "en") }

    func speak(_ label: String?, value: String? = nil, hint: String? = nil, _ traits: Traits,
               context: SpeechContext? = nil) -> Speech {
        SpeechBuilder.speech(label: label, value: value, hint: hint, traits: traits, context: context,
                             customActions: [], words: english)
    }

    @Test func theSpecExamples() {
        #expect(speak("Label", value: "Value", [.button, .adjustable])
            == Speech(description: "Label: Value. Button. Adjustable.",
                      hint: "Swipe up or down with one finger to adjust the value.", customActions: []))
        #expect(speak("Label", value: "1", [.button, .switchButton])
            == Speech(description: "Label. Switch Button. On.", hint: "Double tap to toggle setting.", customActions: []))
        #expect(speak("23", [.button, .selected]).description == "Selected: 23. Button.")
        #expect(speak(nil, value: "07", [.selected]).description == "Selected: 07")
    }

    @Test func traitWordsInOrder() {
        #expect(speak("Save", [.button, .notEnabled]).description == "Save. Dimmed. Button.")
        #expect(speak("Back", [.button, .backButton]).description == "Back Button.")
        #expect(speak("Settings", [.button, .backButton]).description == "Settings. Back Button.")
        #expect(speak("C", [.button, .keyboardKey]).description == "C")
        #expect(speak("Title", [.header, .link]).description == "Title. Heading. Link.")
        #expect(speak("Search", [.textEntry, .searchField, .isEditing])
            == Speech(description: "Search. Text Field. Is editing. Search Field.",
                      hint: "Use the rotor to access Misspelled Words", customActions: []))
        #expect(speak("PIN", [.textEntry, .secureTextField]).description == "PIN. Secure Text Field.")
        #expect(speak("Mode", value: "2", [.switchButton]).description == "Mode. Mixed.")
        #expect(speak("Photo", [.image, .supportsZoom, .allowsDirectInteraction]).description == "Photo. Image.")
    }

    @Test func hintsMoveAndJoin() {
        #expect(speak(nil, hint: "Opens the menu.", [.button]) == Speech(description: "Opens the menu. Button.", hint: nil, customActions: []))
        #expect(speak("Wi-Fi", value: "0", hint: "Joins networks.", [.button, .switchButton]).hint
            == "Joins networks. Double tap to toggle setting.")
        #expect(speak(nil, hint: "Volume", [.adjustable]) == Speech(description: "Volume. Adjustable.", hint: nil, customActions: []))
        #expect(speak("Name", hint: "Your name.", [.textEntry]).hint == "Double tap to edit.")
        #expect(speak("Name", hint: "Your name.", [.textEntry, .notEnabled]).hint == "Your name.")
    }

    @Test func contexts() {
        #expect(speak("Item A", [.button], context: .series(index: 1, count: 4, isTab: true)).description == "Item A. Tab. 1 of 4.")
        #expect(speak("Day", [.button], context: .series(index: 2, count: 3, isTab: false)).description == "Day. Button. 2 of 3.")
        #expect(speak("First", [], context: .listStart).description == "First. List Start.")
        #expect(speak("Only.", [], context: .listStart).description == "Only. List Start.")
        #expect(speak("Last", [.staticText], context: .landmarkEnd).description == "Last. End.")
    }

    @Test func otherLanguagesUseTheirTables() throws {
        let tables = WordTables()
        for (language, expected) in [("de", "Filter. Umschalttaste. Aus."), ("ru", "Filter. Кнопка-переключатель. Выкл."),
                                     ("ko-KR", "Filter. 스위치 버튼. 끔."), ("fr", "Filter. Switch Button. Off.")] {
            let words = try tables.table(for: language)
            #expect(SpeechBuilder.speech(label: "Filter", value: "0", hint: nil, traits: [.button, .switchButton],
                                         context: nil, customActions: [], words: words).description == expected)
        }
        #expect(try tables.table(for: "ko").attestation[.button] == "high")
        #expect(try tables.table(for: "ko").attestation[.series] == "chosen")
    }
}

/// The amended rules of §4: the back label, the period test, "only a hint", switch values.
extension SpeechBuilderTests {
    @Test func theBackLabelIsComparedWithoutCase() throws {
        #expect(speak("BACK", [.button, .backButton]).description == "Back Button.")
        #expect(speak("back", hint: "Returns.", [.button, .backButton]).description == "Returns. Back Button.")
        let russian = try WordTables().table(for: "ru")
        #expect(SpeechBuilder.speech(label: "Назад", value: nil, hint: nil, traits: [.button, .backButton], context: nil,
                                     customActions: [], words: russian).description == "Кнопка назад.")
    }

    @Test func onlyAPeriodCountsAsAPeriodAndNothingIsTrimmed() {
        #expect(speak("Really?", [.button]).description == "Really?. Button.")
        #expect(speak("Go!", [.button]).description == "Go!. Button.")
        #expect(speak("Wait…", [.button]).description == "Wait…. Button.")
        #expect(speak("End. ", [.button]).description == "End. . Button.")
        #expect(speak("Done.", [.button]).description == "Done. Button.")
    }

    @Test func onlyAHintIsAboutTheLabelAndValue() {
        // Selected with only a hint: the hint stays a hint and gets no adjust hint.
        #expect(speak(nil, hint: "Volume", [.selected, .adjustable])
            == Speech(description: "Selected. Adjustable.", hint: "Volume", customActions: []))
        // A back button's dropped "Back" label is still a label: the hint moves, the adjust hint follows.
        #expect(speak("Back", hint: "Goes back.", [.backButton, .adjustable])
            == Speech(description: "Goes back. Back Button. Adjustable.",
                      hint: "Swipe up or down with one finger to adjust the value.", customActions: []))
    }

    @Test func switchValuesOtherThanTheStatesAreSpokenAsIs() {
        #expect(speak("Mode", value: "3", [.button, .switchButton]).description == "Mode. Switch Button. 3")
        #expect(speak("Mode", value: "on", [.switchButton]).description == "Mode. on")
        #expect(speak("Mode", value: "0", [.switchButton]).description == "Mode. Off.")
    }
}
