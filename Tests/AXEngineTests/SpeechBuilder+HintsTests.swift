@testable import AXEngine
import AXModel
import AXTestSupport
import Testing

/// voiceover-model.md §4 rule 8: the hints VoiceOver adds.
@Suite struct SpeechBuilderHintsTests {
    func hint(_ hint: String?, _ traits: Traits, language: String = "en") throws -> String? {
        let words = try WordTables().table(for: language)
        return SpeechBuilder.speech(label: "Notes", value: nil, hint: hint, traits: traits, context: nil,
                                    customActions: [], words: words).hint
    }

    @Test func aTextViewGetsTheEditHintWithTheRotorHint() throws {
        #expect(try hint(nil, [.textEntry, .textArea]) == "Double tap to edit., Use the rotor to access Misspelled Words")
        #expect(try hint(nil, [.textEntry, .textArea, .isEditing]) == "Use the rotor to access Misspelled Words")
        #expect(try hint(nil, [.textEntry]) == "Double tap to edit.")
        #expect(try hint(nil, [.textEntry, .textArea], language: "de")
            == "Zum Bearbeiten doppeltippen., Den Rotor für den Zuriff auf „Rechtschreibfehler verwenden")
        #expect(try hint(nil, [.textEntry, .textArea], language: "ru")
            == "коснитесь дважды, чтобы редактировать., Используйте ротор для доступа к oбъeкту: Cлова с ошибками")
        #expect(try hint(nil, [.textEntry, .textArea], language: "ko")
            == "편집하려면 이중 탭하십시오., 로터를 사용하여 철자가 틀린 단어에 접근하십시오")
        #expect(try WordTables().table(for: "ko").attestation[.hintEditTextArea] == "chosen")
    }

    @Test func hintsAppendInOrderLosingOneFinalPeriod() throws {
        #expect(try hint("Hint!", [.switchButton]) == "Hint!. Double tap to toggle setting.")
        #expect(try hint("Opens it..", [.switchButton]) == "Opens it.. Double tap to toggle setting.")
        #expect(try hint("Ignored", [.textEntry, .adjustable])
            == "Double tap to edit. Swipe up or down with one finger to adjust the value.")
        #expect(try hint("Kept", [.switchButton, .adjustable, .notEnabled]) == "Kept")
    }
}
