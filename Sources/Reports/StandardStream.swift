#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard output and error, written with `write(2)`.
///
/// A reader that went away (`ocrgauge run | head -1`) is no failure of ours: with SIGPIPE
/// ignored the write fails with EPIPE, that stream stays closed for the rest of the run,
/// and the work goes on, so the reports are still written. (Foundation's
/// `FileHandle.write` traps on that error.)
public enum StandardStream: Sendable {
    case output, error

    /// Ignores SIGPIPE for the whole process, so a closed reader is an EPIPE error, not death.
    public static func ignoreBrokenPipes() { signal(SIGPIPE, SIG_IGN) }

    /// Writes `text` whole (retrying short writes and interruptions); nothing once the
    /// reader has gone.
    public func write(_ text: String) {
        let descriptor: Int32 = self == .output ? STDOUT_FILENO : STDERR_FILENO
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written > 0 { offset += written; continue }
            if written < 0 && errno == EINTR { continue }
            return   // EPIPE, a closed descriptor or a full disk: nothing more can be shown there
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
