import Foundation
import Scoring
import ReportFiles
import RunXML
import Gate

/// The `RunXMLWriter` as a format every run writes.
extension RunXMLWriter: ReportFormat {
    /// `"run.xml"`.
    public static let fileName = "run.xml"
    /// `"xml"` (`--xml F`).
    public static let option = "xml"
    /// Writes run.xml of `run`, with the gate of the context's comparison when there is one.
    public static func write(_ run: RunRecord, context: ReportContext, to url: URL) throws(ReportsError) {
        try write(run, gate: context.comparison.map(GateRecord.init), to: url)
    }
}
