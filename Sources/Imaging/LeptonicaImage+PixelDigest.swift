import CLeptonica
import Hashing

extension LeptonicaImage {
    /// The SHA-256 of the pixels in a canonical serialization, so that two files holding
    /// the same pixels give the same digest whatever their container, compression or
    /// metadata: the width and the height as 4-byte big-endian numbers, then the rows top
    /// to bottom without Leptonica's row padding, each pixel as
    ///
    /// - one grey byte when the image is grey (1, 2, 4 or 8 bits a pixel, no colour
    ///   map): 1-bit pixels as 255 (white, bit 0) or 0 (black, bit 1), 2-bit as v × 85,
    ///   4-bit as v × 17, 8-bit as they are;
    /// - four bytes R, G, B, A when it is colour (32 bits a pixel), A = 255 when the
    ///   image has no alpha channel (3 samples a pixel).
    ///
    /// A colour map is removed first (as the decoder does). Nil for a pixel layout this
    /// does not describe (16 or 24 bits a pixel).
    public func pixelsSHA256() -> String? {
        guard let plain = pixGetColormap(pix) == nil ? self : withoutColormap() else { return nil }
        return plain.canonicalDigest()
    }

    private func canonicalDigest() -> String? {
        let depth = self.depth, width = self.width, height = self.height
        guard [1, 2, 4, 8, 32].contains(depth), let data = pixGetData(pix) else { return nil }
        let stream = SHA256.Stream()
        stream.update(Self.bigEndian(width) + Self.bigEndian(height))
        let wordsPerLine = Int(pixGetWpl(pix))
        let opaque = pixGetSpp(pix) != 4
        var row = [UInt8](repeating: 0, count: depth == 32 ? 4 * width : width)
        for y in 0..<height {
            let line = data + y * wordsPerLine
            row.withUnsafeMutableBufferPointer { out in
                // Leptonica keeps pixel 0 of a word in its most significant bits, whatever
                // the machine's byte order.
                switch depth {
                case 32:
                    for x in 0..<width {
                        let word = line[x]
                        out[4 * x] = UInt8(truncatingIfNeeded: word >> 24)
                        out[4 * x + 1] = UInt8(truncatingIfNeeded: word >> 16)
                        out[4 * x + 2] = UInt8(truncatingIfNeeded: word >> 8)
                        out[4 * x + 3] = opaque ? 255 : UInt8(truncatingIfNeeded: word)
                    }
                case 8:
                    for x in 0..<width { out[x] = UInt8(truncatingIfNeeded: line[x >> 2] >> UInt32(24 - 8 * (x & 3))) }
                case 4:
                    for x in 0..<width { out[x] = UInt8(truncatingIfNeeded: (line[x >> 3] >> UInt32(28 - 4 * (x & 7))) & 0xF) &* 17 }
                case 2:
                    for x in 0..<width { out[x] = UInt8(truncatingIfNeeded: (line[x >> 4] >> UInt32(30 - 2 * (x & 15))) & 0x3) &* 85 }
                default:
                    for x in 0..<width { out[x] = (line[x >> 5] >> UInt32(31 - (x & 31))) & 1 == 1 ? 0 : 255 }
                }
            }
            stream.update(row)
        }
        return stream.finish()
    }

    private static func bigEndian(_ value: Int) -> [UInt8] {
        let v = UInt32(truncatingIfNeeded: value)
        return [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }
}
