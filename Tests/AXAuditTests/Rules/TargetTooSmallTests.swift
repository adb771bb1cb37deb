import Testing

@Suite struct TargetTooSmallTests {
    @Test func belowTheMinimumIsAnError() throws {
        #expect(try AuditFixture.findings("target-too-small", AuditFixture.button("b", width: 27.9, height: 60))
            == ["error b: `b` is 27.9 × 60 pt; the minimum is 28 × 28 pt."])
    }

    @Test func belowTheRecommendationIsAWarning() throws {
        #expect(try AuditFixture.findings("target-too-small", AuditFixture.button("b", width: 120, height: 43.9))
            == ["warning b: `b` is 120 × 43.9 pt; 44 × 44 pt is recommended."])
        #expect(try AuditFixture.findings("target-too-small", AuditFixture.button("b", width: 28, height: 28))
            == ["warning b: `b` is 28 × 28 pt; 44 × 44 pt is recommended."])
    }

    @Test func fortyFourPointsAndDimmedControlsPass() throws {
        #expect(try AuditFixture.findings("target-too-small", AuditFixture.button("b", width: 44, height: 44)) == [])
        #expect(try AuditFixture.findings("target-too-small", #"{"id":"b","type":"button","frame":[0,0,20,20],"label":"X","addTraits":["notEnabled"]}"#) == [])
    }
}
