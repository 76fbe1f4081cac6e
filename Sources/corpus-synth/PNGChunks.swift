import CZlib
/// Reading and writing raw PNG chunks (for damaged samples).
enum PNGChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A chunk's position: `start` is the length field, data follows 8 bytes later.
    struct Location {
        var start: Int
        var length: Int
        var dataStart: Int { start + 8 }
        var crcStart: Int { start + 8 + length }
    }

    /// The first chunk of the given type, if any.
    static func find(_ type: String, in png: [UInt8]) -> Location? {
        let wanted = Array(type.utf8)
        var p = signature.count
        while p + 12 <= png.count {
            let length = Int(png[p]) << 24 | Int(png[p + 1]) << 16 | Int(png[p + 2]) << 8 | Int(png[p + 3])
            if Array(png[(p + 4)..<(p + 8)]) == wanted { return Location(start: p, length: length) }
            p += 12 + length
        }
        return nil
    }

    /// Length, type, data and a correct CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.appendBE32(UInt32(data.count))
        let typed = Array(type.utf8) + data
        out += typed
        // zlib's CRC-32 (ISO 3309), as PNG specifies.
        out.appendBE32(UInt32(truncatingIfNeeded: typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }))
        return out
    }
}
