import AXAudit
import AXEngine
import AXGtk
import Foundation

/// Runs the audit of a loaded snapshot on a background thread, in its own sessions (never the
/// window's live one), and hands the report to the main loop.
enum ProblemAuditing {
    /// Carries the result across threads: nothing else touches it until the main loop receives it.
    private final class Transfer: @unchecked Sendable {
        let result: Result<AuditReport, Auditor.Failure>
        init(_ result: Result<AuditReport, Auditor.Failure>) { self.result = result }
    }

    static func audit(_ analysis: Analysis, path: String, completion: @escaping @MainActor (Result<AuditReport, Auditor.Failure>) -> Void) {
        let snapshot = analysis.snapshot
        let thread = Thread {
            // The audit of a large snapshot takes many seconds: the window's thread goes first
            // (on Linux, `who` 0 is the calling thread, not the whole process).
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
            let result = Result { () throws(Auditor.Failure) in
                try Auditor.audit(snapshot, file: path, source: .none, options: AuditOptions(minSeverity: .info)).madeWhole()
            }
            let transfer = Transfer(result)
            MainLoop.idle { completion(transfer.result) }
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
