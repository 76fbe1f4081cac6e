import Imaging
import Testing
import TestFixtures

/// Documents (a PDF, a TIFF of several pages): counted, each page decoded on its own, the
/// PDF's text layer read; a document where one picture is expected is refused, saying why.
@Suite struct DocumentPagesAreDecodedOneByOne {
    static let pdf = HandMadePDF.make(pages: [["Page one"], ["Second page", "two lines"], []])
    static let tiff = HandMadeTIFF.make([.init(width: 40, height: 30), .init(width: 50, height: 20, bar: 5),
                                         .init(width: 31, height: 17, gray: 128)])

    @Test("a three-page PDF and a three-page TIFF are documents of three pages; a PNG is no document")
    func counts() throws {
        #expect(try #require(DocumentPages.count(Self.pdf)).get() == 3)
        #expect(try #require(DocumentPages.count(Self.tiff)).get() == 3)
        #expect(DocumentPages.count(HandMadeTIFF.make([.init(width: 4, height: 4)])) == nil)
    }

    @Test("each TIFF page decodes to its own size and pixels")
    func tiffPages() throws {
        for (page, size) in [(1, (40, 30)), (2, (50, 20)), (3, (31, 17))] {
            var options = DecodeOptions()
            options.page = page
            let image = try ImageDecoder.decode(Self.tiff, options: options).get()
            #expect(image.width == size.0 && image.height == size.1)
            #expect(image.page == page)
        }
        var second = DecodeOptions()
        second.page = 2
        let bar = try ImageDecoder.decode(Self.tiff, options: second).get()
        #expect(bar.pixels.grayValue(x: 3, y: 2) == 0)      // the black bar at the top
        #expect(bar.pixels.grayValue(x: 3, y: 10) == 255)
    }

    @Test("PDF pages are rendered at the asked resolution: 612 × 792 points at 150 dpi are 1275 × 1650 pixels")
    func pdfRendering() throws {
        var options = DecodeOptions()
        options.page = 2
        options.dpi = 150
        let image = try ImageDecoder.decode(Self.pdf, options: options).get()
        // 612 × 150 / 72 = 1275, 792 × 150 / 72 = 1650 (worked by hand).
        #expect(image.width == 1275 && image.height == 1650)
        #expect(image.format == .pdf && image.page == 2)
        // Text is drawn: some pixel of the first line's band (y from 96 pt down) is dark.
        let dark = (150..<900).contains { x in (180..<215).contains { y in (image.pixels.grayValue(x: x, y: y) ?? 255) < 128 } }
        #expect(dark)
    }

    @Test("a page beyond the pixel budget is refused before it is rendered")
    func pdfBudget() {
        var options = DecodeOptions(maxPixels: 1_000_000)
        options.page = 1
        guard case .failure(let unreadable) = ImageDecoder.decode(Self.pdf, options: options) else {
            Issue.record("rendered over the budget")
            return
        }
        #expect(unreadable.reason.contains("2550 × 3300"))   // 612 and 792 points at 300 dpi
    }

    @Test("the text layer gives each page's lines, and none on a page of drawing only")
    func textLayer() throws {
        let document = try PDFDocument(bytes: Self.pdf)
        #expect(document.pageCount == 3)
        #expect(document.text(page: 1)?.lines.map(\.text) == ["Page one"])
        #expect(document.text(page: 2)?.lines.map(\.text) == ["Second page", "two lines"])
        #expect(document.text(page: 3)?.lines.isEmpty == true)
        #expect(document.text(page: 4) == nil)
        // The first line's box starts at 72 pt from the left, within Helvetica 24's height of 96 pt from the top.
        let box = try #require(document.text(page: 2)?.lines.first)
        #expect(abs(box.x - 72) < 2 && box.y > 70 && box.y < 100 && box.height > 15 && box.height < 35)
    }

    @Test("a document where one picture is expected is refused, naming what it is; a damaged PDF names Poppler's reason")
    func refusals() {
        for (bytes, what, how) in [(Self.pdf, "not an image: starts with %PDF (a PDF document of 3 pages)", "a file named .pdf is read page by page"),
                                   (Self.tiff, "a multi-page TIFF (3 pages)", "suite/doc#1")] {
            guard case .failure(let unreadable) = ImageDecoder.decode(bytes) else {
                Issue.record("\(what) decoded as one picture")
                continue
            }
            #expect(unreadable.reason.hasPrefix(what))
            #expect(unreadable.reason.contains(how))
        }
        var options = DecodeOptions()
        options.page = 1
        guard case .failure(let damaged) = ImageDecoder.decode(Array("%PDF-1.4\ngarbage".utf8), options: options) else {
            Issue.record("a damaged PDF decoded")
            return
        }
        #expect(damaged.reason.hasPrefix("damaged PDF"))
    }
}
