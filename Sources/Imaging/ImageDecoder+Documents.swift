import CLeptonica
import Foundation

extension ImageDecoder {
    /// Page `options.page` of a PDF, rendered by Poppler at `options.dpi` on white, after
    /// every image the page draws (`PDFPageImages`) and the page's raster are found
    /// within the budget.
    static func decodePDFPage(_ bytes: [UInt8], options: DecodeOptions) -> Result<DecodedImage, ImageUnreadable> {
        let opened = Result { () throws(ImageUnreadable) in try PDFDocument(bytes: bytes) }
        guard let page = options.page else {
            // Not a document's page: a PDF under another name, or one Poppler cannot open.
            if let error = opened.failure {
                let reason = error.reason.replacingOccurrences(of: "damaged PDF: ", with: "")
                return .failure(ImageUnreadable("not an image: starts with %PDF (a damaged PDF document: \(reason))"))
            }
            let pages = (try? opened.get())?.pageCount ?? 0
            return .failure(ImageUnreadable("not an image: starts with %PDF (a PDF document of \(pages) page\(pages == 1 ? "" : "s")); "
                                            + "in a suite, a file named .pdf is read page by page"))
        }
        let document: PDFDocument
        do { document = try opened.get() } catch { return .failure(error) }
        if page >= 1, page <= document.pageCount {
            let drawn = PDFPageImages.images(in: bytes, page: page)
            if let largest = drawn.images.first,
               let refusal = options.budget.refusal(
                   (drawn.pageFound ? "page \(page) draws an \(largest.inline ? "inline image (in object" : "image (object") "
                                      + "\(largest.object)) that claims"
                                    : "an image of the PDF (object \(largest.object), its pages not told apart) claims"),
                   width: largest.width, height: largest.height) {
                return .failure(refusal)
            }
        }
        switch document.render(page: page, dpi: options.dpi, maxPixels: options.maxPixels) {
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
    /// pixel budget, then that directory read by Leptonica (which turns it by its own
    /// orientation tag while reading; a note says so when the tag is not 1).
    static func decodeTIFFPage(_ bytes: [UInt8], page: Int, options: DecodeOptions) -> Result<DecodedImage, ImageUnreadable> {
        let pages = TIFFPages.pages(in: bytes)
        guard page >= 1, page <= pages.count else {
            return .failure(ImageUnreadable("the TIFF has \(pages.count) pages, not a page \(page)"))
        }
        let entry = pages[page - 1]
        if let width = entry.width, let height = entry.height,
           let refusal = options.budget.refusal("page \(page) claims", width: width, height: height) {
            return .failure(refusal)
        }
        let (decoded, message) = CodecReason.leptonicaMessage {
            bytes.withUnsafeBufferPointer { buffer in pixReadMemTiff(buffer.baseAddress, buffer.count, Int32(entry.directoryIndex)) }
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
