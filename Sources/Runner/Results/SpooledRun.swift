import Foundation
import Reports
import Scoring
import RunXML

/// A run.xml read for comparing or reporting without holding its results: each sample
/// is written to a temporary journal as it is read and read back on access. The file is
/// unlinked as soon as it is open (written and read through open descriptors), so
/// nothing is left behind, not even after a crash or Ctrl-C.
public enum SpooledRun {
    /// Results held in memory by default, in bytes of journal lines: a 10,000-sample
    /// run.xml of rich results (22 MB) is held whole and reported as fast as when it was
    /// read whole; only larger runs are read back from the spool.
    public static let defaultHeldBytes = 24 << 20

    /// Reads the run.xml at `url`, holding results in memory up to `heldBytes` of journal
    /// lines and spooling the rest. Throws `.configuration` naming the file when it cannot
    /// be read or is not a valid run.xml, `.harness` when the temporary journal fails.
    public static func read(_ url: URL, heldBytes: Int = defaultHeldBytes) throws(RunnerError) -> RunRecord {
        let spool = try ResultSpool()
        var entries: [StoredResult] = []
        var held = HeldResultBudget(limit: heldBytes)
        let encoder = JSONEncoder()
        let document: RunXMLDocument
        do {
            document = try RunXMLReader().read(contentsOf: url) { result in
                // Measured as the spool would hold it; once one does not fit, the rest are spooled.
                if !held.isClosed, let line = try? encoder.encode(result), held.admit(line.count) {
                    entries.append(.memory(result))
                } else {
                    entries.append(spool.append(result).map(StoredResult.journal) ?? .memory(result))
                }
            }
        } catch {
            throw RunnerError.configuration("\(url.path): \(error)")
        }
        return RunRecord(metadata: document.run.metadata,
                         results: StoredResult.list(entries, reader: spool.reader,
                                                    unreadable: "the temporary copy of \(url.path) could not be read back"))
    }
}
