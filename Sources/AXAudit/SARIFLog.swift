import AXModel

/// What the SARIF logs of `audit` and `diff` share (audit.md §9, diff.md §8): the log around its
/// one run, and the run's tool.
public enum SARIFLog {
    /// Writes the log up to and including the run's `tool`, axscope at `version`, whose `rules`
    /// array `rules` writes; the run's other members follow.
    public static func beginRun(version: String, to writer: inout JSONWriter, rules: (inout JSONWriter) -> Void) {
        writer.beginObject()
        writer.key("$schema"); writer.string("https://json.schemastore.org/sarif-2.1.0.json")
        writer.key("version"); writer.string("2.1.0")
        writer.key("runs")
        writer.beginArray()
        writer.beginObject()
        writer.key("tool")
        writer.object { writer in
            writer.key("driver")
            writer.object { writer in
                writer.key("name"); writer.string("axscope")
                writer.key("semanticVersion"); writer.string(version)
                writer.key("rules")
                rules(&writer)
            }
        }
    }

    /// Closes the run and the log.
    public static func endRun(to writer: inout JSONWriter) {
        writer.endObject()
        writer.endArray()
        writer.endObject()
    }
}
