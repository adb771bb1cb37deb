/// What a command run by the `axscope` executable keeps until the process exits, instead of
/// freeing it object by object just before the system takes all its memory back at once (for a
/// million nodes and their elements that was about a twentieth of `order`'s time). Off unless the
/// executable turns it on, so that tests running many commands in one process free as they go.
public enum KeptUntilExit {
    /// Whether ``keep(_:)`` keeps anything.
    nonisolated(unsafe) public static var isEnabled = false
    nonisolated(unsafe) private static var values: [Any] = []

    /// Keeps `value` (and what it holds) alive until the process exits, when enabled.
    static func keep(_ value: Any) {
        if isEnabled { values.append(value) }
    }
}
