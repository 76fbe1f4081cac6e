import CLeptonica

/// Owns one Leptonica PIX; pixDestroy in deinit.
final class LeptonicaPix {
    private var pix: UnsafeMutablePointer<PIX>?

    /// An 8-bit PIX holding the raster, with the resolution set.
    init(_ image: GrayImage, dpi: Int) throws(SynthError) {
        guard let pix = pixCreate(Int32(image.width), Int32(image.height), 8),
              let data = pixGetData(pix) else {
            throw SynthError.encode("pixCreate \(image.width)x\(image.height)")
        }
        self.pix = pix
        let wpl = Int(pixGetWpl(pix))
        // Leptonica packs 4 pixels per 32-bit word, the leftmost in the high byte.
        for y in 0..<image.height {
            let row = data + y * wpl
            for word in 0..<wpl {
                var value: UInt32 = 0
                for k in 0..<4 {
                    let x = word * 4 + k
                    let v = x < image.width ? UInt32(image[x, y]) : 255
                    value |= v << UInt32(24 - 8 * k)
                }
                row[word] = value
            }
        }
        pixSetResolution(pix, Int32(dpi), Int32(dpi))
    }

    deinit {
        if pix != nil { pixDestroy(&pix) }
    }

    /// Baseline JPEG at the given quality, through pixWriteMemJpeg.
    func jpeg(quality: Int) throws(SynthError) -> [UInt8] {
        var data: UnsafeMutablePointer<l_uint8>?
        var size = 0
        guard pixWriteMemJpeg(&data, &size, pix, Int32(quality), 0) == 0, let data else {
            throw SynthError.encode("pixWriteMemJpeg")
        }
        defer { lept_free(data) }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}
