import AXModel

/// A label that says a trait's word (audit.md §2): (a) one VoiceOver already says, (b) a button or
/// link word for a stop without that trait.
enum TraitWordInLabel: CompactRule, StopRule {
    static let descriptor = RuleDescriptor(
        id: "trait-word-in-label", severity: .warning, shortDescription: "Trait word in label",
        fullDescription: "(a) The label says a role word VoiceOver speaks for one of the stop's traits; (b) it says a button or link word while the stop has neither that trait nor keyboardKey.",
        help: "Remove the word; set the trait.", threshold: "role words of §3, per language",
        tags: ["accessibility", "apple-accessibilityLabel", "atf-RedundantDescription", "gtxilib", "xcode-trait"])

    /// The label's words of (a) and then of (b), each word once per kind: (b) as `isLacking`.
    static func triggers(_ stop: AuditContext.StopInfo, tokens: Tokens) -> [(match: WordMatch, isLacking: Bool)] {
        // A label has a few matches: a search is cheaper than a set.
        var triggers: [(match: WordMatch, isLacking: Bool)] = []
        func add(_ match: WordMatch, isLacking: Bool) {
            if !triggers.contains(where: { $0.isLacking == isLacking && $0.match.word == match.word }) {
                triggers.append((match, isLacking))
            }
        }
        for match in stop.roleWords.matches(in: tokens) { add(match, isLacking: false) }
        for match in stop.words.lackingWords[lacking(stop)].matches(in: tokens, strictSuffix: true) { add(match, isLacking: true) }
        return triggers
    }

    /// Which of ``WordLists/lackingWords`` the stop's label is matched with for (b).
    static func lacking(_ stop: AuditContext.StopInfo) -> Int {
        let traits = stop.traits, isKey = traits.contains(.keyboardKey)
        return WordLists.lacking(button: !isKey && !traits.contains(.button), link: !isKey && !traits.contains(.link))
    }

    static func check(_ stop: AuditContext.StopInfo, label: String?, tokens: Tokens, in context: AuditContext,
                      into result: inout RuleResult) {
        for (index, trigger) in triggers(stop, tokens: tokens).enumerated() {
            result.append(.warning, node: stop.node, detail: detail(trigger, index: index))
        }
    }

    /// A record's `detail`: where the trigger's word is among the label's tokens and which entry
    /// of which list it matched, so that reading the finding need not match the label again; the
    /// trigger's position among the stop's (``isPosition``) when that does not fit.
    static func detail(_ trigger: (match: WordMatch, isLacking: Bool), index: Int) -> UInt32 {
        let match = trigger.match
        guard match.start < 1 << 12, match.length < 1 << 4, match.index < 1 << 14 else { return isPosition | UInt32(index) }
        return (trigger.isLacking ? isLacking : 0) | UInt32(match.index) << 16 | UInt32(match.start) << 4 | UInt32(match.length)
    }

    static let isLacking: UInt32 = 1 << 31
    static let isPosition: UInt32 = 1 << 30

    static func describe(_ record: FindingRecord, in context: AuditContext) -> FindingText {
        let (label, trigger) = trigger(record, in: context)
        var message: [UInt8] = []
        write(trigger, label: label, node: Int(record.node), in: context, to: &message)
        return FindingText(message: String(decoding: message, as: UTF8.self),
                           data: [("word", .string(trigger.word)), ("trait", .string(trigger.entry.tag))],
                           key: "\(trigger.isLacking ? "b" : "a"):\(trigger.word)")
    }

    static func writeMessage(_ record: FindingRecord, in context: AuditContext, to bytes: inout [UInt8]) {
        let (label, trigger) = trigger(record, in: context)
        write(trigger, label: label, node: Int(record.node), in: context, to: &bytes)
    }

    /// The label of the record's stop and the trigger the record stands for.
    static func trigger(_ record: FindingRecord, in context: AuditContext) -> (label: String, trigger: (entry: WordEntry, word: String, isLacking: Bool)) {
        let stop = context.stop(ofNode: Int(record.node))
        let label = stop.label ?? ""
        let tokens = Tokens(label), detail = record.detail
        guard detail & isPosition == 0 else {
            let trigger = triggers(stop, tokens: tokens)[Int(detail & ~isPosition)]
            return (label, (trigger.match.entry, trigger.match.word, trigger.isLacking))
        }
        let start = Int(detail >> 4 & 0xFFF), length = Int(detail & 0xF), index = Int(detail >> 16 & 0x3FFF)
        let isLacking = detail & isLacking != 0
        let list = isLacking ? stop.words.lackingWords[lacking(stop)] : stop.roleWords
        return (label, (list[index], tokens.joined(start..<(start + length)), isLacking))
    }

    static func write(_ trigger: (entry: WordEntry, word: String, isLacking: Bool), label: String, node: Int, in context: AuditContext,
                      to bytes: inout [UInt8]) {
        bytes.appendText("Label “")
        bytes.appendText(label)
        bytes.appendText("” says “")
        bytes.appendText(trigger.word)
        if trigger.isLacking {
            bytes.appendText("” but ")
            Format.writeID(context.snapshot, node, to: &bytes)
            bytes.appendText(" lacks the ")
        } else {
            bytes.appendText("”, which VoiceOver says for the ")
        }
        bytes.appendText(trigger.entry.tag)
        bytes.appendText(" trait.")
    }
}
