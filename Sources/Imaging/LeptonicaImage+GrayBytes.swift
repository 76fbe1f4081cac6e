import CLeptonica

extension LeptonicaImage {
    /// The image as 8-bit grey, one byte per pixel, rows top to bottom (0 black, 255
    /// white): what a barcode reader scans. Nil when Leptonica cannot convert it.
    public func grayBytes() -> [UInt8]? {
        guard let gray = pixConvertTo8(pix, 0) else { return nil }
        defer { var p: UnsafeMutablePointer<PIX>? = gray; pixDestroy(&p) }
        guard let data = pixGetData(gray) else { return nil }
        let width = Int(pixGetWidth(gray)), height = Int(pixGetHeight(gray))
        let wordsPerLine = Int(pixGetWpl(gray))
        var bytes = [UInt8](repeating: 255, count: width * height)
        bytes.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let line = data + y * wordsPerLine
                for x in 0..<width {
                    // Leptonica keeps pixel 0 of a word in its most significant byte,
                    // whatever the machine's byte order.
                    let word = line[x >> 2]
                    out[y * width + x] = UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * (x & 3)))
                }
            }
        }
        return bytes
    }
}
