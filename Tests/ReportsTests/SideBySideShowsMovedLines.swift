import Testing
import Scoring
@testable import Reports

/// The side-by-side diff: one row per reference line; a column read after the other
/// shows as lines moved out of reading order, not as a wall of edits.
@Suite struct SideBySideShowsMovedLines {
    @Test("a two-column page read across: the second column's lines are found inside recognized lines 1-2, out of order")
    func columnReadAcross() throws {
        let reference = "Apple crumble 12\nBaked apples 53\nPear tart 80\nLemon curd 160\nLemon tart 156\nLime pie 201"
        let recognized = "Apple crumble 12 Lemon curd 160\nBaked apples 53 Lemon tart 156\nPear tart 80 Lime pie 201"
        let alignment = try #require(HTMLDiff.alignment(reference: reference, hypothesis: recognized))
        var rows = HTMLSideBySide.rows(alignment.steps)
        #expect(rows.count == 6)
        HTMLSideBySide.markMoved(&rows, hypothesisLines: recognized.split(separator: "\n").map(String.init))
        // Each reference line is shown beside the text it was recognized as; the second
        // column's first two lines come before text an earlier row was read from: moved.
        // (The last, "Lime pie 201", ends recognized line 3, after "Pear tart 80": in order.)
        #expect(rows.map(\.recognized.text) == ["Apple crumble 12", "Baked apples 53", "Pear tart 80",
                                                "Lemon curd 160", "Lemon tart 156", "Lime pie 201"])
        #expect(rows.map(\.moved) == [false, false, false, true, true, false])
        #expect(rows[3].foundIn == 1 && rows[4].foundIn == 2)
        let html = HTMLSideBySide.html(alignment, hypothesis: recognized)
        #expect(html.contains("moved: in recognized line 1</span> Lemon curd 160"))
    }

    @Test("lines read in order with a misread stay in place, the word and the character marked")
    func inOrder() throws {
        let alignment = try #require(HTMLDiff.alignment(reference: "one line\ntwo lines", hypothesis: "one 1ine\ntwo lines"))
        let html = HTMLSideBySide.html(alignment, hypothesis: "one 1ine\ntwo lines")
        #expect(!html.contains("moved"))
        #expect(html.contains("one <span class=\"w\"><mark class=\"sub\" title=\"read instead: U+0031\">1</mark>ine</span>"))
        #expect(html.contains("<tr class=\"same\"><td class=\"num\">2</td>"))
    }
}
