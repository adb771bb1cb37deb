import AXModel

extension SpeechBuilder {
    /// Whether the description ``speech(label:value:hint:traits:context:customActions:customContent:words:)``
    /// makes of `label` starts with it, whatever the rest: only rule 1 (a back button labelled
    /// "Back" starts empty) and rule 3 (the selected format) put anything else first; rules 2 and
    /// 4–7 only append. Lets a caller tell two descriptions apart by their labels.
    public static func descriptionStartsWithLabel(_ label: String?, traits: Traits) -> Bool {
        guard let label, !label.isEmpty else { return false }
        return !traits.contains(.backButton) && !traits.contains(.selected)
    }
}
