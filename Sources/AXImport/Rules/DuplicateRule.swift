/// import.md R8: sibling elements with equal type, frame, label and value are one element
/// (XCTest reports some SwiftUI scroll indicators twice).
enum DuplicateRule {
    struct Identity: Hashable {
        var type: String
        var frame: [Double]
        var label: String?
        var value: String?
    }

    static func apply(_ parent: ImportedElement) {
        var seen: Set<Identity> = []
        for child in parent.children where child.decision.isElement {
            let identity = Identity(type: child.type, frame: child.decision.frame.array, label: child.decision.label,
                                    value: child.decision.value)
            if !seen.insert(identity).inserted {
                child.decision.isElement = false
                child.decision.notes.append("R8: the same element as a sibling before it (XCTest reports some twice); read once")
            }
        }
    }
}
