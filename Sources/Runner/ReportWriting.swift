import Dispatch
import Foundation
import Reports
import Scoring
import Synchronization
import ReportFiles
import RunXML

/// Writes a run's reports into its output folder: every format of
/// `ReportFormats.standard` (run.xml, junit.xml, report.html, summary.md), at once,
/// each atomically and reading the results one at a time.
public enum ReportWriting {
    /// Where a run's reports are.
    public struct Written: Sendable {
        /// The output folder.
        public var folder: URL
        /// The journal of every result.
        public var journal: URL

        /// The path of `format`'s report.
        public func url(of format: any ReportFormat.Type) -> URL { folder.appendingPathComponent(format.fileName) }

        /// run.xml.
        public var runXML: URL { url(of: RunXMLWriter.self) }
        /// junit.xml.
        public var junit: URL { url(of: JUnitWriter.self) }
        /// report.html.
        public var html: URL { url(of: HTMLReportWriter.self) }
        /// summary.md.
        public var markdown: URL { url(of: MarkdownSummary.self) }
    }

    /// Writes every standard report of `record` into `folder`; throws `.harness` naming
    /// the folder when one cannot be written.
    public static func write(_ record: RunRecord, to folder: URL, context: ReportContext) throws(RunnerError) -> Written {
        let written = Written(folder: folder, journal: folder.appendingPathComponent(RunJournal.fileName))
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw RunnerError.harness("cannot write reports to \(folder.path): \(error)")
        }
        var context = context
        context.links = [.init(title: "report.html", path: written.html.path)]
        let formats = ReportFormats.standard
        let failure = Mutex<ReportsError?>(nil)
        let shared = context
        // Each format on a thread of its own, not in one `concurrentPerform`: a writer that
        // renders on every core itself (report.html) would be run serially inside it.
        let writing = DispatchGroup()
        for format in formats {
            DispatchQueue.global().async(group: writing) {
                do throws(ReportsError) { try format.write(record, context: shared, to: written.url(of: format)) } catch {
                    failure.withLock { $0 = $0 ?? error }
                }
            }
        }
        writing.wait()
        if let error = failure.withLock({ $0 }) {
            throw RunnerError.harness("cannot write reports to \(folder.path): \(error)")
        }
        return written
    }
}
