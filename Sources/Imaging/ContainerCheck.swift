/// Structural checks of PNG and JPEG containers before decoding, so that a damaged
/// file is reported with where it breaks ("truncated PNG: IDAT ends at byte 4096")
/// rather than as a decoder's generic failure or a silently grey picture.
enum ContainerCheck {
    /// The first structural problem of the file, or nil when it looks whole.
    static func problem(in bytes: [UInt8], format: ImageFormat) -> String? {
        switch format {
        case .png: return pngProblem(bytes)
        case .jpeg: return jpegProblem(bytes)
        default: return nil
        }
    }

    static func pngProblem(_ bytes: [UInt8]) -> String? {
        let r = ByteReader(bytes)
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
        // The end-of-image marker may be followed by padding; look for it near the end.
        let tail = bytes.suffix(64)
        var index = tail.startIndex
        while index < tail.endIndex - 1 {
            if tail[index] == 0xFF && tail[index + 1] == 0xD9 { return nil }
            index += 1
        }
        return "truncated JPEG: no end-of-image marker, data ends at byte \(bytes.count)"
    }

    private static func quoted(_ name: String) -> String {
        name.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 } ? "'\(name)'" : "unreadable bytes"
    }
}
