import Imaging
import Testing

/// A page's raw-order lines get their boxes from the words Poppler lists in its own
/// reading order (`PDFRawLines`): the words are found by their text and their place.
@Suite struct RawLinesFindTheirWords {
    typealias Word = PDFRawTextDocument.Word
    func word(_ text: String, _ x: Double, _ y: Double, _ width: Double = 20) -> Word {
        Word(text: text, x: x, y: y, width: width, height: 10)
    }

    @Test("a line's box is the union of its words', whatever order the words are listed in")
    func wordsInAnotherOrder() {
        let words = [word("STORES", 60, 0, 30), word("12", 0, 20), word("HILLSIDE", 0, 0, 50), word("Street", 30, 20)]
        let page = PDFRawLines.page(text: "HILLSIDE STORES\n12 Street\n", words: words)
        #expect(page.lines.map(\.text) == ["HILLSIDE STORES", "12 Street"])
        #expect(page.lines.map { [$0.x, $0.y, $0.width, $0.height] } == [[0, 0, 90, 10], [0, 20, 50, 10]])
    }

    @Test("lines of the same text take their words one after another, each word once")
    func repeatedLines() {
        let words = [word("9.00", 100, 0), word("9.00", 100, 40), word("Total", 0, 40), word("Total", 0, 0)]
        let page = PDFRawLines.page(text: "Total 9.00\nTotal 9.00\n", words: words)
        // The first in Poppler's list (its reading order) that spells the line comes first.
        #expect(page.lines.map(\.y) == [40, 0])
        #expect(page.lines.map(\.width) == [120, 120])
    }

    @Test("a word on another line, or to the left, does not continue a line")
    func onlyWordsToTheRightOnTheLine() {
        let words = [word("B", 0, 0), word("A", 50, 30), word("B", 80, 30)]
        let page = PDFRawLines.page(text: "A B\n", words: words)
        #expect(page.lines.first.map { [$0.x, $0.y, $0.width] } == [50, 30, 50])
    }

    @Test("characters Poppler dropped from its words still give the line a box; a line no word spells gets an empty one")
    func droppedCharactersAndUnknownLines() {
        // Poppler's reading-order words for "KIDDY" in an OCR layer were "KID" and "Y".
        let words = [word("CLAY", 0, 0), word("KID", 30, 0), word("Y", 60, 0, 5)]
        let page = PDFRawLines.page(text: "CLAY KIDDY\nnowhere\n", words: words)
        #expect(page.lines.map { [$0.x, $0.width] } == [[0, 65], [0, 0]])
        #expect(page.lines[1].text == "nowhere" && page.lines[1].height == 0)
    }

    @Test("blank lines and the spaces around a line are dropped; the text is kept as it is")
    func blankLines() {
        let page = PDFRawLines.page(text: "  A  \n\n \nB\n", words: [word("A", 0, 0), word("B", 0, 20)])
        #expect(page.lines.map(\.text) == ["A", "B"])
        #expect(page.text == "  A  \n\n \nB\n")
    }

    @Test("a page of 300 identical lines of 10 identical words gives each line a row of its own")
    func manyIdenticalLines() {
        // Listed bottom row first, right to left: nothing in the order helps.
        var words: [Word] = []
        for row in (0..<300).reversed() {
            for column in (0..<10).reversed() { words.append(word("the", Double(column * 30), Double(row * 12))) }
        }
        let text = String(repeating: Array(repeating: "the", count: 10).joined(separator: " ") + "\n", count: 300)
        let page = PDFRawLines.page(text: text, words: words)
        #expect(page.lines.count == 300)
        #expect(Set(page.lines.map(\.y)).count == 300)
        #expect(page.lines.allSatisfy { $0.x == 0 && $0.width == 290 && $0.height == 10 })
    }
}
