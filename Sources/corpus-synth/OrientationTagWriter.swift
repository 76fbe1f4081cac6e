/// Writes the orientation tag (EXIF 0x0112) into each container.
enum OrientationTagWriter {
    /// A minimal little-endian TIFF-structured EXIF block: header, IFD0 with one
    /// entry (0x0112 SHORT count 1 = value), no next IFD.
    static func exifTIFF(orientation: Int) -> [UInt8] {
        var b: [UInt8] = [0x49, 0x49, 0x2A, 0x00]  // "II*\0"
        b.appendLE32(8)                            // IFD0 offset
        b.appendLE16(1)                            // one entry
        b.appendLE16(0x0112)                       // Orientation
        b.appendLE16(3)                            // SHORT
        b.appendLE32(1)                            // count
        b.appendLE16(UInt16(orientation))          // value, left-justified
        b.appendLE16(0)
        b.appendLE32(0)                            // no next IFD
        return b
    }

    /// Inserts an APP1 "Exif\0\0" segment right after the JPEG SOI marker.
    static func insertJPEG(_ jpeg: [UInt8], orientation: Int) throws(SynthError) -> [UInt8] {
        guard jpeg.count > 2, jpeg[0] == 0xFF, jpeg[1] == 0xD8 else {
            throw SynthError.encode("JPEG does not start with SOI")
        }
        let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + exifTIFF(orientation: orientation)
        var segment: [UInt8] = [0xFF, 0xE1]
        segment.appendBE16(UInt16(payload.count + 2))
        segment += payload
        return Array(jpeg[0..<2]) + segment + Array(jpeg[2...])
    }
}
