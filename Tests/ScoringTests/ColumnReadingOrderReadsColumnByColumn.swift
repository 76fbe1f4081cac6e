import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// Hand-made boxes: columns left to right, each top to bottom, indented entries kept in
/// their column, titles first.
@Suite struct ColumnReadingOrderReadsColumnByColumn {
    typealias Box = LayoutBox

    /// A line of `column` (left edges 50, 350, 650) on `row`, indented by `indent` pixels.
    func line(_ column: Int, _ row: Int, indent: Int = 0, width: Int = 220) -> Box {
        Box(x: 50 + 300 * column + indent, y: 100 + 25 * row, width: width - indent, height: 20)
    }

    @Test("a three-column index with indented sub-entries and a title")
    func threeColumns() {
        // Recognizer order: row by row across the page, the title last.
        var boxes: [Box] = []
        var names: [String] = []
        let layout: [[(String, Int)]] = [
            [("APPLES", 0), ("Apple crumble", 0), ("baked", 30), ("stewed", 30), ("Lamb shanks with", 0), ("rosemary", 40)],
            [("LEMONS", 0), ("Lemon tart", 0), ("curd", 30), ("Preserved lemons", 0)],
            [("ZUCCHINI", 0), ("fritters", 30), ("stuffed", 30), ("Squash", 0), ("see also Pumpkin", 30)],
        ]
        for row in 0..<6 {
            for column in 0..<3 where row < layout[column].count {
                boxes.append(line(column, row, indent: layout[column][row].1))
                names.append(layout[column][row].0)
            }
        }
        boxes.append(Box(x: 200, y: 40, width: 560, height: 30))
        names.append("INDEX")
        let ordered = ColumnReadingOrder.order(boxes).map { names[$0] }
        #expect(ordered == ["INDEX"] + layout.flatMap { $0.map(\.0) })
    }

    @Test("a spanning line between two blocks of columns is read where it stands")
    func spanningLineBetweenBlocks() {
        let boxes = [line(1, 0), line(0, 0), line(0, 1), line(1, 1),
                     Box(x: 50, y: 160, width: 520, height: 20),
                     line(1, 4), line(0, 4)]
        #expect(ColumnReadingOrder.order(boxes) == [1, 2, 0, 3, 4, 6, 5])
    }

    @Test("a single column stays top to bottom; LineRecords keep their data")
    func singleColumn() {
        let lines = [LineRecord(text: "b", confidence: 90, x: 10, y: 50, width: 100, height: 20),
                     LineRecord(text: "a", confidence: 80, x: 40, y: 20, width: 100, height: 20),
                     LineRecord(text: "c", confidence: 70, x: 10, y: 80, width: 300, height: 20)]
        #expect(ColumnReadingOrder.order(lines).map(\.text) == ["a", "b", "c"])
        #expect(ColumnReadingOrder.order([Box]()) == [])
    }
}
