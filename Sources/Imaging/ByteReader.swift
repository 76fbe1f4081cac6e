/// Bounds-checked reads of big- and little-endian integers from a byte buffer.
///
/// Every read returns nil past the end, so a parser over untrusted bytes cannot
/// trap on a short or lying file.
struct ByteReader {
    let bytes: [UInt8]
    var littleEndian: Bool

    init(_ bytes: [UInt8], littleEndian: Bool = false) {
        self.bytes = bytes
        self.littleEndian = littleEndian
    }

    func u8(at offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    func u16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        let a = UInt16(bytes[offset]), b = UInt16(bytes[offset + 1])
        return littleEndian ? (b << 8 | a) : (a << 8 | b)
    }

    func u32(at offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for i in 0..<4 {
            let byte = UInt32(bytes[offset + (littleEndian ? 3 - i : i)])
            value = value << 8 | byte
        }
        return value
    }

    /// True when `count` bytes at `offset` equal `expected`.
    func matches(_ expected: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, offset + expected.count <= bytes.count else { return false }
        return bytes[offset..<offset + expected.count].elementsEqual(expected)
    }
}
