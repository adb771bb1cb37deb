import AXModel

/// A snapshot with its state, what its screen reader (VoiceOver, or TalkBack for an Android
/// snapshot) offers for it, and the narrator that speaks it. The one entry point the command line
/// and the window share.
public final class Analysis {
    public let snapshot: Snapshot
    public let evaluation: Evaluation
    public private(set) var resolution: Resolution
    public let narrator: Narrator
    /// The reading of the snapshot's platform (``ScreenReaderModel``).
    let model: ScreenReaderModel

    /// VoiceOver, or TalkBack for an Android snapshot.
    public var screenReader: ScreenReader { model.screenReader }

    /// The analysis of a snapshot at its initial state; without `recordsRuns`, its evaluation
    /// keeps no record of the blocks that ran (``Evaluation/init(snapshot:recordsRuns:)``).
    public init(snapshot: Snapshot, locale: String? = nil, recordsRuns: Bool = true) {
        self.snapshot = snapshot
        model = snapshot.screenReaderModel()
        evaluation = Evaluation(snapshot: snapshot, recordsRuns: recordsRuns)
        resolution = model.resolve(snapshot, evaluation: evaluation)
        narrator = model.makeNarrator(snapshot: snapshot, evaluation: evaluation, locale: locale)
    }

    /// A fresh analysis at the snapshot's initial state that reuses the resolution another one
    /// derived at that state (the audit starts a session per probe).
    public init(snapshot: Snapshot, initialResolution: Resolution, locale: String? = nil) {
        self.snapshot = snapshot
        model = snapshot.screenReaderModel()
        evaluation = Evaluation(snapshot: snapshot)
        resolution = initialResolution
        narrator = model.makeNarrator(snapshot: snapshot, evaluation: evaluation, locale: locale)
    }

    /// Re-derives the elements after the state changed.
    public func resolveAgain() {
        resolution = model.resolve(snapshot, evaluation: evaluation)
    }

    /// The element for a stop index, from 0.
    public func element(stop: Int) -> ElementModel { resolution.elements[stop] }

    /// Why a node has its role, in words.
    public func explanation(ofNode index: Int) -> String { model.explanation(ofNode: index, in: self) }
}
