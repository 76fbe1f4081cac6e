import Dispatch
import Foundation
import Reports

/// How every verb but `run` ends on SIGINT or SIGTERM: the temporary files it made
/// beside its outputs are removed (`TemporaryFiles`), outputs already renamed into place
/// stay whole, and the process exits 130, the code `run` gives an interrupted run. (`run`
/// has its own `InterruptMonitor`: it stops the workers and writes what is finished.)
public enum InterruptExit {
    /// The signal sources, kept alive; written once, by `install` on the main thread at start.
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// Blocks SIGINT and SIGTERM in the calling thread, and so in every thread it starts
    /// later. Call first thing in `main`: the dispatch sources (here and `run`'s
    /// `InterruptMonitor`) read the signals from a signalfd, which sees only signals left
    /// pending; one delivered to a thread that does not block it can be consumed there
    /// and never reach the source (a signal sent by the process to itself was lost so).
    /// Child processes start with a clean mask (`CSpawn`).
    public static func blockInterruptingSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }

    /// Installs the handling for the life of the process; call once, before the verb runs.
    public static func install() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                TemporaryFiles.removeAllAndClose()
                FileHandle.standardError.write(Data("\nocrgauge: interrupted; no report was left half written\n".utf8))
                _exit(ExitCode.interrupted)
            }
            source.resume()
            sources.append(source)
        }
    }
}
