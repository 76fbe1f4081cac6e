import Foundation
import Scoring
import ReportFiles

/// Writes run.xml while a run is in progress: `init` begins, `append(_:)` adds each
/// result as it arrives, `finish(...)` writes the sums and moves the file into place.
///
/// Samples are spooled to a temporary file beside the destination as they arrive, so
/// memory stays flat however large the corpus. Nothing appears at the destination
/// until `finish` succeeds; if the stream is cancelled or dropped unfinished, its
/// temporary files are removed and any earlier file at the destination is kept.
public final class RunXMLStream {
    /// Where run.xml is written.
    public let destination: URL
    private var metadata: RunMetadata
    private var spool: AtomicFile?
    /// How many results have been appended.
    public private(set) var count = 0
    /// The documents' figures over their pages, summed as the pages are appended.
    private var documents = DocumentSummaries()
    /// The field checks of the appended results, counted as they arrive.
    private var fields = FieldAccuracy.Collector()

    /// Begins a run.xml at `url` for a run described by `metadata`.
    ///
    /// - Throws: `ReportsError.cannotWrite` when no temporary file can be created
    ///   beside `url`.
    public init(to url: URL, metadata: RunMetadata) throws(ReportsError) {
        destination = url
        self.metadata = metadata
        spool = try AtomicFile(destination: url)
    }

    deinit { spool?.discard() }

    /// Appends one (sample, profile) result.
    ///
    /// - Throws: `ReportsError.cannotWrite`, or `ReportsError.misuse` after `finish`.
    public func append(_ result: SampleResult) throws(ReportsError) {
        guard let spool else {
            throw ReportsError.misuse(path: destination.path, reason: "append after the report was finished")
        }
        try RunXMLWriter.sample(result) { (piece: String) throws(ReportsError) in try spool.write(piece) }
        documents.add(result)
        fields.add(result)
        count += 1
    }

    /// Writes the summaries and moves the complete document to the destination.
    ///
    /// - Parameters:
    ///   - metadata: the final metadata (with `finishedAt` and `complete` now known);
    ///     nil keeps the metadata given at the start.
    ///   - suites: one summary per (profile, suite), as from `SuiteSummary.summaries(of:)`.
    ///   - totals: one summary per profile.
    ///   - gate: the verdict of a gated run (`<gate>`).
    ///
    /// The field accuracy table (`<fieldAccuracy>`) is counted from the appended results.
    /// - Throws: `ReportsError.cannotWrite`, or `ReportsError.misuse` when called twice.
    public func finish(metadata: RunMetadata? = nil, suites: [SuiteSummary], totals: [SuiteSummary],
                       gate: GateRecord? = nil) throws(ReportsError) {
        guard let spool else {
            throw ReportsError.misuse(path: destination.path, reason: "the report was already finished")
        }
        defer {
            spool.discard()
            self.spool = nil
        }
        if let metadata { self.metadata = metadata }
        try spool.flush()
        let output = try AtomicFile(destination: destination)
        try output.write(RunXMLWriter.header(self.metadata))
        try output.append(contentsOf: spool.temporary)
        try output.write(RunXMLWriter.footer(suites: suites, totals: totals, documents: documents.summaries, gate: gate,
                                             fields: fields.table))
        try output.commit()
    }

    /// Abandons the report: temporary files are removed and the destination is untouched.
    public func cancel() {
        spool?.discard()
        spool = nil
    }
}
