import AXModel
import Foundation
import Synchronization

/// The words TalkBack speaks in one language: its own string resources (`strings_compositor.xml`,
/// `strings.xml` of the TalkBack and utils modules), read from `Resources/TalkBack/Words/LANG.json`,
/// each entry naming its resource. Templates keep Android's placeholders (`%1$s`, `%1$d`).
public struct TalkBackWords: Sendable {
    /// Every key a table must define.
    public enum Key: String, CaseIterable, Sendable {
        case roleButton, roleCheckBox, roleDropDownList, roleEditText, roleGrid, roleImage, roleList, rolePager, rolePagerPage
        case roleProgressBar, roleRadioButton, roleSeekBar, roleSwitch, roleTabBar, roleWebView
        case unlabelled, checked, notChecked, on, off, selected, disabled, expanded, collapsed, editing, heading
        case password, passwordCharacterCount, errorTemplate
        case doubleTap, hintActivate, hintToggle, hintSelect, hintEditText, hintSpinner, hintLongPress, hintCustomClick
        case hintCustomLongClick, hintMenuAvailable, menuActions, menuLabels, gestureTapWithThreeFingers, hintAdjust
        case gestureSwipeUp, gestureSwipeDown, characterCollapse
    }

    /// The language tag the table is for.
    public let language: String
    private let texts: [Key: String]
    /// Plural forms by CLDR category (`one`, `few`, `many`, `other`).
    private let plurals: [Key: [String: String]]
    /// The names of punctuation and symbols (`SpeechCleanupUtils.TALKBACK_PUNCTUATION_AND_SYMBOL`),
    /// by UTF-16 code unit, as Java's `char`.
    let symbols: [UInt16: String]

    public subscript(key: Key) -> String { texts[key] ?? plurals[key]?["other"] ?? "" }

    /// A template with its placeholders filled (`%1$s`, `%2$s`, `%1$d`, …, in order of their
    /// numbers; `%s` and `%d` in order of appearance).
    public func format(_ key: Key, _ arguments: String...) -> String { Self.fill(self[key], arguments) }

    /// A plural template for `count`, its placeholder filled with the number.
    public func format(_ key: Key, count: Int) -> String {
        let forms = plurals[key] ?? [:]
        let template = forms[PluralCategory.of(count, language: language)] ?? forms["other"] ?? self[key]
        return Self.fill(template, [String(count)])
    }

    static func fill(_ template: String, _ arguments: [String]) -> String {
        var result = ""
        var characters = Array(template)
        var next = 0
        var i = 0
        while i < characters.count {
            guard characters[i] == "%", i + 1 < characters.count else {
                result.append(characters[i])
                i += 1
                continue
            }
            var j = i + 1
            var number = 0
            while j < characters.count, let digit = characters[j].wholeNumberValue, characters[j].isASCII {
                number = number * 10 + digit
                j += 1
            }
            var position: Int
            if number > 0, j < characters.count, characters[j] == "$" {
                position = number - 1
                j += 1
            } else {
                j = i + 1
                position = next
                next += 1
            }
            if j < characters.count, characters[j] == "s" || characters[j] == "d" {
                result += position < arguments.count ? arguments[position] : ""
                i = j + 1
            } else if characters[i + 1] == "%" {
                result.append("%")
                i += 2
            } else {
                result.append(characters[i])
                i += 1
            }
        }
        characters = []
        return result
    }

    /// A problem with a word table file.
    public struct LoadError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Reads a table file; every key must be present.
    public static func load(path: String) throws(LoadError) -> TalkBackWords {
        guard let data = FileManager.default.contents(atPath: path) else { throw LoadError(description: "\(path): cannot read the word table") }
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
        var texts: [Key: String] = [:], plurals: [Key: [String: String]] = [:]
        for key in Key.allCases {
            guard let entry = document.member(table, key.rawValue) else {
                throw LoadError(description: "\(path): missing the word '\(key.rawValue)'")
            }
            if let text = document.member(entry, "text").flatMap(document.string) {
                texts[key] = text
            } else if let forms = document.member(entry, "plural") {
                var byCategory: [String: String] = [:]
                document.forEachMember(forms) { category, form in
                    if let name = document.string(category), let text = document.string(form) { byCategory[name] = text }
                }
                guard byCategory["other"] != nil else { throw LoadError(description: "\(path): the plural '\(key.rawValue)' has no 'other' form") }
                plurals[key] = byCategory
            } else {
                throw LoadError(description: "\(path): the word '\(key.rawValue)' has neither \"text\" nor \"plural\"")
            }
        }
        var symbols: [UInt16: String] = [:]
        if let names = document.member(document.root, "symbols").flatMap({ document.member($0, "names") }) {
            document.forEachMember(names) { key, value in
                guard let character = document.string(key), let name = document.string(value) else { return }
                let units = Array(character.utf16)
                if units.count == 1 { symbols[units[0]] = name }
            }
        }
        return TalkBackWords(language: language, texts: texts, plurals: plurals, symbols: symbols)
    }

    /// The languages that have a table.
    public static func availableLanguages() -> [String] {
        guard let directory = ResourceLocator.path("TalkBack/Words"),
              let files = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The table a tag picks: the table with the same tag, else its primary subtag's (compared
    /// without case), else nil (English is spoken).
    public static func tableName(for language: String) -> String? {
        let available = availableLanguages()
        if available.contains(language) { return language }
        let base = String(language.split(separator: "-").first ?? "").lowercased()
        return available.contains(base) ? base : nil
    }

    /// The table for a language tag (English when none fits), read once per process.
    public static func table(for language: String) throws(LoadError) -> TalkBackWords {
        if let known = cache.withLock({ $0.byTag[language] }) { return known }
        let name = tableName(for: language) ?? "en"
        if let known = cache.withLock({ $0.byName[name] }) {
            cache.withLock { $0.byTag[language] = known }
            return known
        }
        guard let path = ResourceLocator.path("TalkBack/Words/\(name).json") else {
            throw LoadError(description: "the Resources folder with TalkBack's word tables was not found (set AXSCOPE_RESOURCES)")
        }
        let table = try load(path: path)
        cache.withLock {
            $0.byName[name] = table
            $0.byTag[language] = table
        }
        return table
    }

    /// The tables read, by file name and by the tags that asked for them (finding a tag's file
    /// lists the resources folder: once per tag, not once per element spoken).
    private static let cache = Mutex<(byName: [String: TalkBackWords], byTag: [String: TalkBackWords])>(([:], [:]))
}

/// CLDR's plural categories of whole numbers, for the languages with a table.
enum PluralCategory {
    static func of(_ count: Int, language: String) -> String {
        let n = abs(count)
        switch String(language.prefix(2)).lowercased() {
        case "ru":
            if n % 10 == 1, n % 100 != 11 { return "one" }
            if (2...4).contains(n % 10), !(12...14).contains(n % 100) { return "few" }
            return "many"
        case "ko", "ja", "zh": return "other"
        default: return n == 1 ? "one" : "other"
        }
    }
}
