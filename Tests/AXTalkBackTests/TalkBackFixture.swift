import AXEngine
import AXModel
import AXTalkBack
import AXTestSupport

/// TalkBack's view of a snapshot, with its nodes found by id.
struct TalkBackFixture {
    let snapshot: Snapshot
    let screen: TalkBackScreen

    init(_ snapshot: Snapshot) throws {
        self.snapshot = snapshot
        screen = TalkBackScreen(snapshot: snapshot, classes: try ClassHierarchy.bundled())
    }

    /// The fixture of a dump's text.
    init(xml: String) throws { try self.init(AndroidFixture.snapshot(xml)) }

    /// The fixture of a real dump file.
    init(file: String, density: Double? = nil) throws { try self.init(AndroidFixture.snapshot(file: file, density: density)) }

    func index(_ id: String) -> Int { snapshot.index[id]! }

    func place(_ id: String) -> TalkBackScreen.Place { screen.places[index(id)] }

    /// The ids of the stops, in order.
    var stops: [String] { screen.stops.map { snapshot.nodes[$0].id } }

    /// What TalkBack says on focusing a node, in English unless told.
    func speech(_ id: String, language: String = "en") throws -> (description: String, hint: String?) {
        screen.focusSpeech(of: index(id), words: try TalkBackWords.table(for: language))
    }
}
