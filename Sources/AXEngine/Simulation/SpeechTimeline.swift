import AXModel

/// VoiceOver's speech on a clock (voiceover-model.md §6): utterances posted with a priority start
/// at once, cut what is speaking, or wait, and the transcript records what was heard.
public struct SpeechTimeline: Sendable {
    /// One utterance as heard.
    public struct Utterance: Sendable, Equatable {
        public var text: String
        public var priority: AnnouncementPriority
        public var posted: Double
        public var start: Double
        public var end: Double
        /// Cut by a later utterance; `text` then holds what was said, ending in "…" (or is empty).
        public var interrupted: Bool
        /// The language to speak it in.
        public var language: String
        /// Posting order, to break ties.
        public var sequence: Int
        /// The whole text as posted.
        public var fullText: String
    }

    /// Characters per second.
    public let rate: Double
    /// Utterances that started, in start order (the one speaking now is `current`).
    public private(set) var transcript: [Utterance] = []
    private var current: Utterance?
    private var waiting: [Utterance] = []
    private var sequence = 0

    public init(rate: Double = 15) {
        self.rate = rate
    }

    /// Everything heard so far, with the one still speaking, in start order.
    public var heardSoFar: [Utterance] { transcript + (current.map { [$0] } ?? []) }

    /// The texts heard, joined by spaces (empty cut-offs left out).
    public var heard: String { heardSoFar.map(\.text).filter { !$0.isEmpty }.joined(separator: " ") }

    /// Whether nothing is speaking or waiting.
    public var isIdle: Bool { current == nil && waiting.isEmpty }

    /// When the utterance speaking now ends, if any.
    public var nextEnd: Double? { current?.end }

    /// The utterance speaking now (the timeline has run up to the last time it was given).
    public var speaking: Utterance? { current }

    func duration(_ text: String) -> Double { Double(text.count) / rate }

    /// Lets speech run until `time`: utterances that end by then finish, waiting ones start.
    public mutating func advance(to time: Double) {
        while let speaking = current, speaking.end <= time {
            transcript.append(speaking)
            current = nil
            guard !waiting.isEmpty else { break }
            start(waiting.removeFirst(), at: speaking.end)
        }
    }

    /// Posts an utterance at `time` (after ``advance(to:)`` to that time); returns its sequence
    /// number.
    @discardableResult
    public mutating func post(_ text: String, priority: AnnouncementPriority, at time: Double, language: String) -> Int {
        advance(to: time)
        sequence += 1
        let utterance = Utterance(text: text, priority: priority, posted: time, start: time, end: time,
                                  interrupted: false, language: language, sequence: sequence, fullText: text)
        guard let speaking = current else {
            start(utterance, at: time)
            return sequence
        }
        let mayCut = priority != .low && speaking.priority != .high
        guard mayCut else {
            waiting.append(utterance)
            return sequence
        }
        transcript.append(cut(speaking, at: time))
        current = nil
        start(utterance, at: time)
        return sequence
    }

    /// Whether the utterance with this sequence number has started (it may have been cut since).
    public func hasStarted(_ sequence: Int) -> Bool {
        heardSoFar.contains { $0.sequence == sequence }
    }

    /// Runs all speech to its end; returns when the last utterance ends.
    @discardableResult
    public mutating func finish() -> Double {
        var end = current?.end ?? transcript.last?.end ?? 0
        while let speaking = current {
            end = speaking.end
            advance(to: speaking.end)
        }
        return end
    }

    private mutating func start(_ utterance: Utterance, at time: Double) {
        // A waiting low utterance is dropped as soon as anything posted after it starts.
        waiting.removeAll { $0.priority == .low && $0.sequence < utterance.sequence }
        var started = utterance
        started.start = time
        started.end = time + duration(utterance.text)
        current = started
    }

    private func cut(_ utterance: Utterance, at time: Double) -> Utterance {
        var cut = utterance
        let kept = Int(((time - utterance.start) * rate + 1e-9).rounded(.down))
        var text = String(utterance.text.prefix(max(0, kept)))
        while text.last == " " { text.removeLast() }
        cut.text = text.isEmpty ? "" : text + "…"
        cut.end = time
        cut.interrupted = true
        return cut
    }
}
