/// Which image files are documents of several pages (a PDF, a TIFF of more than one
/// page), and how many pages they have: the corpus makes one sample of each page.
public enum DocumentPages {
    /// The number of pages when `bytes` are a document (a PDF of any number of pages, a
    /// TIFF of two or more), nil for a picture of one page; fails with the reason a PDF
    /// cannot be opened.
    public static func count(_ bytes: [UInt8]) -> Result<Int, ImageUnreadable>? {
        switch ImageFormat.detect(bytes) {
        case .success(.pdf):
            do { return .success(try PDFDocument(bytes: bytes).pageCount) } catch { return .failure(error) }
        case .success(.tiff):
            let pages = TIFFPages.count(in: bytes)
            return pages > 1 ? .success(pages) : nil
        default:
            return nil
        }
    }

    /// Why a document is refused where one picture is expected (`ocrgauge score`, an
    /// image read without its page).
    static func notOnePicture(_ what: String) -> String {
        "\(what): one picture is expected here; a document goes into a suite folder as it is (with its truth), "
            + "and each of its pages becomes a sample (suite/doc#1, suite/doc#2, …)"
    }
}
