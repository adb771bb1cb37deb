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
    /// Resolutions shared with other analyses of the snapshot, when its model allows it.
    private let cache: AnalysisCache?

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
        cache = nil
    }

    /// A fresh analysis at the snapshot's initial state that reuses the resolution another one
    /// derived at that state, and what `cache` keeps: the resolutions of other states, for a model
    /// whose resolution depends on the state alone (the audit starts a session per probe). Its
    /// evaluation keeps no record of the blocks that ran.
    public init(snapshot: Snapshot, initialResolution: Resolution, cache: AnalysisCache, locale: String? = nil) {
        self.snapshot = snapshot
        model = snapshot.screenReaderModel()
        evaluation = Evaluation(initialState: cache.initialState(of: snapshot), trees: cache.trees)
        resolution = initialResolution
        narrator = model.makeNarrator(snapshot: snapshot, evaluation: evaluation, locale: locale)
        narrator.tables = cache.tables
        self.cache = model.resolvesFromStateAlone ? cache : nil
        self.cache?.keepInitial(initialResolution, at: evaluation.state)
    }

    /// Re-derives the elements after the state changed.
    public func resolveAgain() {
        if let cache {
            if let kept = cache.resolution(at: evaluation.state) {
                resolution = kept
            } else {
                resolution = model.resolve(snapshot, evaluation: evaluation)
                cache.keep(resolution, at: evaluation.state)
            }
        } else {
            resolution = model.resolve(snapshot, evaluation: evaluation)
        }
    }

    /// The element for a stop index, from 0.
    public func element(stop: Int) -> ElementModel { resolution.elements[stop] }

    /// Why a node has its role, in words.
    public func explanation(ofNode index: Int) -> String { model.explanation(ofNode: index, in: self) }
}
