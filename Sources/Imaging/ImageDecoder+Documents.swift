import CLeptonica
import Foundation

extension ImageDecoder {
    /// Page `options.page` of a document held open (`OpenDocument`): a PDF's rendered, a
    /// TIFF's read; a document without a page number is refused as `decode` refuses it.
    public static func decode(_ document: OpenDocument, options: DecodeOptions) -> Result<DecodedImage, ImageUnreadable> {
        _ = quietLeptonica
        switch (document.format, options.page) {
        case (.pdf?, _): return decodePDFPage(document, options: options)
        case (.tiff?, let page?): return decodeTIFFPage(document, page: page, options: options)
        default: return document.withBytes { decode($0, options: options) }
        }
    }

    /// Page `options.page` of a PDF, rendered by Poppler at `options.dpi` on white, after
    /// every image the page draws (`PDFPageImages`) and the page's raster are found
    /// within the budget.
    static func decodePDFPage(_ document: OpenDocument, options: DecodeOptions) -> Result<DecodedImage, ImageUnreadable> {
        let opened = document.pdf()
        guard let page = options.page else {
            // Not a document's page: a PDF under another name, or one Poppler cannot open.
            if let error = opened.failure {
                let reason = error.reason.replacingOccurrences(of: "damaged PDF: ", with: "")
                return .failure(ImageUnreadable("not an image: starts with %PDF (a damaged PDF document: \(reason))"))
            }
            let pages = (try? opened.get())?.pageCount ?? 0
            if pages == 0 {
                let reason = DocumentPages.noPages.reason.replacingOccurrences(of: "damaged PDF: ", with: "")
                return .failure(ImageUnreadable("not an image: starts with %PDF (a damaged PDF document: \(reason))"))
            }
            if pages > DocumentPages.maximumPages { return .failure(DocumentPages.overLimit("a PDF", pages: pages)) }
            return .failure(ImageUnreadable("not an image: starts with %PDF (a PDF document of \(pages) page\(pages == 1 ? "" : "s")); "
                                            + "in a suite, a file named .pdf is read page by page"))
        }
        let pdf: PDFDocument
        do { pdf = try opened.get() } catch { return .failure(error) }
        if page >= 1, page <= pdf.pageCount {
            let drawn = document.withBytes { PDFPageImages.images(in: $0, page: page) }
            if let largest = drawn.images.first,
               let refusal = options.budget.refusal(
                   (drawn.pageFound ? "page \(page) draws an \(largest.inline ? "inline image (in object" : "image (object") "
                                      + "\(largest.object)) that claims"
                                    : "an image of the PDF (object \(largest.object), its pages not told apart) claims"),
                   width: largest.width, height: largest.height) {
                return .failure(refusal)
            }
        }
        switch pdf.render(page: page, dpi: options.dpi, maxPixels: options.maxPixels) {
        case .failure(let unreadable):
            return .failure(unreadable)
        case .success(let pixels):
            var image = DecodedImage(pixels: pixels, format: .pdf, orientationTag: nil, orientationApplied: false)
            image.page = page
            if options.fingerprintPixels { image.pixelsSHA256 = pixels.pixelsSHA256() }
            return .success(image)
        }
    }

    /// Page `page` of a TIFF of several pages: its declared size checked against the
    /// pixel budget, then that directory read by Leptonica as the file's first (so the
    /// reader goes to it at once), turned by its own orientation tag while read (a note
    /// says so when the tag is not 1).
    static func decodeTIFFPage(_ document: OpenDocument, page: Int, options: DecodeOptions) -> Result<DecodedImage, ImageUnreadable> {
        let listing = document.tiffListing
        if let directories = listing.directoriesBeyondLimit {
            return .failure(DocumentPages.overLimit(tiffDirectories: directories))
        }
        let pages = listing.pages
        guard page >= 1, page <= pages.count else {
            return .failure(ImageUnreadable("the TIFF has \(pages.count) pages, not a page \(page)"))
        }
        let entry = pages[page - 1]
        if let width = entry.width, let height = entry.height,
           let refusal = options.budget.refusal("page \(page) claims", width: width, height: height) {
            return .failure(refusal)
        }
        let (decoded, message) = CodecReason.leptonicaMessage {
            document.withFirstTIFFDirectory(at: entry.directoryOffset) { buffer in
                pixReadMemTiff(buffer.baseAddress, buffer.count, 0)
            }
        }
        guard let decoded, let pixels = LeptonicaImage(taking: decoded).withoutColormap() else {
            return .failure(ImageUnreadable("damaged TIFF: page \(page) cannot be read" + (message.map { ": \($0)" } ?? "")))
        }
        if let refusal = options.budget.refusal("page \(page) decoded to", width: pixels.width, height: pixels.height) {
            return .failure(refusal)
        }
        var image = DecodedImage(pixels: pixels, format: .tiff, orientationTag: nil, orientationApplied: false)
        image.page = page
        if let tag = entry.orientation, tag != 1 {
            image.notes.append("page \(page)'s orientation tag \(tag) was applied by the TIFF reader")
        }
        if options.fingerprintPixels { image.pixelsSHA256 = pixels.pixelsSHA256() }
        return .success(image)
    }
}

extension Result {
    /// The error, when it failed.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
