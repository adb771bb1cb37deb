import AXEngine

/// How two sides are compared and judged.
public struct DiffOptions: Sendable {
    public var navigation: NavigationStyle = .flat
    /// Differences up to this many points are equal.
    public var geometryTolerance: Double = 1
    public var filter = ChangeFilter()
    /// `--locale` was given: the snapshots' locales are not compared.
    public var localeGiven = false

    public init() {}
}
