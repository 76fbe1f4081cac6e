import Foundation
import Reports
import Scoring
import ReportFiles

/// The plain-text field accuracy table `ocrgauge run` and `merge` print below the suites:
/// per profile and field, passed / checked, the pass rate and its 95 % Wilson interval,
/// and for entity fields SROIE task 3's precision, recall and F1 (then an "all entities"
/// row per profile). At most `maximumRows` fields, the lowest pass rates (`FieldRows`),
/// then a line saying how many more report.html lists. Nil when no sample had a field.
enum FieldTable {
    /// The most field rows printed.
    static let maximumRows = 20

    static func render(_ record: RunRecord) -> String? {
        render(FieldAccuracy.table(of: record.results))
    }

    static func render(_ table: [FieldAccuracy]) -> String? {
        guard !table.isEmpty else { return nil }
        let entities = table.contains { $0.entities != nil }
        var header = ["profile", "field", "passed", "pass rate", "95 % interval"]
        if entities { header += ["precision", "recall", "F1"] }
        var rows: [[String]] = []
        var profiles: [String] = []
        for row in table where !profiles.contains(row.profile) { profiles.append(row.profile) }
        let totals = FieldAccuracy.entityTotals(table)
        let shown = FieldRows.shown(table, limit: maximumRows)
        for profile in profiles {
            for row in shown where row.profile == profile {
                var cells = [row.profile, row.field, "\(row.passed)/\(row.checked)", ReportNumber.percentText(row.passRate),
                             row.interval().map { "\(ReportNumber.percentText($0.lower)) … \(ReportNumber.percentText($0.upper))" } ?? "–"]
                if entities { cells += row.entities.map(scores) ?? ["–", "–", "–"] }
                rows.append(cells)
            }
            if let total = totals.first(where: { $0.profile == profile }) {
                rows.append([profile, "all entities", "", "", ""] + scores(total.scores))
            }
        }
        let more = table.count - shown.count
        let note = more > 0 ? ["… and \(more) more field\(more == 1 ? "" : "s") passing more often (report.html lists every one)"] : []
        return (TextTable.lines(header: header, rows: rows) + note).joined(separator: "\n")
    }

    private static func scores(_ scores: EntityScores) -> [String] {
        [ReportNumber.percentText(scores.precision), ReportNumber.percentText(scores.recall), ReportNumber.percentText(scores.f1)]
    }
}
