/// Structural checks of PNG and JPEG containers before decoding, so that a damaged
/// file is reported with where it breaks ("truncated PNG: IDAT ends at byte 4096")
/// rather than as a decoder's generic failure or a silently grey picture.
enum ContainerCheck {
    /// The first structural problem of the file, or nil when it looks whole.
    static func problem(in bytes: [UInt8], format: ImageFormat) -> String? {
        switch format {
        case .png: return pngProblem(bytes)
        case .jpeg: return jpegProblem(bytes)
        case .tiff:
            let listing = TIFFPages.listing(of: bytes)
            if let directories = listing.directoriesBeyondLimit {
                return DocumentPages.overLimit(tiffDirectories: directories).reason
            }
            guard listing.pages.count > 1 else { return nil }
            return DocumentPages.notOnePicture("a multi-page TIFF (\(listing.pages.count) pages)")
        default: return nil
        }
    }

    static func pngProblem(_ bytes: [UInt8]) -> String? {
        let r = ByteReader(bytes)
        if !r.matches(ImageFormat.pngSignature, at: 0) {
            let found = bytes.prefix(8).map { HexByte.text($0) }.joined(separator: " ")
            let library = CodecReason.reason(for: bytes, format: .png).map { "; libpng: \($0)" } ?? ""
            return "damaged PNG: the signature is \(found), not 89 50 4E 47 0D 0A 1A 0A"
                + (bytes.count >= 8 && bytes[4] == 0x0A ? " (line ends converted, as a transfer in text mode does)" : "")
                + library
        }
        var offset = 8
        var sawIDAT = false
        var first = true
        while offset < bytes.count {
            guard let length = r.u32(at: offset), offset + 8 <= bytes.count else {
                return "truncated PNG: chunk header cut off at byte \(offset) of \(bytes.count)"
            }
            let name = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            if first && name != "IHDR" { return "damaged PNG: first chunk is \(quoted(name)), not IHDR" }
            first = false
            let end = offset + 12 + Int(length)
            if end > bytes.count {
                let dataEnd = min(bytes.count, offset + 8 + Int(length))
                return "truncated PNG: \(name) ends at byte \(dataEnd), chunk claims \(length) bytes from byte \(offset + 8)"
            }
            let stored = r.u32(at: end - 4)
            if CRC32.checksum(bytes[(offset + 4)..<(end - 4)]) != stored {
                return "damaged PNG: bad CRC in chunk \(name) at byte \(offset)"
            }
            if name == "IDAT" { sawIDAT = true }
            if name == "IEND" { return sawIDAT ? nil : "damaged PNG: no IDAT chunk before IEND" }
            offset = end
        }
        return "truncated PNG: file ends at byte \(bytes.count) without an IEND chunk"
    }

    static func jpegProblem(_ bytes: [UInt8]) -> String? {
        switch JPEGEnd.find(in: bytes) {
        case .end: return nil
        case .truncated(let reason): return reason
        }
    }

    /// A note when bytes follow the JPEG's end-of-image marker (a phone's motion photo
    /// carries its video there): the image is read and the rest ignored, saying so.
    static func trailingNote(in bytes: [UInt8], format: ImageFormat) -> String? {
        guard format == .jpeg, case .end(let end) = JPEGEnd.find(in: bytes), end < bytes.count else { return nil }
        let rest = bytes.count - end
        let kind = rest >= 12 && ByteReader(bytes).matches(Array("ftyp".utf8), at: end + 4) ? " (an MP4 video: a motion photo)" : ""
        return "\(rest) bytes after the JPEG's end-of-image marker at byte \(end)\(kind): ignored, the image is read as it ends there"
    }


    private static func quoted(_ name: String) -> String {
        name.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 } ? "'\(name)'" : "unreadable bytes"
    }
}
