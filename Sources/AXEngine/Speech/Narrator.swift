import AXModel

/// Speaks the elements of a resolved snapshot: their description, hint and custom actions,
/// in each element's language (`language`, inherited, else the snapshot's locale). This is
/// VoiceOver's (voiceover-model.md §4); ``TalkBackNarrator`` speaks an Android snapshot's.
public class Narrator {
    public let snapshot: Snapshot
    public let evaluation: Evaluation
    public let properties: ElementProperties
    /// The default language, the snapshot's locale unless overridden.
    public let locale: String
    /// Its word tables, loaded on first use (or another narrator's, ``AnalysisCache``).
    var tables = WordTables()
    /// The bookkeeping of the last reading, reused by the next (see ``reading()``).
    private var lastResults: ElementProperties.Results?

    public init(snapshot: Snapshot, evaluation: Evaluation, locale: String? = nil) {
        self.snapshot = snapshot
        self.evaluation = evaluation
        self.properties = ElementProperties(snapshot: snapshot, evaluation: evaluation)
        self.locale = locale ?? snapshot.locale
    }

    /// The element's language.
    public func language(of element: ElementModel) -> String { language(ofNode: element.node) }

    /// Whether any node has a `language`: when none has, every element speaks the default locale.
    var anyNodeHasLanguage: Bool { !snapshot.nodesWithLanguage.isEmpty }

    /// A node's language: its own or inherited `language`, else the default locale.
    public func language(ofNode node: Int) -> String {
        guard anyNodeHasLanguage else { return locale }
        var current: Int? = node
        while let index = current {
            if let language = snapshot.nodes[index].language { return language }
            current = snapshot.nodes[index].parent
        }
        return locale
    }

    /// One warning for each language tag in use (the default locale and every node's
    /// `language`, in order of first use) that has no word table, not even for its primary
    /// subtag: its elements speak English words.
    public func languageWarnings() -> [String] {
        var seen = Set<String>()
        let tags = [locale] + snapshot.nodes.compactMap(\.language)
        return tags.filter { seen.insert($0).inserted && WordTables.tableName(for: $0) == nil }
            .map { "no word table for the language '\($0)'; its elements speak English words" }
    }

    /// An element's label and value as read for one description, and what VoiceOver says.
    public struct Description: Sendable {
        public var label: String?
        public var value: String?
        public var speech: Speech
        /// All the element's custom content (the important pieces are spoken).
        public var customContent: [CustomContent]
    }

    /// Properties for one reading of an element (``ElementProperties/reading()``), reusing the
    /// last reading's bookkeeping when that reading is over.
    public func reading() -> ElementProperties { properties.reading(reusing: &lastResults) }

    /// What VoiceOver says on focusing the element. Runs the blocks it needs, once each.
    public func describe(_ element: ElementModel) throws(WordTable.LoadError) -> Description {
        let words = try tables.table(for: language(of: element))
        let properties = reading()
        let label = properties.label(element)
        let value = properties.value(element)
        let customContent = properties.customContent(element)
        let speech = SpeechBuilder.speech(label: label, value: value, hint: properties.hint(element),
                                          traits: element.traits, context: element.context,
                                          customActions: element.customActions.map(properties.name(of:)),
                                          customContent: customContent, words: words)
        return Description(label: label, value: value, speech: speech, customContent: customContent)
    }

    /// The spoken words of the element's language.
    public func words(for element: ElementModel) throws(WordTable.LoadError) -> WordTable {
        try tables.table(for: language(of: element))
    }

    /// The "Actions Available" word of the element's language.
    public func actionsAvailableWord(for element: ElementModel) throws(WordTable.LoadError) -> String {
        try tables.table(for: language(of: element))[.actionsAvailable]
    }
}
