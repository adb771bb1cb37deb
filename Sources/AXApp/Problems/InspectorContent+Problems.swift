import AXAudit

extension InspectorContent.Section {
    /// The inspector's Problems section: each finding on `node`, its message and rule, then its
    /// help text; nil when the node has none.
    static func problems(_ findings: [Finding], node: Int) -> InspectorContent.Section? {
        let rows = findings.filter { $0.node == node }.map {
            InspectorContent.Row(name: ProblemsPanel.word($0.severity), value: "\($0.message) (\($0.rule))\n\($0.help)")
        }
        return rows.isEmpty ? nil : InspectorContent.Section(title: "Problems", rows: rows)
    }
}
