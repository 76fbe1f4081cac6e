import CLeptonica
@testable import Imaging

/// Small images made in the test, so expectations are worked out by hand.
enum TestImages {
    /// A 4×3 white 8-bit image with a black pixel A at (0,0) and a grey pixel B (128) at (1,0),
    /// encoded as PNG by Leptonica.
    static func markedPNG() -> [UInt8] {
        let pix = pixCreate(4, 3, 8)!
        defer { var p: UnsafeMutablePointer<PIX>? = pix; pixDestroy(&p) }
        _ = pixSetAll(pix)
        _ = pixSetPixel(pix, 0, 0, 0)
        _ = pixSetPixel(pix, 1, 0, 128)
        var data: UnsafeMutablePointer<l_uint8>?
        var size = 0
        _ = pixWriteMemPng(&data, &size, pix, 0)
        defer { lept_free(data) }
        return Array(UnsafeBufferPointer(start: data!, count: size))
    }

    /// A minimal big-endian TIFF structure ("MM") whose first IFD holds tag 274 = `value`.
    static func exifTIFF(orientation value: UInt16, littleEndian: Bool = false) -> [UInt8] {
        func u16(_ v: UInt16) -> [UInt8] { littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)] }
        func u32(_ v: UInt32) -> [UInt8] {
            let be = [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
            return littleEndian ? be.reversed() : be
        }
        var bytes: [UInt8] = littleEndian ? Array("II".utf8) : Array("MM".utf8)
        bytes += u16(42) + u32(8)                 // header, IFD0 at byte 8
        bytes += u16(1)                            // one entry
        bytes += u16(274) + u16(3) + u32(1) + u16(value) + u16(0)
        bytes += u32(0)                            // no next IFD
        return bytes
    }

    /// `png` with an eXIf chunk (holding `exifTIFF`) inserted right after IHDR.
    static func withEXIfChunk(_ png: [UInt8], orientation: UInt16) -> [UInt8] {
        let payload = exifTIFF(orientation: orientation)
        let type = Array("eXIf".utf8)
        let length = UInt32(payload.count)
        var chunk = [UInt8(length >> 24), UInt8((length >> 16) & 0xFF), UInt8((length >> 8) & 0xFF), UInt8(length & 0xFF)]
        chunk += type + payload
        let crc = CRC32.checksum((type + payload)[...])
        chunk += [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)]
        let ihdrEnd = 8 + 25   // signature + IHDR (4 length + 4 type + 13 data + 4 CRC)
        return Array(png[..<ihdrEnd]) + chunk + Array(png[ihdrEnd...])
    }

    /// A JPEG-shaped byte sequence: SOI, APP0 (JFIF), APP1 with EXIF orientation, then SOS.
    /// Only for the tag reader; it is not a decodable image.
    static func jpegHeader(orientation: UInt16, littleEndian: Bool) -> [UInt8] {
        let exif = Array("Exif".utf8) + [0, 0] + exifTIFF(orientation: orientation, littleEndian: littleEndian)
        let app1Length = UInt16(exif.count + 2)
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xE1, UInt8(app1Length >> 8), UInt8(app1Length & 0xFF)] + exif
        bytes += [0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9]
        return bytes
    }
}
