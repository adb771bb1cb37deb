import AXDrawing
import AXEngine
import AXGtk
import AXImport
import AXModel
import Foundation

/// Loads a snapshot and derives its analysis and its drawn scene on a background thread, then
/// hands the result to the main loop, so that a million-node file never freezes the window.
enum SnapshotLoading {
    enum Outcome {
        case loaded(Scene, warnings: [String])
        case failed(String)
    }

    /// Carries the result across threads: nothing else touches it until the main loop receives it.
    private final class Transfer: @unchecked Sendable {
        let outcome: Outcome
        init(_ outcome: Outcome) { self.outcome = outcome }
    }

    static func load(_ path: String, completion: @escaping @MainActor (Outcome) -> Void) {
        let thread = Thread {
            let transfer = Transfer(run(path))
            MainLoop.idle { completion(transfer.outcome) }
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    static func run(_ path: String) -> Outcome {
        do throws(Diagnostic) {
            let loaded = try Importer.load(path: path, displayName: path)
            let analysis = Analysis(snapshot: loaded.snapshot)
            let languages = analysis.narrator.languageWarnings().map { "\(path): warning: \($0)" }
            return .loaded(Scene(analysis: analysis), warnings: loaded.warnings.map(\.description) + languages)
        } catch {
            return .failed(error.description)
        }
    }
}
