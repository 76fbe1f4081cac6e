import Scoring
import ReportFiles
import RunXML
import Gate

extension HTMLReportWriter {
    /// Each field's pass rate per profile with its Wilson interval, and for entity fields
    /// SROIE task 3's precision, recall and F1 (with an "all entities" row per profile);
    /// "" when no sample had a field. Field names are data: every one goes through `e`.
    static func fieldAccuracySection(_ table: [FieldAccuracy]) -> String {
        guard !table.isEmpty else { return "" }
        let confidence = ReportNumber.fixed(FieldAccuracyXML.confidence * 100, decimals: 0)
        let entityTotals = FieldAccuracy.entityTotals(table)
        let entities = !entityTotals.isEmpty
        var html = "<section id=\"fields\">\n<h2>Field accuracy</h2>\n"
        html += "<p class=\"muted\">Each field's checks over every sample but the drafts (known issues counted, as in the "
        html += "suites' figures), across suites: passed / checked, with the pass rate's \(confidence) % Wilson score interval."
        if entities {
            html += " Entity fields add ICDAR 2019 SROIE task 3's figures: a value occurring exactly in the recognized text "
            html += "(white space collapsed) is correct; one read with edits is extracted but wrong; one nothing reads like "
            html += "is not extracted. Precision = correct / extracted, recall = correct / entities, F1 their harmonic mean."
        }
        html += "</p>\n<div class=\"table-wrap\"><table>\n<thead><tr><th>Profile</th><th>Field</th><th>Kind</th>"
        html += "<th class=\"num\">Passed / checked</th><th class=\"num\">Pass rate</th><th>\(confidence) % interval</th>"
        if entities {
            html += "<th class=\"num\" title=\"correct / extracted / entities\">Correct / extracted / entities</th>"
            html += "<th class=\"num\">Precision</th><th class=\"num\">Recall</th><th class=\"num\">F1</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        var profiles: [String] = []
        for row in table where !profiles.contains(row.profile) { profiles.append(row.profile) }
        for profile in profiles {
            for row in table where row.profile == profile { html += fieldRow(row, entityColumns: entities) }
            if let total = entityTotals.first(where: { $0.profile == profile }) {
                html += "<tr class=\"total\"><td>\(e(profile))</td><td>all entities</td><td></td><td></td><td></td><td></td>"
                html += entityCells(total.scores) + "</tr>\n"
            }
        }
        return html + "</tbody>\n</table></div>\n</section>\n"
    }

    private static func fieldRow(_ row: FieldAccuracy, entityColumns: Bool) -> String {
        var html = "<tr><td>\(e(row.profile))</td><td class=\"text\">\(e(row.field))</td><td>\(e(row.kinds.joined(separator: ", ")))</td>"
        html += "<td class=\"num\">\(row.passed) / \(row.checked)</td><td class=\"num\">\(percent(row.passRate))</td>"
        html += "<td>\(row.interval(confidence: FieldAccuracyXML.confidence).map { "\(percent($0.lower)) … \(percent($0.upper))" } ?? "–")</td>"
        if entityColumns {
            html += row.entities.map(entityCells) ?? "<td class=\"num\">–</td><td class=\"num\">–</td><td class=\"num\">–</td><td class=\"num\">–</td>"
        }
        return html + "</tr>\n"
    }

    private static func entityCells(_ scores: EntityScores) -> String {
        "<td class=\"num\">\(scores.correct) / \(scores.extracted) / \(scores.groundTruth)</td>"
            + "<td class=\"num\">\(percent(scores.precision))</td><td class=\"num\">\(percent(scores.recall))</td>"
            + "<td class=\"num\">\(percent(scores.f1))</td>"
    }

    /// In a comparison: each field's pass rate before and after over the checks the gate
    /// paired, with the change's paired-bootstrap interval (none below the minimum number
    /// of checks, and the table says so).
    static func fieldChangeTable(_ comparison: RunComparison) -> String {
        guard !comparison.fieldChanges.isEmpty else { return "" }
        let least = comparison.fieldChanges.map { PairedBootstrap.minimumSamples(confidence: $0.interval.confidence) }.max() ?? 0
        var html = "<h3>Field pass rates</h3>\n<p class=\"muted\">Each field's pass rate over the checks both runs made on "
        html += "the samples the gate compares (drafts, known issues and samples whose truth, image or sidecar changed left "
        html += "out), with the change's paired-bootstrap interval; below \(least) checks no interval is claimed. A fall "
        html += "beyond the tolerance fails the gate"
        html += comparison.rule == .significant ? " only when its interval lies below 0.</p>\n" : ".</p>\n"
        html += "<div class=\"table-wrap\"><table>\n<thead><tr><th>Field</th><th>Profile</th><th class=\"num\">Checks</th>"
        html += "<th class=\"num\">Before</th><th class=\"num\">After</th><th class=\"num\">Change</th><th>Interval</th></tr></thead>\n<tbody>\n"
        for change in comparison.fieldChanges {
            let interval = change.interval
            let kind = interval.isBelowZero ? "fail" : (interval.isAboveZero ? "pass" : "neutral")
            html += "<tr><td class=\"text\">\(e(change.field))</td><td>\(e(change.profile))</td><td class=\"num\">\(change.checks)</td>"
            html += "<td class=\"num\">\(change.passedBefore) · \(percent(change.passRateBefore))</td>"
            html += "<td class=\"num\">\(change.passedAfter) · \(percent(change.passRateAfter))</td>"
            html += "<td class=\"num\">\(e(ReportNumber.pointsText(interval.change)))</td><td>"
            html += interval.resamples > 0
                ? "<span class=\"badge \(kind)\">\(e(ReportNumber.pointsText(interval.lower))) … \(e(ReportNumber.pointsText(interval.upper)))</span>"
                : "<span class=\"muted\">no interval: \(change.checks) check\(change.checks == 1 ? "" : "s") (fewer than \(least))</span>"
            html += "</td></tr>\n"
        }
        return html + "</tbody>\n</table></div>\n"
    }
}
