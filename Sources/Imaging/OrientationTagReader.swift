/// Reads the orientation tag from a JPEG (EXIF in APP1), a PNG (eXIf chunk) or a TIFF
/// (tag 274 in the first IFD), without decoding pixels.
///
/// Untrusted input: every offset is bounds-checked; a malformed tag reads as absent.
public enum OrientationTagReader {
    static let orientationTag: UInt16 = 274

    /// The orientation the file declares, or nil when it declares none (or an invalid value).
    public static func orientation(in bytes: [UInt8], format: ImageFormat) -> Orientation? {
        switch format {
        case .jpeg: return jpegOrientation(bytes)
        case .png: return pngOrientation(bytes)
        case .tiff: return tiffOrientation(bytes, base: 0)
        default: return nil
        }
    }

    /// What is odd about the file's orientation tag, one note each: a value outside 1–8
    /// (read as no tag: the pixels are used as stored), or more than one tag container
    /// (a second PNG eXIf chunk, which the format forbids, or a second EXIF segment in a
    /// JPEG: the first is used). Empty for a well-formed file.
    public static func notes(in bytes: [UInt8], format: ImageFormat) -> [String] {
        var notes: [String] = []
        var containers: [Int] = []   // where each TIFF structure holding tags starts
        var copies: [[UInt8]] = []
        switch format {
        case .jpeg:
            let r = ByteReader(bytes)
            var offset = 2
            scan: while offset + 4 <= bytes.count {
                guard r.u8(at: offset) == 0xFF, let marker = r.u8(at: offset + 1) else { break }
                if marker == 0xFF { offset += 1; continue }
                if marker == 0xD8 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
                if marker == 0xDA || marker == 0xD9 { break scan }
                guard let length = r.u16(at: offset + 2), length >= 2 else { break }
                if marker == 0xE1, r.matches(Array("Exif".utf8) + [0, 0], at: offset + 4) { containers.append(offset + 10) }
                offset += 2 + Int(length)
            }
            if containers.count > 1 { notes.append("the JPEG holds \(containers.count) EXIF segments: the first one's orientation is used") }
        case .png:
            let r = ByteReader(bytes)
            var offset = 8
            while let length = r.u32(at: offset), offset + 12 + Int(length) <= bytes.count {
                if r.matches(Array("eXIf".utf8), at: offset + 4) {
                    copies.append(Array(bytes[(offset + 8)..<(offset + 8 + Int(length))]))
                }
                if r.matches(Array("IEND".utf8), at: offset + 4) { break }
                offset += 12 + Int(length)
            }
            if copies.count > 1 {
                notes.append("the PNG holds \(copies.count) eXIf chunks (the format allows one): the first one's orientation is used")
            }
        case .tiff:
            containers.append(0)
        default:
            return []
        }
        let first: (bytes: [UInt8], base: Int)? = copies.first.map { ($0, 0) } ?? containers.first.map { (bytes, $0) }
        if let first, let offset = tiffOrientationValueOffset(first.bytes, base: first.base) {
            var r = ByteReader(first.bytes)
            r.littleEndian = r.matches(Array("II".utf8), at: first.base)
            if let value = r.u16(at: offset), !(1...8).contains(value) {
                notes.append("the orientation tag holds \(value), not one of 1–8: the pixels were used as stored")
            }
        }
        return notes
    }

    /// Walks the JPEG marker segments up to the start of scan, looking for APP1 "Exif\0\0".
    static func jpegOrientation(_ bytes: [UInt8]) -> Orientation? {
        let r = ByteReader(bytes)
        var offset = 2
        while offset + 4 <= bytes.count {
            guard r.u8(at: offset) == 0xFF, let marker = r.u8(at: offset + 1) else { return nil }
            if marker == 0xFF { offset += 1; continue }  // fill byte
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            if marker == 0xDA || marker == 0xD9 { return nil }  // start of scan / end of image
            guard let length = r.u16(at: offset + 2), length >= 2 else { return nil }
            let payload = offset + 4
            if marker == 0xE1, r.matches(Array("Exif".utf8) + [0, 0], at: payload) {
                if let found = tiffOrientation(bytes, base: payload + 6) { return found }
            }
            offset += 2 + Int(length)
        }
        return nil
    }

    /// Walks the PNG chunks up to IEND, looking for eXIf.
    static func pngOrientation(_ bytes: [UInt8]) -> Orientation? {
        let r = ByteReader(bytes)
        var offset = 8
        while let length = r.u32(at: offset), offset + 12 + Int(length) <= bytes.count {
            let type = offset + 4
            if r.matches(Array("eXIf".utf8), at: type) {
                return tiffOrientation(Array(bytes[(offset + 8)..<(offset + 8 + Int(length))]), base: 0)
            }
            if r.matches(Array("IEND".utf8), at: type) { return nil }
            offset += 12 + Int(length)
        }
        return nil
    }

    /// Reads tag 274 from the first IFD of a TIFF structure starting at `base`.
    static func tiffOrientation(_ bytes: [UInt8], base: Int) -> Orientation? {
        guard let offset = tiffOrientationValueOffset(bytes, base: base) else { return nil }
        var r = ByteReader(bytes)
        r.littleEndian = r.matches(Array("II".utf8), at: base)
        return r.u16(at: offset).flatMap { Orientation(rawValue: Int($0)) }
    }

    /// The byte offset of tag 274's value in the first IFD of a TIFF structure at `base`.
    static func tiffOrientationValueOffset(_ bytes: [UInt8], base: Int) -> Int? {
        var r = ByteReader(bytes)
        if r.matches(Array("II".utf8), at: base) { r.littleEndian = true }
        else if !r.matches(Array("MM".utf8), at: base) { return nil }
        guard r.u16(at: base + 2) == 42, let ifd = r.u32(at: base + 4),
              let count = r.u16(at: base + Int(ifd)) else { return nil }
        for index in 0..<Int(count) {
            let entry = base + Int(ifd) + 2 + index * 12
            guard let tag = r.u16(at: entry) else { return nil }
            guard tag == orientationTag else { continue }
            // SHORT (3), count 1: the value sits in the first two bytes of the value field.
            guard r.u16(at: entry + 2) == 3, r.u16(at: entry + 8) != nil else { return nil }
            return entry + 8
        }
        return nil
    }

    /// A copy of a TIFF file whose orientation tag says "upright" (1), so that a decoder
    /// that applies the tag itself (Leptonica does, for TIFF) hands over the stored pixels
    /// and the harness applies the tag the same way for every format.
    static func tiffWithoutOrientation(_ bytes: [UInt8]) -> [UInt8] {
        guard let offset = tiffOrientationValueOffset(bytes, base: 0) else { return bytes }
        var copy = bytes
        let littleEndian = ByteReader(bytes).matches(Array("II".utf8), at: 0)
        copy[offset] = littleEndian ? 1 : 0
        copy[offset + 1] = littleEndian ? 0 : 1
        return copy
    }
}
