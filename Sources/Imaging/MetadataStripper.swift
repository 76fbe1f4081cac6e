import CZlib

/// Removes location, device and free-text metadata from an image file without touching
/// its pixels: the compressed image data is copied byte for byte and only the containers
/// around it change. The orientation tag stays (rewritten as the only EXIF tag).
///
/// - JPEG: APP1 (EXIF, replaced by one holding only the orientation; XMP), APP2 other
///   than an ICC profile (MPF, FlashPix), APP3–APP13, APP15, comments and anything after
///   the end of the image (a second image, a gain map) go; JFIF, the ICC profile and
///   Adobe's colour transform stay.
/// - PNG: text chunks (comments, XMP), tIME, private chunks and data after IEND go; eXIf
///   is replaced by one holding only the orientation.
/// - TIFF: the GPS and EXIF directories, XMP, IPTC, make, model, software, artist,
///   descriptions and copyright are removed from every directory and their bytes zeroed.
/// - HEIC: each EXIF block is cleaned as a TIFF's, in place (same length, so no box or
///   offset of the container changes); an XMP packet becomes an empty one padded with
///   spaces to its length.
/// - Other formats: returned as they are when they carry none of it; else refused (WebP
///   metadata cannot be removed here).
public enum MetadataStripper {
    /// The stripped file and what was removed from it.
    public struct Stripped: Sendable, Equatable {
        /// The file's bytes without the metadata.
        public var bytes: [UInt8]
        /// The metadata the file carried before stripping.
        public var removed: ImageMetadata
    }

    /// Why metadata could not be removed.
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// Why, for a person.
        public var reason: String
        /// The reason.
        public var description: String { reason }
    }

    /// `bytes` (an image in `format`) without location, device and free-text metadata, and what it carried.
    /// Fails for a format whose metadata cannot be removed here (e.g. WebP), or a file it cannot rewrite.
    public static func strip(_ bytes: [UInt8], format: ImageFormat) -> Result<Stripped, Refusal> {
        let found = ImageMetadata.find(in: bytes, format: format)
        switch format {
        case .jpeg:
            return jpeg(bytes).map { Stripped(bytes: $0, removed: found) }
        case .png:
            return png(bytes).map { Stripped(bytes: $0, removed: found) }
        case .tiff:
            return tiff(bytes).map { Stripped(bytes: $0, removed: found) }
        case .heic:
            return heic(bytes).map { Stripped(bytes: $0, removed: found) }
        default:
            guard found.isEmpty else {
                return .failure(Refusal(reason: "\(format.rawValue.uppercased()) metadata (\(found.summary)) cannot be removed "
                                        + "here without re-encoding; convert the image to PNG or JPEG, or keep it with --keep-metadata"))
            }
            return .success(Stripped(bytes: bytes, removed: found))
        }
    }

    /// A minimal EXIF TIFF structure holding only the orientation tag (big-endian).
    static func orientationOnlyExif(_ value: UInt16) -> [UInt8] {
        [0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08,   // "MM", 42, IFD at 8
         0x00, 0x01,                                         // one entry
         0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01,    // tag 274, SHORT, count 1
         UInt8(value >> 8), UInt8(value & 0xFF), 0x00, 0x00,
         0x00, 0x00, 0x00, 0x00]                             // no next IFD
    }

    /// The raw orientation value of a TIFF structure's first directory.
    static func orientationValue(_ bytes: [UInt8], base: Int) -> UInt16? {
        guard let offset = OrientationTagReader.tiffOrientationValueOffset(bytes, base: base) else { return nil }
        var r = ByteReader(bytes)
        r.littleEndian = r.matches(Array("II".utf8), at: base)
        return r.u16(at: offset)
    }

    static func jpeg(_ bytes: [UInt8]) -> Result<[UInt8], Refusal> {
        guard let segments = JPEGSegments.read(bytes), let scan = JPEGSegments.scanStart(bytes),
              let end = JPEGSegments.imageEnd(bytes) else {
            return .failure(Refusal(reason: "the JPEG's structure cannot be read, so its metadata cannot be removed safely"))
        }
        var orientation: UInt16?
        for segment in segments where segment.marker == 0xE1 && segment.starts(with: JPEGSegments.Segment.exif, in: bytes) {
            orientation = orientationValue(Array(bytes[segment.payload]), base: 6)
            break
        }
        var out: [UInt8] = [0xFF, 0xD8]
        var exifWritten = false
        func writeExif() {
            guard !exifWritten, let orientation else { return }
            exifWritten = true
            let payload = JPEGSegments.Segment.exif + orientationOnlyExif(orientation)
            let length = payload.count + 2
            out += [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        }
        for segment in segments {
            // The EXIF segment goes right after JFIF (or first), where readers expect it.
            if segment.marker != 0xE0 { writeExif() }
            if segment.isKept(in: bytes) { out += bytes[segment.start..<segment.end] }
        }
        writeExif()
        out += bytes[scan..<end]
        return .success(out)
    }

    static func png(_ bytes: [UInt8]) -> Result<[UInt8], Refusal> {
        guard let chunks = PNGChunks.read(bytes) else {
            return .failure(Refusal(reason: "the PNG's chunks cannot be read, so its metadata cannot be removed safely"))
        }
        var out = Array(bytes[0..<8])
        for chunk in chunks {
            if chunk.type == "eXIf" {
                guard let orientation = orientationValue(Array(bytes[chunk.data]), base: 0) else { continue }
                let data = orientationOnlyExif(orientation)
                let typeAndData = Array("eXIf".utf8) + data
                let crc = UInt32(truncatingIfNeeded: typeAndData.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) })
                out += bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc)
            } else if PNGChunks.Chunk.kept.contains(chunk.type) {
                out += bytes[chunk.start..<chunk.end]
            }
        }
        return .success(out)
    }

    /// TIFF tags removed from every directory (their directories too, for pointers).
    static let removedTIFFTags: Set<UInt16> = Set(ImageMetadata.tagKinds.keys).union([ImageMetadata.exifPointer, 306])

    static func tiff(_ bytes: [UInt8]) -> Result<[UInt8], Refusal> {
        guard let structure = TIFFStructure(bytes) else {
            return .failure(Refusal(reason: "the TIFF's header cannot be read, so its metadata cannot be removed safely"))
        }
        var out = bytes
        let writer = ByteWriter(littleEndian: structure.littleEndian)
        for offset in structure.chain() {
            guard let directory = structure.directory(at: offset) else {
                return .failure(Refusal(reason: "a TIFF directory at byte \(offset) cannot be read; nothing was changed"))
            }
            let kept = directory.entries.filter { !removedTIFFTags.contains($0.tag) }
            guard kept.count < directory.entries.count else { continue }
            for entry in directory.entries where removedTIFFTags.contains(entry.tag) {
                if entry.isOutOfLine { zero(&out, entry.valueOffset, entry.valueLength) }
                if entry.tag == 0x8825 || entry.tag == ImageMetadata.exifPointer, let sub = structure.pointer(entry) {
                    var seen: Set<Int> = []
                    zeroDirectory(&out, structure, at: sub, seen: &seen)
                }
            }
            // The directory again with the kept entries, the next-directory pointer after
            // them, and zeros where the removed entries were.
            let size = 2 + directory.entries.count * 12 + 4
            let nextPointer = Array(bytes[(offset + 2 + directory.entries.count * 12)..<(offset + size)])
            var rewritten = writer.u16(UInt16(kept.count))
            for entry in kept { rewritten += bytes[entry.entryOffset..<(entry.entryOffset + 12)] }
            rewritten += nextPointer
            rewritten += [UInt8](repeating: 0, count: size - rewritten.count)
            out.replaceSubrange(offset..<(offset + size), with: rewritten)
        }
        return .success(out)
    }

    /// An empty XMP packet, padded with spaces (as XMP packets are) to a given length.
    static let emptyXMP = Array(#"<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"/><?xpacket end="w"?>"#.utf8)

    /// Whether an XMP packet says nothing: the empty packet (or nothing) and padding.
    static func isEmptyXMP(_ bytes: [UInt8]) -> Bool {
        var end = bytes.count
        while end > 0, [0x20, 0x0A, 0x0D, 0x09, 0x00].contains(bytes[end - 1]) { end -= 1 }
        return end == 0 || bytes[..<end].elementsEqual(emptyXMP)
    }

    static func heic(_ bytes: [UInt8]) -> Result<[UInt8], Refusal> {
        guard let heif = try? HEIFImage(bytes) else {
            return .failure(Refusal(reason: "the HEIC's container cannot be read, so its metadata cannot be removed safely"))
        }
        var out = bytes
        for block in heif.metadataBlocks where block.type == "Exif" || block.isXMP {
            // The block's bytes as the file stores them: found once, or not touched at all.
            guard let at = onlyOccurrence(of: block.bytes, in: bytes) else {
                return .failure(Refusal(reason: "a HEIC \(block.type) block is not stored in one piece, so it cannot be "
                                        + "removed without rewriting the container; keep it with --keep-metadata"))
            }
            var cleaned: [UInt8]
            if let start = block.tiffStart {
                switch tiff(Array(block.bytes[start...])) {
                case .success(let tiff): cleaned = Array(block.bytes[..<start]) + tiff
                case .failure(let refusal): return .failure(refusal)
                }
            } else if block.isXMP {
                cleaned = block.bytes.count >= emptyXMP.count
                    ? emptyXMP + [UInt8](repeating: 0x20, count: block.bytes.count - emptyXMP.count)
                    : [UInt8](repeating: 0x20, count: block.bytes.count)
            } else {
                continue
            }
            out.replaceSubrange(at..<(at + cleaned.count), with: cleaned)
        }
        return .success(out)
    }

    /// Where `needle` starts in `haystack`, when it occurs exactly once.
    static func onlyOccurrence(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard let first = needle.first, needle.count <= haystack.count else { return nil }
        var found: Int?
        var index = 0
        while index + needle.count <= haystack.count {
            if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) {
                if found != nil { return nil }
                found = index
            }
            index += 1
        }
        return found
    }

    /// Zeros a directory (a GPS or EXIF IFD), its out-of-line values and the directories
    /// it points to.
    static func zeroDirectory(_ out: inout [UInt8], _ structure: TIFFStructure, at offset: Int, seen: inout Set<Int>) {
        guard seen.insert(offset).inserted, seen.count < 64, let directory = structure.directory(at: offset) else { return }
        for entry in directory.entries {
            if entry.isOutOfLine { zero(&out, entry.valueOffset, entry.valueLength) }
            if entry.tag == 0xA005 || entry.tag == 0x8825, let sub = structure.pointer(entry) {   // interoperability, GPS
                zeroDirectory(&out, structure, at: sub, seen: &seen)
            }
        }
        zero(&out, offset, 2 + directory.entries.count * 12 + 4)
    }

    static func zero(_ out: inout [UInt8], _ offset: Int, _ length: Int) {
        guard offset >= 0, length > 0, offset < out.count else { return }
        let end = min(out.count, offset + length)
        for index in offset..<end { out[index] = 0 }
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}

/// Integers as bytes in a TIFF structure's byte order.
struct ByteWriter {
    var littleEndian: Bool

    func u16(_ value: UInt16) -> [UInt8] {
        littleEndian ? [UInt8(value & 0xFF), UInt8(value >> 8)] : [UInt8(value >> 8), UInt8(value & 0xFF)]
    }
}
