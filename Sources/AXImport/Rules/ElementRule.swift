import AXModel

/// Which elements of a dump are VoiceOver elements: the dump's own flags (import.md R2), the type
/// (R4), off-screen elements (R3), and no silent stop. Decided children first, because a labelled
/// `Other` is an element only when nothing below it is.
enum ElementRule {
    /// Types on which WebDriverAgent's `accessible` is not XCTest's test, so it is ignored (R2).
    static let accessibleIgnored: Set<String> = ["Cell", "TextField", "SecureTextField"]
    /// Types that are elements only with a label and, for `Other` and unknown types, nothing
    /// that is an element below them.
    static let labelledLeafTypes: Set<String> = ["Other", "Group"]

    static func apply(_ element: ImportedElement, screen: Rect) {
        var decision = element.decision
        let below = element.children.contains { $0.decision.yieldsElement }
        var isElement: Bool
        if let native = element.nativeAccessibilityElement {
            isElement = native
        } else if element.type == "Cell" {
            isElement = true
            if element.accessible == false { decision.notes.append("R2: accessible=\"false\" is ignored on a Cell") }
        } else if let accessible = element.accessible, !element.facts.ignoresAccessible {
            isElement = accessible
        } else {
            if element.accessible == false {
                decision.notes.append("R2: accessible=\"false\" is ignored on a \(element.type)")
            }
            isElement = byType(element, below: below, decision: &decision)
        }
        if isElement, !decision.insideScrollContainer, isOutside(decision.frame, screen) {
            isElement = false
            decision.notes.append("R3: off screen and in no scroll view, so VoiceOver cannot reach it")
        }
        if isElement, isSilent(element, decision) {
            isElement = false
            decision.notes.append("R4: it would say nothing (no label, value or spoken trait), and no stop is silent")
        }
        decision.isElement = isElement
        decision.yieldsElement = isElement || below
        element.decision = decision
    }

    /// R4: the element decision of a type when the dump's flags say nothing. The decisions a
    /// reader might not expect leave a note: a labelled `Other` that is a container, an empty text.
    static func byType(_ element: ImportedElement, below: Bool, decision: inout ImportDecision) -> Bool {
        let type = element.type
        let labelled = ImportedElement.present(element.label) != nil
        if type == "StaticText" {
            let speaks = labelled || ImportedElement.present(element.value) != nil
            if !speaks { decision.notes.append("R4: an empty text is not an element") }
            return speaks
        }
        if element.facts.isElementType { return true }
        if type == "Image" || type == "Icon" { return labelled }
        guard element.facts.isLabelledLeaf || element.facts.snapshotType == nil, labelled else { return false }
        if decision.insideWebView {
            decision.notes.append("R4: inside a web view a labelled \(type) is a container (web area, landmark, region)")
            return false
        }
        if below {
            decision.notes.append("R4: a labelled \(type) around elements is a container; its elements are read instead")
            return false
        }
        decision.notes.append("R4: a labelled \(type) with no element inside is one element")
        return true
    }

    /// R3: the frame lies entirely outside the screen.
    static func isOutside(_ frame: Rect, _ screen: Rect) -> Bool {
        frame.maxX <= screen.x || frame.x >= screen.maxX || frame.maxY <= screen.y || frame.y >= screen.maxY
    }

    /// R4: nothing to say: no label, value or placeholder, and no trait VoiceOver speaks a word for.
    static func isSilent(_ element: ImportedElement, _ decision: ImportDecision) -> Bool {
        guard ImportedElement.present(decision.label) == nil, ImportedElement.present(decision.value) == nil,
              ImportedElement.present(element.placeholder) == nil else { return false }
        var traits = Set(decision.traits ?? element.facts.snapshotTraits)
        traits.formUnion(decision.addTraits)
        if traits.contains("keyboardKey") { traits.remove("button") }
        return traits.isDisjoint(with: ImportMapping.spokenTraits)
    }
}
