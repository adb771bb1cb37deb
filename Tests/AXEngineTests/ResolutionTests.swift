@testable import AXEngine
import AXModel
import AXTestSupport
import Testing

@Suite struct ResolutionTests {
    @Test func aPlainElementTakesAtMost40BytesOfHeap() throws {
        let snapshot = try Fixture.snapshot("""
            {"id": "root", "frame": [0, 0, 100, 100], "children": [{"id": "a", "type": "button", "label": "A", "frame": [0, 0, 10, 10]}]}
            """)
        let element = Resolver.resolve(snapshot, evaluation: Evaluation(snapshot: snapshot)).elements[0]
        #expect(heapSize(of: element) <= 40)
        #expect(element.node == 2)
        #expect(element.container == nil)
        #expect(element.context == nil)
        #expect(element.defaultActionNode == 2)
        #expect(element.members.isEmpty && element.labelSources.isEmpty && element.defaultMember == nil)
        #expect(element.customActions.isEmpty)
    }

    @Test func anElementWithCustomActionsTakesAtMost88BytesOfHeapAndIsPlacedInPlace() throws {
        let snapshot = try Fixture.snapshot("""
            {"id": "list", "frame": [0, 0, 100, 100], "containerType": "list", "accessibilityElements": ["a"],
             "customActions": [{"name": "Refresh", "effects": []}],
             "children": [{"id": "a", "type": "button", "label": "A", "frame": [0, 0, 10, 10]}]}
            """)
        let resolution = Resolver.resolve(snapshot, evaluation: Evaluation(snapshot: snapshot))
        let element = resolution.elements[0]
        #expect(heapSize(of: element) <= 88)
        #expect(element.node == 2)
        #expect(element.container == 0)
        #expect(element.context == .listStart)
        #expect(element.defaultActionNode == 2)
        #expect(element.customActions.count == 1)
    }
}
