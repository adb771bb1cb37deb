import AXModel

extension Console {
    /// The size of the pieces a streaming command hands to standard output.
    static let pieceSize = 1 << 16

    /// Writes `bytes` to standard output and empties them once they fill a piece, or whatever they
    /// hold when `finished`. Call it between whole values only (never inside a character).
    func flush(_ bytes: inout [UInt8], finished: Bool = false) {
        guard Console.isPieceReady(bytes.count, finished: finished) else { return }
        out(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// ``flush(_:finished:)`` for a JSON writer's bytes.
    func flush(_ writer: inout JSONWriter, finished: Bool = false) {
        guard Console.isPieceReady(writer.count, finished: finished) else { return }
        // The process's own console writes the writer's buffer without copying it into an array.
        if type(of: self) == Console.self {
            writer.withBytes { FileStream.standardOutput.write($0) }
        } else {
            out(writer.bytes)
        }
        writer.removeAll()
    }

    private static func isPieceReady(_ count: Int, finished: Bool) -> Bool {
        finished ? count > 0 : count >= pieceSize
    }
}
