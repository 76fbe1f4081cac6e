import CLeptonica
import Foundation
import Testing
import TestFixtures
@testable import Imaging

/// Report previews are the pixels an engine saw: decoded (any format), turned by the
/// orientation tag or not as the profile had it, scaled to at most 1,600 px, re-encoded
/// with no metadata (so no browser turns them again): JPEG for grey and colour, PNG for
/// bilevel.
@Suite struct PreviewsShowWhatTheEngineSaw {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus")

    func bytes(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Self.corpus.appendingPathComponent(relative)))
    }

    func decoded(_ preview: ImagePreview) -> DecodedImage? {
        if case .success(let image) = ImageDecoder.decode(preview.bytes) { return image }
        return nil
    }

    @Test("a TIFF page becomes a JPEG a browser shows, no larger than 1600 px, same shape")
    func tiff() throws {
        let source = try bytes("known-text/swift-vision-tiff.tif")
        guard case .success(let original) = ImageDecoder.decode(source) else { Issue.record("TIFF did not decode"); return }
        let preview = try #require(ImagePreview.make(bytes: source, applyOrientation: true))
        #expect(preview.mediaType == "image/jpeg" || preview.mediaType == "image/png")
        #expect(max(preview.width, preview.height) <= 1600)
        let ratio = Double(original.width) / Double(original.height), shown = Double(preview.width) / Double(preview.height)
        #expect(abs(ratio - shown) / ratio < 0.01, "\(original.width)x\(original.height) shown as \(preview.width)x\(preview.height)")
        #expect(decoded(preview)?.width == preview.width)
    }

    @Test("EXIF 6 applied: the preview is upright (stored width becomes height); ignored: as stored; no tag either way")
    func orientationBothWays() throws {
        let source = try bytes("rotated/jpeg-exif-6.jpg")
        guard case .success(let stored) = ImageDecoder.decode(source, options: DecodeOptions(applyOrientation: false)) else {
            Issue.record("did not decode")
            return
        }
        let applied = try #require(ImagePreview.make(bytes: source, applyOrientation: true))
        let ignored = try #require(ImagePreview.make(bytes: source, applyOrientation: false))
        #expect(applied.width == stored.height && applied.height == stored.width)
        #expect(ignored.width == stored.width && ignored.height == stored.height)
        for preview in [applied, ignored] {
            #expect(!preview.bytes.containsSequence(Array("Exif".utf8)), "a tag would make the browser turn it again")
            #expect(decoded(preview)?.orientationTag == nil)
        }
    }

    @Test("a phone photo is scaled to a long side of exactly 1600 px, and a turn detection made is applied")
    func largePhotoIsScaledAndTurned() throws {
        let source = try bytes("real/dys_present_indicatif_122337.jpg")
        let preview = try #require(ImagePreview.make(bytes: source, applyOrientation: true))
        #expect(max(preview.width, preview.height) == 1600)
        let turned = try #require(ImagePreview.make(bytes: source, applyOrientation: true, clockwise: 90))
        #expect(turned.width == preview.height && turned.height == preview.width)
        // The same photo tagged 8 (turn 90° anticlockwise), applied: width and height swap.
        let tagged = MetadataFixtures.jpegWithMetadata(source, orientation: 8)
        let upright = try #require(ImagePreview.make(bytes: tagged, applyOrientation: true))
        #expect(upright.width == preview.height && upright.height == preview.width)
    }

    @Test("a bilevel image becomes a PNG; damaged bytes give no preview")
    func bilevelAndDamaged() throws {
        let pix = try #require(pixCreate(300, 100, 1))
        let image = LeptonicaImage(taking: pix)
        let preview = try #require(image.preview())
        #expect(preview.mediaType == "image/png")
        #expect(preview.width == 300 && preview.height == 100)
        #expect(ImagePreview.make(bytes: Array(try bytes("damaged/truncated-half.jpg")), applyOrientation: true) == nil)
    }
}

extension Array where Element == UInt8 {
    func containsSequence(_ needle: [UInt8]) -> Bool {
        guard needle.count <= count else { return false }
        for start in 0...(count - needle.count) where self[start] == needle[0] {
            if Array(self[start..<(start + needle.count)]) == needle { return true }
        }
        return false
    }
}

/// Formats a browser does not show still preview: the file's bytes are decoded here.
@Suite struct PreviewsOfEveryFormat {
    @Test("BMP, PNM, WebP, JP2 and TIFF files decode to a JPEG preview of the same size",
          arguments: [("bmp", Int32(IFF_BMP)), ("pnm", Int32(IFF_PNM)), ("webp", Int32(IFF_WEBP)), ("jp2", Int32(IFF_JP2)),
                      ("tiff", Int32(IFF_TIFF_ZIP))])
    func format(name: String, format: Int32) throws {
        let pix = try #require(pixCreate(240, 120, 8))
        pixSetAllArbitrary(pix, 200)
        var data: UnsafeMutablePointer<l_uint8>?
        var size = 0
        guard pixWriteMem(&data, &size, pix, format) == 0, let data else {
            var p: UnsafeMutablePointer<PIX>? = pix
            pixDestroy(&p)
            Issue.record("Leptonica cannot write \(name) here")
            return
        }
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        lept_free(data)
        var p: UnsafeMutablePointer<PIX>? = pix
        pixDestroy(&p)
        let preview = try #require(ImagePreview.make(bytes: bytes, applyOrientation: true), "\(name) gave no preview")
        #expect(preview.mediaType == "image/jpeg")
        #expect(preview.width == 240 && preview.height == 120)
    }
}
