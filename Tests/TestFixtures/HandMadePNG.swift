import CZlib

/// PNG files written byte by byte for the pixel-fingerprint tests: the same pixels in
/// several encodings (bit depth, colour type, zlib level, extra chunks), so a test can
/// say what the decoded pixels are without trusting any decoder.
public enum HandMadePNG {
    /// PNG colour types.
    public enum ColorType: UInt8 {
        case gray = 0, rgb = 2, palette = 3, rgba = 6
    }

    /// A PNG of `rows` (each row's bytes packed at `bitDepth`, without the filter byte),
    /// compressed at zlib `level` (0 stores), with `palette` (RGB triples) for a palette
    /// image and `extraChunks` (type, data) written after IHDR.
    public static func encode(width: Int, height: Int, colorType: ColorType, bitDepth: UInt8 = 8, rows: [[UInt8]],
                              level: Int32 = 6, palette: [UInt8] = [], extraChunks: [(String, [UInt8])] = []) -> [UInt8] {
        precondition(rows.count == height)
        var raw: [UInt8] = []
        for row in rows { raw.append(0); raw += row }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += MetadataFixtures.chunk("IHDR", MetadataFixtures.u32(UInt32(width)) + MetadataFixtures.u32(UInt32(height))
                                      + [bitDepth, colorType.rawValue, 0, 0, 0])
        for (type, data) in extraChunks { png += MetadataFixtures.chunk(type, data) }
        if colorType == .palette { png += MetadataFixtures.chunk("PLTE", palette) }
        png += MetadataFixtures.chunk("IDAT", deflate(raw, level: level))
        png += MetadataFixtures.chunk("IEND", [])
        return png
    }

    /// zlib's compress2 at `level`.
    static func deflate(_ data: [UInt8], level: Int32) -> [UInt8] {
        var size = compressBound(uLong(data.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = out.withUnsafeMutableBufferPointer { target in
            data.withUnsafeBufferPointer { source in
                compress2(target.baseAddress, &size, source.baseAddress, uLong(source.count), level)
            }
        }
        precondition(status == Z_OK, "zlib could not compress")
        return Array(out.prefix(Int(size)))
    }
}
