import AXModel

/// What analyses of one snapshot share when many are made of it (the audit starts a session
/// for each probe): the resolutions their state changes derived, by state — the probes' actions
/// bring a few states about again and again (a toggle's off, a counter's next value) — the
/// expressions their evaluations parse into trees, the word tables their narrators load.
public final class AnalysisCache {
    private var resolutions: [[String: Value]: Resolution] = [:]
    private var keptInitial = false
    private var initial: Evaluation.InitialState?
    let tables = WordTables()
    let trees = ExpressionTrees()
    /// How many resolutions it keeps, the first states met: each is as large as the snapshot's tree.
    public let capacity: Int

    public init(capacity: Int = 4) {
        self.capacity = capacity
    }

    /// How many states' resolutions are kept.
    var keptCount: Int { resolutions.count }

    /// The resolution derived at `state`, if it is kept.
    func resolution(at state: [String: Value]) -> Resolution? { resolutions[state] }

    /// Keeps a resolution derived at `state`, unless ``capacity`` states are kept already. Only
    /// for a model whose resolution depends on the state alone (``ScreenReaderModel``).
    func keep(_ resolution: Resolution, at state: [String: Value]) {
        if resolutions.count < capacity { resolutions[state] = resolution }
    }

    /// Keeps the resolution of the initial state, which every analysis made with the cache
    /// starts from, the first time only (the probes' analyses each bring it).
    func keepInitial(_ resolution: Resolution, at state: [String: Value]) {
        guard !keptInitial else { return }
        keptInitial = true
        keep(resolution, at: state)
    }

    /// The snapshot's initial state, read once: each analysis's evaluation starts from a copy.
    func initialState(of snapshot: Snapshot) -> Evaluation.InitialState {
        if let initial { return initial }
        let state = Evaluation.InitialState(snapshot)
        initial = state
        return state
    }

}
