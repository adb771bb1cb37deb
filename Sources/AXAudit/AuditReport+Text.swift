import AXModel

/// The text output for people (audit.md §6).
extension AuditReport {
    /// `FILE:LINE:COLUMN: SEVERITY: MESSAGE [RULE]` per finding, a note per rule not run, the summary.
    public var text: String {
        var bytes: [UInt8] = []
        writeText(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``text`` to `bytes`, calling `flush` between lines (to hand on and empty them).
    public func writeText(to bytes: inout [UInt8], flush: (inout [UInt8]) -> Void = { _ in }) {
        let file = Array(file.utf8)
        for position in findings.indices {
            let line = findings.line(at: position)
            bytes.append(contentsOf: file)
            bytes.append(UInt8(ascii: ":"))
            bytes.appendDecimal(Int64(line.location.line))
            bytes.append(UInt8(ascii: ":"))
            bytes.appendDecimal(Int64(line.location.column))
            bytes.appendText(": ")
            bytes.appendText(line.severity.rawValue)
            bytes.appendText(": ")
            findings.writeMessage(at: position, to: &bytes)
            bytes.appendText(" [")
            bytes.appendText(line.rule)
            bytes.appendText("]\n")
            flush(&bytes)
        }
        for entry in notRun {
            bytes.appendText("\(self.file): note: \(entry.rule) \(entry.partial ? "partly run" : "not run"): \(entry.reason)\n")
        }
        bytes.appendText(summaryLine + "\n")
    }
}
