import AXModel
import AXTalkBack

/// Speaks the stops of an Android snapshot as TalkBack does (``TalkBackScreen/focusSpeech(of:words:)``),
/// in each node's language with TalkBack's own words (`Resources/TalkBack/Words`). A stop's label
/// is its content description, else its text; it has no value.
final class TalkBackNarrator: Narrator {
    unowned let model: TalkBackModel

    init(snapshot: Snapshot, evaluation: Evaluation, locale: String?, model: TalkBackModel) {
        self.model = model
        super.init(snapshot: snapshot, evaluation: evaluation, locale: locale)
    }

    /// TalkBack's words for an element's language.
    func talkBackWords(for element: ElementModel) throws(WordTable.LoadError) -> TalkBackWords {
        do throws(TalkBackWords.LoadError) {
            return try TalkBackWords.table(for: language(of: element))
        } catch {
            throw WordTable.LoadError(description: error.description)
        }
    }

    override func describe(_ element: ElementModel) throws(WordTable.LoadError) -> Description {
        let words = try talkBackWords(for: element)
        let spoken = model.screen.focusSpeech(of: element.node, words: words)
        let properties = reading()
        return Description(label: properties.ownLabel(element.node), value: nil,
                           speech: Speech(description: spoken.description, hint: spoken.hint,
                                          customActions: element.customActions.map(properties.name(of:))),
                           customContent: [])
    }

    override func languageWarnings() -> [String] {
        var seen = Set<String>()
        let tags = [locale] + snapshot.nodes.compactMap(\.language)
        var warnings = tags.filter { seen.insert($0).inserted && TalkBackWords.tableName(for: $0) == nil }
            .map { "no TalkBack word table for the language '\($0)'; its elements speak English words" }
        if let problem = model.classTableProblem { warnings.append("\(problem); roles come from class names alone") }
        return warnings
    }

    /// TalkBack's name for the menu that holds the custom actions ("Actions").
    override func actionsAvailableWord(for element: ElementModel) throws(WordTable.LoadError) -> String {
        try talkBackWords(for: element)[.menuActions]
    }
}
