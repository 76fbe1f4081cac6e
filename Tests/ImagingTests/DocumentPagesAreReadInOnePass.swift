import Imaging
import Testing
import TestFixtures

/// A document held open (`OpenDocument`) gives any page for the same work: its TIFF
/// directories are walked once, its PDF opened once, whatever the page's number; a
/// document of more pages than the limit, a page tree that loops, a page too thin for the
/// renderer are refused naming what they are. Work is counted, never timed.
@Suite struct DocumentPagesAreReadInOnePass {
    /// `count` pages of 8 × 6, page n with a black bar n mod 5 rows tall at its top.
    static func tiff(pages count: Int) -> [UInt8] {
        HandMadeTIFF.make((0..<count).map { HandMadeTIFF.Page(width: 8, height: 6, bar: ($0 + 1) % 5) })
    }

    static func options(page: Int) -> DecodeOptions {
        var options = DecodeOptions()
        options.page = page
        return options
    }

    @Test("every page of a 300-page TIFF is read from one walk of its directories, each page its own pixels")
    func tiffIndexBuiltOnce() throws {
        let document = OpenDocument(bytes: Self.tiff(pages: 300))
        for page in [300, 1, 150, 2, 299] + Array(1...300) {
            let image = try ImageDecoder.decode(document, options: Self.options(page: page)).get()
            #expect(image.page == page && image.width == 8 && image.height == 6)
            let bar = page % 5
            // Row bar - 1 is black, row bar white: page `page`'s own pixels, not another's.
            if bar > 0 { #expect(image.pixels.grayValue(x: 1, y: bar - 1) == 0) }
            #expect(image.pixels.grayValue(x: 1, y: bar) == 255)
        }
        #expect(document.statistics.directoryWalks == 1)
        // The header the reader was pointed through is put back: the bytes are the file's.
        #expect(document.withBytes { $0 == Self.tiff(pages: 300) })
    }

    @Test("a PDF held open is opened once for all its pages")
    func pdfOpenedOnce() throws {
        let document = OpenDocument(bytes: HandMadePDF.make(pages: [["one"], ["two"], ["three"], []]))
        var options = Self.options(page: 1)
        options.dpi = 50
        for page in [4, 1, 3, 2] {
            options.page = page
            #expect(try ImageDecoder.decode(document, options: options).get().page == page)
        }
        #expect(document.statistics.pdfOpens == 1)
    }

    @Test("a TIFF whose directory chain goes on past 10,000 is refused, naming its count and the limit, not cut to 10,000 pages")
    func tiffOverTheLimit() {
        let bytes = Self.tiff(pages: DocumentPages.maximumPages + 50)
        guard case .failure(let refused)? = DocumentPages.count(bytes) else {
            Issue.record("counted as a document of pages: \(String(describing: DocumentPages.count(bytes)))")
            return
        }
        #expect(refused.reason.contains("10,050 directories") && refused.reason.contains("limit of 10,000 pages"))
        // Read as one picture or as a page, it says the same.
        for options in [DecodeOptions(), Self.options(page: 1)] {
            guard case .failure(let unreadable) = ImageDecoder.decode(bytes, options: options) else {
                Issue.record("decoded")
                continue
            }
            #expect(unreadable.reason.contains("10,050 directories"))
        }
    }

    @Test("a PDF claiming /Count 2147483647 (Poppler finds no page) is one unreadable document, saying why")
    func pdfClaimingTooManyPages() {
        let bytes = HandMadePDF.make(pages: [["one"]], claimedCount: Int(Int32.max))
        guard case .failure(let refused)? = DocumentPages.count(bytes) else {
            Issue.record("counted: \(String(describing: DocumentPages.count(bytes)))")
            return
        }
        #expect(refused.reason.contains("no page") && refused.reason.contains("/Count"), "\(refused.reason)")
        guard case .failure(let unreadable) = ImageDecoder.decode(bytes) else {
            Issue.record("decoded")
            return
        }
        #expect(unreadable.reason.hasPrefix("not an image: starts with %PDF") && unreadable.reason.contains("/Count"))
    }

    @Test("a page the page tree does not lead to, because the tree loops, is said to be a page-tree loop")
    func pageTreeLoop() throws {
        let document = OpenDocument(bytes: HandMadePDF.make(pages: [["one"]], pageTreeLoop: true))
        var options = Self.options(page: 2)
        options.dpi = 50
        guard case .failure(let unreadable) = ImageDecoder.decode(document, options: options) else {
            Issue.record("page 2 of a looping tree was rendered")
            return
        }
        #expect(unreadable.reason.contains("a page-tree loop"), "\(unreadable.reason)")
        #expect(!unreadable.reason.contains("not a page 2"))
    }

    @Test("a page too wide for the renderer names the renderer's limit, not a want of memory")
    func thinPage() {
        // 14,400 × 1 points at 300 dpi: 60,000 × 4 pixels, 0.24 megapixels, within the budget.
        let bytes = HandMadePDF.make(pages: [[]], mediaBox: (14_400, 1))
        guard case .failure(let unreadable) = ImageDecoder.decode(bytes, options: Self.options(page: 1)) else {
            Issue.record("rendered")
            return
        }
        #expect(unreadable.reason.contains("60000 × 4") && unreadable.reason.contains("32,767 pixels a side"), "\(unreadable.reason)")
        #expect(!unreadable.reason.contains("no memory"))
    }
}
