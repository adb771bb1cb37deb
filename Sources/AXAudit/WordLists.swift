import AXEngine
import AXModel
import Foundation

/// The audit's words of one language (audit.md §3), from `Resources/Audit/LANG.json`. A class:
/// every stop holds its language's lists.
final class WordLists: Sendable {
    /// Role words by trait name (`button`, `link`, …); `switchButton` includes the button words.
    let roleWords: [String: [WordEntry]]
    let stateWords: [WordEntry]
    let onOffWords: [WordEntry]
    let gestureWords: [WordEntry]
    /// The button and link words for a stop that lacks one of the traits or both, by
    /// ``lacking(button:link:)``.
    let lackingWords: [[WordEntry]]

    init(roleWords: [String: [WordEntry]], stateWords: [WordEntry], onOffWords: [WordEntry], gestureWords: [WordEntry]) {
        self.roleWords = roleWords
        self.stateWords = stateWords
        self.onOffWords = onOffWords
        self.gestureWords = gestureWords
        lackingWords = (0..<4).map { mask in
            (mask & 1 != 0 ? roleWords["button"] ?? [] : []) + (mask & 2 != 0 ? roleWords["link"] ?? [] : [])
        }
    }

    /// The index into ``lackingWords``.
    static func lacking(button: Bool, link: Bool) -> Int { (button ? 1 : 0) | (link ? 2 : 0) }

    /// A problem with a word list file.
    struct LoadError: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads a list file; `speech` adds its `switchOn`/`switchOff` words to the on/off words.
    static func load(path: String, speech: WordTable?) throws(LoadError) -> WordLists {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LoadError(description: "\(path): cannot read the audit word list")
        }
        let document: JSONDocument
        do throws(JSONSyntaxError) {
            document = try JSONParser.parse(Array(data))
        } catch {
            throw LoadError(description: "\(path): invalid JSON at byte \(error.offset): \(error.message)")
        }
        func strings(_ value: JSONDocument.Value?) -> [String]? {
            guard let value, document.kind(value) == .array else { return nil }
            let texts = document.elements(value).compactMap(document.string)
            return texts.count == document.count(value) ? texts : nil
        }
        let root = document.root
        guard let roles = document.member(root, "roleWords"),
              let state = strings(document.member(root, "stateWords")),
              let onOff = strings(document.member(root, "onOffWords")),
              let gesture = strings(document.member(root, "gestureWords")) else {
            throw LoadError(description: "\(path): expected roleWords, stateWords, onOffWords and gestureWords")
        }
        var roleWords: [String: [WordEntry]] = [:]
        var failure: LoadError?
        document.forEachMember(roles) { key, value in
            let trait = document.string(key) ?? ""
            guard let words = strings(value) else {
                failure = LoadError(description: "\(path): roleWords.\(trait) must be an array of strings")
                return
            }
            roleWords[trait] = words.map { WordEntry($0, tag: trait) }
        }
        if let failure { throw failure }
        roleWords["switchButton", default: []] += (roleWords["button"] ?? []).map { entry in
            var copy = entry
            copy.tag = "switchButton"
            return copy
        }
        var onOffEntries = onOff.map { WordEntry($0) }
        for key in [WordTable.Key.switchOn, .switchOff] {
            guard let word = speech?[key], !TextMatcher.normalise(word).isEmpty else { continue }
            let entry = WordEntry(word)
            if !onOffEntries.contains(entry) { onOffEntries.append(entry) }
        }
        return WordLists(roleWords: roleWords, stateWords: state.map { WordEntry($0) },
                         onOffWords: onOffEntries, gestureWords: gesture.map { WordEntry($0) })
    }

    /// The role words of several traits, in the traits' order.
    func roleWords(of traits: [String]) -> [WordEntry] { traits.flatMap { roleWords[$0] ?? [] } }
}

/// Word lists by language, loaded on first use: the same tag, else its primary subtag, else English.
final class WordListCache {
    private var cache: [String: WordLists] = [:]
    private let speech = WordTables()

    func lists(for language: String) throws(WordLists.LoadError) -> WordLists {
        if let lists = cache[language] { return lists }
        let base = String(language.split(separator: "-").first ?? "en").lowercased()
        let chosen = [language, base, "en"].first { ResourceLocator.path("Audit/\($0).json").map(FileManager.default.fileExists) ?? false }
        guard let chosen, let path = ResourceLocator.path("Audit/\(chosen).json") else {
            throw WordLists.LoadError(description: "the Resources folder with the audit word lists was not found (set AXSCOPE_RESOURCES)")
        }
        let lists: WordLists
        if let cached = cache[chosen] {
            lists = cached
        } else {
            lists = try WordLists.load(path: path, speech: try? speech.table(for: chosen))
        }
        cache[chosen] = lists
        cache[language] = lists
        return lists
    }
}
