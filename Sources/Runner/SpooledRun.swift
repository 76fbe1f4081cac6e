import Foundation
import Reports
import Scoring

/// A run.xml read for comparing or reporting without holding its results: each sample
/// is written to a temporary journal as it is read and read back on access. The file is
/// unlinked at once (the reader keeps it open), so nothing is left behind.
public enum SpooledRun {
    /// Reads the run.xml at `url`. Throws `.configuration` naming the file when it cannot
    /// be read or is not a valid run.xml, `.harness` when the temporary journal fails.
    public static func read(_ url: URL) throws(RunnerError) -> RunRecord {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-spool-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let header = RunJournal.Header(journal: 1, corpus: url.path, profiles: [], shard: nil, suites: nil)
        let spool = try RunJournal(folder: folder, header: header, resume: false)
        defer { spool.close() }
        var entries: [EvaluationRunner.StoredResult] = []
        let document: RunXMLDocument
        do {
            document = try RunXMLReader().read(contentsOf: url) { result in
                entries.append(spool.append(result).map(EvaluationRunner.StoredResult.journal) ?? .memory(result))
            }
        } catch {
            throw RunnerError.configuration("\(url.path): \(error)")
        }
        return RunRecord(metadata: document.run.metadata,
                         results: try EvaluationRunner.storedResults(entries, journal: spool.url))
    }
}
