import AXModel

/// The size a written snapshot may have: a snapshot file over ``InputReader/maximumSize`` is
/// refused by every command (snapshot-format.md § Errors), so `import` writes none. A dump can be
/// that large once converted (notes and indentation about double a WebDriverAgent XML); the
/// commands read such a dump directly.
struct SnapshotSizeLimit {
    let maximum: Int
    private(set) var written = 0

    init(maximum: Int = InputReader.maximumSize) {
        self.maximum = maximum
    }

    /// Whether the snapshot went over the limit.
    var isExceeded: Bool { written > maximum }

    /// Counts `count` more bytes; false once they go over the limit (nothing more is to be written).
    mutating func admit(_ count: Int) -> Bool {
        written += count
        return !isExceeded
    }

    /// Why nothing was written, and what reads the dump instead.
    func refusal(dump: String, output: String) -> String {
        "axscope: import: \(dump): the snapshot would be larger than \(InputReader.describeSize(maximum)), "
            + "the most a snapshot file may be, so \(Echo.quoted(output)) was not written; "
            + "order, inspect, simulate, render, audit and diff read the dump itself (axscope order \(dump))"
    }
}
