import AXEngine
import AXModel
import Foundation

/// `axscope simulate FILE --steps STEPS [--json] [--rate CPS]`.
enum SimulateCommand {
    static func run(_ args: inout Arguments, _ console: Console) throws(CommandError) {
        let json = args.flag("--json")
        guard let stepsText = try args.option("--steps") else { throw .usage("simulate: missing --steps STEPS") }
        let rateText = try args.option("--rate") ?? "15"
        guard let rate = Double(rateText), rate > 0, rate <= 1_000 else {
            throw .usage("simulate: --rate takes characters per second (above 0, at most 1000), not '\(rateText)'")
        }
        let locale = try args.option("--locale")
        let navigationName = try args.option("--navigation") ?? "flat"
        guard let navigation = NavigationStyle(rawValue: navigationName) else {
            throw .usage("simulate: --navigation takes 'flat' or 'grouped', not '\(navigationName)'")
        }
        let path = try args.positionals(["FILE"], command: "simulate")[0]
        let steps: [Step]
        do throws(StepError) {
            steps = try Step.parseList(stepsText)
        } catch {
            throw .usage("simulate: \(error.description)")
        }
        let snapshot = try SnapshotInput.load(path, console: console)
        let session = Session(analysis: Analysis(snapshot: snapshot, locale: locale), rate: rate, navigation: navigation)
        KeptUntilExit.keep(session.analysis)
        for warning in session.analysis.narrator.languageWarnings() { console.err("\(path): warning: \(warning)\n") }
        for step in steps {
            do throws(StepError) {
                let record = try session.take(step)
                for warning in record.warnings { console.err("\(path): warning: \(warning)\n") }
            } catch {
                throw .refused(["\(path): error: \(error.description)"])
            }
        }
        session.finish()
        for (key, error) in session.analysis.evaluation.errors.sorted(by: { $0.key < $1.key }) {
            console.err("\(path): warning: \(key): evaluation failed: \(error.message)\n")
        }
        if json {
            var writer = JSONWriter()
            write(session, to: &writer)
            writer.bytes.append(UInt8(ascii: "\n"))
            console.out(writer.bytes)
        } else {
            console.out(log(session))
        }
    }

    static func seconds(_ time: Double) -> Double { (time * 1_000).rounded() / 1_000 }

    static func write(_ value: Value, to writer: inout JSONWriter) {
        switch value {
        case .null: writer.null()
        case .bool(let flag): writer.bool(flag)
        case .number(let number): writer.number(number)
        case .text(let text): writer.string(text)
        }
    }

    static func write(_ session: Session, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("steps")
        writer.array(session.records) { writer, record in
            writer.object { writer in
                writer.key("step"); writer.string(record.step.description)
                writer.key("focus"); writer.string(record.focus)
                writer.key("spoken"); writer.string(record.spoken)
                writer.key("state")
                writer.object { writer in
                    for (name, value) in record.state {
                        writer.key(text: name)
                        write(value, to: &writer)
                    }
                }
                writer.key("evaluations")
                writer.object { writer in
                    for (key, count) in record.evaluations {
                        writer.key(text: key)
                        writer.integer(count)
                    }
                }
            }
        }
        writer.key("transcript")
        writer.array(session.timeline.transcript) { writer, utterance in
            writer.object { writer in
                writer.key("start"); writer.number(seconds(utterance.start))
                writer.key("end"); writer.number(seconds(utterance.end))
                writer.key("text"); writer.string(utterance.text)
                writer.key("priority"); writer.string(utterance.priority.rawValue)
                writer.key("interrupted"); writer.bool(utterance.interrupted)
            }
        }
        writer.key("heard"); writer.string(session.timeline.heard)
        writer.endObject()
    }

    /// The session as a log: each step with the focus and what was said, then the transcript.
    static func log(_ session: Session) -> String {
        func time(_ t: Double) -> String { String(format: "%6.2f s", t) }
        var out = ""
        for record in session.records {
            let step = record.step.description.padding(toLength: max(18, record.step.description.count), withPad: " ", startingAt: 0)
            out += "\(time(record.time))  \(step)  → \(record.focus ?? "(no focus)")"
            if let spoken = record.spoken { out += "  “\(spoken)”" }
            out += "\n"
        }
        out += "\nTranscript:\n"
        for utterance in session.timeline.transcript {
            let priority = utterance.priority.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            out += "  \(String(format: "%6.2f–%6.2f s", utterance.start, utterance.end))  \(priority)  "
            out += (utterance.text.isEmpty ? "(cut before it began)" : utterance.text) + "\n"
        }
        if let last = session.records.last {
            out += "\nState: " + last.state.map { name, value in
                if case .text(let text) = value { return "\(name) = \"\(text)\"" }
                return "\(name) = \(value.text)"
            }.joined(separator: ", ") + "\n"
            out += "Block evaluations: " + (last.evaluations.isEmpty ? "none"
                : last.evaluations.map { "\($0.key) ×\($0.count)" }.joined(separator: ", ")) + "\n"
        }
        out += "Heard: \(session.timeline.heard)\n"
        return out
    }
}
