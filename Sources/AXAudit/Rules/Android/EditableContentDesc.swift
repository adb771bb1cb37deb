import AXModel

/// An editable text field with a content description: ATF's `EditableContentDescCheck`
/// (`runCheckOnHierarchy`). A dump says `editable` for no node, so an `EditText` (or a subclass)
/// is what is editable.
enum EditableContentDesc: AndroidRule {
    static let descriptor = RuleDescriptor(
        id: "editable-content-desc", severity: .error, shortDescription: "Editable item label",
        fullDescription: "An editable text field (an EditText or a subclass), important for accessibility, has a content description, which a screen reader may read instead of the text being edited.",
        help: "Label it with a hint or a separate label view (android:labelFor), not a content description (\(helpURL("6378120"))).",
        threshold: "ATF EditableContentDescCheck (ERROR)", tags: ["accessibility", "atf-EditableContentDescCheck"])

    static func check(_ atf: ATFHierarchy, in context: AuditContext, into result: inout RuleResult) {
        for node in atf.elements where atf.screen.isImportant(node) && atf.isEditable(node) {
            guard let description = atf.screen.contentDescription(node) else { continue }
            result.append(Finding(
                rule: descriptor, severity: .error, node: node, in: context,
                message: "The editable text field \(atf.name(node)) has the content description “\(description)”; a screen reader may read it instead of the editable content when the user is navigating.",
                data: [("contentDescription", .string(description)), ("atfResultId", .number(2))]))
        }
    }
}
