import Foundation
import Scoring

/// Reads results back from a run's journal by where their lines are, from any thread
/// (pread(2) on a descriptor of its own), so that the reports are written from the
/// journal instead of from every result held in memory.
final class JournalReader: Sendable {
    private let fd: Int32
    let url: URL

    init(url: URL) throws(RunnerError) {
        self.url = url
        fd = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { throw RunnerError.harness("cannot read \(url.path): \(String(cString: strerror(errno)))") }
    }

    deinit { close(fd) }

    /// The result whose line is at `span`, or nil when the line cannot be read or decoded
    /// (the file was changed under the run).
    func result(at span: RunJournal.Span) -> SampleResult? {
        var bytes = [UInt8](repeating: 0, count: span.length)
        var done = 0
        while done < span.length {
            let count = bytes.withUnsafeMutableBytes { raw in
                pread(fd, raw.baseAddress! + done, span.length - done, off_t(span.offset) + off_t(done))
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            done += count
        }
        return try? JSONDecoder().decode(SampleResult.self, from: Data(bytes))
    }
}
