import Foundation
import Reports
import Scoring
import ReportFiles

/// `<out>/journal.jsonl`: every finished result, appended as one JSON line the moment it
/// is known, so a killed run loses nothing and `--resume` continues from it.
///
/// The first line describes the run (corpus, profiles with every setting, shard, suites,
/// normalization); a resumed run must match it. Each result line carries the
/// fingerprint of the truth and sidecar it was scored against (`truthFingerprint`), so
/// that `--resume` scores again what was scored against a truth edited since.
final class RunJournal: @unchecked Sendable {   // writes are serialized by `lock`
    /// The journal's name in the output folder.
    static let fileName = "journal.jsonl"

    struct Header: Codable, Equatable {
        var journal: Int
        var corpus: String
        var profiles: [Profile]
        var shard: String?
        var suites: [String]?
        var normalization: String?
    }

    /// A result already in the journal: where its line is and what truth it was scored against.
    struct Entry: Sendable, Equatable {
        var span: Span
        var truthFingerprint: String?
    }

    /// One line: the result's own fields, and beside them the fingerprint of the truth.
    struct Line: Codable {
        var result: SampleResult
        var truthFingerprint: String?

        private enum Keys: String, CodingKey { case truthFingerprint }

        init(result: SampleResult, truthFingerprint: String?) {
            self.result = result
            self.truthFingerprint = truthFingerprint
        }

        init(from decoder: any Decoder) throws {
            result = try SampleResult(from: decoder)
            truthFingerprint = try decoder.container(keyedBy: Keys.self).decodeIfPresent(String.self, forKey: .truthFingerprint)
        }

        func encode(to encoder: any Encoder) throws {
            try result.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encodeIfPresent(truthFingerprint, forKey: .truthFingerprint)
        }
    }

    /// Where one result's line is in the journal (without its newline).
    /// Twelve bytes (a run holds one for every result): lines are shorter than 4 GiB.
    struct Span: Sendable, Equatable {
        var offset: UInt64
        private var count: UInt32

        init(offset: UInt64, length: Int) {
            self.offset = offset
            count = UInt32(clamping: length)
        }

        var length: Int { Int(count) }
    }

    private let handle: FileHandle
    private let lock = NSLock()
    private var end: UInt64
    let url: URL
    /// Reads results back by their spans, through a descriptor of its own opened with the
    /// journal (so a file moved or replaced later does not matter).
    let reader: JournalReader

    /// Opens the journal: fresh (a new file renamed over an old one), or, when resuming,
    /// after the lines it already holds. A last line cut off by a kill is cut away, so
    /// that the next result starts on a line of its own. A link planted at the name is
    /// never followed: a fresh journal replaces it, a resumed one is refused (exit 2).
    init(folder: URL, header: Header, resume: Bool) throws(RunnerError) {
        url = folder.appendingPathComponent(Self.fileName)
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw RunnerError.harness("cannot create \(folder.path): \(error.localizedDescription)")
        }
        var info = stat()
        let fd: Int32
        do throws(OutputFileRefusal) {
            if resume && lstat(url.path, &info) == 0 {
                fd = try OutputFiles.openInPlace(url.path, create: false)
            } else {
                var first = (try? JSONEncoder().encode(header)) ?? Data()
                first.append(0x0A)
                fd = try Self.createFresh(url, first: first)
            }
        } catch {
            throw error.planted ? RunnerError.configuration("\(error)") : RunnerError.harness("cannot write \(error)")
        }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        self.handle = handle
        do {
            end = try Self.completeLength(of: handle)
            try handle.truncate(atOffset: end)
        } catch {
            throw RunnerError.harness("cannot write \(url.path): \(error.localizedDescription)")
        }
        reader = try JournalReader(url: url)
    }

    /// A new journal holding `first` under a temporary name, renamed over `url` (which
    /// replaces whatever is there, a link included, without following it); its
    /// descriptor, open for reading and writing.
    private static func createFresh(_ url: URL, first: Data) throws(OutputFileRefusal) -> Int32 {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".journal.jsonl.\(UUID().uuidString).tmp").path
        let fd = try OutputFiles.createNew(temporary)
        do { try OutputFiles.write(first, to: fd, path: url.path) } catch {
            Foundation.close(fd)
            unlink(temporary)
            throw error
        }
        guard rename(temporary, url.path) == 0 else {
            let refusal = OutputFileRefusal(path: url.path, errno: errno)
            Foundation.close(fd)
            unlink(temporary)
            throw refusal
        }
        return fd
    }

    /// The length of the file up to and including its last newline.
    private static func completeLength(of handle: FileHandle) throws -> UInt64 {
        var end = try handle.seekToEnd()
        let chunk: UInt64 = 64 * 1024
        while end > 0 {
            let start = end > chunk ? end - chunk : 0
            try handle.seek(toOffset: start)
            let bytes = try handle.read(upToCount: Int(end - start)) ?? Data()
            if let newline = bytes.lastIndex(of: 0x0A) {
                return start + UInt64(newline - bytes.startIndex) + 1
            }
            end = start
        }
        return 0
    }

    /// Where the results already in a journal are, keyed by "profile\u{1F}suite/id" (a
    /// later line for the same key wins). Reads the file a piece at a time. Throws when
    /// the journal belongs to another run (other profiles, corpus or shard).
    static func load(folder: URL, expecting header: Header) throws(RunnerError) -> [String: Entry] {
        let url = folder.appendingPathComponent(Self.fileName)
        do { try OutputFiles.refuseUnlessRegular(url.path) } catch { throw RunnerError.configuration("\(error)") }
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return [:] }
        defer { try? handle.close() }
        var spans: [String: Entry] = [:]
        var pending = Data()
        var pendingOffset: UInt64 = 0
        var first = true
        let decoder = JSONDecoder()
        while true {
            let chunk = (try? handle.read(upToCount: 1 << 20)) ?? nil
            guard let chunk, !chunk.isEmpty else { break }   // a last line without newline was cut off by a kill
            pending.append(chunk)
            var lineStart = pending.startIndex
            while let newline = pending[lineStart...].firstIndex(of: 0x0A) {
                let line = pending[lineStart..<newline]
                let offset = pendingOffset + UInt64(lineStart - pending.startIndex)
                if first {
                    first = false
                    guard let found = try? decoder.decode(Header.self, from: line) else {
                        throw RunnerError.configuration("\(url.path): not an ocrgauge journal; run without --resume to start over")
                    }
                    guard found == header else {
                        throw RunnerError.configuration("\(url.path): made by another run (" + Self.differences(found, header)
                                                        + "); run without --resume to start over")
                    }
                } else if let decoded = JournalReader.decode(line) {
                    // Decoded whole, so that a damaged line is run again rather than read back later.
                    spans[Self.key(decoded.result)] = Entry(span: Span(offset: offset, length: line.count),
                                                            truthFingerprint: decoded.truthFingerprint)
                }
                lineStart = newline + 1
            }
            pendingOffset += UInt64(lineStart - pending.startIndex)
            pending = Data(pending[lineStart...])
        }
        if first {   // not even a whole first line
            throw RunnerError.configuration("\(url.path): not an ocrgauge journal; run without --resume to start over")
        }
        return spans
    }

    /// What differs between the journal's run and this one, for the message.
    static func differences(_ journal: Header, _ run: Header) -> String {
        var differences: [String] = []
        if journal.corpus != run.corpus { differences.append("corpus \(journal.corpus), not \(run.corpus)") }
        if journal.profiles.map(\.name) != run.profiles.map(\.name) {
            differences.append("profiles " + journal.profiles.map(\.name).joined(separator: ", "))
        } else if journal.profiles != run.profiles {
            let changed = zip(journal.profiles, run.profiles).filter { $0 != $1 }.map(\.0.name)
            differences.append("other settings in profile " + changed.joined(separator: ", "))
        }
        if journal.shard != run.shard { differences.append("shard \(journal.shard ?? "none")") }
        if journal.suites != run.suites { differences.append("suites " + (journal.suites?.joined(separator: ", ") ?? "all")) }
        if journal.normalization != run.normalization { differences.append("normalization \(journal.normalization ?? "default")") }
        if journal.journal != run.journal { differences.append("journal version \(journal.journal)") }
        return differences.isEmpty ? "it differs" : differences.joined(separator: "; ")
    }

    static func key(_ result: SampleResult) -> String { key(profile: result.profile, suite: result.suite, id: result.id) }
    static func key(profile: String, suite: String, id: String) -> String { "\(profile)\u{1F}\(suite)/\(id)" }

    /// Appends one result and hands it to the operating system at once (survives a kill of
    /// this process). Returns where its line is; throws `.harness` naming the journal
    /// and the system's reason (a full disk) when it could not be written.
    @discardableResult
    func append(_ result: SampleResult, truthFingerprint: String? = nil) throws(RunnerError) -> Span {
        let line: Data
        do { line = try Self.line(for: result, truthFingerprint: truthFingerprint) } catch {
            throw RunnerError.harness("cannot encode the result of \(result.suite)/\(result.id) for \(url.path): \(error)")
        }
        lock.lock()
        defer { lock.unlock() }
        do {
            try handle.seek(toOffset: end)
            try handle.write(contentsOf: line)
        } catch {
            try? handle.truncate(atOffset: end)   // no fragment of a failed line stays behind
            throw RunnerError.harness("cannot write to \(url.path): \(Self.reason(error)); the run stopped "
                                      + "(every result before this one is in the journal: free space, then --resume)")
        }
        let span = Span(offset: end, length: line.count - 1)
        end += UInt64(line.count)
        return span
    }

    /// One journal line (with its newline) for `result`.
    /// One journal line (with its newline) for `result`: its lines written last, by
    /// `TrailingLinesJSON`.
    static func line(for result: SampleResult, truthFingerprint: String?) throws -> Data {
        var line = try ResultJSONWriter.line(result, truthFingerprint: truthFingerprint)
        line.append(0x0A)
        return Data(line)
    }

    /// Takes the lock for good: no line is half written from now on, and none is
    /// started. For a process about to exit at once (a second Ctrl-C).
    func freeze() { lock.lock() }

    /// The system's words for a failed write ("No space left on device").
    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return nsError.localizedDescription
    }

    func close() { try? handle.close() }
}
