import Synchronization

/// What the import rules ask of an element type (import.md R2–R9), found once for each type
/// instead of in a set or a table by every rule for every element: a dump has a few dozen types
/// and up to millions of elements.
final class TypeFacts: Sendable {
    /// The snapshot's node type; nil for a type the import does not know (imported as a view).
    let snapshotType: String?
    /// The traits a node of ``snapshotType`` (or a view) has by default.
    let snapshotTraits: [String]
    /// Traits the type adds (``ImportMapping/typeTraits``).
    let typeTraits: [String]
    let isElementType: Bool
    let isModal: Bool
    let isBar: Bool
    let isScrollContainer: Bool
    let isGroup: Bool
    let isSwitch: Bool
    let isList: Bool
    let ignoresAccessible: Bool
    let isLabelledLeaf: Bool

    private init(_ type: String) {
        snapshotType = ImportMapping.types[type]
        snapshotTraits = ImportMapping.snapshotTypeTraits[snapshotType ?? "view"] ?? []
        typeTraits = ImportMapping.typeTraits[type] ?? []
        isElementType = ImportMapping.elementTypes.contains(type)
        isModal = ImportMapping.modalTypes.contains(type)
        isBar = ImportMapping.barTypes.contains(type)
        isScrollContainer = ImportMapping.scrollContainerTypes.contains(type)
        isGroup = ImportMapping.groupTypes.contains(type)
        isSwitch = CellRule.switchTypes.contains(type)
        isList = HeaderRule.listTypes.contains(type)
        ignoresAccessible = ElementRule.accessibleIgnored.contains(type)
        isLabelledLeaf = ElementRule.labelledLeafTypes.contains(type)
    }

    /// The facts of `type`; the first ``maximumKept`` types asked for are kept.
    static func of(_ type: String) -> TypeFacts {
        if let known = known.withLock({ $0[type] }) { return known }
        let facts = TypeFacts(type)
        known.withLock { if $0.count < maximumKept { $0[type] = facts } }
        return facts
    }

    private static let known = Mutex<[String: TypeFacts]>([:])
    /// A dump with more distinct types than this (a hostile one) has the rest worked out per element.
    static let maximumKept = 256
}
