import Foundation
import Testing
@testable import Runner

/// Boxes read as lines on the page straightened by the slant that makes the fewest lines
/// (`BoxedTextLines`), worked by hand.
@Suite struct BoxedTextLinesStraightenASlantedPage {
    static func box(_ text: String, _ left: Double, _ top: Double, _ right: Double, _ bottom: Double, _ index: Int) -> BoxedTextLines.Box {
        BoxedTextLines.Box(text: text, left: left, top: top, right: right, bottom: bottom, index: index)
    }

    /// A photo turned a little: three items (x 10–60, centre 35) at y 0, 40 and 60 (16 high),
    /// their prices (x 150–190, centre 170) 12 lower each, at 12, 52 and 72.
    ///
    /// - Level (0°): 3.20 (12–28) overlaps Latte (0–16) by 4 < 8: a line of its own; 2.10
    ///   (52–68) overlaps Tea (60–76) by 8 ≥ 8 — the wrong item: 5 lines.
    /// - The items sit over one another, so no slant makes fewer than 3 lines, and 3 lines
    ///   means each price on one item with the same offset (12 lower): their own items. A
    ///   slant θ lifts a price by tan θ · 135 more than its item; the price overlaps its
    ///   item by at least 8 once 12 − 135 · tan θ ≤ 8, tan θ ≥ 0.0296, θ ≥ 1.70°. At 1.5°
    ///   (lift 3.53, overlap 7.53) not yet; at 2° (lift 4.71, overlap 8.71) all three: 3 lines,
    ///   the smallest slant that does it.
    @Test("a slanted receipt's prices join their own items at the smallest slant that makes the fewest lines")
    func slantedReceipt() {
        let boxes = [Self.box("Latte", 10, 0, 60, 16, 0), Self.box("Scone", 10, 40, 60, 56, 1), Self.box("Tea", 10, 60, 60, 76, 2),
                     Self.box("3.20", 150, 12, 190, 28, 3), Self.box("2.10", 150, 52, 190, 68, 4), Self.box("1.80", 150, 72, 190, 88, 5)]
        let level = BoxedTextLines.gathered(boxes, slope: 0).map { line in line.sorted { $0.left < $1.left }.map(\.text) }
        #expect(level == [["Latte"], ["3.20"], ["Scone"], ["Tea", "2.10"], ["1.80"]])
        #expect(BoxedTextLines.gathered(boxes, slope: tan(1.5 * .pi / 180)).count == 6)
        #expect(BoxedTextLines.lines(boxes) == ["Latte 3.20", "Scone 2.10", "Tea 1.80"])
    }

    @Test("the slants run from 0 outwards, -10 to 10 degrees by halves; a level page keeps its lines")
    func slants() {
        #expect(BoxedTextLines.slants.prefix(5) == [0, -0.5, 0.5, -1, 1])
        #expect(BoxedTextLines.slants.count == 41 && BoxedTextLines.slants.last == 10)
        let level = [Self.box("TOTAL", 10, 100, 60, 118, 0), Self.box("5.30", 150, 101, 190, 119, 1), Self.box("THANK YOU", 40, 130, 160, 146, 2)]
        #expect(BoxedTextLines.lines(level) == ["TOTAL 5.30", "THANK YOU"])
        #expect(BoxedTextLines.lines([]) == [])
    }
}
