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
        console.out(json ? document(session).rendered() + "\n" : log(session))
    }

    static func seconds(_ time: Double) -> Double { (time * 1_000).rounded() / 1_000 }

    static func json(_ value: Value) -> JSONOutput {
        switch value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .text(let text): .string(text)
        }
    }

    static func document(_ session: Session) -> JSONOutput {
        .object([
            ("steps", .array(session.records.map { record in
                .object([
                    ("step", .string(record.step.description)),
                    ("focus", .optional(record.focus)),
                    ("spoken", .optional(record.spoken)),
                    ("state", .object(record.state.map { ($0.name, json($0.value)) })),
                    ("evaluations", .object(record.evaluations.map { ($0.key, .number(Double($0.count))) })),
                ])
            })),
            ("transcript", .array(session.timeline.transcript.map { utterance in
                .object([
                    ("start", .number(seconds(utterance.start))),
                    ("end", .number(seconds(utterance.end))),
                    ("text", .string(utterance.text)),
                    ("priority", .string(utterance.priority.rawValue)),
                    ("interrupted", .bool(utterance.interrupted)),
                ])
            })),
            ("heard", .string(session.timeline.heard)),
        ])
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
