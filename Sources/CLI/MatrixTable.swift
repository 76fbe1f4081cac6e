import Foundation
import Reports
import Scoring
import ReportFiles

/// The terminal form of a settings matrix: per suite, each profile's micro CER and
/// passes, and the best profile.
enum MatrixTable {
    static func render(_ record: RunRecord) -> String? {
        render(ProfileMatrix(record.results))
    }

    static func render(_ matrix: ProfileMatrix) -> String? {
        guard matrix.profiles.count > 1 else { return nil }
        let header = ["suite"] + matrix.profiles + ["best"]
        let rows = matrix.rows.map { row in
            [row.suite] + row.cells.map { cell in
                cell.map { ReportNumber.percentText($0.microCER) + String(format: " %d/%d %.2fs", $0.passed, $0.samples, ProfileMatrix.secondsPerPage($0)) } ?? "–"
            } + [row.bestText + (row.tied > 1 ? " (=\(row.tied))" : "")]
        }
        let note = "(micro CER, passed/samples, seconds per page; best: lowest CER, then more passes, named only when every other "
            + "profile's CER is higher beyond noise (95 % paired-bootstrap interval above 0), else \"no clear winner\"; "
            + "(=N): N profiles tie, the first listed leads)"
        // Where no winner is clear: how much higher each other profile's CER is, with its interval.
        var unclear: [String] = []
        for row in matrix.rows where !row.clearWinner && !row.margins.isEmpty {
            let margins = row.margins.enumerated().compactMap { index, margin -> String? in
                guard let margin, margin.resamples > 0 else { return nil }
                return "\(matrix.profiles[index]) \(ReportNumber.pointsText(margin.change)) "
                    + "[\(ReportNumber.pointsText(margin.lower)), \(ReportNumber.pointsText(margin.upper))]"
            }
            if !margins.isEmpty { unclear.append("  \(row.suite): against \(row.best), " + margins.joined(separator: "; ")) }
        }
        if !unclear.isEmpty { unclear.insert("No clear winner (CER above the leader, 95 % interval):", at: 0) }
        return (TextTable.lines(header: header, rows: rows, leftAligned: header.count) + [note] + unclear).joined(separator: "\n")
    }
}
