import Foundation
import Scoring
import ReportFiles

extension HTMLReportWriter {
    /// Writes a trend page for several runs (`ocrgauge report RUN.xml...`): micro CER per
    /// suite and profile over time as an SVG line chart, the totals per profile, and a
    /// table of every figure. Runs stay in the order given (oldest first, as the person
    /// listed them); each is labelled by its corpus commit and its date, both shown
    /// ("3f2da1d · 2026-11-30 09:12"), with `labels` (file names) where no commit is known.
    ///
    /// - Parameter labels: a name per run (e.g. its file), used when the run has no commit.
    /// - Throws: `ReportsError.cannotWrite` naming `url`.
    public static func writeTrend(_ runs: [RunRecord], labels: [String]? = nil, to url: URL,
                                  title: String = "ocrgauge trend") throws(ReportsError) {
        let file = try AtomicFile(destination: url)
        try file.write(renderTrend(runs, labels: labels, title: title))
        try file.commit()
    }

    /// "v1.4 · 3f2da1d · 2026-11-30 09:12": the run's label (`run --label`, a release tag),
    /// its corpus commit ("3f2da1d+changes" when the corpus had uncommitted changes), else
    /// `fallback` (a file name) when it has neither, and the date it started.
    static func trendLabel(_ metadata: RunMetadata, fallback: String?) -> String {
        let date = String(metadata.startedAt.prefix(16)).replacingOccurrences(of: "T", with: " ")
        return (names(metadata, fallback: fallback) + [date]).joined(separator: " · ")
    }

    /// What a run's point on the x-axis says: its label, else its commit, else `fallback`,
    /// with the day ("v1.4 · 11-30"); the full name is the point's tooltip and the table's.
    static func axisLabel(_ metadata: RunMetadata, fallback: String?) -> String {
        let day = metadata.startedAt.count >= 10 ? String(Array(metadata.startedAt)[5..<10]) : metadata.startedAt
        return ([names(metadata, fallback: fallback).first].compactMap { $0 } + [day]).joined(separator: " · ")
    }

    private static func names(_ metadata: RunMetadata, fallback: String?) -> [String] {
        var names: [String] = []
        if let label = metadata.label, !label.isEmpty { names.append(label) }
        if let commit = metadata.corpusCommit, !commit.isEmpty {
            names.append(String(commit.prefix(7)) + (metadata.corpusDirty == true ? "+changes" : ""))
        } else if names.isEmpty, let fallback {
            names.append(fallback)
        }
        return names
    }

    /// The trend page as one string.
    public static func renderTrend(_ runs: [RunRecord], labels: [String]? = nil, title: String = "ocrgauge trend") -> String {
        let ordered = Array(runs.indices)
        func fallback(_ index: Int) -> String? { labels.flatMap { index < $0.count ? $0[index] : nil } }
        let xLabels = ordered.map { trendLabel(runs[$0].metadata, fallback: fallback($0)) }
        let axisLabels = ordered.map { axisLabel(runs[$0].metadata, fallback: fallback($0)) }
        var seriesOrder: [String] = []
        var totalsOrder: [String] = []
        var points: [String: [Double?]] = [:]
        var totals: [String: [Double?]] = [:]
        for (position, index) in ordered.enumerated() {
            let summaries = SuiteSummary.summaries(of: runs[index].results)
            for summary in summaries.suites {
                let name = "\(summary.suite ?? "") · \(summary.profile)"
                if points[name] == nil { seriesOrder.append(name); points[name] = Array(repeating: nil, count: ordered.count) }
                points[name]![position] = summary.microCER
            }
            for summary in summaries.totals {
                let name = "all suites · \(summary.profile)"
                if totals[name] == nil { totalsOrder.append(name); totals[name] = Array(repeating: nil, count: ordered.count) }
                totals[name]![position] = summary.microCER
            }
        }
        let nonce = makeNonce()
        var html = head(title: title, subtitle: "\(runs.count) runs", generator: runs.last?.metadata.harnessVersion ?? "", nonce: nonce)
        html += "<header class=\"page\">\n<h1>\(e(title))</h1>\n<p class=\"subtitle\">\(runs.count) run\(runs.count == 1 ? "" : "s")"
        if let first = xLabels.first, let last = xLabels.last { html += " · \(e(first)) to \(e(last))" }
        html += "</p>\n</header>\n<main>\n<section id=\"trend\">\n<h2>CER micro per suite over time</h2>\n"
        if runs.isEmpty {
            html += "<p class=\"muted\">No runs given.</p>\n"
        } else {
            html += HTMLCharts.lines(title: "CER micro per suite and profile", xLabels: xLabels, axisLabels: axisLabels,
                                     series: seriesOrder.map { ($0, points[$0] ?? []) })
            html += "<h2>CER micro, all suites</h2>\n"
            html += HTMLCharts.lines(title: "CER micro per profile, all suites", xLabels: xLabels, axisLabels: axisLabels,
                                     series: totalsOrder.map { ($0, totals[$0] ?? []) })
            html += "<h2>Figures</h2>\n<div class=\"table-wrap\"><table class=\"sortable\">\n<thead><tr><th data-type=\"text\">Suite · profile</th>"
            for label in xLabels { html += "<th class=\"num\" data-type=\"num\">\(e(label))</th>" }
            html += "</tr></thead>\n<tbody>\n"
            for name in seriesOrder + totalsOrder {
                let values = points[name] ?? totals[name] ?? []
                html += "<tr><td>\(e(name))</td>"
                for value in values {
                    html += value.map { "<td class=\"num\" data-v=\"\(ReportNumber.rate($0))\">\(percent($0))</td>" }
                        ?? "<td class=\"num muted\" data-v=\"-1\">–</td>"
                }
                html += "</tr>\n"
            }
            html += "</tbody>\n</table></div>\n"
        }
        html += "</section>\n</main>\n"
        html += footer(runs.last?.metadata.harnessVersion ?? "", nonce: nonce)
        return html
    }
}
