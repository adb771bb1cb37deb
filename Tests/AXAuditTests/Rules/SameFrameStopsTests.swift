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

    /// Stops are found by their cells in one sorted list: a long column, each fifth row repeated
    /// at its end, 1 pt lower (in the next grid cell for odd rows).
    @Test func aLongColumnFindsEachRepeatedRow() throws {
        let rows = (0..<3_000).map { i in #"{"id":"r\#(i)","type":"label","frame":[16,\#(50 * i + 100 + i % 2),120,44],"text":"R"}"# }
        let repeats = stride(from: 0, to: 3_000, by: 5).map { i in
            #"{"id":"x\#(i)","type":"label","frame":[16,\#(50 * i + 101 + i % 2),120,44],"text":"X"}"#
        }
        let findings = try AuditFixture.findings("same-frame-stops", (rows + repeats).joined(separator: ","))
        #expect(findings.count == 600)
        #expect(findings.first == "warning x0: `x0` and `r0` are separate stops on one frame.")
        #expect(findings.last == "warning x2995: `x2995` and `r2995` are separate stops on one frame.")
    }

    @Test func moreThanOnePointApartDoesNot() throws {
        #expect(try AuditFixture.findings("same-frame-stops", AuditFixture.button("a") + #",{"id":"t","type":"label","frame":[17.5,100,120,44],"text":"Save"}"#) == [])
    }
}
