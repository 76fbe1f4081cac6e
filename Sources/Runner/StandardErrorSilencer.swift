import Foundation

/// Points file descriptor 2 at /dev/null while `body` runs, so C libraries' own chatter
/// ("Premature end of JPEG file", libtiff warnings) stays out of the output; the harness
/// reports those problems itself. Process-wide: use only where nothing else writes to
/// standard error at the same time (a worker process; `corpus check`).
enum StandardErrorSilencer {
    static func run<T>(_ body: () throws -> T) rethrows -> T {
        let saved = dup(STDERR_FILENO)
        let null = open("/dev/null", O_WRONLY)
        if saved >= 0, null >= 0 { dup2(null, STDERR_FILENO) }
        defer {
            if saved >= 0 { dup2(saved, STDERR_FILENO); close(saved) }
            if null >= 0 { close(null) }
        }
        return try body()
    }
}
