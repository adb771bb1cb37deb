import AXModel

/// A screen reader's reading of a snapshot: which elements it offers and in what order, what it
/// says of each, and how a session's steps reach the app. VoiceOver reads iOS snapshots
/// (``VoiceOverModel``, voiceover-model.md), TalkBack Android ones (``TalkBackModel``, over
/// `AXTalkBack`); everything above the engine (drawing, the window, audit, diff) works on what
/// either gives: a ``Resolution`` and a ``Narrator``.
protocol ScreenReaderModel: AnyObject {
    var screenReader: ScreenReader { get }
    /// The elements, their order, the containers and every node's role, in the current state.
    func resolve(_ snapshot: Snapshot, evaluation: Evaluation) -> Resolution
    /// Whether ``resolve(_:evaluation:)`` depends on the state alone (and keeps nothing), so
    /// that a resolution can be reused at the same state (``ResolutionCache``).
    var resolvesFromStateAlone: Bool { get }
    func makeNarrator(snapshot: Snapshot, evaluation: Evaluation, locale: String?) -> Narrator
    /// Why a node has its role, in words.
    func explanation(ofNode index: Int, in analysis: Analysis) -> String
    /// Speaks a focused element (the move's utterances).
    func speakFocus(_ element: ElementModel, entering labels: [String], in session: Session)
    /// Performs an action of the focused element and speaks what follows.
    func perform(_ kind: SessionAction, on element: ElementModel, in session: Session)
    /// Touch exploration at a point.
    func touch(_ point: Point, in session: Session)
}

/// The screen reader of a snapshot's platform.
public enum ScreenReader: String, Sendable {
    case voiceOver = "VoiceOver"
    case talkBack = "TalkBack"

    /// The name of its platform, as the window and the outputs name it.
    public var platformName: String { self == .talkBack ? "Android" : "iOS" }
}

/// An action a session performs on the focused element: one of the snapshot's action kinds, or
/// TalkBack's long press (double-tap and hold).
public enum SessionAction: Sendable, Equatable {
    case kind(ActionKind)
    case longPress
}

extension Snapshot {
    /// The model that reads this snapshot: TalkBack's for an Android one, else VoiceOver's.
    func screenReaderModel() -> ScreenReaderModel {
        platform.isAndroid ? TalkBackModel(snapshot: self) : VoiceOverModel()
    }
}
