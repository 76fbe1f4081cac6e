import CZlib

/// CRC-32 (ISO 3309, as used by PNG chunks), by zlib's `crc32` (already linked through
/// libpng and Leptonica).
enum CRC32 {
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(truncatingIfNeeded: crc32(0, buffer.baseAddress, UInt32(buffer.count)))
        }
    }
}
