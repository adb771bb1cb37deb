import Testing

@Suite struct DuplicateAdjacentTests {
    @Test func adjacentStopsSayingTheSameFire() throws {
        #expect(try AuditFixture.findings("duplicate-adjacent", AuditFixture.button("a", y: 100, label: "More") + "," + AuditFixture.button("b", y: 200, label: "more."))
            == ["warning b: Stop 2 `b` says “more. Button.” like `a` before it."])
    }

    @Test func separatedOrDifferentStopsDoNot() throws {
        #expect(try AuditFixture.findings("duplicate-adjacent", [
            AuditFixture.button("a", y: 100, label: "More"), AuditFixture.button("c", y: 150, label: "Less"),
            AuditFixture.button("b", y: 200, label: "More"),
        ].joined(separator: ",")) == [])
        #expect(try AuditFixture.findings("duplicate-adjacent",
                                          #"{"id":"a","type":"label","frame":[0,0,100,40],"text":"More"},"# + AuditFixture.button("b", y: 200, label: "More")) == [])
    }

    /// Labels tell descriptions apart only where they begin them: a selected stop or a back
    /// button can say what another's label says (model §4 rules 1 and 3).
    @Test func differentLabelsCanStillSayTheSame() throws {
        #expect(try AuditFixture.findings("duplicate-adjacent", [
            #"{"id":"a","type":"button","frame":[16,100,120,44],"label":"23","traits":["button","selected"]}"#,
            AuditFixture.button("b", y: 200, label: "Selected: 23"),
        ].joined(separator: ",")) == ["warning b: Stop 2 `b` says “Selected: 23. Button.” like `a` before it."])
        #expect(try AuditFixture.findings("duplicate-adjacent", [
            #"{"id":"a","type":"button","frame":[16,100,120,44],"label":"Back","traits":["backButton"]}"#,
            #"{"id":"b","type":"label","frame":[16,200,120,44],"text":"BACK  button"}"#,
        ].joined(separator: ",")) == ["warning b: Stop 2 `b` says “BACK  button” like `a` before it."])
    }

    /// Labels that differ only in case, spacing or final periods are described and compared.
    @Test func labelsDifferingInCaseOrSpacingAreCompared() throws {
        #expect(try AuditFixture.findings("duplicate-adjacent", [
            AuditFixture.button("a", y: 100, label: "Add  to CART"), AuditFixture.button("b", y: 200, label: " add to cart."),
            AuditFixture.button("c", y: 300, label: "add to cart!"),
        ].joined(separator: ",")) == ["warning b: Stop 2 `b` says “ add to cart. Button.” like `a` before it."])
    }

    /// Labels beyond ASCII are folded as normalising folds them: by case and spacing, not by
    /// what NFKC would change, which they do not have.
    @Test func labelsBeyondASCIIAreComparedAsNormalised() throws {
        #expect(try AuditFixture.findings("duplicate-adjacent", [
            AuditFixture.button("a", y: 100, label: "설정  열기"), AuditFixture.button("b", y: 200, label: "설정 열기."),
            AuditFixture.button("c", y: 300, label: "설정 닫기"), AuditFixture.button("d", y: 400, label: "ÄNDERN"),
            AuditFixture.button("e", y: 500, label: "ändern"), AuditFixture.button("f", y: 600, label: "Größe"),
            AuditFixture.button("g", y: 700, label: "GRÖSSE"), AuditFixture.button("h", y: 800, label: "ПОИСК"),
            AuditFixture.button("i", y: 900, label: "поиск"),
        ].joined(separator: ",")) == ["warning b: Stop 2 `b` says “설정 열기. Button.” like `a` before it.",
                                      "warning e: Stop 5 `e` says “ändern. Button.” like `d` before it.",
                                      "warning i: Stop 9 `i` says “поиск. Button.” like `h` before it."])
    }
}
