import CLeptonica
import CPoppler

extension PDFDocument {
    /// The longest side, in pixels, of a page Cairo renders (its image surfaces' limit).
    public static let largestSide = 32_767

    /// Why page `number` cannot be had: there is no such page, or the page tree does not
    /// lead to it though the PDF counts it.
    func missingPage(_ number: Int) -> ImageUnreadable {
        let pages = pageCount
        guard (1...max(1, pages)).contains(number), pages > 0 else {
            return ImageUnreadable("the PDF has \(pages) page\(pages == 1 ? "" : "s"), not a page \(number)")
        }
        return ImageUnreadable("damaged PDF: its page tree counts \(pages) pages but does not lead to page \(number) "
                               + "(a page-tree loop, or a page object missing)")
    }

    /// Page `number` (1-based) rendered at `dpi` on white, as 32-bit RGB pixels; refused
    /// before rendering when it would exceed `maxPixels` (the images the page draws are
    /// the caller's to check first: `ImageDecoder.decodePDFPage`).
    public func render(page number: Int, dpi: Int, maxPixels: Int) -> Result<LeptonicaImage, ImageUnreadable> {
        guard let size = pageSize(number) else { return .failure(missingPage(number)) }
        let scale = Double(dpi) / 72
        let (w, h) = ((size.width * scale).rounded(), (size.height * scale).rounded())
        guard w >= 1, h >= 1, w < Double(Int32.max) / 4, h < Double(Int32.max) else {
            return .failure(ImageUnreadable("damaged PDF: page \(number) measures \(size.width) × \(size.height) points"))
        }
        let width = Int(w), height = Int(h)
        if width > Self.largestSide || height > Self.largestSide {
            return .failure(ImageUnreadable(
                "image too large: page \(number) at \(dpi) dpi is \(width) × \(height) pixels, over the "
                + "\(DocumentPages.grouped(Self.largestSide)) pixels a side the PDF renderer (Cairo) makes at most "
                + "(lower the profile's \"dpi\")"))
        }
        if let refusal = DecodeBudget(maxPixels: maxPixels).refusal("page \(number) at \(dpi) dpi is", width: width, height: height,
                                                                     advice: "lower the profile's \"dpi\" or raise --max-megapixels") {
            return .failure(refusal)
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else {
            return .failure(ImageUnreadable("page \(number) cannot be rendered: no memory for \(width) × \(height) pixels"))
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            return .failure(ImageUnreadable("page \(number) cannot be rendered: no memory for \(width) × \(height) pixels"))
        }
        cairo_set_source_rgb(context, 1, 1, 1)
        cairo_paint(context)
        cairo_scale(context, scale, scale)
        _ = withPage(number) { page in poppler_page_render(page, context) }
        cairo_destroy(context)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface), let pix = pixCreate(Int32(width), Int32(height), 32) else {
            return .failure(ImageUnreadable("page \(number) cannot be rendered: no memory for \(width) × \(height) pixels"))
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let wordsPerLine = Int(pixGetWpl(pix))
        let out = pixGetData(pix)!
        data.withMemoryRebound(to: UInt8.self, capacity: stride * height) { bytes in
            for y in 0..<height {
                let row = UnsafeRawPointer(bytes + y * stride).assumingMemoryBound(to: UInt32.self)
                let line = out + y * wordsPerLine
                // Cairo keeps 0x00RRGGBB in a native word, Leptonica 0xRRGGBBAA.
                for x in 0..<width { line[x] = row[x] << 8 }
            }
        }
        // The engine learns the page's resolution from the pixels (Tesseract reads it).
        pixSetResolution(pix, Int32(dpi), Int32(dpi))
        return .success(LeptonicaImage(taking: pix))
    }
}
