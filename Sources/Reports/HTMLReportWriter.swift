import Foundation
import Scoring

/// Writes report.html: one self-contained page (inline CSS and SVG, no script, no
/// network, no external resources) with the run's metadata, a summary per suite and
/// profile (pass/fail counts, CER and WER, micro and macro), backends and profile
/// settings, a table of every sample, and per sample its failures, field results and
/// reference beside hypothesis.
///
/// Every piece of text that comes from OCR output, ground truth, file names, sample
/// ids or settings is HTML-escaped. The file is written atomically.
public struct HTMLReportWriter {
    /// Writes the report for `run` to `url`.
    ///
    /// - Parameters:
    ///   - title: the page title; defaults to "ocrgauge report".
    /// - Throws: `ReportsError.cannotWrite` naming `url`.
    public static func write(_ run: RunRecord, to url: URL, title: String = "ocrgauge report") throws {
        let file = try AtomicFile(destination: url)
        try render(run, title: title) { try file.write($0) }
        try file.commit()
    }

    /// The whole report for `run` as one string (for tests and previews).
    public static func render(_ run: RunRecord, title: String = "ocrgauge report") -> String {
        var html = ""
        render(run, title: title) { html += $0 }
        return html
    }

    /// Renders the page piece by piece into `emit`, so a large run is never held as one string.
    static func render(_ run: RunRecord, title: String, emit: (String) throws -> Void) rethrows {
        let summaries = SuiteSummary.summaries(of: run.results)
        try emit(head(title: title, metadata: run.metadata))
        try emit(pageHeader(run, title: title))
        try emit("<main>\n")
        try emit(summarySection(run, suites: summaries.suites, totals: summaries.totals))
        try emit(sampleTable(run.results))
        try emit("<section id=\"details\">\n<h2>Sample details</h2>\n")
        if run.results.isEmpty { try emit("<p class=\"muted\">No samples in this run.</p>\n") }
        for (index, result) in run.results.enumerated() {
            try emit(sampleDetail(result, index: index))
        }
        try emit("</section>\n")
        try emit(setupSection(run.metadata))
        try emit("</main>\n")
        try emit("<footer class=\"page\">Written by ocrgauge \(e(run.metadata.harnessVersion))"
                 + " · run.xml holds every figure on this page, with raw counts.</footer>\n</body>\n</html>\n")
    }

    // MARK: Page parts

    private static func head(title: String, metadata: RunMetadata) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="ocrgauge \(e(metadata.harnessVersion))">
        <title>\(e(title)) · \(e(metadata.startedAt))</title>
        <style>
        \(HTMLStyle.css)
        </style>
        </head>
        <body>

        """
    }

    private static func pageHeader(_ run: RunRecord, title: String) -> String {
        let metadata = run.metadata
        let failed = run.results.filter { !$0.passed }.count
        var html = "<header class=\"page\">\n<h1>\(e(title))</h1>\n"
        html += "<p class=\"subtitle\">\(run.results.count) results · "
        html += failed == 0 ? badge(pass: true, "all passed") : badge(pass: false, "\(failed) failed")
        html += "</p>\n"
        if !metadata.complete {
            html += "<p class=\"banner\">This run is incomplete: it was interrupted, and the report covers only part of the corpus.</p>\n"
        }
        var rows: [(String, String)] = [
            ("Started", e(metadata.startedAt)),
            ("Finished", e(metadata.finishedAt)),
            ("Host", e(metadata.host)),
            ("Harness", e(metadata.harnessVersion)),
            ("Corpus", "<code>\(e(metadata.corpusPath))</code>"),
        ]
        if let commit = metadata.corpusCommit { rows.append(("Corpus commit", "<code>\(e(commit))</code>")) }
        rows.append(("Normalization", e(metadata.normalization)))
        if !metadata.backends.isEmpty {
            rows.append(("Backends", metadata.backends.map { "\(e($0.name)) \(e($0.version))" }.joined(separator: ", ")))
        }
        html += "<dl class=\"meta\">\n"
        for (label, value) in rows { html += "<dt>\(label)</dt><dd>\(value)</dd>\n" }
        html += "</dl>\n</header>\n"
        return html
    }

    private static func summarySection(_ run: RunRecord, suites: [SuiteSummary], totals: [SuiteSummary]) -> String {
        var html = "<section id=\"summary\">\n<h2>Summary</h2>\n"
        let passed = run.results.filter(\.passed).count
        let failed = run.results.count - passed
        html += "<div class=\"cards\">\n"
        html += card("Results", String(run.results.count), nil)
        html += card("Passed", String(passed), "pass")
        html += card("Failed", String(failed), failed > 0 ? "fail" : nil)
        for total in totals {
            let label = totals.count > 1 ? "CER micro · \(total.profile)" : "CER micro"
            html += card(label, percent(total.microCER), nil)
        }
        html += "</div>\n"
        html += """
        <p class="muted">CER and WER in percent. <strong>micro</strong>: total edits over total reference \
        length; <strong>macro</strong>: mean of the per-sample rates.</p>

        """
        html += "<div class=\"table-wrap\"><table>\n<thead><tr><th>Profile</th><th>Suite</th>"
        html += "<th class=\"num\">Samples</th><th class=\"num\">Passed</th><th class=\"num\">Failed</th>"
        html += "<th class=\"num\">CER micro</th><th class=\"num\">CER macro</th>"
        html += "<th class=\"num\">WER micro</th><th class=\"num\">WER macro</th><th class=\"num\">Time (s)</th></tr></thead>\n<tbody>\n"
        for total in totals {
            for summary in suites where summary.profile == total.profile {
                html += summaryRow(summary, profile: e(summary.profile), suite: e(summary.suite ?? ""), total: false)
            }
            html += summaryRow(total, profile: e(total.profile), suite: "all suites", total: true)
        }
        if totals.isEmpty { html += "<tr><td colspan=\"10\" class=\"muted\">No samples in this run.</td></tr>\n" }
        html += "</tbody>\n</table></div>\n</section>\n"
        return html
    }

    private static func summaryRow(_ summary: SuiteSummary, profile: String, suite: String, total: Bool) -> String {
        var html = total ? "<tr class=\"total\">" : "<tr>"
        html += "<td>\(profile)</td><td>\(suite)</td>"
        html += "<td class=\"num\">\(summary.samples)</td>"
        html += "<td class=\"num\">\(summary.passed)</td>"
        html += "<td class=\"num\">\(summary.failed > 0 ? badge(pass: false, String(summary.failed)) : "0")</td>"
        html += "<td class=\"num\" title=\"\(countsTitle(summary.characters, unit: "characters"))\">\(percent(summary.microCER))</td>"
        html += "<td class=\"num\">\(percent(summary.macroCER))</td>"
        html += "<td class=\"num\" title=\"\(countsTitle(summary.words, unit: "words"))\">\(percent(summary.microWER))</td>"
        html += "<td class=\"num\">\(percent(summary.macroWER))</td>"
        html += "<td class=\"num\">\(ReportNumber.fixed(ReportNumber.finite(summary.durationSeconds), decimals: 2))</td></tr>\n"
        return html
    }

    private static func sampleTable(_ results: [SampleResult]) -> String {
        var html = "<section id=\"samples\">\n<h2>Samples</h2>\n<div class=\"table-wrap\"><table>\n"
        html += "<thead><tr><th>Suite</th><th>ID</th><th>Profile</th><th>Expected</th><th>Outcome</th>"
        html += "<th>Result</th><th class=\"num\">CER</th><th class=\"num\">WER</th><th class=\"num\">Fields</th></tr></thead>\n<tbody>\n"
        for (index, result) in results.enumerated() {
            html += "<tr><td>\(e(result.suite))</td>"
            html += "<td class=\"text\"><a href=\"#sample-\(index)\">\(e(result.id))</a></td>"
            html += "<td>\(e(result.profile))</td>"
            html += "<td>\(result.expected.rawValue)</td>"
            let outcome = result.outcome.rawValue
            html += result.outcome == result.expected ? "<td>\(outcome)</td>" : "<td><strong>\(outcome)</strong></td>"
            html += "<td>\(badge(pass: result.passed))</td>"
            html += "<td class=\"num\" title=\"\(countsTitle(result.characters, unit: "characters"))\">\(percent(result.cer))</td>"
            html += "<td class=\"num\" title=\"\(countsTitle(result.words, unit: "words"))\">\(percent(result.wer))</td>"
            html += "<td class=\"num\">\(fieldsCell(result.fields))</td></tr>\n"
        }
        if results.isEmpty { html += "<tr><td colspan=\"9\" class=\"muted\">No samples in this run.</td></tr>\n" }
        html += "</tbody>\n</table></div>\n</section>\n"
        return html
    }

    private static func setupSection(_ metadata: RunMetadata) -> String {
        var html = "<section id=\"setup\">\n<h2>Backends and profiles</h2>\n"
        if !metadata.backends.isEmpty {
            html += "<div class=\"table-wrap\"><table>\n<thead><tr><th>Backend</th><th>Version</th></tr></thead>\n<tbody>\n"
            for backend in metadata.backends {
                html += "<tr><td>\(e(backend.name))</td><td><code>\(e(backend.version))</code></td></tr>\n"
            }
            html += "</tbody>\n</table></div>\n"
        }
        for profile in metadata.profiles {
            html += "<h3>Profile \(e(profile.name)) <span class=\"muted\">· \(e(profile.backend))</span></h3>\n"
            if profile.settings.isEmpty {
                html += "<p class=\"muted\">No settings: the backend's defaults.</p>\n"
                continue
            }
            html += "<div class=\"table-wrap\"><table>\n<thead><tr><th>Setting</th><th>Value</th></tr></thead>\n<tbody>\n"
            for setting in profile.settings {
                html += "<tr><td><code>\(e(setting.key))</code></td><td class=\"text\"><code>\(e(setting.value))</code></td></tr>\n"
            }
            html += "</tbody>\n</table></div>\n"
        }
        if metadata.backends.isEmpty && metadata.profiles.isEmpty {
            html += "<p class=\"muted\">No backends or profiles recorded.</p>\n"
        }
        html += "</section>\n"
        return html
    }

    // MARK: Small pieces

    private static func card(_ label: String, _ value: String, _ kind: String?) -> String {
        let kindClass = kind.map { " \($0)" } ?? ""
        return "<div class=\"card\(kindClass)\"><div class=\"label\">\(e(label))</div><div class=\"value\">\(value)</div></div>\n"
    }

    private static func fieldsCell(_ fields: [FieldResult]) -> String {
        if fields.isEmpty { return "<span class=\"muted\">–</span>" }
        let passed = fields.filter(\.passed).count
        return badge(pass: passed == fields.count, "\(passed)/\(fields.count)")
    }

    /// A green "pass" or red "fail" badge, with `text` in place of the word when given.
    static func badge(pass: Bool, _ text: String? = nil) -> String {
        "<span class=\"badge \(pass ? "pass" : "fail")\">\(text ?? (pass ? "pass" : "fail"))</span>"
    }

    /// A rate as a percentage with 2 decimals and a thin space before the sign.
    static func percent(_ rate: Double) -> String { "\(ReportNumber.percent(rate))\u{202F}%" }

    /// A tooltip such as "3 edits (S 1, D 1, I 1) / 25 reference characters".
    static func countsTitle(_ counts: EditCounts, unit: String) -> String {
        "\(counts.edits) edit\(counts.edits == 1 ? "" : "s") (S \(counts.substitutions), D \(counts.deletions), I \(counts.insertions))"
            + " / \(counts.referenceLength) reference \(unit)"
    }

    /// Shorthand for `HTMLEscaping.escape`.
    static func e(_ text: String) -> String { HTMLEscaping.escape(text) }
}
