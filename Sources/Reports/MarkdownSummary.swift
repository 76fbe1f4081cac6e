import Foundation
import Scoring
import ReportFiles
import Gate

/// A short Markdown summary for people reading a merge request: the verdict, per suite
/// and profile the micro CER and pass counts (before and after, with a comparison),
/// each field's pass rate (with its change, with a comparison), what failed with its
/// reason, and links to the HTML. Fit for `$GITHUB_STEP_SUMMARY`
/// and a merge-request comment: about 45 lines for the bundled corpus, never more than
/// `maximumItems` failures listed.
///
/// Counts and percentages are the ones every other output gives (`SuiteSummary`,
/// `RunComparison.countsLine`, `ReportNumber.percentText`). Every string from data goes
/// through `MarkdownText.inert` (mentions, references and bare URLs neutralized; see its
/// comment for the rule); the summary's own markup is written around it.
public enum MarkdownSummary {
    /// How many failures (or gate failures) are listed before "and N more".
    public static let maximumItems = 20

    /// The summary of `run`, gated by `comparison` when given; `links` are (title, path)
    /// pairs shown at the end, e.g. ("report.html", "merged/report.html").
    public static func render(_ run: RunRecord, comparison: RunComparison? = nil, links: [(String, String)] = []) -> String {
        var lines: [String] = []
        let summaries = SuiteSummary.summaries(of: run.results)
        if let comparison {
            let passed = comparison.verdict == .passed
            lines.append("## \(passed ? "✅" : "❌") ocrgauge regression gate: \(passed ? "PASSED" : "FAILED")")
            lines.append("")
            lines.append(cell(comparison.countsLine) + "; tolerance \(ReportNumber.fixed(comparison.tolerancePercentagePoints, decimals: 2)) pp.")
        } else {
            let headline = RunHeadline(totals: summaries.totals)
            lines.append("## \(headline.emoji) ocrgauge: \(headline.text)")
            lines.append("")
            lines.append(countsLine(summaries.totals) + ".")
        }
        if !run.metadata.complete {
            lines.append("")
            lines.append("**Incomplete run**" + (run.metadata.incompleteReason.map { " (\(cell($0)))" } ?? "")
                         + ": \(run.results.count) results.")
        }
        if let cache = run.metadata.cache {
            lines.append("")
            lines.append("Recognition cache: " + cell(cache.line(of: run.results.count)) + ".")
        }
        for warning in comparison?.warnings ?? [] { lines.append(""); lines.append("> ⚠️ " + cell(warning)) }
        lines.append("")
        if let comparison {
            lines += suiteTable(comparison)
        } else {
            lines.append("| suite | profile | passed | failed | micro CER | micro WER | char. acc. (ISRI) | word acc. (ISRI) |")
            lines.append("|---|---|--:|--:|--:|--:|--:|--:|")
            for total in summaries.totals {
                for suite in summaries.suites where suite.profile == total.profile { lines.append(row(suite)) }
                lines.append(row(total, bold: true))
            }
        }
        let documents = DocumentSummaries.of(run.results)
        if !documents.isEmpty {
            lines.append("")
            lines.append("| document | profile | pages passed | failed | micro CER | micro WER | char. acc. (ISRI) | word acc. (ISRI) |")
            lines.append("|---|---|--:|--:|--:|--:|--:|--:|")
            for document in documents { lines.append(row(document)) }
        }
        let drafts = summaries.totals.filter { $0.drafts > 0 }
        if !drafts.isEmpty {
            lines.append("")
            for total in drafts { lines.append(cell(draftsLine(total)) + ".") }
        }
        lines += fieldTable(FieldAccuracy.table(of: run.results), comparison: comparison)
        var items: [String] = []
        var title = ""
        if let comparison {
            title = "Gate failures"
            items = comparison.regressions.map(\.message)
        } else {
            title = "Failed samples"
            for result in run.results where result.isFailure && !result.knownIssue {
                items.append("\(result.suite)/\(result.id) (\(result.profile)): " + JUnitWriter.failureMessage(for: result))
                if items.count > maximumItems { break }
            }
        }
        if !items.isEmpty {
            lines.append("")
            lines.append("### \(title)")
            lines.append("")
            for item in items.prefix(maximumItems) { lines.append("- " + cell(item)) }
            let total = comparison?.regressions.count ?? summaries.totals.map(\.failed).reduce(0, +)
            if total > maximumItems { lines.append("- … and \(total - maximumItems) more (see the HTML report)") }
        }
        if let comparison, !comparison.dataChanges.isEmpty {
            lines.append("")
            lines.append("### " + RunComparison.dataChangesTitle)
            lines.append("")
            for change in comparison.dataChanges.prefix(maximumItems) { lines.append("- " + cell(change.message)) }
            if comparison.dataChanges.count > maximumItems {
                lines.append("- … and \(comparison.dataChanges.count - maximumItems) more (see the HTML report)")
            }
        }
        if !links.isEmpty {
            lines.append("")
            lines.append(links.map { "[\(cell($0.0))](\(MarkdownText.destination($0.1)))" }.joined(separator: " · "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the summary to `url` (creating its folder).
    ///
    /// - Throws: `ReportsError.cannotWrite` naming `url`.
    public static func write(_ run: RunRecord, comparison: RunComparison? = nil, links: [(String, String)] = [],
                             to url: URL) throws(ReportsError) {
        let file = try AtomicFile(destination: url)
        try file.write(render(run, comparison: comparison, links: links))
        try file.commit()
    }

    /// "126 passed, 10 failed, 12 scored (no criterion), 2 known issues, 0 drafts" over
    /// every profile: the same counts in every output.
    public static func countsLine(_ totals: [SuiteSummary]) -> String {
        let passed = totals.map(\.passed).reduce(0, +), failed = totals.map(\.failed).reduce(0, +)
        let scored = totals.map(\.scored).reduce(0, +)
        let known = totals.map(\.knownIssues).reduce(0, +), drafts = totals.map(\.drafts).reduce(0, +)
        return "\(passed) passed, \(failed) failed, \(scored) scored (no criterion: maxCER or a field), "
            + "\(known) known issue\(known == 1 ? "" : "s") (not gated), \(drafts) draft\(drafts == 1 ? "" : "s") (not gated)"
    }

    /// "Drafts (tesseract): 2 samples, CER 41.00 %, WER 60.00 %, in no figure above": the
    /// drafts' own figures, apart.
    public static func draftsLine(_ total: SuiteSummary) -> String {
        "Drafts (\(total.profile)): \(total.drafts) sample\(total.drafts == 1 ? "" : "s"), CER "
            + "\(ReportNumber.percentText(total.draftCharacters.rate)), WER \(ReportNumber.percentText(total.draftWords.rate)), "
            + "in no figure above (truth awaiting review)"
    }

    private static func row(_ summary: SuiteSummary, bold: Bool = false) -> String {
        let name = bold ? "**all suites**" : cell(summary.suite ?? "")
        let scored = summary.scored > 0 ? " · \(summary.scored) scored" : ""
        return "| \(name) | \(cell(summary.profile)) | \(summary.passed)/\(summary.samples)\(scored) | \(summary.failed) "
            + "| \(summary.microCERText) | \(summary.microWERText) | \(isriText(summary.isri.characterAccuracy)) "
            + "| \(isriText(summary.isri.wordAccuracy)) |"
    }

    /// Per suite and (candidate) profile: the micro CER before and now over the samples the
    /// gate compares (both runs, data unchanged, no drafts: the figures of its interval
    /// column and of the terminal), and the passed counts over each run's own samples.
    private static func suiteTable(_ comparison: RunComparison) -> [String] {
        struct Passes { var passedBefore = 0, samplesBefore = 0, passedAfter = 0, samplesAfter = 0 }
        var order: [String] = []
        var passes: [String: Passes] = [:]
        var totals: [String: Passes] = [:]
        var profiles: [String] = []
        for pair in comparison.pairs {
            let group = "\(pair.key.suite)\u{1F}\(pair.key.profile)"
            if passes[group] == nil { order.append(group) }
            if !profiles.contains(pair.key.profile) { profiles.append(pair.key.profile) }
            func add(_ sums: inout Passes) {
                if let before = pair.baseline {
                    sums.samplesBefore += 1
                    if before.passed { sums.passedBefore += 1 }
                }
                if let after = pair.candidate {
                    sums.samplesAfter += 1
                    if after.passed { sums.passedAfter += 1 }
                }
            }
            add(&passes[group, default: Passes()])
            add(&totals[pair.key.profile, default: Passes()])
        }
        let confidence = ReportNumber.fixed((comparison.suiteChanges.first?.changes.microCER.confidence ?? 0.95) * 100, decimals: 0)
        var lines = ["| suite | profile | gated samples | micro CER before | micro CER now | change | \(confidence) % interval "
                     + "| passed before | passed now |",
                     "|---|---|--:|--:|--:|--:|--:|--:|--:|"]
        func line(_ label: String, _ suite: String?, _ profile: String, _ s: Passes) -> String {
            let change = comparison.suiteChanges.first { $0.suite == suite && $0.profile == profile }
            var figures = "| 0 | – | – | – | – "
            if let change, change.samples > 0 {
                let micro = change.changes.microCER
                let interval = micro.resamples > 0
                    ? "\(ReportNumber.pointsText(micro.lower)) … \(ReportNumber.pointsText(micro.upper)), "
                        + "sign test p \(ReportNumber.fixed(change.significance.signTestP, decimals: 2))"
                    : "–"
                figures = "| \(change.samples) | \(ReportNumber.percentText(change.microCERBefore)) "
                    + "| \(ReportNumber.percentText(change.microCERAfter)) "
                    + "| \(ReportNumber.pointsText(change.microCERAfter - change.microCERBefore)) | \(interval) "
            }
            return "| \(label) | \(cell(profile)) " + figures + "| \(s.passedBefore)/\(s.samplesBefore) | \(s.passedAfter)/\(s.samplesAfter) |"
        }
        for profile in profiles {
            for group in order {
                let parts = group.split(separator: "\u{1F}", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                guard parts[1] == profile, let s = passes[group] else { continue }
                lines.append(line(cell(parts[0]), parts[0], profile, s))
            }
            if let total = totals[profile] { lines.append(line("**all suites**", nil, profile, total)) }
        }
        return lines
    }

    private static func isriText(_ accuracy: Double?) -> String {
        accuracy.map { ReportNumber.percentText($0) } ?? SuiteSummary.noFigure
    }

    /// Text from data made inert for a Markdown table cell or list item (`MarkdownText.inert`).
    static func cell(_ text: String) -> String { MarkdownText.inert(text) }
}

/// The `MarkdownSummary` as a format every run writes.
extension MarkdownSummary: ReportFormat {
    /// `"summary.md"`.
    public static let fileName = "summary.md"
    /// `"markdown"` (`--markdown F`).
    public static let option = "markdown"
    /// Writes summary.md of `run`, with the context's comparison and links.
    public static func write(_ run: RunRecord, context: ReportContext, to url: URL) throws(ReportsError) {
        try write(run, comparison: context.comparison, links: context.links.map { ($0.title, $0.path) }, to: url)
    }
}
