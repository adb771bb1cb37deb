import AXModel

/// Stops that look like a list outside a list container (audit.md §2).
enum ListWithoutContainer: AuditRule {
    static let descriptor = RuleDescriptor(
        id: "list-without-container", severity: .info, shortDescription: "List without container",
        fullDescription: "5 or more consecutive stops with the first's x, width and height (±1 pt), each at or below the previous one's bottom − 1 pt, none inside a list container; on the first.",
        help: "Make their container a `list`.", threshold: "5 stops",
        tags: ["accessibility", "voiceover-model-4", "apple-accessibilityContainerType"])

    static let minimumRun = 5

    static func isInList(_ stop: AuditContext.StopInfo, _ context: AuditContext) -> Bool {
        let containers = context.analysis.resolution.containers
        var current = stop.element.container
        while let index = current {
            if containers[index].kind == .list { return true }
            current = containers[index].parent
        }
        return false
    }

    static func notRunReason(_ context: AuditContext) -> String? {
        context.isImported ? "the snapshot was imported (dumps record no containers)" : nil
    }

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        let stops = context.stops
        func frame(_ k: Int) -> Rect { context.snapshot.nodes[stops[k].node].frame }
        var start = 0
        while start < stops.count {
            guard !isInList(stops[start], context) else {
                start += 1
                continue
            }
            let first = frame(start)
            var end = start + 1
            while end < stops.count, !isInList(stops[end], context) {
                let next = frame(end)
                guard abs(next.x - first.x) <= 1, abs(next.width - first.width) <= 1, abs(next.height - first.height) <= 1,
                      next.y >= frame(end - 1).maxY - 1 else { break }
                end += 1
            }
            if end - start >= minimumRun {
                result.append(Finding(
                    rule: descriptor, severity: .info, node: stops[start].node, in: context,
                    message: "Stops \(start + 1)–\(end) look like a list outside a list container.",
                    related: stops[start + 1..<end].map { context.snapshot.nodes[$0.node].id },
                    data: [("first", .number(Double(start + 1))), ("last", .number(Double(end)))]))
            }
            start = end
        }
    }
}
