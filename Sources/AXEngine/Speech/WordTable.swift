import AXModel
import Foundation

/// The words VoiceOver speaks in one language, read from `Resources/Words/LANG.json`.
public struct WordTable: Sendable {
    /// Every key a table must define.
    public enum Key: String, CaseIterable, Sendable {
        case selected, selectedFormat, dimmed, button, backButton, backLabel, switchButton
        case switchOn, switchOff, switchMixed, tab, textField, secureTextField, isEditing, heading, link
        case adjustable, image, searchField, series, listStart, listEnd, landmarkStart, landmarkEnd
        case customContent, hintToggle, hintEdit, hintEditing, hintEditTextArea, hintAdjust, actionsAvailable

        /// The key's place in ``allCases``: a case without a payload is stored as its number in
        /// declaration order (`WordTableTests` checks it for every key).
        var position: Int { Int(unsafeBitCast(self, to: UInt8.self)) }
    }

    /// The language tag the table is for.
    public let language: String
    /// The words in the order of ``Key/allCases``: a word is looked up once or more for every
    /// element spoken, and an array is indexed without hashing the key's name.
    let words: [String]
    /// How well each word is attested (`recorded`, `high`, …, `unverified`).
    public let attestation: [Key: String]

    public subscript(key: Key) -> String { words[key.position] }

    /// A problem with a word table file.
    public struct LoadError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Reads a table file; every key must be present.
    public static func load(path: String) throws(LoadError) -> WordTable {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LoadError(description: "\(path): cannot read the word table")
        }
        let document: JSONDocument
        do throws(JSONSyntaxError) {
            document = try JSONParser.parse(Array(data))
        } catch {
            throw LoadError(description: "\(path): invalid JSON at byte \(error.offset): \(error.message)")
        }
        guard let language = document.member(document.root, "language").flatMap(document.string),
              let table = document.member(document.root, "words") else {
            throw LoadError(description: "\(path): expected {\"language\", \"words\"}")
        }
        var words: [String] = []
        var attestation: [Key: String] = [:]
        for key in Key.allCases {
            guard let entry = document.member(table, key.rawValue),
                  let text = document.member(entry, "text").flatMap(document.string) else {
                throw LoadError(description: "\(path): missing the word '\(key.rawValue)'")
            }
            words.append(text)
            attestation[key] = document.member(entry, "attested").flatMap(document.string) ?? "unverified"
        }
        return WordTable(language: language, words: words, attestation: attestation)
    }

    /// The languages that have a table in the resources folder.
    public static func availableLanguages() -> [String] {
        guard let directory = ResourceLocator.path("Words"),
              let files = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }
}

/// Word tables by language, loaded on first use. The table for `de-CH` is `de`'s; a language
/// without a table falls back to English.
public final class WordTables {
    private var cache: [String: WordTable] = [:]
    /// The table asked for last, and its language: nearly every element speaks the same language
    /// as the one before.
    private var lastTable: WordTable?
    private var lastLanguage = ""

    public init() {}

    /// The table a tag picks: the table with the same tag, else its primary subtag's (compared
    /// without case), else nil (English is spoken).
    public static func tableName(for language: String) -> String? {
        let available = WordTable.availableLanguages()
        if available.contains(language) { return language }
        let base = String(language.split(separator: "-").first ?? "").lowercased()
        return available.contains(base) ? base : nil
    }

    public func table(for language: String) throws(WordTable.LoadError) -> WordTable {
        if language == lastLanguage, let lastTable { return lastTable }
        let table = try cachedTable(for: language)
        lastLanguage = language
        lastTable = table
        return table
    }

    private func cachedTable(for language: String) throws(WordTable.LoadError) -> WordTable {
        if let table = cache[language] { return table }
        let chosen = WordTables.tableName(for: language) ?? "en"
        guard let path = ResourceLocator.path("Words/\(chosen).json") else {
            throw WordTable.LoadError(description: "the Resources folder with the word tables was not found (set AXSCOPE_RESOURCES)")
        }
        let table: WordTable
        if let cached = cache[chosen] {
            table = cached
        } else {
            table = try WordTable.load(path: path)
            cache[chosen] = table
        }
        cache[language] = table
        return table
    }
}
