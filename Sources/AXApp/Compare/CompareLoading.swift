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
        case compared(Diff, scenes: (a: Scene, b: Scene))
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
        return .compared(Diff(sides[0].0, sides[1].0, options: options), scenes: (sides[0].1, sides[1].1))
    }
}
