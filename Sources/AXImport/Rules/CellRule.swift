/// import.md R5: a cell is one element with the cell's frame; its subviews are not reached. It
/// reads its own label, else its texts; its own value, else its switch's; it is a button (a switch
/// button when it holds a switch).
enum CellRule {
    static let switchTypes: Set<String> = ["Switch", "Toggle"]

    static func apply(_ cell: ImportedElement) {
        guard cell.type == "Cell" else { return }
        var decision = cell.decision
        let descendants = cell.descendants
        if decision.label == nil {
            let texts = descendants.filter { $0.type == "StaticText" }
                .compactMap { ImportedElement.present($0.label) ?? ImportedElement.present($0.value) }
            if !texts.isEmpty {
                decision.label = texts.joined(separator: ", ")
                decision.notes.append("R5: the cell has no label of its own; it reads its texts, joined")
            }
        }
        let toggle = descendants.first { $0.facts.isSwitch }
        if decision.value == nil, let toggle, let value = PropertyRule.nonEmpty(toggle.value) {
            decision.value = value
            decision.notes.append("R5: the cell's value is its switch's")
        }
        if decision.traits == nil { decision.traits = toggle == nil ? ["button"] : ["switchButton", "button"] }
        if !cell.children.isEmpty {
            decision.ignoresChildren = true
            decision.notes.append("R5: a table cell is one element and stands for its subviews, which are not reached")
        }
        cell.decision = decision
    }
}
