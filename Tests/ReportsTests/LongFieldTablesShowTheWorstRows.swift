import Testing
@testable import Reports
import Scoring
@testable import Gate
@testable import RunXML

/// summary.md and the terminal show at most 20 field rows: beyond that the fields that
/// changed most, then those that pass least, in the table's order; report.html and
/// run.xml keep every row.
@Suite struct LongFieldTablesShowTheWorstRows {
    /// f0 … f24: f7 passes 1 of 4, f12 2 of 4, every other field 4 of 4.
    static let table: [FieldAccuracy] = (0..<25).map { index in
        FieldAccuracy(field: "f\(index)", profile: "p", kinds: ["contains"], checked: 4,
                      passed: index == 7 ? 1 : (index == 12 ? 2 : 4))
    }

    @Test("up to the limit every row, in order; beyond it the lowest pass rates first, shown in order")
    func lowestFirst() {
        #expect(FieldRows.shown(Array(Self.table.prefix(20)), limit: 20).map(\.field) == (0..<20).map { "f\($0)" })
        let shown = FieldRows.shown(Self.table, limit: 3)
        // f7 (25 %) and f12 (50 %), then the first of the 100 % fields (f0), in table order.
        #expect(shown.map(\.field) == ["f0", "f7", "f12"])
    }

    @Test("with a comparison, the fields that changed come first")
    func changedFirst() {
        let interval = ChangeInterval(change: -0.25, lower: -0.25, upper: -0.25, confidence: 0.95, resamples: 0)
        let change = FieldChange(field: "f20", profile: "p", checks: 4, passedBefore: 4, passedAfter: 3, interval: interval)
        #expect(FieldRows.shown(Self.table, changes: [change], limit: 2).map(\.field) == ["f7", "f20"])
    }

    @Test("summary.md lists 20 rows and says how many more")
    func markdownCaps() {
        let lines = MarkdownSummary.fieldTable(Self.table, comparison: nil)
        #expect(lines.filter { $0.hasPrefix("| f") && !$0.hasPrefix("| field") }.count == 20)
        #expect(lines.contains("| f7 | p | 1/4 | 25.00 % | 4.56 % … 69.94 % |"))
        #expect(lines.contains("… and 5 more fields, passing more often (see the HTML report)"))
    }
}
