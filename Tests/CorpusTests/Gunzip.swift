import CZlib
import Foundation

/// The bytes a gzip file holds, through zlib (the bundled layout files are stored
/// compressed); nil when they are not gzip or are damaged.
enum Gunzip {
    static func bytes(_ compressed: Data) -> Data? {
        var stream = z_stream()
        // 15 + 16: a window of 2^15 bytes, gzip's header and trailer.
        guard inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var input = [UInt8](compressed)
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let status: Int32 = input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            var status = Z_OK
            while status == Z_OK {
                status = chunk.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    let result = inflate(&stream, Z_NO_FLUSH)
                    output.append(target.baseAddress!, count: target.count - Int(stream.avail_out))
                    return result
                }
            }
            return status
        }
        return status == Z_STREAM_END ? output : nil
    }
}
