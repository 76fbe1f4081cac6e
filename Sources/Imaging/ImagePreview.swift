import CLeptonica

/// A picture of an image for a report: the pixels as an engine saw them (decoded, turned
/// upright or not, as the profile had it), scaled so its long side is at most a limit,
/// re-encoded with no metadata (so no viewer turns it again): PNG for bilevel images,
/// JPEG for greyscale and colour; or, when the engine got a PNG or JPEG's pixels
/// untouched, that file with its metadata removed (`reusing`).
public struct ImagePreview: Sendable, Equatable {
    /// The encoded bytes.
    public var bytes: [UInt8]
    /// "image/png" or "image/jpeg".
    public var mediaType: String
    /// The preview's size in pixels.
    public var width: Int, height: Int

    /// The long side a report preview gets at most.
    public static let defaultLongSide = 1600

    /// The preview of an image file's bytes: decoded with its orientation tag applied or
    /// not, then turned `clockwise` degrees (what orientation detection did); nil when
    /// the bytes do not decode.
    /// With `crop` (x, y, width, height in pixels of the turned image: the profile's region
    /// of interest) only that part is shown, as the engine got only that part.
    public static func make(bytes: [UInt8], applyOrientation: Bool, clockwise: Int = 0,
                            crop: (x: Int, y: Int, width: Int, height: Int)? = nil,
                            longSide: Int = defaultLongSide, page: Int? = nil, dpi: Int = DecodeOptions.defaultDPI) -> ImagePreview? {
        make(document: OpenDocument(bytes: bytes), applyOrientation: applyOrientation, clockwise: clockwise, crop: crop,
             longSide: longSide, page: page, dpi: dpi)
    }

    /// The same, for a file held open: a document's page is read from it without reading
    /// the file or walking to the page again (`OpenDocument`).
    public static func make(document: OpenDocument, applyOrientation: Bool, clockwise: Int = 0,
                            crop: (x: Int, y: Int, width: Int, height: Int)? = nil,
                            longSide: Int = defaultLongSide, page: Int? = nil, dpi: Int = DecodeOptions.defaultDPI) -> ImagePreview? {
        var options = DecodeOptions(applyOrientation: applyOrientation)
        options.page = page
        options.dpi = dpi
        guard case .success(let decoded) = ImageDecoder.decode(document, options: options) else { return nil }
        if clockwise % 360 == 0 && crop == nil && decoded.page == nil,
           let reused = document.withBytes({ reusing($0, of: decoded, longSide: longSide) }) { return reused }
        var pixels = decoded.pixels
        if clockwise % 360 != 0 {
            guard let turned = pixels.rotatedClockwise(degrees: clockwise) else { return nil }
            pixels = turned
        }
        if let crop {
            guard let cropped = pixels.cropped(x: crop.x, y: crop.y, width: crop.width, height: crop.height) else { return nil }
            pixels = cropped
        }
        return pixels.preview(longSide: longSide)
    }
}

extension ImagePreview {
    /// The most bytes per pixel a file may take to be shown as it is: a JPEG at quality 60
    /// of a page takes about a tenth of a byte per pixel; a file larger than a quarter
    /// byte per pixel (a photo saved at high quality) is re-encoded instead.
    public static let reusedBytesPerPixel = 0.25

    /// The file itself as its preview, its metadata removed (`MetadataStripper`), when the
    /// engine got its pixels untouched and a browser shows them as they are: a PNG or JPEG
    /// with no orientation tag, of at most as many pixels as a preview of `longSide` square
    /// (2.56 megapixels at 1,600: an A4 page at 150 dpi, or a page slightly wider than
    /// 1,600 px, is shown whole; a 300 dpi scan or a phone photo is scaled), and at most
    /// `reusedBytesPerPixel`. Encoding a preview is most of its cost; nil otherwise (the
    /// caller then re-encodes the pixels). The page shows a picture at its region's size
    /// whatever its own, so a reused file needs no other change.
    public static func reusing(_ bytes: [UInt8], of image: DecodedImage, longSide: Int = defaultLongSide) -> ImagePreview? {
        let mediaType: String
        switch image.format {
        case .png: mediaType = "image/png"
        case .jpeg: mediaType = "image/jpeg"
        default: return nil
        }
        guard image.orientationTag == nil, image.page == nil, image.width * image.height <= longSide * longSide,
              Double(bytes.count) <= reusedBytesPerPixel * Double(image.width * image.height),
              case .success(let stripped) = MetadataStripper.strip(bytes, format: image.format) else { return nil }
        return ImagePreview(bytes: stripped.bytes, mediaType: mediaType, width: image.width, height: image.height)
    }
}

extension LeptonicaImage {
    /// This image scaled down (never up) to at most `longSide` pixels on its long side,
    /// encoded without metadata: PNG when it is bilevel, JPEG (quality `jpegQuality`)
    /// otherwise. Nil when Leptonica cannot scale or encode it.
    public func preview(longSide: Int = ImagePreview.defaultLongSide, jpegQuality: Int = 60) -> ImagePreview? {
        let bilevel = depth == 1
        var scale = min(1, Double(max(1, longSide)) / Double(max(width, height, 1)))
        var current: UnsafeMutablePointer<PIX>? = pixClone(pix)
        defer { pixDestroy(&current) }
        func replace(_ next: UnsafeMutablePointer<PIX>?) -> Bool {
            guard let next else { return false }
            pixDestroy(&current)
            current = next
            return true
        }
        if scale < 1 {
            // Area mapping averages the pixels a preview pixel covers (no aliasing); it
            // takes 8 and 32 bits, so bilevel and odd depths are made 8-bit grey first.
            if ![8, 32].contains(Int(pixGetDepth(current))) && !replace(pixConvertTo8(current, 0)) { return nil }
            // Halving (2×2 averages) is several times cheaper than a general area map: a
            // phone photo is halved until one area map of at least ½ is left.
            while scale <= 0.5 {
                if !replace(pixScaleAreaMap2(current)) { return nil }
                scale *= 2
            }
            if scale < 1 && !replace(pixScaleAreaMap(current, Float(scale), Float(scale))) { return nil }
        }
        var data: UnsafeMutablePointer<l_uint8>?
        var size = 0
        let png = bilevel
        if png {
            guard pixWriteMemPng(&data, &size, current, 0) == 0 else { return nil }
        } else {
            if ![8, 32].contains(Int(pixGetDepth(current))) && !replace(pixConvertTo8(current, 0)) { return nil }
            guard pixWriteMemJpeg(&data, &size, current, Int32(jpegQuality), 0) == 0 else { return nil }
        }
        guard let data else { return nil }
        defer { lept_free(data) }
        return ImagePreview(bytes: Array(UnsafeBufferPointer(start: data, count: size)), mediaType: png ? "image/png" : "image/jpeg",
                            width: Int(pixGetWidth(current)), height: Int(pixGetHeight(current)))
    }
}
