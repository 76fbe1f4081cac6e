/// Which image files are documents of several pages (a PDF, a TIFF of more than one
/// page), and how many pages they have: the corpus makes one sample of each page.
public enum DocumentPages {
    /// The most pages a document may have: a PDF claiming more, or a TIFF whose directory
    /// chain goes on past this many, is one unreadable sample saying so, never cut short
    /// in silence.
    public static let maximumPages = 10_000

    /// The number of pages when `bytes` are a document (a PDF of any number of pages, a
    /// TIFF of two or more), nil for a picture of one page; fails with the reason a PDF
    /// cannot be opened, or that the document has more pages than `maximumPages`.
    public static func count(_ bytes: [UInt8]) -> Result<Int, ImageUnreadable>? {
        switch ImageFormat.detect(bytes) {
        case .success(.pdf):
            do {
                let pages = try PDFDocument(bytes: bytes).pageCount
                if pages == 0 { return .failure(noPages) }
                return pages > maximumPages ? .failure(overLimit("a PDF", pages: pages)) : .success(pages)
            } catch { return .failure(error) }
        case .success(.tiff):
            let listing = TIFFPages.listing(of: bytes)
            if let directories = listing.directoriesBeyondLimit { return .failure(overLimit(tiffDirectories: directories)) }
            return listing.pages.count > 1 ? .success(listing.pages.count) : nil
        default:
            return nil
        }
    }

    /// How the reason a document has too many pages begins.
    public static let tooManyPages = "too many pages: "

    /// Why a PDF in which Poppler finds no page is one unreadable sample: Poppler counts
    /// none when the page tree's /Count is larger than the file's objects could hold.
    public static let noPages = ImageUnreadable("damaged PDF: Poppler finds no page in it (its page tree counts none, or claims more "
                                         + "pages than the file holds objects, as a /Count of 2147483647 does)")

    /// Why a PDF claiming `pages` pages is not read page by page.
    static func overLimit(_ what: String, pages: Int) -> ImageUnreadable {
        ImageUnreadable(tooManyPages + "\(what) of \(grouped(pages)) pages, over the limit of \(grouped(maximumPages)) "
                        + "pages a document may have; it is one unreadable sample (split it into documents of at most "
                        + "\(grouped(maximumPages)) pages)")
    }

    /// Why a TIFF whose chain holds `directories` directories (counted up to
    /// `TIFFStructure.countedDirectories`) is not read page by page.
    static func overLimit(tiffDirectories directories: Int) -> ImageUnreadable {
        let count = directories >= TIFFStructure.countedDirectories ? "at least \(grouped(directories))" : grouped(directories)
        return ImageUnreadable(tooManyPages + "a TIFF of \(count) directories, over the limit of \(grouped(maximumPages)) "
                               + "pages a document may have; it is one unreadable sample (split it into documents of at most "
                               + "\(grouped(maximumPages)) pages)")
    }

    /// 10000 as "10,000".
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }

    /// Why a document is refused where one picture is expected (`ocrgauge score`, an
    /// image read without its page).
    static func notOnePicture(_ what: String) -> String {
        "\(what): one picture is expected here; a document goes into a suite folder as it is (with its truth), "
            + "and each of its pages becomes a sample (suite/doc#1, suite/doc#2, …)"
    }
}
