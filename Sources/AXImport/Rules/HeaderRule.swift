/// import.md R7: table section headers and web headings, which dumps do not mark as headings.
enum HeaderRule {
    static let listTypes: Set<String> = ["Table", "CollectionView"]
    static let headingLevels: Set<String> = ["1", "2", "3", "4", "5", "6"]

    /// A section header: an `Other` right before a cell in a table or collection view; the
    /// element it yields (itself, else the first element inside it) becomes a heading.
    static func applySectionHeaders(_ list: ImportedElement) {
        guard list.facts.isList else { return }
        for (index, child) in list.children.enumerated().dropLast()
        where child.type == "Other" && list.children[index + 1].type == "Cell" {
            let header = child.decision.isElement ? child : firstElement(in: child)
            guard let header, header.traits == nil else { continue }
            header.decision.addTraits.append("header")
            header.decision.notes.append("R7: the section header of a \(list.type) is a heading")
        }
    }

    /// The first element of the subtree in document order.
    static func firstElement(in element: ImportedElement) -> ImportedElement? {
        element.descendants.first { $0.decision.isElement }
    }

    /// A web heading: WebKit reports the level (1–6) as the value of the element or of the
    /// `Other` around it. The element becomes a heading and the level is not spoken.
    static func applyWebHeading(_ element: ImportedElement, parent: ImportedElement?) {
        guard element.decision.insideWebView, element.decision.isElement else { return }
        let own = element.decision.value.map { headingLevels.contains($0) && $0 != element.decision.label } ?? false
        let wrapper = parent.map { $0.type == "Other" && headingLevels.contains($0.value ?? "") } ?? false
        guard own || wrapper else { return }
        if own { element.decision.value = nil }
        element.decision.addTraits.append("header")
        element.decision.notes.append("R7: WebKit reports a heading's level as the value\(own ? "" : " of the Other around it"); a heading, level not spoken")
    }
}
