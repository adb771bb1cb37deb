@testable import AXEngine
import AXModel
import AXTestSupport
import Testing

/// voiceover-model.md §4 rule 7: the context suffix, then important custom content.
@Suite struct SpeechBuilderContextTests {
    @Test func importantCustomContentFollowsTheContext() throws {
        let english = try WordTables().table(for: "en")
        let content = [CustomContent(label: "Unread", value: "3", important: true),
                       CustomContent(label: "Size", value: "2 MB", important: false),
                       CustomContent(label: "From", value: "Ana", important: true)]
        let speech = SpeechBuilder.speech(label: "Inbox", value: nil, hint: nil, traits: [.button],
                                          context: .series(index: 1, count: 2, isTab: true), customActions: [],
                                          customContent: content, words: english)
        #expect(speech.description == "Inbox. Tab. 1 of 2. Unread: 3. From: Ana.")
    }

    @Test func theSnapshotsCustomContentIsSpoken() throws {
        let snapshot = try Fixture.snapshot(#"""
            {"id": "coffee", "type": "button", "label": "Coffee", "frame": [16, 100, 361, 44], "language": "ko",
             "customContent": [{"label": "가격", "value": "5000원", "important": true},
                               {"label": "SKU", "value": "A1", "important": false}]}
            """#)
        #expect(try Fixture.descriptions(snapshot) == ["Coffee. 버튼. 가격: 5000원."])
    }
}
