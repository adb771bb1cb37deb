import AXModel

/// A class name accessibility services may not know: ATF's `ClassNameCheck`
/// (`runCheckOnHierarchy`, its prefixes). A dump writes `class=""` both for no class and for an
/// empty one; the importer reads it as unknown (`android.view.View` assumed, with a note), so
/// ATF's NOT_RUN for an unknown class is what it gets, never its WARNING for an empty one.
enum ClassName: AndroidRule {
    static let descriptor = RuleDescriptor(
        id: "class-name", severity: .warning, shortDescription: "Unsupported item type",
        fullDescription: "A visible element important for accessibility reports a class name outside the Android SDK's packages (android.app, android.appwidget, android.inputmethodservice, android.support, android.view, android.webkit, android.widget, androidx), so TalkBack cannot tell its role.",
        help: "Report a framework class from getAccessibilityClassName() (\(helpURL("7661305"))).",
        threshold: "ATF ClassNameCheck (WARNING)", tags: ["accessibility", "atf-ClassNameCheck"])

    /// `ClassNameCheck.VALID_UI_PACKAGE_NAMES`, matched with `startsWith`.
    static let validPrefixes = ["android.app", "android.appwidget", "android.inputmethodservice", "android.support",
                                "android.view", "android.webkit", "android.widget", "androidx"]

    static func check(_ atf: ATFHierarchy, in context: AuditContext, into result: inout RuleResult) {
        for node in atf.elements where atf.screen.isImportant(node) && atf.isVisible(node) {
            let className = atf.screen.className(node)
            if !validPrefixes.contains(where: className.hasPrefix) {
                result.append(Finding(
                    rule: descriptor, severity: .warning, node: node, in: context,
                    message: "The type `\(className)` of \(atf.name(node)) may not be resolvable by accessibility services. Consider using a type defined by the Android SDK.",
                    data: [("className", .string(className)), ("atfResultId", .number(5))]))
            }
        }
    }
}
