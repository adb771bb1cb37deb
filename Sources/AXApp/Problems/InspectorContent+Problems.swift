import AXAudit

extension InspectorContent.Section {
    /// The inspector's Problems section: each of a node's findings, its message and rule, then its
    /// help text; nil when the node has none.
    static func problems(_ findings: [Finding]) -> InspectorContent.Section? {
        let rows = findings.map {
            InspectorContent.Row(name: ProblemsPanel.word($0.severity), value: "\($0.message) (\($0.rule))\n\($0.help)")
        }
        return rows.isEmpty ? nil : InspectorContent.Section(title: "Problems", rows: rows)
    }
}
