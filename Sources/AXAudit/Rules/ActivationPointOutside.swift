/// A double tap that lands outside its element (audit.md §2).
enum ActivationPointOutside: StopRule {
    static let descriptor = RuleDescriptor(
        id: "activation-point-outside", severity: .error, shortDescription: "Activation point outside",
        fullDescription: "The activation point (given or the frame's centre) is outside the frame (error) or only outside the content shape (warning).",
        help: "Move the point inside.", threshold: "edge counts as inside",
        tags: ["accessibility", "voiceover-model-5"])

    static func notRunReason(_ context: AuditContext) -> String? {
        context.isImported ? "the snapshot was imported (dumps record no activation points or shapes)" : nil
    }

    static func check(_ stop: AuditContext.StopInfo, label: String?, tokens: Tokens, in context: AuditContext,
                      into result: inout RuleResult) {
        let node = context.snapshot.nodes[stop.node]
        let point = node.effectiveActivationPoint
        let outsideFrame = !node.frame.contains(point)
        guard outsideFrame || !node.contentShape.contains(point, in: node.frame) else { return }
        result.append(Finding(
            rule: descriptor, severity: outsideFrame ? .error : .warning, node: stop.node, in: context,
            message: "A double tap on \(Format.name(context.snapshot, stop.node)) lands at (\(Format.number(point.x)), \(Format.number(point.y))), outside its \(outsideFrame ? "frame" : "shape").",
            data: [("x", Format.json(point.x)), ("y", Format.json(point.y))]))
    }
}
