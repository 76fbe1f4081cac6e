import Testing
import TestFixtures
@testable import Imaging

@Suite struct UnreadableImageTests {
    func reason(_ bytes: [UInt8], _ options: DecodeOptions = DecodeOptions()) -> String? {
        if case .failure(let unreadable) = ImageDecoder.decode(bytes, options: options) { return unreadable.reason }
        return nil
    }

    @Test("an empty file is unreadable, not empty text")
    func emptyFileIsUnreadable() {
        #expect(reason([]) == "empty file (0 bytes)")
    }

    @Test("a PDF named like an image says what it is")
    func pdfIsNamed() {
        #expect(reason(Array("%PDF-1.4\n%âãÏÓ\n1 0 obj".utf8))?.hasPrefix("not an image: starts with %PDF (a damaged PDF document: ") == true)
        // A whole PDF under an image's name: its pages are read when it is named .pdf.
        #expect(reason(HandMadePDF.make(pages: [["a"], ["b"]]))
                == "not an image: starts with %PDF (a PDF document of 2 pages); in a suite, a file named .pdf is read page by page")
    }

    @Test("random bytes quote their first bytes")
    func randomBytesAreQuoted() {
        #expect(reason([0x00, 0x13, 0xFE, 0x7A, 0x01, 0x02, 0x03, 0x04, 0x05]) == "not an image: starts with bytes 00 13 FE 7A 01 02 03 04")
    }

    @Test("a PNG cut inside IDAT names the chunk and where the data ends")
    func truncatedPNGNamesTheChunk() throws {
        let png = TestImages.markedPNG()
        // The chunk type "IDAT" sits 4 bytes after the chunk's start; cut 4 bytes into its data.
        let type = try #require((0..<png.count - 4).first { Array(png[$0..<$0 + 4]) == Array("IDAT".utf8) })
        let cut = Array(png.prefix(type + 8))
        let message = try #require(reason(cut))
        #expect(message.hasPrefix("truncated PNG: IDAT ends at byte \(type + 8), chunk claims"))
    }

    @Test("a flipped byte inside a PNG chunk is a bad CRC")
    func corruptedPNGIsBadCRC() throws {
        var png = TestImages.markedPNG()
        png[20] ^= 0xFF    // inside IHDR's data (width/height)
        #expect(reason(png) == "damaged PNG: bad CRC in chunk IHDR at byte 8")
    }

    @Test("a header claiming too many pixels is refused before decoding")
    func hugeHeaderIsRefused() throws {
        var png = TestImages.markedPNG()
        // Claim 100000 × 100000 in IHDR and fix its CRC, as a decompression bomb would.
        let width: [UInt8] = [0x00, 0x01, 0x86, 0xA0]
        png.replaceSubrange(16..<20, with: width)
        png.replaceSubrange(20..<24, with: width)
        let crc = CRC32.checksum(png[12..<29])
        png.replaceSubrange(29..<33, with: [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)])
        let message = try #require(reason(png))
        #expect(message == "image too large: header claims 100000 × 100000 pixels (10000 megapixels), limit 100")
    }

    @Test("the pixel limit is configurable")
    func pixelLimitIsConfigurable() {
        #expect(reason(TestImages.markedPNG(), DecodeOptions(maxPixels: 11)) != nil)
        #expect(reason(TestImages.markedPNG(), DecodeOptions(maxPixels: 12)) == nil)
    }

    @Test("no prefix of a valid PNG crashes the decoder or decodes as an image")
    func everyPrefixOfAPNGIsUnreadable() {
        let png = TestImages.markedPNG()
        for length in 0..<png.count {
            #expect(reason(Array(png.prefix(length))) != nil, "prefix of \(length) bytes")
        }
    }
}
