/// The decoded-size budget every decoder holds to (`--max-megapixels`,
/// `DecodeOptions.maxPixels`): what a file declares it will decode to is checked against
/// it before anything is decoded, so no image, however its container is built, makes the
/// harness allocate more than the budget's pixels. The parts it counts: an image file's
/// header; a HEIC grid's or overlay's canvas (its item data, every `iloc` extent joined,
/// as libheif joins them) and its tiles (each tile's `ispe`, times their number); a TIFF
/// page's directory; a PDF page's raster at the profile's dpi and every image the page
/// draws (`PDFPageImages`); and, after decoding, the decoded size.
public struct DecodeBudget: Sendable, Equatable {
    /// The most pixels one decoded image may have.
    public var maxPixels: Int

    /// A budget of `maxPixels` pixels.
    public init(maxPixels: Int) { self.maxPixels = max(1, maxPixels) }

    /// Nil when `width` × `height` pixels fit; else the refusal: "image too large:
    /// \(claim) W × H pixels (N megapixels), limit M (\(advice))", where `claim` names the
    /// part and its verb ("the HEIF grid claims", "page 2 at 300 dpi is"); no parenthesis
    /// when `advice` is nil.
    public func refusal(_ claim: String, width: Int, height: Int, advice: String? = "--max-megapixels") -> ImageUnreadable? {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return refusal(claim, size: "\(width) × \(height) pixels", pixels: overflow ? Int.max : pixels, advice: advice)
    }

    /// Nil when `pixels` fit; else the refusal as above, `size` in words for people
    /// ("4 tiles of 20000 × 20000 pixels").
    public func refusal(_ claim: String, size: String, pixels: Int, advice: String? = "--max-megapixels") -> ImageUnreadable? {
        guard pixels > maxPixels else { return nil }
        return ImageUnreadable("image too large: \(claim) \(size) (\(Self.megapixels(pixels)) megapixels), limit "
                               + Self.megapixels(maxPixels) + (advice.map { " (\($0))" } ?? ""))
    }

    /// Megapixels to one decimal, without a trailing ".0" ("400", "2.4").
    static func megapixels(_ pixels: Int) -> String {
        guard pixels < Int.max / 2 else { return "more than 9 trillion" }
        let tenths = (pixels + 50_000) / 100_000
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}

extension DecodeOptions {
    /// The decoded-size budget these options set.
    public var budget: DecodeBudget { DecodeBudget(maxPixels: maxPixels) }
}
