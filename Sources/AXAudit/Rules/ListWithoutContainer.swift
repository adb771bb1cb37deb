import AXEngine
import AXModel

/// Stops that look like a list outside a list container (audit.md §2).
enum ListWithoutContainer: AuditRule {
    static let descriptor = RuleDescriptor(
        id: "list-without-container", severity: .info, shortDescription: "List without container",
        fullDescription: "5 or more consecutive stops with the first's x, width and height (±1 pt), each at or below the previous one's bottom − 1 pt, none inside a list container; on the first.",
        help: "Make their container a `list`.", threshold: "5 stops",
        tags: ["accessibility", "voiceover-model-4", "apple-accessibilityContainerType"])

    static let minimumRun = 5

    /// Whether the element is inside a list container.
    static func isInList(_ element: ElementModel, _ containers: [ContainerModel]) -> Bool {
        var current = element.container
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
        // The stops' elements, not `StopInfo`s: nothing here needs their kind.
        let elements = context.stops.elements, nodes = context.snapshot.nodes
        let containers = context.analysis.resolution.containers
        func frame(_ k: Int) -> Rect { nodes[elements[k].node].frame }
        var start = 0
        while start < elements.count {
            guard !isInList(elements[start], containers) else {
                start += 1
                continue
            }
            let first = frame(start)
            var previous = first
            var end = start + 1
            while end < elements.count, !isInList(elements[end], containers) {
                let next = frame(end)
                guard abs(next.x - first.x) <= 1, abs(next.width - first.width) <= 1, abs(next.height - first.height) <= 1,
                      next.y >= previous.maxY - 1 else { break }
                previous = next
                end += 1
            }
            if end - start >= minimumRun {
                result.append(Finding(
                    rule: descriptor, severity: .info, node: elements[start].node, in: context,
                    message: "Stops \(start + 1)–\(end) look like a list outside a list container.",
                    related: elements[start + 1..<end].map { nodes[$0.node].id },
                    data: [("first", .number(Double(start + 1))), ("last", .number(Double(end)))]))
            }
            start = end
        }
    }
}
