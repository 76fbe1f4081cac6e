import Scoring
import ReportFiles

/// run.xml's `<fieldAccuracy>` (after `<summaries>`): one `<field>` per field name and
/// profile with its checks, passes, pass rate and Wilson interval, and for entity fields
/// the SROIE task 3 counts with precision, recall and F1. Rates and bounds are derived
/// from the counts (6 decimals, for people and XPath): the reader recomputes them.
/// Left out when no sample had a field; a run.xml without it reads as a run without fields.
package enum FieldAccuracyXML {
    /// The confidence of the pass rates' intervals in run.xml and every report.
    package static let confidence = PairedBootstrap.defaultConfidence

    /// The element, indented, ending with a line break; "" for an empty table.
    static func xml(_ table: [FieldAccuracy]) -> String {
        guard !table.isEmpty else { return "" }
        func attr(_ name: String, _ value: String) -> String { " \(name)=\"\(XMLEscaping.attribute(value))\"" }
        var xml = "  <fieldAccuracy" + attr("confidence", ReportNumber.fixed(confidence, decimals: 3)) + ">\n"
        for row in table {
            xml += "    <field" + attr("name", row.field) + attr("profile", row.profile) + attr("kinds", row.kinds.joined(separator: " "))
            xml += attr("checked", String(row.checked)) + attr("passed", String(row.passed)) + attr("passRate", ReportNumber.rate(row.passRate))
            if let interval = row.interval(confidence: confidence) {
                xml += attr("lower", ReportNumber.rate(interval.lower)) + attr("upper", ReportNumber.rate(interval.upper))
            }
            if let entities = row.entities {
                xml += attr("entities", String(entities.groundTruth)) + attr("extracted", String(entities.extracted))
                xml += attr("correct", String(entities.correct)) + attr("precision", ReportNumber.rate(entities.precision))
                xml += attr("recall", ReportNumber.rate(entities.recall)) + attr("f1", ReportNumber.rate(entities.f1))
            }
            xml += "/>\n"
        }
        return xml + "  </fieldAccuracy>\n"
    }
}

extension RunXMLParser {
    /// Reads `<fieldAccuracy>`, positioned on its start tag.
    mutating func fieldAccuracy(empty: Bool) throws -> [FieldAccuracy] {
        var table: [FieldAccuracy] = []
        try children(of: "fieldAccuracy", empty: empty) { parser, name, empty in
            if name == "field" { table.append(try parser.fieldAccuracyRow()) }
            try parser.skip(name, empty: empty)
        }
        return table
    }

    private func fieldAccuracyRow() throws -> FieldAccuracy {
        let checked = try int("checked") ?? 0, passed = try int("passed") ?? 0
        guard passed <= checked else { throw error("<field> of <fieldAccuracy> passed \(passed) of \(checked) checks") }
        var entities: EntityScores?
        if let count = try int("entities") {
            let scores = EntityScores(groundTruth: count, extracted: try int("extracted") ?? 0, correct: try int("correct") ?? 0)
            guard scores.correct <= scores.extracted, scores.extracted <= scores.groundTruth, scores.groundTruth <= checked else {
                throw error("<field> of <fieldAccuracy> counts no extraction gives: \(scores.correct) correct of "
                            + "\(scores.extracted) extracted of \(scores.groundTruth) entities in \(checked) checks")
            }
            entities = scores
        }
        let kinds = (attributes["kinds"] ?? "").split(separator: " ").map(String.init)
        return FieldAccuracy(field: try required("name"), profile: try required("profile"), kinds: kinds,
                             checked: checked, passed: passed, entities: entities)
    }
}
