import AXDiff
import AXDrawing
import AXEngine
import AXGtk
import AXModel
import Foundation

/// Loads the two files of a comparison on a background thread and diffs them, then hands the
/// result to the main loop.
enum CompareLoading {
    enum Outcome {
        /// The diff, both sides' scenes, and the text report as the Spoken order tab shows it.
        case compared(Diff, scenes: (a: Scene, b: Scene), report: String)
        case failed(String)
    }

    /// Carries the result across threads: nothing else touches it until the main loop receives it.
    private final class Transfer: @unchecked Sendable {
        let outcome: Outcome
        init(_ outcome: Outcome) { self.outcome = outcome }
    }

    static func load(_ a: String, _ b: String, options: DiffOptions, completion: @escaping @MainActor (Outcome) -> Void) {
        let thread = Thread {
            let transfer = Transfer(run(a, b, options: options))
            MainLoop.idle { completion(transfer.outcome) }
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    static func run(_ a: String, _ b: String, options: DiffOptions) -> Outcome {
        var sides: [(DiffSide, Scene)] = []
        for path in [a, b] {
            switch SnapshotLoading.run(path) {
            case .failed(let message): return .failed(message)
            case .loaded(let scene, _):
                let analysis = scene.analysis
                let imported = analysis.snapshot.importedFrom
                do throws(WordTable.LoadError) {
                    let side = try DiffSide(analysis: analysis, navigation: options.navigation, file: path,
                                            format: imported?.format ?? "axsnap", imported: imported != nil, ignoreIds: false)
                    sides.append((side, scene))
                } catch {
                    return .failed(error.description)
                }
            }
        }
        let diff = Diff(sides[0].0, sides[1].0, options: options)
        // Written here, off the main thread: a million changes take seconds to word.
        return .compared(diff, scenes: (sides[0].1, sides[1].1), report: reportText(diff))
    }

    /// The most lines of the text report the Spoken order tab shows (a text view of a million
    /// lines took half a minute of CPU to lay out, and 1.2 GB).
    static let shownReportLines = 20_000

    /// The text report as the Spoken order tab shows it: its first `limit` lines, how many more
    /// there are, and the verdict.
    static func reportText(_ diff: Diff, lines limit: Int = shownReportLines) -> String {
        var piece: [UInt8] = [], shown: [UInt8] = []
        var lines = 0, hidden = 0
        DiffText(diff).writeText(to: &piece) { piece in
            let count = piece.count { $0 == UInt8(ascii: "\n") }
            if hidden == 0, lines + count <= limit {
                shown += piece
                lines += count
            } else {
                hidden += count
            }
            piece.removeAll(keepingCapacity: true)
        }
        if hidden > 0 {
            shown.appendText("… \(hidden) more line\(hidden == 1 ? "" : "s"); axscope diff A B prints the whole report\n")
        }
        return String(decoding: shown + piece, as: UTF8.self)
    }
}
