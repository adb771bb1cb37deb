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

    @Test func framesAcrossGridCellsCount() throws {
        let stops = #"{"id":"a","type":"label","frame":[1.9,3,120,44],"text":"A"},{"id":"b","type":"label","frame":[2.9,4,120,44],"text":"B"},"#
            + #"{"id":"c","type":"label","frame":[0.9,2,120,44],"text":"C"}"#
        #expect(try AuditFixture.findings("same-frame-stops", stops) == [
            "warning a: `a` and `c` are separate stops on one frame.",
            "warning b: `b` and `a` are separate stops on one frame.",
        ])
    }

    @Test func moreThanOnePointApartDoesNot() throws {
        #expect(try AuditFixture.findings("same-frame-stops", AuditFixture.button("a") + #",{"id":"t","type":"label","frame":[17.5,100,120,44],"text":"Save"}"#) == [])
    }
}
