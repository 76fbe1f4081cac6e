import Scoring
import Gate
import RunXML

/// Which rows of a long field accuracy table the short outputs (summary.md, the
/// terminal) show: all of them up to `limit`; beyond it the most telling `limit` — the
/// fields whose pass rate changed since the baseline (largest change first), then the
/// lowest pass rates (most checks first) — kept in the table's order. report.html and
/// run.xml give every row.
public enum FieldRows {
    /// The rows of `table` to show, at most `limit`, in table order.
    public static func shown(_ table: [FieldAccuracy], changes: [FieldChange] = [], limit: Int) -> [FieldAccuracy] {
        guard table.count > limit else { return table }
        func change(_ row: FieldAccuracy) -> Double {
            guard let found = changes.first(where: { $0.field == row.field && $0.profile == row.profile }) else { return 0 }
            return abs(found.passRateAfter - found.passRateBefore)
        }
        let ranked = table.indices.sorted { a, b in
            let (x, y) = (table[a], table[b])
            if change(x) != change(y) { return change(x) > change(y) }
            if x.passRate != y.passRate { return x.passRate < y.passRate }
            if x.checked != y.checked { return x.checked > y.checked }
            return a < b
        }
        return ranked.prefix(max(0, limit)).sorted().map { table[$0] }
    }
}
