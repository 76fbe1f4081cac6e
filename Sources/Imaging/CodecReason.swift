import CImageReasons
import Foundation

/// Why a codec library rejects an image, in its own words, for files Leptonica cannot
/// read: libpng's, libjpeg's and libtiff's messages ("Invalid color type in IHDR"), and
/// for other formats Leptonica's own ("gif read failed").
enum CodecReason {
    /// The library's reason for rejecting `bytes`, or nil when it reads them.
    static func reason(for bytes: [UInt8], format: ImageFormat) -> String? {
        var message = [CChar](repeating: 0, count: 512)
        let rejected: Int32 = bytes.withUnsafeBufferPointer { data in
            message.withUnsafeMutableBufferPointer { out in
                switch format {
                case .png: return cimagereasons_png(data.baseAddress, data.count, out.baseAddress, out.count)
                case .jpeg: return cimagereasons_jpeg(data.baseAddress, data.count, out.baseAddress, out.count)
                case .tiff: return cimagereasons_tiff(data.baseAddress, data.count, out.baseAddress, out.count)
                default: return 0
                }
            }
        }
        return rejected != 0 ? clean(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)) : nil
    }

    /// Runs `body` collecting Leptonica's first error message on this thread.
    static func leptonicaMessage<T>(_ body: () -> T) -> (result: T, message: String?) {
        cimagereasons_leptonica_begin()
        let result = body()
        var message = [CChar](repeating: 0, count: 512)
        let found = message.withUnsafeMutableBufferPointer { cimagereasons_leptonica_end($0.baseAddress, $0.count) }
        guard found != 0 else { return (result, nil) }
        return (result, clean(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
    }

    /// One line: white space trimmed, Leptonica's "Error in function: " prefix dropped.
    static func clean(_ text: String) -> String? {
        var line = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).first.map(String.init) ?? ""
        if line.hasPrefix("Error in "), let colon = line.range(of: ": ") { line = String(line[colon.upperBound...]) }
        if line.hasPrefix("image: ") { line = String(line.dropFirst(7)) }   // libtiff names the file it was given
        line = line.trimmingCharacters(in: .whitespaces)
        return line.isEmpty ? nil : line
    }
}
