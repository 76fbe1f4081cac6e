import Foundation
import Testing
@testable import LayoutFormats

/// A ReadingOrder naming tens of thousands of blocks or regions is followed in work that
/// grows with the lines plus the ids named (issue #30, case 9: 60,000 ALTO references
/// took about a minute a load, every line looked at for every id; PAGE-XML looked every
/// region over for every region named). The work is counted, not timed.
@Suite struct ReadingOrderIsLinear {
    @Test("20,000 blocks named in reverse: each line looked at a bounded number of times, the order reversed")
    func altoPlacementIsLinear() throws {
        let count = 20_000
        var xml = "<alto><ReadingOrder><OrderedGroup ID=\"o\">"
        for index in stride(from: count - 1, through: 0, by: -1) { xml += "<ElementRef ID=\"e\(index)\" REF=\"b\(index)\"/>" }
        xml += "</OrderedGroup></ReadingOrder><Layout><Page><PrintSpace>\n"
        for index in 0..<count {
            xml += "<TextBlock ID=\"b\(index)\"><TextLine ID=\"l\(index)\"><String CONTENT=\"w\(index)\"/></TextLine></TextBlock>\n"
        }
        xml += "</PrintSpace></Page></Layout></alto>"
        var placement = ALTOLinePlacement()
        let document = try ALTOReader.read(Array(xml.utf8), name: "big.xml", placement: &placement)
        #expect(document.lines.map(\.text) == (0..<count).reversed().map { "w\($0)" })
        #expect(document.notes.isEmpty)
        // Looking every line up for every id: 400,000,000. A lookup per id and per line: 40,000.
        #expect(placement.examined <= 4 * (count + count), "\(placement.examined) lines looked at")
        // The rules stay: ids naming lines and blocks mix, each line once at its first
        // naming, document order within a block. Lines: 0 l0 in b1, 1 l1 in b1, 2 l2 in
        // b2, 3 l3 outside blocks, 4 (no id) in b2.
        var small = ALTOLinePlacement()
        let order = small.order(ids: ["l0", "l1", "l2", "l3", nil], blocks: ["b1", "b1", "b2", nil, "b2"],
                                references: ["l3", "b2", "l1", "b1", "missing", "l2", "b2"])
        // l3; b2's lines 2 and 4; l1; b1's line 0 (1 is placed); l2 and b2 again add nothing.
        #expect(order == [3, 2, 4, 1, 0])
    }

    @Test("20,000 PAGE-XML regions named in reverse: each region looked at a bounded number of times")
    func pageRegionOrderIsLinear() throws {
        let count = 20_000
        var xml = "<PcGts><Page><ReadingOrder><OrderedGroup id=\"o\">"
        for index in 0..<count { xml += "<RegionRefIndexed index=\"\(count - index)\" regionRef=\"r\(index)\"/>" }
        xml += "</OrderedGroup></ReadingOrder>\n"
        for index in 0..<count {
            xml += "<TextRegion id=\"r\(index)\"><TextLine id=\"l\(index)\"><TextEquiv><Unicode>w\(index)</Unicode></TextEquiv>"
                + "</TextLine></TextRegion>\n"
        }
        xml += "</Page></PcGts>"
        var examined = 0
        let document = try PageXMLReader.read(Array(xml.utf8), name: "big.xml", examined: &examined)
        #expect(document.lines.map(\.text) == (0..<count).reversed().map { "w\($0)" })
        #expect(document.notes.isEmpty)
        // Every region looked over for every region named: 400,000,000.
        #expect(examined <= 4 * (count + count), "\(examined) regions looked at")
    }
}
