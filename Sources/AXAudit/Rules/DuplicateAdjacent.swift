/// Adjacent stops that say the same (audit.md §2).
enum DuplicateAdjacent: AuditRule {
    static let descriptor = RuleDescriptor(
        id: "duplicate-adjacent", severity: .warning, shortDescription: "Duplicate adjacent stops",
        fullDescription: "Adjacent stops have equal, non-empty normalised descriptions (model §4 steps 1–6); on the later.",
        help: "Merge them or hide one.", threshold: "equal descriptions, adjacent only",
        tags: ["accessibility", "atf-DuplicateSpeakableText"])

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        let snapshot = context.snapshot
        var previous = NormalisedText(), current = NormalisedText()
        if let first = context.stops.first { previous.read(context.baseDescription(first)) }
        for k in context.stops.indices.dropFirst() {
            let stop = context.stops[k]
            let spoken = context.baseDescription(stop)
            current.read(spoken)
            defer { swap(&previous, &current) }
            guard !current.isEmpty, current == previous else { continue }
            let other = snapshot.nodes[context.stops[k - 1].node].id
            result.append(Finding(
                rule: descriptor, severity: .warning, node: stop.node, in: context,
                message: "Stop \(k + 1) \(Format.id(snapshot, stop.node)) says “\(spoken)” like `\(other)` before it.",
                related: [other], key: other))
        }
    }
}
