import CLeptonica
import Foundation
import Testing
@testable import Imaging

/// Containers the decoder once misnamed (issue #29 case 7): damaged PNG signatures were
/// "not an image", a JPEG followed by a motion photo's video was "truncated", a
/// multi-page TIFF was read as its first page without a word.
@Suite struct DamagedContainersSayWhat {
    func reason(_ bytes: [UInt8]) -> String? {
        if case .failure(let unreadable) = ImageDecoder.decode(bytes) { return unreadable.reason }
        return nil
    }

    /// An image Leptonica writes in `format`, 60 × 40, grey 200.
    func written(_ format: Int32) throws -> [UInt8] {
        let pix = try #require(pixCreate(60, 40, 8))
        defer { var p: UnsafeMutablePointer<PIX>? = pix; pixDestroy(&p) }
        pixSetAllArbitrary(pix, 200)
        var data: UnsafeMutablePointer<l_uint8>?
        var size = 0
        guard pixWriteMem(&data, &size, pix, format) == 0, let data else { throw CocoaError(.fileWriteUnknown) }
        defer { lept_free(data) }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    @Test("six damaged PNG signatures are damaged PNGs with libpng's reason, not 'not an image'", arguments: [
        ("CR LF turned into LF", [0x89, 0x50, 0x4E, 0x47, 0x0A, 0x1A, 0x0A]),
        ("LF turned into CR LF", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0D, 0x0A, 0x1A, 0x0D, 0x0A]),
        ("high bit stripped", [0x09, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
        ("lower-case p", [0x89, 0x70, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
        ("first byte zero", [0x00, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
        ("last byte zero", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x00]),
    ] as [(String, [UInt8])])
    func damagedSignature(name: String, signature: [UInt8]) throws {
        let png = TestImages.markedPNG()
        let damaged = signature + png.dropFirst(8)
        let said = try #require(reason(damaged), "\(name) decoded")
        #expect(said.hasPrefix("damaged PNG: the signature is "), "\(name): \(said)")
        #expect(said.contains("libpng: "), "\(name): \(said)")
        // Random bytes stay what they are.
        #expect(reason([0x00, 0x13, 0xFE, 0x7A, 0x01, 0x02, 0x03, 0x04, 0x05])?.hasPrefix("not an image") == true)
    }

    @Test("a JPEG followed by a video is read, with a note of the bytes after its end marker")
    func motionPhotoIsRead() throws {
        let jpeg = try written(Int32(IFF_JFIF_JPEG))
        // An MP4's first box: size 24, "ftyp", brand "mp42", then media data.
        let video: [UInt8] = [0, 0, 0, 24] + Array("ftypmp42".utf8) + [0, 0, 0, 0] + Array("mp42isom".utf8) + [UInt8](repeating: 0xFF, count: 4000)
        let image = try ImageDecoder.decode(jpeg + video).get()
        #expect(image.width == 60 && image.height == 40)
        #expect(image.notes.contains("\(video.count) bytes after the JPEG's end-of-image marker at byte \(jpeg.count) "
                                     + "(an MP4 video: a motion photo): ignored, the image is read as it ends there"), "\(image.notes)")
        // Cut inside the scan: still truncated.
        #expect(reason(Array(jpeg.prefix(jpeg.count - 40)))?.hasPrefix("truncated JPEG") == true)
        // Whole: no note.
        #expect(try ImageDecoder.decode(jpeg).get().notes.isEmpty)
    }

    @Test("a multi-page TIFF is refused, naming its page count; a single page is read")
    func multiPageTIFFIsRefused() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-pages-\(UUID().uuidString).tif")
        defer { try? FileManager.default.removeItem(at: url) }
        let pix = try #require(pixCreate(60, 40, 8))
        defer { var p: UnsafeMutablePointer<PIX>? = pix; pixDestroy(&p) }
        pixSetAllArbitrary(pix, 200)
        #expect(pixWriteTiff(url.path, pix, Int32(IFF_TIFF_ZIP), "w") == 0)
        let single = [UInt8](try Data(contentsOf: url))
        #expect(try ImageDecoder.decode(single).get().width == 60)
        #expect(pixWriteTiff(url.path, pix, Int32(IFF_TIFF_ZIP), "a") == 0)
        #expect(pixWriteTiff(url.path, pix, Int32(IFF_TIFF_ZIP), "a") == 0)
        let three = [UInt8](try Data(contentsOf: url))
        #expect(reason(three)?.hasPrefix("a multi-page TIFF (3 pages): one picture is expected here") == true, "\(reason(three) ?? "decoded")")
    }
}
