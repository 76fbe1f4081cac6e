import Dispatch
import Foundation
import Reports
import Synchronization
import ReportFiles

/// Turns SIGINT and SIGTERM into a flag the runner checks: stop scheduling, stop the
/// workers, write the reports marked incomplete. A second signal ends the process at once.
final class InterruptMonitor: Sendable {
    private let interrupted = Atomic<Bool>(false)
    private let sources = SignalSources()
    /// The installing thread's signal mask before `install`, given back by `uninstall`.
    private let previousMask = Mutex<sigset_t?>(nil)

    var isInterrupted: Bool { interrupted.load(ordering: .acquiring) }

    /// Starts listening; `onInterrupt` runs once, on a background queue, at the first
    /// signal; `beforeExit` at the second, just before the process exits with 130.
    /// Call from the thread that runs the run (the signals are blocked there:
    /// `InterruptingSignals`).
    func install(onInterrupt: @escaping @Sendable () -> Void, beforeExit: @escaping @Sendable () -> Void = {}) {
        let previous = InterruptingSignals.block()
        previousMask.withLock { $0 = previous }
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in
                if interrupted.exchange(true, ordering: .acquiringAndReleasing) {
                    StandardStream.error.write("\nocrgauge: interrupted again; exiting now (the journal keeps every finished result: --resume)\n")
                    beforeExit()
                    TemporaryFiles.removeAllAndClose()   // no half-written report is left beside the outputs
                    _exit(130)   // the second one: no more waiting
                }
                StandardStream.error.write("\nocrgauge: interrupted; stopping workers and writing what is finished\n")
                onInterrupt()
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Restores the default handling.
    func uninstall() {
        sources.cancelAll()
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        if let previous = previousMask.withLock({ $0 }) { InterruptingSignals.restore(previous) }
    }
}

/// The signal sources, behind a lock.
final class SignalSources: @unchecked Sendable {
    private let lock = NSLock()
    private var sources: [DispatchSourceSignal] = []

    func append(_ source: DispatchSourceSignal) {
        lock.lock(); defer { lock.unlock() }
        sources.append(source)
    }

    func cancelAll() {
        lock.lock(); defer { lock.unlock() }
        sources.forEach { $0.cancel() }
        sources.removeAll()
    }
}
