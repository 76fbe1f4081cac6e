import Foundation

/// SIGINT and SIGTERM, the signals that interrupt ocrgauge, as a set to block.
///
/// The dispatch sources that handle them (`run`'s `InterruptMonitor`, the other verbs'
/// `InterruptExit`) read them from a signalfd, which sees only signals left pending: one
/// delivered to a thread that does not block it is consumed there and may never reach
/// the source (a signal the process sent itself from its main thread was lost so, and
/// the verb hung). So they are blocked in the thread that installs the sources, before
/// it starts others, which inherit its mask; child processes start with a clean mask
/// (`CSpawn`).
public enum InterruptingSignals {
    /// Blocks SIGINT and SIGTERM in the calling thread (and the threads it starts later);
    /// returns the thread's mask before, for `restore`.
    @discardableResult
    public static func block() -> sigset_t {
        var signals = sigset_t(), previous = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, &previous)
        return previous
    }

    /// Gives the calling thread back the mask `block` returned.
    public static func restore(_ previous: sigset_t) {
        var mask = previous
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }
}
