/// A modal view that escape does not close (audit.md §2).
enum ModalWithoutEscape: ModalRule {
    static let descriptor = RuleDescriptor(
        id: "modal-without-escape", severity: .warning, shortDescription: "Modal without escape",
        fullDescription: "An active modal view is closed by some action of a stop inside it, never by escape.",
        help: "Add an escape action.", threshold: "one probe per action inside the modal",
        tags: ["accessibility", "apple-accessibilityPerformEscape"])

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        for modal in context.activeModals {
            let exits = ModalExits(modal: modal, context)
            guard let first = exits.closers.first, exits.complete,
                  !exits.closers.contains(where: { $0.action == .perform(.escape) }) else { continue }
            let name: String
            if case .custom(let action) = first.action {
                name = action
            } else {
                name = context.stops[first.stop].label ?? context.snapshot.nodes[context.stops[first.stop].node].id
            }
            result.append(Finding(
                rule: descriptor, severity: .warning, node: modal, in: context,
                message: "Modal view \(Format.name(context.snapshot, modal)) closes only with “\(name)”, not with escape.",
                related: [context.snapshot.nodes[context.stops[first.stop].node].id],
                data: [("action", .string(first.action.name))]))
        }
    }
}
