@testable import AXImport
import Testing

@Suite struct TypeFactsTests {
    /// The facts are the mapping's answers for the type, kept once per type.
    @Test func factsAreTheMappingsAnswersKeptPerType() {
        let button = TypeFacts.of("Button")
        #expect(button.snapshotType == ImportMapping.types["Button"])
        #expect(!button.isModal && !button.isGroup && !button.isLabelledLeaf)
        let alert = TypeFacts.of("Alert")
        #expect(alert.isModal && !alert.isBar)
        let tabBar = TypeFacts.of("TabBar")
        #expect(tabBar.isBar && tabBar.isGroup && !tabBar.isScrollContainer)
        let table = TypeFacts.of("Table")
        #expect(table.isScrollContainer && table.isGroup && table.isList)
        #expect(TypeFacts.of("Switch").isSwitch && TypeFacts.of("Toggle").isSwitch)
        #expect(TypeFacts.of("Cell").ignoresAccessible && TypeFacts.of("Other").isLabelledLeaf)
        let unknown = TypeFacts.of("Hologram")
        #expect(unknown.snapshotType == nil)
        #expect(unknown.snapshotTraits == ImportMapping.snapshotTypeTraits["view"] ?? [])
    }

    /// A type is kept once asked for; a hostile dump's thousands of types are answered without
    /// growing the table past its bound. (Only this test asks for more types than a dump has.)
    @Test func typesAreKeptUpToTheBound() {
        #expect(TypeFacts.of("Kept") === TypeFacts.of("Kept"))
        for index in 0..<(TypeFacts.maximumKept + 10) {
            #expect(TypeFacts.of("Made\(index)").snapshotType == nil)
        }
        let late = "Made\(TypeFacts.maximumKept + 5)"
        #expect(TypeFacts.of(late) !== TypeFacts.of(late))
        #expect(TypeFacts.of(late).isModal == false)
    }
}
