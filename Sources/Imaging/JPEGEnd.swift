/// Where a JPEG's image data ends: its segments are walked by their lengths (an EXIF
/// thumbnail's own end marker inside APP1 is skipped), each scan's entropy-coded data is
/// read up to the next marker (FF 00 is a stuffed byte, FF D0–D7 restart markers), until
/// the end-of-image marker (FF D9). What follows it is not part of the image.
enum JPEGEnd {
    enum Found: Equatable {
        /// The offset just after FF D9.
        case end(Int)
        /// Where and why the data stops before an end marker.
        case truncated(String)
    }

    static func find(in bytes: [UInt8]) -> Found {
        let r = ByteReader(bytes)
        var offset = 2   // after SOI
        func cut(_ what: String) -> Found {
            .truncated("truncated JPEG: \(what), data ends at byte \(bytes.count) without an end-of-image marker")
        }
        while offset < bytes.count {
            guard bytes[offset] == 0xFF else { return .truncated("damaged JPEG: no marker at byte \(offset)") }
            var at = offset
            while at < bytes.count && bytes[at] == 0xFF { at += 1 }   // fill bytes
            guard at < bytes.count else { return cut("a marker is cut off") }
            let marker = bytes[at]
            at += 1
            if marker == 0xD9 { return .end(at) }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { offset = at; continue }
            guard let length = r.u16(at: at), length >= 2 else { return cut("segment FF \(HexByte.text(marker)) at byte \(offset) is cut off") }
            let segmentEnd = at + Int(length)
            guard segmentEnd <= bytes.count else {
                return cut("segment FF \(HexByte.text(marker)) at byte \(offset) claims \(length) bytes")
            }
            offset = segmentEnd
            guard marker == 0xDA else { continue }
            // Entropy-coded data up to the next real marker.
            while offset + 1 < bytes.count {
                if bytes[offset] == 0xFF {
                    let next = bytes[offset + 1]
                    if next != 0x00 && !(0xD0...0xD7).contains(next) && next != 0xFF { break }
                }
                offset += 1
            }
            if offset + 1 >= bytes.count { return cut("the scan's data is cut off") }
        }
        return cut("no end-of-image marker")
    }
}
