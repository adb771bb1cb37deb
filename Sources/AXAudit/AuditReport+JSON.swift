import AXModel

/// The JSON output for scripts (audit.md §7): each finding, suppressed entry and rule not run on
/// one line, so that line tools (`grep`, `wc -l`, a line diff of two runs) see one per line.
extension AuditReport {
    /// Writes the JSON output into `writer`, calling `flush` between findings (to hand on and
    /// empty the writer's bytes).
    public func writeJSON(to writer: inout JSONWriter, flush: (inout JSONWriter) -> Void = { _ in }) {
        writer.beginObject()
        writer.key("file"); writer.string(file)
        writer.key("imported"); writer.bool(imported)
        writer.key("minSeverity"); writer.string(minSeverity.rawValue)
        writer.key("summary")
        writer.beginObject()
        writer.key("errors"); writer.integer(count(.error))
        writer.key("warnings"); writer.integer(count(.warning))
        writer.key("infos"); writer.integer(count(.info))
        writer.key("suppressed"); writer.integer(suppressedCount)
        writer.key("baselined"); writer.integer(baselinedCount)
        writer.key("fixed"); writer.integer(fixed)
        writer.key("belowThreshold"); writer.integer(belowThreshold)
        writer.key("notRun"); writer.integer(notRunCount)
        writer.endObject()
        writer.key("findings")
        writer.beginArray()
        for position in findings.indices {
            writer.object(inline: true) { findings.view(at: position).writeMembers(to: &$0) }
            flush(&writer)
        }
        writer.endArray()
        writer.key("suppressed")
        writer.beginArray()
        for entry in suppressed {
            writer.object(inline: true) { writer in
                FindingView(entry.finding).writeMembers(to: &writer)
                writer.key("by"); writer.string(entry.by.rawValue)
                writer.key("reason"); writer.string(entry.reason)
            }
            flush(&writer)
        }
        writer.endArray()
        writer.key("notRun")
        writer.array(notRun) { writer, entry in
            writer.object(inline: true) { writer in
                writer.key("rule"); writer.string(entry.rule)
                writer.key("reason"); writer.string(entry.reason)
                writer.key("partial"); writer.bool(entry.partial)
            }
        }
        writer.endObject()
    }
}

extension FindingView {
    /// The keys of §4, in order.
    func writeMembers(to writer: inout JSONWriter) {
        writer.key("rule"); writer.string(rule)
        writer.key("severity"); writer.string(severity.rawValue)
        writer.key("element"); writer.string(element)
        writer.key("path"); writePath(to: &writer)
        writer.key("line"); writer.integer(location.line)
        writer.key("column"); writer.integer(location.column)
        writer.key("frame"); writer.numbers(frame)
        writer.key("stop")
        if let stop { writer.integer(stop) } else { writer.null() }
        writer.key("message"); writeMessage(to: &writer)
        writer.key("help"); writer.string(help)
        writer.key("related"); writer.strings(related)
        writer.key("data")
        writer.object { writer in
            for (key, value) in data {
                writer.key(text: key)
                value.write(to: &writer)
            }
        }
        writer.key("fingerprint"); SHA256.withHex(fingerprintNumber) { writer.string(utf8: $0) }
        writer.key("baseline"); writer.string(baseline)
    }
}
