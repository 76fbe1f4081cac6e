import Dispatch
import Foundation
import Reports
import ReportFiles

/// How every verb but `run` ends on SIGINT or SIGTERM: the temporary files it made
/// beside its outputs are removed (`TemporaryFiles`), outputs already renamed into place
/// stay whole, and the process exits 130, the code `run` gives an interrupted run. (`run`
/// has its own `InterruptMonitor`: it stops the workers and writes what is finished.)
public enum InterruptExit {
    /// The signal sources, kept alive; written once, by `install` on the main thread at start.
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// Installs the handling for the life of the process; call once, from the main
    /// thread, before the verb runs (the signals are blocked there: `InterruptingSignals`).
    public static func install() {
        InterruptingSignals.block()
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                TemporaryFiles.removeAllAndClose()
                StandardStream.error.write("\nocrgauge: interrupted; no report was left half written\n")
                _exit(ExitCode.interrupted)
            }
            source.resume()
            sources.append(source)
        }
    }
}
