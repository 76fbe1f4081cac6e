/// A minimal little-endian baseline TIFF: 8-bit grayscale, PackBits, one strip,
/// with the orientation in tag 274. No date or software tags, so bytes are stable.
enum TIFFEncoder {
    static func encode(_ image: GrayImage, dpi: Int, orientation: Int?) -> [UInt8] {
        var strip: [UInt8] = []
        for y in 0..<image.height {
            let start = y * image.width
            strip += packBits(image.pixels[start..<(start + image.width)])
        }
        var out: [UInt8] = [0x49, 0x49, 0x2A, 0x00]
        let stripOffset = 8
        let resolutionOffset = stripOffset + strip.count + (strip.count & 1)
        let ifdOffset = resolutionOffset + 16
        out.appendLE32(UInt32(ifdOffset))
        out += strip
        if strip.count & 1 == 1 { out.append(0) }
        for _ in 0..<2 { out.appendLE32(UInt32(dpi)); out.appendLE32(1) }  // X and Y resolution

        // (tag, type, count, value) — type 3 SHORT, 4 LONG, 5 RATIONAL; ascending tags.
        var entries: [(UInt16, UInt16, UInt32, UInt32)] = [
            (256, 4, 1, UInt32(image.width)),
            (257, 4, 1, UInt32(image.height)),
            (258, 3, 1, 8),
            (259, 3, 1, 32773),                   // PackBits
            (262, 3, 1, 1),                       // BlackIsZero
            (273, 4, 1, UInt32(stripOffset)),
        ]
        if let orientation { entries.append((274, 3, 1, UInt32(orientation))) }
        entries += [
            (277, 3, 1, 1),
            (278, 4, 1, UInt32(image.height)),
            (279, 4, 1, UInt32(strip.count)),
            (282, 5, 1, UInt32(resolutionOffset)),
            (283, 5, 1, UInt32(resolutionOffset + 8)),
            (296, 3, 1, 2),                       // inch
        ]
        out.appendLE16(UInt16(entries.count))
        for (tag, type, count, value) in entries {
            out.appendLE16(tag)
            out.appendLE16(type)
            out.appendLE32(count)
            if type == 3 { out.appendLE16(UInt16(value)); out.appendLE16(0) } else { out.appendLE32(value) }
        }
        out.appendLE32(0)
        return out
    }

    /// PackBits (TIFF compression 32773) for one row.
    static func packBits(_ row: ArraySlice<UInt8>) -> [UInt8] {
        let bytes = Array(row)
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            var run = 1
            while i + run < bytes.count, run < 128, bytes[i + run] == bytes[i] { run += 1 }
            if run >= 2 {
                out.append(UInt8(bitPattern: Int8(1 - run)))
                out.append(bytes[i])
                i += run
                continue
            }
            var literalEnd = i + 1
            while literalEnd < bytes.count, literalEnd - i < 128 {
                if literalEnd + 1 < bytes.count, bytes[literalEnd] == bytes[literalEnd + 1] { break }
                literalEnd += 1
            }
            out.append(UInt8(literalEnd - i - 1))
            out += bytes[i..<literalEnd]
            i = literalEnd
        }
        return out
    }
}
