import AXEngine
import AXModel

/// Adjacent stops that say the same (audit.md §2).
enum DuplicateAdjacent: AuditRule {
    static let descriptor = RuleDescriptor(
        id: "duplicate-adjacent", severity: .warning, shortDescription: "Duplicate adjacent stops",
        fullDescription: "Adjacent stops have equal, non-empty normalised descriptions (model §4 steps 1–6); on the later.",
        help: "Merge them or hide one.", threshold: "equal descriptions, adjacent only",
        tags: ["accessibility", "atf-DuplicateSpeakableText"])

    static func check(_ context: AuditContext, into result: inout RuleResult) {
        let snapshot = context.snapshot, stops = context.stops
        guard stops.count > 1 else { return }
        var previous = NormalisedText(), current = NormalisedText()
        var previousLabel = LabelStart(), currentLabel = LabelStart()
        // The stop whose description `previous` holds.
        var described = -1
        previousLabel.read(stops[0])
        for k in stops.indices.dropFirst() {
            let stop = stops[k]
            currentLabel.read(stop)
            defer { swap(&previousLabel, &currentLabel) }
            if currentLabel.tellsApart(previousLabel) { continue }
            if described != k - 1 { previous.read(context.baseDescription(stops[k - 1])) }
            let spoken = context.baseDescription(stop)
            current.read(spoken)
            swap(&previous, &current)
            described = k
            guard !previous.isEmpty, previous == current else { continue }
            let other = snapshot.nodes[stops[k - 1].node].id
            result.append(Finding(
                rule: descriptor, severity: .warning, node: stop.node, in: context,
                message: "Stop \(k + 1) \(Format.name(snapshot, stop.node)) says “\(spoken)” like \(Format.name(snapshot, stops[k - 1].node)) before it.",
                related: [other], key: other))
        }
    }

    /// The start of a stop's description known without describing it: its label folded
    /// (``ASCIIFolding``, or as normalising folds a label NFKC keeps) when the description starts
    /// with the label (model §4 rules 1 and 3 do not apply). Folding a text's start gives the
    /// start of the text folded, so two such labels that differ where one of them has a byte
    /// other than a period or a space tell the normalised descriptions apart: trimming the end
    /// removes only periods and spaces.
    struct LabelStart {
        private var bytes: [UInt8] = []
        private var count = 0
        private var isKnown = false

        mutating func read(_ stop: AuditContext.StopInfo) {
            isKnown = false
            guard let label = stop.label, SpeechBuilder.descriptionStartsWithLabel(label, traits: stop.traits) else { return }
            var text = label
            text.withUTF8 { source in
                guard !source.contains(where: { $0 >= 0x80 }) else { return }
                if bytes.count < source.count { bytes = [UInt8](repeating: 0, count: max(source.count, 2 * bytes.count)) }
                count = bytes.withUnsafeMutableBufferPointer { ASCIIFolding.fold(source, into: $0) }
                isKnown = true
            }
            guard !isKnown, TextMatcher.isKnownNFKC(label) else { return }
            // Folded scalar by scalar as normalising folds it (``TextMatcher/foldKnownNFKC(_:into:)``).
            TextMatcher.foldKnownNFKC(label, into: &bytes)
            count = bytes.count
            isKnown = true
        }

        /// Whether the descriptions of the two stops differ.
        func tellsApart(_ other: LabelStart) -> Bool {
            guard isKnown, other.isKnown else { return false }
            for i in 0..<min(count, other.count) where bytes[i] != other.bytes[i] {
                let a = bytes[i], b = other.bytes[i]
                return !(a == UInt8(ascii: ".") || a == 0x20) || !(b == UInt8(ascii: ".") || b == 0x20)
            }
            return false
        }
    }
}
