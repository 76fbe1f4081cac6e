import CLeptonica

/// Owns one Leptonica `PIX` and frees it on deinit. The pointer is visible to the
/// package's own modules (the Tesseract backend hands it to the engine) and to no one else.
public final class LeptonicaImage: @unchecked Sendable {
    // @unchecked Sendable: the PIX is never mutated after construction; every
    // transformation below makes a new one.
    package let pix: UnsafeMutablePointer<PIX>

    /// Takes ownership of `pix`.
    package init(taking pix: UnsafeMutablePointer<PIX>) {
        self.pix = pix
    }

    deinit {
        var pointer: UnsafeMutablePointer<PIX>? = pix
        pixDestroy(&pointer)
    }

    /// The width in pixels.
    public var width: Int { Int(pixGetWidth(pix)) }
    /// The height in pixels.
    public var height: Int { Int(pixGetHeight(pix)) }
    /// Bits per pixel: 1, 2, 4, 8, 16 or 32.
    public var depth: Int { Int(pixGetDepth(pix)) }
    /// The horizontal resolution the file declares, in dots per inch; nil when it declares none.
    public var dotsPerInch: Int? {
        let resolution = Int(pixGetXRes(pix))
        return resolution > 0 ? resolution : nil
    }

    /// The image transformed so that it shows upright under `orientation`.
    public func upright(from orientation: Orientation) -> LeptonicaImage? {
        switch orientation {
        case .up: return self
        case .upMirrored: return flippedLeftRight()
        case .down: return wrap(pixRotateOrth(pix, 2))
        case .downMirrored: return flippedTopBottom()
        case .right: return wrap(pixRotateOrth(pix, 1))
        case .left: return wrap(pixRotateOrth(pix, 3))
        case .leftMirrored: return wrap(pixRotateOrth(pix, 1))?.flippedLeftRight()
        case .rightMirrored: return wrap(pixRotateOrth(pix, 1))?.flippedTopBottom()
        }
    }

    /// The image turned clockwise by `degrees` (a multiple of 90).
    public func rotatedClockwise(degrees: Int) -> LeptonicaImage? {
        let quarters = ((degrees / 90) % 4 + 4) % 4
        return quarters == 0 ? self : wrap(pixRotateOrth(pix, Int32(quarters)))
    }

    /// The rectangle (x, y, width, height) in pixels, clipped to the image.
    public func cropped(x: Int, y: Int, width: Int, height: Int) -> LeptonicaImage? {
        guard let box = boxCreate(Int32(x), Int32(y), Int32(width), Int32(height)) else { return nil }
        defer { var b: UnsafeMutablePointer<BOX>? = box; boxDestroy(&b) }
        return wrap(pixClipRectangle(pix, box, nil))
    }

    func flippedLeftRight() -> LeptonicaImage? { wrap(pixFlipLR(nil, pix)) }
    func flippedTopBottom() -> LeptonicaImage? { wrap(pixFlipTB(nil, pix)) }

    /// Removes a colour map and reduces 16-bit samples to 8, so every engine gets a plain image.
    func withoutColormap() -> LeptonicaImage? {
        var result: LeptonicaImage? = self
        if pixGetColormap(pix) != nil { result = wrap(pixRemoveColormap(pix, Int32(REMOVE_CMAP_BASED_ON_SRC))) }
        if let current = result, current.depth == 16 { result = wrap(pixConvert16To8(current.pix, Int32(L_MS_BYTE))) }
        return result
    }

    /// The grey value (0...255) at (x, y) after conversion to 8 bits; for tests and checks.
    public func grayValue(x: Int, y: Int) -> Int? {
        guard x >= 0, y >= 0, x < width, y < height,
              let gray = pixConvertTo8(pix, 0) else { return nil }
        defer { var p: UnsafeMutablePointer<PIX>? = gray; pixDestroy(&p) }
        var value: l_uint32 = 0
        guard pixGetPixel(gray, Int32(x), Int32(y), &value) == 0 else { return nil }
        return Int(value)
    }

    /// The image encoded as PNG, for reports.
    public func pngData() -> [UInt8]? {
        var data: UnsafeMutablePointer<l_uint8>?
        var size = 0
        guard pixWriteMemPng(&data, &size, pix, 0) == 0, let data else { return nil }
        defer { lept_free(data) }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    private func wrap(_ pointer: UnsafeMutablePointer<PIX>?) -> LeptonicaImage? {
        pointer.map { LeptonicaImage(taking: $0) }
    }
}
