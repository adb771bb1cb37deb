@testable import AXEngine
import AXModel
import AXTestSupport
import Testing

/// voiceover-model.md §1 (building the tree) and §2 (order).
@Suite struct TreeRulesTests {
    func roleReason(_ snapshot: Snapshot, _ id: String) -> String {
        let analysis = Analysis(snapshot: snapshot)
        return analysis.explanation(ofNode: snapshot.index[id]!)
    }

    @Test func pruningHidesNodesAndTheirSubtrees() throws {
        let s = try Fixture.snapshot("""
            {"id": "a", "type": "label", "frame": [0, 0, 10, 10], "text": "A", "isHidden": true},
            {"id": "b", "type": "view", "frame": [0, 20, 10, 10], "alpha": 0, "children": [
              {"id": "b1", "type": "label", "frame": [0, 20, 10, 10], "text": "B1"}]},
            {"id": "c", "type": "view", "frame": [0, 40, 10, 10], "accessibilityElementsHidden": true, "isAccessibilityElement": true},
            {"id": "d", "type": "element", "frame": [0, 60, 10, 10], "label": "D", "isHidden": true},
            {"id": "e", "type": "view", "frame": [0, 80, 0, 0], "children": [
              {"id": "e1", "type": "label", "frame": [0, 80, 10, 10], "text": "E1"}]},
            {"id": "f", "type": "label", "frame": [0, 100, 0, 0], "text": "F"},
            {"id": "g", "type": "label", "frame": [0, 120, 10, 10], "text": "G", "visibleWhen": "shown"},
            {"id": "h", "type": "label", "frame": [0, 140, 10, 10], "text": "H", "visibleWhen": "mode"}
            """, extra: #", "state": {"shown": false, "mode": "yes"}"#)
        #expect(Fixture.order(s) == ["d", "e1"])
        #expect(roleReason(s, "a") == "unreachable: hidden because `isHidden` on `a`")
        #expect(roleReason(s, "b1") == "unreachable: hidden because `alpha` is 0 on `b`")
        #expect(roleReason(s, "c") == "unreachable: hidden because `accessibilityElementsHidden` on `c`")
        #expect(roleReason(s, "e") == "not an element; VoiceOver visits its children")
        #expect(roleReason(s, "f") == "unreachable: pruned because `f` has a zero-size frame")
        #expect(roleReason(s, "g") == "unreachable: `visibleWhen` is false on `g`")
        #expect(roleReason(s, "h") == "unreachable: `visibleWhen` of `h` could not be evaluated: expected a bool, found text 'yes'")
    }

    @Test func anElementHidesItsChildrenUnlessAnAncestorListsThem() throws {
        let s = try Fixture.snapshot(#"""
            {"id": "card", "type": "view", "frame": [0, 0, 100, 100], "isAccessibilityElement": true, "label": "Card",
             "children": [{"id": "inner", "type": "button", "frame": [0, 50, 50, 20], "text": "Inner"}]}
            """#)
        #expect(Fixture.order(s) == ["card"])
        #expect(roleReason(s, "inner") == "unreachable: child of the element `card`, whose children VoiceOver never visits")
        let listed = try Fixture.snapshot(#"""
            {"id": "box", "frame": [0, 0, 100, 100], "accessibilityElements": ["inner", "card"], "children": [
              {"id": "card", "type": "view", "frame": [0, 0, 100, 100], "isAccessibilityElement": true, "label": "Card",
               "children": [{"id": "inner", "type": "button", "frame": [0, 50, 50, 20], "text": "Inner"}]},
              {"id": "other", "type": "label", "frame": [0, 0, 5, 5], "text": "Other"}]}
            """#)
        #expect(Fixture.order(listed) == ["inner", "card"])
        #expect(roleReason(listed, "other") == "unreachable: not listed in `root.children[0].accessibilityElements`")
    }

    @Test func aDecorativeNodeStillOrdersAndGroupsItsChildren() throws {
        let s = try Fixture.snapshot(#"""
            {"id": "banner", "type": "image", "decorative": true, "frame": [0, 0, 393, 100],
             "accessibilityElements": ["late", "early"], "children": [
              {"id": "early", "type": "label", "text": "Early", "frame": [0, 0, 100, 20]},
              {"id": "late", "type": "label", "text": "Late", "frame": [0, 50, 100, 20]}]},
            {"id": "art", "type": "image", "decorative": true, "frame": [0, 200, 393, 100], "childBehavior": "contain",
             "label": "Gallery", "children": [{"id": "photo", "type": "image", "label": "Sea", "frame": [0, 200, 100, 100]}]}
            """#)
        #expect(Fixture.order(s) == ["late", "early", "photo"])
        let analysis = Analysis(snapshot: s)
        #expect(analysis.resolution.containers.map { "\(s.nodes[$0.node].id) \($0.kind.rawValue)" } == ["banner group", "art semanticGroup"])
        #expect(roleReason(s, "art") == "container (semanticGroup) of 1 stop(s); its children are separate elements"
            + "; a group: its label is spoken when the focus enters it, and grouped navigation makes it one stop")
    }

    @Test func aListedViewAndTheViewsUnderItAreWalkedThroughNotUnreachable() throws {
        let s = try Fixture.snapshot(#"""
            {"id": "box", "frame": [0, 0, 393, 200], "accessibilityElements": ["wrap"], "children": [
              {"id": "wrap", "type": "stack", "frame": [0, 0, 393, 100], "children": [
                {"id": "inner", "type": "view", "frame": [0, 0, 393, 50], "children": [
                  {"id": "name", "type": "label", "text": "Name", "frame": [0, 0, 100, 20]}]}]},
              {"id": "other", "type": "label", "text": "Other", "frame": [0, 150, 100, 20]}]}
            """#)
        let analysis = Analysis(snapshot: s)
        #expect(Fixture.order(s) == ["name"])
        let unreachable = analysis.resolution.roles.indices.filter { !analysis.resolution.roles[$0].isReachable }
        #expect(unreachable.map { s.nodes[$0].id } == ["other"])
        #expect(roleReason(s, "wrap") == "not an element; VoiceOver visits its children")
        #expect(roleReason(s, "inner") == "not an element; VoiceOver visits its children")
    }

    @Test func aSemanticGroupWithAnEmptyValueAndIdentifierIsNoGroup() throws {
        let s = try Fixture.snapshot(#"""
            {"id": "box", "containerType": "semanticGroup", "value": "", "identifier": "", "frame": [0, 0, 393, 100], "children": [
              {"id": "b", "type": "label", "text": "B", "frame": [200, 0, 100, 20]}]},
            {"id": "a", "type": "label", "text": "A", "frame": [0, 0, 100, 20]}
            """#)
        #expect(Fixture.order(s) == ["a", "b"])
        #expect(Analysis(snapshot: s).resolution.containers.isEmpty)
    }

    @Test func theWhyOfADefaultElementNamesItsTypeWithTheRightArticle() throws {
        let s = try Fixture.snapshot(#"""
            {"id": "photo", "type": "image", "label": "Cat", "frame": [0, 0, 100, 100]},
            {"id": "go", "type": "button", "label": "Go", "frame": [0, 200, 100, 40]}
            """#)
        #expect(roleReason(s, "photo") == "stop 1 of 2: an `image` is an element by default")
        #expect(roleReason(s, "go") == "stop 2 of 2: a `button` is an element by default")
    }

    @Test func theLastModalChildDropsItsSiblings() throws {
        let s = try Fixture.snapshot("""
            {"id": "back", "type": "button", "frame": [0, 0, 10, 10], "text": "Back"},
            {"id": "m1", "type": "view", "frame": [0, 20, 10, 10], "accessibilityViewIsModal": true, "children": [
              {"id": "m1b", "type": "button", "frame": [0, 20, 10, 10], "text": "One"}]},
            {"id": "m2", "type": "view", "frame": [0, 40, 10, 10], "traits": ["isModal"], "children": [
              {"id": "m2b", "type": "button", "frame": [0, 40, 10, 10], "text": "Two"}]},
            {"id": "m3", "type": "view", "frame": [0, 60, 10, 10], "accessibilityViewIsModal": true, "isHidden": true}
            """)
        #expect(Fixture.order(s) == ["m2b"])
        #expect(roleReason(s, "back") == "unreachable: outside the modal view `m2`")
        #expect(roleReason(s, "m1b") == "unreachable: outside the modal view `m2`")
    }

    @Test func rowsWithinTheThresholdSortByX() throws {
        let s = try Fixture.snapshot("""
            {"id": "right", "type": "label", "frame": [200, 107, 10, 10], "text": "R"},
            {"id": "left", "type": "label", "frame": [10, 100, 10, 10], "text": "L"},
            {"id": "below", "type": "label", "frame": [0, 108, 10, 10], "text": "B"}
            """)
        #expect(Fixture.order(s) == ["left", "below", "right"])
        let pad = try Fixture.snapshot("""
            {"id": "right", "type": "label", "frame": [200, 100, 10, 10], "text": "R"},
            {"id": "left", "type": "label", "frame": [10, 112, 10, 10], "text": "L"}
            """, extra: #", "idiom": "pad""#)
        #expect(Fixture.order(pad) == ["left", "right"])
        let rtl = try Fixture.snapshot("""
            {"id": "a", "type": "label", "frame": [10, 100, 10, 10], "text": "A"},
            {"id": "b", "type": "label", "frame": [200, 100, 10, 10], "text": "B"}
            """, extra: #", "layoutDirection": "rightToLeft""#)
        #expect(Fixture.order(rtl) == ["b", "a"])
    }

    @Test func groupsArePlacedByTheirFirstMemberAndStayTogether() throws {
        let s = try Fixture.snapshot("""
            {"id": "top", "type": "label", "frame": [0, 0, 10, 10], "text": "Top"},
            {"id": "group", "frame": [0, 50, 300, 200], "shouldGroupAccessibilityChildren": true, "children": [
              {"id": "g2", "type": "label", "frame": [0, 200, 10, 10], "text": "G2"},
              {"id": "g1", "type": "label", "frame": [0, 60, 10, 10], "text": "G1"}]},
            {"id": "middle", "type": "label", "frame": [100, 100, 10, 10], "text": "Middle"}
            """)
        #expect(Fixture.order(s) == ["top", "g1", "g2", "middle"])
    }

    @Test func sortPriorityComesBeforePosition() throws {
        let s = try Fixture.snapshot("""
            {"id": "a", "type": "label", "frame": [0, 0, 10, 10], "text": "A"},
            {"id": "b", "type": "label", "frame": [0, 100, 10, 10], "text": "B", "sortPriority": 1}
            """)
        #expect(Fixture.order(s) == ["b", "a"])
    }

    @Test func theComparatorIsAppliedInDocumentOrder() throws {
        // Not transitive: a~b (same row), b~c (same row), a before c by y. The standard library's
        // sort over document order decides.
        let s = try Fixture.snapshot("""
            {"id": "c", "type": "label", "frame": [0, 12, 10, 10], "text": "C"},
            {"id": "b", "type": "label", "frame": [50, 6, 10, 10], "text": "B"},
            {"id": "a", "type": "label", "frame": [100, 0, 10, 10], "text": "A"}
            """)
        var nodes = ["c", "b", "a"]
        let y = ["c": 12.0, "b": 6, "a": 0], x = ["c": 0.0, "b": 50, "a": 100]
        nodes.sort { abs(y[$0]! - y[$1]!) >= 8 ? y[$0]! < y[$1]! : x[$0]! < x[$1]! }
        #expect(Fixture.order(s) == nodes)
    }

    @Test func containersAreListedWithKinds() throws {
        let s = try Fixture.snapshot("""
            {"id": "tabs", "type": "tabBar", "frame": [0, 800, 393, 50], "children": [
              {"id": "t1", "type": "button", "frame": [0, 800, 100, 50], "text": "Home", "addTraits": ["selected"]},
              {"id": "t2", "type": "button", "frame": [100, 800, 100, 50], "text": "Search"}]},
            {"id": "seg", "type": "segmentedControl", "frame": [0, 100, 393, 40], "children": [
              {"id": "s1", "type": "button", "frame": [0, 100, 100, 40], "text": "Day"},
              {"id": "s2", "type": "button", "frame": [100, 100, 100, 40], "text": "Week"}]},
            {"id": "plainGroup", "frame": [0, 200, 393, 40], "containerType": "semanticGroup", "children": [
              {"id": "p1", "type": "label", "frame": [0, 200, 100, 40], "text": "Not grouped"}]}
            """)
        let analysis = Analysis(snapshot: s)
        #expect(analysis.resolution.containers.map(\.kind) == [.segmentedControl, .tabBar])
        #expect(try Fixture.descriptions(s) == ["Day. Button. 1 of 2.", "Week. Button. 2 of 2.", "Not grouped",
                                                "Selected: Home. Tab. 1 of 2.", "Search. Tab. 2 of 2."])
    }
}
