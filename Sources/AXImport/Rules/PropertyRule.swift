/// The properties a dump states for an element: label, value, traits and states (README,
/// "Importing dumps").
enum PropertyRule {
    static func apply(_ element: ImportedElement, warnings: inout [(line: Int, message: String)]) {
        var decision = element.decision
        decision.label = nonEmpty(element.label)
        decision.value = nonEmpty(element.value)
        if element.type == "StaticText", decision.value?.trimmingWhitespace == decision.label?.trimmingWhitespace {
            decision.value = nil
        }
        decision.addTraits = element.facts.typeTraits
        if let names = element.traits {
            var mapped: [String] = []
            for name in names {
                if name == "AllowsDirectInteraction" { decision.directTouch = true; continue }
                if name == "None" { continue }
                guard let trait = ImportMapping.traits[name] else {
                    warnings.append((element.line, "\(element.reference): unknown trait '\(name)' (ignored)"))
                    continue
                }
                mapped.append(trait)
            }
            if let unlisted = ImportMapping.unlistedTraits[element.type], !mapped.contains(unlisted) { mapped.append(unlisted) }
            decision.traits = mapped
        }
        if element.enabled == false { decision.addTraits.append("notEnabled") }
        if element.selected { decision.addTraits.append("selected") }
        if element.focused, ["TextField", "SecureTextField", "SearchField", "TextView"].contains(element.type) {
            decision.addTraits.append("isEditing")
        }
        element.decision = decision
    }

    static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
