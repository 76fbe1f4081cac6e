/// The chunks of a PNG file.
struct PNGChunks {
    struct Chunk {
        /// Where the chunk starts (its length field) and ends (after its CRC).
        var start: Int
        var end: Int
        var type: String
        var data: Range<Int>

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
    static func read(_ bytes: [UInt8]) -> [Chunk]? {
        let r = ByteReader(bytes)
        guard r.matches([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], at: 0) else { return nil }
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
