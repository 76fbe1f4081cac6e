import Foundation
import Scoring
import ReportFiles
import RunXML
import Gate

/// One kind of report: the file it is written to in a run's output folder, the option
/// that writes it elsewhere, and how it is written. The runner writes every format in
/// `ReportFormats.standard`; `compare`, `merge` and `report` write those asked for by
/// their options. A new format is one file conforming to this protocol plus one line
/// in `ReportFormats.standard`.
public protocol ReportFormat: Sendable {
    /// The file name in a run's output folder, e.g. "run.xml".
    static var fileName: String { get }
    /// The command-line option that writes it to another path (`--junit F`).
    static var option: String { get }
    /// Writes the report of `run` to `url`, atomically, creating the folder.
    static func write(_ run: RunRecord, context: ReportContext, to url: URL) throws(ReportsError)
}

/// What a report shows beside the run itself: the gate's comparison, the images, links.
public struct ReportContext: Sendable {
    /// The comparison with a baseline, when the run was gated.
    public var comparison: RunComparison?
    /// The HTML report's options (title, images, matrix comparisons).
    public var html: HTMLReportOptions
    /// (title, path) of the other reports, for formats that link to them.
    public var links: [Link]

    /// A link from one report to another.
    public struct Link: Sendable, Equatable {
        /// What the link shows, e.g. "report.html".
        public var title: String
        /// The linked report's path.
        public var path: String
        /// A link titled `title` to `path`.
        public init(title: String, path: String) {
            self.title = title
            self.path = path
        }
    }

    /// A context; every part is optional.
    public init(comparison: RunComparison? = nil, html: HTMLReportOptions = HTMLReportOptions(), links: [Link] = []) {
        self.comparison = comparison
        self.html = html
        self.html.comparison = comparison ?? html.comparison
        self.links = links
    }
}

/// The report formats this build writes.
public enum ReportFormats {
    /// Every format a run writes into its output folder, in this order.
    public static let standard: [any ReportFormat.Type] = [
        RunXMLWriter.self,
        JUnitWriter.self,
        HTMLReportWriter.self,
        MarkdownSummary.self,
    ]

    /// The format written by `--option`, if any.
    public static func format(option: String) -> (any ReportFormat.Type)? {
        standard.first { $0.option == option }
    }
}
