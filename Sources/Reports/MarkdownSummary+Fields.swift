import Scoring
import ReportFiles
import RunXML
import Gate

extension MarkdownSummary {
    /// The field accuracy table: each field's passed / checked, pass rate and Wilson
    /// interval per profile; for entity fields SROIE task 3's precision, recall and F1;
    /// with a comparison, the change against the baseline over the paired checks and its
    /// interval ("too few checks" below the minimum). At most `maximumItems` rows (the
    /// most telling, `FieldRows`). Field and profile names go through `cell`
    /// (`MarkdownText.inert`). Empty without fields.
    static func fieldTable(_ table: [FieldAccuracy], comparison: RunComparison?) -> [String] {
        guard !table.isEmpty else { return [] }
        let confidence = ReportNumber.fixed(FieldAccuracyXML.confidence * 100, decimals: 0)
        let entities = table.contains { $0.entities != nil }
        var header = "| field | profile | passed | pass rate | \(confidence) % interval |"
        var rule = "|---|---|--:|--:|--:|"
        if entities { header += " precision | recall | F1 |"; rule += "--:|--:|--:|" }
        if comparison != nil { header += " change | interval |"; rule += "--:|--:|" }
        var lines = ["", "### Field accuracy", "", header, rule]
        for row in FieldRows.shown(table, changes: comparison?.fieldChanges ?? [], limit: maximumItems) {
            var line = "| \(cell(row.field)) | \(cell(row.profile)) | \(row.passed)/\(row.checked) "
                + "| \(ReportNumber.percentText(row.passRate)) | "
                + (row.interval(confidence: FieldAccuracyXML.confidence)
                    .map { "\(ReportNumber.percentText($0.lower)) … \(ReportNumber.percentText($0.upper))" } ?? "–") + " |"
            if entities {
                line += row.entities.map { " \(ReportNumber.percentText($0.precision)) | \(ReportNumber.percentText($0.recall)) "
                    + "| \(ReportNumber.percentText($0.f1)) |" } ?? " – | – | – |"
            }
            if let comparison { line += changeCells(comparison.fieldChanges.first { $0.field == row.field && $0.profile == row.profile }) }
            lines.append(line)
        }
        if table.count > maximumItems {
            lines.append("")
            lines.append("… and \(table.count - maximumItems) more fields, "
                         + (comparison == nil ? "passing more often" : "changing less or passing more often") + " (see the HTML report)")
        }
        for total in FieldAccuracy.entityTotals(table) {
            lines.append("")
            lines.append("All entities (\(cell(total.profile))): precision \(ReportNumber.percentText(total.scores.precision)), "
                         + "recall \(ReportNumber.percentText(total.scores.recall)), F1 \(ReportNumber.percentText(total.scores.f1)) "
                         + "(\(total.scores.correct) correct, \(total.scores.extracted) extracted, \(total.scores.groundTruth) entities).")
        }
        return lines
    }

    /// The change and interval cells of a field's row ("–" when the field was not paired).
    private static func changeCells(_ change: FieldChange?) -> String {
        guard let change else { return " – | – |" }
        let interval = change.interval
        guard interval.resamples > 0 else {
            let least = PairedBootstrap.minimumSamples(confidence: interval.confidence)
            return " \(ReportNumber.pointsText(interval.change)) | too few checks (\(change.checks) < \(least)) |"
        }
        return " \(ReportNumber.pointsText(interval.change)) | "
            + "\(ReportNumber.pointsText(interval.lower)) … \(ReportNumber.pointsText(interval.upper)) |"
    }
}
