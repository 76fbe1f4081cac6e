import Foundation
import Spooling
import Reports
import Scoring
import Synchronization

/// Reads results back from a run's journal by where their lines are, from any thread
/// (pread(2) on a descriptor of its own), so that the reports are written from the
/// journal instead of from every result held in memory.
final class JournalReader: Sendable {
    private let fd: Int32
    let url: URL
    /// The last result whose line is over `largeLine`, by its offset, and the lock held
    /// while such a line is read and decoded: the reports read the results at once, and
    /// a result of a huge answer decoded by each of them would multiply its memory (its
    /// line, the decoder's map of it, the result) and its time (decoding a 64 MB answer's
    /// line takes seconds). They share one decoded copy instead.
    private let lastLarge = Mutex<(offset: UInt64, result: SampleResult)?>(nil)
    /// 1 MB.
    static let largeLine = 1 << 20

    init(url: URL) throws(RunnerError) {
        self.url = url
        fd = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { throw RunnerError.harness("cannot read \(url.path): \(String(cString: strerror(errno)))") }
    }

    deinit { close(fd) }

    /// The result whose line is at `span`, or nil when the line cannot be read or decoded
    /// (the file was changed under the run). A line over `largeLine` is read and decoded
    /// by one thread at a time, and kept until another such line is read.
    func result(at span: RunJournal.Span) -> SampleResult? {
        guard span.length > Self.largeLine else { return decode(at: span) }
        return lastLarge.withLock { last in
            if let last, last.offset == span.offset { return last.result }
            last = nil   // freed before the next is decoded
            let result = decode(at: span)
            if let result { last = (span.offset, result) }
            return result
        }
    }

    private func decode(at span: RunJournal.Span) -> SampleResult? {
        guard let bytes = PositionedIO.read(fd, count: span.length, at: Int(span.offset)) else { return nil }
        return Self.decode(bytes)?.result
    }

    /// The result of one journal line and its truth fingerprint: by `ResultJSONReader`,
    /// or, for a form it does not take, through `JSONDecoder`; nil when neither reads it.
    static func decode(_ line: Data) -> (result: SampleResult, truthFingerprint: String?)? {
        let read: (result: SampleResult, truthFingerprint: String?)? = line.withUnsafeBytes { raw in
            try? ResultJSONReader.read(raw.bindMemory(to: UInt8.self))
        }
        if let read { return read }
        guard let decoded = try? TrailingLinesJSON.decode(RunJournal.Line.self, from: line) else { return nil }
        var result = decoded.value.result
        if let lines = decoded.lines { result.lines = lines }
        return (result, decoded.value.truthFingerprint)
    }
}
