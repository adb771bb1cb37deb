@testable import AXEngine
import AXModel
import AXTestSupport
import Testing

/// Sessions on the samples and on small fixtures, with exact transcripts, focus sequences,
/// evaluation counts and state.
@Suite struct SessionTests {
    func session(_ sample: String, rate: Double = 15) throws -> Session {
        Session(analysis: Analysis(snapshot: try SnapshotLoader.load(path: Fixture.sample(sample)).snapshot), rate: rate)
    }

    func run(_ session: Session, _ steps: String) throws -> [Session.Record] {
        let records = try Step.parseList(steps).map { step in try session.take(step) }
        session.finish()
        return records
    }

    func counts(_ record: Session.Record) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: record.evaluations.map { ($0.key, $0.count) })
    }

    func state(_ record: Session.Record) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: record.state.map { ($0.name, $0.value) })
    }

    @Test func cameraAnnouncementsInterruptEachOther() throws {
        let session = try session("photo-filter")
        let records = try run(session, "last,wait:2,activate,wait:3")
        #expect(records.map(\.focus) == ["cameraButton", "cameraButton", "cameraButton", "cameraButton"])
        #expect(records.map(\.spoken) == ["Camera. Button.", nil, "Opening Camera", "Camera Active"])
        #expect(session.timeline.heard == "Camera. Button. Opening Ca… Camera Active")
        let transcript = session.timeline.transcript.map { "\($0.priority.rawValue) \($0.text)" }
        #expect(transcript == ["default Camera. Button.", "default Opening Ca…", "high Camera Active"])
    }

    @Test func theToggleChangesWhatTheZoomViewsBlockReturns() throws {
        let session = try session("photo-filter")
        let records = try run(session, "focus:zoomView,wait:3,focus:filterButton,wait:3,activate,wait:1,focus:zoomView,wait:3")
        #expect(records[0].spoken == "Photo: Original, zoom 1x. Image.")
        #expect(records[2].spoken == "Filter. Switch Button. Off.")
        #expect(records[4].spoken == "On.")
        #expect(records[6].spoken == "Photo: Filtered, zoom 1x. Image.")
        #expect(state(records[4])["isFiltered"] == .bool(true))
        // Each focus evaluates the blocks once; the value check after the action once more.
        #expect(counts(records[0]) == ["zoomView.valueBlock": 1])
        #expect(counts(records[4]) == ["zoomView.valueBlock": 1, "filterButton.valueBlock": 2])
        #expect(counts(records[6]) == ["zoomView.valueBlock": 2, "filterButton.valueBlock": 2])
    }

    @Test func blocksOfElementsNobodyVisitsNeverRun() throws {
        let session = try session("photo-filter")
        let records = try run(session, "next,wait:2,last,wait:2")
        #expect(records.last?.evaluations.isEmpty == true)
    }

    @Test func zoomActionsChangeTheValueAndAnnounce() throws {
        let session = try session("photo-filter")
        let records = try run(session, "focus:zoomView,wait:3,zoomIn,wait:2,zoomIn,wait:2,zoomOut,wait:2")
        #expect(state(records.last!)["zoomLevel"] == .number(2))
        #expect(records[2].spoken == "Zoom 2x Original, zoom 2x")
        // The announcement posted inside the action is cut by VoiceOver's own value read-out,
        // which says the value exactly as the element reports it.
        #expect(session.timeline.heard == "Photo: Original, zoom 1x. Image. Original, zoom 2x Original, zoom 3x Original, zoom 2x")
    }

    @Test func theModalTrapsFocusAndClosesWithEscape() throws {
        let session = try session("profile-modal")
        let records = try run(session, "next,wait:2,next,wait:2,escape,wait:2,activate,wait:2")
        #expect(records.map(\.focus) == ["sheetTitle", "sheetTitle", "closeButton", "closeButton", "editProfile", "editProfile",
                                         "sheetTitle", "sheetTitle"])
        #expect(records[4].spoken == "Edit Profile. Button.")
        #expect(state(records[4])["sheetShown"] == .bool(false))
        #expect(session.analysis.resolution.elements.count == 5)
        #expect(records[6].spoken == "Edit Profile. Heading.")
        #expect(state(records[6])["sheetShown"] == .bool(true))
    }

    @Test func deletingARowMovesFocusToTheNextRow() throws {
        let session = try session("name-list")
        let records = try run(session, "next,next,wait:2,action:Delete,wait:2,action:Delete,wait:2,action:Delete,wait:2")
        #expect(records.map(\.focus) == ["heading", "rowAlice", "rowAlice", "rowBob", "rowBob", "rowCarol", "rowCarol",
                                         "addButton", "addButton"])
        // Alice's row keeps entry 0 of the list while hidden, so Bob's row is not the list's start.
        #expect(records[3].spoken == "Bob. Button.")
        #expect(records[7].spoken == "Add Name. Button.")
        #expect(state(records[7]) == ["alice": .bool(false), "bob": .bool(false), "carol": .bool(false)])
        #expect(session.analysis.resolution.elements.count == 2)
    }

    @Test func pianoKeysPassTouchesThroughSilently() throws {
        let session = try session("photo-filter")
        let records = try run(session, "touch:50:680,touch:196:680,wait:1,touch:72:532")
        #expect(records.map(\.focus) == ["keyC", "keyE", "keyE", "redButton"])
        #expect(records.map(\.spoken) == [nil, nil, nil, "Red. Button."])
        #expect(state(records[0])["lastNote"] == .text("C"))
        #expect(state(records[1])["lastNote"] == .text("E"))
        // A touch in the corner of the round button's frame finds no element.
        let corner = try session.take(.touch(Point(x: 41, y: 501)))
        #expect(corner.focus == "redButton" && corner.spoken == nil)
    }

    @Test func requiresActivationPassesTouchesOnlyAfterActivation() throws {
        let snapshot = try Fixture.snapshot(#"""
            {"id": "pad", "type": "view", "isAccessibilityElement": true, "label": "Drawing pad", "frame": [0, 100, 393, 300],
             "directTouch": {"options": ["requiresActivation"]},
             "actions": {"activate": [{"set": "strokes", "to": "strokes + 1"}]}}
            """#, extra: #", "state": {"strokes": 0}"#)
        let session = Session(analysis: Analysis(snapshot: snapshot))
        let first = try session.take(.touch(Point(x: 100, y: 200)))
        #expect(first.spoken == "Drawing pad" && first.state.first?.value == .number(0))
        let activated = try session.take(.perform(.activate))
        #expect(activated.state.first?.value == .number(1))
        let second = try session.take(.touch(Point(x: 100, y: 200)))
        #expect(second.state.first?.value == .number(2))
    }

    @Test func aStoredValueKeepsItsValueWhileABlockFollowsTheState() throws {
        let snapshot = try Fixture.snapshot(#"""
            {"id": "stored", "type": "label", "text": "Volume", "value": "50%", "frame": [0, 100, 393, 44]},
            {"id": "live", "type": "label", "text": "Volume", "valueBlock": {"expr": "level + '%'", "captured": "50%"},
             "frame": [0, 150, 393, 44]}
            """#, extra: #", "state": {"level": 50}"#)
        let session = Session(analysis: Analysis(snapshot: snapshot))
        let records = try Step.parseList("set:level=80,focus:stored,wait:2,focus:live").map { try session.take($0) }
        #expect(records[1].spoken == "Volume: 50%")
        #expect(records[3].spoken == "Volume: 80%")
    }

    @Test func nextPastTheEndKeepsFocusAndSaysNothing() throws {
        let session = try session("name-list")
        let records = try run(session, "last,wait:3,next,previous")
        #expect(records.map(\.focus) == ["addButton", "addButton", "addButton", "rowCarol"])
        #expect(records[2].spoken == nil)
    }

    @Test func failedStepsSayWhy() throws {
        let session = try session("name-list")
        #expect(throws: StepError(step: "activate", message: "no element is focused")) { try session.take(.perform(.activate)) }
        try session.take(.focus(id: "rowCarol"))
        #expect(throws: StepError(step: "action:Rename", message: "the focused element has no custom action 'Rename' (it has 'Move to Top', 'Delete')")) {
            try session.take(.customAction("Rename"))
        }
        #expect(throws: StepError(step: "focus:carolName", message: "'carolName' is not a focus stop now: merged into the `combine` element `rowCarol` (stop 4)")) {
            try session.take(.focus(id: "carolName"))
        }
    }

    @Test func groupedNavigationMovesIntoAndOutOfAContainGroup() throws {
        let analysis = Analysis(snapshot: try SnapshotLoader.load(path: Fixture.sample("form-contain")).snapshot)
        let session = Session(analysis: analysis, navigation: .grouped)
        let records = try run(session, "next,next,next,next,wait:3,enter,wait:3,next,next,exit,wait:3,next,previous")
        #expect(records.map(\.focus) == ["formTitle", "lastName", "firstName", "genderGroup", "genderGroup", "male", "male",
                                         "female", "female", "genderGroup", "genderGroup", "birthDay", "genderGroup"])
        #expect(records[3].spoken == "성별 선택 그룹")
        #expect(records[5].spoken == "선택됨: 남성. 버튼.")
        #expect(records[8].spoken == nil)
        #expect(throws: StepError(step: "activate", message: "a group is focused: enter it first")) { try session.take(.perform(.activate)) }
        #expect(throws: StepError(step: "exit", message: "the cursor is not inside a group")) { try session.take(.exit) }
        let flat = Session(analysis: analysis)
        #expect(throws: StepError(step: "enter", message: "only with grouped navigation")) { try flat.take(.enter) }
    }

    @Test func theEnteredGroupStaysEnteredWhenAGroupBeforeItDisappears() throws {
        let s = try Fixture.snapshot(#"""
            {"id": "alpha", "type": "stack", "childBehavior": "contain", "label": "Alpha", "visibleWhen": "showAlpha",
             "frame": [0, 0, 393, 60], "children": [{"id": "a1", "type": "label", "text": "A1", "frame": [0, 0, 100, 20]}]},
            {"id": "beta", "type": "stack", "childBehavior": "contain", "label": "Beta", "frame": [0, 100, 393, 100], "children": [
              {"id": "b1", "type": "label", "text": "B1", "frame": [0, 100, 100, 20]},
              {"id": "b2", "type": "label", "text": "B2", "frame": [0, 150, 100, 20]}]},
            {"id": "end", "type": "label", "text": "End", "frame": [0, 300, 100, 20]}
            """#, extra: #", "state": {"showAlpha": true}"#)
        let (spoken, session) = try Fixture.simulate(s, "next,next,enter,set:showAlpha=false,next", navigation: .grouped)
        #expect(session.records.map(\.focus) == ["alpha", "beta", "b1", "b1", "b2"])
        #expect(spoken == ["Alpha", "Beta", "B1", nil, "B2"])
    }

    @Test func stepsParseWithCommasInsideExpressions() throws {
        let steps = try Step.parseList("next, set:label='a, b',touch:10.5:20,wait:0.5,action:Move to Top,zoomIn")
        #expect(steps.map(\.description) == ["next", "set:label='a, b'", "touch:10.5:20", "wait:0.5", "action:Move to Top", "zoomIn"])
        #expect(throws: StepError(step: "jump", message: "unknown step")) { try Step.parseList("next,jump") }
        #expect(throws: StepError(step: "touch:1", message: "expected touch:X:Y in points")) { try Step.parse("touch:1") }
    }
}
