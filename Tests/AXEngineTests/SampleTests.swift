@testable import AXEngine
import AXModel
import AXTestSupport
import Testing

/// The bundled samples, built from the seed articles, read as VoiceOver reads them.
@Suite struct SampleTests {
    func sample(_ name: String) throws -> Snapshot {
        try SnapshotLoader.load(path: Fixture.sample(name)).snapshot
    }

    @Test func photoFilter() throws {
        let s = try sample("photo-filter")
        #expect(try Fixture.descriptions(s) == [
            "Photo Filter. Heading.", "Filter. Switch Button. Off.", "Photo: Original, zoom 1x. Image.", "Red. Button.",
            "C", "D", "E", "F", "G", "Photos. Button.", "Camera. Button.",
        ])
        #expect(s.node(id: "redButton")?.contentShape == .circle)
    }

    @Test func blocksRunOnlyWhenDescribed() throws {
        let analysis = Analysis(snapshot: try sample("photo-filter"))
        #expect(analysis.evaluation.totalCount == 0)
        let zoom = analysis.element(stop: 2)
        _ = try analysis.narrator.describe(zoom)
        #expect(analysis.evaluation.counts == ["zoomView.valueBlock": 1])
        analysis.evaluation.set("isFiltered", to: .bool(true))
        #expect(try analysis.narrator.describe(zoom).speech.description == "Photo: Filtered, zoom 1x. Image.")
        #expect(analysis.evaluation.counts == ["zoomView.valueBlock": 2])
    }

    @Test func nameList() throws {
        let s = try sample("name-list")
        #expect(try Fixture.descriptions(s) == ["Names. Heading.", "Alice. Button. List Start.", "Bob. Button.",
                                                "Carol. Button. List End.", "Add Name. Button."])
        let analysis = Analysis(snapshot: s)
        #expect(try analysis.narrator.describe(analysis.element(stop: 3)).speech.customActions == ["Move to Top", "Delete"])
    }

    @Test func profileModal() throws {
        let s = try sample("profile-modal")
        #expect(try Fixture.descriptions(s) == ["Edit Profile. Heading.", "Close. Button.", "Name: Dongik Song. Text Field.",
                                                "Password. Secure Text Field.", "Save. Dimmed. Button."])
        let analysis = Analysis(snapshot: s)
        #expect(analysis.explanation(ofNode: s.index["avatar"]!) == "unreachable: outside the modal view `sheet`")
        analysis.evaluation.set("sheetShown", to: .bool(false))
        analysis.resolveAgain()
        #expect(analysis.resolution.elements.map { s.nodes[$0.node].id } == ["avatar", "name", "editProfile"])
        #expect(analysis.explanation(ofNode: s.index["logo"]!) == "unreachable: decorative image")
        #expect(analysis.explanation(ofNode: s.index["logoShadow"]!) == "unreachable: hidden because `accessibilityHidden` on `logoShadow`")
    }

    @Test func nestedViews() throws {
        let s = try sample("nested-views")
        #expect(Fixture.order(s) == ["orangeView", "blueButton", "blueTitle", "purpleInner"])
    }

    @Test func koreanForm() throws {
        let s = try sample("form-contain")
        #expect(try Fixture.descriptions(s) == ["개인정보 입력. 머리말.", "성. 텍스트 필드.", "이름. 텍스트 필드.", "선택됨: 남성. 버튼.",
                                                "여성. 버튼.", "생년월일: 2000년 1월 1일. 버튼.", "약관 동의. 스위치 버튼. 끔.",
                                                "제출. 흐리게 표시됨. 버튼."])
    }
}
