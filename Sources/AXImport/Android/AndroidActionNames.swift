import AXModel

/// UiAutomator2's `actions` attribute: the node's actions joined with commas, each written as its
/// `AccessibilityAction` constant (`ACTION_CLICK`); an entry that names no standard action is a
/// custom action's label.
enum AndroidActionNames {
    /// The standard actions by their names without `ACTION_`, underscores and case.
    private static let byName: [String: AndroidAction] = Dictionary(
        uniqueKeysWithValues: AndroidAction.allCases.map { ($0.rawValue.lowercased(), $0) })

    /// The standard actions and custom labels of an `actions` value, each once.
    static func split(_ text: String) -> (standard: Set<AndroidAction>, custom: [String]) {
        var standard = Set<AndroidAction>()
        var custom: [String] = []
        for entry in text.split(separator: ",") {
            let name = entry.trimmingWhitespace
            guard !name.isEmpty else { continue }
            var key = name.uppercased().hasPrefix("ACTION_") ? String(name.dropFirst(7)) : name
            key = key.replacingOccurrences(of: "_", with: "").lowercased()
            if let action = byName[key] {
                standard.insert(action)
            } else if !custom.contains(name) {
                custom.append(name)
            }
        }
        return (standard, custom)
    }
}
