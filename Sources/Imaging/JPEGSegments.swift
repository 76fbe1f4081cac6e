/// The marker segments of a JPEG up to its first scan, and where its image data ends.
struct JPEGSegments {
    /// One segment: its marker, where it starts (the 0xFF) and ends, and its payload.
    struct Segment {
        var marker: UInt8
        var start: Int
        var end: Int
        var payload: Range<Int>

        /// Whether the payload starts with `signature`.
        func starts(with signature: [UInt8], in bytes: [UInt8]) -> Bool {
            payload.count >= signature.count && bytes[payload.lowerBound..<(payload.lowerBound + signature.count)].elementsEqual(signature)
        }

        static let exif = Array("Exif".utf8) + [0, 0]
        static let xmp = Array("http://ns.adobe.com/xap/1.0/".utf8) + [0]
        static let extendedXMP = Array("http://ns.adobe.com/xmp/extension/".utf8) + [0]
        static let iccProfile = Array("ICC_PROFILE".utf8) + [0]
        static let jfif = Array("JFIF".utf8) + [0]
        static let adobe = Array("Adobe".utf8)

        /// The personal metadata this segment carries.
        func metadataKinds(in bytes: [UInt8]) -> Set<ImageMetadata.Kind> {
            switch marker {
            case 0xE1 where starts(with: Self.exif, in: bytes):
                guard let structure = TIFFStructure(Array(bytes[payload]), base: 6) else { return [] }
                return ImageMetadata.exifKinds(structure)
            case 0xE1 where starts(with: Self.xmp, in: bytes) || starts(with: Self.extendedXMP, in: bytes):
                return [.xmp]
            case 0xED: return [.iptc]
            case 0xFE: return [.comments]
            case 0xE2 where !starts(with: Self.iccProfile, in: bytes): return [.embedded]   // MPF, FlashPix
            default: return []
            }
        }

        /// Whether stripping keeps it: every non-application segment, JFIF (APP0), an ICC
        /// profile (APP2) and Adobe's colour transform (APP14), which decoding needs.
        func isKept(in bytes: [UInt8]) -> Bool {
            switch marker {
            case 0xE0: return starts(with: Self.jfif, in: bytes)
            case 0xE2: return starts(with: Self.iccProfile, in: bytes)
            case 0xEE: return starts(with: Self.adobe, in: bytes)
            case 0xE1, 0xE3...0xED, 0xEF, 0xFE: return false
            default: return true
            }
        }
    }

    /// The segments between SOI and the first SOS (excluded), or nil when malformed.
    static func read(_ bytes: [UInt8]) -> [Segment]? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        let r = ByteReader(bytes)
        var segments: [Segment] = []
        var offset = 2
        while offset + 4 <= bytes.count {
            guard r.u8(at: offset) == 0xFF, let marker = r.u8(at: offset + 1) else { return nil }
            if marker == 0xFF { offset += 1; continue }
            if marker == 0xDA { return segments }
            if marker == 0xD9 || (0xD0...0xD7).contains(marker) || marker == 0x01 { return nil }
            guard let length = r.u16(at: offset + 2), length >= 2, offset + 2 + Int(length) <= bytes.count else { return nil }
            let end = offset + 2 + Int(length)
            segments.append(Segment(marker: marker, start: offset, end: end, payload: (offset + 4)..<end))
            offset = end
        }
        return nil
    }

    /// Where the first scan's marker (SOS) starts.
    static func scanStart(_ bytes: [UInt8]) -> Int? {
        guard let segments = read(bytes) else { return nil }
        var offset = segments.last?.end ?? 2
        while offset < bytes.count, bytes[offset] == 0xFF, offset + 1 < bytes.count, bytes[offset + 1] == 0xFF { offset += 1 }
        return offset + 1 < bytes.count && bytes[offset] == 0xFF && bytes[offset + 1] == 0xDA ? offset : nil
    }

    /// The offset just past the end-of-image marker that ends the image data (scans and
    /// the segments between them skipped by their lengths), or nil when there is none.
    static func imageEnd(_ bytes: [UInt8]) -> Int? {
        guard var offset = scanStart(bytes) else { return nil }
        let r = ByteReader(bytes)
        while offset + 1 < bytes.count {
            guard bytes[offset] == 0xFF else { offset += 1; continue }
            let marker = bytes[offset + 1]
            switch marker {
            case 0x00, 0xFF, 0xD0...0xD7:
                offset += marker == 0xFF ? 1 : 2     // stuffed byte, fill byte, restart marker
            case 0xD9:
                return offset + 2
            default:
                // A segment between scans (SOS, DHT, DQT, DRI, ...): skip its header.
                guard let length = r.u16(at: offset + 2), length >= 2 else { return nil }
                offset += 2 + Int(length)
            }
        }
        return nil
    }

    /// Whether bytes follow the image's end-of-image marker (a second image, a gain map,
    /// a preview, or junk).
    static func trailingData(_ bytes: [UInt8]) -> Bool {
        guard let end = imageEnd(bytes) else { return false }
        return bytes[end...].contains { $0 != 0 }
    }
}
