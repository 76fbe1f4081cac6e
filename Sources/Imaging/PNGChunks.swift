/// The chunks of a PNG file: read (metadata, stripping), found and written (the corpus
/// generator's damaged files).
package struct PNGChunks {
    /// The eight bytes every PNG file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    package struct Chunk {
        /// Where the chunk starts (its length field) and ends (after its CRC).
        package var start: Int
        package var end: Int
        package var type: String
        /// Where its data is; its CRC follows.
        package var data: Range<Int>

        /// The personal metadata this chunk carries.
        func metadataKinds(in bytes: [UInt8]) -> Set<ImageMetadata.Kind> {
            switch type {
            case "eXIf":
                guard let structure = TIFFStructure(Array(bytes[data])) else { return [] }
                return ImageMetadata.exifKinds(structure)
            case "iTXt", "tEXt", "zTXt":
                let keyword = bytes[data].prefix { $0 != 0 }
                return keyword.elementsEqual(Array("XML:com.adobe.xmp".utf8)) ? [.xmp] : [.comments]
            default:
                return []
            }
        }

        /// Chunks stripping keeps: the image itself, its colour, transparency, resolution
        /// and animation; text, time, EXIF (rewritten) and private chunks go.
        static let kept: Set<String> = ["IHDR", "PLTE", "IDAT", "IEND", "tRNS", "cHRM", "gAMA", "iCCP", "sBIT", "sRGB",
                                        "cICP", "mDCv", "cLLi", "bKGD", "hIST", "pHYs", "sPLT", "acTL", "fcTL", "fdAT"]
    }

    /// Every chunk up to and including IEND, or nil when the file is not a whole PNG.
    package static func read(_ bytes: [UInt8]) -> [Chunk]? {
        let r = ByteReader(bytes)
        guard r.matches(signature, at: 0) else { return nil }
        var chunks: [Chunk] = []
        var offset = 8
        while let length = r.u32(at: offset), offset + 12 + Int(length) <= bytes.count {
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let end = offset + 12 + Int(length)
            chunks.append(Chunk(start: offset, end: end, type: type, data: (offset + 8)..<(offset + 8 + Int(length))))
            if type == "IEND" { return chunks }
            offset = end
        }
        return nil
    }

    /// The first chunk of `type` in a whole PNG file, if any.
    package static func find(_ type: String, in png: [UInt8]) -> Chunk? {
        read(png)?.first { $0.type == type }
    }

    /// A chunk's bytes: length, type, `data` and its CRC-32.
    package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(CRC32.checksum(typed[...]))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// The chunks of a RIFF container (WebP).
enum RIFFChunks {
    /// Whether a chunk with this FourCC is at the top level.
    static func contains(_ name: String, in bytes: [UInt8]) -> Bool {
        let r = ByteReader(bytes, littleEndian: true)
        var offset = 12
        var seen = 0
        while let size = r.u32(at: offset + 4), seen < 10_000 {
            if r.matches(Array(name.utf8), at: offset) { return true }
            offset += 8 + Int(size) + Int(size & 1)
            seen += 1
        }
        return false
    }
}
