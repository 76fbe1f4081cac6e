import CZlib

/// Image files with personal metadata planted in them, made from bundled images, for the
/// tests of metadata removal (`MetadataStripper`, `corpus add`, `corpus check`).
public enum MetadataFixtures {
    /// Strings planted in the metadata: none may survive removal.
    public static let secrets = ["PhoneMaker", "Pro 12", "SN123456789", "MAKERNOTESECRET", "GPSDATA", "xmpmeta", "a comment"]

    /// A big-endian EXIF structure: IFD0 (Make, Model, Orientation, EXIF and GPS
    /// pointers), an EXIF IFD (MakerNote, BodySerialNumber) and a GPS IFD (latitude, and
    /// "GPSDATA" in an ASCII tag).
    public static func richExif(orientation: UInt16) -> [UInt8] {
        // Layout: header 8; IFD0 at 8 (5 entries: 2 + 60 + 4 = 66) → 74; data: make 74 (11), model 85 (7);
        // EXIF IFD at 92 (2 entries: 2 + 24 + 4 = 30) → 122; maker note 122 (16), serial 138 (12);
        // GPS IFD at 150 (2 entries) → 180; latitude 180 (24); "GPSDATA" at 204 (8).
        var bytes = Array("MM".utf8) + u16(42) + u32(8)
        bytes += u16(5)
        bytes += entry(271, 2, 11, u32(74)) + entry(272, 2, 7, u32(85)) + entry(274, 3, 1, u16(orientation))
        bytes += entry(0x8769, 4, 1, u32(92)) + entry(0x8825, 4, 1, u32(150))
        bytes += u32(0)
        bytes += Array("PhoneMaker\0".utf8) + Array("Pro 12\0".utf8)
        bytes += u16(2) + entry(0x927C, 7, 16, u32(122)) + entry(0xA431, 2, 12, u32(138)) + u32(0)
        bytes += Array("MAKERNOTESECRET!".utf8) + Array("SN123456789\0".utf8)
        bytes += u16(2) + entry(2, 5, 3, u32(180)) + entry(0x1B, 2, 8, u32(204)) + u32(0)
        bytes += u32(48) + u32(1) + u32(51) + u32(1) + u32(30) + u32(1)
        bytes += Array("GPSDATA\0".utf8)
        precondition(bytes.count == 212)
        return bytes
    }

    /// `jpeg` with an EXIF segment (`richExif`), an XMP segment and a comment in place of
    /// its own application segments, and a second image after its end.
    public static func jpegWithMetadata(_ jpeg: [UInt8], orientation: UInt16 = 6) -> [UInt8] {
        var out: [UInt8] = [0xFF, 0xD8]
        out += segment(0xE1, Array("Exif".utf8) + [0, 0] + richExif(orientation: orientation))
        out += segment(0xE1, Array("http://ns.adobe.com/xap/1.0/".utf8) + [0] + Array("<x:xmpmeta/>".utf8))
        out += segment(0xFE, Array("a comment".utf8))
        var offset = 2
        while offset + 4 <= jpeg.count, jpeg[offset] == 0xFF {
            let marker = jpeg[offset + 1]
            if marker == 0xDA { break }
            let length = Int(jpeg[offset + 2]) << 8 | Int(jpeg[offset + 3])
            if marker != 0xE1 { out += jpeg[offset..<(offset + 2 + length)] }
            offset += 2 + length
        }
        out += jpeg[offset...]
        return out + [0xFF, 0xD8] + Array("second image".utf8) + [0xFF, 0xD9]
    }

    /// `png` with its eXIf (if any) replaced by `richExif`, and a comment, an XMP packet
    /// and a private chunk after IHDR.
    public static func pngWithMetadata(_ png: [UInt8], orientation: UInt16 = 6) -> [UInt8] {
        var out = Array(png[0..<8])
        var offset = 8
        var wroteExif = false
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let end = offset + 12 + length
            if type == "eXIf" {
                out += chunk("eXIf", richExif(orientation: orientation))
                wroteExif = true
            } else {
                out += png[offset..<end]
            }
            if type == "IHDR" {
                out += chunk("tEXt", Array("Comment\0a comment".utf8))
                out += chunk("iTXt", Array("XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>".utf8))
                out += chunk("prVt", Array("PhoneMaker".utf8))
            }
            if type == "IEND" { break }
            if type == "IHDR" && !wroteExif {
                out += chunk("eXIf", richExif(orientation: orientation))
                wroteExif = true
            }
            offset = end
        }
        return out
    }

    public static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let length = payload.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        let crc = UInt32(truncatingIfNeeded: typeAndData.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) })
        return u32(UInt32(data.count)) + typeAndData + u32(crc)
    }

    public static func u16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }

    public static func u32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    public static func entry(_ tag: UInt16, _ type: UInt16, _ count: UInt32, _ value: [UInt8]) -> [UInt8] {
        u16(tag) + u16(type) + u32(count) + value + [UInt8](repeating: 0, count: 4 - value.count)
    }
}
