import Foundation
import Synchronization

/// Points file descriptor 2 at /dev/null while `body` runs, so C libraries' own chatter
/// ("Premature end of JPEG file", libtiff warnings) stays out of the output; the harness
/// reports those problems itself. Process-wide, so it is reference-counted: the first
/// caller redirects, the last one to leave restores, and overlapping callers on other
/// threads can never leave standard error pointing at /dev/null.
enum StandardErrorSilencer {
    private struct State: Sendable {
        var depth = 0
        var saved: Int32 = -1
    }

    private static let state = Mutex(State())

    @discardableResult
    static func run<T>(_ body: () throws -> T) rethrows -> T {
        state.withLock { s in
            if s.depth == 0 {
                let saved = dup(STDERR_FILENO)
                let null = open("/dev/null", O_WRONLY)
                if saved >= 0, null >= 0 { dup2(null, STDERR_FILENO) }
                if null >= 0 { close(null) }
                s.saved = saved
            }
            s.depth += 1
        }
        defer {
            state.withLock { s in
                s.depth -= 1
                if s.depth == 0, s.saved >= 0 {
                    dup2(s.saved, STDERR_FILENO)
                    close(s.saved)
                    s.saved = -1
                }
            }
        }
        return try body()
    }

    /// Runs `body` while no silencer is active and none can start or end (for a test that
    /// reads what file descriptor 2 points at while other tests of the process report).
    static func whileUnsilenced<T>(_ body: () -> T) -> T {
        while true {
            let done: T? = state.withLock { s in s.depth == 0 ? body() : nil }
            if let done { return done }
            usleep(1000)
        }
    }
}
