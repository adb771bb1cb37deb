import AXDiff
import AXModel
import Testing

@Suite struct PairingTests {
    func pairs(_ a: [String], _ b: [String], imported: Bool = false) throws -> [String] {
        let sideA = try DiffFixture.side(a, file: "a"), sideB = try DiffFixture.side(b, file: "b", imported: imported)
        return Pairing(sideA, sideB).pairs.map { "\(sideA.stops[$0.a].id)-\(sideB.stops[$0.b].id) \($0.by.rawValue)" }
    }

    @Test func identifierPairsWhenUniqueOnBothSides() throws {
        let a = [#"{"id": "a1", "type": "button", "frame": [0, 0, 50, 50], "text": "Send", "identifier": "send"}"#,
                 #"{"id": "a2", "type": "button", "frame": [0, 100, 50, 50], "text": "X", "identifier": "twice"}"#,
                 #"{"id": "a3", "type": "button", "frame": [0, 200, 50, 50], "text": "Y", "identifier": "twice"}"#]
        let b = [#"{"id": "b1", "type": "button", "frame": [0, 300, 50, 50], "text": "Mail", "identifier": "send"}"#,
                 #"{"id": "b2", "type": "button", "frame": [0, 100, 50, 50], "text": "Z", "identifier": "twice"}"#]
        let actual = try pairs(a, b); #expect(actual == ["a2-b2 place", "a1-b1 identifier"])
    }

    /// Nodes inserted and removed in B shift the others: each still pairs with its id.
    @Test func idsPairWhereverTheirNodesMoved() throws {
        func button(_ id: String, _ y: Int) -> String { #"{"id": "\#(id)", "type": "button", "frame": [0, \#(y), 100, 40], "text": "\#(id)"}"# }
        let a = (0..<300).map { button("n\($0)", $0 * 50) }
        var b = a
        b.remove(at: 250)
        b.insert(button("new1", 20_000), at: 200)
        b.removeSubrange(100..<103)
        b.insert(button("new2", 20_100), at: 10)
        let sideA = try DiffFixture.side(a, file: "a"), sideB = try DiffFixture.side(b, file: "b")
        let byID = Pairing(sideA, sideB).pairs.filter { $0.by == .id }
        #expect(byID.count == 296)
        #expect(byID.allSatisfy { sideA.stops[$0.a].id == sideB.stops[$0.b].id })
        #expect(Set(byID.map { sideA.stops[$0.a].id }) == Set(a.indices.filter { ![100, 101, 102, 250].contains($0) }.map { "n\($0)" }))
    }

    @Test func labelAndRoleBeforeLabelThenPlace() throws {
        let a = [#"{"id": "a1", "type": "label", "frame": [0, 0, 100, 40], "text": "Done"}"#,
                 #"{"id": "a2", "type": "button", "frame": [0, 100, 100, 40], "text": "Done"}"#,
                 #"{"id": "a3", "type": "image", "frame": [0, 200, 100, 40], "label": "Cat"}"#]
        let b = [#"{"id": "b1", "type": "button", "frame": [0, 0, 100, 40], "text": "Done"}"#,
                 #"{"id": "b2", "type": "link", "frame": [0, 100, 100, 40], "text": "done"}"#,
                 #"{"id": "b3", "type": "image", "frame": [0, 210, 100, 40], "label": "Dog"}"#]
        let actual = try pairs(a, b); #expect(actual == ["a2-b1 label+role", "a1-b2 label", "a3-b3 place"])
    }

    @Test func rankedByOverlapThenDistanceOfIndices() throws {
        let row = { (id: String, y: Int) in #"{"id": "\#(id)", "type": "button", "frame": [0, \#(y), 100, 40], "text": "Delete"}"# }
        let a = [row("a1", 0), row("a2", 50), row("a3", 100)]
        let b = [row("b1", 50), row("b2", 100), row("b3", 150)]
        // b1 and b2 overlap a2 and a3 exactly; b3 overlaps nothing and takes what is left.
        let actual = try pairs(a, b); #expect(actual == ["a2-b1 label+role", "a3-b2 label+role", "a1-b3 label+role"])
    }

    @Test func generatedIdsNeverPairAsAuthored() throws {
        let a = [#"{"id": "button-1", "type": "button", "frame": [0, 0, 100, 40], "text": "Left"}"#,
                 #"{"id": "button-2", "type": "button", "frame": [200, 0, 100, 40], "text": "Right"}"#]
        let b = [#"{"id": "button-1", "type": "button", "frame": [200, 0, 100, 40], "text": "Right"}"#]
        let actual = try pairs(a, b); #expect(actual == ["button-1-button-1 id"])
        #expect(try pairs(a, b, imported: true) == ["button-2-button-1 label+role"])
    }

    @Test func anIdNamingANodeOnTheOtherSideIsLeftToItsFate() throws {
        let a = [#"{"id": "save", "type": "button", "frame": [0, 0, 100, 40], "text": "Save"}"#]
        let b = [#"{"id": "save", "type": "view", "frame": [0, 0, 100, 40], "text": "Save"}"#,
                 #"{"id": "store", "type": "button", "frame": [0, 0, 100, 40], "text": "Save"}"#]
        let actual = try pairs(a, b); #expect(actual == [])
    }

    @Test func intersectionOverUnion() {
        let r = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(Pairing.iou(r, r) == 1)
        #expect(Pairing.iou(r, Rect(x: 50, y: 0, width: 100, height: 100)) == 0.333333)
        #expect(Pairing.iou(r, Rect(x: 0, y: 0, width: 200, height: 300)) == 0.166667)
        #expect(Pairing.iou(r, Rect(x: 0, y: 0, width: 0, height: 100)) == 0)
        #expect(Pairing.iou(r, Rect(x: 100, y: 0, width: 10, height: 10)) == 0)
    }
}
