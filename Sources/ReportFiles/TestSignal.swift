import Foundation
import Synchronization

/// A hook for tests of interruption: with `OCRGAUGE_TEST_SIGNAL_AFTER_TEMPORARY` set to
/// `INT` or `TERM`, the process sends itself that signal right after it has made its
/// first temporary file beside an output, and the thread that made it waits there, so
/// the signal always lands while a report is half written, however fast the machine.
/// Meant for the verbs whose interruption ends the process at once (`report`,
/// `compare`, `merge`, `baseline`); unset, it does nothing.
package enum TestSignal {
    private static let fired = Atomic<Bool>(false)
    private static let signal: Int32? = {
        switch ProcessInfo.processInfo.environment["OCRGAUGE_TEST_SIGNAL_AFTER_TEMPORARY"] {
        case "INT": return SIGINT
        case "TERM": return SIGTERM
        default: return nil
        }
    }()

    /// Sends the signal once, then waits for the process to end.
    static func afterTemporaryCreated() {
        guard let signal, !fired.exchange(true, ordering: .acquiringAndReleasing) else { return }
        kill(getpid(), signal)
        while true { pause() }
    }
}
