import AXModel

/// Derives what VoiceOver offers for a snapshot in its current state.
public enum Resolver {
    /// Builds the elements, their order, the containers and every node's role.
    /// Blocks are not run here; `visibleWhen` conditions are evaluated against the state.
    public static func resolve(_ snapshot: Snapshot, evaluation: Evaluation) -> Resolution {
        var items: [TreeBuilder.Item] = []
        var placement = Placement(roles: [])
        do {
            // Scoped, so that the builder's own arrays are freed before the largest sort.
            var builder = TreeBuilder(snapshot: snapshot, evaluation: evaluation)
            builder.visit(0, into: &items)
            // Moved, not copied: the builder is done with them.
            swap(&placement.roles, &builder.roles)
        }
        FocusOrder(snapshot: snapshot).sort(&items)
        placement.place(items, container: nil)
        placement.assignContexts(snapshot: snapshot)
        placement.offerContainerActions(snapshot: snapshot)
        return Resolution(elements: placement.elements, containers: placement.containers, roles: placement.roles)
    }
}
