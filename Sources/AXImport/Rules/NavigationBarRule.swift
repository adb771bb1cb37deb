/// import.md R6: a navigation bar's title text is a heading, and its back button says "Back
/// Button." (the bar's left-to-right reading is R9's).
enum NavigationBarRule {
    static func apply(_ bar: ImportedElement) {
        guard bar.type == "NavigationBar" else { return }
        let title = bar.children.first { $0.type == "StaticText" && $0.decision.isElement }
        if let title, title.traits == nil {
            title.decision.addTraits.append("header")
            title.decision.notes.append("R6: the title of a navigation bar is a heading")
        }
        let frame = bar.decision.frame
        let back = bar.children.first { child in
            guard child.type == "Button", child.decision.isElement else { return false }
            if child.name == "BackButton" { return true }
            guard ImportedElement.present(child.label) != nil, let title else { return false }
            let buttonFrame = child.decision.frame
            return buttonFrame.maxX <= title.decision.frame.x && buttonFrame.x < frame.x + frame.width / 3
        }
        guard let back else { return }
        back.decision.traits = (back.decision.traits ?? ["button"]).filter { $0 != "button" } + ["backButton"]
        back.decision.notes.append("R6: the navigation bar's leading button left of its title is the back button")
    }
}
