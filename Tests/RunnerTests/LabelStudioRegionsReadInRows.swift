import Testing
@testable import Runner

/// Label Studio's regions in reading order: rows top to bottom (a region joins a row
/// when its vertical centre lies within it), each row left to right; regions without a
/// box after the others, in the export's order.
@Suite struct LabelStudioRegionsReadInRows {
    typealias Order = LabelStudioReadingOrder

    func region(_ text: String, _ index: Int, x: Double, y: Double, height: Double = 4) -> Order.Region {
        Order.Region(texts: [text], box: Order.Box(x: x, y: y, width: 10, height: height), index: index)
    }

    @Test("a slightly higher word to the right stays after its row's first word; the next row follows")
    func rowsThenColumns() {
        let regions = [
            region("12.50", 0, x: 60, y: 10),
            region("THANK YOU", 1, x: 5, y: 30),
            region("TOTAL", 2, x: 5, y: 11),
            region("RM", 3, x: 40, y: 10.5),
            Order.Region(texts: ["unplaced"], box: nil, index: 4),
            region("BYE", 5, x: 50, y: 30.2),
        ]
        #expect(Order.ordered(regions).flatMap(\.texts) == ["TOTAL", "RM", "12.50", "THANK YOU", "BYE", "unplaced"])
    }

    @Test("a region whose centre lies below the row starts the next one; within a taller row it joins it")
    func lowerRegionStartsARow() {
        // upper spans 10...14; lower's centre is 15: the next row, although it is further left.
        #expect(Order.ordered([region("lower", 0, x: 5, y: 13), region("upper", 1, x: 50, y: 10)]).flatMap(\.texts)
                == ["upper", "lower"])
        // upper spans 10...18: lower's centre 15 lies within, so it joins the row and reads first.
        #expect(Order.ordered([region("lower", 0, x: 5, y: 13), region("upper", 1, x: 50, y: 10, height: 8)]).flatMap(\.texts)
                == ["lower", "upper"])
    }
}
