import AXModel
import Foundation
import Synchronization

/// The strings of Google's Accessibility Test Framework that its checks match or build text
/// with, in one language, from `Resources/Audit/ATF/LANG.json` (ATF's
/// `src/main/resources/resources[-LANG]/strings.xml`, named in each file).
struct ATFWords: Sendable {
    /// The keys, as ATF's resources name them.
    enum Key: String, CaseIterable, Sendable {
        case valueChecked = "value_checked", valueNotChecked = "value_not_checked", valueOn = "value_on", valueOff = "value_off"
        case valueListView = "value_listview", containersQuantityOther = "template_containers_quantity_other"
        case buttonItemType = "button_item_type", checkboxItemType = "checkbox_item_type"
        case checkboxItemTypeSeparateWords = "checkbox_item_type_separate_words"
        case checkedState = "checked_state", uncheckedState = "unchecked_state", selectedState = "selected_state"
        case unselectedState = "unselected_state", clickAction = "click_action", swipeAction = "swipe_action", tapAction = "tap_action"
    }

    let language: String
    private let strings: [Key: String]

    subscript(key: Key) -> String { strings[key] ?? "" }

    /// `RedundantDescriptionCheck.ITEM_TYPE_WORD_KEYS`, `STATE_WORD_KEYS`, `ACTION_WORD_KEYS`.
    static let itemTypeKeys: [Key] = [.buttonItemType, .checkboxItemType, .checkboxItemTypeSeparateWords]
    static let stateKeys: [Key] = [.checkedState, .uncheckedState, .selectedState, .unselectedState]
    static let actionKeys: [Key] = [.clickAction, .swipeAction, .tapAction]

    /// `template_containers_quantity_other` filled: “List showing 0 items.”
    func emptyList() -> String {
        self[.containersQuantityOther].replacingOccurrences(of: "%1$s", with: self[.valueListView])
            .replacingOccurrences(of: "%2$d", with: "0")
    }

    /// Reads a table; every key must be there.
    static func load(path: String) throws(WordLists.LoadError) -> ATFWords {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw WordLists.LoadError(description: "\(path): cannot read ATF's word table")
        }
        let document: JSONDocument
        do throws(JSONSyntaxError) {
            document = try JSONParser.parse(Array(data))
        } catch {
            throw WordLists.LoadError(description: "\(path): invalid JSON at byte \(error.offset): \(error.message)")
        }
        guard let language = document.member(document.root, "language").flatMap(document.string),
              let table = document.member(document.root, "strings") else {
            throw WordLists.LoadError(description: "\(path): expected {\"language\", \"strings\"}")
        }
        var strings: [Key: String] = [:]
        for key in Key.allCases {
            guard let text = document.member(table, key.rawValue).flatMap(document.string) else {
                throw WordLists.LoadError(description: "\(path): missing the string '\(key.rawValue)'")
            }
            strings[key] = text
        }
        return ATFWords(language: language, strings: strings)
    }

    /// The table for a language tag: its own, its primary subtag's, else ATF's root bundle
    /// (English), as `ResourceBundle`'s candidate chain gives it; read once per process.
    static func table(for language: String) throws(WordLists.LoadError) -> ATFWords {
        let base = String(language.split(separator: "-").first ?? "").lowercased()
        let name = [language, base].first { name in
            ResourceLocator.path("Audit/ATF/\(name).json").map(FileManager.default.fileExists(atPath:)) ?? false
        } ?? "en"
        if let known = cache.withLock({ $0[name] }) { return known }
        guard let path = ResourceLocator.path("Audit/ATF/\(name).json") else {
            throw WordLists.LoadError(description: "the Resources folder with ATF's word tables was not found (set AXSCOPE_RESOURCES)")
        }
        let table = try load(path: path)
        cache.withLock { $0[name] = table }
        return table
    }

    private static let cache = Mutex<[String: ATFWords]>([:])
}
