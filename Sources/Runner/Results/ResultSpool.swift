import Foundation
import Spooling
import Reports
import Scoring

/// An append-only temporary file of result lines (the journal's line format), unlinked
/// as soon as it is open: nothing is left behind, not even after a crash. Results are
/// read back by their spans through a reader opened with it.
final class ResultSpool: @unchecked Sendable {   // appends are serialized by `lock`
    private let fd: Int32
    private let lock = NSLock()
    private var end: UInt64 = 0
    let reader: JournalReader

    /// Creates the spool in the temporary folder; throws `.harness` when it cannot.
    init() throws(RunnerError) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-spool-\(UUID().uuidString)").path
        fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw RunnerError.harness("cannot create a temporary file \(path): \(String(cString: strerror(errno)))") }
        do { reader = try JournalReader(url: URL(fileURLWithPath: path)) } catch {
            close(fd)
            unlink(path)
            throw error
        }
        unlink(path)
    }

    deinit { close(fd) }

    /// Appends one result; nil when the line could not be written (the caller keeps the
    /// result in memory instead).
    func append(_ result: SampleResult) -> RunJournal.Span? {
        guard let line = try? RunJournal.line(for: result, truthFingerprint: nil) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard line.withUnsafeBytes({ PositionedIO.write(fd, $0, at: Int(end)) }) else { return nil }
        let span = RunJournal.Span(offset: end, length: line.count - 1)
        end += UInt64(line.count)
        return span
    }
}
