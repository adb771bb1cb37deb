import AXModel

/// Applies `../shared/spec/import.md` to a dump before it is written: the properties it states,
/// which elements VoiceOver finds (R2–R5, R8), the traits dumps leave out (R6, R7) and the
/// order (R9). Each decision is kept on the element, with a note naming its rule (R11). No pass
/// recurses except R9's, which goes as deep as the tree (checked against the builder's limit
/// before).
enum ImportRules {
    static func apply(to root: ImportedElement, screen: Rect, warnings: inout [(line: Int, message: String)]) {
        var walk: [(element: ImportedElement, parent: ImportedElement?)] = []
        root.forEachInSubtree { element, parent in walk.append((element, parent)) }
        for (element, parent) in walk {
            inherit(element, parent: parent, screen: screen)
            PropertyRule.apply(element, warnings: &warnings)
            CellRule.apply(element)
            markGroup(element)
        }
        for (element, _) in walk.reversed() { ElementRule.apply(element, screen: screen) }
        for (element, parent) in walk {
            NavigationBarRule.apply(element)
            HeaderRule.applySectionHeaders(element)
            HeaderRule.applyWebHeading(element, parent: parent)
            DuplicateRule.apply(element)
        }
        OrderRule(screen: screen, rowThreshold: 8).apply(to: root)
    }

    /// What an element takes from its parent: a missing frame, and whether it lies in a scroll
    /// container or a web view.
    static func inherit(_ element: ImportedElement, parent: ImportedElement?, screen: Rect) {
        element.decision.frame = element.frame ?? parent?.decision.frame ?? screen
        guard let parent else { return }
        element.decision.insideScrollContainer = parent.decision.insideScrollContainer
            || parent.facts.isScrollContainer
        element.decision.insideWebView = parent.decision.insideWebView || parent.type == "WebView"
    }

    /// R9: bars, scroll containers, web views and the status bar read their elements together.
    static func markGroup(_ element: ImportedElement) {
        guard element.facts.isGroup, !element.children.isEmpty else { return }
        element.decision.groupsChildren = true
        let how = if element.facts.isBar {
            "read together, left to right, placed by the bar's own frame"
        } else if element.type == "WebView" {
            "read together in document order (the web page's source order), placed by its first element on screen"
        } else if element.type == "StatusBar" {
            "read together after every element of the app"
        } else {
            "read together, sorted by position, placed by its first element on screen"
        }
        element.decision.notes.append("R9: the elements of a \(element.type) are \(how)")
    }
}
