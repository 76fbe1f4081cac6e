/// How the harness decodes an image before any engine sees it.
public struct DecodeOptions: Sendable, Equatable {
    /// Honour the file's orientation tag (the default) or hand the stored pixels as they are.
    public var applyOrientation: Bool
    /// Images whose header claims more pixels than this are refused before decoding.
    public var maxPixels: Int
    /// Also compute `DecodedImage.pixelsSHA256`, the digest of the pixels as decoded
    /// (before any orientation is applied): what a run records to tell an image change
    /// from a regression, and what `corpus add` and `corpus check` find duplicates by.
    public var fingerprintPixels: Bool
    /// The page to decode of a document (a PDF, or a TIFF of several pages), 1-based; nil:
    /// the file is one picture (a document's first page is refused, never taken silently).
    public var page: Int? = nil
    /// The resolution a PDF page is rendered at, in dots per inch (the profile's `"dpi"`).
    public var dpi: Int = DecodeOptions.defaultDPI

    /// 100 megapixels: larger than any page scan at 600 dpi, smaller than a decompression bomb.
    public static let defaultMaxPixels = 100_000_000
    /// 300 dpi: what OCR engines are tuned for and scanners default to.
    public static let defaultDPI = 300

    /// Options honouring the orientation tag, or not, with this pixel limit, computing the
    /// pixel digest when asked.
    public init(applyOrientation: Bool = true, maxPixels: Int = DecodeOptions.defaultMaxPixels, fingerprintPixels: Bool = false) {
        self.applyOrientation = applyOrientation
        self.maxPixels = maxPixels
        self.fingerprintPixels = fingerprintPixels
    }
}
