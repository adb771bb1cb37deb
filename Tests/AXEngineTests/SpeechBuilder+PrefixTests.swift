@testable import AXEngine
import AXModel
import AXTestSupport
import Testing

/// `descriptionStartsWithLabel`: what the audit's duplicate check relies on to skip describing.
@Suite struct SpeechBuilderPrefixTests {
    @Test func theDescriptionStartsWithTheLabelUnlessRuleOneOrThreeApplies() throws {
        let english = try WordTables().table(for: "en")
        let traitSets: [Traits] = [[], [.button], [.button, .notEnabled], [.switchButton], [.button, .switchButton], [.header, .link],
                                   [.textEntry, .isEditing], [.adjustable], [.tabBarItem], [.button, .backButton], [.selected],
                                   [.button, .selected], [.image, .searchField]]
        var starting = 0
        for label in [nil, "", "Back", "Play", "Volume."] {
            for value in [nil, "", "1", "50%"] {
                for hint in [nil, "Opens it."] {
                    for traits in traitSets {
                        let description = SpeechBuilder.speech(label: label, value: value, hint: hint, traits: traits, context: nil,
                                                               customActions: [], words: english).description
                        guard SpeechBuilder.descriptionStartsWithLabel(label, traits: traits) else { continue }
                        #expect(description.hasPrefix(label ?? "?"), "\(label ?? "nil") \(value ?? "nil") \(traits)")
                        starting += 1
                    }
                }
            }
        }
        #expect(starting == 3 * 4 * 2 * 10)
        #expect(!SpeechBuilder.descriptionStartsWithLabel("Back", traits: [.button, .backButton]))
        #expect(!SpeechBuilder.descriptionStartsWithLabel("23", traits: [.button, .selected]))
        #expect(!SpeechBuilder.descriptionStartsWithLabel(nil, traits: [.button]))
    }
}
