import Foundation
import Scoring

/// `<out>/journal.jsonl`: every finished result, appended as one JSON line the moment it
/// is known, so a killed run loses nothing and `--resume` continues from it.
///
/// The first line describes the run (profiles and corpus); a resumed run must match it.
final class RunJournal: @unchecked Sendable {   // writes are serialized by `lock`
    struct Header: Codable, Equatable {
        var journal: Int
        var corpus: String
        var profiles: [Profile]
        var shard: String?
        var suites: [String]?
    }

    private let handle: FileHandle
    private let lock = NSLock()
    let url: URL

    /// Opens the journal: fresh (truncating an old one), or, when resuming, after loading
    /// the results it already holds. A last line cut off by a kill is dropped.
    init(folder: URL, header: Header, resume: Bool) throws(RunnerError) {
        url = folder.appendingPathComponent("journal.jsonl")
        let fm = FileManager.default
        do { try fm.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw RunnerError.harness("cannot create \(folder.path): \(error.localizedDescription)")
        }
        if !resume || !fm.fileExists(atPath: url.path) {
            var first = (try? JSONEncoder().encode(header)) ?? Data()
            first.append(0x0A)
            guard fm.createFile(atPath: url.path, contents: first) else {
                throw RunnerError.harness("cannot write \(url.path)")
            }
        }
        guard let handle = FileHandle(forUpdatingAtPath: url.path) else {
            throw RunnerError.harness("cannot open \(url.path)")
        }
        self.handle = handle
    }

    /// The results already in a journal, keyed by "profile\u{1F}suite/id". Throws when the
    /// journal belongs to another run (other profiles, corpus or shard).
    static func load(folder: URL, expecting header: Header) throws(RunnerError) -> [String: SampleResult] {
        let url = folder.appendingPathComponent("journal.jsonl")
        guard let data = FileManager.default.contents(atPath: url.path) else { return [:] }
        var lines = data.split(separator: 0x0A, omittingEmptySubsequences: true)
        if data.last != 0x0A, !lines.isEmpty { lines.removeLast() }   // cut off by a kill
        guard let first = lines.first, let found = try? JSONDecoder().decode(Header.self, from: Data(first)) else {
            throw RunnerError.configuration("\(url.path): not an ocrgauge journal; run without --resume to start over")
        }
        guard found == header else {
            throw RunnerError.configuration("\(url.path): made by a run with other profiles, corpus or shard; run without --resume to start over")
        }
        var results: [String: SampleResult] = [:]
        for line in lines.dropFirst() {
            guard let result = try? JSONDecoder().decode(SampleResult.self, from: Data(line)) else { continue }
            results[key(result)] = result
        }
        return results
    }

    static func key(_ result: SampleResult) -> String { key(profile: result.profile, suite: result.suite, id: result.id) }
    static func key(profile: String, suite: String, id: String) -> String { "\(profile)\u{1F}\(suite)/\(id)" }

    /// Appends one result and hands it to the operating system at once (survives a kill of
    /// this process).
    func append(_ result: SampleResult) {
        guard var line = try? JSONEncoder().encode(result) else { return }
        line.append(0x0A)
        lock.lock()
        defer { lock.unlock() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: line)
    }

    func close() { try? handle.close() }
}
