import Foundation
import Testing
@testable import Imaging

/// A file the decoder refuses is unreadable with the codec library's own reason (libpng,
/// libjpeg, libtiff, libheif, else Leptonica's), not "the decoder rejected the data".
@Suite struct DamagedFilesNameTheLibrarysReason {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus")

    func reason(_ relative: String) throws -> String? {
        let bytes = [UInt8](try Data(contentsOf: Self.corpus.appendingPathComponent(relative)))
        if case .failure(let unreadable) = ImageDecoder.decode(bytes) { return unreadable.reason }
        return nil
    }

    @Test("a PNG with an impossible colour type (CRC correct): libpng's words")
    func pngColourType() throws {
        #expect(try reason("damaged/png-bad-color-type.png") == "damaged PNG: Invalid color type in IHDR (Invalid IHDR data)")
        // Made here too, so the expectation does not rest on the generator: colour type 5 in IHDR, CRC fixed.
        var png = TestImages.markedPNG()
        png[25] = 5
        let crc = CRC32.checksum(png[12..<29])
        png.replaceSubrange(29..<33, with: [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)])
        if case .failure(let unreadable) = ImageDecoder.decode(png) {
            #expect(unreadable.reason.contains("Invalid color type in IHDR"))
        } else {
            Issue.record("a PNG of colour type 5 decoded")
        }
    }

    @Test("JPEG, TIFF, GIF, WebP and HEIC damage reported in each library's words")
    func otherFormats() throws {
        #expect(try reason("damaged/jpeg-zero-height.jpg") == "damaged JPEG: Empty JPEG image (DNL not supported)")
        #expect(try reason("damaged/tiff-truncated.tif") == "damaged TIFF: Can not read TIFF directory count")
        #expect(try reason("damaged/heic-truncated.heic")?.hasPrefix("damaged HEIC: Invalid input: Unexpected end of file") == true)
        #expect(try reason("damaged/heic-named-jpg.jpg") == "damaged HEIC: Invalid input: No 'meta' box")
        for file in ["damaged/gif-truncated.gif", "damaged/webp-truncated.webp"] {
            let message = try #require(try reason(file))
            #expect(!message.contains("cannot be read") && !message.contains("rejected the data"), "\(file): \(message)")
        }
    }
}
