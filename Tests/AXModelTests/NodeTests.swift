@testable import AXModel
import AXTestSupport
import Testing

@Suite struct NodeTests {
    @Test func aNodeTakesAtMost184BytesOfHeap() {
        let node = Node(id: "n", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        // A million nodes must fit in a few times the file: the size class of the object.
        #expect(heapSize(of: node) <= 184)
    }

    @Test func shapesWithoutParametersStayInTheNodeAndTheOthersGoToTheRareExtras() throws {
        let node = Node(id: "n", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(node.contentShape == .rect)
        for shape in [Shape.circle, .ellipse, .capsule, .rect] {
            node.contentShape = shape
            #expect(node.contentShape == shape)
        }
        #expect(node.extras == nil)
        node.contentShape = .roundedRect(cornerRadius: 12)
        #expect(node.contentShape == .roundedRect(cornerRadius: 12))
        #expect(node.extras?.rare != nil)
        let path = PathData(source: "M0 0 L1 1 Z", commands: [.move(Point(x: 0, y: 0)), .line(Point(x: 1, y: 1)), .close])
        node.contentShape = .path(path)
        #expect(node.contentShape == .path(path))
        node.contentShape = .capsule
        #expect(node.contentShape == .capsule)
        // The path set before does not stay behind.
        #expect(node.outOfLineShape == .rect)
        node.contentShape = .roundedRect(cornerRadius: 0.5)
        #expect(node.contentShape == .roundedRect(cornerRadius: 0.5))
    }

    @Test func isModalAgreesWithTheEffectiveTraitsWithoutTheRareExtras() {
        // Every way a node can be modal or not: its traits (or its type's), added and removed
        // traits, the flag, and direct touch (which adds a trait of its own, not `isModal`).
        var modal = 0, checked = 0
        for type in [NodeType.view, .button] {
            for traits in [nil, [], Traits.isModal] as [Traits?] {
                for added in [[], Traits.isModal, .button] as [Traits] {
                    for removed in [[], Traits.isModal] as [Traits] {
                        for flag in [false, true] {
                            for touch in [nil, [DirectTouchOption]()] {
                                let node = Node(id: "n", frame: Rect(x: 0, y: 0, width: 1, height: 1))
                                node.type = type
                                node.traits = traits
                                node.addTraits = added
                                node.removeTraits = removed
                                node.accessibilityViewIsModal = flag
                                node.directTouch = touch
                                #expect(node.isModal == node.effectiveTraits.contains(.isModal))
                                if node.isModal { modal += 1 }
                                checked += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(checked == 144)
        #expect(modal == 92)
    }

    @Test func flagsAndRareFieldsReadBackAsSet() {
        let node = Node(id: "n", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(node.extras == nil)
        node.isHidden = true
        node.decorative = true
        node.traits = []
        node.alpha = 1
        node.sortPriority = 0
        #expect(node.extras == nil)
        #expect(node.isHidden && node.decorative && !node.clipsToBounds && !node.accessibilityViewIsModal)
        #expect(node.traits == [])
        node.traits = nil
        node.isHidden = false
        #expect(node.traits == nil && !node.isHidden && node.decorative)
        node.alpha = 0.5
        node.parent = 70_000
        #expect(node.alpha == 0.5 && node.sortPriority == 0 && node.extras != nil)
        #expect(node.parent == 70_000)
        node.parent = nil
        #expect(node.parent == nil)
    }

    @Test func theExtrasTakeAtMost184BytesAndTheRarestFieldsAreBoxedApart() throws {
        let node = Node(id: "n", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        node.valueBlock = Block(expression: nil, captured: "1")
        let extras = try #require(node.extras)
        #expect(heapSize(of: extras) <= 184)
        #expect(extras.rare == nil)
        node.language = nil
        node.customContent = []
        #expect(extras.rare == nil)
        node.language = "fr"
        node.activationPoint = Point(x: 1, y: 2)
        #expect(extras.rare != nil)
        #expect(node.language == "fr" && node.activationPoint == Point(x: 1, y: 2) && node.valueBlock?.captured == "1")
        #expect(node.accessibilityElements == nil && node.customContent.isEmpty && node.auditIgnore.isEmpty)
        let rare = Node(id: "r", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        rare.directTouch = []
        #expect(rare.extras?.rare != nil && rare.directTouch == [] && rare.alpha == 1)
    }
}
