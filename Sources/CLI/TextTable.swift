import Foundation

/// A plain-text table's lines: the header, a rule, then the rows; every column as wide as
/// its widest cell, the first `leftAligned` columns padded on the right, the rest on the
/// left (numbers), two spaces between columns.
enum TextTable {
    static func lines(header: [String], rows: [[String]], leftAligned: Int = 2) -> [String] {
        let widths = header.indices.map { column in ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                column < leftAligned ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                                     : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }
        return [line(header), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")] + rows.map(line)
    }
}
