import AXEngine
import Foundation

/// Speaks the session aloud through espeak-ng (Debian's `espeak-ng`), off by default: each
/// utterance that starts is spoken in its language at the session's rate; an utterance that is
/// cut stops the voice.
@MainActor
final class SpeechOutput {
    /// Starts a voice for a command line; returns something that stops it.
    typealias Launcher = ([String]) -> (() -> Void)?

    var isEnabled = false {
        didSet { if !isEnabled { stop() } }
    }
    private let launch: Launcher
    private var stopCurrent: (() -> Void)?
    private var spokenSequence: Int?

    /// Whether espeak-ng can speak here.
    enum Availability: Equatable {
        case available
        /// Not on the PATH: the Speak control is disabled and says how to install it.
        case missing

        /// The Speak control's tooltip (and accessible description).
        var tip: String {
            switch self {
            case .available: "Speak the session aloud with espeak-ng, in each element's language"
            case .missing: "Speaking aloud needs espeak-ng, which is not installed (apt-get install espeak-ng)"
            }
        }

        /// espeak-ng on `searchPath` (a PATH value).
        static func find(searchPath: String?) -> Availability {
            let found = (searchPath ?? "").split(separator: ":").contains { directory in
                FileManager.default.isExecutableFile(atPath: "\(directory)/espeak-ng")
            }
            return found ? .available : .missing
        }
    }

    let availability: Availability

    init(launch: @escaping Launcher = SpeechOutput.runProcess,
         availability: Availability = .find(searchPath: ProcessInfo.processInfo.environment["PATH"])) {
        self.launch = launch
        self.availability = availability
    }

    /// The espeak-ng command for an utterance: voice from the language (`ko-KR` → `ko`), words
    /// per minute from characters per second (six characters to a word).
    static func command(text: String, language: String, rate: Double) -> [String] {
        let voice = String(language.split(separator: "-").first ?? "en").lowercased()
        let wordsPerMinute = Int((rate * 60 / 6).rounded())
        return ["espeak-ng", "-v", voice, "-s", String(max(80, min(450, wordsPerMinute))), "--", text]
    }

    /// Follows the session: starts the voice for a newly started utterance.
    func follow(_ session: Session) {
        guard isEnabled else { return }
        guard let speaking = session.timeline.speaking else { return stop() }
        guard speaking.sequence != spokenSequence else { return }
        stop()
        spokenSequence = speaking.sequence
        stopCurrent = launch(SpeechOutput.command(text: speaking.fullText, language: speaking.language, rate: session.timeline.rate))
        if stopCurrent == nil {
            isEnabled = false
            onFailure?("espeak-ng could not be started, so Speak is off")
        }
    }

    /// Called when the voice cannot start (the window turns Speak off and says why).
    var onFailure: ((String) -> Void)?

    func stop() {
        stopCurrent?()
        stopCurrent = nil
    }

    /// Runs the command found on the PATH; nil when it cannot start (espeak-ng not installed).
    nonisolated static func runProcess(_ command: [String]) -> (() -> Void)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        return { if process.isRunning { process.terminate() } }
    }
}
