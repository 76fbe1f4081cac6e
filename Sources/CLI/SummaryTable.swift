import Foundation
import Reports
import Scoring
import ReportFiles

/// The plain-text table `ocrgauge run` prints: one row per suite and profile, then totals.
enum SummaryTable {
    static func render(_ record: RunRecord) -> String {
        render(SuiteSummary.summaries(of: record.results))
    }

    static func render(_ summaries: (suites: [SuiteSummary], totals: [SuiteSummary])) -> String {
        let (suites, totals) = summaries
        let header = ["profile", "suite", "samples", "passed", "failed", "scored", "known", "drafts", "CER micro", "CER macro", "WER micro"]
        var rows: [[String]] = []
        for total in totals {
            for summary in suites where summary.profile == total.profile { rows.append(row(summary)) }
            rows.append(row(total))
        }
        let drafts = totals.filter { $0.drafts > 0 }.map(MarkdownSummary.draftsLine)
        return (TextTable.lines(header: header, rows: rows) + (drafts.isEmpty ? [] : [""] + drafts)).joined(separator: "\n")
    }

    private static func row(_ summary: SuiteSummary) -> [String] {
        [summary.profile, summary.suite ?? "TOTAL", "\(summary.samples)", "\(summary.passed)", "\(summary.failed)",
         "\(summary.scored)", "\(summary.knownIssues)", "\(summary.drafts)",
         summary.microCERText, summary.macroCERText, summary.microWERText]
    }
}
