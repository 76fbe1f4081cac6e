import Testing
@testable import Imaging
import TestFixtures

/// Issue #46, case 3: a PDF whose one-inch page draws an image declaring far more pixels
/// than the page (30000² in the issue: 3.56 GB peak while Poppler rendered the page at any
/// dpi). Every image a page draws is held to the pixel budget (`--max-megapixels`) by its
/// declared `/Width` and `/Height` before Poppler renders the page. The tests use a small
/// budget, so that the images are small enough to render where the check is missing.
@Suite struct PDFPageImagesWithinTheBudget {
    static func page(_ number: Int, budget: Int = 1_000_000) -> DecodeOptions {
        var options = DecodeOptions(maxPixels: budget)
        options.page = number
        return options
    }

    @Test("a one-inch page drawing a 2000 × 2000 image is refused before rendering, naming the image, its size and the limit")
    func pageDrawingAHugeImageIsRefused() {
        for objectStream in [false, true] {
            let pdf = PDFImagePages.make(width: 2000, height: 2000, objectStream: objectStream)
            switch ImageDecoder.decode(pdf, options: Self.page(1)) {
            case .success(let image): Issue.record("rendered to \(image.width) × \(image.height) (object stream: \(objectStream))")
            case .failure(let unreadable):
                #expect(unreadable.reason == "image too large: page 1 draws an image (object 7) that claims 2000 × 2000 pixels "
                        + "(4 megapixels), limit 1 (--max-megapixels)", "\(unreadable.reason)")
            }
        }
    }

    @Test("the page drawing the huge image is refused; the document's other pages render")
    func otherPagesRender() throws {
        for objectStream in [false, true] {
            let pdf = PDFImagePages.make(width: 2000, height: 2000, pages: 3, imagePage: 2, objectStream: objectStream)
            #expect(try ImageDecoder.decode(pdf, options: Self.page(1)).get().width == 300)
            #expect(try ImageDecoder.decode(pdf, options: Self.page(3)).get().width == 300)
            switch ImageDecoder.decode(pdf, options: Self.page(2)) {
            case .success: Issue.record("page 2 rendered (object stream: \(objectStream))")
            case .failure(let unreadable): #expect(unreadable.reason.hasPrefix("image too large: page 2 draws an image (object 10)"))
            }
        }
    }

    @Test("within the budget the page renders whole, and the declared sizes are read from plain objects and object streams")
    func withinTheBudgetRenders() throws {
        for objectStream in [false, true] {
            let pdf = PDFImagePages.make(width: 2000, height: 2000, objectStream: objectStream)
            let image = try ImageDecoder.decode(pdf, options: Self.page(1, budget: 5_000_000)).get()
            #expect(image.width == 300 && image.height == 300)
            let drawn = PDFPageImages.images(in: PDFImagePages.make(width: 30000, height: 30000, objectStream: objectStream), page: 1)
            #expect(drawn.pageFound)
            #expect(drawn.images == [PDFPageImages.Image(object: 7, width: 30000, height: 30000)])
        }
    }

    @Test("a file whose page tree cannot be read counts every image it holds for every page")
    func noPageTreeCountsEveryImage() {
        var pdf = PDFImagePages.make(width: 30000, height: 30000, pages: 2, imagePage: 2)
        // Break the catalog's name: no root is found.
        let catalog = Array("/Catalog".utf8)
        if let at = (0..<(pdf.count - catalog.count)).first(where: { Array(pdf[$0..<($0 + catalog.count)]) == catalog }) {
            pdf[at + 1] = UInt8(ascii: "X")
        }
        let drawn = PDFPageImages.images(in: pdf, page: 1)
        #expect(!drawn.pageFound)
        #expect(drawn.images.first == PDFPageImages.Image(object: 10, width: 30000, height: 30000))
    }

    @Test("a page whose content stream holds an inline image over the budget is refused, naming the stream; within it, it renders")
    func inlineImages() throws {
        let pdf = PDFImagePages.make(width: 2000, height: 2000, inline: true)
        switch ImageDecoder.decode(pdf, options: Self.page(1)) {
        case .success(let image): Issue.record("rendered to \(image.width) × \(image.height)")
        case .failure(let unreadable):
            #expect(unreadable.reason == "image too large: page 1 draws an inline image (in object 6) that claims 2000 × 2000 pixels "
                    + "(4 megapixels), limit 1 (--max-megapixels)", "\(unreadable.reason)")
        }
        #expect(try ImageDecoder.decode(pdf, options: Self.page(1, budget: 5_000_000)).get().width == 300)
    }

    @Test("numbers a PDF cannot hold in sizes and lengths do not trap: nan and 1e999 are no sizes, 40 digits one over any budget")
    func oddNumbersDoNotTrap() {
        for size in ["nan", "1e999", String(repeating: "9", count: 40), "-5"] {
            let text = "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n"
                + "3 0 obj << /Type /Page /Resources << /XObject << /I 4 0 R >> >> >> endobj\n"
                + "4 0 obj << /Subtype /Image /Width \(size) /Height \(size) /Length \(size) >> stream\nxx\nendstream endobj\n"
            let drawn = PDFPageImages.images(in: Array(text.utf8), page: 1)
            #expect(drawn.pageFound)
            switch size.count {
            case 40: #expect(drawn.images.first?.pixels == Int.max)
            case 2: #expect(drawn.images.first?.pixels == 0)
            default: #expect(drawn.images.isEmpty)
            }
        }
    }
}
