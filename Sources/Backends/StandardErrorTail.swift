import Foundation
import Synchronization

/// Reads what a command writes on its standard error, on a thread of its own (so the
/// command never blocks on a full pipe), and keeps the last few kilobytes: a failed
/// recognition quotes the command's own last words. With `OCRGAUGE_DEBUG` set, the text
/// is also passed on to this process's standard error.
final class StandardErrorTail: Sendable {
    /// The bytes kept, shared with the reading thread.
    private final class Kept: Sendable {
        let bytes = Mutex<[UInt8]>([])
    }

    private let kept = Kept()
    private let finished = DispatchSemaphore(value: 0)
    private static let limit = 8192

    /// Starts reading `fd` until its end; the caller keeps `fd` open until `wait()` returned.
    init(fd: Int32) {
        let echo = ProcessInfo.processInfo.environment["OCRGAUGE_DEBUG"] != nil
        let kept = kept, finished = finished
        Thread.detachNewThread {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(fd, &chunk, chunk.count)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                if echo { _ = chunk.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, count) } }
                kept.bytes.withLock { bytes in
                    bytes.append(contentsOf: chunk[0..<count])
                    if bytes.count > 2 * Self.limit { bytes.removeFirst(bytes.count - Self.limit) }
                }
            }
            finished.signal()
        }
    }

    /// Waits up to `timeout` for the writer to close its end (it exited).
    func wait(timeout: Duration = .milliseconds(500)) {
        let milliseconds = Int(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        if finished.wait(timeout: .now() + .milliseconds(milliseconds)) == .success { finished.signal() }
    }

    /// The last `count` non-empty lines, joined with " | ", control characters shown as
    /// escapes by the terminal layer; "" when nothing was written.
    func lastLines(_ count: Int = 3) -> String {
        let bytes = kept.bytes.withLock { $0.suffix(Self.limit) }
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return lines.suffix(count).map { $0.count > 300 ? String($0.prefix(297)) + "..." : $0 }.joined(separator: " | ")
    }

    /// "; standard error: <last lines>", or "" when there were none.
    func quoted() -> String {
        let lines = lastLines()
        return lines.isEmpty ? "" : "; its standard error ends: \(lines)"
    }
}
