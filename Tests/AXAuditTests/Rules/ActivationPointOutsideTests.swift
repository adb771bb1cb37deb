import Testing

@Suite struct ActivationPointOutsideTests {
    @Test func outsideTheFrameIsAnError() throws {
        #expect(try AuditFixture.findings("activation-point-outside", #"{"id":"b","type":"button","frame":[16,100,120,44],"label":"Go","activationPoint":[200,120]}"#)
            == ["error b: A double tap on `b` lands at (200, 120), outside its frame."])
    }

    @Test func outsideOnlyTheShapeIsAWarning() throws {
        #expect(try AuditFixture.findings("activation-point-outside", #"{"id":"b","type":"button","frame":[0,0,100,100],"label":"Go","contentShape":{"shape":"circle"},"activationPoint":[2,2]}"#)
            == ["warning b: A double tap on `b` lands at (2, 2), outside its shape."])
    }

    @Test func theEdgeIsInside() throws {
        #expect(try AuditFixture.findings("activation-point-outside", #"{"id":"b","type":"button","frame":[16,100,120,44],"label":"Go","activationPoint":[136,144]}"#) == [])
    }
}
