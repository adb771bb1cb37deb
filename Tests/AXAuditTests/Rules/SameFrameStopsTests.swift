import Testing

@Suite struct SameFrameStopsTests {
    @Test func twoControlsOnOneFrameAreAnError() throws {
        #expect(try AuditFixture.findings("same-frame-stops", AuditFixture.button("a") + "," + AuditFixture.button("b", label: "Other"))
            == ["error b: `b` and `a` are separate stops on one frame."])
    }

    @Test func oneControlIsAWarningAndOnePointCounts() throws {
        #expect(try AuditFixture.findings("same-frame-stops", AuditFixture.button("a") + #",{"id":"t","type":"label","frame":[17,101,119,43],"text":"Save"}"#)
            == ["warning t: `t` and `a` are separate stops on one frame."])
    }

    @Test func moreThanOnePointApartDoesNot() throws {
        #expect(try AuditFixture.findings("same-frame-stops", AuditFixture.button("a") + #",{"id":"t","type":"label","frame":[17.5,100,120,44],"text":"Save"}"#) == [])
    }
}
