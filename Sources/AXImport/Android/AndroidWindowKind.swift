import AXModel

/// What kind of window a dump's window root is: the dump does not say, so its package tells
/// (README, "What a dump cannot say"). TalkBack's `WindowTraversal` reads system windows last.
enum AndroidWindowKind {
    /// The status and navigation bars and the notification shade.
    static let systemPackages: Set<String> = ["com.android.systemui"]
    /// Keyboards: AOSP's, Gboard, Samsung's, SwiftKey.
    static let inputMethodPackages: Set<String> = [
        "com.android.inputmethod.latin", "com.google.android.inputmethod.latin", "com.samsung.android.honeyboard",
        "com.sec.android.inputmethod", "com.touchtype.swiftkey",
    ]

    static func of(_ root: AndroidElement) -> AndroidWindowType {
        guard let package = root.packageName else { return .application }
        if systemPackages.contains(package) { return .system }
        if inputMethodPackages.contains(package) { return .inputMethod }
        return .application
    }
}
